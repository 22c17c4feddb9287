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
  return Promise.all(names.map(async (n) => (await kv.get<PageRecord>(n, 'json'))!));
}
