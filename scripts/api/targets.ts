/**
 * The API pages to produce, read from the reference navigation tree: every
 * `component-api` and `interface-api` leaf, plus one index page per product.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkNav, type NavItem } from '../../lib/nav';
import { PRODUCT_SLUGS, type ProductSlug } from './packages';

export interface ApiTarget {
  kind: 'component' | 'interface';
  /** Leaf title: the exported name, e.g. `DataGrid`, `BarSeries`. */
  name: string;
  /** Public path, e.g. `/x/api/data-grid/data-grid`. */
  path: string;
  product: ProductSlug;
}

/** Product of an API path (`/x/api/<product>/...`). */
export function productOfApiPath(path: string): ProductSlug {
  const slug = path.split('/')[3] as ProductSlug;
  if (!PRODUCT_SLUGS.includes(slug)) throw new Error(`Not an API path of a known product: ${path}`);
  return slug;
}

/**
 * API pages the reference site serves at 8.11.1 but does not list in its
 * navigation: the charts' series types, linked from the series pages. They
 * are built like the listed interfaces and stay out of the sidebar.
 */
export const UNLISTED_API_TARGETS: readonly ApiTarget[] = (['Bar', 'Line', 'Pie', 'Scatter'] as const).map((kind) => ({
  kind: 'interface',
  name: `${kind}SeriesType`,
  path: `/x/api/charts/${kind.toLowerCase()}-series-type`,
  product: 'charts',
}));

/** API leaves of a navigation tree, in reading order, then the unlisted pages. */
export function apiTargets(tree: readonly NavItem[]): ApiTarget[] {
  const out: ApiTarget[] = [];
  walkNav(tree, (item) => {
    if (item.children || (item.kind !== 'component-api' && item.kind !== 'interface-api')) return;
    if (!item.title) throw new Error(`API leaf without a title: ${item.pathname}`);
    out.push({
      kind: item.kind === 'component-api' ? 'component' : 'interface',
      name: item.title,
      path: item.pathname,
      product: productOfApiPath(item.pathname),
    });
  });
  for (const t of UNLISTED_API_TARGETS) if (!out.some((o) => o.path === t.path)) out.push(t);
  return out;
}

/** Reads `content/nav.json` under the repository root. */
export function readNavTree(root: string): NavItem[] {
  const json = JSON.parse(readFileSync(join(root, 'content', 'nav.json'), 'utf8')) as { tree: NavItem[] };
  return json.tree;
}

/** Public path of a product's API index page. */
export function indexPath(product: ProductSlug): string {
  return `/x/api/${product}`;
}
