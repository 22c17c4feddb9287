/** Test helper: every English page record the content build put in KV. */
import { joinPageRecords, type JoinedPageRecord } from '../../lib/page-record';
import { CONTENT_VERSION } from '../site';
import { bulkEntries } from '../test-helpers';

/** Every `<contentVersion>:en:*` record of the content build (dist/kv-bulk.json), joined with its body and demos. */
export async function englishRecords(): Promise<JoinedPageRecord[]> {
  return joinPageRecords((await bulkEntries()).filter((e) => e.key.startsWith(`${CONTENT_VERSION}:en:`)));
}
