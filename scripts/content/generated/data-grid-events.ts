/**
 * The catalog of Data Grid events on /x/react-data-grid/events, made at
 * build time from the installed 8.11.1 type definitions: one row per key of
 * `GridEventLookup`, the interface that maps an event name to its `params`
 * and `event` types. The Pro and Premium packages add their events to that
 * interface by module augmentation, so an event's plan is the package whose
 * declaration file declares it.
 *
 * The TypeScript program is shared with `data-grid-selectors.ts` (one program
 * per build, kept in memory only): it is the slow part.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type GridPlan = 'community' | 'pro' | 'premium';

export const GRID_PLANS: readonly GridPlan[] = ['community', 'pro', 'premium'];

export const GRID_PACKAGES: Record<GridPlan, string> = {
  community: '@mui/x-data-grid',
  pro: '@mui/x-data-grid-pro',
  premium: '@mui/x-data-grid-premium',
};

export const PLAN_LABELS: Record<GridPlan, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };

/** Options for reading published declaration files, resolving imports the way a bundler does. */
export const GRID_READ_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A program whose only root is a module that exists in memory, placed at the
 * repository root so that its imports resolve to the installed packages.
 */
export function programWithVirtualRoot(fileName: string, source: string): { program: ts.Program; root: ts.SourceFile } {
  const path = join(ROOT, fileName);
  const host = ts.createCompilerHost(GRID_READ_OPTIONS, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) =>
    name === path ? ts.createSourceFile(name, source, languageVersion, true) : getSourceFile.call(host, name, languageVersion, onError, shouldCreate);
  host.fileExists = (name) => name === path || fileExists.call(host, name);
  host.readFile = (name) => (name === path ? source : readFile.call(host, name));
  const program = ts.createProgram([path], GRID_READ_OPTIONS, host);
  const root = program.getSourceFile(path);
  if (!root) throw new Error(`data-grid generators: cannot create ${fileName}`);
  return { program, root };
}

export interface GridTypes {
  checker: ts.TypeChecker;
  /** `GridEventLookup` as a Premium user sees it (every plan's events merged in). */
  eventLookup: ts.Type;
  /** Value exports of each plan's package, aliases resolved, by export name. */
  exports: Record<GridPlan, Map<string, ts.Symbol>>;
}

let shared: GridTypes | undefined;

/** The one program both Data Grid generators read (made on first use). */
export function gridTypes(): GridTypes {
  if (shared) return shared;
  const source = [
    `import type { GridEventLookup } from '${GRID_PACKAGES.premium}';`,
    ...GRID_PLANS.map((plan) => `import * as ${plan} from '${GRID_PACKAGES[plan]}';`),
    'export type Lookup = GridEventLookup;',
    `export { ${GRID_PLANS.join(', ')} };`,
  ].join('\n');
  const { program, root } = programWithVirtualRoot('__data-grid-generated-types__.ts', source);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(root);
  if (!moduleSymbol) throw new Error('data-grid generators: the Data Grid packages are not installed');
  const rootExports = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]));
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

  const lookup = rootExports.get('Lookup');
  if (!lookup) throw new Error('data-grid generators: no GridEventLookup');
  const exports = {} as Record<GridPlan, Map<string, ts.Symbol>>;
  for (const plan of GRID_PLANS) {
    const namespace = rootExports.get(plan);
    if (!namespace) throw new Error(`data-grid generators: cannot read ${GRID_PACKAGES[plan]}`);
    exports[plan] = new Map(checker.getExportsOfModule(resolve(namespace)).map((s) => [s.name, resolve(s)]));
  }
  shared = { checker, eventLookup: checker.getDeclaredTypeOfSymbol(lookup), exports };
  return shared;
}

/** The plan of the package a declaration sits in (`undefined` outside the grid packages). */
export function planOfFile(fileName: string): GridPlan | undefined {
  const match = /\/node_modules\/@mui\/x-data-grid(-pro|-premium)?\//.exec(fileName.replace(/\\/g, '/'));
  if (!match) return undefined;
  return match[1] === '-pro' ? 'pro' : match[1] === '-premium' ? 'premium' : 'community';
}

/** One line of a type as written in the declaration file. */
function typeText(node: ts.TypeNode | undefined): string | undefined {
  return node?.getText().replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

/** JSDoc text on one line, with the `[[Name]]` links of the grid's comments as code. */
export function docText(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .replace(/\[\[([\w.]+)\]\]/g, '`$1`')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface GridEventRow {
  /** The event name, such as `rowClick`. */
  name: string;
  /** The lowest plan whose `GridEventLookup` has the event. */
  plan: GridPlan;
  /** Type of the listener's first argument as declared (`undefined` when the event has none). */
  params?: string;
  /** Type of the DOM or grid event passed second, when the event declares one. */
  event?: string;
  description: string;
  /** Marked `@ignore` in the package: the grid uses it internally. */
  internal: boolean;
  /** The `@deprecated` note, when there is one. */
  deprecated?: string;
}

function memberTypeText(entry: ts.Type, member: string): string | undefined {
  const symbol = entry.getProperty(member);
  const declaration = symbol?.declarations?.[0];
  return declaration && ts.isPropertySignature(declaration) ? typeText(declaration.type) : undefined;
}

export function collectGridEvents(types: GridTypes = gridTypes()): GridEventRow[] {
  const { checker, eventLookup } = types;
  const rows: GridEventRow[] = [];
  for (const property of checker.getPropertiesOfType(eventLookup)) {
    const plans = (property.declarations ?? []).map((d) => planOfFile(d.getSourceFile().fileName));
    const plan = GRID_PLANS.find((p) => plans.includes(p));
    if (!plan) throw new Error(`data-grid-events: ${property.name} is declared outside the Data Grid packages`);
    const entry = checker.getTypeOfSymbol(property);
    const tags = property.getJsDocTags(checker);
    const deprecated = tags.find((t) => t.name === 'deprecated');
    rows.push({
      name: property.name,
      plan,
      params: memberTypeText(entry, 'params'),
      event: memberTypeText(entry, 'event'),
      description: docText(property, checker),
      internal: tags.some((t) => t.name === 'ignore'),
      ...(deprecated ? { deprecated: ts.displayPartsToString(deprecated.text).replace(/\s+/g, ' ').trim() } : {}),
    });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** A table cell: pipes escaped, so that union types stay in their cell. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

export function eventsTable(rows: GridEventRow[]): string {
  const describe = (row: GridEventRow) => [`\`${row.name}\``, row.description, row.deprecated ? `*Deprecated:* ${row.deprecated}` : '', row.internal ? '*Internal.*' : ''].filter(Boolean).join('<br>');
  const argumentsOf = (row: GridEventRow) => [`\`params\`: ${row.params ? `\`${row.params}\`` : 'none'}`, row.event ? `\`event\`: \`${row.event}\`` : ''].filter(Boolean).join('<br>');
  return ['| Event | Listener arguments | Plan |', '| --- | --- | --- |', ...rows.map((row) => `| ${cell(describe(row))} | ${cell(argumentsOf(row))} | ${PLAN_LABELS[row.plan]} |`)].join('\n');
}

export default async function generate(): Promise<string> {
  const rows = collectGridEvents();
  const count = (plan: GridPlan) => rows.filter((row) => row.plan === plan).length;
  const internal = rows.filter((row) => row.internal).length;
  return [
    `\`GridEventLookup\` has ${rows.length} events in 8.11.1: ${count('community')} in every plan, ${count('pro')} more with \`@mui/x-data-grid-pro\` and ${count('premium')} more with \`@mui/x-data-grid-premium\`. The package marks ${internal} of them as internal: the grid publishes them for its own use, and they can change in any release.`,
    '',
    eventsTable(rows),
  ].join('\n');
}
