/**
 * The catalog of Data Grid selectors on /x/react-data-grid/state, made at
 * build time from the installed 8.11.1 type definitions: one row per export
 * named `grid…Selector` of `@mui/x-data-grid`, `-pro` or `-premium`, under
 * the lowest plan whose package exports it, with the type it returns.
 *
 * It reads the TypeScript program of `data-grid-events.ts` (one per build).
 */
import ts from 'typescript';
import { cell, GRID_PLANS, gridTypes, PLAN_LABELS, planOfFile, type GridPlan, type GridTypes } from './data-grid-events';

/** The names the catalog lists. */
export const SELECTOR_NAME = /^grid\w*Selector$/;

/**
 * A few return types are declared by a package the grid uses internally
 * (`RenderContext` comes from `@mui/x-virtualizer`). The build's name check
 * only knows the grid packages, so such a bare type name gets the
 * `<!--not-api-->` marker.
 */
function declaredOutsideGrid(type: ts.Type): boolean {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName.replace(/\\/g, '/') ?? '';
  return /\/node_modules\/@mui\//.test(file) && !planOfFile(file);
}

export interface GridSelectorRow {
  name: string;
  /** The lowest plan whose package exports the selector. */
  plan: GridPlan;
  /** Type of the argument after `apiRef`, when the selector takes one. */
  argument?: string;
  /** What the selector returns. */
  returns: string;
  /** The return type is a name from outside the grid packages. */
  returnsForeign: boolean;
  deprecated: boolean;
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

export function collectGridSelectors(types: GridTypes = gridTypes()): GridSelectorRow[] {
  const { checker, exports } = types;
  const rows = new Map<string, GridSelectorRow>();
  for (const plan of GRID_PLANS) {
    for (const [name, symbol] of exports[plan]) {
      if (!SELECTOR_NAME.test(name) || rows.has(name)) continue;
      const type = checker.getTypeOfSymbol(symbol);
      const signature = type.getCallSignatures()[0];
      if (!signature) throw new Error(`data-grid-selectors: ${name} is not callable`);
      const [, second] = signature.getParameters();
      const argumentType = second ? checker.getTypeOfSymbol(second) : undefined;
      const argument =
        argumentType && !(argumentType.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any | ts.TypeFlags.Undefined)) ? oneLine(checker.typeToString(argumentType, undefined, FORMAT)) : undefined;
      const returnType = signature.getReturnType();
      const returns = oneLine(checker.typeToString(returnType, undefined, FORMAT));
      rows.set(name, {
        name,
        plan,
        ...(argument ? { argument } : {}),
        returns,
        returnsForeign: /^[A-Z]\w*$/.test(returns) && declaredOutsideGrid(returnType),
        deprecated: symbol.getJsDocTags(checker).some((t) => t.name === 'deprecated'),
      });
    }
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function selectorsTable(rows: GridSelectorRow[]): string {
  return [
    '| Selector | Plan | Returns |',
    '| --- | --- | --- |',
    ...rows.map((row) => {
      const name = [`\`${row.name}\`${row.deprecated ? ' (deprecated)' : ''}`, row.argument ? `Second argument: \`${row.argument}\`` : ''].filter(Boolean).join('<br>');
      const returns = `\`${row.returns}\`` + (row.returnsForeign ? '<!--not-api-->' : '');
      return `| ${cell(name)} | ${PLAN_LABELS[row.plan]} | ${cell(returns)} |`;
    }),
  ].join('\n');
}

export default async function generate(): Promise<string> {
  const rows = collectGridSelectors();
  const count = (plan: GridPlan) => rows.filter((row) => row.plan === plan).length;
  return [
    `The grid packages export ${rows.length} selectors in 8.11.1: ${count('community')} from \`@mui/x-data-grid\` (and from the Pro and Premium packages too), ${count('pro')} more from \`@mui/x-data-grid-pro\` and ${count('premium')} more from \`@mui/x-data-grid-premium\`. Each takes \`apiRef\` first; a few take a second argument, such as a row id.`,
    '',
    selectorsTable(rows),
  ].join('\n');
}
