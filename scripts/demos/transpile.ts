/**
 * TypeScript demo -> JavaScript variant. The TypeScript compiler strips the
 * types (JSX preserved, ESNext), prettier formats the result. The compiler
 * drops blank lines, so the ones between statements are carried through as
 * marker comments and turned back into blank lines before formatting.
 */
import { format } from 'prettier';
import ts from 'typescript';

const MARK = '//@@blank@@';

/** Prettier options of the generated JS (the house style of the TS demos). */
export const PRETTIER_OPTIONS = { parser: 'babel', singleQuote: true, printWidth: 100, trailingComma: 'all' } as const;

function hasStatementList(node: ts.Node): node is ts.Node & { statements: ts.NodeArray<ts.Statement> } {
  return ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseClause(node) || ts.isDefaultClause(node);
}

/**
 * Puts a marker comment on every blank line that separates two statements
 * (or two class members), so it survives the compiler as a leading comment.
 */
export function markBlankLines(source: string): string {
  const sf = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const marks: number[] = [];
  const scan = (list: readonly ts.Node[]) => {
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!;
      const gap = source.slice(prev.end, list[i]!.getStart(sf));
      const m = /\n[ \t]*\n/.exec(gap);
      if (m) marks.push(prev.end + m.index + 1);
    }
  };
  const visit = (node: ts.Node) => {
    if (hasStatementList(node)) scan(node.statements);
    else if (ts.isClassLike(node)) scan(node.members);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = source;
  for (const pos of marks.sort((a, b) => b - a)) out = `${out.slice(0, pos)}${MARK}${out.slice(pos)}`;
  return out;
}

/** Strips the types of a TSX demo; JSX and comments are kept, formatting is left to prettier. */
export function stripTypes(source: string): string {
  const { outputText } = ts.transpileModule(markBlankLines(source), {
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, removeComments: false, verbatimModuleSyntax: false },
    fileName: 'demo.tsx',
    reportDiagnostics: false,
  });
  return outputText
    .split('\n')
    .map((line) => (line.trim() === MARK ? '' : line.replaceAll(MARK, '')))
    .join('\n');
}

/**
 * The JS variant of a TSX demo: types stripped, formatted by prettier.
 * @example await tsToJs('const n: number = 1;\n') // 'const n = 1;\n'
 */
export async function tsToJs(source: string): Promise<string> {
  return format(stripTypes(source), PRETTIER_OPTIONS);
}
