/**
 * Reading the library authors' JSDoc and printing types in a readable form,
 * on top of the TypeScript checker. Pure helpers: no program is created here.
 */
import ts from 'typescript';

/** JSDoc tag with its text joined (`@default false` -> { name: 'default', text: 'false' }). */
export interface TagText {
  name: string;
  text: string;
  /** For `@param`: the parameter name the tag names. */
  paramName?: string;
}

/**
 * Joins display parts into markdown, turning `{@link url text}` into a markdown
 * link and `{@link Name}` into inline code.
 */
export function partsToMarkdown(parts: readonly ts.SymbolDisplayPart[] | undefined): string {
  if (!parts) return '';
  let out = '';
  let link: string | undefined;
  for (const part of parts) {
    if (part.kind === 'link') {
      if (link === undefined) link = '';
      else {
        out += linkToMarkdown(link.trim());
        link = undefined;
      }
    } else if (link !== undefined) {
      link += part.text;
    } else {
      out += part.text;
    }
  }
  if (link !== undefined) out += link;
  return out.trim();
}

function linkToMarkdown(inner: string): string {
  const m = /^(https?:\/\/\S+)(?:\s*\|?\s*(.*))?$/.exec(inner);
  if (m) return `[${m[2] || m[1]}](${m[1]})`;
  const [target, ...text] = inner.split(/\s*\|\s*|\s+/);
  return text.length > 0 ? `${text.join(' ')} (\`${target}\`)` : `\`${target}\``;
}

/** Every JSDoc tag of a symbol, with its text as markdown. */
export function readTags(symbol: ts.Symbol, checker: ts.TypeChecker): TagText[] {
  return symbol.getJsDocTags(checker).map((tag) => {
    const parts = tag.text ?? [];
    if (tag.name === 'param') {
      const nameIdx = parts.findIndex((p) => p.kind === 'parameterName');
      if (nameIdx >= 0) {
        return { name: tag.name, paramName: parts[nameIdx]!.text, text: partsToMarkdown(parts.slice(nameIdx + 1)) };
      }
    }
    return { name: tag.name, text: partsToMarkdown(parts) };
  });
}

/**
 * A description that is the same text twice (a member declared in two
 * merged types, such as a field's `InputProps` from Material UI's
 * TextField and from the pickers, each with its JSDoc), once; the copies
 * may differ only in writing mui.com links absolute or as root paths.
 */
export function withoutRepeat(md: string): string {
  const lines = md.split('\n');
  const norm = (part: string[]) =>
    part
      .join('\n')
      .replace(/https:\/\/mui\.com(?=\/)/g, '')
      .trim();
  for (let k = 1; k < lines.length; k++) {
    if (k * 2 === lines.length && norm(lines.slice(0, k)) === norm(lines.slice(k))) return lines.slice(0, k).join('\n').trim();
  }
  return md;
}

/** The JSDoc description of a symbol, as markdown. */
export function readDescription(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return withoutRepeat(partsToMarkdown(symbol.getDocumentationComment(checker)));
}

/** Text of the first `@default` tag, trimmed; undefined when absent or empty. */
export function defaultOf(tags: readonly TagText[]): string | undefined {
  const tag = tags.find((t) => t.name === 'default');
  const text = tag?.text.trim();
  return text ? text : undefined;
}

/** Text of the `@deprecated` tag ('' when deprecated without a reason); undefined when not deprecated. */
export function deprecationOf(tags: readonly TagText[]): string | undefined {
  const tag = tags.find((t) => t.name === 'deprecated');
  return tag ? tag.text.trim() : undefined;
}

/** Splits a type at its top-level `|` (outside brackets and strings). */
export function splitTopLevelUnion(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c) && !(c === '>' && text[i - 1] === '=')) depth--;
    else if (c === '|' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter((part) => part !== '');
}

/** True when the text is one parenthesised group: `(a) => b` is not, `((a) => b)` is. */
function isWrapped(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0 && i < text.length - 1) return false;
  }
  return true;
}

/** Removes a top-level `undefined` member from a printed union (and the parentheses it needed). */
export function stripUndefined(text: string): string {
  const parts = splitTopLevelUnion(text);
  const kept = parts.filter((p) => p !== 'undefined');
  if (kept.length === 0) return text.trim();
  if (kept.length === 1 && isWrapped(kept[0]!)) return kept[0]!.slice(1, -1);
  return kept.join(' | ');
}

const LITERAL = ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Null | ts.TypeFlags.Undefined;

/** `'cell' | 'row'` rather than `GridEditMode`: a union of literals is clearer spelled out. */
function literalUnion(type: ts.Type, checker: ts.TypeChecker): string | undefined {
  if (!type.isUnion() || !type.types.every((t) => t.flags & LITERAL)) return undefined;
  const names = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)).map((t) => checker.typeToString(t));
  const hasBoolean = names.includes('true') && names.includes('false');
  const out = hasBoolean ? ['boolean', ...names.filter((n) => n !== 'true' && n !== 'false')] : names;
  return out.join(' | ');
}

const FULL = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
const SHORT = ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
/** Longest checker-printed type kept before falling back to the declared annotation. */
const MAX_EXPANDED = 120;

const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });

/** Type annotation of a property declaration, printed without comments on one line. */
function annotationOf(symbol: ts.Symbol): ts.TypeNode | undefined {
  for (const decl of symbol.declarations ?? []) {
    if ((ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) && decl.type) return decl.type;
  }
  return undefined;
}

function printNode(node: ts.TypeNode): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()).replace(/\s+/g, ' ').replace(/;\s*}/g, ' }');
}

/**
 * Readable type of a property: the checker's expansion when short and flat
 * (`'cell' | 'row'`), else the annotation the authors wrote (`GridSortModel`),
 * else the checker's truncated form. A bare type parameter prints as its
 * constraint (`Multiple` -> `boolean`). Never includes `| undefined`.
 */
export function printPropType(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  let type = checker.getTypeOfSymbol(symbol);
  const defined = type.isUnion() ? type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : [type];
  const constraint = defined.length === 1 && defined[0]!.flags & ts.TypeFlags.TypeParameter ? checker.getBaseConstraintOfType(defined[0]!) : undefined;
  if (constraint && !(constraint.flags & ts.TypeFlags.Unknown)) type = constraint;
  const literals = literalUnion(type, checker);
  if (literals && literals.length <= MAX_EXPANDED * 2) return literals;
  const expanded = stripUndefined(checker.typeToString(type, undefined, FULL));
  const node = annotationOf(symbol);
  // `any` often stands for a conditional alias without its input (`PickerValidDate` without an adapter): the annotation says more.
  const useful = node && !(checker.getTypeFromTypeNode(node).flags & ts.TypeFlags.TypeParameter) ? node : undefined;
  if (expanded.length <= MAX_EXPANDED && !expanded.includes('{') && !(expanded === 'any' && useful)) return expanded;
  if (useful) return stripUndefined(printNode(useful));
  return stripUndefined(checker.typeToString(type, undefined, SHORT));
}

/** Prints a type briefly (truncated by the checker when very long). */
export function printShort(type: ts.Type, checker: ts.TypeChecker): string {
  return checker.typeToString(type, undefined, SHORT);
}
