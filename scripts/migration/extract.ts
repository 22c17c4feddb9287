/**
 * Reads the public type declarations of MUI X packages with the TypeScript
 * compiler API: the exported names of a package entry, and the members of a
 * few main types (props, apiRef, slots). Used by type-diff.ts (v7 against v8)
 * and by type-diff.test.ts (checks the guides against the installed v8).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

export interface ProductSpec {
  /** File name part: content/migration-types/<product>-v7-v8.json */
  product: string;
  packages: string[];
  /** Exported types whose members are compared, per package. */
  types: Record<string, string[]>;
}

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
      '@mui/x-charts': [
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
      ],
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
  deprecatedMembers: Record<string, Deprecation[]>;
}

/** Resolves `@mui/x-foo` inside a node_modules folder; the pro packages of v8 carry a nested community copy. */
export function packageDir(nodeModules: string, pkg: string): string {
  return join(nodeModules, pkg);
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
  const entries = packages.map((p) => join(packageDir(nodeModules, p), 'index.d.ts'));
  const options: ts.CompilerOptions = {
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  const first = ts.createProgram(entries, options);
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
  writeFileSync(probe, lines.join('\n') + '\n');
  const program = ts.createProgram([...entries, probe], options, undefined, first);
  const checker = program.getTypeChecker();
  const out: Record<string, PackageTypes> = {};
  packages.forEach((pkg, i) => {
    const sf = program.getSourceFile(entries[i]!);
    if (!sf) throw new Error(`no declarations for ${pkg} in ${nodeModules}`);
    const modSym = checker.getSymbolAtLocation(sf);
    if (!modSym) throw new Error(`${pkg}: entry is not a module`);
    const exps = checker.getExportsOfModule(modSym);
    const version = (JSON.parse(readFileSync(join(packageDir(nodeModules, pkg), 'package.json'), 'utf8')) as { version: string }).version;
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
  return out;
}

export function hasPackage(nodeModules: string, pkg: string): boolean {
  return existsSync(join(packageDir(nodeModules, pkg), 'index.d.ts'));
}
