/**
 * The live editor's scope, built into each demo chunk. A demo's client
 * chunk is bundled from a small entry module (made here) that re-exports
 * the demo and adds `liveScope`: the values the demo imports, keyed by the
 * module specifier as written in the demo (`'@mui/x-data-grid'`,
 * `'../shared/employees'`). The live editor (client/demos/live-edit.ts)
 * hands edited code a `require` backed by it.
 *
 * Only what the demo itself uses as a value is listed (type-only imports are
 * dropped first, with sucrase, as in the browser), plus the whole of `react`
 * and `react/jsx-runtime`, which every demo reaches already: the chunk
 * bundles exactly the modules it bundled before and the code splitting of a
 * read-only page is unchanged. A namespace import used only as `ns.name`
 * lists just those names, so a package is not pulled in whole.
 */
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { transform } from 'sucrase';
import ts from 'typescript';

/** Name of the chunk export that holds the scope. */
export const LIVE_SCOPE_EXPORT = 'liveScope';

/** Specifiers always in the scope: the JSX runtime that edited code compiles to, and React. */
const ALWAYS = ['react', 'react/jsx-runtime'];

/** What the scope holds for one specifier. */
export interface ScopeEntry {
  /** Import the whole namespace. */
  namespace: boolean;
  /** Exported names to list (`default` for a default import). */
  names: Set<string>;
}

/** Value imports of a demo source (types removed), by specifier. A side-effect import gets an empty entry. */
export function valueImports(source: string, typescript = true): Map<string, ScopeEntry> {
  // sucrase drops imports used only as types, like the browser transpile of edited code.
  const { code } = transform(source, { transforms: typescript ? ['typescript', 'jsx'] : ['jsx'], jsxRuntime: 'preserve', disableESTransforms: true });
  const sf = ts.createSourceFile('demo.jsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
  const out = new Map<string, ScopeEntry>();
  const entry = (specifier: string) => {
    let e = out.get(specifier);
    if (!e) out.set(specifier, (e = { namespace: false, names: new Set() }));
    return e;
  };
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt) || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
    const e = entry(stmt.moduleSpecifier.text);
    const clause = stmt.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) e.names.add('default');
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) if (!el.isTypeOnly) e.names.add((el.propertyName ?? el.name).text);
    if (bindings && ts.isNamespaceImport(bindings)) {
      const used = memberUses(sf, bindings.name.text);
      if (used) for (const n of used) e.names.add(n);
      else e.namespace = true;
    }
  }
  for (const s of ALWAYS) entry(s).namespace = true;
  return out;
}

/** Names read as `ns.name` when every use of `ns` is such a read; undefined when `ns` is used otherwise. */
function memberUses(sf: ts.SourceFile, ns: string): Set<string> | undefined {
  const names = new Set<string>();
  let whole = false;
  const visit = (node: ts.Node) => {
    if (whole) return;
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && node.text === ns) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) names.add(parent.name.text);
      else if (!(ts.isPropertyAccessExpression(parent) && parent.name === node) && !(ts.isPropertyAssignment(parent) && parent.name === node)) whole = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return whole ? undefined : names;
}

/**
 * The entry module of a demo chunk: the demo's default export and its
 * live scope.
 * @param file absolute path of the demo (the entry imports it)
 */
export function liveScopeEntry(source: string, file: string): string {
  const imports = valueImports(source, /\.tsx?$/.test(file));
  const lines = [`export { default } from ${JSON.stringify(file)};`];
  const props: string[] = [];
  let n = 0;
  for (const [specifier, e] of imports) {
    const parts: string[] = [];
    if (e.namespace) {
      const local = `__ns${n++}`;
      lines.push(`import * as ${local} from ${JSON.stringify(specifier)};`);
      parts.push(`...${local}`);
    }
    for (const name of [...e.names].sort()) {
      if (e.namespace) continue; // already in the namespace
      const local = `__v${n++}`;
      lines.push(name === 'default' ? `import ${local} from ${JSON.stringify(specifier)};` : `import { ${name} as ${local} } from ${JSON.stringify(specifier)};`);
      parts.push(`${JSON.stringify(name)}: ${local}`);
    }
    props.push(`  ${JSON.stringify(specifier)}: { ${parts.join(', ')} },`);
  }
  lines.push(`export const ${LIVE_SCOPE_EXPORT} = {\n${props.join('\n')}\n};`);
  return `${lines.join('\n')}\n`;
}

const NAMESPACE = 'live-demo';

/** The esbuild entry point of a demo chunk (resolved by `liveDemoPlugin`). */
export function liveDemoEntry(file: string): string {
  return `${NAMESPACE}:${file}`;
}

const entries = new Map<string, { source: string; entry: string }>();

/** The source of a demo as this plugin last loaded it: what the chunk on disk was built from (npm start's quick chunks, scripts/demos/quick-chunk.ts). */
export function loadedSource(file: string): string | undefined {
  return entries.get(file)?.source;
}

/** Loads `live-demo:<file>` entries as `liveScopeEntry` modules (memoised by source, for watch rebuilds). */
export const liveDemoPlugin: Plugin = {
  name: 'live-demo-entry',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      let cached = entries.get(args.path);
      if (cached?.source !== source) entries.set(args.path, (cached = { source, entry: liveScopeEntry(source, args.path) }));
      return { contents: cached.entry, resolveDir: dirname(args.path), loader: 'js', watchFiles: [args.path] };
    });
  },
};
