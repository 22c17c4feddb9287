/**
 * The JSON files the build writes into `worker/generated/` for the worker
 * bundle. Each has one type here: the build script that writes it checks its
 * value with `satisfies`, and writes a `<name>.d.json.ts` beside it so that
 * the worker's `import x from './generated/<name>.json'` has this type.
 */
import type { Locale } from './constants';
import type { Dictionary, PageTitleTable } from './i18n';
import type { NavItem } from './nav';
import type { VersionPaths } from './versions';
import type { ContentManifest } from './content-address';

export type { ContentManifest };

/** `site.json`: content version, KV prefix, navigation and dictionaries (scripts/build-content.ts). */
export interface SiteData {
  contentVersion: string;
  /** Prefix of every KV key: the content version, or `dev` for `npm start`'s stable keys. */
  kvPrefix: string;
  nav: NavItem[];
  dictionaries: Record<Locale, Dictionary>;
  pageTitles: PageTitleTable;
  versionPaths: VersionPaths;
  /** Every English page (each also served in Chinese) with its frontmatter date when it has one, by path: the sitemap (worker/seo.ts), so it never reads the search index. */
  sitemap: SitemapEntry[];
}

/** A page of the sitemap: its path, and its frontmatter `date` (YYYY-MM-DD) when it has one. */
export type SitemapEntry = [path: string, date?: string];

/** `assets.json`: the client bundle's entry files (scripts/build-client.ts). */
export interface AssetsManifest {
  /** Module scripts loaded on every docs page: the shell, then each chunk it imports at load (requested in the same round). */
  scripts: string[];
  stylesheets: string[];
  /** Scripts of the bare playground page: its entry, then each chunk it imports at load. */
  playgroundScripts: string[];
  /** The demo runtime's chunk, then each chunk it imports statically: pages with demos preload them at `load` (client/demos/preload.ts). */
  demoRuntime: string[];
  /** Every named entry and its hashed file. */
  files: Record<string, string>;
}

/** `css.json`: the site stylesheet (theme variables + shell CSS), scripts/build-worker.ts. */
export interface CssManifest {
  href: string;
  /** The stylesheet itself: pages carry it inline in their head (no request before first paint). */
  css: string;
}

/** `sw.json`: the service worker's script (scripts/build-sw.ts). */
export interface SwBundle {
  code: string;
}

/**
 * `inline.json`: the inline scripts of every page, bundled and minified from
 * client/inline/*.ts (scripts/build-inline.ts), and the CSP hashes of every
 * inline script a page may run (those two, and the speculation rules).
 */
export interface InlineScripts {
  /** client/inline/head.ts: preferences applied before first paint. */
  head: string;
  /** client/inline/load.ts: loads the client's modules once the h1 is on screen. */
  load: string;
  /** `'sha256-…'` sources for `script-src`, computed from the bytes above. */
  cspHashes: string[];
}

/** `dev-reload.json`: `npm start`'s page-reload script (client/dev-reload.ts), read only by worker/dev.ts. */
export interface DevReloadBundle {
  code: string;
}

/**
 * `build.json`: the worker build's id, a hash of the whole worker bundle
 * (asset manifest, site stylesheet, inline scripts, service worker, render
 * code and content version are all inside it), scripts/build-worker.ts.
 * Part of every rendered-HTML cache key and ETag.
 */
export interface BuildInfo {
  id: string;
}

/**
 * The serialized search indexes (lib/search.ts) a production worker carries
 * as text modules: the content build writes them into `worker/generated/`
 * (a build with KV's stable `dev` keys writes none), and scripts/build-worker.ts
 * copies them beside the bundle and imports them in place of
 * `worker/search/embedded.ts`.
 */
export const EMBEDDED_INDEX_FILES = { en: 'search-index-en.txt', zh: 'search-index-zh.txt' } as const satisfies Partial<Record<Locale, string>>;

/** Each generated file and the name of its type above. */
export const GENERATED_TYPES = {
  'site.json': 'SiteData',
  'assets.json': 'AssetsManifest',
  'css.json': 'CssManifest',
  'sw.json': 'SwBundle',
  'inline.json': 'InlineScripts',
  'dev-reload.json': 'DevReloadBundle',
  'build.json': 'BuildInfo',
  /** Logical KV name -> value hash of a production build; `{}` for npm start's stable keys (lib/content-address.ts). */
  'manifest.json': 'ContentManifest',
} as const;
