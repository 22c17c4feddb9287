/**
 * What a demo's imports say about it: the plan it needs (a `-pro` or
 * `-premium` package), the date adapter it uses, and the local modules
 * (shared data, stylesheets) it pulls in, which the chunk hash must cover.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { adapterPackage, type DateLibrary } from '../../lib/date-adapters';
import type { Plan } from '../../lib/nav';
import { ContentError } from '../content/markdown';

/** One import of a source file. */
export interface ImportRef {
  specifier: string;
  line: number;
}

const LOCAL_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];
const ADAPTER_IMPORT = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter[A-Za-z0-9]*)$/;

/** Module specifiers of a source (static imports, re-exports, dynamic imports) with their line (shared between callers: read-only). */
export function importsOf(source: string): readonly Readonly<ImportRef>[] {
  let refs = importsCache.get(source);
  if (!refs) {
    const info = ts.preProcessFile(source, true, true);
    refs = info.importedFiles.map((f) => ({ specifier: f.fileName, line: source.slice(0, f.pos).split('\n').length }));
    // Every demo of the site is read at each build (and once per locale in a one-page rebuild): the scan is the cost.
    if (importsCache.size > 5000) importsCache.clear();
    importsCache.set(source, refs);
  }
  return refs;
}

const importsCache = new Map<string, readonly Readonly<ImportRef>[]>();

/**
 * Plan a set of module specifiers needs: premium beats pro.
 * @example planOf(['@mui/x-data-grid-pro']) // 'pro'
 */
export function planOf(specifiers: readonly string[]): Plan | undefined {
  const pkg = (s: string) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!);
  const names = specifiers.map(pkg).filter((p) => p.startsWith('@mui/x-'));
  if (names.some((p) => p.endsWith('-premium'))) return 'premium';
  if (names.some((p) => p.endsWith('-pro'))) return 'pro';
  return undefined;
}

/**
 * Date library of the adapter a file imports, if any. An adapter the
 * pickers do not know fails with `file:line` and a message naming the adapter.
 */
export function adapterOf(imports: readonly ImportRef[], file: string): DateLibrary | undefined {
  for (const ref of imports) {
    const m = ADAPTER_IMPORT.exec(ref.specifier);
    if (!m) continue;
    try {
      return adapterPackage(m[1]!).package;
    } catch (e) {
      throw new ContentError(file, ref.line, (e as Error).message);
    }
  }
  return undefined;
}

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = join(dirname(fromFile), specifier);
  for (const ext of LOCAL_EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** A demo source and everything local it imports. */
export interface DemoGraph {
  /** Absolute paths: the demo first, then its local modules (code and CSS). */
  files: string[];
  /** Contents by absolute path. */
  contents: Map<string, string>;
  /** Every non-relative specifier of the demo and its local modules. */
  packages: string[];
  /** Local stylesheets the demo imports (absolute paths). */
  stylesheets: string[];
  adapter?: DateLibrary;
}

/**
 * Reads a demo and walks its relative imports. A relative import that
 * does not resolve fails with the importing file and line.
 */
export function readDemoGraph(root: string, entry: string): DemoGraph {
  const graph: DemoGraph = { files: [], contents: new Map(), packages: [], stylesheets: [] };
  const visit = (file: string) => {
    if (graph.contents.has(file)) return;
    const source = readFileSync(file, 'utf8');
    graph.files.push(file);
    graph.contents.set(file, source);
    if (file.endsWith('.css')) {
      graph.stylesheets.push(file);
      return;
    }
    const imports = importsOf(source);
    graph.adapter ??= adapterOf(imports, relative(root, file));
    for (const ref of imports) {
      if (!ref.specifier.startsWith('.')) {
        graph.packages.push(ref.specifier);
        continue;
      }
      const target = resolveLocal(file, ref.specifier);
      if (!target) throw new ContentError(relative(root, file), ref.line, `cannot find the module "${ref.specifier}" beside the demo`);
      visit(target);
    }
  };
  visit(entry);
  return graph;
}
