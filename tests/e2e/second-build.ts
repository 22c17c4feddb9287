/**
 * "Build 2" for the deploy test in tests/e2e/sw.spec.ts, made in a second
 * from the real build 1 (no second client build): what a client-only change
 * to the site's own code (the shell, the search dialog, the demo runtime,
 * the editor) gives. Every /build file no demo chunk reaches (demo chunks
 * and the shared library chunks they import keep their names, as they do
 * when only our code changes) gets a new name, every reference to it is
 * rewritten (its importers, the worker bundle's asset list), and the worker
 * gets another build id, so the service worker sees a new version.
 *
 * The upload folder is made by the deploy's own code (scripts/deploy/
 * assets.ts): build 2's public/ plus build 1's files it lacks, or without
 * them (`carry: false`), as Workers Static Assets would serve each.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { EMBEDDED_INDEX_FILES, type BuildInfo } from '../../lib/generated';
import { buildFiles, carriedFiles, stageAssets } from '../../scripts/deploy/assets';

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const JS_NAME = /[\w$-]+\.js/g;

export interface SecondBuild {
  /** The worker bundle of build 2. */
  scriptPath: string;
  /** The static assets folder uploaded with it. */
  assetsDirectory: string;
  /** Build 1 URL path -> build 2 URL path of every renamed file. */
  renamed: Map<string, string>;
  /** Build 1 files carried into the upload. */
  carried: string[];
}

/**
 * Makes build 2 under `out` from the build in `root`. `drop` (build 1 URL
 * paths) are left out of the carried files: a file lost between deploys.
 */
export async function secondBuild(root: string, out: string, opts: { carry: boolean; drop?: (path: string) => boolean }): Promise<SecondBuild> {
  rmSync(out, { recursive: true, force: true });
  const publicA = join(root, 'public');
  const publicB = join(out, 'public');
  cpSync(publicA, publicB, { recursive: true });
  const buildDir = join(publicB, 'build');
  const files = walk(buildDir).filter((f) => f.endsWith('.js'));
  const byName = new Map(files.map((f) => [basename(f), f]));
  const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  const refs = (f: string) => [...new Set([...text.get(f)!.matchAll(JS_NAME)].map((m) => m[0]).filter((n) => byName.has(n) && byName.get(n) !== f))];
  // What demo chunks reach keeps its name.
  const reached = new Set<string>();
  const todo = files.filter((f) => relative(buildDir, f).startsWith(`demos${sep}`));
  while (todo.length) {
    const f = todo.pop()!;
    if (reached.has(f)) continue;
    reached.add(f);
    for (const n of refs(f)) todo.push(byName.get(n)!);
  }
  const newName = new Map<string, string>();
  for (const f of files) if (!reached.has(f)) newName.set(basename(f), basename(f).replace(/\.js$/, '-b2.js'));
  const rewrite = (s: string) => s.replace(JS_NAME, (n) => newName.get(n) ?? n);
  const renamed = new Map<string, string>();
  const urlOf = (f: string) => `/${relative(publicB, f).split(sep).join('/')}`;
  for (const f of files) {
    if (reached.has(f)) continue;
    const target = join(dirname(f), newName.get(basename(f))!);
    writeFileSync(f, rewrite(text.get(f)!));
    renameSync(f, target);
    renamed.set(urlOf(f), urlOf(target));
  }

  // The worker of build 2: the new asset names, and the id of that bundle.
  const bundle = readFileSync(join(root, 'dist', 'worker', 'index.js'), 'utf8');
  const idA = (JSON.parse(readFileSync(join(root, 'worker', 'generated', 'build.json'), 'utf8')) as BuildInfo).id;
  const renamedBundle = rewrite(bundle);
  const idB = createHash('sha256').update(renamedBundle).digest('hex').slice(0, idA.length);
  const scriptPath = join(out, 'worker', 'index.js');
  mkdirSync(dirname(scriptPath), { recursive: true });
  writeFileSync(scriptPath, renamedBundle.replaceAll(idA, idB));
  for (const file of Object.values(EMBEDDED_INDEX_FILES)) copyFileSync(join(root, 'dist', 'worker', file), join(dirname(scriptPath), file));

  if (!opts.carry) return { scriptPath, assetsDirectory: publicB, renamed, carried: [] };
  const carry = carriedFiles(buildFiles(publicB), [{ assets: buildFiles(publicA) }]).filter((p) => !opts.drop?.(p));
  const staged = await stageAssets({ publicDir: publicB, stageDir: join(out, 'upload'), mirrorDir: publicA, carry });
  if (staged.missing.length) throw new Error(`second build: ${staged.missing.length} files of build 1 not found`);
  return { scriptPath, assetsDirectory: staged.dir, renamed, carried: carry };
}
