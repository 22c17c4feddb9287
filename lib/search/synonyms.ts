/**
 * Readers' words for the features the docs name otherwise: a query word
 * here also finds the title words it stands for (`freeze` -> pinning,
 * `translate` -> localization, `slow` -> performance), in titles only and
 * weighing less than the word itself (lib/search/search-index.ts). Domain
 * vocabulary of data grids, pickers, charts and trees, not a list of
 * answers: each entry names a feature, never a page.
 */
const GROUPS: [string, string][] = [
  ['freeze frozen sticky', 'pinning pinned'],
  ['translate translated translation translations language languages i18n l10n french german spanish italian portuguese japanese korean russian arabic', 'localization'],
  ['slow slowness lag laggy fast faster speed', 'performance'],
  ['a11y keyboard screenreader', 'accessibility'],
  ['plan plans pricing price purchase buy', 'licensing'],
  ['preset presets', 'shortcuts'],
  ['dnd draggable', 'drag ordering'],
  ['rename', 'editing'],
  ['checkbox checkboxes uncheck unchecked unchecking', 'selection'],
  ['merge merged merging', 'spanning'],
  ['total totals sum subtotal subtotals average', 'aggregation'],
  ['hierarchy hierarchical', 'tree'],
  ['infinite', 'lazy'],
  ['resize resizing autosize autosizing sizing width widths', 'dimensions'],
  ['hide hidden chooser', 'visibility'],
  ['theme theming css font fonts', 'styling style'],
  ['groupby', 'grouping'],
  ['multiple', 'multi'],
  ['page pages paging paginate paginated', 'pagination'],
];

/** Query word -> the title words it stands for. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(GROUPS.flatMap(([from, to]) => from.split(' ').map((w) => [w, to.split(' ')] as const)));
