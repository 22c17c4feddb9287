/** Test helper: every English page record the content build put in KV. */
import type { PageRecord } from '../../lib/page-record';
import { CONTENT_VERSION } from '../site';

/** Reads every `<contentVersion>:en:*` record of a KV namespace. */
export async function englishRecords(kv: KVNamespace): Promise<PageRecord[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: `${CONTENT_VERSION}:en:`, ...(cursor ? { cursor } : {}) });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  const values = await Promise.all(names.map((n) => kv.get<PageRecord>(n, 'json')));
  // API tab entries share the prefix but are not page records.
  return values.filter((v): v is PageRecord => Boolean(v && typeof v.path === 'string'));
}
