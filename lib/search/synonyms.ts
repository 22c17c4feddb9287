/**
 * Readers' words for the features the docs name otherwise: a query word
 * here also finds the title words it stands for (`freeze` -> pinning,
 * `translate` -> localization, `slow` -> performance; in Chinese too, as the
 * bigrams a Chinese query is cut into: 合计 -> aggregation), in titles only and
 * weighing less than the word itself (lib/search/search-index.ts). Domain
 * vocabulary of data grids, pickers, charts and trees, not a list of
 * answers: each entry names a feature, never a page.
 */
import { LANGUAGE_WORDS } from './languages';

const GROUPS: [string, string][] = [
  ['freeze frozen sticky', 'pinning pinned'],
  // (The languages of the packages' locale exports, by English and own name: lib/search/languages.ts.)
  [`translate translated translation translations language languages i18n l10n ${[...LANGUAGE_WORDS].join(' ')}`, 'localization'],
  // (A language named in Chinese too: a Chinese index page has no such word, 中文 alone found 中 in any text.)
  ['chinese 中文 英文 日文 韩文 简体 繁体', 'localization'],
  // (The same readers' words in Chinese, as a Chinese query cuts them: bigrams, 国际 of 国际化.)
  ['冻结 吸顶', 'pinning pinned'],
  ['翻译 国际 多语 语言', 'localization'],
  ['卡顿 很卡 太卡 好卡 卡死 很慢 太慢 好慢 变慢 变卡', 'performance'],
  ['键盘 读屏', 'accessibility'],
  ['价格 购买 定价 收费 付费', 'licensing'],
  ['预设', 'shortcuts'],
  ['勾选 复选', 'selection'],
  ['合并', 'spanning'],
  ['合计 总计 小计 求和 汇总 平均', 'aggregation'],
  ['层级 层次', 'tree'],
  ['无限', 'lazy'],
  ['宽度 列宽', 'dimensions'],
  ['隐藏', 'visibility'],
  ['主题 字体', 'styling style'],
  ['多个', 'multi'],
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
  ['height heights', 'layout'],
  ['hide hidden chooser', 'visibility'],
  ['theme theming css font fonts', 'styling style'],
  ['groupby', 'grouping'],
  ['multiple', 'multi'],
  ['page pages paging paginate paginated', 'pagination'],
  // (Code's abbreviations, the parts of type names a pasted error quotes: `GridColDef`.)
  ['col cols', 'column columns'],
  ['def defs', 'definition'],
];

/** Query word -> the title words it stands for. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(GROUPS.flatMap(([from, to]) => from.split(' ').map((w) => [w, to.split(' ')] as const)));
