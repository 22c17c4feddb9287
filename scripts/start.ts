/**
 * `npm start`: production build, local KV seeded, the site served on
 * workerd at http://127.0.0.1:8787/x/introduction. Edits under content/
 * rebuild the content and reload the worker; edits to code rebuild the
 * client and worker bundles. No network, no Cloudflare account.
 */
import { watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { createClientBuilder } from './build-client';
import { buildContent } from './build-content';
import { buildSw } from './build-sw';
import { buildWorker } from './build-worker';
import { demoEntries, demoFingerprint, resetDemoRegistry } from './demos/registry';
import { serve } from './serve';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.PORT ?? 8787);

async function main(): Promise<void> {
  process.env.WRANGLER_SEND_METRICS = 'false';
  resetDemoRegistry();
  await buildContent(ROOT, console.log, { stableKeys: true });
  // One esbuild context for the whole session: a rebuild re-parses only what changed.
  const client = createClientBuilder({ root: ROOT, production: true });
  await client.build(demoEntries());
  let demosBuilt = demoFingerprint();
  await buildSw({ root: ROOT, production: true });
  await buildWorker({ root: ROOT, production: true });
  const server = await serve({ root: ROOT, port: PORT, persist: join(ROOT, '.wrangler', 'state', 'v3') });
  const n = await server.seed();
  console.log(`kv: seeded ${n} entries`);
  console.log(`\n  MUI X docs on workerd: ${server.url}/x/introduction\n`);

  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<'content' | 'code'>();
  const schedule = (kind: 'content' | 'code') => {
    pending.add(kind);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const kinds = new Set(pending);
      pending.clear();
      queue = queue.then(async () => {
        const t0 = performance.now();
        const phases: string[] = [];
        const lap = (name: string, since: number) => phases.push(`${name} ${Math.round(performance.now() - since)}`);
        try {
          let t = performance.now();
          if (kinds.has('content')) {
            resetDemoRegistry();
            await buildContent(ROOT, () => undefined, { stableKeys: true });
            lap('content', t);
          }
          // Demo chunks are named by their source hash: a prose edit leaves the client alone.
          const demos = demoFingerprint();
          if (kinds.has('code') || demos !== demosBuilt) {
            t = performance.now();
            await client.build(demoEntries());
            demosBuilt = demos;
            if (kinds.has('code')) await buildSw({ root: ROOT, production: true });
            lap('client', t);
          }
          t = performance.now();
          await buildWorker({ root: ROOT, production: true });
          lap('worker', t);
          t = performance.now();
          // Stable development keys: only the entries the edit changed are written.
          await server.seed();
          lap('seed', t);
          t = performance.now();
          await server.reload();
          lap('reload', t);
          console.log(`rebuilt (${[...kinds].join(', ')}) in ${Math.round(performance.now() - t0)} ms (${phases.join(', ')})`);
        } catch (e) {
          // A bad edit must not stop the server: show the error, keep serving the last good build.
          console.error(`build failed: ${(e as Error).message}`);
        }
      });
    }, 80);
  };
  watch(join(ROOT, 'content'), { recursive: true }, () => schedule('content'));
  for (const dir of ['client', 'ui', 'lib', 'worker']) {
    watch(join(ROOT, dir), { recursive: true }, (_e, file) => {
      if (file && !String(file).includes('generated') && !String(file).endsWith('.test.ts')) schedule('code');
    });
  }
  const stop = async () => {
    await client.dispose();
    await server.dispose();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
