/**
 * bench/search-profile: where an isolate's first search spends its CPU,
 * sampled by V8's profiler inside workerd (the DevTools inspector of the
 * isolate). Each run starts a fresh workerd on the production worker
 * bundled again without minification (the same code with its names, the
 * indexes embedded as text modules, as scripts/build-worker.ts does), warms
 * the bench route as bench/search.ts does (n=0 loads nothing), then profiles
 * the first `grid` search (BENCH_PROFILE_QUERY) and sums the runs' samples:
 * the functions with the most self time, and the totals of garbage
 * collection and of V8's own work outside JS ("(program)": compiling,
 * among others).
 *
 * Usage: npm run build && npx tsx bench/search-profile.ts
 * (BENCH_PORT, BENCH_INSPECTOR_PORT, BENCH_PROFILE_RUNS = 8, BENCH_PROFILE_OUT=<prefix> writes each run's
 * .cpuprofile, BENCH_PROFILE_INTERVAL = 25 µs.)
 */
import { build, type Plugin } from 'esbuild';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_BUNDLE_OPTIONS } from '../scripts/build-worker';
import { serve } from '../scripts/serve';
import { profileWorker } from './inspector';
import { cpuNs, quiet } from './search-cpu';
import { findWorkerd } from './workerd-process';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9233);
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 8);
const INTERVAL = Number(process.env.BENCH_PROFILE_INTERVAL ?? 25);
const QUERY = process.env.BENCH_PROFILE_QUERY ?? 'grid';

const FILES = { en: 'search-index-en.txt', zh: 'search-index-zh.txt' };
/** worker/search/embedded.ts replaced by the text modules of the last build, as scripts/build-worker.ts does. */
const embedded: Plugin = {
  name: 'embedded-search-indexes',
  setup(b) {
    b.onResolve({ filter: /^\.\/embedded$/ }, (args) => (/[\\/]worker[\\/]search$/.test(args.resolveDir) ? { path: 'embedded', namespace: 'embedded' } : undefined));
    b.onResolve({ filter: /^\.\/search-index-[a-z]+\.txt$/ }, (args) => ({ path: args.path, external: true }));
    b.onLoad({ filter: /.*/, namespace: 'embedded' }, () => ({
      contents: `import en from './${FILES.en}';\nimport zh from './${FILES.zh}';\nexport const EMBEDDED_INDEXES = { en, zh };\n`,
      loader: 'js',
    }));
  },
};

const dir = join('.cache', 'search-profile');
mkdirSync(dir, { recursive: true });
await build({ ...WORKER_BUNDLE_OPTIONS, outfile: join(dir, 'index.js'), define: { 'process.env.NODE_ENV': '"production"' }, plugins: [embedded] });
for (const f of Object.values(FILES)) copyFileSync(join('worker', 'generated', f), join(dir, f));

const self = new Map<string, number>();
const cpu: number[] = [];
let sampled = 0;
for (let run = 0; run < RUNS; run++) {
  const server = await serve({ port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' }, inspectorPort: INSPECTOR_PORT, scriptPath: join(dir, 'index.js') });
  try {
    await server.seed();
    for (let i = 0; i < 50; i++) await (await fetch(`${server.url}/x/__bench/search?q=&n=0`)).arrayBuffer();
    const stopProfile = await profileWorker(INSPECTOR_PORT, INTERVAL);
    const pid = findWorkerd();
    await quiet(pid);
    const before = cpuNs(pid);
    await (await fetch(`${server.url}/x/__bench/search?q=${encodeURIComponent(QUERY)}&n=1`)).arrayBuffer();
    cpu.push((cpuNs(pid) - before) / 1e6);
    const profile = await stopProfile();
    if (process.env.BENCH_PROFILE_OUT) writeFileSync(`${process.env.BENCH_PROFILE_OUT}-${run}.cpuprofile`, JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    for (let i = 0; i < profile.samples.length; i++) {
      const n = byId.get(profile.samples[i]!)!;
      const name = n.callFrame.functionName || '(anonymous)';
      if (name === '(idle)') continue;
      const us = profile.timeDeltas[i + 1] ?? 0;
      sampled += us;
      const key = `${name} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + us);
    }
  } finally {
    await server.dispose();
  }
}
const per = (us: number) => (us / 1000 / RUNS).toFixed(3);
cpu.sort((a, b) => a - b);
console.log(
  `\n${RUNS} fresh isolates, first search ${JSON.stringify(QUERY)}: workerd CPU ${cpu.map((c) => c.toFixed(2)).join(' / ')} ms (median ${cpu[Math.floor(RUNS / 2)]!.toFixed(2)}); sampled, not idle: ${per(sampled)} ms a run\n`,
);
console.log('self ms/run | function');
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`${per(us)} | ${k}`);
