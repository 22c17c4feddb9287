/**
 * Build steps that add records or data beside the markdown pages: the API
 * reference generated from the installed type definitions (scripts/api),
 * the inline API tabs of component pages, and the search index
 * (scripts/search).
 */
import { join } from 'node:path';
import type { Locale } from '../../lib/constants';
import { categoryIdOf, type Plan } from '../../lib/nav';
import type { PageRecord } from '../../lib/page-record';
import { buildApiPages, renderInlineApi, type ApiPageOutput } from '../api/index';
import { buildSearchArtifacts } from '../search/index';

export interface ExtrasInput {
  root: string;
  /** Page records built so far (both locales). */
  records: PageRecord[];
  usedBy: Record<string, { path: string; title: string }[]>;
  plans: Map<string, Plan | undefined>;
  log: (s: string) => void;
}

export interface Extras {
  /** More page records (API pages). */
  records: PageRecord[];
  /** Extra fields merged into worker/generated/site.json. */
  site: Record<string, unknown>;
  /** Extra KV entries; the build prefixes each name with `<contentVersion>:`. */
  kv: { name: string; value: string }[];
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

/** Adds the inline components-api / hooks-api tabs to the pages that list components or hooks. */
function addApiTabs(records: PageRecord[], pages: ApiPageOutput[]): void {
  for (const record of records) {
    const sameProduct = pages.filter((p) => p.productId === record.productId || record.productId === 'x');
    if (record.components?.length) {
      const tab = renderInlineApi(sameProduct, record.components);
      record.apiTabs = { ...record.apiTabs, 'components-api': tab };
    }
    if (record.hooks?.length) {
      const tab = renderInlineApi(sameProduct, record.hooks);
      record.apiTabs = { ...record.apiTabs, 'hooks-api': tab };
    }
  }
}

/** Runs the extra build steps. */
export async function buildExtras(input: ExtrasInput): Promise<Extras> {
  const pages = await buildApiPages({ cacheDir: join(input.root, '.cache', 'api'), usedBy: input.usedBy });
  // API text is the libraries' English JSDoc: one record, which the worker
  // also serves under /zh with the untranslated notice.
  const records = pages.map((p) => apiRecord(p, 'en'));
  addApiTabs(input.records, pages);
  const search = await buildSearchArtifacts({ records: [...input.records, ...records], log: input.log });
  return { records, site: { ...search.site }, kv: search.kv };
}
