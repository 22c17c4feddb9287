/**
 * Production deploy (`npm run deploy`), staged and reversible:
 *  1. build (skipped with --skip-build), then refuse a bad config
 *     (scripts/deploy/config.ts) before anything is uploaded;
 *  2. read the deploy history (KV key `deploy:history`) and the stored
 *     `v:` keys, and plan (scripts/deploy/plan.ts): values to write (only
 *     those KV does not hold: content-addressed), keys to delete (those no
 *     kept version references);
 *  3. apply D1 migrations (`wrangler d1 migrations apply --remote`);
 *  4. write the new values (`wrangler kv bulk put`), then upload the worker
 *     that reads them (`wrangler versions upload`) with its static assets:
 *     public/ plus the client files of the kept older versions, so tabs
 *     opened before the deploy still load their chunks
 *     (scripts/deploy/assets.ts); then deploy it
 *     (`wrangler versions deploy`, 100% or `--percentage N`);
 *  5. record the deploy in the history, then delete unreferenced values.
 *
 * `--dry-run` prints the whole plan with no network call (from the local
 * mirror `.deploy/history.json`). `--keep N` versions stay complete (3).
 * `--max-writes N` uploads at most N values and stops before the worker
 * (Workers KV free plan: 1,000 writes a day; run again the next day).
 * `--config FILE` picks the wrangler config (production ids and SITE_URL),
 * `--root DIR` the project and `--state DIR` the history mirror (tests). `npm run rollback` is scripts/rollback.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { experimental_readRawConfig } from 'wrangler';
import type { ContentManifest } from '../lib/content-address';
import type { BuildInfo, SiteData } from '../lib/generated';
import { buildFiles, stageAssets, updateMirror } from './deploy/assets';
import { checkDeployConfig, formatProblems, type DeployConfig } from './deploy/config';
import { DEFAULT_KEEP, DEPLOY_HISTORY_KEY, parseHistory, planDeploy, recordDeploy, type DeployHistory } from './deploy/plan';
import { kvBatches, type KvEntry } from './kv-batches';

export interface DeployArgs {
  root: string;
  config: string;
  dryRun: boolean;
  keep: number;
  percentage: number;
  maxWrites: number;
  skipBuild: boolean;
  /** Folder of the local history mirror and upload files (`<root>/.deploy`). */
  state: string;
}

export function parseArgs(argv: readonly string[]): DeployArgs {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw.replace(/%$/, ''));
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} takes an integer from ${min} to ${max}, not ${JSON.stringify(raw)}`);
    return n;
  };
  const root = resolve(value('--root') ?? join(dirname(new URL(import.meta.url).pathname), '..'));
  return {
    root,
    config: resolve(root, value('--config') ?? 'wrangler.toml'),
    dryRun: argv.includes('--dry-run'),
    keep: int('--keep', DEFAULT_KEEP, 1, 100),
    percentage: int('--percentage', 100, 1, 100),
    maxWrites: int('--max-writes', Number.MAX_SAFE_INTEGER, 1, Number.MAX_SAFE_INTEGER),
    skipBuild: argv.includes('--skip-build'),
    state: resolve(root, value('--state') ?? '.deploy'),
  };
}

/** wrangler's own launcher (it checks the Node version and starts wrangler-dist/cli.js). */
const WRANGLER = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');

/** Runs the wrangler CLI in the project; resolves to its stdout, rejects with its output on failure (async: the tests' API stand-in runs in the same process). */
export function wrangler(args: DeployArgs, cmd: string[]): Promise<string> {
  const full = [...cmd, '--config', args.config];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...full], {
      cwd: args.root,
      // NODE_COMPILE_CACHE: V8 keeps wrangler's compiled bundle between the ~9 runs of a deploy (about 1 s less each).
      env: { NODE_COMPILE_CACHE: join(tmpdir(), 'mui-x-docs-node-compile-cache'), ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', SKIP_LOCAL_SEED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(stdout) : reject(new Error(`wrangler ${cmd.join(' ')} failed:\n${stdout}\n${stderr}`))));
  });
}

/** The JSON array a wrangler command printed (its stdout may carry banner lines first). */
function jsonOut<T>(stdout: string): T {
  const at = stdout.indexOf('[');
  return JSON.parse(at >= 0 ? stdout.slice(at) : '[]') as T;
}

export function historyFile(state: string): string {
  return join(state, 'history.json');
}

export function saveLocalHistory(state: string, history: DeployHistory): void {
  mkdirSync(state, { recursive: true });
  writeFileSync(historyFile(state), JSON.stringify(history));
}

/** The deploy history in KV (the local mirror when `remote` is false). */
export async function readHistory(args: DeployArgs, remote: boolean): Promise<DeployHistory> {
  if (!remote) return parseHistory(existsSync(historyFile(args.state)) ? readFileSync(historyFile(args.state), 'utf8') : null);
  try {
    return parseHistory(await wrangler(args, ['kv', 'key', 'get', DEPLOY_HISTORY_KEY, '--binding', 'PAGES', '--remote', '--text']));
  } catch (e) {
    if (/not found|10009/i.test((e as Error).message)) return { versions: [] };
    throw e;
  }
}

/** Writes the history to KV and to the local mirror. */
export async function writeHistory(args: DeployArgs, history: DeployHistory): Promise<void> {
  const file = join(args.state, 'history-upload.json');
  saveLocalHistory(args.state, history);
  writeFileSync(file, JSON.stringify(history));
  await wrangler(args, ['kv', 'key', 'put', DEPLOY_HISTORY_KEY, '--path', file, '--binding', 'PAGES', '--remote']);
}

/** Bytes of the files wrangler uploads for the worker, raw and gzipped (the plan limits are on the compressed size). */
function workerSize(configFile: string, config: DeployConfig & { main?: string }): { raw: number; gzip: number } {
  const main = resolve(dirname(configFile), config.main ?? 'dist/worker/index.js');
  const dir = dirname(main);
  let raw = 0;
  let gzip = 0;
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (!statSync(p).isFile() || !/\.(js|txt|map)$/.test(f) || f.endsWith('.map')) continue;
    const bytes = readFileSync(p);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

const relativeTo = (root: string, p: string) => (p.startsWith(`${root}/`) ? p.slice(root.length + 1) : p);

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/** Runs a deploy; returns the exit code. */
export async function deploy(args: DeployArgs, log: (s: string) => void = console.log): Promise<number> {
  if (!args.skipBuild) {
    const { buildAll } = await import('./build');
    await buildAll(true, { reuse: true });
  }
  const { rawConfig } = experimental_readRawConfig({ config: args.config });
  const config = rawConfig as DeployConfig & {
    main?: string;
    assets?: { directory?: string };
    d1_databases?: { binding: string; database_id?: string; migrations_dir?: string }[];
  };
  const remote = !args.dryRun;
  // The three reads run at once (each is a wrangler process start); nothing is written before the config check.
  const [secretList, history, storedList] = await Promise.all([
    remote ? wrangler(args, ['secret', 'list', '--format', 'json']) : undefined,
    readHistory(args, remote),
    remote ? wrangler(args, ['kv', 'key', 'list', '--prefix', 'v:', '--binding', 'PAGES', '--remote']) : undefined,
  ]);
  const secrets = secretList === undefined ? undefined : jsonOut<{ name: string }[]>(secretList).map((s) => s.name);
  const problems = checkDeployConfig(config, secrets, args.config.slice(args.root.length + 1) || 'wrangler.toml');
  if (problems.length) {
    log(`deploy: refused, nothing was uploaded:\n${formatProblems(problems)}`);
    return 1;
  }

  const gen = join(args.root, 'worker', 'generated');
  const site = JSON.parse(readFileSync(join(gen, 'site.json'), 'utf8')) as Pick<SiteData, 'contentVersion' | 'kvPrefix'>;
  if (site.kvPrefix === 'dev') throw new Error('deploy: the build uses npm start\u2019s dev keys: run `npm run build` (a production build) first');
  const manifest = JSON.parse(readFileSync(join(gen, 'manifest.json'), 'utf8')) as ContentManifest;
  const buildId = (JSON.parse(readFileSync(join(gen, 'build.json'), 'utf8')) as BuildInfo).id;
  const entries = JSON.parse(readFileSync(join(args.root, 'dist', 'kv-bulk.json'), 'utf8')) as KvEntry[];

  // What KV holds: listed (a deploy), or what the recorded versions reference (a dry run, no network).
  const stored =
    storedList !== undefined ? new Set(jsonOut<{ name: string }[]>(storedList).map((k) => k.name)) : new Set(history.versions.flatMap((v) => Object.values(v.manifest).map((h) => `v:${h}`)));
  const keep = args.percentage < 100 ? Math.max(2, args.keep) : args.keep;
  const publicDir = resolve(dirname(args.config), config.assets?.directory ?? 'public');
  const assets = buildFiles(publicDir);
  const mirrorDir = join(args.state, 'assets');
  const plan = planDeploy({ entries, prefix: site.kvPrefix, manifest, contentVersion: site.contentVersion, buildId, stored, history, keep, assets });
  const mirrored = plan.carry.filter((p) => existsSync(join(mirrorDir, p))).length;
  const size = workerSize(args.config, config);
  const migrationsDir = resolve(dirname(args.config), config.d1_databases?.[0]?.migrations_dir ?? 'migrations');
  const migrations = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];
  const previous = history.versions[0];
  log(
    [
      `deploy plan${args.dryRun ? ' (dry run: no network call; KV state from the local history mirror)' : ''}:`,
      `  content version ${site.contentVersion} (build ${buildId}), previous ${previous ? `${previous.contentVersion} (worker version ${previous.workerVersionId})` : 'none: first deploy'}`,
      `  KV writes: ${plan.write.length} values, ${mb(plan.writeBytes)} (${plan.reused} already stored)`,
      ...plan.write.slice(0, 20).map((e) => `    + ${e.key} ${e.value.length} B`),
      ...(plan.write.length > 20 ? [`    + … ${plan.write.length - 20} more`] : []),
      `  KV deletes after the new worker is live: ${plan.remove.length} keys${args.percentage < 100 ? ' (none while a gradual deploy keeps the old version live)' : ''}`,
      ...plan.remove.slice(0, 20).map((k) => `    - ${k}`),
      `  worker: ${mb(size.raw)} (${mb(size.gzip)} gzip), then deployed to ${args.percentage}% of traffic`,
      `  static assets: public/ (${assets.length} client files) + ${plan.carry.length} client files of the kept versions for tabs opened before (${mirrored} in ${relativeTo(args.root, mirrorDir)}, ${plan.carry.length - mirrored} fetched from SITE_URL)`,
      `  D1 migrations (applied with wrangler d1 migrations apply --remote, already-applied ones skipped): ${migrations.join(', ') || 'none'}`,
      `  versions kept complete for rollback: ${plan.kept.map((v) => v.contentVersion).join(', ')}`,
    ].join('\n'),
  );
  if (args.dryRun) return 0;

  for (const db of config.d1_databases ?? []) await wrangler(args, ['d1', 'migrations', 'apply', db.binding, '--remote']);

  const writes = plan.write.slice(0, args.maxWrites);
  const batches = kvBatches(writes);
  for (const [i, batch] of batches.entries()) {
    const file = join(args.state, `kv-bulk-${i + 1}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(batch));
    await wrangler(args, ['kv', 'bulk', 'put', file, '--binding', 'PAGES', '--remote']);
  }
  log(`deploy: wrote ${writes.length} values (${mb(writes.reduce((n, e) => n + Buffer.byteLength(e.value), 0))}) in ${batches.length} request(s)`);
  if (writes.length < plan.write.length) {
    log(
      `deploy: stopped at --max-writes ${args.maxWrites}: ${plan.write.length - writes.length} values left; run the deploy again (after KV's daily write limit resets) to continue. The live site is unchanged.`,
    );
    return 0;
  }

  const staged = await stageAssets({ publicDir, stageDir: join(args.state, 'assets-upload'), mirrorDir, carry: plan.carry, siteUrl: (config as { vars?: { SITE_URL?: string } }).vars?.SITE_URL });
  log(`deploy: static assets: ${assets.length} client files + ${plan.carry.length - staged.missing.length} carried (${staged.fromMirror} from the mirror, ${staged.fetched} fetched)`);
  if (staged.missing.length) log(`deploy: warning: ${staged.missing.length} client files of kept versions were found nowhere (first: ${staged.missing[0]}); tabs that need them will offer a reload`);
  const uploaded = await wrangler(args, ['versions', 'upload', '--assets', staged.dir, '--tag', site.contentVersion, '--message', `content ${site.contentVersion}, build ${buildId}`]);
  const workerVersionId = /Worker Version ID:\s*([0-9a-f-]{36})/i.exec(uploaded)?.[1];
  if (!workerVersionId) throw new Error(`deploy: no Worker Version ID in the output of wrangler versions upload:\n${uploaded}`);
  const targets = args.percentage < 100 && previous ? [`${workerVersionId}@${args.percentage}%`, `${previous.workerVersionId}@${100 - args.percentage}%`] : [`${workerVersionId}@100%`];
  await wrangler(args, ['versions', 'deploy', ...targets, '--yes', '--message', `content ${site.contentVersion}`]);
  log(`deploy: worker version ${workerVersionId} serves content ${site.contentVersion} to ${args.percentage}% of traffic`);

  const next = recordDeploy(history, { contentVersion: site.contentVersion, buildId, workerVersionId, deployedAt: new Date().toISOString(), manifest, assets }, keep);
  await writeHistory(args, next);
  updateMirror(mirrorDir, publicDir, assets, new Set(next.versions.flatMap((v) => v.assets ?? [])));
  if (args.percentage === 100 && plan.remove.length) {
    const file = join(args.state, 'kv-delete.json');
    writeFileSync(file, JSON.stringify(plan.remove));
    await wrangler(args, ['kv', 'bulk', 'delete', file, '--binding', 'PAGES', '--remote', '--force']);
    log(`deploy: deleted ${plan.remove.length} values no kept version references`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  deploy(parseArgs(process.argv.slice(2))).then(
    (code) => process.exit(code),
    (e: Error) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
