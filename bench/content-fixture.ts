/**
 * `npm run bench:fixture`: the build and the test suite at the full site's
 * size, on a generated content tree (bench/fixture/generate.ts: every written
 * page of the reference navigation, about 700 demos) in a scratch copy of
 * the repository. Prints: generation, a cold production build, a warm build
 * with nothing changed, a forced rebuild and whether its outputs are
 * byte-identical to the cold build's, the
 * type-check of every demo, and the playground sweep of every demo in
 * Chromium (skip it with --no-sweep). The scratch folder is removed unless
 * --keep is given.
 *
 *   npm run bench:fixture [-- --no-sweep] [--keep] [--dir /tmp/fixture]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { NavItem } from '../lib/nav';
import { outputHashes } from '../scripts/build-stamp';
import { generateFixture } from './fixture/generate';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1]! : join('/tmp', 'mui-x-docs-fixture');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', FORCE_COLOR: '0', NO_COLOR: '1' };

function timed(label: string, cmd: string, argv: string[], extra: Record<string, string> = {}): number {
  const t0 = performance.now();
  const res = spawnSync(cmd, argv, { cwd: dir, env: { ...env, ...extra }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const s = (performance.now() - t0) / 1000;
  if (res.status !== 0) {
    console.error(`${label} failed:\n${(res.stdout ?? '').slice(-6000)}\n${(res.stderr ?? '').slice(-6000)}`);
    process.exit(1);
  }
  const summary = (res.stdout ?? '').split('\n').filter((l) => /^(build:|content:|coverage:|\s+\d+ passed|\s+\d+ failed)/.test(l.trim()) || /passed \(/.test(l));
  console.log(`${label}: ${s.toFixed(1)} s${summary.length ? `\n  ${summary.join('\n  ')}` : ''}`);
  return s;
}

/** Hash of every file of the build outputs (the build stamp's own list), for the determinism check. */
function outputHash(): string {
  return createHash('sha256')
    .update(JSON.stringify(outputHashes(dir)))
    .digest('hex')
    .slice(0, 16);
}

// A scratch copy of the tracked files, without the real pages, sharing node_modules.
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.startsWith('content/pages/'));
for (const f of tracked) if (existsSync(join(ROOT, f))) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));

const t0 = performance.now();
const tree = (JSON.parse(readFileSync(join(dir, 'content', 'nav.json'), 'utf8')) as { tree: NavItem[] }).tree;
const stats = generateFixture(dir, tree);
console.log(`fixture: ${stats.pages} pages, ${stats.demos} demos, ${(stats.bytes / 1024).toFixed(0)} KB of sources, generated in ${((performance.now() - t0) / 1000).toFixed(1)} s in ${dir}`);

timed('cold production build (no .cache)', 'npx', ['tsx', 'scripts/build.ts', '--force']);
const first = outputHash();
timed('warm build, nothing changed (build stamp)', 'npx', ['tsx', 'scripts/build.ts']);
timed('forced rebuild of the same tree (demo cache warm)', 'npx', ['tsx', 'scripts/build.ts', '--force']);
const second = outputHash();
console.log(`byte-identical outputs across builds: ${first === second ? 'yes' : 'NO'} (${first} / ${second})`);
timed('type-check (every demo, one program per date adapter)', 'npx', ['tsx', 'scripts/typecheck-content.ts']);
if (!args.includes('--no-sweep')) {
  timed('playground sweep (every demo in Chromium, 2 workers)', 'npx', ['playwright', 'test', 'tests/e2e/playground.spec.ts'], {
    CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    E2E_PORT: process.env.E2E_PORT ?? '8798',
  });
}
if (!args.includes('--keep')) rmSync(dir, { recursive: true, force: true });
