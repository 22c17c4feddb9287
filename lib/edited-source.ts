/**
 * An edited demo made self-contained again. The live editor shows the
 * demo's own file (`import { employees } from '../shared/employees'`);
 * the page also carries the demo's self-contained copy (its local modules
 * inlined by scripts/demos/inline.ts). Copy and the two sandboxes of an
 * edited demo take the reader's text, drop its imports of local modules
 * and put the inlined modules of the copy in their place, with the package
 * imports those modules need, so what leaves the page builds on its own.
 * Pure: the client calls it on click, the unit tests over the build output.
 */

export interface ImportBinding {
  /** The name in the module (`default`, `*` for a namespace). */
  imported: string;
  /** The name in the importing file. */
  local: string;
  type: boolean;
}

export interface ImportDecl {
  /** The declaration's text as written. */
  text: string;
  specifier: string;
  bindings: ImportBinding[];
}

export interface SplitSource {
  /** Comments and blank lines before the first import. */
  head: string;
  imports: ImportDecl[];
  /** Everything after the last import. */
  body: string;
}

const SKIP = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/;
const SIDE_EFFECT = /^import\s*(['"])([^'"\n]+)\1\s*;?/;
const WITH_CLAUSE = /^import\s+(type\s+)?([^'";]*?)\s*from\s*(['"])([^'"\n]+)\3\s*;?/;

function parseClause(clause: string, typeOnly: boolean): ImportBinding[] {
  const out: ImportBinding[] = [];
  const braces = /\{([\s\S]*)\}/.exec(clause);
  const rest = clause
    .replace(/\{[\s\S]*\}/, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const part of rest) {
    const ns = /^\*\s*as\s+([\w$]+)$/.exec(part);
    if (ns) out.push({ imported: '*', local: ns[1]!, type: typeOnly });
    else if (/^[\w$]+$/.test(part)) out.push({ imported: 'default', local: part, type: typeOnly });
  }
  for (const raw of braces?.[1]?.split(',') ?? []) {
    const m = /^\s*(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(raw);
    if (m) out.push({ imported: m[2]!, local: m[3] ?? m[2]!, type: typeOnly || !!m[1] });
  }
  return out;
}

/**
 * The leading import declarations of a module and the rest of it.
 * @example splitImports("import a from 'a';\nrun(a);\n").body // '\nrun(a);\n'
 */
export function splitImports(source: string): SplitSource {
  const imports: ImportDecl[] = [];
  let at = 0;
  let head = '';
  let afterLast = 0;
  for (;;) {
    const rest = source.slice(at);
    const skip = SKIP.exec(rest);
    if (skip) {
      at += skip[0].length;
      continue;
    }
    const side = SIDE_EFFECT.exec(rest);
    const full = side ? undefined : WITH_CLAUSE.exec(rest);
    const m = side ?? full;
    if (!m) break;
    if (!imports.length) head = source.slice(0, at);
    if (side) imports.push({ text: side[0], specifier: side[2]!, bindings: [] });
    else imports.push({ text: full![0], specifier: full![4]!, bindings: parseClause(full![2]!, !!full![1]) });
    at += m[0].length;
    afterLast = at;
  }
  return { head, imports, body: source.slice(afterLast) };
}

/** Whether a specifier names a local code module (not a package, not a stylesheet). */
export function isLocalModule(specifier: string): boolean {
  return specifier.startsWith('.') && !/\.css$/.test(specifier);
}

function importText(specifier: string, bindings: ImportBinding[]): string {
  const ns = bindings.find((b) => b.imported === '*');
  const def = bindings.find((b) => b.imported === 'default');
  const named = bindings.filter((b) => b.imported !== '*' && b.imported !== 'default');
  const allTypes = bindings.every((b) => b.type);
  const parts: string[] = [];
  if (def) parts.push(def.local);
  if (ns) parts.push(`* as ${ns.local}`);
  if (named.length) parts.push(`{ ${named.map((b) => `${b.type && !allTypes ? 'type ' : ''}${b.imported === b.local ? b.local : `${b.imported} as ${b.local}`}`).join(', ')} }`);
  return `import ${allTypes && !ns && !def ? 'type ' : ''}${parts.join(', ')} from '${specifier}';`;
}

/**
 * Where `own` starts at the end of `text`, comparing without white space
 * (the copy is formatted again after inlining: blank lines between
 * statements, lines broken differently); undefined when it is not there.
 */
function ownCodeStart(text: string, own: string): number | undefined {
  const bare = own.replace(/\s+/g, '');
  let i = text.length;
  let matched = bare.length;
  while (matched > 0 && i > 0) {
    const ch = text[--i]!;
    if (/\s/.test(ch)) continue;
    if (ch !== bare[matched - 1]) return undefined;
    matched -= 1;
  }
  return matched === 0 ? i : undefined;
}

/**
 * The reader's text of a demo as one self-contained file.
 * @param edited the editor's text
 * @param original the demo's file as the editor opened it (same language)
 * @param copy the demo's self-contained copy (same language and styling)
 * @returns the self-contained text; `edited` itself when it imports no local module;
 *   undefined when the copy does not end with the original's code (it cannot be reused)
 */
export function selfContainedEdit(edited: string, original: string, copy: string | undefined): string | undefined {
  const e = splitImports(edited);
  if (!e.imports.some((d) => isLocalModule(d.specifier))) return edited;
  if (copy === undefined) return undefined;
  const o = splitImports(original);
  const c = splitImports(copy);
  // What the copy has between its imports and the demo's own code: the inlined modules.
  const cut = ownCodeStart(c.body, o.body);
  if (cut === undefined) return undefined;
  const modules = c.body.slice(0, cut).trim();
  const bound = new Set(e.imports.flatMap((d) => (isLocalModule(d.specifier) ? [] : d.bindings.map((b) => b.local))));
  const originalBound = new Set(o.imports.flatMap((d) => d.bindings.map((b) => `${d.specifier}\0${b.imported}\0${b.local}`)));
  const lines = e.imports.filter((d) => !isLocalModule(d.specifier)).map((d) => d.text);
  for (const d of c.imports) {
    // Package imports the inlined modules brought in (those of the demo itself follow the reader's text).
    const extra = d.bindings.filter((b) => !originalBound.has(`${d.specifier}\0${b.imported}\0${b.local}`) && !bound.has(b.local));
    if (extra.length) lines.push(importText(d.specifier, extra));
    else if (!d.bindings.length && !e.imports.some((x) => x.specifier === d.specifier) && !o.imports.some((x) => x.specifier === d.specifier)) lines.push(d.text);
  }
  return `${e.head}${lines.join('\n')}\n\n${modules}\n\n${e.body.replace(/^\s+/, '')}`;
}
