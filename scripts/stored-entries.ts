/**
 * The content build's logical KV entries (`dist/kv-bulk.json`) as KV stores
 * them for the worker built beside them (lib/content-address.ts): under
 * `v:<hash>` for a production build, unchanged for npm start's `dev` keys.
 * Every local seeder (scripts/serve.ts, e2e helpers) goes through here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storedEntries, type ContentManifest } from '../lib/content-address';
import type { SiteData } from '../lib/generated';

/** The KV prefix and manifest of the build in `root` (worker/generated). */
export function buildKeys(root: string): { prefix: string; manifest: ContentManifest } {
  const dir = join(root, 'worker', 'generated');
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as Pick<SiteData, 'kvPrefix'>;
  let manifest: ContentManifest = {};
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ContentManifest;
  } catch {
    // A build before content addressing: no manifest, only `dev` keys work.
  }
  return { prefix: site.kvPrefix, manifest };
}

/**
 * `entries` (logical keys) as stored for the build in `root`; unchanged
 * where `root` holds no built worker data (no worker/generated/site.json:
 * nothing there reads content addresses, as in seedKv's unit tests).
 */
export function toStored(root: string, entries: readonly { key: string; value: string }[]): { key: string; value: string }[] {
  if (!existsSync(join(root, 'worker', 'generated', 'site.json'))) return entries.map(({ key, value }) => ({ key, value }));
  const { prefix, manifest } = buildKeys(root);
  return storedEntries(entries, prefix, manifest);
}
