/**
 * Client build: esbuild bundles `client/entry.ts` (the shell runtime), the
 * playground entry, one entry per demo chunk (scripts/demos/registry) and
 * every lazily imported chunk into `public/build/`, with code splitting so
 * React and MUI are shared chunks. Shell files get content-hashed names;
 * demo chunks get the names the content build already wrote into the page
 * records (`demos/<id>-<styling>-<srchash>.js`). Writes
 * `worker/generated/assets.json` so the worker links the right files: for
 * the shell and the playground, the entry and every chunk it imports at
 * load, so a page requests them all in one round (scripts/chunk-graph.ts);
 * for the demo runtime, its chunk and every chunk it imports (pages with
 * demos preload them at `load`, client/demos/preload.ts). Beside each demo
 * chunk it writes `<chunk>.deps.json`, the chunks that demo imports
 * statically, so the page preloads them too without discovering them one
 * import at a time.
 * The chunk layout is esbuild's own; no output is rewritten after it, but for
 * one comment line at the head of the demo runtime's chunks and of the demos'
 * chunks and their static imports (COMPILE_HINT, DEMO_COMPILE_HINT).
 *
 * `createClientBuilder()` keeps an esbuild context for watch mode: a
 * rebuild only re-parses what changed and rewrites only changed files.
 */
import { context, type BuildContext, type BuildOptions, type Metafile, type OutputFile } from 'esbuild';
import { createHash } from 'node:crypto';
import { liveDemoEntry, liveDemoPlugin } from './demos/live-scope';
import { earlyStylesPlugin } from './demos/early-styles';
import { precompiledStylesPlugin } from './demos/precompiled-styles';
import { evalSlicesPlugin, isSliced } from './demos/eval-slices';
import { reactErrorsPlugin } from './demos/react-errors';
import { staticImports } from './chunk-graph';
import { themeDataPlugin } from './theme-data';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AssetsManifest } from '../lib/generated';
import { demoDepsFile } from '../lib/demo-deps';
import { writeGenerated } from './generated-json';
import { dirname, join, relative } from 'node:path';
import type { DemoEntry } from './demos/registry';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

export interface ClientBuildOptions {
  root?: string;
  production?: boolean;
  /** Extra entry points (name -> file). */
  entries?: Record<string, string>;
  /** Demo chunks registered by the content build. */
  demos?: readonly DemoEntry[];
}

/** Entry name -> public URL of its output. */
export type ClientFiles = Record<string, string>;

const BASE_ENTRIES = { shell: 'client/entry.ts', playground: 'client/demos/playground.ts' };
/** The demo runtime's source, a dynamic import of the shell (its chunk is an entry in the metafile). */
const DEMO_RUNTIME_ENTRY = 'client/demos/runtime.tsx';

/**
 * V8's explicit compile hint (Chrome 136+; other engines ignore the comment): every function of a file that starts
 * with it is compiled while the file streams in, off the main thread, instead of on its first call. esbuild wraps
 * each CommonJS module (React DOM's 400 KB among them) in a function that V8 only pre-parses; its first call, when
 * the chunk is evaluated, parsed and compiled it on the main thread: 20-40 ms of a 60-120 ms task at 4x CPU
 * slowdown. The production build puts it at the head of the demo runtime's chunks (assets.json `demoRuntime`),
 * which the page preloads at `load` and whose functions a demo's mount calls; the development build leaves the
 * files as esbuild wrote them (a line more would shift their inline source maps). Prepended after esbuild: its
 * `banner` is for every file, and minification drops other comments.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The compile hint also heads every demo chunk and each chunk a demo imports statically (MUI's and its dependencies'
 * shared chunks), since stop 23 (issue 36, the lines page's first click; decision 0020). A reader's first gesture on a
 * demo called many of their functions for the first time, and V8 compiled each lazily on the main thread, in the
 * gesture's task: on /x/react-charts/lines, Playwright's click (the pointer's arrival opens the chart's axis tooltip,
 * then the press) compiled 89 functions, 15-26 ms of that task's thread time at 4x CPU (chart store and selectors,
 * the gesture recogniser, the tooltip's content, popper.js's modifiers). Compiled while the chunks stream in, the
 * click compiles 0-3. What it costs: the functions a page never calls are compiled too (off the main thread), and
 * their bytecode stays until V8 flushes it: the page's V8 heap 9 s after `load` (after a GC; measured with every chunk
 * hinted), +0.5 MB on lines, +0.9 MB on sorting, +1.3 MB on aggregation (5.1, 7.8, 8.8 MB without). `CLIENT_DEMO_COMPILE_HINT=0` builds without
 * it (the runtime's chunks keep theirs); bench/demo-switches.ts `BENCH_DEMO_HINT=0` strips it from the demos' files
 * in one bench run instead.
 */
export const DEMO_COMPILE_HINT = process.env.CLIENT_DEMO_COMPILE_HINT !== '0';

function esbuildOptions(root: string, production: boolean, entryPoints: Record<string, string>): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints,
    outdir: join(root, 'public', 'build'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    // CLIENT_KEEP_NAMES=1: minified but with the code's own identifiers, so a profile (bench/demo-trace.ts) names functions.
    ...(production && process.env.CLIENT_KEEP_NAMES === '1' ? { minifyWhitespace: true, minifySyntax: true } : { minify: production }),
    sourcemap: production ? false : 'inline',
    metafile: true,
    write: false,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    loader: { '.css': 'css' },
    logLevel: 'warning',
    // The site's bundle only: evalSlicesPlugin loads every file of MUI's packages, applies the build-time patches
    // of MUI X (its `slicedSource` is their one registry: the grid's and the charts' size hints, the pickers' and the
    // Tree View's patches, the grid slices) and makes the modules evaluate in slices; earlyStylesPlugin, Emotion
    // styles compiled while a demo renders, not in its commit; themeDataPlugin, the docs theme's data computed at
    // build time (ui/theme-prebuilt.ts); reactErrorsPlugin, React DOM's sentinel errors made before its module runs
    // (scripts/demos/react-errors.ts); precompiledStylesPlugin, the grid's largest Emotion styles compiled at build time
    // (scripts/demos/precompiled-styles.ts).
    plugins: [liveDemoPlugin, evalSlicesPlugin, earlyStylesPlugin, themeDataPlugin, reactErrorsPlugin, precompiledStylesPlugin],
  };
}

function fingerprint(data: Uint8Array | string): string {
  return createHash('sha1').update(data).digest('hex');
}

function walk(dir: string, out: string[] = []): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Builds the client; keeps its esbuild context between calls. */
export interface ClientBuilder {
  build(demos?: readonly DemoEntry[]): Promise<ClientFiles>;
  dispose(): Promise<void>;
}

/** A client builder for one root and mode (watch mode keeps one alive). */
export function createClientBuilder(options: Omit<ClientBuildOptions, 'demos'> = {}): ClientBuilder {
  const root = options.root ?? ROOT;
  const production = options.production ?? true;
  const publicDir = join(root, 'public');
  const outdir = join(publicDir, 'build');
  let ctx: BuildContext<BuildOptions & { metafile: true; write: false }> | undefined;
  let ctxKey = '';
  const written = new Map<string, string>();

  const writeOut = (path: string, contents: Uint8Array | string) => {
    const fp = fingerprint(contents);
    if (written.get(path) === fp) return;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, contents);
    written.set(path, fp);
  };

  return {
    async build(demos = []) {
      const entryPoints: Record<string, string> = { ...BASE_ENTRIES, ...options.entries };
      // A demo chunk's entry is the demo plus its live-edit scope (scripts/demos/live-scope.ts).
      for (const d of demos) entryPoints[d.name] = liveDemoEntry(d.file);
      const key = JSON.stringify(entryPoints);
      if (!ctx || key !== ctxKey) {
        await ctx?.dispose();
        ctx = (await context(esbuildOptions(root, production, entryPoints))) as typeof ctx;
        ctxKey = key;
      }
      const result = await ctx!.rebuild();
      const meta: Metafile = result.metafile;
      const byEntry = new Map<string, string>();
      for (const [out, o] of Object.entries(meta.outputs)) {
        if (o.entryPoint && !out.endsWith('.css')) byEntry.set(o.entryPoint.startsWith(liveDemoEntry('')) ? o.entryPoint : join(root, o.entryPoint), out);
      }

      // Output path (absolute) -> final path: demo entries take their record names.
      const rename = new Map<string, string>();
      const extraCss = new Map<string, string>();
      const extraFiles = new Map<string, string>();
      const url = (out: string) => `/${relative(publicDir, join(root, out))}`;
      const abs = (out: string) => join(root, out);
      /** An output chunk and every chunk it imports statically, in load order (scripts/chunk-graph.ts). */
      const withStaticImports = (out: string): string[] => [out, ...staticImports(meta, out)];
      /** The chunk of the named entry point and the chunks it imports statically (none when it has no output). */
      const entryChunks = (name: string): string[] => {
        const out = byEntry.get(join(root, entryPoints[name]!));
        return out ? withStaticImports(out) : [];
      };
      /** Each demo's chunk and the chunks it imports statically. */
      const demoChunks: string[][] = [];
      for (const d of demos) {
        const out = byEntry.get(liveDemoEntry(d.file));
        if (!out) throw new Error(`client build: no output for demo ${d.name}`);
        rename.set(join(root, out), join(publicDir, d.js));
        const cssBundle = meta.outputs[out]?.cssBundle;
        // Package CSS alone (MUI X 8's data grid imports a placeholder index.css) is not linked: dropped.
        if (cssBundle) rename.set(join(root, cssBundle), d.css ? join(publicDir, d.css) : '');
        if (d.tailwindCss !== undefined && d.css) extraCss.set(join(publicDir, d.css), d.tailwindCss);
        // The chunks this demo imports statically, from the same build as the chunk beside it (client/demos/preload.ts).
        const chunks = withStaticImports(out);
        demoChunks.push(chunks);
        extraFiles.set(join(publicDir, demoDepsFile(d.js)), JSON.stringify(chunks.slice(1).map(url)));
      }
      // The demo runtime's chunk and its imports (React DOM among them) are compiled whole while they stream in, and so
      // are each demo's chunk and the chunks it imports statically (DEMO_COMPILE_HINT).
      const runtimeOut = byEntry.get(join(root, DEMO_RUNTIME_ENTRY));
      const hinted = new Set(production && runtimeOut ? withStaticImports(runtimeOut).map(abs) : []);
      if (production && DEMO_COMPILE_HINT) {
        // Not the chunks every page loads for the shell or the playground (a demo may share one): they keep V8's default.
        const atLoad = new Set(['shell', 'playground'].flatMap(entryChunks).map(abs));
        for (const js of demoChunks.flat().map(abs)) if (!atLoad.has(js)) hinted.add(js);
      }
      const keep = new Set<string>();
      for (const file of result.outputFiles as OutputFile[]) {
        const target = rename.get(file.path) ?? file.path;
        if (!target) continue;
        const tw = extraCss.get(target);
        // A Tailwind variant that also imports CSS gets both, utilities first.
        if (hinted.has(file.path)) writeOut(target, `${COMPILE_HINT}\n${file.text}`);
        else writeOut(target, tw === undefined ? file.contents : `${tw}\n${file.text}`);
        extraCss.delete(target);
        keep.add(target);
      }
      for (const [target, text] of [...extraCss, ...extraFiles]) {
        writeOut(target, text);
        keep.add(target);
      }
      for (const file of walk(outdir)) {
        if (!keep.has(file)) {
          rmSync(file, { force: true });
          written.delete(file);
        }
      }

      const files: ClientFiles = {};
      for (const [name, file] of Object.entries(entryPoints)) {
        if (name.startsWith('demos/')) continue;
        const out = byEntry.get(join(root, file));
        if (!out) throw new Error(`client build: no output for ${file}`);
        files[name] = `/${relative(publicDir, join(root, out))}`;
      }
      // A page lists its entry and every chunk the entry imports statically, so that the browser requests them all at
      // once: no chunk waits for the file that imports it (scripts/chunk-graph.ts).
      const withImports = (name: string): string[] => entryChunks(name).map(url);
      // The demo runtime is a dynamic import of the shell: its chunk and the chunks it imports, for the preload at `load`.
      const demoRuntime = runtimeOut ? withStaticImports(runtimeOut).map(url) : [];
      // The shell must not wait for an async module (its top-level await would hold the page's script).
      for (const out of withImports('shell')) {
        const inputs = Object.keys(meta.outputs[relative(root, join(publicDir, out))]?.inputs ?? {});
        const sliced = inputs.find((i) => isSliced(join(root, i)));
        if (sliced) throw new Error(`client build: the shell's chunk ${out} holds ${sliced}, a module evaluated in slices (scripts/demos/eval-slices.ts)`);
      }
      const assets = { scripts: withImports('shell'), stylesheets: [], playgroundScripts: withImports('playground'), demoRuntime, files } satisfies AssetsManifest;
      // Rewritten only on change: the worker build and watchers key on it.
      writeGenerated(root, 'assets.json', JSON.stringify(assets, null, 2));
      return files;
    },
    async dispose() {
      await ctx?.dispose();
      ctx = undefined;
    },
  };
}

/** Builds the client bundle once and records its entry files. */
export async function buildClient(options: ClientBuildOptions = {}): Promise<ClientFiles> {
  const builder = createClientBuilder(options);
  try {
    return await builder.build(options.demos ?? []);
  } finally {
    await builder.dispose();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  // Demo chunk names come from the content build, so run it first.
  const { buildContent } = await import('./build-content');
  const { demoEntries, resetDemoRegistry } = await import('./demos/registry');
  resetDemoRegistry();
  await buildContent(ROOT, () => undefined);
  buildClient({ production: process.env.NODE_ENV !== 'development', demos: demoEntries() }).then((f) => console.log('client:', f));
}
