/**
 * Checks the generated event catalog against the TypeScript checker, without
 * the generator's own program: for each plan, a program that imports
 * `GridEventLookup` from that plan's package only (as an app does), and the
 * keys the checker reports for it. The catalog must list exactly those keys,
 * each under the lowest plan that has it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import generate from './data-grid-events';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = { Community: '@mui/x-data-grid', Pro: '@mui/x-data-grid-pro', Premium: '@mui/x-data-grid-premium' } as const;
type Plan = keyof typeof PACKAGES;
const PLANS = Object.keys(PACKAGES) as Plan[];

/** The keys of `GridEventLookup` that an app importing from one package sees. */
function lookupKeysOf(packageName: string): string[] {
  const path = join(ROOT, `__events-test-${packageName.replace(/\W/g, '-')}__.ts`);
  const source = `import type { GridEventLookup } from '${packageName}';\nexport type Lookup = GridEventLookup;\n`;
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
  const root = program.getSourceFile(path)!;
  const alias = root.statements.find(ts.isTypeAliasDeclaration)!;
  const lookup = checker.getTypeFromTypeNode(alias.type);
  expect(checker.typeToString(lookup)).toBe('GridEventLookup');
  return checker.getPropertiesOfType(lookup).map((p) => p.name);
}

interface CatalogRow {
  name: string;
  params: string;
  plan: Plan;
}

/** The rows of the generated markdown table: `| `name`<br>… | `params`: … | Plan |`. */
function parseCatalog(markdown: string): CatalogRow[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| `\w+`/.test(line))
    .map((line) => {
      const cells = line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim());
      const params = /^`params`: (.*?)(?:<br>|$)/.exec(cells[1]!)?.[1] ?? '';
      return { name: /^`(\w+)`/.exec(cells[0]!)![1]!, params, plan: cells[2] as Plan };
    });
}

describe('data-grid-events', () => {
  const keys = {} as Record<Plan, string[]>;
  let rows: CatalogRow[] = [];

  beforeAll(async () => {
    rows = parseCatalog(await generate());
    for (const plan of PLANS) keys[plan] = lookupKeysOf(PACKAGES[plan]);
  }, 300_000);

  it('lists each event once, with a known plan', () => {
    expect(rows.length).toBeGreaterThan(90);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    for (const row of rows) expect(PLANS).toContain(row.plan);
  });

  it('lists, for each plan, exactly the keys of that plan’s GridEventLookup', () => {
    PLANS.forEach((plan, index) => {
      const available = PLANS.slice(0, index + 1);
      const listed = rows.filter((r) => available.includes(r.plan)).map((r) => r.name);
      expect(listed.sort(), `events available with ${PACKAGES[plan]}`).toEqual([...keys[plan]].sort());
    });
  });

  it('gives each event the lowest plan that has it', () => {
    for (const row of rows) {
      const lowest = PLANS.find((plan) => keys[plan].includes(row.name));
      expect(row.plan, row.name).toBe(lowest);
    }
  });

  it('shows the declared params types', () => {
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('rowClick')).toEqual({ name: 'rowClick', params: '`GridRowParams`', plan: 'Community' });
    expect(byName.get('rowsScrollEnd')?.plan).toBe('Pro');
    expect(byName.get('sidebarOpen')?.plan).toBe('Premium');
    expect(byName.get('unmount')?.params).toBe('none');
    expect(byName.get('excelExportStateChange')?.params).toBe("`'pending' \\| 'finished'`");
  });
});
