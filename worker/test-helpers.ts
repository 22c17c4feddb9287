/**
 * Worker test helpers: seed the KV binding from the real content build and
 * call the Hono app inside workerd with a real execution context.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { VALUE_KEY_PREFIX, storedEntries } from '../lib/content-address';
import MANIFEST from './generated/manifest.json';
import SITE from './generated/site.json';
import app from './index';

let seeded: Promise<void> | undefined;
let bulk: Promise<{ key: string; value: string }[]> | undefined;

/** Every entry of dist/kv-bulk.json under its logical key (`<contentVersion>:en:/x/...`), read once. */
export function bulkEntries(): Promise<{ key: string; value: string }[]> {
  // Served by worker/test-global-setup.ts from the real build output.
  const url = (env as unknown as { TEST_BULK_URL: string }).TEST_BULK_URL;
  bulk ??= fetch(url).then((r) => r.json() as Promise<{ key: string; value: string }[]>);
  return bulk;
}

/** Puts `entries` (logical keys) into env.PAGES as the built worker reads them (`v:<hash>` in a production build). */
export async function putEntries(entries: readonly { key: string; value: string }[]): Promise<void> {
  const stored = storedEntries(entries, SITE.kvPrefix, MANIFEST);
  for (let i = 0; i < stored.length; i += 100) {
    await Promise.all(stored.slice(i, i + 100).map((e) => env.PAGES.put(e.key, e.value)));
  }
}

/** Puts every entry of dist/kv-bulk.json into env.PAGES (once per workerd: per file, or per runner in the worker-shared project). */
export function seedPages(): Promise<void> {
  seeded ??= bulkEntries().then(putEntries);
  return seeded;
}

/**
 * The logical names (`<contentVersion>:en:/x/...`) stored at a KV key: a
 * production build stores a value once under `v:<hash>`, whichever pages
 * share it. A logical key (npm start's `dev` keys) is its own name.
 */
export function logicalKeys(storedKey: string): string[] {
  if (!storedKey.startsWith(VALUE_KEY_PREFIX)) return [storedKey];
  byHash ??= Object.entries(MANIFEST).reduce((m, [name, hash]) => m.set(hash, [...(m.get(hash) ?? []), `${SITE.kvPrefix}:${name}`]), new Map<string, string[]>());
  return byHash.get(storedKey.slice(VALUE_KEY_PREFIX.length)) ?? [storedKey];
}
let byHash: Map<string, string[]> | undefined;

/** Sends a request to the app; `bindings` overrides env entries. */
export async function call(path: string, init: RequestInit = {}, bindings: Partial<Env> & Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://127.0.0.1${path}`, { redirect: 'manual', ...init }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export { env };
