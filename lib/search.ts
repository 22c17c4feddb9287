/**
 * The search engine: tokenizer, index format and queries. The content build
 * tokenizes with it (scripts/search/build-index.ts makes the index,
 * `encodeSearchIndex` writes it); the worker loads the index once per
 * isolate and queries it here. Pure: no platform APIs, no imports outside lib.
 *
 * The parts, in lib/search/: `types.ts` (input, data, results, limits),
 * `tokens.ts` (words, CJK bigrams), `word-forms.ts` (inflections, one-edit
 * typos), `encoding.ts` (the serialized form), `ranking.ts` (weights,
 * bonuses, snippets), `search-index.ts` (the loaded index and its queries).
 */
export type { SearchDocInput, SearchIndexData, SearchOptions, SearchResult, SearchSectionInput } from './search/types';
export { MAX_QUERY_LENGTH, MAX_RESULTS } from './search/types';
export { fold, hasCjk, queryTokens, rawWords, searchLocaleOf, titleTokens, titleWordCount, tokenize } from './search/tokens';
export { withinOneEdit } from './search/word-forms';
export { encodeSearchIndex } from './search/encoding';
export { PRODUCT_WORDS, WEIGHTS } from './search/ranking';
export { SearchIndex } from './search/search-index';
export { apiRowFirst, asksForReference, searchFor, withEnglishApiRows } from './search/api-rows';
