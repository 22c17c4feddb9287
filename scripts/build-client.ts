/**
 * Client build: esbuild bundles `client/entry.ts` (the shell runtime) and
 * any lazily imported chunks into `public/build/` with content-hashed
 * names, then writes `worker/generated/assets.json` so the worker links
 * the right files.
 */
import { build, type Metafile } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

export interface ClientBuildOptions {
  root?: string;
  production?: boolean;
  /** Extra entry points (name -> file), e.g. demo chunks. */
  entries?: Record<string, string>;
}

/** Output file of an entry point in a metafile. */
function outputOf(meta: Metafile, root: string, entry: string): string {
  const out = Object.entries(meta.outputs).find(([, o]) => o.entryPoint && join(root, o.entryPoint) === join(root, entry));
  if (!out) throw new Error(`no output for ${entry}`);
  return `/${relative(join(root, 'public'), join(root, out[0]))}`;
}

/** Builds the client bundle and records its entry files. */
export async function buildClient(options: ClientBuildOptions = {}): Promise<Record<string, string>> {
  const root = options.root ?? ROOT;
  const production = options.production ?? true;
  const outdir = join(root, 'public', 'build');
  rmSync(outdir, { recursive: true, force: true });
  const entryPoints: Record<string, string> = { shell: 'client/entry.ts', ...options.entries };
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: production,
    sourcemap: production ? false : 'inline',
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    loader: { '.css': 'css' },
    logLevel: 'warning',
  });
  const files: Record<string, string> = {};
  for (const [name, file] of Object.entries(entryPoints)) files[name] = outputOf(result.metafile, root, file);
  const generated = join(root, 'worker', 'generated');
  mkdirSync(generated, { recursive: true });
  const assets = { scripts: [files.shell!], stylesheets: ['/static/styles/code-theme.css'], playgroundScripts: files.playground ? [files.playground] : [], files };
  writeFileSync(join(generated, 'assets.json'), JSON.stringify(assets, null, 2));
  return files;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildClient({ production: process.env.NODE_ENV !== 'development' }).then((f) => console.log('client:', f));
}
