/**
 * Entry points the empty search box offers: a few pages per product, the
 * reader's own product first. Chinese titles are the pages' Chinese nav
 * titles (content/i18n/page-titles) where there is one; entries.test.ts
 * checks the paths and titles against the content.
 */
import type { ProductId } from '../../lib/products';

export interface EntryPoint {
  product: ProductId;
  path: string;
  title: { en: string; zh?: string };
}

export const ENTRY_POINTS: readonly EntryPoint[] = [
  { product: 'x', path: '/x/introduction/installation', title: { en: 'Installation', zh: '安装' } },
  { product: 'x', path: '/x/introduction/licensing', title: { en: 'Licensing', zh: '许可' } },
  { product: 'x', path: '/x/introduction/mcp', title: { en: 'AI support via MCP', zh: '通过 MCP 的 AI 支持' } },
  { product: 'x-data-grid', path: '/x/react-data-grid/quickstart', title: { en: 'Quickstart', zh: '快速入门' } },
  { product: 'x-data-grid', path: '/x/react-data-grid/column-definition', title: { en: 'Column definition', zh: '列定义' } },
  { product: 'x-data-grid', path: '/x/react-data-grid/filtering', title: { en: 'Filtering', zh: '筛选' } },
  { product: 'x-data-grid', path: '/x/react-data-grid/editing', title: { en: 'Editing', zh: '编辑' } },
  { product: 'x-date-pickers', path: '/x/react-date-pickers/quickstart', title: { en: 'Quickstart', zh: '快速入门' } },
  { product: 'x-date-pickers', path: '/x/react-date-pickers/date-picker', title: { en: 'Date Picker', zh: '日期选择器' } },
  { product: 'x-date-pickers', path: '/x/react-date-pickers/adapters-locale', title: { en: 'Date format and localization', zh: '日期格式和本地化' } },
  { product: 'x-date-pickers', path: '/x/react-date-pickers/timezone', title: { en: 'UTC and timezones', zh: 'UTC 和时区' } },
  { product: 'x-charts', path: '/x/react-charts/quickstart', title: { en: 'Quickstart', zh: '快速入门' } },
  { product: 'x-charts', path: '/x/react-charts/bars', title: { en: 'Bars', zh: '柱状图' } },
  { product: 'x-charts', path: '/x/react-charts/lines', title: { en: 'Lines', zh: '折线图' } },
  { product: 'x-charts', path: '/x/react-charts/pie', title: { en: 'Pie', zh: '饼图' } },
  { product: 'x-tree-view', path: '/x/react-tree-view/quickstart', title: { en: 'Quickstart', zh: '快速入门' } },
  { product: 'x-tree-view', path: '/x/react-tree-view/tree-item-customization', title: { en: 'Item customization', zh: '项目自定义' } },
  { product: 'x-tree-view', path: '/x/react-tree-view/rich-tree-view/lazy-loading', title: { en: 'Lazy loading', zh: '懒加载' } },
  { product: 'x-tree-view', path: '/x/react-tree-view/rich-tree-view/selection', title: { en: 'Selection', zh: '选择' } },
];

/** The entry points in display order: `current` product's first, then the others in table order. */
export function entryPoints(current: string, locale: string): { product: ProductId; path: string; title: string }[] {
  const mine = ENTRY_POINTS.filter((e) => e.product === current);
  const rest = ENTRY_POINTS.filter((e) => e.product !== current);
  return [...mine, ...rest].map((e) => ({ product: e.product, path: e.path, title: (locale === 'zh' ? e.title.zh : undefined) ?? e.title.en }));
}
