/** Search index build (placeholder until the search feature lands). */
import type { PageRecord } from '../../lib/page-record';

export interface SearchArtifacts {
  site: Record<string, unknown>;
  kv: { name: string; value: string }[];
}

/** Builds the search index from every page record. */
export async function buildSearchArtifacts(_input: { records: PageRecord[]; log: (s: string) => void }): Promise<SearchArtifacts> {
  return { site: {}, kv: [] };
}
