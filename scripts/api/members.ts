/**
 * Which members a page documents, and what it says about each.
 *
 * The inclusion rule (the completeness test implements it again, separately):
 * a property of a component's props type (the type of the first parameter of
 * the component's first call signature) or of an interface is documented when
 *   1. at least one of its declarations is in a file under
 *      `node_modules/@mui/x-*` (so MUI X's own props and the MUI X props it
 *      inherits, but not React's DOM/HTML/SVG attributes, `key`, `ref`, or the
 *      props of Material UI components a part extends, which Material UI
 *      documents), and
 *   2. its JSDoc has no `@ignore` tag (the authors' "do not document").
 * When the type is a union (`GridColDef`, `ChartsReferenceLine`), its
 * properties are the union of every member's properties: a prop that exists
 * in some variants is still a prop the reader may pass.
 */
import ts from 'typescript';
import { defaultOf, deprecationOf, printPropType, printShort, readDescription, readTags, type TagText } from './jsdoc';
import type { ParamDoc, PropDoc, SignatureDoc } from './types';

const MUI_X_FILE = /\/node_modules\/@mui\/x-[^/]+\//;

/** Rule 1 + 2 above. */
export function isDocumentedMember(symbol: ts.Symbol): boolean {
  const decls = symbol.declarations ?? [];
  if (!decls.some((d) => MUI_X_FILE.test(d.getSourceFile().fileName))) return false;
  return !symbol.getJsDocTags().some((t) => t.name === 'ignore');
}

/**
 * Documented properties of a type; for a union, the union of its members'
 * documented properties. A name that is `never` in one member (the other side
 * of an XOR) is read from a member where it has a real type.
 */
export function propertiesOf(type: ts.Type, checker: ts.TypeChecker, keep: (s: ts.Symbol) => boolean = isDocumentedMember): ts.Symbol[] {
  if (!type.isUnion()) return checker.getPropertiesOfType(type).filter(keep);
  const byName = new Map<string, ts.Symbol>();
  for (const member of type.types) {
    if (member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) continue;
    for (const prop of checker.getPropertiesOfType(member)) {
      if (!keep(prop)) continue;
      const seen = byName.get(prop.name);
      if (!seen || (isNever(seen, checker) && !isNever(prop, checker))) byName.set(prop.name, prop);
    }
  }
  return [...byName.values()];
}

function isNever(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return (checker.getNonNullableType(checker.getTypeOfSymbol(symbol)).flags & ts.TypeFlags.Never) !== 0;
}

/** A property is required when it is not optional (in every union member that has it, and all have it). */
export function isRequired(name: string, type: ts.Type, checker: ts.TypeChecker): boolean {
  const members = type.isUnion() ? type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) : [type];
  return members.every((t) => {
    const prop = checker.getPropertyOfType(t, name);
    return prop !== undefined && !(prop.flags & ts.SymbolFlags.Optional);
  });
}

/** Parameter descriptions from `@param` tags: by name, else by position. */
function paramDescription(tags: readonly TagText[], name: string, index: number): string | undefined {
  const params = tags.filter((t) => t.name === 'param');
  const byName = params.find((t) => t.paramName === name || t.paramName?.replace(/^\.\.\./, '') === name);
  const tag = byName ?? params[index];
  return tag?.text ? tag.text.replace(/^-\s*/, '') : undefined;
}

/** Reads a call signature's parameters and return type, with the JSDoc of its owner. */
export function readSignature(signature: ts.Signature, tags: readonly TagText[], checker: ts.TypeChecker): SignatureDoc {
  const params: ParamDoc[] = signature.parameters.map((param, index) => {
    const decl = param.valueDeclaration;
    const rest = decl !== undefined && ts.isParameter(decl) && decl.dotDotDotToken !== undefined;
    const optional = decl !== undefined && ts.isParameter(decl) && (decl.questionToken !== undefined || decl.initializer !== undefined);
    const description = paramDescription(tags, param.name, index);
    return {
      name: rest ? `...${param.name}` : param.name,
      type: printShort(checker.getTypeOfSymbol(param), checker),
      ...(optional ? { optional } : {}),
      ...(description ? { description } : {}),
    };
  });
  const returns = tags.find((t) => t.name === 'returns' || t.name === 'return');
  return {
    params,
    returnType: printShort(signature.getReturnType(), checker),
    ...(returns?.text ? { returnDescription: returns.text.replace(/^\{[^}]*\}\s*/, '') } : {}),
  };
}

/** Everything a page says about one property. */
export function readProp(symbol: ts.Symbol, owner: ts.Type, checker: ts.TypeChecker): PropDoc {
  const tags = readTags(symbol, checker);
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  const signatures = type.getCallSignatures();
  const isFunction = signatures.length > 0 && !type.isUnion() && checker.getPropertiesOfType(type).length === 0;
  const def = defaultOf(tags);
  const deprecated = deprecationOf(tags);
  return {
    name: symbol.name,
    type: printPropType(symbol, checker),
    required: isRequired(symbol.name, owner, checker),
    ...(def !== undefined ? { default: def } : {}),
    description: readDescription(symbol, checker),
    ...(deprecated !== undefined ? { deprecated } : {}),
    ...(isFunction ? { signature: readSignature(signatures[0]!, tags, checker) } : {}),
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Case-insensitive alphabetical order of props, as readers scan them. */
export function byName<T extends { name: string }>(a: T, b: T): number {
  return collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
