/**
 * `npm test`: production build, type-check, lint, vitest (unit tests in Node and
 * worker tests inside workerd), then browser tests in Chromium against the
 * production build and once against a development build (React reports
 * hydration and attribute problems only there). Browser tests never skip:
 * no Chromium is a failure. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', FORCE_COLOR: '0', NO_COLOR: '1' };
let passed = 0;
let failed = 0;
/** Seconds per stage, printed at the end (and on failure) so the suite's budget is visible in every run. */
const stages: [string, number][] = [];

function printStages(): void {
  const total = stages.reduce((sum, [, s]) => sum + s, 0);
  console.log('\nstage times:');
  for (const [label, s] of stages) console.log(`  ${s.toFixed(1).padStart(7)} s  ${label}`);
  console.log(`  ${total.toFixed(1).padStart(7)} s  total`);
}

function run(label: string, cmd: string, args: string[], extraEnv: Record<string, string> = {}): string {
  console.log(`\n== ${label}: ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, env: { ...env, ...extraEnv }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  process.stdout.write(res.stdout ?? '');
  process.stderr.write(res.stderr ?? '');
  stages.push([label, (performance.now() - started) / 1000]);
  if (res.status !== 0) {
    console.error(`\n${label} failed (exit ${res.status})`);
    printStages();
    console.log(`\n${passed} passed, ${failed + 1} failed`);
    process.exit(1);
  }
  return res.stdout ?? '';
}

function count(raw: string, runner: 'vitest' | 'playwright'): void {
  // eslint-disable-next-line no-control-regex
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
// The build comes first: it generates worker/generated/*.json, which the worker type-check reads.
run('build (production)', 'npx', ['tsx', 'scripts/build.ts']);
run('type-check (build scripts and tests, Node)', 'npx', ['tsc', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', '.cache/tsc/main.tsbuildinfo']);
run('type-check (browser code, DOM without Node types)', 'npx', ['tsc', '-p', 'client/tsconfig.json', '--incremental', '--tsBuildInfoFile', '.cache/tsc/client.tsbuildinfo']);
run('type-check (content: demos, one program per date adapter)', 'npx', ['tsx', 'scripts/typecheck-content.ts']);
run('type-check (worker)', 'npx', ['tsc', '-p', 'worker/tsconfig.json', '--incremental', '--tsBuildInfoFile', '.cache/tsc/worker.tsbuildinfo']);
run('lint (ESLint, Prettier)', 'npm', ['run', '--silent', 'lint']);
count(run('vitest (unit + worker in workerd)', 'npx', ['vitest', 'run']), 'vitest');
const chrome = run('browser', 'bash', ['scripts/ensure-chromium.sh']).trim().split('\n').pop()!;
count(run('playwright (production build)', 'npx', ['playwright', 'test'], { CHROME_PATH: chrome }), 'playwright');
run('build (development)', 'npx', ['tsx', 'scripts/build.ts'], { NODE_ENV: 'development' });
count(run('playwright (development build)', 'npx', ['playwright', 'test'], { CHROME_PATH: chrome, E2E_DEV: '1' }), 'playwright');
printStages();
console.log(`\nall suites in ${Math.round((performance.now() - t0) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
