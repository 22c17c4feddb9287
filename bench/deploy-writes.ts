/**
 * bench/deploy-writes: what `npm run deploy` writes to KV on the real site
 * for the changes an operator makes every day (issue 34, point 1), measured
 * with the deploy's own dry run (scripts/deploy.ts, no network call) against
 * a deploy history that holds the current build as deployed:
 *   (a) a first deploy (empty history);
 *   (b) a one-paragraph prose edit on one page;
 *   (c) a code-only deploy (same content, another worker);
 *   (d) a new demo on one page.
 * Each change is made to the content folder, built (production, the
 * incremental content build), planned, then taken back in a `finally` and
 * the build restored. Refuses to run when content/ has uncommitted changes.
 * Prints one row per case: values written, bytes, values reused.
 *
 * Usage: npm run build && npm run bench:deploy-writes
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildAll } from '../scripts/build';
import { deploy, parseArgs, saveLocalHistory } from '../scripts/deploy';
import { buildFiles } from '../scripts/deploy/assets';
import { exampleConfig } from '../scripts/deploy/example-config';
import type { ContentManifest } from '../lib/content-address';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PAGE_DIR = join(ROOT, 'content', 'pages', 'react-data-grid', 'sorting');
const PAGE = join(PAGE_DIR, 'index.md');
const NEW_DEMO = join(PAGE_DIR, 'BenchNewDemo.tsx');

function generated<T>(name: string): T {
  return JSON.parse(readFileSync(join(ROOT, 'worker', 'generated', name), 'utf8')) as T;
}

/** Records the current build as the deployed version in `state` (what a deploy would have saved). */
function recordDeployed(state: string): void {
  saveLocalHistory(state, {
    versions: [
      {
        contentVersion: generated<{ contentVersion: string }>('site.json').contentVersion,
        buildId: generated<{ id: string }>('build.json').id,
        workerVersionId: 'bench-previous',
        deployedAt: new Date(0).toISOString(),
        manifest: generated<ContentManifest>('manifest.json'),
        assets: buildFiles(join(ROOT, 'public')),
      },
    ],
  });
}

/** The dry run's plan line `KV writes: N values, X MB (M already stored)`. */
async function plan(config: string, state: string): Promise<string> {
  const lines: string[] = [];
  const code = await deploy(parseArgs(['--dry-run', '--skip-build', '--config', config, '--state', state]), (s) => lines.push(s));
  const text = lines.join('\n');
  if (code !== 0) throw new Error(`dry run refused:\n${text}`);
  // A value's key is its hash: name it by the logical keys of the build that hold it.
  const namesByHash = new Map<string, string[]>();
  for (const [name, hash] of Object.entries(generated<ContentManifest>('manifest.json'))) namesByHash.set(hash, [...(namesByHash.get(hash) ?? []), name]);
  const written = lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => /^\s+\+ /.test(l))
    .map((l) => {
      const [, hash, bytes] = /\+ v:([0-9a-f]+) (\d+) B/.exec(l.trim()) ?? [];
      return hash ? `+ ${namesByHash.get(hash)?.join(', ') ?? '?'} (${(Number(bytes) / 1e3).toFixed(1)} KB)` : l.trim();
    });
  const summary = /KV writes: (.*)/.exec(text)?.[1] ?? text;
  return written.length && written.length <= 10 ? `${summary}\n${written.map((w) => `      ${w}`).join('\n')}` : summary;
}

async function build(): Promise<void> {
  const log = console.log;
  console.log = () => undefined;
  try {
    await buildAll(true, { reuse: true });
  } finally {
    console.log = log;
  }
}

if (execFileSync('git', ['status', '--porcelain', '--', 'content'], { cwd: ROOT, encoding: 'utf8' }).trim()) {
  console.error('bench:deploy-writes: content/ has uncommitted changes; commit or revert them first (the bench edits and restores content/).');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'deploy-writes-'));
// Beside wrangler.toml: the config's paths (main, assets, migrations) are relative to its folder.
const config = join(ROOT, '.bench-deploy-writes.toml');
// The dry run refuses the local config's loopback SITE_URL and placeholder ids.
writeFileSync(config, exampleConfig());
const original = readFileSync(PAGE, 'utf8');
const rows: [string, string][] = [];
try {
  await build();
  rows.push(['(a) first deploy', await plan(config, join(work, 'empty'))]);
  const deployed = join(work, 'deployed');
  recordDeployed(deployed);
  rows.push(['(c) code-only deploy (same content)', await plan(config, deployed)]);

  // (b) One sentence added to one paragraph of one page.
  const paragraph = original.split('\n').findIndex((l) => /^[A-Z].{80,}[.:]$/.test(l));
  const lines = original.split('\n');
  lines[paragraph] += ' Sorting never changes the rows you passed in; it only changes the order in which the grid shows them.';
  writeFileSync(PAGE, lines.join('\n'));
  await build();
  rows.push(['(b) one-paragraph prose edit', await plan(config, deployed)]);
  writeFileSync(PAGE, original);

  // (d) A new demo on the same page.
  writeFileSync(
    NEW_DEMO,
    [
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
      '',
      "const columns: GridColDef[] = [{ field: 'city', headerName: 'City', width: 160 }, { field: 'people', headerName: 'People', type: 'number', width: 120 }];",
      "const rows = [{ id: 1, city: 'Lisbon', people: 545 }, { id: 2, city: 'Porto', people: 232 }];",
      '',
      'export default function BenchNewDemo() {',
      "  return <DataGrid rows={rows} columns={columns} initialState={{ sorting: { sortModel: [{ field: 'people', sort: 'desc' }] } }} />;",
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(PAGE, `${original.trimEnd()}\n\n{{"demo": "BenchNewDemo.tsx", "height": 200}}\n`);
  await build();
  rows.push(['(d) a new demo on one page', await plan(config, deployed)]);
} finally {
  writeFileSync(PAGE, original);
  try {
    unlinkSync(NEW_DEMO);
  } catch {
    // Not written (an earlier step failed).
  }
  await build();
  rmSync(work, { recursive: true, force: true });
  rmSync(config, { force: true });
}

console.log('\ndeploy KV writes on the real build (dry run against a history holding the current build)');
for (const [name, value] of rows.sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${name.padEnd(38)} ${value}`);
