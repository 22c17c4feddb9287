import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimsOf, looksLikeApiName } from './classify';
import { closest, createTruthChecker, declaredInDir, migrationNames, type TruthInput } from './check';
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
  version: 4,
  packages: {
    '@mui/x-data-grid': [
      'DataGrid',
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
    '@mui/x-data-grid-pro': ['DataGridPro', 'pinnedColumns'],
    '@mui/x-data-grid-premium': ['DataGridPremium', 'rowGroupingModel'],
    '@mui/x-date-pickers': ['DatePicker', 'AdapterDayjs'],
    '@mui/x-license': ['LicenseInfo', 'setLicenseKey'],
  },
  classes: { '@mui/x-data-grid': ['MuiDataGrid-cell', 'MuiDataGrid-row'] },
  foreign: ['Box', 'useState', 'sx', 'Intl', 'DateTimeFormat'],
};
const root = mkdtempSync(join(tmpdir(), 'truth-'));
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
    expect(names.has('Demo')).toBe(true);
    expect(names.has('startDate')).toBe(true);
  });

  it('migrationNames takes every identifier of the committed type data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-'));
    writeFileSync(join(dir, 'data-grid-v6-v7.json'), JSON.stringify({ removed: ['GridColumns', 'apiRef.current.getRowModels'], renamed: { onSelectionModelChange: 'onRowSelectionModelChange' } }));
    const names = migrationNames(dir);
    expect([...names].sort()).toEqual(['GridColumns', 'apiRef', 'current', 'getRowModels', 'onRowSelectionModelChange', 'onSelectionModelChange', 'removed', 'renamed']);
  });
});
