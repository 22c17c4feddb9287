/**
 * Version links of the version menu: the current version in this site, then
 * v7, v6 and v5 on their own hosts (the same page when it existed there,
 * else the library's home), and v4 for the data grid only.
 */
import { CURRENT_VERSION, type Locale } from './constants';
import { PRODUCTS, type ProductId } from './products';
import { localizePath } from './routing';

/** One entry of the version menu. */
export interface VersionEntry {
  text: string;
  href: string;
  current: boolean;
}

/** Base URLs of the older versions' sites. */
export interface VersionHosts {
  v7: string;
  v6: string;
  v5: string;
  v4: string;
}

/** Page paths (public `/x/...` form) that existed in each older version. */
export interface VersionPaths {
  v7: readonly string[];
  v6: readonly string[];
  v5: readonly string[];
}

/** Where the older versions live. */
export const DEFAULT_VERSION_HOSTS: Readonly<VersionHosts> = Object.freeze({
  v7: 'https://v7.mui.com',
  v6: 'https://v6.mui.com',
  v5: 'https://v5.mui.com',
  v4: 'https://v4.mui.com',
});

/** Home page of each library (and of the other pages). */
export const PRODUCT_HOME = Object.freeze(Object.fromEntries(PRODUCTS.map((p) => [p.id, p.home]))) as Readonly<Record<ProductId, string>>;

const OLDER = ['v7', 'v6', 'v5'] as const;
const V4_DATA_GRID_PATH = '/components/data-grid/';
const INTRODUCTION = '/x/introduction';

// The lists are module data read on every request: index them once.
const indexCache = new WeakMap<readonly string[], ReadonlySet<string>>();
function indexOf(list: readonly string[]): ReadonlySet<string> {
  let set = indexCache.get(list);
  if (!set) {
    set = new Set(list);
    indexCache.set(list, set);
  }
  return set;
}

function target(path: string, productId: ProductId, known: ReadonlySet<string>): string {
  if (known.has(path)) return path;
  if (known.has(PRODUCT_HOME[productId])) return PRODUCT_HOME[productId];
  if (known.has(INTRODUCTION)) return INTRODUCTION;
  return '/';
}

function link(host: string, path: string, locale: Locale): string {
  const base = host.replace(/\/+$/, '');
  return `${base}${localizePath(path, locale)}`;
}

/** Input of `versionLinks`. */
export interface VersionLinksInput {
  /** Public path of the page, without language prefix. */
  path: string;
  productId: ProductId;
  locale: Locale;
  hosts?: VersionHosts;
  versionPaths: VersionPaths;
}

/**
 * The version menu of a page.
 * @example
 * versionLinks({ path: '/x/react-data-grid/sorting', productId: 'x-data-grid', locale: 'en', versionPaths })
 * // [{ text: 'v8.11.1', href: '/x/react-data-grid/sorting', current: true },
 * //  { text: 'v7', href: 'https://v7.mui.com/x/react-data-grid/sorting', current: false }, ...]
 */
export function versionLinks(input: VersionLinksInput): VersionEntry[] {
  const { path, productId, locale, versionPaths } = input;
  const hosts = input.hosts ?? DEFAULT_VERSION_HOSTS;
  const entries: VersionEntry[] = [{ text: `v${CURRENT_VERSION}`, href: localizePath(path, locale), current: true }];
  for (const version of OLDER) {
    const to = target(path, productId, indexOf(versionPaths[version]));
    entries.push({ text: version, href: link(hosts[version], to, locale), current: false });
  }
  if (productId === 'x-data-grid') {
    entries.push({ text: 'v4', href: link(hosts.v4, V4_DATA_GRID_PATH, locale), current: false });
  }
  return entries;
}
