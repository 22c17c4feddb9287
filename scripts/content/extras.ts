/**
 * Build steps that add records or data beside the markdown pages: the API
 * reference (scripts/api) and the search index (scripts/search).
 */
import type { Plan } from '../../lib/nav';
import type { PageRecord } from '../../lib/page-record';
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

/** Runs the extra build steps. */
export async function buildExtras(input: ExtrasInput): Promise<Extras> {
  const records: PageRecord[] = [];
  const search = await buildSearchArtifacts({ records: [...input.records, ...records], log: input.log });
  return { records, site: { ...search.site }, kv: search.kv };
}
