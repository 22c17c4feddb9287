import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimsOf, looksLikeApiName } from './classify';
import { closest, createTruthChecker, declaredInDir, migrationNames, paidPlanClaim, sentencesWith, subjectsOf, type TruthInput } from './check';
import type { NameIndex } from './names';

describe('claimsOf', () => {
  it.each([
    // API-shaped spans are claims.
    ['DataGridPro', [{ kind: 'name', name: 'DataGridPro' }]],
    ['sortModel', [{ kind: 'name', name: 'sortModel' }]],
    ['useGridApiRef', [{ kind: 'name', name: 'useGridApiRef' }]],
    ['<DataGrid />', [{ kind: 'name', name: 'DataGrid' }]],
    ['<DataGridPro checkboxSelection>', [{ kind: 'name', name: 'DataGridPro' }]],
    ['useGridApiRef()', [{ kind: 'name', name: 'useGridApiRef' }]],
    ['apiRef.current.setRows(rows)', [{ kind: 'member', path: ['apiRef', 'current', 'setRows'] }]],
    ['initialState.sorting.sortModel', [{ kind: 'member', path: ['initialState', 'sorting', 'sortModel'] }]],
    ['sortingMode="server"', [{ kind: 'name', name: 'sortingMode' }]],
    ['pageSizeOptions={[5, 10]}', [{ kind: 'name', name: 'pageSizeOptions' }]],
    ['@mui/x-date-pickers/AdapterDayjs', [{ kind: 'import', path: '@mui/x-date-pickers/AdapterDayjs' }]],
    ['.MuiDataGrid-cell', [{ kind: 'class', name: 'MuiDataGrid-cell' }]],
    ['Mui-selected', [{ kind: 'class', name: 'Mui-selected' }]],
    // Values, words, files, commands and expressions claim nothing.
    ["'asc'", []],
    ['rows', []],
    ['null', []],
    ['true', []],
    ['400', []],
    ['index.md', []],
    ['npm install @mui/x-data-grid', []],
    ['(a, b) => a - b', []],
    ['params.row.id', []],
    ['ISO 8601', []],
    ['GRID_DATETIME_COL_DEF', [{ kind: 'name', name: 'GRID_DATETIME_COL_DEF' }]],
    ['field: "salary"', []],
    ['@mui/material', []],
  ] as const)('%s', (span, claims) => expect(claimsOf(span)).toEqual(claims));

  it('checks exported constants but treats capitalised words and lowercase words as values', () => {
    expect(looksLikeApiName('API')).toBe(false);
    expect(looksLikeApiName('rows')).toBe(false);
    expect(looksLikeApiName('GRID_DEFAULT_LOCALE_TEXT')).toBe(true);
    expect(looksLikeApiName('getRowId')).toBe(true);
  });
});

const index: NameIndex = {
  version: 5,
  packages: {
    '@mui/x-data-grid': [
      'DataGrid',
      'dataSource',
      'checkboxSelection',
      'apiRef',
      'GridColDef',
      'sortModel',
      'sortingMode',
      'setRows',
      'updateRows',
      'useGridApiRef',
      'initialState',
      'sorting',
      'valueGetter',
      'themeAugmentation',
      'GRID_DATETIME_COL_DEF',
    ],
    '@mui/x-data-grid-pro': ['DataGridPro', 'pinnedColumns', 'headerFilters'],
    '@mui/x-data-grid-premium': ['DataGridPremium', 'rowGroupingModel'],
    '@mui/x-date-pickers': ['DatePicker', 'AdapterDayjs'],
    '@mui/x-license': ['LicenseInfo', 'setLicenseKey'],
  },
  classes: { '@mui/x-data-grid': ['MuiDataGrid-cell', 'MuiDataGrid-row'] },
  foreign: ['Box', 'useState', 'sx', 'Intl', 'DateTimeFormat'],
  freeProps: { 'data-grid': ['checkboxSelection', 'dataSource', 'sortModel', 'sortingMode'] },
};
const root = mkdtempSync(join(tmpdir(), 'truth-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'node_modules', '@mui', 'x-data-grid', 'locales'), { recursive: true });
writeFileSync(join(root, 'node_modules', '@mui', 'x-data-grid', 'package.json'), '{}');
writeFileSync(join(root, 'node_modules', '@mui', 'x-data-grid', 'locales', 'index.d.ts'), '');
const check = createTruthChecker(index, root, { migration: new Set(['GridColumns']) });
const page = (spans: string[], extra: Partial<TruthInput> = {}) =>
  check({ file: 'sorting.md', path: '/x/react-data-grid/sorting', productId: 'x-data-grid', spans: spans.map((value, i) => ({ value, line: i + 1 })), declared: new Set(['firstName']), ...extra });

describe('the truth check', () => {
  it("accepts names of the page's packages, the licence, the libraries beside them and its own declarations", () => {
    const r = page([
      'DataGrid',
      '<DataGridPro />',
      'rowGroupingModel',
      'apiRef.current.setRows()',
      'initialState.sorting.sortModel',
      'LicenseInfo.setLicenseKey()',
      '<Box sx={{ p: 1 }} />',
      'Intl.DateTimeFormat',
      'firstName',
      '@mui/x-data-grid/locales',
      '.MuiDataGrid-cell',
      "'asc'",
    ]);
    expect(r.errors).toEqual([]);
    expect(r.verified).toBe(11);
  });

  it.each([
    [
      'a misspelt prop',
      'sortModl',
      /sorting\.md:1: `sortModl`: no name sortModl in @mui\/x-data-grid, @mui\/x-data-grid-pro, @mui\/x-data-grid-premium, @mui\/x-license, @mui\/x-telemetry 8\.11\.1; closest: sortModel/,
    ],
    ['a component that does not exist', '<DataGridPremum />', /no name DataGridPremum .*closest: DataGridPremium/],
    ['an apiRef method that does not exist', 'apiRef.current.setRow(row)', /no member setRow .*closest: setRows/],
    ['a name of another product', 'DatePicker', /DatePicker is a @mui\/x-date-pickers name, not one of this page's packages/],
    ['a wrong import path', '@mui/x-data-grid/locale', /@mui\/x-data-grid\/locale is not an import path of @mui\/x-data-grid 8\.11\.1/],
    ['a package that does not exist', '@mui/x-data-table', /@mui\/x-data-table is not an installed MUI X package/],
    ['a misspelt class', 'MuiDataGrid-cel', /no class MuiDataGrid-cel .*closest: MuiDataGrid-cell/],
    ['a removed v7 name outside a migration page', 'GridColumns', /no name GridColumns/],
    ['a misspelt constant', 'GRID_DATE_TIME_COL_DEF', /no name GRID_DATE_TIME_COL_DEF .*closest: GRID_DATETIME_COL_DEF/],
  ])('catches %s', (_, span, error) => {
    const r = page([span]);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(error);
  });

  it('lets a span marked not-api pass and counts it', () => {
    const r = check({ file: 'f.md', path: '/x/react-data-grid', productId: 'x-data-grid', spans: [{ value: 'PropsOverrides', line: 3, silenced: true }], declared: new Set() });
    expect(r).toEqual({ errors: [], verified: 0, silenced: 1 });
  });

  it("resolves older majors' names on migration pages only", () => {
    expect(check({ file: 'm.md', path: '/x/migration/migration-data-grid-v6', productId: 'x', spans: [{ value: 'GridColumns', line: 1 }], declared: new Set() }).errors).toEqual([]);
  });

  it('checks a page of no product against every MUI X package', () => {
    expect(
      check({
        file: 'i.md',
        path: '/x/introduction',
        productId: 'x',
        spans: [
          { value: 'DatePicker', line: 1 },
          { value: 'DataGridPro', line: 1 },
        ],
        declared: new Set(),
      }).errors,
    ).toEqual([]);
  });
});

describe('the plan-claim check', () => {
  /** One page whose markdown is `lines`; every span of every line is checked. */
  const prose = (...lines: string[]) =>
    check({
      file: 'p.md',
      path: '/x/react-data-grid/server-side-data',
      productId: 'x-data-grid',
      spans: lines.flatMap((l, i) => [...l.matchAll(/`([^`]+)`/g)].map((m) => ({ value: m[1]!, line: i + 1 }))),
      declared: new Set(),
      source: lines.join('\n'),
    });

  it.each([
    [
      'a Pro-only sentence',
      'The `dataSource` prop is available on the Pro and Premium grids only.',
      /p\.md:2: `dataSource`: dataSource is a prop of the free @mui\/x-data-grid components, but its sentence says it needs Pro/,
    ],
    ['a sentence that names the edition', 'Loading rows with `dataSource` requires `DataGridPremium`.', /needs Premium/],
    ['a table row with a plan mark', '| `checkboxSelection` | Adds a checkbox column [pro]. |', /checkboxSelection is a prop of the free/],
  ])('catches %s', (_, line, error) => {
    const r = prose('Intro.', line);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(error);
  });

  it("catches every prop of a list that opens a plan claim (the v7 migration guide's old mistake)", () => {
    const r = prose('`checkboxSelection`, [`dataSource`](/x/api/data-grid/data-grid#prop-dataSource) and `sortModel` are on the Pro and Premium grids.');
    expect(r.errors.map((e) => e.split(':')[2])).toEqual([' `checkboxSelection`', ' `dataSource`', ' `sortModel`']);
  });

  it.each([
    ['a Pro prop said to need Pro', 'Header filters (`headerFilters`) need `DataGridPro`.'],
    ['a free prop in a sentence that names the free plan too', '`dataSource` is on all three grids; only the Pro ones cache by default.'],
    ['a free prop next to a Pro claim in another sentence', 'Pass a `dataSource` to load rows on demand. Header filters need the Pro plan only.'],
    ['a free prop in a sentence with no plan', 'Set `sortingMode="server"` to sort on the server only.'],
    ['a free prop that is not the subject of the plan claim', 'It needs `DataGridPro` with `checkboxSelection` on, and has no effect with `sortingMode="server"`.'],
  ])('passes %s', (_, line) => {
    expect(prose(line).errors).toEqual([]);
  });

  it('splits prose into sentences but keeps a table row whole', () => {
    expect(sentencesWith('Use `a`. Then `b` only.', 'b')).toEqual(['Then `b` only.']);
    expect(subjectsOf('`a`, [`b`](/x/api#b) and `c` need `D`.')).toEqual(['a', 'b', 'c']);
    expect(subjectsOf('With `a` on, `b` needs `D`.')).toEqual(['a']);
    expect(sentencesWith('| `a` | x. Y [pro]. |', 'a')).toEqual(['| `a` | x. Y [pro]. |']);
    expect(paidPlanClaim('Install `@mui/x-data-grid-premium` to use it.')).toBeUndefined();
    expect(paidPlanClaim('It needs `@mui/x-data-grid-premium`.')).toBe('premium');
  });
});

describe('helpers', () => {
  it('closest ranks by edit distance and gives up past a third of the length', () => {
    expect(closest('sortModl', ['sortModel', 'sortingMode', 'sortModels', 'filterModel'])).toEqual(['sortModel', 'sortModels']);
    expect(closest('xyz', ['sortModel'])).toEqual([]);
  });

  it('declaredInDir reads the demos and the local modules they import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-'));
    mkdirSync(join(dir, 'page'));
    mkdirSync(join(dir, 'shared'));
    writeFileSync(join(dir, 'page', 'Demo.tsx'), "import { employees } from '../shared/employees';\nexport default function Demo() { return null; }");
    writeFileSync(join(dir, 'shared', 'employees.ts'), 'export const employees = [{ firstName: "Ada", startDate: 1 }];');
    const names = declaredInDir(join(dir, 'page'));
    rmSync(dir, { recursive: true, force: true });
    expect(names.has('Demo')).toBe(true);
    expect(names.has('startDate')).toBe(true);
  });

  it('migrationNames takes every identifier of the committed type data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-'));
    writeFileSync(join(dir, 'data-grid-v6-v7.json'), JSON.stringify({ removed: ['GridColumns', 'apiRef.current.getRowModels'], renamed: { onSelectionModelChange: 'onRowSelectionModelChange' } }));
    const names = migrationNames(dir);
    rmSync(dir, { recursive: true, force: true });
    expect([...names].sort()).toEqual(['GridColumns', 'apiRef', 'current', 'getRowModels', 'onRowSelectionModelChange', 'onSelectionModelChange', 'removed', 'renamed']);
  });
});
