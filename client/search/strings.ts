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
  /** Shown when a search takes longer than LOADING_MS. */
  loading: string;
  /** Label of the start pages offered when nothing matched, and of the corrected query. */
  startPages: string;
  tryInstead: string;
  plans: Record<'pro' | 'premium', string>;
  /** The components a shared member is documented on. */
  variants: (names: string[]) => string;
  products: Record<string, string>;
}

const list = (names: string[], max = 4) => (names.length > max ? `${names.slice(0, max).join(', ')} +${names.length - max}` : names.join(', '));

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
  hint: '↑ ↓ to move · Enter to open · Ctrl/⌘+Enter for a new tab · Esc to close',
  loading: 'Searching…',
  startPages: 'Start pages',
  tryInstead: 'Try:',
  plans: { pro: 'Pro', premium: 'Premium' },
  variants: (names) => `On ${list(names)}`,
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
  hint: '↑ ↓ 移动 · Enter 打开 · Ctrl/⌘+Enter 新标签页打开 · Esc 关闭',
  loading: '正在搜索…',
  startPages: '入门页面',
  tryInstead: '试试：',
  plans: { pro: 'Pro', premium: 'Premium' },
  variants: (names) => `适用于 ${list(names)}`,
  products: productNames('zh'),
};

/** Strings for a locale (English for any other). */
export function searchStrings(locale: string): SearchStrings {
  return locale === 'zh' ? ZH : EN;
}
