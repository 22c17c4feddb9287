/**
 * CSS classes of a component: the keys and JSDoc of its `*Classes` interface
 * (the type of its `classes` prop, else the `<component>Classes` export), and
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

function typeName(type: ts.Type): string | undefined {
  return type.aliasSymbol?.name ?? type.getSymbol()?.name;
}

/** Name of the interface that declares the properties of a classes type (`GridClasses`). */
function declaringInterface(type: ts.Type, checker: ts.TypeChecker): string | undefined {
  const first = checker.getPropertiesOfType(type)[0]?.declarations?.[0];
  const parent = first?.parent;
  if (parent && ts.isInterfaceDeclaration(parent)) return parent.name.text;
  if (parent && ts.isTypeLiteralNode(parent) && ts.isTypeAliasDeclaration(parent.parent)) return parent.parent.name.text;
  return typeName(type);
}

/** Finds the `*Classes` const whose type is the given interface, and reads its prefix. */
function prefixFor(interfaceName: string, exportsByPackage: ProductExports, checker: ts.TypeChecker): string | undefined {
  for (const exports of exportsByPackage) {
    for (const [name, symbol] of exports) {
      if (!name.endsWith('Classes') || !(symbol.flags & ts.SymbolFlags.Variable)) continue;
      if (typeName(checker.getTypeOfSymbol(symbol)) !== interfaceName) continue;
      const file = symbol.valueDeclaration?.getSourceFile().fileName.replace(/\.d\.ts$/, '.js');
      if (!file || !existsSync(file)) continue;
      const prefix = prefixFromJs(readFileSync(file, 'utf8'), symbol.name);
      if (prefix) return prefix;
    }
  }
  return undefined;
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * CSS classes documented for a component.
 * @param componentName the name without an `Unstable_` prefix.
 * @param classesProp the component's `classes` prop, when it has one.
 */
export function readClasses(
  componentName: string,
  classesProp: ts.Symbol | undefined,
  exportsByPackage: ProductExports,
  checker: ts.TypeChecker,
): ClassDoc[] {
  let type: ts.Type | undefined;
  if (classesProp) type = checker.getNonNullableType(checker.getTypeOfSymbol(classesProp));
  else {
    const constName = `${lowerFirst(componentName)}Classes`;
    const symbol = exportsByPackage.map((e) => e.get(constName)).find((s) => s && s.flags & ts.SymbolFlags.Variable);
    if (symbol) type = checker.getTypeOfSymbol(symbol);
  }
  if (!type) return [];
  const interfaceName = declaringInterface(type, checker);
  const prefix = (interfaceName && prefixFor(interfaceName, exportsByPackage, checker)) ?? `Mui${componentName}`;
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
