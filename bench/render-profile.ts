/**
 * bench/render-profile: where the worker spends CPU on a page, sampled by
 * V8's profiler inside workerd (the DevTools inspector of the isolate).
 * Requests each path BENCH_PROFILE_N times (render cache bypassed unless
 * BENCH_PROFILE_CACHED=1) while the profiler runs, then prints the functions
 * with the most self time, and the share of time per script.
 *
 * The worker is bundled again without minification (same code, readable
 * function names) into .cache/render-profile; BENCH_PROFILE_MINIFIED=1 runs
 * dist/worker/index.js as it is.
 *
 * Usage: npm run build && npx tsx bench/render-profile.ts [path ...]
 * (Node 20 needs NODE_OPTIONS=--experimental-websocket.)
 * BENCH_PROFILE_OUT=<file.cpuprofile> also writes the profile (open it in DevTools).
 */
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_BUNDLE_OPTIONS } from '../scripts/build-worker';
import { serve } from '../scripts/serve';
import { profileWorker } from './inspector';

const PORT = Number(process.env.BENCH_PORT ?? 8798);
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9232);
const N = Number(process.env.BENCH_PROFILE_N ?? 200);
const CACHED = process.env.BENCH_PROFILE_CACHED === '1';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/x/react-data-grid/sorting/components-api'];

/** The worker bundled as scripts/build-worker.ts does, but with its names (the generated files of the last build). */
async function readableBundle(): Promise<string> {
  // Inside the checkout: workerd resolves the script's path from the working directory.
  const outfile = join('.cache', 'render-profile', 'index.js');
  await build({
    ...WORKER_BUNDLE_OPTIONS,
    outfile,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return outfile;
}

const scriptPath = process.env.BENCH_PROFILE_MINIFIED === '1' ? undefined : await readableBundle();
const server = await serve({ port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' }, inspectorPort: INSPECTOR_PORT, ...(scriptPath ? { scriptPath } : {}) });
await server.seed();
const headers: Record<string, string> = CACHED ? { 'accept-encoding': 'gzip' } : { 'x-bypass-cache': '1', 'accept-encoding': 'gzip' };
for (const path of paths) for (let i = 0; i < 10; i++) await (await fetch(server.url + path, { headers })).arrayBuffer();
const stopProfile = await profileWorker(INSPECTOR_PORT, 100);
const started = performance.now();
for (const path of paths) for (let i = 0; i < N; i++) await (await fetch(server.url + path, { headers })).arrayBuffer();
const wall = performance.now() - started;
const profile = await stopProfile();
await server.dispose();
if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));

const self = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const requests = N * paths.length;
const fns = new Map<string, number>();
const scripts = new Map<string, number>();
let busy = 0;
for (const [id, us] of self) {
  const n = byId.get(id)!;
  const name = n.callFrame.functionName || '(anonymous)';
  if (name === '(idle)' || name === '(program)') continue;
  busy += us;
  const key = `${name} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const script = n.callFrame.url ? n.callFrame.url.split('/').pop()! : name;
  scripts.set(script, (scripts.get(script) ?? 0) + us);
}
const per = (us: number) => (us / 1000 / requests).toFixed(3);
console.log(`\n${requests} requests of ${paths.join(', ')} in ${(wall / 1000).toFixed(1)} s; sampled JS+native time per request ${per(busy)} ms (idle and (program) left out)\n`);
console.log('self ms/request | function');
for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${per(us)} | ${k}`);
console.log('\nms/request | script');
for (const [k, us] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`${per(us)} | ${k}`);
