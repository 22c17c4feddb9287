/**
 * The page record: what the content build writes to KV for every page and
 * what the worker reads back. Documented in docs/architecture.md; later
 * features extend it with optional fields only, so old records stay valid.
 */
import type { Locale } from './constants';
import type { DateLibrary } from './date-adapters';
import type { CategoryId, Plan, ProductId } from './nav';
import type { CodeStyling, CodeVariant } from './code-choice';
import type { DemoSandbox } from './sandbox';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
  /**
   * API pages: the number of members (props, slots, CSS classes) of the
   * section. The TOC shows a group for it that the client fills from the
   * section's table (ui/PageView.tsx `tocListHtml`, client/api-layout.ts).
   */
  count?: number;
}

/** Highlighted source of one demo file in one language and styling. */
export interface DemoSource {
  /** Raw source, exactly what the copy button writes. */
  code: string;
  /**
   * shiki HTML (dual light/dark theme through CSS variables). Used by the
   * build to render the demo frame, which carries it in the page body; the
   * stored records leave it out so the page is not stored twice.
   */
  html?: string;
}

export type { CodeStyling, CodeVariant } from './code-choice';

/** A demo embedded in a page (filled by the demo compiler). */
export interface DemoRecord {
  /** Stable id, used in anchors, `/x/playground/<id>` and chunk names. */
  id: string;
  /** File name in the content folder, e.g. `BasicGrid.tsx`. */
  file: string;
  /** Reserved height in px of the rendered demo. */
  height: number;
  /** Client chunk URL per styling (`/build/demos/<id>-<styling>-<srchash>.js`). */
  chunks: Partial<Record<CodeStyling, string>>;
  /** Stylesheet URL per styling, for variants that bring CSS (Tailwind, plain CSS). */
  styles?: Partial<Record<CodeStyling, string>>;
  /** Sources per styling, then per language. */
  sources: Partial<Record<CodeStyling, Record<CodeVariant, DemoSource>>>;
  /**
   * What Copy puts on the clipboard when the demo imports local modules: the
   * demo with them inlined, so it runs as it is in the reader's project.
   */
  copies?: Partial<Record<CodeStyling, Record<CodeVariant, string>>>;
  /** Short JSX preview per language, when the returned JSX is short (system styling). */
  preview?: Record<CodeVariant, DemoSource>;
  /** Short JSX previews of every styling that has one. */
  previews?: Partial<Record<CodeStyling, Record<CodeVariant, DemoSource>>>;
  /** Pro or premium demo: needs the licence key applied before it mounts. */
  plan?: Plan;
  /** Hide the code by default. */
  hideCode?: boolean;
  /** Background: `inline` (no frame) or `playground` (a tinted panel); the default is the bordered frame. */
  bg?: 'inline' | 'playground';
  /** The full code starts expanded. */
  defaultCodeOpen?: boolean;
  /** No toolbar under the demo. */
  hideToolbar?: boolean;
  /** Date library of the pickers' adapter the demo imports (e.g. `AdapterDayjs` -> dayjs). */
  adapter?: DateLibrary;
  /** Packages (installed versions) and local stylesheets of the demo's StackBlitz / CodeSandbox project, per styling. */
  sandbox?: Partial<Record<CodeStyling, DemoSandbox>>;
}

export interface PageRecord {
  /** Public path without language prefix, e.g. `/x/introduction`. */
  path: string;
  locale: Locale;
  title: string;
  description: string;
  productId: ProductId;
  categoryId: CategoryId;
  /** Effective plan (own or nearest ancestor's). */
  plan?: Plan;
  /** Content file, relative to the repository root, for the edit link. */
  source: string;
  toc: TocEntry[];
  /** Body HTML, rendered at build time. Demo islands are `<div data-demo="<id>">` markers. */
  html: string;
  demos: DemoRecord[];
  /** Components / hooks whose API the optional tab segment shows. */
  components?: string[];
  hooks?: string[];
  /** Set on a zh record that shows the English text. */
  untranslated?: boolean;
  /** Load the extra font stylesheet. */
  extraFont?: boolean;
  /**
   * CSS that the page's head carries in `<style data-standin-css>`: the
   * Emotion rules of its demos' first-paint stand-ins (scripts/demos/standins.ts),
   * each once, already safe inside a style element. A `<style>` belongs in
   * the head, not in the body (issue 40).
   */
  headCss?: string;
  /** No ad slot on this page (a demo of it has the `disableAd` option). */
  noAd?: boolean;
  /** Frontmatter `date` (YYYY-MM-DD): the sitemap's lastmod. Never a file time. */
  date?: string;
  /** Frontmatter `keywords`: readers' words for the page's subject, searched, shown nowhere. */
  keywords?: string[];
  /** Frontmatter `keywordsZh`: Chinese readers' words for the page's subject, in the Chinese index only. */
  keywordsZh?: string[];
  /** Marks an API reference page; the worker hides the ad on none of these by itself. */
  kind?: 'markdown' | 'component-api' | 'interface-api' | 'api-index';
  /**
   * Inline API of the listed components / hooks (build time only: stored as
   * separate entries `<v>:en:<contentPath>/<tab>`, see `tabKey`).
   */
  apiTabs?: Partial<Record<ApiTabName, ApiTabRecord>>;
  /** Tabs this page answers (their content is read with `tabKey`). */
  tabs?: ApiTabName[];
  /** Documented prop names of an API page (for search). */
  propNames?: string[];
  /** Plain-text body for search and markdown output (filled by the content build). */
  markdown?: string;
}

/**
 * What KV holds at `pageKey`: the record without its body HTML, its
 * markdown, its demos and its keywords, which are stored under their own keys
 * (`bodyKey`, `markdownKey`). A page view reads this small JSON and streams
 * the body bytes as they are; only the markdown output (`.md`, MCP) reads
 * the markdown and the demos.
 */
export interface StoredPageRecord extends Omit<PageRecord, 'html' | 'demos' | 'apiTabs' | 'markdown' | 'keywords' | 'keywordsZh'> {
  /** How many demos the page has. */
  demoCount: number;
  /** A demo of the page is Pro or Premium: the licence key goes to the client. */
  licensed?: boolean;
}

/** The stored form of a page record (build time). */
export function storedRecord(r: PageRecord): StoredPageRecord {
  // (The keywords are the search index's: a page view does not read them.)
  const { html: _html, demos, apiTabs: _tabs, markdown: _markdown, keywords: _keywords, keywordsZh: _keywordsZh, ...rest } = r;
  return { ...rest, demoCount: demos.length, ...(demos.some((d) => d.plan) ? { licensed: true } : {}) };
}

/** KV key of a page's body HTML (text), beside its record at `recordKey`. */
export function bodyKey(recordKey: string): string {
  return `${recordKey}#html`;
}

/** What the markdown output reads of a page, stored at `markdownKey`. */
export type MarkdownSource = Pick<PageRecord, 'markdown' | 'demos'>;

/** KV key of a page's markdown and demos (`MarkdownSource` as JSON), beside its record at `recordKey`. */
export function markdownKey(recordKey: string): string {
  return `${recordKey}#md`;
}

export type ApiTabName = 'components-api' | 'hooks-api';

/** Content of an API tab of a page. */
export interface ApiTabRecord {
  html: string;
  toc: TocEntry[];
  markdown?: string;
}

/** KV key of a page's API tab (one English entry serves every locale). */
export function tabKey(contentVersion: string, contentPath: string, tab: ApiTabName): string {
  return `${contentVersion}:en:${contentPath}/${tab}`;
}

/** KV key of a page record. */
export function pageKey(contentVersion: string, locale: Locale, contentPath: string): string {
  return `${contentVersion}:${locale}:${contentPath}`;
}

/** KV key of the search index: English (the default), or the Chinese one read only for `/zh` readers. */
export function searchIndexKey(contentVersion: string, locale: Locale = 'en'): string {
  return locale === 'en' ? `${contentVersion}:search-index` : `${contentVersion}:search-index-${locale}`;
}

/** KV key of a demo record for the playground. */
export function demoKey(contentVersion: string, demoId: string): string {
  return `${contentVersion}:demo:${demoId}`;
}

/** KV key of `npm start`'s authoring state ({ version, error }), read by the dev worker's reload poll. */
export const DEV_STATE_KEY = 'dev:__state';

/** A stored record joined again with its body and demos, and the key it was read at. */
export type JoinedPageRecord = StoredPageRecord & Pick<PageRecord, 'html' | 'demos' | 'markdown'> & { key: string };

/**
 * Tests and benches: the page records among KV entries (a bulk file, or a
 * namespace listed and read), each joined with its body and demos. API tab
 * entries and anything else that is not a stored record are skipped.
 */
export function joinPageRecords(entries: Iterable<{ key: string; value: string }>): JoinedPageRecord[] {
  const byKey = new Map<string, string>();
  for (const e of entries) byKey.set(e.key, e.value);
  const out: JoinedPageRecord[] = [];
  for (const [key, value] of byKey) {
    if (key.includes('#') || !value.startsWith('{')) continue;
    const r = JSON.parse(value) as Partial<StoredPageRecord>;
    if (typeof r.path !== 'string' || typeof r.demoCount !== 'number') continue;
    const md = byKey.get(markdownKey(key));
    const source: MarkdownSource = md ? (JSON.parse(md) as MarkdownSource) : { demos: [] };
    out.push({ ...(r as StoredPageRecord), key, html: byKey.get(bodyKey(key)) ?? '', ...source });
  }
  return out;
}
