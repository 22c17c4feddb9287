/**
 * One TypeScript program over the entry `.d.ts` of every documented package
 * (one program is several times faster than one per package, since they
 * share React's and each other's types), and name resolution on top of it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { PACKAGES, packageDir, packagesOf, type PackageSpec, type ProductSlug } from './packages';
import type { ImportLine } from './types';

export interface ApiProgram {
  checker: ts.TypeChecker;
  /** Exported symbols (aliases resolved) by package name. */
  exports: Map<string, Map<string, ts.Symbol>>;
  versions: Map<string, string>;
}

/** Compiler options for reading published declaration files. */
export const READ_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** Entry declaration file of an installed package (its `types` field). */
export function entryOf(root: string, name: string): string {
  const dir = packageDir(root, name);
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { types?: string; typings?: string; version: string };
  return join(dir, json.types ?? json.typings ?? 'index.d.ts');
}

/** Creates the program and indexes every package's exports. */
export function createApiProgram(root: string): ApiProgram {
  const entries = PACKAGES.map((p) => entryOf(root, p.name));
  const program = ts.createProgram(entries, READ_OPTIONS);
  const checker = program.getTypeChecker();
  const exports = new Map<string, Map<string, ts.Symbol>>();
  const versions = new Map<string, string>();
  PACKAGES.forEach((spec, i) => {
    const file = program.getSourceFile(entries[i]!);
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`Cannot read the type definitions of ${spec.name}`);
    const map = new Map<string, ts.Symbol>();
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      map.set(symbol.name, symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
    }
    exports.set(spec.name, map);
    const json = JSON.parse(readFileSync(join(packageDir(root, spec.name), 'package.json'), 'utf8')) as { version: string };
    versions.set(spec.name, json.version);
  });
  return { checker, exports, versions };
}

/** One package's export of a name. */
export interface Exporter {
  spec: PackageSpec;
  exportName: string;
  symbol: ts.Symbol;
}

export interface Resolved {
  /** The package that documents the name: the most basic one exporting it. */
  documenting: Exporter;
  /** Every package exporting the same declaration (the import lines). */
  exporters: Exporter[];
  imports: ImportLine[];
}

/** Declaration identity across nested copies of a package: path below `@mui/` + name. */
function declarationKey(symbol: ts.Symbol): string {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  return `${file.slice(file.lastIndexOf('/node_modules/@mui/') + 19)}#${symbol.name}`;
}

function isDeprecated(symbol: ts.Symbol): boolean {
  return symbol.getJsDocTags().some((t) => t.name === 'deprecated');
}

/**
 * Finds which packages of a product export a name (or its `Unstable_` form).
 * Deprecated stubs (`-pro` exports `DataGrid(): null` telling you to import
 * `DataGridPro`) are skipped when a real export exists.
 */
export function resolveName(api: ApiProgram, product: ProductSlug | undefined, name: string): Resolved | undefined {
  const specs = product ? packagesOf(product) : [...PACKAGES];
  for (const exportName of [name, `Unstable_${name}`, `unstable_${name}`]) {
    const found: Exporter[] = [];
    for (const spec of specs) {
      const symbol = api.exports.get(spec.name)?.get(exportName);
      if (symbol) found.push({ spec, exportName, symbol });
    }
    if (found.length === 0) continue;
    const live = found.filter((e) => !isDeprecated(e.symbol));
    const candidates = live.length > 0 ? live : found;
    const documenting = candidates[0]!;
    const key = declarationKey(documenting.symbol);
    const exporters = candidates.filter((e) => declarationKey(e.symbol) === key);
    return {
      documenting,
      exporters,
      imports: exporters.map((e) => ({ packageName: e.spec.name, exportName: e.exportName })),
    };
  }
  return undefined;
}

/** Every product package exporting a type name, most basic first (for interface pages). */
export function typeExporters(api: ApiProgram, product: ProductSlug, name: string): Exporter[] {
  return packagesOf(product).flatMap((spec) => {
    const symbol = api.exports.get(spec.name)?.get(name);
    return symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) ? [{ spec, exportName: name, symbol }] : [];
  });
}
