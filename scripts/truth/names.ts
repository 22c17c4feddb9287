/**
 * The name index the truth check reads: every name a reader can meet in the
 * installed 8.11.1 type definitions, per MUI X package — declared names
 * (components, types, hooks, functions, locales, sub-path exports) and the
 * members of every interface, type literal, class and enum (props, slots,
 * apiRef methods, state and model fields), nested package copies included —
 * plus the generated class names, and the names of what pages use beside MUI
 * X (Material UI, React, the date libraries, JavaScript and DOM), which pass
 * on any page. The declaration files are parsed, not type-checked: that
 * finds members of types no export names directly (the Tree View's apiRef
 * methods) and takes a few seconds. The props of the free components
 * (`freeProps`) need the type checker (a prop can come from an extended or
 * Omit-ted type): one program over the community packages, some 10-25 s on a
 * cache miss. Cached like the API data.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { packageVersions } from '../api/cache';
import { PACKAGES } from '../api/packages';
import { entryOf, READ_OPTIONS } from '../api/program';

export interface NameIndex {
  version: number;
  /** Names per MUI X package (`@mui/x-data-grid-pro` -> names). */
  packages: Record<string, string[]>;
  /** Generated class names per MUI X package (`MuiDataGrid-cell`). */
  classes: Record<string, string[]>;
  /** Names of the libraries and platform used beside MUI X. */
  foreign: string[];
  /**
   * Per product, the props of the components its free package exports (every
   * `X` with an `XProps` type): what a page may not call Pro or Premium only.
   */
  freeProps: Record<string, string[]>;
}

const INDEX_VERSION = 5;
/** MUI X packages every page may name, whatever its product (the licence, telemetry). */
export const SHARED_X_PACKAGES = ['@mui/x-license', '@mui/x-telemetry'];
/** Folders (below node_modules) whose declarations pages use beside MUI X. */
const FOREIGN_DIRS = ['@mui/material', '@mui/system', '@mui/utils', '@types/react', '@types/react-dom', 'dayjs', 'date-fns', '@types/luxon', 'moment', 'typescript/lib'];

const NAMED = new Set([
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.EnumMember,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.ExportSpecifier,
  ts.SyntaxKind.ImportSpecifier,
]);

/** Declaration files below a folder (nested packages included, unless `nested` is false). */
function dtsFiles(dir: string, nested = true, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name === 'esm' || (!nested && e.name === 'node_modules')) continue;
      dtsFiles(full, nested, out);
    } else if (/\.d\.[cm]?ts$/.test(e.name)) out.push(full);
  }
  return out;
}

/**
 * Declared names and member names of declaration files; `classKeys` gets the
 * members of `*Classes` interfaces. With `parameters`, parameter names count
 * too (`selectRow(id, isSelected?, resetSelection?)`).
 */
function namesOfFiles(files: string[], names: Set<string>, classKeys?: Set<string>, parameters = false): void {
  for (const file of files) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node, inClasses: boolean) => {
      let classes = inClasses;
      if (NAMED.has(node.kind) || (parameters && node.kind === ts.SyntaxKind.Parameter)) {
        const name = (node as ts.NamedDeclaration).name;
        if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name))) {
          names.add(name.text);
          if (inClasses && classKeys) classKeys.add(name.text);
        }
        if (ts.isExportSpecifier(node) && node.propertyName && ts.isIdentifier(node.propertyName)) names.add(node.propertyName.text);
        if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && /Classes$/.test(node.name.text)) classes = true;
      }
      ts.forEachChild(node, (child) => visit(child, classes));
    };
    visit(sf, false);
  }
}

/**
 * `generateUtilityClasses('MuiDataGrid', [...])` calls and `Mui…` literals of
 * a package's JavaScript; its camelCase string values go into `values`.
 */
function classNamesOf(dir: string, keys: Set<string>, values?: Set<string>): string[] {
  const prefixes = new Set<string>();
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith('.js')) {
        const src = readFileSync(join(d, e.name), 'utf8');
        for (const m of src.matchAll(/['"](Mui[A-Z]\w*)['"]/g)) prefixes.add(m[1]!);
        // camelCase string values readers name in prose: filter operators (`isAnyOf`), modes, event names.
        if (values) for (const m of src.matchAll(/['"]([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)['"]/g)) values.add(m[1]!);
        // Environment variables the package reads (`MUI_X_TELEMETRY_DISABLED`).
        if (values) for (const m of src.matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)) values.add(m[1]!);
        for (const m of src.matchAll(/generateUtilityClass(?:es)?\(\s*['"]Mui[A-Z]\w*['"]\s*,\s*\[([^\]]*)\]/g)) for (const k of m[1]!.matchAll(/['"]([\w-]+)['"]/g)) keys.add(k[1]!);
      }
    }
  };
  walk(join(dir, 'esm'));
  const out: string[] = [];
  for (const p of prefixes) for (const k of keys) out.push(`${p}-${k}`);
  return out;
}

/**
 * Props of the free package's components, per product: for every exported
 * component `X` with an exported `XProps` type, the properties of that type
 * as the checker resolves it (`DataGridProps` omits the props the free grid
 * forces, such as `listView`).
 */
export function freePropsOf(root: string): Record<string, string[]> {
  const free = PACKAGES.filter((p) => !p.plan);
  const entries = free.map((p) => entryOf(root, p.name));
  const program = ts.createProgram(entries, READ_OPTIONS);
  const checker = program.getTypeChecker();
  const out: Record<string, string[]> = {};
  free.forEach((spec, i) => {
    const file = program.getSourceFile(entries[i]!);
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) return;
    const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]));
    const props = new Set<string>(out[spec.product]);
    for (const [name, symbol] of exported) {
      if (!/^[A-Z]/.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) continue;
      const propsType = exported.get(`${name}Props`);
      if (!propsType || !(propsType.flags & ts.SymbolFlags.Type)) continue;
      for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(propsType))) props.add(member.name);
    }
    out[spec.product] = [...props].sort();
  });
  return out;
}

/** Reads the index from the installed packages. */
export function extractNames(root: string): NameIndex {
  const modules = join(root, 'node_modules');
  const packages: Record<string, string[]> = {};
  const classes: Record<string, string[]> = {};
  for (const name of [...PACKAGES.map((p) => p.name), ...SHARED_X_PACKAGES]) {
    const dir = join(modules, name);
    const names = new Set<string>();
    const keys = new Set<string>();
    namesOfFiles(dtsFiles(dir), names, keys, true);
    // Sub-path entry folders are names too: `themeAugmentation`, `AdapterDateFnsV2`, `locales`.
    for (const e of readdirSync(dir, { withFileTypes: true })) if (e.isDirectory() && existsSync(join(dir, e.name, 'index.d.ts'))) names.add(e.name);
    classes[name] = classNamesOf(dir, keys, names).sort();
    packages[name] = [...names].sort();
  }
  const foreign = new Set<string>();
  for (const d of FOREIGN_DIRS) {
    const dir = join(modules, d);
    const files = d === 'typescript/lib' ? dtsFiles(dir, false).filter((f) => /lib\.(es20\d\d|es5|dom|dom\.iterable|esnext)[.\w]*\.d\.ts$/.test(f)) : dtsFiles(dir, false);
    namesOfFiles(files, foreign);
  }
  return { version: INDEX_VERSION, packages, classes, foreign: [...foreign].sort(), freeProps: freePropsOf(root) };
}

/** The index for the installed packages, from `.cache/truth/` when nothing it depends on changed. */
export function loadNames(root: string, cacheDir = join(root, '.cache', 'truth')): { index: NameIndex; hit: boolean } {
  const here = dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256')
    .update(`names ${INDEX_VERSION}\n${packageVersions(root).join('\n')}\n${ts.version}\n${FOREIGN_DIRS.join()}`)
    .update(existsSync(join(here, 'names.ts')) ? readFileSync(join(here, 'names.ts')) : '')
    .digest('hex')
    .slice(0, 24);
  const file = join(cacheDir, `names-${hash}.json`);
  if (existsSync(file)) {
    try {
      const index = JSON.parse(readFileSync(file, 'utf8')) as NameIndex;
      if (index.version === INDEX_VERSION) return { index, hit: true };
    } catch {
      // Torn file: extract again.
    }
  }
  const index = extractNames(root);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(index));
  renameSync(`${file}.${process.pid}.tmp`, file);
  return { index, hit: false };
}
