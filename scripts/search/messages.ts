/**
 * The installed MUI X packages' own messages (the `MUI X: …` warnings and errors their esm code prints
 * or throws: `warnOnce`, `console.warn/error`, `throw new Error`, the licence checker's `showError`),
 * read from node_modules/@mui/x-* with TypeScript's parser. A placeholder (`${field}`, a value joined in)
 * is kept as `{}`. The search index maps each to the page about its cause (build-index.ts, `messagePages`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { PRODUCTS, type ProductId } from '../../lib/products';
import { SearchIndex, encodeSearchIndex, type SearchDocInput, type SearchIndexData } from '../../lib/search';
import { messageWords, type MessageTable } from '../../lib/search/messages';

/** One message as its package prints it. */
export interface PackageMessage {
  /** The text, placeholders as `{}`, lines joined by spaces. */
  text: string;
  /** The package (`x-data-grid-pro`). */
  pkg: string;
  /** The file under the package's esm folder (`hooks/features/filter/gridFilterUtils.js`). */
  file: string;
}

/** A placeholder in a message: a value the reader's code filled in. */
export const HOLE = '{}';

const root = join(import.meta.dirname, '..', '..', 'node_modules', '@mui');

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (name.endsWith('.js')) out.push(path);
  }
  return out;
}

/** The text of a string expression, `undefined` when it holds no literal text at all. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => (textOf(s.expression) ?? HOLE) + s.literal.text).join('');
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = textOf(node.left);
    const b = textOf(node.right);
    return a === undefined && b === undefined ? undefined : (a ?? HOLE) + (b ?? HOLE);
  }
  if (ts.isArrayLiteralExpression(node)) {
    const parts = node.elements.map((e) => textOf(e));
    return parts.every((p) => p === undefined) ? undefined : parts.map((p) => p ?? HOLE).join('\n');
  }
  // `[…].join('\n')`
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'join' && ts.isArrayLiteralExpression(node.expression.expression)) {
    return textOf(node.expression.expression);
  }
  return undefined;
}

const PREFIX = /^\s*MUI X\b/;

/** The messages of one file's source. */
export function messagesOf(source: string, pkg = '', file = ''): PackageMessage[] {
  const out: PackageMessage[] = [];
  const sf = ts.createSourceFile(file || 'm.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  // The Data Grid's logger prints `MUI X: <its name> - <message>` (`useGridLogger(apiRef, 'useResizeContainer')`).
  const loggerName = /useGridLogger\([^,()]*,\s*'([^']+)'\)/.exec(source)?.[1];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression.getText(sf);
      // `warnOnce` and the logger print their message as it is (a leading `${warningPrefix}:` is `MUI X:`).
      const printer = callee === 'warnOnce' ? 'MUI X: ' : /^logger\.(?:warn|error)$/.test(callee) && loggerName ? `MUI X: ${loggerName} - ` : '';
      for (const arg of node.arguments ?? []) {
        let text = textOf(arg);
        if (text === undefined) continue;
        if (printer && !PREFIX.test(text)) text = printer + text.replace(/^\{\}:\s*/, '');
        if (PREFIX.test(text)) out.push({ text: text.replace(/\s+/g, ' ').trim(), pkg, file });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

let cache: PackageMessage[] | undefined;

/** Every `MUI X` message of the installed @mui/x-* packages' esm code, each text once (the first package's). */
export function packageMessages(dir = root): PackageMessage[] {
  if (cache && dir === root) return cache;
  const seen = new Set<string>();
  const out: PackageMessage[] = [];
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.startsWith('x-'))
      .sort();
  } catch {
    return [];
  }
  for (const pkg of names) {
    const esm = join(dir, pkg, 'esm');
    let list: string[];
    try {
      list = files(esm).sort();
    } catch {
      continue;
    }
    for (const path of list) {
      const source = readFileSync(path, 'utf8');
      if (!source.includes('MUI X') && !source.includes('warnOnce') && !source.includes('useGridLogger')) continue;
      for (const m of messagesOf(source, pkg, path.slice(esm.length + 1))) {
        if (seen.has(m.text)) continue;
        seen.add(m.text);
        out.push(m);
      }
    }
  }
  if (dir === root) cache = out;
  return out;
}

/** The product of a package (`x-data-grid-pro` -> `x-data-grid`); undefined for the shared ones (`x-internals`), whose messages name the caller's component. */
function productOf(pkg: string): ProductId | undefined {
  if (pkg === 'x-license') return 'x';
  const base = pkg.replace(/-(?:pro|premium)$/, '');
  return PRODUCTS.find((p) => p.id === base)?.id;
}

/** The code a message names (`getTreeDataPath`, `<QuickFilter />`, `ChartDataProvider`), of four letters or more. */
function namesOf(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/`([^`]+)`|<\s*([A-Z]\w*)|\b([a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*)\b/g)) {
    for (const x of (m[1] ?? m[2] ?? m[3] ?? '').split(/[=({\s.]/)) if (/^[A-Za-z]\w{3,}$/.test(x) && x !== 'true' && x !== 'false') out.add(x);
  }
  return [...out];
}

/** Folders of a package's source that name no feature. */
const GENERIC_FOLDERS = new Set(
  'esm hooks features internals components utils plugins core context serializer serializers grid chart charts tree view picker pickers coreplugins featureplugins'.split(' '),
);

/** The feature folders of a message's file (`hooks/features/treeData/…` -> treedata). */
function featureFolders(file: string): string[] {
  return file
    .split('/')
    .slice(0, -1)
    .map((s) => s.replace(/^use(?:Grid|Chart|TreeView|Picker)?/, '').toLowerCase())
    .filter((s) => s.length >= 4 && !GENERIC_FOLDERS.has(s));
}

/**
 * True when a page's path says a feature folder's name: the whole of one of its parts (`treedata`:
 * `/x/react-data-grid/tree-data`), or a one-word part's stem (`filter`: `…/filtering`; not `rows`: `row-selection`).
 */
function pathSays(path: string, folders: readonly string[]): boolean {
  for (const part of path.split('/').slice(3)) {
    const joined = part.replace(/-/g, '');
    for (const k of folders) {
      if (k === joined) return true;
      if (part.includes('-')) continue;
      let c = 0;
      while (c < k.length && c < part.length && k[c] === part[c]) c++;
      if (c >= Math.max(4, Math.min(k.length, part.length) - 3)) return true;
    }
  }
  return false;
}

/**
 * Where the packages' short links lead (`More details: https://mui.com/r/x-data-grid-no-dimensions`), as
 * MUI X's docs redirect them (mui/mui-x, docs/public/_redirects: `/r/<name> <target> 302`), for the targets
 * this site has. (The others lead off the docs: pricing, the EULA.)
 */
export const SHORT_LINKS: Readonly<Record<string, string>> = {
  'x-data-grid-no-dimensions': '/x/react-data-grid/layout',
  'x-license-trial': '/x/introduction/licensing',
  'x-license-key-installation': '/x/introduction/licensing',
};

/**
 * Messages whose page neither a link nor the engine's candidates give, each read by hand where the
 * package throws or prints it (the esm code of node_modules/@mui/x-…) and matched to the page whose text explains
 * the fix. A message is matched by a part of its text (placeholders as `{}`); the page must exist
 * (scripts/search/messages.test.ts).
 */
export const KNOWN_PAGES: readonly (readonly [RegExp, string])[] = [
  // Charts: the contexts ChartDataProvider / ChartContainer give the parts below them (Composition,
  // "Structural components"), and its size section quotes the width and height messages.
  [/^MUI X Charts: Could not find the (?:Chart|Charts Slots|svg ref|charts) context\./, '/x/react-charts/composition'],
  [/^MUI X Charts: ChartContainer does not have `(?:width|height)` prop/, '/x/react-charts/composition'],
  // Axis data from `dataset` with `dataKey`; axis ids; tick labels rotated with `tickLabelStyle.angle`.
  [/-axis uses `dataKey` but no `dataset` is provided/, '/x/react-charts/axis'],
  [/^MUI X Charts: The following axis ids are duplicated/, '/x/react-charts/axis'],
  [/^MUI X Charts: It seems you applied an angle larger than 90/, '/x/react-charts/axis'],
  // The typed series hooks (`useBarSeries(ids)`, thrown by their shared selector) read series by id and type
  // (Custom components, "Series").
  [/^MUI X Charts: The following ids provided to "\{\}" could not be found/, '/x/react-charts/components'],
  // The Pro export plugin: `rasterizehtml` for images, print and image export.
  [/^MUI X Charts: (?:Failed to import 'rasterizehtml'|Failed to create blob from canvas|Error exporting chart as)/, '/x/react-charts/export'],
  [/^MUI X Charts: the categoryAxis position is set to/, '/x/react-charts/funnel'],
  // `ChartsReferenceLine` draws a line at one value, `x` or `y` (Composition, "Axes"; the engine's names chose Axis).
  [/^MUI X Charts: The ChartsReferenceLine (?:should have a value in|cannot have both)/, '/x/react-charts/composition'],
  // Data Grid: 'date' columns take Date objects, convert in a `valueGetter` (Column definition).
  [/^MUI X: `\{\}` column type only accepts `Date` objects/, '/x/react-data-grid/column-definition'],
  [/^MUI X: group groupId=\{\} has no children/, '/x/react-data-grid/column-groups'],
  // `stopRowEditMode` / `stopCellEditMode` on a row or cell that is not in that mode (Editing, "Edit through
  // the API"; the engine's names chose the edit component's page for the cell).
  [/^MUI X: The (?:row|cell) with id=\{\} (?:and field=\{\} )?is not in \{\} mode/, '/x/react-data-grid/editing'],
  // A column's `filterOperators` lacks any, or the one a filter item names (Filtering customization: create,
  // remove and reuse operators; the engine's names chose the Filtering overview).
  [/^MUI X: No filter operators? found for column/, '/x/react-data-grid/filtering/customization'],
  [/^MUI X: (?:No grid root element available|exportAs not supported)/, '/x/react-data-grid/export'],
  // `updateRows()` takes one row per call on DataGrid (Updating rows); `unstable_replaceRows`, the same plan limit.
  [/^MUI X: You cannot (?:update several rows at once|replace rows using)/, '/x/react-data-grid/row-updates'],
  [/^MUI X: The row reordering do not support reordering of/, '/x/react-data-grid/row-ordering'],
  [/^MUI X: `useGridSelector` has been called before the initialization/, '/x/react-data-grid/state'],
  // `useGridApiContext()` (the message's hook) works in a slot; outside the grid, `useGridApiRef()` (Custom
  // subcomponents, "Read and change the grid from a slot"). The grid's own parts need the grid around
  // them (Components usage: "Outside a grid they throw").
  [/^MUI X: Could not find the Data Grid context\./, '/x/react-data-grid/components'],
  [/^MUI X: (?:Could not find the Data Grid (?:configuration|private) context\.|useGridRootProps should only be used inside)/, '/x/react-data-grid/components/usage'],
  // Pickers: Day.js locales must be imported (Localization); the provider (Quickstart); format tokens (Date
  // libraries and locales); `defaultValue` (Base concepts); time zones.
  [/^MUI X: Your locale has not been found/, '/x/react-date-pickers/localization'],
  [/^MUI X: Can not find the date and time pickers localization context/, '/x/react-date-pickers/quickstart'],
  [/^MUI X: The token "\{\}" is not supported by the Date and Time Pickers/, '/x/react-date-pickers/adapters-locale'],
  [/^MUI X: A component is changing the defaultValue of an uncontrolled Picker/, '/x/react-date-pickers/base-concepts'],
  [/^MUI X: The `usePickerActionsContext` can only be called/, '/x/react-date-pickers/custom-components'],
  [/^MUI X: The timezone of the start and the end date should be the same/, '/x/react-date-pickers/timezone'],
  // Tree View: JSX items need SimpleTreeView; an empty label is thrown by `updateItemLabel` (label editing).
  [/^MUI X: Could not find the Tree View Children Item context/, '/x/react-tree-view/simple-tree-view/items'],
  [/The label of an item cannot be empty/, '/x/react-tree-view/rich-tree-view/editing'],
];

/** The docs page a message links: a docs URL, or a short link SHORT_LINKS resolves. */
export function linkedPage(text: string): string | undefined {
  const url = /https:\/\/mui\.com(\/x\/[a-z0-9/-]+)/.exec(text)?.[1]?.replace(/\/$/, '');
  if (url) return url;
  for (const m of text.matchAll(/https:\/\/mui\.com\/r\/([a-z0-9-]+)/g)) if (SHORT_LINKS[m[1]!]) return SHORT_LINKS[m[1]!];
  return undefined;
}

/** A collection of demos (`line-demo`, `demos/…`) shows a feature, it does not say what a message means. */
const COLLECTION = /-demo$|\/demos\//;
/** A name said by more of the candidates than this points to none of them. */
const SHARED_NAME = 2;

/** The Data Grid logger's label after the prefix (`MUI X: useResizeContainer - `). */
const LOGGER_LABEL = /^(MUI X: )\w+ - /;

/** Guide pages the engine offers for a message, of which the catalogue picks one. */
const CANDIDATES = 5;
/** What a candidate's place costs, what the names it documents add (their share over the candidates), and what its path saying the message's feature folder adds. */
const PLACE = 1;
const NAMES = 2;
const FOLDER = 3;

/** `BarChart` -> `bar-chart`, as API pages are named. */
const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/**
 * The titles of the guides whose demos use the component a message's file belongs to: the file's
 * component folders (`BarChart/checkScaleErrors.js`, `ChartsReferenceLine/…`) whose API page
 * (`/x/api/charts/bar-chart`) lists them in its Demos section.
 */
export function componentDemos(file: string, docs: readonly SearchDocInput[]): Set<string> {
  const out = new Set<string>();
  for (const folder of file.split('/').slice(0, -1)) {
    if (!/^[A-Z][a-z]/.test(folder)) continue;
    const api = docs.find((d) => d.path.startsWith('/x/api/') && d.path.endsWith(`/${kebab(folder)}`));
    const list = api?.sections.find((s) => s.anchor === 'demos')?.text;
    if (!list) continue;
    for (const d of docs) if (!d.path.startsWith('/x/api/') && d.title && ` ${list} `.includes(` ${d.title} `)) out.add(d.title);
  }
  return out;
}

/**
 * The catalogue of the index `data` (built from `docs`): each message with the guide page about its cause.
 * A message that links a docs page names it; the licence checker's are the licensing page's. Else, of the
 * guide pages of the package's product the engine finds first for the message's text, the one that says
 * most of the code the message names (`getTreeDataPath`: Tree data, not the quickstart that mentions it)
 * and whose path is the message's source folder (`features/export`: Export), the engine's order breaking
 * ties; failing those, the first guide the engine finds for it (not only of the first five) that the API page of
 * the message's component folder lists among its demos (`BarChart/…`: Bars; `ChartsAxisHighlight/…`: Highlighting,
 * which the message's words about scales and data put below the Axis and Styling guides); a message whose names and folders point to none of them is left to the engine (page -1: still
 * matched, so that a query saying it is not taken for a near message). A message of no one product (`x-internals`), of fewer than three words, or of one reader's value
 * (a placeholder) for every two words is left out.
 */
export function messageTable(data: SearchIndexData, docs: readonly SearchDocInput[], messages: readonly PackageMessage[]): MessageTable {
  const index = new SearchIndex(encodeSearchIndex({ ...data, messages: undefined }));
  const pageOf = new Map(data.pages.map((p, i) => [p[0], i]));
  const text = new Map(docs.map((d) => [d.path, d.sections.map((s) => `${s.heading}\n${s.text}`).join('\n')]));
  const count = (path: string, name: string) => (text.get(path) ?? '').split(name).length - 1;
  const titleOf = new Map(docs.map((d) => [d.path, d.title]));
  const table: MessageTable = [];
  for (const m of messages) {
    const product = productOf(m.pkg);
    // (Searched without the Data Grid logger's label, `useResizeContainer - `: where it was printed, not what it says.)
    const plain = m.text.split(HOLE).join(' ').replace(LOGGER_LABEL, '$1');
    const words = messageWords(m.text.split(HOLE).join(' '));
    // (A message that is mostly the reader's values, `The row with id={} is not in {} mode.`, says too little without them.)
    // (A value the message names, `id={}`, `field="{}"`, says what it is: only the unnamed ones count.)
    const holes = m.text.split(HOLE).length - 1 - (m.text.match(/=["']?\{\}/g)?.length ?? 0);
    if (words.length < 3) continue;
    // (Stored with a `{}` per value the reader's code fills in: a paste carries those words too.)
    const stored = [...words, ...Array<string>(m.text.split(HOLE).length - 1).fill(HOLE)].join(' ');
    // (A message left to the engine stays in the table with no page, -1: a query that says it is that
    // message, not a near one of another component, `Could not find the Tree View context`.)
    if (!product || 2 * holes >= words.length) {
      table.push([-1, stored]);
      continue;
    }
    let page =
      pageOf.get(linkedPage(m.text) ?? '') ??
      (m.pkg === 'x-license' ? pageOf.get('/x/introduction/licensing') : undefined) ??
      pageOf.get(KNOWN_PAGES.find(([pattern]) => pattern.test(m.text))?.[1] ?? '');
    if (page === undefined) {
      const found = index.search(plain, product === 'x' ? {} : { product, only: true });
      const guides = [...new Set(found.map((r) => r.path.split('#')[0]!).filter((p) => !p.startsWith('/x/api/') && !p.startsWith('/x/migration/') && !COLLECTION.test(p)))];
      const candidates = guides.slice(0, CANDIDATES);
      const names = namesOf(m.text);
      const folders = featureFolders(m.file);
      let best = -Infinity;
      candidates.forEach((path, i) => {
        let said = 0;
        for (const name of names) {
          const here = count(path, name);
          // (A name most candidates say, `apiRef`, points to none of them.)
          if (here && candidates.filter((c) => count(c, name) > 0).length <= SHARED_NAME) said += (NAMES * here) / candidates.reduce((n, c) => n + count(c, name), 0);
        }
        if (pathSays(path, folders)) said += FOLDER;
        // (Only a page the message's names or folder point to: the engine's order alone is what the
        // reader's own paste is searched by anyway.)
        if (said > 0 && said - PLACE * i > best) {
          best = said - PLACE * i;
          page = pageOf.get(path);
        }
      });
      // (Else the component whose folder the message comes from, `BarChart/…`: the first guide the engine
      // finds, of all it finds, that its API page lists among its demos, `Charts - Bars`.)
      if (page === undefined) {
        const demos = componentDemos(m.file, docs);
        const path = guides.find((c) => demos.has(titleOf.get(c) ?? ''));
        if (path) page = pageOf.get(path);
      }
    }
    table.push([page ?? -1, stored]);
  }
  return table;
}
