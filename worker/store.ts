/** Reads page and demo records from the KV binding `PAGES`. */
import type { Locale } from '../lib/constants';
import { demoKey, pageKey, tabKey, type ApiTabName, type ApiTabRecord, type DemoRecord, type PageRecord } from '../lib/page-record';

/** Thrown when KV itself fails (not when a key is missing). */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
}

async function readJson<T>(kv: KVNamespace, key: string): Promise<T | null> {
  let value: T | null;
  try {
    value = await kv.get<T>(key, { type: 'json', cacheTtl: 300 });
  } catch (e) {
    throw new StoreUnavailable(`KV read failed for ${key}: ${(e as Error).message}`);
  }
  return value;
}

/** The page record, or null when there is none. */
export function getPage(kv: KVNamespace, version: string, locale: Locale, contentPath: string): Promise<PageRecord | null> {
  return readJson<PageRecord>(kv, pageKey(version, locale, contentPath));
}

/** A demo record for the playground. */
export function getDemo(kv: KVNamespace, version: string, id: string): Promise<DemoRecord | null> {
  return readJson<DemoRecord>(kv, demoKey(version, id));
}

/** The inline API of a page's tab. */
export function getTab(kv: KVNamespace, version: string, contentPath: string, tab: ApiTabName): Promise<ApiTabRecord | null> {
  return readJson<ApiTabRecord>(kv, tabKey(version, contentPath, tab));
}
