/**
 * API pages for Chinese queries (issue 37, point 3). The Chinese index holds every guide but no API page
 * (it would double: decision 0016), so a Chinese query that types an API's name (`DataGrid 的 getRowId
 * 属性`, `GridColDef 有哪些属性`) found only guides. Such a query also asks the English index, which has
 * the API pages, with its ASCII words: when the Chinese words only ask for the reference of what it names
 * (属性 "props", 参数, 类型, 方法, 有哪些, 文档 …), the English index's API row for those words comes first,
 * before the Chinese results; otherwise (`renderCell 里面放按钮`, a question a guide answers) the Chinese
 * results stand as they are. Only a query that types a camelCase or PascalCase name asks the English
 * index, so the others never load it.
 */
import { searchLocaleOf, withoutCjk } from './tokens';
import type { SearchOptions, SearchResult } from './types';
import { wantedResults } from './types';
import type { SearchIndex } from './search-index';

/** A name typed in camelCase or PascalCase (`getRowId`, `apiRef`, `DataGridPro`): two parts or more. */
const TYPED_NAME = /\b(?:[a-z]+|[A-Z][a-z0-9]+)(?:[A-Z][a-z0-9]*)+\b/g;

/**
 * The words that only ask for an API's reference, Chinese and English, longest first: what it has
 * (属性, 参数, 方法, 字段), what it is (类型, 定义, 接口), its reference (文档, API, props), and the
 * grammar around them (的, 有哪些, 是多少). Not 是什么 "what is": `DataGrid 是什么` asks for the overview.
 */
const REFERENCE_WORDS =
  /类型定义|默认值|可选值|返回值|有哪些|有什么|是多少|属性|参数|类型|定义|方法|字段|文档|接口|签名|列表|说明|全部|所有|组件|哪些|多少|的|是|有|里|\b(?:api|props?|docs?|types?|interfaces?|methods?|params?|reference)\b/gi;

/** Does a Chinese query ask only for the reference of the API names it types (`LineChart 属性列表`, `apiRef 有哪些方法`)? */
export function asksForReference(query: string): boolean {
  if (searchLocaleOf(query) !== 'zh' || !new RegExp(TYPED_NAME.source).test(query)) return false;
  return (
    query
      .replace(TYPED_NAME, ' ')
      .replace(REFERENCE_WORDS, ' ')
      .replace(/[\s\p{P}\p{S}]+/gu, '') === ''
  );
}

/**
 * A Chinese query's results (`results`, from the Chinese index) with the English index's API row when
 * it asks for an API's reference: the English index searches the query's ASCII words (`DataGrid
 * getRowId`), and the first API row of its first three results goes first; the Chinese results follow,
 * as many as asked. Any other query's results are returned as they are (the English index unused).
 */
export function withEnglishApiRows(results: SearchResult[], english: Pick<SearchIndex, 'search'>, query: string, options: SearchOptions = {}): SearchResult[] {
  return asksForReference(query) ? apiRowFirst(results, english, query, options) : results;
}

/** `withEnglishApiRows` for a query already known to ask for an API's reference (`asksForReference` tested once). */
export function apiRowFirst(results: SearchResult[], english: Pick<SearchIndex, 'search'>, query: string, options: SearchOptions = {}): SearchResult[] {
  const api = english
    .search(withoutCjk(query), options)
    .slice(0, 3)
    .find((r) => r.path.startsWith('/x/api/'));
  if (!api) return results;
  return [api, ...results].slice(0, wantedResults(options.limit));
}

/**
 * Searches `q` as every search route does (search.json, MCP `search_docs`, the bench route): in the index
 * of its locale (`searchLocaleOf`), and for a Chinese query that asks for the reference of an API it names,
 * the English index too, for that API's row (`withEnglishApiRows`); no other query loads the English index.
 * `load` gives a locale's index (the worker's reads it once per isolate).
 */
export async function searchFor(load: (locale: 'en' | 'zh') => SearchIndex | Promise<SearchIndex>, q: string, options: SearchOptions = {}): Promise<{ index: SearchIndex; results: SearchResult[] }> {
  const index = await load(searchLocaleOf(q));
  const results = index.search(q, options);
  // (The query is read once: `apiRowFirst`, not `withEnglishApiRows`, which would test it again.)
  return { index, results: asksForReference(q) ? apiRowFirst(results, await load('en'), q, options) : results };
}
