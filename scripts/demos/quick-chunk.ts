/**
 * `npm start`'s fast path for a demo edit: the changed demo's chunk is
 * bundled on its own in tens of milliseconds instead of waiting for the
 * whole client build (seconds, every demo of the site). The new chunk
 * bundles the demo and its local modules afresh, and takes every package
 * (React, MUI X, ...) from the `liveScope` of the demo's previous chunk,
 * which is still on disk: the page runs the same shared vendor chunks, one
 * React, and the real MUI X code. When the new source imports something the
 * old scope does not hold (a new package or export), or the variant has a
 * stylesheet, there is no quick chunk and the caller runs the full client
 * build. The full client build that follows replaces the quick chunk with a
 * normal one.
 */
import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { LIVE_SCOPE_EXPORT, liveScopeEntry, valueImports } from './live-scope';

const SCOPE_NS = 'old-scope';
const LOCAL_NS = 'quick-demo-local';

/**
 * Bundles a demo chunk whose packages come from the previous chunk's scope.
 * @param file absolute path of the demo source
 * @param previousJs public URL of the previous chunk (`/build/demos/<name>.js`), imported relatively
 * @param previousScope specifier -> names the previous chunk's scope holds (`valueImports` of its source), or undefined when unknown
 * @returns the chunk's JavaScript, or undefined when only a full client build can make it
 */
export async function quickDemoChunk(file: string, previousJs: string, previousScope: ReturnType<typeof valueImports>, options: { minify?: boolean } = {}): Promise<string | undefined> {
  const source = await readFile(file, 'utf8');
  if (!inScope(source, file, previousScope)) return undefined;
  const previous = `./${basename(previousJs)}`;
  let stylesheet = false;
  let outOfScope = false;
  const fromScope: Plugin = {
    name: 'quick-demo-scope',
    setup(b) {
      b.onResolve({ filter: /^quick-demo-entry$/ }, () => ({ path: file, namespace: 'quick-demo-entry' }));
      b.onLoad({ filter: /.*/, namespace: 'quick-demo-entry' }, () => ({ contents: liveScopeEntry(source, file), resolveDir: file.slice(0, file.lastIndexOf('/')), loader: 'js' }));
      b.onResolve({ filter: /^old-scope-root$/ }, () => ({ path: 'root', namespace: SCOPE_NS }));
      b.onResolve({ filter: /.*/, namespace: SCOPE_NS }, (args) => (args.path === previous ? { path: previous, external: true } : undefined));
      b.onResolve({ filter: /\.css$/ }, () => ((stylesheet = true), { path: 'css', namespace: SCOPE_NS }));
      // A package: answered from the old chunk's scope (imported from the old file, external).
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.namespace === SCOPE_NS || args.path === 'quick-demo-entry' ? undefined : { path: args.path, namespace: SCOPE_NS }));
      // The demo and its local modules, bundled afresh, in a namespace of their own: in the file
      // namespace the repository's `"type": "module"` would make esbuild hand a default import the
      // whole scope object (Node's CommonJS interop) instead of its `default`.
      b.onResolve({ filter: /^[./]/ }, async (args) => {
        if ((args.pluginData as { quick?: boolean } | undefined)?.quick) return undefined;
        const r = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { quick: true } });
        return r.errors.length ? { errors: r.errors } : { path: r.path, namespace: LOCAL_NS };
      });
      // The packages a local module imports must be in the old scope too.
      b.onLoad({ filter: /.*/, namespace: LOCAL_NS }, async (args) => {
        const contents = await readFile(args.path, 'utf8');
        const loader = LOADERS[args.path.split('.').pop()!];
        if (!loader || (loader !== 'json' && !inScope(contents, args.path, previousScope))) outOfScope = true;
        return { contents: loader ? contents : '', loader: loader ?? 'js', resolveDir: dirname(args.path) };
      });
      b.onLoad({ filter: /.*/, namespace: SCOPE_NS }, (args) => {
        if (args.path === 'root') return { contents: `export { ${LIVE_SCOPE_EXPORT} } from ${JSON.stringify(previous)};`, loader: 'js' };
        if (args.path === 'css') return { contents: '', loader: 'js' };
        // CommonJS, so esbuild's interop answers named, default and namespace imports from one object.
        return { contents: `module.exports = { __esModule: true, ...require('old-scope-root').${LIVE_SCOPE_EXPORT}[${JSON.stringify(args.path)}] };`, loader: 'js' };
      });
    },
  };
  const out = await build({
    entryPoints: ['quick-demo-entry'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: options.minify ?? true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [fromScope],
  });
  // A stylesheet import needs the full build's CSS bundle.
  if (stylesheet || outOfScope) return undefined;
  return out.outputFiles[0]!.text;
}

const LOADERS: Partial<Record<string, 'js' | 'jsx' | 'ts' | 'tsx' | 'json'>> = { js: 'js', mjs: 'js', cjs: 'js', jsx: 'jsx', ts: 'ts', mts: 'ts', cts: 'ts', tsx: 'tsx', json: 'json' };

/** True when every package value the source imports is in the scope (relative imports are bundled afresh). */
function inScope(source: string, file: string, scope: ReturnType<typeof valueImports>): boolean {
  let imports: ReturnType<typeof valueImports>;
  try {
    imports = valueImports(source, /\.[cm]?tsx?$/.test(file));
  } catch {
    return false; // the full build reports it
  }
  for (const [specifier, e] of imports) {
    if (isRelative(specifier)) continue;
    const held = scope.get(specifier);
    if (!held) return false;
    if (e.namespace && !held.namespace) return false;
    if (!held.namespace) for (const n of e.names) if (!held.names.has(n)) return false;
  }
  return true;
}

function isRelative(specifier: string): boolean {
  return specifier.startsWith('.') || specifier.startsWith('/');
}
