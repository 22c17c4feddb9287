/** Test helper: every English page record the content build put in KV. */
import { joinPageRecords, type JoinedPageRecord } from '../../lib/page-record';
import { CONTENT_VERSION } from '../site';

/** Reads every `<contentVersion>:en:*` record of a KV namespace, joined with its body and demos. */
export async function englishRecords(kv: KVNamespace): Promise<JoinedPageRecord[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: `${CONTENT_VERSION}:en:`, ...(cursor ? { cursor } : {}) });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  const values = await Promise.all(names.map(async (key) => ({ key, value: (await kv.get(key, 'text')) ?? '' })));
  return joinPageRecords(values);
}
