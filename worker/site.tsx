/**
 * Per-isolate site data: the generated content metadata (version, nav,
 * dictionaries) and everything derived from it that does not change per
 * request — translators, the rendered nav HTML per locale, reading order
 * for previous/next links, the theme and its global CSS. Built lazily once.
 */
import { renderToString } from 'react-dom/server';
import { LOCALES, type Locale } from '../lib/constants';
import type { AssetsManifest, SiteData } from '../lib/generated';
import { createTranslator, pageTitle } from '../lib/i18n';
import { isPageLeaf, navTitle, walkNav, type NavItem } from '../lib/nav';
import { NavTree } from '../ui/NavTree';
import { DocsProvider } from '../ui/DocsProvider';
import site from './generated/site.json';
import assets from './generated/assets.json';
import css from './generated/css.json';
import build from './generated/build.json';

export type Assets = AssetsManifest & {
  /** The site stylesheet's text (theme variables + shell CSS), built by scripts/build-worker.ts; inlined in the head of every page but API reference pages. */
  siteCssText: string;
  /** The same stylesheet as a file (public/site/), linked by API reference pages. */
  siteCssHref: string;
};

export const SITE: SiteData = site;
export const ASSETS: Assets = { ...assets, siteCssText: css.css, siteCssHref: css.href };
export const CONTENT_VERSION = SITE.contentVersion;
/** The worker build's id (scripts/build-worker.ts): a hash of the bundle, so of every asset name and inline script it writes. */
export const BUILD_ID = build.id;
/** Prefix of every KV key: the content version, or `dev` for `npm start`'s stable keys. */
export const KV_PREFIX = SITE.kvPrefix;
/**
 * `npm start`'s build: content changes land in KV without a new worker, so
 * HTML is never cached or answered with 304 (the content version in the
 * worker is not the one in KV), and pages reload themselves (worker/dev.ts).
 */
export const DEV_MODE = KV_PREFIX === 'dev';

const translate = createTranslator(SITE.dictionaries);

/** A translator bound to a locale. */
export function translator(locale: Locale): (key: string) => string {
  return (key) => translate(locale, key);
}

interface Leaf {
  path: string;
  title: string;
  ancestors: string[];
  /** The group the page sits in (its nearest ancestor). */
  section?: NavItem;
}

let leaves: Leaf[] | undefined;
let leafIndex: Map<string, number> | undefined;
const navHtml = new Map<Locale, string>();

function titleFor(item: NavItem, locale: Locale): string {
  return pageTitle(SITE.pageTitles, item.pathname, locale) ?? navTitle(item);
}

function ensureLeaves(): void {
  if (leaves) return;
  const list: Leaf[] = [];
  walkNav(SITE.nav, (item, ancestors) => {
    if (isPageLeaf(item)) list.push({ path: item.pathname, title: navTitle(item), ancestors: ancestors.map((a) => a.pathname), section: ancestors[ancestors.length - 1] });
  });
  leaves = list;
  leafIndex = new Map(list.map((l, i) => [l.path, i]));
}

/** Whether a public path is a page of the navigation. */
export function inNav(path: string): boolean {
  ensureLeaves();
  return leafIndex!.has(path);
}

/** A page of the navigation as links show it: path, title and the group it belongs to. */
export interface PageRef {
  path: string;
  title: string;
  section?: string;
}

function ref(l: Leaf, locale: Locale): PageRef {
  return { path: l.path, title: pageTitle(SITE.pageTitles, l.path, locale) ?? l.title, section: l.section && titleFor(l.section, locale) };
}

/** Previous / next pages in reading order, and the groups above a page. */
export function neighbours(path: string, locale: Locale): { prev?: PageRef; next?: PageRef; ancestors: string[] } {
  ensureLeaves();
  const i = leafIndex!.get(path);
  if (i === undefined) return { ancestors: [] as string[] };
  const t = (l: Leaf | undefined) => (l ? ref(l, locale) : undefined);
  return { prev: t(leaves![i - 1]), next: t(leaves![i + 1]), ancestors: leaves![i]!.ancestors };
}

/**
 * Character bigrams of a string (letters and digits only), as a sorted
 * multiset of codes (first UTF-16 unit x 65536 + second): a few hundred
 * bytes per text, compared by merging.
 */
function bigrams(text: string): Uint32Array {
  const s = ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  const out = new Uint32Array(Math.max(0, s.length - 1));
  for (let i = 0; i < s.length - 1; i++) out[i] = s.charCodeAt(i) * 65536 + s.charCodeAt(i + 1);
  return out.sort();
}

/** Dice coefficient of two bigram multisets (0..1). */
function dice(a: Uint32Array, b: Uint32Array): number {
  const total = a.length + b.length;
  let common = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      common++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return total ? (2 * common) / total : 0;
}

/** Bigrams of every nav page's path, last path segment and title: made once per isolate (a 404 used to make them per request). */
let profiles: { path: Uint32Array; slug: Uint32Array; title: Uint32Array }[] | undefined;

/**
 * The navigation pages closest to a missing path, by the similarity of
 * their paths and titles to it (the 404 page's suggestions).
 * @example closestPages('/x/react-data-grid/sortin', 'en', 3)[0].path === '/x/react-data-grid/sorting'
 */
export function closestPages(path: string, locale: Locale, count = 3): PageRef[] {
  ensureLeaves();
  profiles ??= leaves!.map((l) => ({ path: bigrams(l.path), slug: bigrams(l.path.split('/').pop() ?? ''), title: bigrams(l.title) }));
  const wanted = bigrams(path);
  const last = bigrams(path.split('/').filter(Boolean).pop() ?? '');
  const scored = profiles.map((p, i) => ({ i, score: dice(wanted, p.path) + 0.5 * Math.max(dice(last, p.slug), dice(last, p.title)) }));
  // Stable: equal scores keep nav order.
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, count).map((s) => ref(leaves![s.i]!, locale));
}

/** The nav tree of a locale as HTML (rendered once per isolate). */
export function navFor(locale: Locale): string {
  let html = navHtml.get(locale);
  if (html === undefined) {
    const t = translator(locale);
    html = renderToString(
      <DocsProvider value={{ locale, t }}>
        <NavTree items={SITE.nav} locale={locale} title={(item) => titleFor(item, locale)} />
      </DocsProvider>,
    );
    navHtml.set(locale, html);
  }
  return html;
}

/** Locales that have a page record key prefix. */
export const SITE_LOCALES = LOCALES;
