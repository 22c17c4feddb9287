/**
 * The whole build in order: content (page records + site data + the demo
 * chunks they name), client bundle (shell, playground and demo chunks),
 * the service worker, then the worker that embeds them all.
 * `NODE_ENV=development` builds React and Emotion in development mode.
 */
import { buildClient } from './build-client';
import { buildContent } from './build-content';
import { buildSw } from './build-sw';
import { buildWorker } from './build-worker';
import { demoEntries, resetDemoRegistry } from './demos/registry';

/** Builds everything; returns the content version. */
export async function buildAll(production = process.env.NODE_ENV !== 'development'): Promise<string> {
  const t0 = performance.now();
  resetDemoRegistry();
  const content = await buildContent();
  const t1 = performance.now();
  const demos = demoEntries();
  await buildClient({ production, demos });
  await buildSw({ production });
  const t2 = performance.now();
  await buildWorker({ production });
  const t3 = performance.now();
  const ms = (a: number, b: number) => Math.round(b - a);
  console.log(`build: ${production ? 'production' : 'development'} in ${ms(t0, t3)} ms (content ${ms(t0, t1)}, client ${ms(t1, t2)} with ${demos.length} demo chunks, worker ${ms(t2, t3)})`);
  return content.contentVersion;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildAll().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
