/** Shapes of the search index's input, data and answers, and the query limits. */
import type { ProductId } from '../products';

/** A section of a page given to the index builder. */
export interface SearchSectionInput {
  /** Heading anchor, '' for the text before the first heading. */
  anchor: string;
  /** Heading text, '' for the intro. */
  heading: string;
  /** Plain text of the section. */
  text: string;
  /** The heading is an API prop / member name. */
  prop?: boolean;
  /** Words that count as the heading's without being shown (the Chinese terms of an English heading). */
  keywords?: string;
  /** Words that count as the section's text without being shown (the Chinese terms of its English text). */
  terms?: string;
  /** A migration guide's names removed or renamed since (its tables' first column; scripts/search/extract.ts `removedNames`). */
  removed?: string;
}

/** A page given to the index builder. */
export interface SearchDocInput {
  path: string;
  title: string;
  description: string;
  product: ProductId;
  kind: 'guide' | 'api';
  /** Other names of the page that count as its title (nav title, slug words). */
  aliases?: string[];
  /** Frontmatter `date` (YYYY-MM-DD), when the page has one. */
  date?: string;
  /** Frontmatter `keywords`: readers' words for the page's subject (WEIGHTS.keyword, on the intro). */
  keywords?: string[];
  /** The intro first (anchor ''), then one per heading. */
  sections: SearchSectionInput[];
}

/** The index as the builder makes it (encodeSearchIndex serializes it). */
export interface SearchIndexData {
  v: 3;
  /** Language of the indexed text. */
  locale: string;
  /** [path, title, product, kind, description, date?] (date: frontmatter `date`, for the sitemap) */
  pages: [string, string, ProductId, 'guide' | 'api', string, string?][];
  /** Per page: the words of its own title, for title coverage. */
  titleWords: number[];
  /** Per page: its titles (own, aliases) as query words joined by spaces, `|` between titles. */
  topics: string[];
  /**
   * [page index, anchor, heading, index in `texts`]; a page's sections are
   * contiguous and every page has at least one. The anchor `*` stands for `prop-<heading>`.
   */
  sections: [number, string, string, number][];
  /** Snippet texts, each once (props shared by several components repeat a lot). */
  texts: string[];
  /** The dictionary, sorted. */
  terms: string[];
  /** Per term: [n, title page deltas x n, then (section delta, weight) pairs], integers >= 0. */
  postings: number[][];
  /** The message catalogue (lib/search/messages.ts): per MUI X message, its page and its words. */
  messages?: [number, string][];
}

/** One answer of a query. */
export interface SearchResult {
  /** Page path, with `#anchor` when a section matched. */
  path: string;
  title: string;
  /** The matched heading, or null when the page as a whole matched. */
  heading: string | null;
  product: ProductId;
  snippet: string;
  /** The section's plan, when its heading is tagged (`Excel export [premium]`): shown as a badge. */
  plan?: 'pro' | 'premium';
  /** Every component this member is documented on (the result's own first), when variants share it. */
  variants?: string[];
  /** Other sections of the same page whose headings hold query words, best first. */
  sections?: { path: string; heading: string; snippet: string; plan?: 'pro' | 'premium' }[];
}

export interface SearchOptions {
  /** The reader's current product: its pages rank higher. */
  product?: ProductId;
  /** Keep only pages of `product` instead of boosting them. */
  only?: boolean;
  /** At most this many results (default and cap 20). */
  limit?: number;
}

/** Longer queries are cut to this many characters. */
export const MAX_QUERY_LENGTH = 200;
/** Most results a query returns. */
export const MAX_RESULTS = 20;

/** How many results a query with `limit` returns: MAX_RESULTS unless asked for fewer (at least 1; a limit that is not a number counts as none). */
export function wantedResults(limit: number | undefined): number {
  return Math.max(1, Math.min(MAX_RESULTS, Math.floor(limit ?? MAX_RESULTS) || MAX_RESULTS));
}
