/**
 * The navigation tree: its item type, validation, plan inheritance and the
 * product / category classification of a path.
 */
import { LIBRARIES, type ProductId } from './products';

export type Plan = 'pro' | 'premium';

/** A navigation item of content/nav.json. */
export interface NavItem {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: NavItem[];
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /** What the leaf is in the reference tree (markdown page, API page). */
  kind?: 'markdown' | 'component-api' | 'interface-api';
  /** Leaves that are not pages of this site. */
  target?: 'external' | 'anchor';
  /**
   * Demos on the reference site's page at 8.11.1 (build-time data for the
   * coverage report; the build strips it from the nav the worker embeds).
   */
  demoCount?: number;
}

export type { ProductId } from './products';
export type CategoryId = 'core' | 'x' | 'toolpad' | 'docs';

export { PRODUCT_IDS } from './products';

/** Guides and API pages of each library. */
const PRODUCT_PREFIXES: ReadonlyArray<[string, ProductId]> = LIBRARIES.flatMap((p): [string, ProductId][] => [
  [p.guides, p.id],
  [`/x/api/${p.slug}`, p.id],
]);

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}-`);
}

/** Product id of a public page path (`/x/api/...` form). */
export function productIdOf(path: string): ProductId {
  for (const [prefix, id] of PRODUCT_PREFIXES) if (underPrefix(path, prefix)) return id;
  return 'x';
}

/** Category id of a path (derived from its first segments). */
export function categoryIdOf(path: string): CategoryId {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  if (['material-ui', 'joy-ui', 'base-ui', 'system'].includes(first)) return 'core';
  if (first === 'x') return 'x';
  if (first === 'toolpad') {
    const second = path.split('/').filter(Boolean)[1];
    if (second === 'studio' || second === 'core') return 'toolpad';
  }
  return 'docs';
}

/** A leaf is a page of this site (not an external link or an in-page anchor). */
export function isPageLeaf(item: NavItem): boolean {
  return !item.children && !item.target && item.pathname.startsWith('/x/');
}

/** Visits every item with its ancestors (outermost first). */
export function walkNav(items: readonly NavItem[], visit: (item: NavItem, ancestors: NavItem[]) => void, ancestors: NavItem[] = []): void {
  for (const item of items) {
    visit(item, ancestors);
    if (item.children) walkNav(item.children, visit, [...ancestors, item]);
  }
}

/** Every page leaf in reading order. */
export function pageLeaves(items: readonly NavItem[]): NavItem[] {
  const out: NavItem[] = [];
  walkNav(items, (item) => {
    if (isPageLeaf(item)) out.push(item);
  });
  return out;
}

/** The item's own plan or its nearest ancestor's. */
export function effectivePlan(item: NavItem, ancestors: readonly NavItem[]): Plan | undefined {
  if (item.plan) return item.plan;
  for (let i = ancestors.length - 1; i >= 0; i--) if (ancestors[i]!.plan) return ancestors[i]!.plan;
  return undefined;
}

const API_TAB = /\/(components-api|hooks-api)$/;

/**
 * Throws when a path appears twice (API tab pages excepted).
 * @returns the number of distinct paths.
 */
export function validateNav(items: readonly NavItem[]): number {
  const seen = new Set<string>();
  walkNav(items, (item) => {
    if (API_TAB.test(item.pathname)) return;
    if (seen.has(item.pathname)) throw new Error(`Duplicated navigation path: ${item.pathname}`);
    seen.add(item.pathname);
  });
  return seen.size;
}

/** Keeps only the leaves for which `keep` is true, dropping groups left empty. */
export function pruneNav(items: readonly NavItem[], keep: (leaf: NavItem) => boolean): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (item.children) {
      const children = pruneNav(item.children, keep);
      if (children.length > 0) out.push({ ...item, children });
    } else if (keep(item)) {
      out.push(item);
    }
  }
  return out;
}

/** Sidebar label of an item. */
export function navTitle(item: NavItem): string {
  return item.title ?? item.subheader ?? item.pathname.split('/').pop() ?? item.pathname;
}
