/**
 * The collapsed preview of a demo: the JSX its default-exported component
 * returns, dedented, when it is short enough to read at a glance.
 */
import ts from 'typescript';

/** Longest returned JSX (in lines) that still gets a preview. */
export const PREVIEW_MAX_LINES = 16;

function isJsx(node: ts.Node): boolean {
  return ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);
}

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isParenthesizedExpression(n)) n = n.expression;
  return n;
}

/** Body of the default-exported component (function declaration, or a named function / arrow exported by name). */
function defaultComponentBody(sf: ts.SourceFile): ts.Block | undefined {
  const functions = new Map<string, ts.Block>();
  let exportedName: string | undefined;
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st) && st.body) {
      const isDefault = st.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) return st.body;
      if (st.name) functions.set(st.name.text, st.body);
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const init = d.initializer;
        if (ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && ts.isBlock(init.body)) functions.set(d.name.text, init.body);
      }
    } else if (ts.isExportAssignment(st) && !st.isExportEquals && ts.isIdentifier(st.expression)) {
      exportedName = st.expression.text;
    }
  }
  return exportedName ? functions.get(exportedName) : undefined;
}

/** Removes the common indentation of the lines. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(min)).join('\n');
}

/**
 * The JSX returned by the demo's default export, or undefined when it is
 * missing or longer than `maxLines`.
 * @example previewOf('export default function A() {\n  return <b>hi</b>;\n}') // '<b>hi</b>'
 */
export function previewOf(source: string, jsx: 'tsx' | 'jsx' = 'tsx', maxLines = PREVIEW_MAX_LINES): string | undefined {
  const sf = ts.createSourceFile(`demo.${jsx}`, source, ts.ScriptTarget.Latest, true, jsx === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.JSX);
  const body = defaultComponentBody(sf);
  if (!body) return undefined;
  const ret = [...body.statements].reverse().find(ts.isReturnStatement);
  const expr = ret?.expression && unwrap(ret.expression);
  if (!expr || !isJsx(expr)) return undefined;
  const start = expr.getStart(sf);
  const column = start - source.lastIndexOf('\n', start - 1) - 1;
  const text = dedent(' '.repeat(column) + source.slice(start, expr.end));
  return text.split('\n').length <= maxLines ? text : undefined;
}
