/**
 * Service-worker build: esbuild bundles `client/sw/sw.ts` into one classic
 * script and writes it to `worker/generated/sw.json` ({ code }), which
 * worker/sw/routes.ts serves at /x/sw.js with its version and precache
 * list prepended. Runs after the client build, before the worker build.
 */
import type { SwBundle } from '../lib/generated';
import { bundleClassicScript } from './build-inline';
import { writeGenerated } from './generated-json';
import { dirname, join } from 'node:path';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

/** Bundles the service worker; returns its size in bytes. */
export async function buildSw(options: { root?: string; production?: boolean } = {}): Promise<number> {
  const root = options.root ?? ROOT;
  const production = options.production ?? true;
  const code = await bundleClassicScript(root, 'client/sw/sw.ts', production);
  writeGenerated(root, 'sw.json', JSON.stringify({ code } satisfies SwBundle));
  return code.length;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildSw({ production: process.env.NODE_ENV !== 'development' }).then((n) => console.log(`sw: worker/generated/sw.json (${n} bytes)`));
}
