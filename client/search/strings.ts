/** UI strings of the search modal (English and Chinese) and product names. */
import { PRODUCTS, type ProductId } from '../../lib/products';

export interface SearchStrings {
  label: string;
  close: string;
  recent: string;
  clearRecent: string;
  /** Label of the product filter buttons, and of its "every product" button. */
  filter: string;
  all: string;
  noResults: (q: string) => string;
  results: (n: number) => string;
  error: string;
  hint: string;
  products: Record<string, string>;
}

function productNames(lang: 'en' | 'zh'): Record<ProductId, string> {
  return Object.fromEntries(PRODUCTS.map((p) => [p.id, p.name[lang]])) as Record<ProductId, string>;
}

const EN: SearchStrings = {
  label: 'Search the docs',
  close: 'Close',
  recent: 'Recent',
  clearRecent: 'Clear recent searches',
  filter: 'Search in',
  all: 'All',
  noResults: (q) => `No results for “${q}”`,
  results: (n) => (n === 1 ? '1 result' : `${n} results`),
  error: 'Search is not available right now. Please retry.',
  hint: '↑ ↓ to move · Enter to open · Esc to close',
  products: productNames('en'),
};

const ZH: SearchStrings = {
  label: '搜索文档',
  close: '关闭',
  recent: '最近打开',
  clearRecent: '清除最近搜索',
  filter: '搜索范围',
  all: '全部',
  noResults: (q) => `没有找到与“${q}”相关的结果`,
  results: (n) => `${n} 个结果`,
  error: '搜索暂时不可用，请重试。',
  hint: '↑ ↓ 移动 · Enter 打开 · Esc 关闭',
  products: productNames('zh'),
};

/** Strings for a locale (English for any other). */
export function searchStrings(locale: string): SearchStrings {
  return locale === 'zh' ? ZH : EN;
}
