/**
 * The whole build in order: content (page records + site data + the demo
 * chunks they name), client bundle (shell, playground and demo chunks),
 * the service worker and the inline scripts, then the worker that embeds
 * them all.
 * `NODE_ENV=development` builds React and Emotion in development mode.
 * From the command line a build with nothing changed is skipped (see
 * build-stamp.ts); `--force` builds anyway.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inputHash, outputHashes, upToDate, writeStamp } from './build-stamp';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

/**
 * Builds everything; returns the content version. With `reuse`, a tree
 * identical to the last build's (inputs and outputs, see build-stamp.ts)
 * is not built again.
 */
export async function buildAll(production = process.env.NODE_ENV !== 'development', { reuse = false } = {}): Promise<string> {
  const t0 = performance.now();
  const inputs = inputHash(ROOT, production);
  if (reuse && upToDate(ROOT, inputs)) {
    const { contentVersion } = JSON.parse(readFileSync(join(ROOT, 'dist', 'content-meta.json'), 'utf8')) as { contentVersion: string };
    console.log(`build: ${production ? 'production' : 'development'} up to date (nothing changed since the last build), checked in ${Math.round(performance.now() - t0)} ms`);
    return contentVersion;
  }
  // Loaded only when there is something to build: they bring TypeScript, shiki, prettier and esbuild.
  const [{ buildClient }, { buildContent }, { buildInline }, { buildSw }, { buildWorker }, { demoEntries, resetDemoRegistry }] = await Promise.all([
    import('./build-client'),
    import('./build-content'),
    import('./build-inline'),
    import('./build-sw'),
    import('./build-worker'),
    import('./demos/registry'),
  ]);
  resetDemoRegistry();
  const content = await buildContent();
  const t1 = performance.now();
  const demos = demoEntries();
  await buildClient({ production, demos });
  await Promise.all([buildSw({ production }), buildInline({ production })]);
  const t2 = performance.now();
  await buildWorker({ production });
  const t3 = performance.now();
  writeStamp(ROOT, { inputs, outputs: outputHashes(ROOT) });
  const ms = (a: number, b: number) => Math.round(b - a);
  console.log(`build: ${production ? 'production' : 'development'} in ${ms(t0, t3)} ms (content ${ms(t0, t1)}, client ${ms(t1, t2)} with ${demos.length} demo chunks, worker ${ms(t2, t3)})`);
  return content.contentVersion;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildAll(undefined, { reuse: !process.argv.includes('--force') }).catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
