/**
 * Build steps that add records or data beside the markdown pages: the API
 * reference generated from the installed type definitions (scripts/api),
 * the inline API tabs of component pages, and the search index
 * (scripts/search).
 */
import type { PendingEntry } from '../kv-batches';
import { join } from 'node:path';
import type { Locale } from '../../lib/constants';
import { categoryIdOf, type Plan } from '../../lib/nav';
import type { PageTitleTable } from '../../lib/i18n';
import type { PageRecord } from '../../lib/page-record';
import { buildApiPages, renderInlineApi, type ApiPageOutput } from '../api/index';
import { buildSearchArtifacts } from '../search/index';

export interface ApiAndSearchInput {
  root: string;
  /** Page records built so far (both locales). */
  records: PageRecord[];
  usedBy: Record<string, { path: string; title: string }[]>;
  plans: Map<string, Plan | undefined>;
  /** Nav titles in English and Chinese (search titles and aliases). */
  titles?: PageTitleTable;
  log: (s: string) => void;
  /** npm start: the search indexes on a worker thread, with pauses between steps (scripts/search/index.ts). */
  searchThread?: { pause?: () => Promise<void> };
}

export interface ApiAndSearch {
  /** More page records (API pages). */
  records: PageRecord[];
  /** Extra KV entries (the search index), keyed once the content version is known. */
  kv: PendingEntry[];
  /** The serialized search indexes (also in `kv`), for the production worker bundle. */
  searchIndexes: Record<'en' | 'zh', string>;
}

/** An API page as a page record of one locale (API text is English everywhere). */
function apiRecord(page: ApiPageOutput, locale: Locale): PageRecord {
  return {
    path: page.path,
    locale,
    title: page.title,
    description: page.description,
    productId: page.productId,
    categoryId: categoryIdOf(page.path),
    ...(page.plan ? { plan: page.plan } : {}),
    source: 'scripts/api/index.ts',
    toc: page.toc,
    html: page.html,
    demos: [],
    kind: page.kind,
    markdown: page.markdown,
    ...(locale !== 'en' ? { untranslated: true } : {}),
    ...(page.propNames ? { propNames: page.propNames } : {}),
  };
}

// Watch mode rebuilds often: API pages and inline tabs are kept while their inputs are unchanged.
type InlineTab = Awaited<ReturnType<typeof renderInlineApi>>;
let apiMemo: { key: string; pages: ApiPageOutput[]; tabs: Map<string, InlineTab> } | undefined;

/** Adds the inline components-api / hooks-api tabs to the pages that list components or hooks. */
async function addApiTabs(records: PageRecord[], pages: ApiPageOutput[], memo: Map<string, InlineTab>): Promise<void> {
  const inline = async (productId: string, names: string[]) => {
    const key = `${productId}|${names.join(',')}`;
    let tab = memo.get(key);
    if (!tab) {
      tab = await renderInlineApi(
        pages.filter((p) => p.productId === productId || productId === 'x'),
        names,
      );
      memo.set(key, tab);
    }
    return tab;
  };
  for (const record of records) {
    if (record.components?.length) record.apiTabs = { ...record.apiTabs, 'components-api': await inline(record.productId, record.components) };
    if (record.hooks?.length) record.apiTabs = { ...record.apiTabs, 'hooks-api': await inline(record.productId, record.hooks) };
  }
}

/** Builds the API reference pages, adds the inline API tabs to the pages that list components or hooks, and builds the search index. */
export async function buildApiAndSearch(input: ApiAndSearchInput): Promise<ApiAndSearch> {
  const key = JSON.stringify(input.usedBy);
  if (apiMemo?.key !== key) {
    apiMemo = { key, pages: await buildApiPages({ cacheDir: join(input.root, '.cache', 'api'), usedBy: input.usedBy }), tabs: new Map() };
  }
  const pages = apiMemo.pages;
  // API text is the libraries' English JSDoc: one record, which the worker
  // also serves under /zh with the untranslated notice.
  const records = pages.map((p) => apiRecord(p, 'en'));
  await addApiTabs(input.records, pages, apiMemo.tabs);
  const search = await buildSearchArtifacts({
    records: [...input.records, ...records],
    titles: input.titles,
    log: input.log,
    ...(input.searchThread ? { thread: true, pause: input.searchThread.pause } : {}),
  });
  return { records, kv: search.kv, searchIndexes: search.indexes };
}
