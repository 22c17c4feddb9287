/**
 * The KV access layer: every read of the binding `PAGES` goes through here.
 *
 * - A key longer than KV allows (512 bytes) is never read: it cannot exist,
 *   so the answer is "no record" (a 404 for the caller), not a KV error.
 * - Each read has a time budget and retry policy, the one every binding
 *   call shares (worker/binding-budget.ts, KV_POLICY: 500 ms per attempt,
 *   one retry after a failure or a timeout, about 1 s in all); past it the
 *   caller gets StoreUnavailable (a 503 with Retry-After).
 * - Values are parsed and checked against their record type when read. A
 *   value that is not JSON or has the wrong shape throws RecordInvalid (a
 *   500 page), logged once per key and isolate.
 *
 * - Keys are logical (`<contentVersion>:en:/x/introduction`); a production
 *   build reads each at its content-addressed key `v:<hash>` (kvKeyOf), and
 *   a key its manifest does not name is absent without a KV read.
 *
 * Tests inject faults by passing a wrapped binding as `PAGES`
 * (worker/faults.test.ts) and shorten the budget with setReadBudget.
 */
import type { Locale } from '../lib/constants';
import { storedKey } from '../lib/content-address';
import { KV_POLICY, setBindingBudget, withBudget, type BindingPolicy } from './binding-budget';
import MANIFEST from './generated/manifest.json';
import SITE from './generated/site.json';
import { bodyKey, demoKey, markdownKey, pageKey, tabKey, type ApiTabName, type ApiTabRecord, type DemoRecord, type MarkdownSource, type StoredPageRecord } from '../lib/page-record';
import { logFailure } from './log';

/** Thrown when KV itself fails or does not answer in time (not when a key is missing). */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
  constructor(
    message: string,
    /** The key whose read failed, when one did (for the log line). */
    readonly key?: string,
  ) {
    super(message);
  }
}

/** Thrown when a stored value is not JSON or not of its record type. */
export class RecordInvalid extends Error {
  override name = 'RecordInvalid';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`invalid record at ${key}: ${reason}`);
  }
}

/** Cloudflare KV's key limit, in UTF-8 bytes. */
export const MAX_KV_KEY_BYTES = 512;

/** Time budget of one read: per attempt, and how many attempts (the shared policy of worker/binding-budget.ts). */
export const READ_BUDGET = KV_POLICY;

/** Changes the read budget (tests); no argument restores the default. */
export function setReadBudget(budget: Partial<BindingPolicy> = {}): void {
  setBindingBudget({ kv: budget });
}

/** Whether a key fits KV's limit. */
export function keyFits(key: string): boolean {
  return key.length <= MAX_KV_KEY_BYTES && new TextEncoder().encode(key).length <= MAX_KV_KEY_BYTES;
}

/**
 * Where the value of a logical key is stored (lib/content-address.ts): the
 * key itself under npm start's stable keys, else `v:<hash>` from the
 * manifest the bundle carries; null when this build has no such value.
 */
export function kvKeyOf(key: string): string | null {
  return keyFits(key) ? storedKey(key, SITE.kvPrefix, MANIFEST) : null;
}

/** One KV read within the read budget (null when absent); StoreUnavailable when every attempt failed or timed out. */
async function budgeted<T>(logical: string, read: (key: string) => Promise<T | null>): Promise<T | null> {
  const key = kvKeyOf(logical);
  if (key === null) return null;
  try {
    return await withBudget(() => read(key), KV_POLICY);
  } catch (e) {
    throw new StoreUnavailable(`KV read failed for ${logical} (${key}) ${e instanceof Error ? e.message : String(e)}`, logical);
  }
}

/**
 * The text at `key` (null when absent), within the read budget. Throws
 * StoreUnavailable when every attempt failed or timed out.
 */
export function readText(kv: KVNamespace, key: string, cacheTtl = 300): Promise<string | null> {
  return budgeted(key, (k) => kv.get(k, { type: 'text', cacheTtl }));
}

/**
 * The value at `key` as bytes (null when absent): an ArrayBuffer lives
 * outside the V8 heap, and the worker passes it on without decoding it.
 */
export function readBytes(kv: KVNamespace, key: string, cacheTtl = 300): Promise<ArrayBuffer | null> {
  return budgeted(key, (k) => kv.get(k, { type: 'arrayBuffer', cacheTtl }));
}

const reported = new Set<string>();

/** Logs an invalid record once per key and isolate. */
export function reportInvalid(e: RecordInvalid): void {
  if (reported.has(e.key)) return;
  reported.add(e.key);
  logFailure(e);
}

type Check<T> = (value: unknown) => value is T;

async function readRecord<T>(kv: KVNamespace, key: string, check: Check<T>, what: string): Promise<T | null> {
  const text = await readText(kv, key);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RecordInvalid(key, 'not JSON');
  }
  if (!check(value)) throw new RecordInvalid(key, `not a ${what}`);
  return value;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const optionalArrayOf = (v: unknown, item: (x: unknown) => boolean) => v === undefined || (Array.isArray(v) && v.every(item));

function isToc(v: unknown): boolean {
  return Array.isArray(v) && v.every((t) => isObject(t) && isString(t.id) && isString(t.text) && (t.level === 2 || t.level === 3));
}

/** A demo record as the playground and the markdown output read it. */
export function isDemoRecord(v: unknown): v is DemoRecord {
  return isObject(v) && isString(v.id) && isString(v.file) && typeof v.height === 'number' && isObject(v.chunks) && isObject(v.sources) && (v.styles === undefined || isObject(v.styles));
}

/** A stored page record (`StoredPageRecord`) with every field the renderers read. */
export function isPageRecord(v: unknown): v is StoredPageRecord {
  return (
    isObject(v) &&
    isString(v.path) &&
    v.path.startsWith('/') &&
    isString(v.locale) &&
    isString(v.title) &&
    isString(v.description) &&
    isString(v.productId) &&
    isString(v.categoryId) &&
    isString(v.source) &&
    isToc(v.toc) &&
    typeof v.demoCount === 'number' &&
    (v.licensed === undefined || typeof v.licensed === 'boolean') &&
    optionalArrayOf(v.tabs, isString)
  );
}

/** An API tab record. */
export function isApiTabRecord(v: unknown): v is ApiTabRecord {
  return isObject(v) && isString(v.html) && isToc(v.toc) && (v.markdown === undefined || isString(v.markdown));
}

/** The page record, or null when there is none. */
export function getPage(kv: KVNamespace, version: string, locale: Locale, contentPath: string): Promise<StoredPageRecord | null> {
  return readRecord(kv, pageKey(version, locale, contentPath), isPageRecord, 'page record');
}

/**
 * The page record in `locale`, or else the English one (pages with a single
 * English record, the API reference), with the KV key it was read at (its
 * body and markdown sit beside it); null when there is neither.
 */
export async function getPageOrEnglish(kv: KVNamespace, version: string, locale: Locale, contentPath: string): Promise<{ record: StoredPageRecord; key: string; english: boolean } | null> {
  const own = await getPage(kv, version, locale, contentPath);
  if (own) return { record: own, key: pageKey(version, locale, contentPath), english: false };
  if (locale === 'en') return null;
  const en = await getPage(kv, version, 'en', contentPath);
  return en && { record: en, key: pageKey(version, 'en', contentPath), english: true };
}

/**
 * The body HTML of the page whose record is at `recordKey`: read whole as bytes (outside the V8 heap, never decoded).
 * A record without its body, or with an empty one, is an invalid record (RecordInvalid).
 */
export async function getBody(kv: KVNamespace, recordKey: string): Promise<Uint8Array> {
  const key = bodyKey(recordKey);
  const body = await readBytes(kv, key);
  if (!body) throw new RecordInvalid(key, 'the page body is missing');
  // Every page has content: an empty body is a corrupt record, not a blank 200.
  if (body.byteLength === 0) throw new RecordInvalid(key, 'the page body is empty');
  return new Uint8Array(body);
}

const isMarkdownSource = (v: unknown): v is MarkdownSource => isObject(v) && (v.markdown === undefined || isString(v.markdown)) && Array.isArray(v.demos) && v.demos.every(isDemoRecord);

/** The markdown and demos of the page whose record is at `recordKey` (the markdown output; a record without them is invalid). */
export async function getMarkdownSource(kv: KVNamespace, recordKey: string): Promise<MarkdownSource> {
  const key = markdownKey(recordKey);
  const source = await readRecord(kv, key, isMarkdownSource, 'page markdown');
  if (!source) throw new RecordInvalid(key, 'the page markdown is missing');
  return source;
}

/** A demo record for the playground. */
export function getDemo(kv: KVNamespace, version: string, id: string): Promise<DemoRecord | null> {
  return readRecord(kv, demoKey(version, id), isDemoRecord, 'demo record');
}

/** The inline API of a page's tab. */
export function getTab(kv: KVNamespace, version: string, contentPath: string, tab: ApiTabName): Promise<ApiTabRecord | null> {
  return readRecord(kv, tabKey(version, contentPath, tab), isApiTabRecord, 'API tab record');
}
