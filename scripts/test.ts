/**
 * `npm test`: production build, type-check, lint, vitest (unit tests in Node and
 * worker tests inside workerd), then browser tests in Chromium against the
 * production build and once against a development build (React reports
 * hydration and attribute problems only there). Browser tests never skip:
 * no Chromium is a failure. Ends with one summary line.
 *
 * Stages that need nothing from each other run side by side: finding
 * Chromium, the browser code's type-check and lint (single-threaded tsc and
 * ESLint, which read nothing the build writes) run during the build, the
 * other type-checks while vitest waits on workerd. The
 * browser runs and the development build stay in sequence: both builds
 * write dist/, which the browser tests' server reads.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { watchTreeCpu } from './tree-cpu';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', FORCE_COLOR: '0', NO_COLOR: '1' };
let passed = 0;
let failed = 0;
/**
 * Wall-clock and CPU seconds per stage and the group it ran in, printed at the end (and on failure) so
 * the suite's budget is visible in every run. CPU is user + system time of the stage's whole process
 * tree (Chromium, workerd, tsc: scripts/tree-cpu.ts), so total CPU / cores is the floor no scheduling
 * of the stages can beat.
 */
const stages: { label: string; seconds: number; cpu: number | undefined; group: string }[] = [];
/** Wall-clock seconds per group of stages run side by side. */
const groups: [string, number][] = [];

const fmt = (s: number | undefined): string => (s === undefined ? '?' : s.toFixed(1)).padStart(7);

function printStages(): void {
  console.log("\nstage times (stages of one group ran side by side; CPU = user + system of the stage's processes):");
  console.log('     wall      CPU');
  for (const [group, wall] of groups) {
    const cpu = stages.filter((x) => x.group === group).reduce<number | undefined>((sum, x) => (sum === undefined || x.cpu === undefined ? undefined : sum + x.cpu), 0);
    console.log(`  ${fmt(wall)}  ${fmt(cpu)}  [${group}]`);
    for (const s of stages.filter((x) => x.group === group)) console.log(`  ${fmt(s.seconds)}  ${fmt(s.cpu)}    ${s.label}`);
  }
  const wall = groups.reduce((sum, [, s]) => sum + s, 0);
  const cpu = stages.reduce<number | undefined>((sum, x) => (sum === undefined || x.cpu === undefined ? undefined : sum + x.cpu), 0);
  console.log(`  ${fmt(wall)}  ${fmt(cpu)}  total (${availableParallelism()} cores: the CPU alone needs ${cpu === undefined ? '?' : (cpu / availableParallelism()).toFixed(0)} s)`);
}

interface Stage {
  label: string;
  cmd: string;
  args: string[];
  extraEnv?: Record<string, string>;
  /** Runner whose pass/fail counts the output carries. */
  counts?: 'vitest' | 'playwright';
}

/** Runs one stage, its output held back and printed whole once it ends (side-by-side stages do not interleave). */
function run(stage: Stage, group: string): Promise<{ ok: boolean; stdout: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.cmd, stage.args, { cwd: ROOT, env: { ...env, ...stage.extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    const cpuWatch = child.pid === undefined ? undefined : watchTreeCpu(child.pid);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString('utf8');
      const seconds = (performance.now() - started) / 1000;
      const cpu = cpuWatch?.stop();
      console.log(`\n== ${stage.label}: ${stage.cmd} ${stage.args.join(' ')} (${seconds.toFixed(1)} s, ${cpu?.toFixed(1) ?? '?'} s CPU)`);
      process.stdout.write(text);
      process.stderr.write(Buffer.concat(err).toString('utf8'));
      stages.push({ label: stage.label, seconds, cpu, group });
      if (stage.counts) count(text, stage.counts);
      if (code !== 0) console.error(`\n${stage.label} failed (exit ${code})`);
      resolve({ ok: code === 0, stdout: text });
    });
  });
}

/** Runs chains of stages side by side (each chain in order, stopping at its first failure); exits when any stage failed. */
async function group(name: string, ...chains: Stage[][]): Promise<string[]> {
  const started = performance.now();
  const results = await Promise.all(
    chains.map(async (chain) => {
      const outs: string[] = [];
      for (const stage of chain) {
        const res = await run(stage, name);
        if (!res.ok) return { ok: false, outs };
        outs.push(res.stdout);
      }
      return { ok: true, outs };
    }),
  );
  groups.push([name, (performance.now() - started) / 1000]);
  if (results.some((r) => !r.ok)) {
    printStages();
    // A failed stage whose runner reported no failed test (a type error, a lint error, a crash) counts as one.
    const failedStages = results.filter((r) => !r.ok).length;
    console.log(`\n${passed} passed, ${Math.max(failed, failedStages)} failed`);
    process.exit(1);
  }
  return results.flatMap((r) => r.outs);
}

function count(raw: string, runner: 'vitest' | 'playwright'): void {
  // eslint-disable-next-line no-control-regex -- strips the terminal colour codes a runner may print despite NO_COLOR
  const out = raw.replace(/\u001b\[[0-9;]*m/g, '');
  if (runner === 'vitest') {
    const m = /Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(out);
    if (m) {
      failed += Number(m[1] ?? 0);
      passed += Number(m[2]);
    }
  } else {
    passed += Number(/(\d+) passed/.exec(out)?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(out)?.[1] ?? 0);
  }
}

const t0 = performance.now();
// The build comes first: it generates worker/generated/*.json, which the worker type-check reads,
// and dist/kv-bulk.json, which the worker tests seed KV from.
// The build leaves a core idle for much of its time (content compiles in one thread): the checks that
// read nothing it writes (the browser code's type-check, ESLint and Prettier) run there.
const [, browser] = await group(
  'build, browser, checks',
  [{ label: 'build (production)', cmd: 'npx', args: ['tsx', 'scripts/build.ts'] }],
  [
    { label: 'browser', cmd: 'bash', args: ['scripts/ensure-chromium.sh'] },
    { label: 'type-check (browser code, DOM without Node types)', cmd: 'npx', args: ['tsc', '-p', 'client/tsconfig.json', '--incremental', '--tsBuildInfoFile', '.cache/tsc/client.tsbuildinfo'] },
    { label: 'lint (ESLint, Prettier)', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  ],
);
const chrome = browser!.trim().split('\n').pop()!;
await group(
  'type-checks, vitest',
  [
    { label: 'type-check (build scripts and tests, Node)', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', '.cache/tsc/main.tsbuildinfo'] },
    { label: 'type-check (content: demos, one program per date adapter)', cmd: 'npx', args: ['tsx', 'scripts/typecheck-content.ts'] },
    { label: 'type-check (worker)', cmd: 'npx', args: ['tsc', '-p', 'worker/tsconfig.json', '--incremental', '--tsBuildInfoFile', '.cache/tsc/worker.tsbuildinfo'] },
  ],
  [{ label: 'vitest (unit + worker in workerd)', cmd: 'npx', args: ['vitest', 'run'], extraEnv: { CHROME_PATH: chrome }, counts: 'vitest' }],
);
await group('playwright (production build)', [{ label: 'playwright (production build)', cmd: 'npx', args: ['playwright', 'test'], extraEnv: { CHROME_PATH: chrome }, counts: 'playwright' }]);
await group('development build, playwright', [
  { label: 'build (development)', cmd: 'npx', args: ['tsx', 'scripts/build.ts'], extraEnv: { NODE_ENV: 'development' } },
  { label: 'playwright (development build)', cmd: 'npx', args: ['playwright', 'test'], extraEnv: { CHROME_PATH: chrome, E2E_DEV: '1' }, counts: 'playwright' },
]);
printStages();
console.log(`\nall suites in ${Math.round((performance.now() - t0) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
