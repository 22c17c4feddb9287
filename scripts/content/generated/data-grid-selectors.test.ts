/**
 * Checks the generated selector catalog against the TypeScript checker,
 * without the generator's own program: for each plan, a program that
 * re-exports that plan's package only, and the `grid…Selector` exports the
 * checker reports for it. The catalog must list exactly those names, each
 * under the lowest plan that exports it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import generate from './data-grid-selectors';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = { Community: '@mui/x-data-grid', Pro: '@mui/x-data-grid-pro', Premium: '@mui/x-data-grid-premium' } as const;
type Plan = keyof typeof PACKAGES;
const PLANS = Object.keys(PACKAGES) as Plan[];

/** The `grid…Selector` exports of one package, as an app importing it sees them. */
function selectorExportsOf(packageName: string): string[] {
  const path = join(ROOT, `__selectors-test-${packageName.replace(/\W/g, '-')}__.ts`);
  const source = `export * from '${packageName}';\n`;
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, version, onError, create) => (name === path ? ts.createSourceFile(name, source, version, true) : getSourceFile.call(host, name, version, onError, create));
  host.fileExists = (name) => name === path || fileExists.call(host, name);
  const program = ts.createProgram([path], options, host);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(path)!)!;
  const names = checker.getExportsOfModule(moduleSymbol).map((s) => s.name);
  expect(names.length, `exports of ${packageName}`).toBeGreaterThan(100);
  return names.filter((name) => /^grid\w*Selector$/.test(name));
}

interface CatalogRow {
  name: string;
  argument: string;
  returns: string;
  plan: Plan;
}

/** The rows of the generated markdown table: `| `name`[<br>Second argument: …] | Plan | returns |`. */
function parseCatalog(markdown: string): CatalogRow[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| `grid\w*Selector`/.test(line))
    .map((line) => {
      const cells = line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim());
      const argument = /<br>Second argument: (.*)$/.exec(cells[0]!)?.[1] ?? 'none';
      return { name: /^`(\w+)`/.exec(cells[0]!)![1]!, argument, returns: cells[2]!, plan: cells[1] as Plan };
    });
}

describe('data-grid-selectors', () => {
  const exported = {} as Record<Plan, string[]>;
  let rows: CatalogRow[] = [];

  beforeAll(async () => {
    rows = parseCatalog(await generate());
    for (const plan of PLANS) exported[plan] = selectorExportsOf(PACKAGES[plan]);
  }, 300_000);

  it('lists each selector once, with a known plan', () => {
    expect(rows.length).toBeGreaterThan(90);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    for (const row of rows) expect(PLANS).toContain(row.plan);
  });

  it('lists, for each plan, exactly the selectors its package exports', () => {
    PLANS.forEach((plan, index) => {
      const available = PLANS.slice(0, index + 1);
      const listed = rows.filter((r) => available.includes(r.plan)).map((r) => r.name);
      expect(listed.sort(), `selectors of ${PACKAGES[plan]}`).toEqual([...exported[plan]].sort());
    });
  });

  it('gives each selector the lowest plan that exports it', () => {
    for (const row of rows) {
      expect(row.plan, row.name).toBe(PLANS.find((plan) => exported[plan].includes(row.name)));
    }
  });

  it('shows arguments and return types', () => {
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('gridSortModelSelector')).toMatchObject({ argument: 'none', returns: '`GridSortModel`', plan: 'Community' });
    expect(byName.get('gridRowNodeSelector')).toMatchObject({ argument: '`GridRowId`' });
    expect(byName.get('gridDetailPanelExpandedRowIdsSelector')?.plan).toBe('Pro');
    expect(byName.get('gridRowGroupingModelSelector')?.plan).toBe('Premium');
  });
});
