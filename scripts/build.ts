/**
 * The whole build in order: content (page records + site data), client
 * bundle (asset names), then the worker that embeds both.
 * `NODE_ENV=development` builds React and Emotion in development mode.
 */
import { buildClient } from './build-client';
import { buildContent } from './build-content';
import { buildWorker } from './build-worker';

/** Builds everything; returns the content version. */
export async function buildAll(production = process.env.NODE_ENV !== 'development'): Promise<string> {
  const t0 = performance.now();
  const content = await buildContent();
  await buildClient({ production });
  await buildWorker({ production });
  console.log(`build: ${production ? 'production' : 'development'} in ${Math.round(performance.now() - t0)} ms`);
  return content.contentVersion;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildAll().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
