/**
 * CSS classes of a component: the keys and JSDoc of its `*Classes` interface
 * (the type of its `classes` prop, else the exported `<Component>Classes` type), and
 * the global class names MUI generates for them. The `Mui<Name>` prefix is
 * not in the types, so it is read from the `generateUtilityClasses('MuiX', …)`
 * call in the JavaScript file beside the declaration of the `*Classes` const.
 */
import { existsSync, readFileSync } from 'node:fs';
import { globalStateClasses } from '@mui/utils/generateUtilityClass';
import ts from 'typescript';
import { deprecationOf, readDescription, readTags } from './jsdoc';
import { isDocumentedMember } from './members';
import type { ClassDoc } from './types';

/** Exports of the packages of one product, most basic package first. */
export type ProductExports = ReadonlyArray<ReadonlyMap<string, ts.Symbol>>;

/** Global class name of a key: `Mui-selected` for global states, else `<prefix>-<key>`. */
export function globalClassName(prefix: string, key: string): string {
  return key in globalStateClasses ? `Mui-${key}` : `${prefix}-${key}`;
}

/** Reads the `Mui…` prefix given to `generateUtilityClasses` for a const in a compiled JS file. */
export function prefixFromJs(source: string, constName: string): string | undefined {
  const own = new RegExp(`\\b${constName}\\s*=[^;]*?\\(\\s*['"](Mui[\\w-]*)['"]`).exec(source);
  if (own) return own[1];
  return /generateUtilityClass(?:es)?\b[^(]*\)?\(\s*['"](Mui[\w-]*)['"]/.exec(source)?.[1];
}

/** Files declaring a classes type: its own interface (`Partial<X>` -> X's) and its first property's. */
function declaringFiles(type: ts.Type, checker: ts.TypeChecker): Set<string> {
  const files = new Set<string>();
  for (const t of [type, ...(type.aliasTypeArguments ?? [])]) {
    for (const d of t.getSymbol()?.declarations ?? []) files.add(d.getSourceFile().fileName);
  }
  const first = checker.getPropertiesOfType(type)[0]?.declarations?.[0];
  if (first) files.add(first.getSourceFile().fileName);
  return files;
}

function keysOf(type: ts.Type, checker: ts.TypeChecker): string {
  return checker
    .getPropertiesOfType(type)
    .map((p) => p.name)
    .sort()
    .join();
}

const constKeyCache = new WeakMap<ts.Symbol, string>();

function constKeys(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  let keys = constKeyCache.get(symbol);
  if (keys === undefined) constKeyCache.set(symbol, (keys = keysOf(checker.getTypeOfSymbol(symbol), checker)));
  return keys;
}

/**
 * The `*Classes` const of a component's classes type: the one named after the
 * component with the same keys (`multiInputDateTimeRangeFieldClasses`), else
 * the one declared beside the type (`gridClasses` beside `GridClasses`), else
 * any with the same keys.
 */
function classesConst(componentName: string, type: ts.Type, exportsByPackage: ProductExports, checker: ts.TypeChecker): ts.Symbol | undefined {
  const consts = new Set<ts.Symbol>();
  for (const exports of exportsByPackage) {
    for (const [name, symbol] of exports) if (name.endsWith('Classes') && symbol.flags & ts.SymbolFlags.Variable) consts.add(symbol);
  }
  const keys = keysOf(type, checker);
  const sameKeys = [...consts].filter((c) => constKeys(c, checker) === keys);
  const named = `${componentName.charAt(0).toLowerCase()}${componentName.slice(1)}Classes`;
  const files = declaringFiles(type, checker);
  return sameKeys.find((c) => c.name === named) ?? [...consts].find((c) => files.has(c.valueDeclaration?.getSourceFile().fileName ?? '')) ?? sameKeys[0];
}

/** The `Mui…` prefix of a classes type, read from the compiled JS of its const. */
function prefixFor(componentName: string, type: ts.Type, exportsByPackage: ProductExports, checker: ts.TypeChecker): string | undefined {
  const symbol = classesConst(componentName, type, exportsByPackage, checker);
  const file = symbol?.valueDeclaration?.getSourceFile().fileName.replace(/\.d\.ts$/, '.js');
  return symbol && file && existsSync(file) ? prefixFromJs(readFileSync(file, 'utf8'), symbol.name) : undefined;
}

/**
 * CSS classes documented for a component.
 * @param componentName the name without an `Unstable_` prefix.
 * @param classesProp the component's `classes` prop, when it has one.
 */
export function readClasses(componentName: string, classesProp: ts.Symbol | undefined, exportsByPackage: ProductExports, checker: ts.TypeChecker): ClassDoc[] {
  let type: ts.Type | undefined;
  if (classesProp) type = checker.getNonNullableType(checker.getTypeOfSymbol(classesProp));
  else {
    // No `classes` prop: the `<Component>Classes` type, when the package exports one.
    const symbol = exportsByPackage.map((e) => e.get(`${componentName}Classes`)).find((s) => s && s.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias));
    if (symbol) type = checker.getDeclaredTypeOfSymbol(symbol);
  }
  if (!type) return [];
  const prefix = prefixFor(componentName, type, exportsByPackage, checker) ?? `Mui${componentName}`;
  return checker
    .getPropertiesOfType(type)
    .filter(isDocumentedMember)
    .map((symbol) => {
      const deprecated = deprecationOf(readTags(symbol, checker));
      return {
        key: symbol.name,
        className: globalClassName(prefix, symbol.name),
        description: readDescription(symbol, checker),
        ...(deprecated !== undefined ? { deprecated } : {}),
      };
    });
}
