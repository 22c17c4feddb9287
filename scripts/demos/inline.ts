/**
 * Self-contained demo source: the demo with its local modules (shared data,
 * helpers) inlined, so what a reader copies runs as it is, without a
 * `../shared/employees` that only this repository has. Modules come before
 * the code that uses them; their package imports are merged into one import
 * list; `export` keywords of inlined modules are dropped; an aliased import
 * (`import { employees as rows }`) becomes a `const` (or `type`) alias.
 * Only what the demo uses is kept: declarations of inlined modules and
 * package imports that nothing kept refers to are left out (by reference,
 * on the TypeScript syntax tree), so the copy passes `noUnusedLocals`.
 * A stylesheet the demo imports (the CSS styling) is carried in the copy
 * as a string the copy adds to the page in a `<style>`, so the copy needs
 * no file the page does not show.
 */
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import type { DemoGraph } from './analyze';

interface Binding {
  name: string;
  alias?: string;
  type: boolean;
}

interface PackageImport {
  specifier: string;
  defaultName?: string;
  namespace?: string;
  named: Map<string, Binding>;
  sideEffect: boolean;
  /** `import type {} from '…'`: the module's type augmentation (e.g. `@mui/x-data-grid/themeAugmentation`). */
  augmentation?: boolean;
}

const LOCAL_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveIn(graph: DemoGraph, from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return LOCAL_EXTENSIONS.map((e) => base + e).find((f) => graph.contents.has(f));
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/**
 * A `.ts` module's text made valid in a `.tsx` file: a generic arrow
 * function `<T>(x: T) => x` reads as JSX there, `<T,>(x: T) => x` does not.
 */
function tsxSafe(stmt: ts.Statement, sf: ts.SourceFile): string {
  const text = stmt.getFullText(sf);
  if (sf.languageVariant === ts.LanguageVariant.JSX) return text;
  const inserts: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isArrowFunction(node) && node.typeParameters?.length === 1 && !node.typeParameters[0]!.constraint) inserts.push(node.typeParameters.end - stmt.getFullStart());
    ts.forEachChild(node, visit);
  };
  visit(stmt);
  let out = text;
  for (const at of inserts.sort((a, b) => b - a)) out = `${out.slice(0, at)},${out.slice(at)}`;
  return out;
}

/** The statement's text without a leading `export ` (and its JSDoc kept). */
function withoutExport(stmt: ts.Statement, sf: ts.SourceFile): string {
  const full = tsxSafe(stmt, sf).trim();
  return isExported(stmt) ? full.replace(/\bexport\s+(?!default)/, '') : full;
}

/**
 * The demo as one file, or undefined when it imports no local code module.
 * Throws when a module cannot be inlined safely (a default export, a
 * re-export, two modules declaring the same name).
 */
export function selfContained(graph: DemoGraph): string | undefined {
  const entry = graph.files[0]!;
  const codeFiles = graph.files.filter((f) => !f.endsWith('.css'));
  if (codeFiles.length === 1 && !graph.files.some((f) => f.endsWith('.css'))) return undefined;
  const order: string[] = [];
  const seen = new Set<string>();
  const parsed = new Map<string, ts.SourceFile>();
  const parse = (file: string) => {
    let sf = parsed.get(file);
    if (!sf) parsed.set(file, (sf = ts.createSourceFile(file, graph.contents.get(file)!, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)));
    return sf;
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const stmt of parse(file).statements) {
      if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier) && stmt.moduleSpecifier.text.startsWith('.')) {
        const target = resolveIn(graph, file, stmt.moduleSpecifier.text);
        if (target && !target.endsWith('.css')) visit(target);
      }
    }
    order.push(file);
  };
  visit(entry);

  const packages = new Map<string, PackageImport>();
  const boundFrom = new Map<string, string>();
  const localLines: string[] = [];
  const stylesheetBlocks: string[] = [];
  const aliases: Piece[] = [];
  const bodies: { file: string; pieces: Piece[] }[] = [];
  const declared = new Map<string, string>();
  for (const file of order) {
    const sf = parse(file);
    const body: Piece[] = [];
    for (const stmt of sf.statements) {
      if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier)) {
        const specifier = stmt.moduleSpecifier.text;
        const clause = stmt.importClause;
        if (specifier.startsWith('.')) {
          const target = resolveIn(graph, file, specifier);
          if (target?.endsWith('.css')) {
            // A stylesheet comes along: the copy adds it to the page itself, so one file is the whole demo.
            const name = `./${relative(dirname(entry), target)}`.replace(/^\.\/\.\.\//, '../');
            const css = graph.contents.get(target)!.trim();
            stylesheetBlocks.push(
              `// ${name}, the demo's stylesheet, added to the page\n{\n  const style = document.createElement('style');\n  style.textContent = ${JSON.stringify(`\n${css}\n`)};\n  document.head.append(style);\n}`,
            );
            continue;
          }
          if (!target) {
            // Anything not inlined keeps its import, as written.
            localLines.push(`import '${specifier}';`);
            continue;
          }
          const elements = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
          if (clause?.name || (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings))) {
            throw new Error(`${relative(dirname(entry), file)}: default or namespace import of ${specifier} cannot be inlined`);
          }
          for (const el of elements) {
            if (!el.propertyName) continue;
            const type = clause!.isTypeOnly || el.isTypeOnly;
            const text = type ? `type ${el.name.text} = ${el.propertyName.text};` : `const ${el.name.text} = ${el.propertyName.text};`;
            aliases.push({ text, names: [el.name.text], refs: new Set([el.propertyName.text]), root: false });
          }
          continue;
        }
        let entryImport = packages.get(specifier);
        if (!entryImport) packages.set(specifier, (entryImport = { specifier, named: new Map(), sideEffect: false }));
        if (!clause) entryImport.sideEffect = true;
        if (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length === 0) entryImport.augmentation = true;
        if (clause?.name) entryImport.defaultName = clause.name.text;
        if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) entryImport.namespace = clause.namedBindings.name.text;
        if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          for (const el of clause.namedBindings.elements) {
            const key = el.name.text;
            const type = clause.isTypeOnly || el.isTypeOnly;
            // The same name from two packages (`GridColDef` from the grid and from its premium
            // package) would be declared twice: one binding stays, the most advanced package's.
            const other = boundFrom.get(key);
            if (other && other !== specifier) {
              const lost = packages.get(other)!.named.get(key)!;
              // Only a type of one product's packages can be taken from the most advanced of them.
              if (!type || !lost.type || planless(other) !== planless(specifier)) throw new Error(`${key} is imported from both ${other} and ${specifier}`);
              if (packageRank(other) >= packageRank(specifier)) continue;
              packages.get(other)!.named.delete(key);
            }
            boundFrom.set(key, specifier);
            const prev = entryImport.named.get(key);
            entryImport.named.set(key, { name: el.propertyName?.text ?? key, ...(el.propertyName ? { alias: key } : {}), type: prev ? prev.type && type : type });
          }
        }
        continue;
      }
      if (file !== entry) {
        if (ts.isExportDeclaration(stmt)) {
          if (stmt.moduleSpecifier) throw new Error(`${relative(dirname(entry), file)}: re-exports cannot be inlined`);
          continue; // `export { a, b }` of names declared above
        }
        if (ts.isExportAssignment(stmt) || (isExported(stmt) && ts.canHaveModifiers(stmt) && ts.getModifiers(stmt)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword))) {
          throw new Error(`${relative(dirname(entry), file)}: a default export cannot be inlined`);
        }
        for (const name of declaredNames(stmt)) {
          const other = declared.get(name);
          if (other && other !== file) throw new Error(`${name} is declared by two inlined modules`);
          declared.set(name, file);
        }
        const names = declaredNames(stmt);
        // A statement that declares nothing (a module augmentation, a call) is kept for its effect.
        body.push({ text: withoutExport(stmt, sf), names, refs: referencedNames(stmt), root: names.length === 0 });
      } else {
        body.push({ text: stmt.getFullText(sf).trim(), names: declaredNames(stmt), refs: referencedNames(stmt), root: true });
      }
    }
    bodies.push({ file, pieces: body });
  }

  // What the demo uses: its own statements, then every declaration they reach, until nothing new comes.
  const pieces = [...bodies.flatMap((b) => b.pieces), ...aliases];
  const kept = new Set(pieces.filter((p) => p.root));
  const used = new Set<string>();
  const queue = [...kept];
  while (queue.length) {
    const piece = queue.pop()!;
    for (const name of piece.refs) {
      if (used.has(name)) continue;
      used.add(name);
      for (const p of pieces) {
        if (!kept.has(p) && p.names.includes(name)) {
          kept.add(p);
          queue.push(p);
        }
      }
    }
  }
  const texts = bodies.flatMap(({ file, pieces: ps }) => {
    const text = ps
      .filter((p) => kept.has(p))
      .map((p) => p.text)
      .join('\n\n')
      .trim();
    if (file === entry) return [text];
    if (!text) return [];
    return [`// Inlined from ${relative(dirname(entry), file).replace(/^(?!\.)/, './')}\n${text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '')}`];
  });
  const aliasTexts = aliases.filter((a) => kept.has(a)).map((a) => a.text);
  // Package bindings nothing kept refers to go too.
  for (const p of packages.values()) {
    if (p.defaultName && !used.has(p.defaultName)) delete p.defaultName;
    if (p.namespace && !used.has(p.namespace)) delete p.namespace;
    for (const key of [...p.named.keys()]) if (!used.has(key)) p.named.delete(key);
  }

  const importLines = [...packages.values()].flatMap((p) => {
    if (!p.defaultName && !p.namespace && !p.named.size) {
      if (p.sideEffect) return [`import '${p.specifier}';`];
      return p.augmentation ? [`import type {} from '${p.specifier}';`] : [];
    }
    const parts: string[] = [];
    if (p.defaultName) parts.push(p.defaultName);
    if (p.namespace) parts.push(`* as ${p.namespace}`);
    if (p.named.size) {
      const all = [...p.named.values()];
      const typeOnly = all.every((b) => b.type) && !p.defaultName && !p.namespace;
      const items = all.map((b) => `${b.type && !typeOnly ? 'type ' : ''}${b.alias ? `${b.name} as ${b.alias}` : b.name}`);
      parts.push(`{ ${items.join(', ')} }`);
      if (typeOnly) return `import type ${parts.join(', ')} from '${p.specifier}';`;
    }
    return `import ${parts.join(', ')} from '${p.specifier}';`;
  });
  return `${[...importLines, ...localLines].join('\n')}\n\n${[...stylesheetBlocks, ...texts.slice(0, -1), ...aliasTexts, texts[texts.length - 1]!].filter(Boolean).join('\n\n')}\n`;
}

/** `@mui/x-data-grid-premium` -> `@mui/x-data-grid`: the product package without its plan suffix. */
function planless(specifier: string): string {
  return specifier.replace(/-(pro|premium)(?=\/|$)/, '');
}

/** Plan of a package specifier: premium 2, pro 1, anything else 0. */
function packageRank(specifier: string): number {
  return /-premium(\/|$)/.test(specifier) ? 2 : /-pro(\/|$)/.test(specifier) ? 1 : 0;
}

/** A top-level statement of the copy: what it declares, what it refers to, and whether it is kept whatever refers to it. */
interface Piece {
  text: string;
  names: string[];
  refs: Set<string>;
  root: boolean;
}

/**
 * Names a statement may refer to: its identifiers, less those that only
 * name a member (`a.name`, `{ name: 1 }`, `name() {}`, `type T = { name: 1 }`),
 * which never refer to a top-level declaration. Its own declared names are
 * among them; that is harmless.
 */
function referencedNames(stmt: ts.Statement): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const member =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isQualifiedName(parent) && parent.right === node) ||
        ((ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isPropertyDeclaration(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isMethodSignature(parent) ||
          ts.isGetAccessorDeclaration(parent) ||
          ts.isSetAccessorDeclaration(parent) ||
          ts.isEnumMember(parent) ||
          ts.isJsxAttribute(parent)) &&
          parent.name === node);
      if (!member) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(stmt);
  return names;
}

/** Top-level names a statement declares. */
function declaredNames(stmt: ts.Statement): string[] {
  if (ts.isVariableStatement(stmt)) return stmt.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  if ((ts.isFunctionDeclaration(stmt) || ts.isClassDeclaration(stmt) || ts.isInterfaceDeclaration(stmt) || ts.isTypeAliasDeclaration(stmt) || ts.isEnumDeclaration(stmt)) && stmt.name)
    return [stmt.name.text];
  return [];
}
