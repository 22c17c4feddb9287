/**
 * Reads the public type declarations of MUI X packages with the TypeScript
 * compiler API: the exported names of a package entry, and the members of a
 * few main types (props, apiRef, slots). Used by type-diff.ts (v7 against v8)
 * and by type-diff.test.ts (checks the guides against the installed v8).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { cachingHost } from '../ts-host';

export interface ProductSpec {
  /** File name part: content/migration-types/<product>-v7-v8.json */
  product: string;
  packages: string[];
  /** Exported types whose members are compared, per package. */
  types: Record<string, string[]>;
}

/** The charts' main props and series types, compared between every pair of majors that has them. */
const CHART_TYPES = [
  'LineChartProps',
  'BarChartProps',
  'PieChartProps',
  'ScatterChartProps',
  'SparkLineChartProps',
  'ChartContainerProps',
  'ChartsXAxisProps',
  'ChartsYAxisProps',
  'ChartsLegendProps',
  'ChartsTooltipProps',
  'LineSeriesType',
  'BarSeriesType',
  'PieSeriesType',
  'AxisConfig',
];

export const PRODUCTS: ProductSpec[] = [
  {
    product: 'data-grid',
    packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
    types: {
      '@mui/x-data-grid': ['DataGridProps', 'GridApiCommunity', 'GridSlotsComponent', 'GridSlotsComponentsProps', 'GridColDef', 'GridInitialState', 'GridLocaleText', 'GridClasses'],
      '@mui/x-data-grid-pro': ['DataGridProProps', 'GridApiPro'],
      '@mui/x-data-grid-premium': ['DataGridPremiumProps', 'GridApiPremium'],
    },
  },
  {
    product: 'date-pickers',
    packages: ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
    types: {
      '@mui/x-date-pickers': [
        'DatePickerProps',
        'DateTimePickerProps',
        'TimePickerProps',
        'DatePickerSlots',
        'DatePickerSlotProps',
        'DateCalendarProps',
        'PickersLocaleText',
        'PickersActionBarProps',
        'PickersLayoutProps',
        'DateFieldProps',
        'MonthCalendarProps',
        'YearCalendarProps',
      ],
      '@mui/x-date-pickers-pro': ['DateRangePickerProps', 'DateRangePickerSlots', 'DateRangeCalendarProps', 'MultiInputDateRangeFieldProps', 'SingleInputDateRangeFieldProps'],
    },
  },
  {
    product: 'charts',
    packages: ['@mui/x-charts', '@mui/x-charts-pro'],
    types: {
      '@mui/x-charts': CHART_TYPES,
      '@mui/x-charts-pro': ['ChartContainerProProps', 'LineChartProProps', 'BarChartProProps', 'ScatterChartProProps'],
    },
  },
  {
    product: 'tree-view',
    packages: ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
    types: {
      '@mui/x-tree-view': ['SimpleTreeViewProps', 'RichTreeViewProps', 'TreeItemProps', 'TreeItemSlots', 'UseTreeItemParameters', 'UseTreeItemReturnValue'],
      '@mui/x-tree-view-pro': ['RichTreeViewProProps'],
    },
  },
];

export interface Deprecation {
  name: string;
  text: string;
}

export interface PackageTypes {
  version: string;
  exports: string[];
  deprecatedExports: Deprecation[];
  /** type name -> member names */
  members: Record<string, string[]>;
  /** Import subpaths of the package (`@mui/x-date-pickers/AdapterDayjs`), when read by readSide. */
  subpaths?: string[];
  deprecatedMembers: Record<string, Deprecation[]>;
}

/** Resolves `@mui/x-foo` (or a subpath such as `@mui/lab/TreeView`) inside a node_modules folder. */
export function packageDir(nodeModules: string, pkg: string): string {
  return join(nodeModules, pkg);
}

/**
 * The declaration file of a package entry or subpath: `index.d.ts`, else the
 * `types`/`typings` field of its package.json (old majors such as
 * `@material-ui/data-grid` 4 ship a single bundled declaration file).
 */
export function entryOf(nodeModules: string, pkg: string): string {
  const dir = packageDir(nodeModules, pkg);
  const index = join(dir, 'index.d.ts');
  if (existsSync(index)) return index;
  const manifest = join(dir, 'package.json');
  if (existsSync(manifest)) {
    const m = JSON.parse(readFileSync(manifest, 'utf8')) as { types?: string; typings?: string };
    const t = m.types ?? m.typings;
    if (t && existsSync(join(dir, t))) return join(dir, t);
  }
  return index;
}

/** Version of the package that holds an entry (a subpath folder's own package.json has none). */
export function versionOf(nodeModules: string, pkg: string): string {
  const parts = pkg.split('/');
  for (let n = parts.length; n > 0; n--) {
    const manifest = join(nodeModules, ...parts.slice(0, n), 'package.json');
    if (!existsSync(manifest)) continue;
    const v = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
    if (v) return v;
  }
  return 'unknown';
}

function deprecationOf(sym: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const target = sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
  for (const tag of target.getJsDocTags(checker)) {
    if (tag.name === 'deprecated') return ts.displayPartsToString(tag.text ?? []) || 'deprecated';
  }
  return undefined;
}

/** Reads several packages (one program, so shared declarations are parsed once). */
export function readPackages(nodeModules: string, packages: string[], types: Record<string, string[]>): Record<string, PackageTypes> {
  const entries = packages.map((p) => entryOf(nodeModules, p));
  const options: ts.CompilerOptions = {
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  // Several calls in one process read the same declarations: parsed once (scripts/ts-host.ts).
  const host = cachingHost(options);
  const first = ts.createProgram(entries, options, host);
  const firstChecker = first.getTypeChecker();
  // A probe file refers to each main type with `any` for its required type
  // parameters (the date type of the v7 Pickers) and the defaults for the
  // others, so generic props types (e.g. ChartContainerProps) resolve fully.
  const probe = join(mkdtempSync(join(tmpdir(), 'mui-types-')), 'probe.ts');
  const probeNames: Record<string, Record<string, string>> = {};
  const lines: string[] = [];
  packages.forEach((pkg, i) => {
    probeNames[pkg] = {};
    const sf = first.getSourceFile(entries[i]!);
    const modSym = sf && firstChecker.getSymbolAtLocation(sf);
    const exps = modSym ? firstChecker.getExportsOfModule(modSym) : [];
    for (const t of types[pkg] ?? []) {
      const e = exps.find((x) => x.name === t);
      if (!e) continue;
      const target = e.flags & ts.SymbolFlags.Alias ? firstChecker.getAliasedSymbol(e) : e;
      const decl = target.declarations?.find((d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d)) as ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined;
      const required = (decl?.typeParameters ?? []).filter((tp) => !tp.default).length;
      const alias = `P${i}_${t}`;
      probeNames[pkg]![t] = alias;
      const args = required ? `<${Array.from({ length: required }, () => 'any').join(', ')}>` : '';
      lines.push(`export type ${alias} = import(${JSON.stringify(entries[i]!.replace(/\.d\.ts$/, ''))}).${t}${args};`);
    }
  });
  // An empty probe is still a module (a call for exports only asks for no types).
  writeFileSync(probe, (lines.length ? lines.join('\n') : 'export {};') + '\n');
  const program = ts.createProgram([...entries, probe], options, host, first);
  const checker = program.getTypeChecker();
  const out: Record<string, PackageTypes> = {};
  packages.forEach((pkg, i) => {
    const sf = program.getSourceFile(entries[i]!);
    if (!sf) throw new Error(`no declarations for ${pkg} in ${nodeModules}`);
    const modSym = checker.getSymbolAtLocation(sf);
    if (!modSym) throw new Error(`${pkg}: entry is not a module`);
    const exps = checker.getExportsOfModule(modSym);
    const version = versionOf(nodeModules, pkg);
    const result: PackageTypes = { version, exports: [], deprecatedExports: [], members: {}, deprecatedMembers: {} };
    for (const e of exps) {
      if (e.name === 'default') continue;
      result.exports.push(e.name);
      const d = deprecationOf(e, checker);
      if (d) result.deprecatedExports.push({ name: e.name, text: d });
    }
    result.exports.sort();
    const probeSf = program.getSourceFile(probe)!;
    const probeExports = checker.getExportsOfModule(checker.getSymbolAtLocation(probeSf)!);
    for (const typeName of types[pkg] ?? []) {
      if (!exps.some((x) => x.name === typeName)) continue;
      const alias = probeExports.find((x) => x.name === probeNames[pkg]![typeName])!;
      const type = checker.getDeclaredTypeOfSymbol(alias);
      // DOM attributes inherited from React's declarations are not MUI X API.
      const props = checker.getPropertiesOfType(type).filter((p) => !(p.declarations ?? []).some((d) => /node_modules\/(@types\/react|typescript)\//.test(d.getSourceFile().fileName)));
      result.members[typeName] = props
        .map((p) => p.name)
        .filter((n) => !n.startsWith('__'))
        .sort();
      result.deprecatedMembers[typeName] = props.flatMap((p) => {
        const d = deprecationOf(p, checker);
        return d ? [{ name: p.name, text: d }] : [];
      });
    }
    out[pkg] = result;
  });
  // (The program has read the probe: its folder goes, so that no call leaves a folder in the system's temp.)
  rmSync(dirname(probe), { recursive: true, force: true });
  return out;
}

export function hasPackage(nodeModules: string, pkg: string): boolean {
  return existsSync(entryOf(nodeModules, pkg));
}

/**
 * A pair of majors: which npm packages each side needs in its scratch folder,
 * and the groups to compare. A group is named after the newer package; its
 * `from` entries may be another package or several subpaths (`@mui/lab/TreeView`
 * and `@mui/lab/TreeItem` against `@mui/x-tree-view`), whose exports are merged.
 */
export interface PairSpec {
  /** File name: content/migration-types/<file>.json */
  file: string;
  product: string;
  /** Labels of the majors, e.g. '6' and '7', or 'lab' and '5'. */
  from: string;
  to: string;
  install: { from: string[]; to: string[] };
  groups: { name: string; from: string[]; to: string[] }[];
  /** Types whose members are compared, per group; `Old=>New` when the type was renamed. */
  types: Record<string, string[]>;
}

const GRID_TYPES = [
  'DataGridProps',
  'GridApiCommunity',
  'GridSlotsComponent',
  'GridSlotsComponentsProps',
  'GridColDef',
  'GridInitialState',
  'GridLocaleText',
  'GridClasses',
  'GridFilterItem',
  'GridRenderCellParams',
  'GridValueGetterParams',
  'GridPaginationModel',
  'GridFilterOperator',
  'GridExperimentalFeatures',
];
const GRID_PRO_TYPES = ['DataGridProProps', 'GridApiPro', 'GridProSlotsComponent', 'GridExperimentalProFeatures'];
const GRID_PREMIUM_TYPES = ['DataGridPremiumProps', 'GridApiPremium', 'GridExperimentalPremiumFeatures'];
const PICKER_TYPES = [
  'DatePickerProps',
  'DateTimePickerProps',
  'TimePickerProps',
  'DesktopDatePickerProps',
  'MobileDatePickerProps',
  'StaticDatePickerProps',
  'DatePickerSlots',
  'DatePickerSlotsComponent',
  'DatePickerSlotProps',
  'DatePickerSlotsComponentsProps',
  'DateCalendarProps',
  'PickersLocaleText',
  'PickersActionBarProps',
  'PickersLayoutProps',
  'DateFieldProps',
  'MonthCalendarProps',
  'YearCalendarProps',
  'TimeClockProps',
  'LocalizationProviderProps',
  'PickersDayProps',
  'FieldSection',
  'MuiPickersAdapter',
  'AdapterFormats',
];
const PICKER_PRO_TYPES = [
  'DateRangePickerProps',
  'DateRangePickerSlots',
  'DateRangePickerSlotsComponent',
  'DateRangeCalendarProps',
  'MultiInputDateRangeFieldProps',
  'SingleInputDateRangeFieldProps',
  'DateRangePickerDayProps',
];
const TREE_TYPES = ['TreeViewProps', 'SimpleTreeViewProps', 'RichTreeViewProps', 'TreeItemProps', 'TreeItemContentProps', 'TreeViewClasses', 'TreeItemClasses', 'UseTreeItemParameters'];
const same = (...names: string[]) => names.map((name) => ({ name, from: [name], to: [name] }));
const REACT18 = ['@mui/material@5', '@emotion/react@11', '@emotion/styled@11', 'react@18', 'react-dom@18', '@types/react@18'];

/** The lab's picker entries (5.0.0-alpha.75, the last release with its own picker code). */
export const LAB_PICKERS = [
  'CalendarPicker',
  'CalendarPickerSkeleton',
  'ClockPicker',
  'DatePicker',
  'DateTimePicker',
  'DesktopDatePicker',
  'DesktopDateTimePicker',
  'DesktopTimePicker',
  'LocalizationProvider',
  'MobileDatePicker',
  'MobileDateTimePicker',
  'MobileTimePicker',
  'MonthPicker',
  'PickersDay',
  'StaticDatePicker',
  'StaticDateTimePicker',
  'StaticTimePicker',
  'TimePicker',
  'YearPicker',
];
export const LAB_RANGE_PICKERS = ['DateRangePicker', 'DateRangePickerDay', 'DesktopDateRangePicker', 'MobileDateRangePicker', 'StaticDateRangePicker'];

export const PAIRS: PairSpec[] = [
  {
    file: 'data-grid-v6-v7',
    product: 'data-grid',
    from: '6',
    to: '7',
    install: {
      from: ['@mui/x-data-grid@6', '@mui/x-data-grid-pro@6', '@mui/x-data-grid-premium@6', ...REACT18],
      to: ['@mui/x-data-grid@7', '@mui/x-data-grid-pro@7', '@mui/x-data-grid-premium@7', ...REACT18],
    },
    groups: same('@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'),
    types: { '@mui/x-data-grid': GRID_TYPES, '@mui/x-data-grid-pro': GRID_PRO_TYPES, '@mui/x-data-grid-premium': GRID_PREMIUM_TYPES },
  },
  {
    file: 'date-pickers-v6-v7',
    product: 'date-pickers',
    from: '6',
    to: '7',
    install: { from: ['@mui/x-date-pickers@6', '@mui/x-date-pickers-pro@6', ...REACT18], to: ['@mui/x-date-pickers@7', '@mui/x-date-pickers-pro@7', ...REACT18] },
    groups: same('@mui/x-date-pickers', '@mui/x-date-pickers-pro'),
    types: { '@mui/x-date-pickers': PICKER_TYPES, '@mui/x-date-pickers-pro': PICKER_PRO_TYPES },
  },
  {
    file: 'charts-v6-v7',
    product: 'charts',
    from: '6',
    to: '7',
    install: { from: ['@mui/x-charts@6', ...REACT18], to: ['@mui/x-charts@7', ...REACT18] },
    groups: same('@mui/x-charts'),
    types: {
      // v6 and v7 also export these three, gone in v8.
      '@mui/x-charts': [...CHART_TYPES, 'ScatterSeriesType', 'ChartsAxisProps', 'ResponsiveChartContainerProps'],
    },
  },
  {
    file: 'tree-view-v6-v7',
    product: 'tree-view',
    from: '6',
    to: '7',
    install: { from: ['@mui/x-tree-view@6', ...REACT18], to: ['@mui/x-tree-view@7', ...REACT18] },
    groups: same('@mui/x-tree-view'),
    types: { '@mui/x-tree-view': TREE_TYPES },
  },
  {
    file: 'data-grid-v5-v6',
    product: 'data-grid',
    from: '5',
    to: '6',
    install: {
      from: ['@mui/x-data-grid@5', '@mui/x-data-grid-pro@5', '@mui/x-data-grid-premium@5', ...REACT18],
      to: ['@mui/x-data-grid@6', '@mui/x-data-grid-pro@6', '@mui/x-data-grid-premium@6', ...REACT18],
    },
    groups: same('@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'),
    types: { '@mui/x-data-grid': [...GRID_TYPES, 'GridApi'], '@mui/x-data-grid-pro': [...GRID_PRO_TYPES, 'GridApi'], '@mui/x-data-grid-premium': [...GRID_PREMIUM_TYPES, 'GridApi'] },
  },
  {
    file: 'date-pickers-v5-v6',
    product: 'date-pickers',
    from: '5',
    to: '6',
    install: { from: ['@mui/x-date-pickers@5', '@mui/x-date-pickers-pro@5', ...REACT18], to: ['@mui/x-date-pickers@6', '@mui/x-date-pickers-pro@6', ...REACT18] },
    groups: same('@mui/x-date-pickers', '@mui/x-date-pickers-pro'),
    types: {
      '@mui/x-date-pickers': [
        ...PICKER_TYPES,
        'CalendarPickerProps=>DateCalendarProps',
        'ClockPickerProps=>TimeClockProps',
        'MonthPickerProps=>MonthCalendarProps',
        'YearPickerProps=>YearCalendarProps',
      ],
      '@mui/x-date-pickers-pro': PICKER_PRO_TYPES,
    },
  },
  {
    file: 'tree-view-lab-v6',
    product: 'tree-view',
    from: 'lab',
    to: '6',
    install: { from: ['@mui/lab@5.0.0-alpha.142', ...REACT18], to: ['@mui/x-tree-view@6', ...REACT18] },
    groups: [{ name: '@mui/x-tree-view', from: ['@mui/lab/TreeView', '@mui/lab/TreeItem'], to: ['@mui/x-tree-view'] }],
    types: { '@mui/x-tree-view': TREE_TYPES },
  },
  {
    file: 'date-pickers-lab-v5',
    product: 'date-pickers',
    from: 'lab',
    to: '5',
    install: {
      from: ['@mui/lab@5.0.0-alpha.75', '@mui/material@5', '@emotion/react@11', '@emotion/styled@11', 'react@17', 'react-dom@17', '@types/react@17'],
      to: ['@mui/x-date-pickers@5', '@mui/x-date-pickers-pro@5', ...REACT18],
    },
    groups: [
      { name: '@mui/x-date-pickers', from: LAB_PICKERS.map((p) => `@mui/lab/${p}`), to: ['@mui/x-date-pickers'] },
      { name: '@mui/x-date-pickers-pro', from: LAB_RANGE_PICKERS.map((p) => `@mui/lab/${p}`), to: ['@mui/x-date-pickers-pro'] },
    ],
    types: {
      '@mui/x-date-pickers': [
        'DatePickerProps',
        'DateTimePickerProps',
        'TimePickerProps',
        'DesktopDatePickerProps',
        'MobileDatePickerProps',
        'StaticDatePickerProps',
        'CalendarPickerProps',
        'ClockPickerProps',
        'MonthPickerProps',
        'YearPickerProps',
        'PickersDayProps',
        'LocalizationProviderProps',
      ],
      '@mui/x-date-pickers-pro': ['DateRangePickerProps', 'DateRangePickerDayProps'],
    },
  },
  {
    file: 'data-grid-v4-v5',
    product: 'data-grid',
    from: '4',
    to: '5',
    install: {
      from: ['@material-ui/data-grid@4.0.0-alpha.37', '@material-ui/x-grid@4.0.0-alpha.37', '@material-ui/core@4', 'react@17', 'react-dom@17', '@types/react@17'],
      to: ['@mui/x-data-grid@5', '@mui/x-data-grid-pro@5', ...REACT18],
    },
    groups: [
      { name: '@mui/x-data-grid', from: ['@material-ui/data-grid'], to: ['@mui/x-data-grid'] },
      { name: '@mui/x-data-grid-pro', from: ['@material-ui/x-grid'], to: ['@mui/x-data-grid-pro'] },
    ],
    types: {
      '@mui/x-data-grid': [
        'DataGridProps',
        'GridApi',
        'GridColDef',
        'GridSlotsComponent',
        'GridLocaleText',
        'GridCellParams',
        'GridRowParams',
        'GridFilterItem',
        'GridState',
        'GridColumnHeaderParams',
      ],
      '@mui/x-data-grid-pro': ['XGridProps=>DataGridProProps', 'GridApi', 'GridColDef', 'GridSlotsComponent'],
    },
  },
];

const BUILD_FOLDERS = new Set(['node', 'modern', 'legacy', 'esm', 'node_modules', 'themeAugmentation']);

/** The public import subpaths of a package: its folders with a declaration entry (build and internal folders excluded). */
export function subpathsOf(nodeModules: string, pkg: string): string[] {
  const dir = packageDir(nodeModules, pkg);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !BUILD_FOLDERS.has(d.name) && !d.name.startsWith('internal') && existsSync(join(dir, d.name, 'index.d.ts')))
    .map((d) => `${pkg}/${d.name}`)
    .sort();
}

/** Reads the groups of one side of a pair: the exports of a group's entries are merged. */
export function readSide(nodeModules: string, spec: PairSpec, side: 'from' | 'to'): Record<string, PackageTypes> {
  const out: Record<string, PackageTypes> = {};
  for (const g of spec.groups) {
    const typeNames = (spec.types[g.name] ?? []).map((t) => (t.includes('=>') ? t.split('=>')[side === 'from' ? 0 : 1]! : t));
    const entries = g[side];
    const read = readPackages(nodeModules, entries, Object.fromEntries(entries.map((e) => [e, typeNames])));
    const merged: PackageTypes = { version: versionOf(nodeModules, entries[0]!), exports: [], deprecatedExports: [], members: {}, deprecatedMembers: {} };
    const exps = new Set<string>();
    for (const e of entries) {
      const r = read[e]!;
      r.exports.forEach((x) => exps.add(x));
      merged.deprecatedExports.push(...r.deprecatedExports.filter((d) => !merged.deprecatedExports.some((m) => m.name === d.name)));
      for (const [t, m] of Object.entries(r.members)) {
        if (merged.members[t]) continue;
        // A renamed type is stored under the newer side's name so both sides line up.
        const key =
          (spec.types[g.name] ?? [])
            .find((x) => x.split('=>')[side === 'from' ? 0 : 1] === t)
            ?.split('=>')
            .pop() ?? t;
        merged.members[key] = m;
        merged.deprecatedMembers[key] = r.deprecatedMembers[t] ?? [];
      }
    }
    merged.exports = [...exps].sort();
    // Import subpaths are compared where both sides are the same package (not for lab or v4 renames).
    if (g.from.length === 1 && g.from[0] === g.name) merged.subpaths = subpathsOf(nodeModules, g.name);
    out[g.name] = merged;
  }
  return out;
}
