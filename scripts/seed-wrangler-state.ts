/**
 * Seeds wrangler's local persistence (`.wrangler/state/v3`, the folder
 * `npx wrangler dev` and `npm start` both use) with a production build's
 * content-addressed values, so that `npx wrangler dev` (which runs
 * `npm run build` first, wrangler.toml [build]) serves the same site as
 * `npm start`. Only values the folder lacks are written (a `v:<hash>` key
 * never changes value), so after the first seed a build writes what it
 * changed. npm start's `dev:` keys are left alone. D1 migrations are
 * applied by the local server start (scripts/serve.ts). SKIP_LOCAL_SEED=1
 * (set by scripts/deploy.ts for its wrangler calls) skips it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { VALUE_KEY_PREFIX } from '../lib/content-address';
import type { SiteData } from '../lib/generated';
import { pagesKv, retryTransient, serve } from './serve';
import { toStored } from './stored-entries';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

/** Writes the missing values of the build in `root` into its `.wrangler/state/v3`; returns how many were written. */
export async function seedWranglerState(root = ROOT): Promise<{ written: number; total: number }> {
  const site = JSON.parse(readFileSync(join(root, 'worker', 'generated', 'site.json'), 'utf8')) as Pick<SiteData, 'kvPrefix'>;
  if (site.kvPrefix === 'dev') return { written: 0, total: 0 };
  const entries = toStored(root, JSON.parse(readFileSync(join(root, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[]);
  const server = await serve({ root, port: 0, persist: join(root, '.wrangler', 'state', 'v3') });
  try {
    const kv = await retryTransient(() => pagesKv(server.mf));
    const have = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await kv.list({ prefix: VALUE_KEY_PREFIX, ...(cursor ? { cursor } : {}) });
      for (const k of page.keys) have.add(k.name);
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    const missing = entries.filter((e) => !have.has(e.key));
    for (let i = 0; i < missing.length; i += 50) {
      await Promise.all(missing.slice(i, i + 50).map((e) => retryTransient(() => kv.put(e.key, new Blob([e.value]).stream()))));
    }
    return { written: missing.length, total: entries.length };
  } finally {
    await server.dispose();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!) && process.env.SKIP_LOCAL_SEED !== '1') {
  const t0 = performance.now();
  const { written, total } = await seedWranglerState();
  console.log(`wrangler state: ${written} of ${total} values written into .wrangler/state/v3 in ${Math.round(performance.now() - t0)} ms`);
}
