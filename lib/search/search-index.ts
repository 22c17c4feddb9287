/**
 * The loaded index and its queries: the dictionary is searched in place
 * (binary search over the narrowed terms, lib/search/encoding.ts), query
 * words are expanded to the dictionary words they stand for
 * (lib/search/word-forms.ts) and pages scored as lib/search/ranking.ts
 * describes.
 */
import {
  BLOCKS,
  BLOCKS_5,
  DIGIT_VALUE,
  INDEX,
  MAGIC,
  MAGIC_5,
  OFFSET,
  RS,
  TYPO_ENTRY,
  digitsAt,
  encodeSearchIndex,
  fixedAt,
  isHeader,
  isHeaderJson,
  narrow,
  widen,
  type Header,
  type HeaderPage,
} from './encoding';
import {
  COMMON,
  ARCHIVE_PATH,
  VERSION_WORDS,
  MATCH,
  PRODUCT_WORDS,
  FEW_SECTIONS,
  EXCLUSIVE_PAGES,
  GENERIC_VERBS,
  ISSUE_WORDS,
  PLACED_WORDS,
  RARE,
  TWO_EDITS,
  WEIGHTS,
  RANKING,
  SPREAD_SECTIONS,
  familyOf,
  isTopic,
  planOf,
  priorOf,
  needlePattern,
  snippetOf,
  type Ranking,
} from './ranking';
import { PRODUCTS } from '../products';
import { MAX_TOKENS, codeWords, errorText, nodeErrorCode, hasCjk, hasTrace, isErrorMessage, isStopWord, queryTokens, withoutCjk, withoutExportList, withoutLogLead, withoutTrace } from './tokens';
import { MAX_RESULTS, wantedResults, type SearchIndexData, type SearchOptions, type SearchResult } from './types';
import { RERANK, RERANK_BAND, RERANK_LEAN, RERANK_REACH, RERANK_TOP } from './ranking';
import { RERANK_SIZE, keepFirst, rerankFeatures, rerankOrder, type RerankQuery } from './rerank';
import { SYNONYMS } from './synonyms';
import { LANGUAGE_WORDS } from './languages';
import { simplifiedHan } from './hant';
import { FACT_API, FACT_ARCHIVE, FACT_COLLECTION, FACT_OVERVIEW_SHIFT } from './page-facts';
import { messageLookup, messagePage, type MessageLookup, type MessageTable } from './messages';
import { derivations, doubledSlip, editAt, inflections, swappedSlip, withinOneEdit, withinTwoEdits } from './word-forms';

/** British spellings by suffix and their American forms (`american`). */
const BRITISH: [RegExp, string][] = [
  [/is(e|es|ed|ing|ation|ations|er|ers|able)$/, 'iz$1'],
  [/ys(e|es|ed|ing|er|ers)$/, 'yz$1'],
  [/our(s|ed|ing|ful|ite|ites|able)?$/, 'or$1'],
  [/tre(s)?$/, 'ter$1'],
  [/tr(ed|ing)$/, 'ter$1'],
  [/^(.*[aeiou].*[^aeiou][aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
  [/ogue(s)?$/, 'og$1'],
  [/ence(s)?$/, 'ense$1'],
];
/**
 * A word run into another says nothing when it is a function word or the site's name (tokens.ts drops
 * them as words): `beingdragged`, `installmui`. (Not `some` and `any`, which make English words of their
 * own, `sometimes`, `anything`.)
 */
const glue = (w: string): boolean => w === 'mui' || (isStopWord(w) && w !== 'some' && w !== 'any');
/**
 * How many words side by side inside a longer query may type an API member's name (`namesTypedAsWords`). (Not two: `checkbox
 * selection`, `detail panel`, `cell selection` are as often the feature's name as its member's.)
 */
const RUN_LENGTHS = [4, 3];
/** At most this many words two edits from a query word count for it. */
const TWO_EDIT_WORDS = 3;
/**
 * The words a question says only as grammar (ISSUE_WORDS, GENERIC_VERBS) of four letters or more: one
 * the dictionary does not know and one edit from these (`woring`, `chage`) is that word mistyped.
 */
const GRAMMAR_WORDS = [...new Set([...ISSUE_WORDS, ...GENERIC_VERBS])].filter((w) => w.length >= 4);

/** Every product's name words (`data`, `grid`, `datagrid`, `charts` …): a long question keeps them (`longQuestion`). */
const PRODUCT_NAME_WORDS = new Set(
  Object.values(PRODUCT_WORDS)
    .flatMap((w) => w.split(' '))
    .filter(Boolean),
);
/** Per product: the words that name it (`data grid datagrid`). */
const PRODUCT_WORD_SETS = Object.fromEntries(Object.entries(PRODUCT_WORDS).map(([id, words]) => [id, new Set(words.split(' ').filter(Boolean))])) as Record<string, Set<string>>;

/**
 * Per product: the names a query names it by, as runs of query words (`data grid`, the `date pickers`;
 * Chinese as bigrams, 数据表格 = 数据 据表 表格). Not a component's name (`date picker`, `line chart`, so
 * not `chart`; `charts` lost `charts in another language` its Charts - Localization title), nor `tree`
 * alone (Tree data is a grid feature).
 */
const PRODUCT_NAMES: [string, string[][]][] = [
  ['x-data-grid', [['data', 'grid'], ['datagrid'], ['数据', '据表', '表格'], ['数据', '据网', '网格'], ['表格']]],
  ['x-date-pickers', [['date', 'pickers'], ['pickers'], ['日期', '期和', '和时', '时间', '间选', '选择', '择器']]],
  ['x-charts', [['图表']]],
  ['x-tree-view', [['树视', '视图']]],
];

/** The longest start all of `words` share. */
function sharedStart(words: readonly string[]): string {
  let n = words[0]!.length;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w.length < n) n = w.length;
    let k = 0;
    while (k < n && w.charCodeAt(k) === words[0]!.charCodeAt(k)) k++;
    n = k;
  }
  return words[0]!.slice(0, n);
}

/**
 * The one product a query's words name (`named`) and its words without the name (and without a CJK
 * bigram that straddles it, 格分 of 数据表格分页), or none when it names none or several.
 */
function withoutProductName(tokens: readonly string[]): { named: string; rest: string[] } | undefined {
  let named: string | undefined;
  const keep = tokens.map(() => true);
  for (const [id, names] of PRODUCT_NAMES) {
    for (let i = 0; i < tokens.length; i++) {
      const name = names.find((n) => n.every((w, k) => tokens[i + k] === w));
      if (!name) continue;
      if (named !== undefined && named !== id) return undefined;
      named = id;
      const end = i + name.length;
      for (let k = i; k < end; k++) keep[k] = false;
      if (hasCjk(name[0]!)) {
        if (tokens[end]?.length === 2 && tokens[end]![0] === name.at(-1)!.at(-1)) keep[end] = false;
        if (i > 0 && tokens[i - 1]!.length === 2 && tokens[i - 1]![1] === name[0]![0]) keep[i - 1] = false;
      }
    }
  }
  return named === undefined ? undefined : { named, rest: tokens.filter((_, i) => keep[i]) };
}

/** An npm package of the libraries in a text (`@mui/x-data-grid-pro`): its product's id is `x-` and the first group. */
const PACKAGE = /@mui\/x-([a-z-]+?)(?:-pro|-premium)?(?![a-z-])/g;
const PRODUCT_IDS: ReadonlySet<string> = new Set(PRODUCTS.map((p) => p.id));

/** The one product whose packages `text` names (`@mui/x-date-pickers-pro/…`), or none when it names none, several or another package (`@mui/x-license`). */
function packageProduct(text: string): string | undefined {
  let found: string | undefined;
  for (const m of text.matchAll(PACKAGE)) {
    const id = `x-${m[1]}`;
    if (!PRODUCT_IDS.has(id) || (found !== undefined && found !== id)) return undefined;
    found = id;
  }
  return found;
}

/** A camelCase word (`LineChart`), or a lowercase component name's usual ending (`barchart`, `datepicker`). */
const CAMEL = /[a-z][A-Z]/;
/** Two plain words side by side (`value formatter`): a query that may type an API name as words somewhere. */
const PLAIN_RUN = /(?:^|\s)[A-Za-z][a-z]*\s+[A-Za-z][a-z]*(?=\s|$)/;
const COMPONENT_END = /[a-z]{2}(?:chart|grid|picker|view|item|calendar|clock|field|provider)s?\b/i;
/** Pages of another product than the one whose component a query names (`LineChart`): `componentProduct`. */
const OTHER_PRODUCT = 0.5;
/** Pages of another product than the one a pasted error message names (`resolveProduct`). */
const ERROR_OTHER_PRODUCT = 0.1;

/** A word that ends a component's name (`picker`, `datepicker`), and a guide title that is one (`Date Range Picker`). */
const COMPONENT_WORD = /(?:picker|field|calendar|clock)$/;
const COMPONENT_TITLE = /^[A-Z][a-z]+(?: [A-Z][a-z]+)* (?:Picker|Field|Calendar|Clock)$/;
/**
 * The same in Chinese: a word that ends a component's name, and a Chinese page's title that is one (日期范围选择器,
 * 数字时钟, 日历), not a page about customizing them (自定义字段).
 */
const CJK_COMPONENT_WORD = /选择器|字段|日历|时钟/;
const CJK_COMPONENT_TITLE = /^(?!自定义)[\u4e00-\u9fff]{0,6}(?:选择器|字段|日历|时钟)$/;
/** The ends COMPONENT_TITLE and CJK_COMPONENT_TITLE require: tested first, so that few titles run the patterns (cold, interpreted). */
const COMPONENT_TITLE_ENDS = [' Picker', ' Field', ' Calendar', ' Clock', '选择器', '字段', '日历', '时钟'];
/**
 * The weight of the page of the component a query names by its words (`date picker with only month and
 * year`: Date Picker, over Custom subcomponents and Validation, which say "month" and "year" more):
 * 1.5 (PRODUCT_BOOST) moved no query, 3 put guides that answer a question about one feature of a component
 * (`change the placeholder of the date field`: Fields) below the component's page.
 */
const NAMED_COMPONENT = 2;
/**
 * The same in the Chinese index, where a component is named by its Chinese page's title (`componentPage`):
 * 1, its siblings' pages weighing OTHER_PRODUCT (`日期时间选择器 不要秒`: Date Time Picker, not Time Picker).
 * The title's bigrams (日期 期选 选择 择器) already score the page as a title four times; 2 on top put the
 * component's page above the feature a question asks about (`时间选择器 分钟步长`: Digital Clock), 1.5 too.
 */
const CJK_NAMED_COMPONENT = 1;

/** Sibling components with pages of their own: a query naming one of them (and not the other) -> the other's path. */
const SIBLINGS: [RegExp, RegExp, string][] = [
  [/\brich\s*tree\s*view\b/i, /\bsimple\s*tree\s*view\b/i, '/simple-tree-view/'],
  [/\bsimple\s*tree\s*view\b/i, /\brich\s*tree\s*view\b/i, '/rich-tree-view/'],
];

/**
 * Of two siblings, the one whose pages cover fewer topics (Simple Tree View: Rich Tree View has its items,
 * selection, expansion, customization and focus pages and label editing, lazy loading and ordering too,
 * and the Tree View overview links the shared topics to Rich's pages), and the weight of its pages when a
 * query names neither.
 */
const NARROWER_SIBLING = '/simple-tree-view/';
const UNNAMED_SIBLING = 0.8;
/** The path part of the sibling pages a query does not ask about, if it names one of two siblings. */
function siblingOf(query: string): string | undefined {
  if (typeof query !== 'string') return undefined;
  for (const [named, other, path] of SIBLINGS) if (named.test(query) && !other.test(query)) return path;
  return undefined;
}
/**
 * The components of each product as a Chinese query names them: the libraries' API names by their
 * naming conventions (`DataGridPro`, `GridColDef`, `DatePicker`, `LineChart`, `RichTreeView`), and the
 * Chinese words for the components (饼图 "pie chart", 日期选择器 "date picker", 树视图). The Chinese
 * index holds no API page, so the English index's table of component names (`componentProduct`) is
 * not at hand; a Chinese question naming a component asks within its product, as an English one does.
 */
const CJK_COMPONENTS: [RegExp, string][] = [
  [/\b[Dd]ata\s*[Gg]rid|\b(?:Grid|useGrid)[A-Z]|数据表格|数据网格/, 'x-data-grid'],
  // (日期选择 and 时间选择 without 器, `日期选择 手机上变成弹窗了`, and a range of dates or times; not 时间轴, a
  // timeline, nor 日期 or 时间 alone, which a grid's date column or a chart's time axis has too.)
  [/\b\w*(?:picker|calendar|clock)s?\b|\b\w+Field\b|\bAdapter[A-Z]|日期选择|时间选择|范围选择器|日期范围|时间范围|时间段选择|日历|时钟/i, 'x-date-pickers'],
  // (And the parts of a chart a reader names: its axes, 坐标轴, x轴, y 轴; its legend, 图例; a bar, 柱子.)
  [/\b\w*(?:chart|plot)s?\b|\b(?:sparkline|gauge)|饼图|折线|柱状图|柱形图|条形图|散点图|面积图|雷达图|漏斗图|仪表盘|迷你图|热力图|坐标轴|\b[xy]\s*轴|图例|柱子/i, 'x-charts'],
  // (树 "tree" alone names the Tree View, `树默认展开所有节点`, unless the query speaks of a table or data:
  // 树形数据 and 树形表格 are the grid's tree data.)
  [/\b\w*tree\s*(?:view|item)|树视图|树形控件|树节点|^(?![\s\S]*(?:表格|数据))[\s\S]*树/i, 'x-tree-view'],
];

/**
 * `tree` alone names the Tree View (`load the children of a tree node`, `arrow icons in the tree`), as 树 does in
 * Chinese, unless the query also speaks of a grid's rows, columns, cells or data: the grid's Tree data is a tree
 * of rows (`tree data`, `tree of rows`, `group rows as a tree`).
 */
const TREE_WORD = /\btrees?\b/i;
const GRID_WORD = /\b(?:data|grid|datagrid|tables?|rows?|columns?|cells?|treedata|group(?:s|ing|ed)?|aggregat\w*|pivot\w*)\b/i;
function treeAlone(query: string): string | undefined {
  return TREE_WORD.test(query) && !GRID_WORD.test(query) ? 'x-tree-view' : undefined;
}

/** The one product whose components a Chinese query names (`DataGridPro 每页条数`, `饼图 图例`), or none when it names none or several. */
function cjkComponentProduct(query: string): string | undefined {
  let found: string | undefined;
  for (const [pattern, product] of CJK_COMPONENTS) {
    if (!pattern.test(query)) continue;
    if (found !== undefined) return undefined;
    found = product;
  }
  return found;
}

/** A message of the libraries themselves (`MUI X:`, `MUI X Charts:`, after a lead such as `Uncaught Error:`). */
const LIBRARY_MESSAGE = /\bmui\s*x\b[^:]{0,20}:/i;
/** The product a library's error message names after `MUI X` (`MUI X Charts: …`). */
const ERROR_PRODUCT_PREFIX = /^\s*(?:error\s*:\s*)?mui\s*x\s+([a-z][a-z ]*?)\s*:/i;

/** What a query says of the product it asks within: `resolveProduct`. */
export interface ProductReading {
  /** The product whose pages weigh as the reader's product does (RANKING.productBoost), if the query names one. */
  product: string | undefined;
  /** How it names it: an npm package of it (a pasted error), its name's words, or a component of it. */
  by: 'package' | 'name' | 'component' | undefined;
  /** The text to search: without the package names (they are in every page title of the product). */
  text: string;
  /** The query's words without the product's name, when read by its words (else the words as given). */
  tokens: string[] | undefined;
  /** The path part of the sibling's pages (`/simple-tree-view/`), when the query names one of two siblings. */
  sibling: string | undefined;
  /** The weight of the pages of other products than `product` (not the introduction's, `x`): 1 unless named by its words or a component. */
  others: number;
  /** The product whose pages `others` spares, when not `product`: the one a pasted error names by its words or a component. */
  of?: string;
  /** The weight of the sibling's pages. */
  siblingWeight: number;
  /** The page of the one component the query names by its title's words (`date picker`: Date Picker), if any. */
  page: number | undefined;
  /** The weight of the other components' pages (Date Range Picker, Date Time Picker) when it names one. */
  pageSiblings: number;
}

/** What `resolveProduct` reads: the query as typed, its text, and once read, its words and how it reads. */
export interface ProductQuery {
  query: string;
  text: string;
  /** A pasted error message: named by its packages only, read before its words are (`text` then loses them). */
  error: boolean;
  /** The query's words, once read; absent at the first reading of an error's text. */
  tokens?: readonly string[];
  /** May its words name a product (not a name typed as one piece of code, not about versions). */
  wordsName?: boolean;
  /** The product already read from the error's packages (the words reading then names none). */
  named?: string;
  /** The one product whose components the query names (`SearchIndex.componentProduct`), looked up only when needed. */
  component?: (query: string) => string | undefined;
  /** The page of the one component whose guide's title the words name (`SearchIndex.componentPage`). */
  componentPage?: (tokens: readonly string[]) => number | undefined;
}

/** The words that begin a product's or a component's name after `react` (`react data grid`, `react datepicker`). */
const REACT_BEFORE =
  /^(?:data|datagrid|date|dates|datepicker|time|timepicker|datetime|datetimepicker|chart|charts|pie|bar|bars|line|scatter|gauge|sparkline|heatmap|funnel|radar|sankey|tree|treeview|rich|simple|grid|pickers?|mui|x)$/;

/**
 * The one product resolver: which product a query asks within (a package of a pasted error, the product's
 * name in its words, a component of one product), the words that go with it, and how much other
 * products' and a sibling component's pages weigh. An error is read twice: its text for packages before its
 * words are read, then its words (for a sibling only).
 */
export function resolveProduct(q: ProductQuery): ProductReading {
  const reading: ProductReading = {
    product: q.named,
    by: undefined,
    text: q.text,
    tokens: q.tokens ? [...q.tokens] : undefined,
    sibling: undefined,
    others: 1,
    siblingWeight: 1,
    page: undefined,
    pageSiblings: 1,
  };
  if (!q.tokens) {
    if (!q.error) return reading;
    const product = packageProduct(q.text);
    if (product) Object.assign(reading, { product, by: 'package', text: q.text.replace(PACKAGE, ' ') });
    else {
      // (A library's message names its product in its prefix, `MUI X Charts: …`, as a package does.)
      const prefixed = ERROR_PRODUCT_PREFIX.exec(q.query)?.[1];
      const words = prefixed ? queryTokens(prefixed) : [];
      const id = words.length ? Object.keys(PRODUCT_WORD_SETS).find((p) => words.every((w) => PRODUCT_WORD_SETS[p]!.has(w))) : undefined;
      if (id) Object.assign(reading, { product: id, by: 'package' });
    }
    return reading;
  }
  reading.sibling = siblingOf(q.query);
  if (reading.sibling !== undefined) reading.siblingWeight = OTHER_PRODUCT;
  // (Naming neither, it asks about the one that does what both do and more: the narrower one's pages, which
  // put several of the shared topics on one page, Simple Tree View's items, weigh less in a near tie.)
  else if (!SIBLINGS.some(([named]) => named.test(q.query))) {
    reading.sibling = NARROWER_SIBLING;
    reading.siblingWeight = UNNAMED_SIBLING;
  }
  // A pasted message that names one product (a package, `MUI X Charts:`, `the Data Grid`, a component or its props
  // type, `SimpleTreeViewProps`) is that product's: another product's page that shares its words (a Charts
  // page's `series` for a grid's error) is no answer, so other products' pages weigh ERROR_OTHER_PRODUCT. (The
  // introduction's and the migration guides', product `x`, are every product's.)
  if (q.error) {
    // (Named by its words or a component, the product's own pages are not raised as a package's are: the message's
    // rare words still choose among them and the upgrade guides.)
    const found = withoutProductName(q.tokens);
    reading.of = reading.product ?? found?.named ?? q.component?.(q.query);
    if (reading.of !== undefined) reading.others = ERROR_OTHER_PRODUCT;
    // A library's own message that names its product (`MUI X: … element of the Data Grid has an empty height`, `… in
    // the MIT version of the DataGrid`) says which product, as a question naming it does: the name's words, in
    // every title of the product, are not scored as words of the message (its other words choose the page; the
    // two commonest words of the product's pages were about a third of a cold isolate's first search of it).
    // Not a compiler's message: the parts of a name it quotes (`DataGridProProps`) are the code it is about.
    if (found && found.rest.length >= 1 && found.named === reading.of && LIBRARY_MESSAGE.test(q.query)) reading.tokens = found.rest;
    return reading;
  }
  if (!q.wordsName || q.tokens.length < 2) return reading;
  // A question that names one component of several alike (`add a clear button to the date picker`) asks about
  // its page, not its siblings' (Date Time Range Field's "Control the value" says "clear" too).
  reading.page = q.componentPage?.(q.tokens);
  if (reading.page !== undefined) reading.pageSiblings = OTHER_PRODUCT;
  const found = withoutProductName(q.tokens);
  // (Other products' pages weigh as for a named component: `customize the text and icon used in the default
  // DataGrid overlays` asks about the grid's Overlays, not the Tree View's item customization.)
  if (found && found.rest.length >= 1) Object.assign(reading, { product: found.named, by: 'name', tokens: found.rest, others: OTHER_PRODUCT });
  else if (!found) {
    // (A component of one product it names, `LineChart`, names that product too; its words stay. A Chinese
    // query's by the libraries' naming conventions and the Chinese component words: cjkComponentProduct.)
    const product = hasCjk(q.query) ? cjkComponentProduct(q.query) : (q.component?.(q.query) ?? treeAlone(q.query));
    if (product !== undefined) Object.assign(reading, { product, by: 'component', others: OTHER_PRODUCT });
  }
  return reading;
}
/** A half-typed word's completions counted in sections too (more are counted in titles only). */
const FULL_COMPLETIONS = 30;

/**
 * The words a reader wraps a pasted error in, or that name its kind (`The error I got is:`, `throws`,
 * `console warning`): every error has them, so they point at pages about errors (validation), not at the fix.
 */
const ERROR_WORDS: ReadonlySet<string> = new Set('error errors warning warnings got getting get gets throw throws thrown throwing exception console'.split(' '));

/** A question's first word (`when does onAccept fire`, `how to …`): its words, however few, ask how, not for a name. */
/** Query words that ask for such a page (`recipe` too, for a reader who calls a demo so). */
const COLLECTION_WORDS = /^(?:demos?|examples?|recipes?|showcases?|示例|演示|例子)$/;
const QUESTION_LEAD = /^\s*(?:how|what|when|why|where|which|who|can|could|is|are|does|do|should|will)\b/i;

/**
 * How much more a pasted error's code name counts in the share of its words a page has when the page's
 * title holds it: 1.25 moved only one query; 1.5 and 2 the same ones (three errors up, one down a place).
 */
const TITLE_CODE = 1.5;

/** At most this many words of a pasted error message count (its code names first). */
const MAX_ERROR_TOKENS = 12;

/** At most this many other sections of a page are listed under it. */
const MORE_SECTIONS = 3;

/** A page's titles of two words or more, each padded with spaces, most words first (`phraseShare` reads them). */
interface PhraseTitle {
  padded: string;
  words: number;
}

/** Titles that name no feature but a kind of page (Overview, Quickstart, Custom subcomponents, Customization): every product has them. */
const META_TOPIC = /\b(?:overview|quickstart|custom|customization|components?)\b|概览|快速|自定|定义|组件/;

/**
 * The guides that lead their twins among `candidates`: of guides of several products titled alike (the
 * Data Grid's and the Charts' Toolbar, Export, Localization; the grid's and the Tree View's Editing, Lazy
 * loading), those of the most used product (`priorOf`), for a title whose words `said` accepts (the query
 * says it in full). Titles as `twinTitles` gives them (not one naming a kind of page, `META_TOPIC`); not
 * the introduction's pages (`x`, every product's already), nor API pages. (A search passes the pages whose
 * titles hold a query word: every twin of a title the query says is among them.)
 */
export function twinLeads(
  pages: readonly (readonly [string, string, string, string, ...unknown[]])[],
  titlesOf: (p: number) => readonly (readonly [string, string[]])[],
  candidates: Iterable<number>,
  said: (words: readonly string[]) => boolean,
): Set<number> {
  const lead = new Map<string, { product: string; pages: number[]; products: number }>();
  for (const p of candidates) {
    const [, , product, kind] = pages[p]!;
    if (kind === 'api' || product === 'x') continue;
    for (const [topic, words] of titlesOf(p)) {
      if (!said(words)) continue;
      const at = lead.get(topic);
      if (!at) lead.set(topic, { product, pages: [p], products: 1 });
      else if (at.product === product) {
        if (!at.pages.includes(p)) at.pages.push(p);
      } else {
        at.products++;
        if (priorOf(product) > priorOf(at.product)) Object.assign(at, { product, pages: [p] });
      }
    }
  }
  const out = new Set<number>();
  for (const { pages: ps, products } of lead.values()) if (products > 1) for (const p of ps) out.add(p);
  return out;
}

/** A page's titles (`topics`, `|`-separated) as `twinLeads` reads them: each with its words, not those naming a kind of page (`META_TOPIC`). */
export function twinTitles(topics: string): [string, string[]][] {
  return [...new Set(topics.split('|'))].filter((t) => t && !META_TOPIC.test(t)).map((t) => [t, t.split(' ')]);
}

/** The titles of `topics` (`|`-separated) that `phraseShare` can use. */
function phraseTitles(topics: string): PhraseTitle[] {
  const out: PhraseTitle[] = [];
  for (const t of topics.split('|')) {
    const words = t.split(' ').length;
    if (words >= 2) out.push({ padded: ` ${t} `, words });
  }
  return out.sort((a, b) => b.words - a.words);
}

/** The share of the query's words that one of the page's titles (of two words or more) makes as a phrase in it. */
function phraseShare(titles: readonly PhraseTitle[], padded: string, n: number): number {
  // (Most words first: the first title the query says is the longest.)
  for (const t of titles) if (padded.includes(t.padded)) return t.words / n;
  return 0;
}

/**
 * The longest run of two words or more of `words` that are, side by side, the query's words in its order (`forms`: each query word's forms);
 * 0 when none. With `grammar`, a generic verb in the run (GENERIC_VERBS, "Use custom operators" for `how to use custom items in cells`) is
 * not counted: in a longer question it is grammar, as it is in the query.
 */
function phraseRun(words: string[], forms: Set<string>[], grammar = false): number {
  let best = 0;
  for (let i = 0; i + 1 < words.length; i++) {
    for (let j = 0; j + 1 < forms.length; j++) {
      let k = 0;
      let said = 0;
      while (i + k < words.length && j + k < forms.length && forms[j + k]!.has(words[i + k]!)) {
        if (!grammar || !GENERIC_VERBS.has(words[i + k]!)) said++;
        k++;
      }
      if (said > best) best = said;
    }
  }
  return best >= 2 ? best : 0;
}

/** The products of a name's pages folded one by one: the one product (`held` undefined before the first), '' once two differ. */
function oneProduct(held: string | undefined, product: string): string {
  return held === undefined || held === product ? product : '';
}

/** How many bits of `n` are set. */
function bitCount(n: number): number {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
}

/** Bytes of `n` elements of `size` bytes, rounded up to 8 (a slab's arrays start 8-byte aligned). */
const padded = (n: number, size: number) => (n * size + 7) & ~7;

/**
 * Typed arrays carved from one zeroed buffer: the loaded index's forty-odd per-page, per-section and
 * per-term arrays are one allocation at load instead of one each. `bytes` must be what they take in
 * all (`done` checks it: a new array must be counted in the constructor's sum).
 */
class Slab {
  private readonly buffer: ArrayBuffer;
  private at = 0;
  constructor(bytes: number) {
    this.buffer = new ArrayBuffer(bytes);
  }
  private take(n: number, size: number): number {
    const at = this.at;
    this.at += padded(n, size);
    return at;
  }
  f64(n: number): Float64Array {
    return new Float64Array(this.buffer, this.take(n, 8), n);
  }
  i32(n: number): Int32Array {
    return new Int32Array(this.buffer, this.take(n, 4), n);
  }
  u16(n: number): Uint16Array {
    return new Uint16Array(this.buffer, this.take(n, 2), n);
  }
  u8(n: number): Uint8Array {
    return new Uint8Array(this.buffer, this.take(n, 1), n);
  }
  /** Throws unless every byte was given out. */
  done(): void {
    if (this.at !== this.buffer.byteLength) throw new Error(`search index: scratch of ${this.buffer.byteLength} bytes, ${this.at} used`);
  }
}

/** A growable-free list of ids backed by a typed array, with a membership stamp. */
class IdList {
  readonly items: Int32Array;
  readonly mark: Int32Array;
  length = 0;
  constructor(size: number, slab: Slab) {
    this.items = slab.i32(size);
    this.mark = slab.i32(size);
  }
  /** Adds `id` once per `stamp`; returns true when it was new. */
  add(id: number, stamp: number): boolean {
    if (this.mark[id] === stamp) return false;
    this.mark[id] = stamp;
    this.items[this.length++] = id;
    return true;
  }
}

/**
 * The dictionary terms one query word stands for, each with its match factor, in the order found, and
 * which of them count in titles only: typed arrays stamped per word, so expanding a word (up to 300
 * completions) allocates no map, set or entry.
 */
class Expansion {
  ids = new Int32Array(64);
  factors = new Float64Array(64);
  size = 0;
  private readonly mark: Int32Array;
  private readonly slot: Int32Array;
  private readonly titles: Int32Array;
  private stamp = 0;
  constructor(terms: number, slab: Slab) {
    this.mark = slab.i32(terms);
    this.slot = slab.i32(terms);
    this.titles = slab.i32(terms);
  }
  /** Empties it for the next word. */
  clear(): void {
    if (++this.stamp > 2e9) {
      this.stamp = 1;
      this.mark.fill(0);
      this.titles.fill(0);
    }
    this.size = 0;
  }
  has(id: number): boolean {
    return this.mark[id] === this.stamp;
  }
  /** Term `id`'s factor (0 when absent). */
  factor(id: number): number {
    return this.mark[id] === this.stamp ? this.factors[this.slot[id]!]! : 0;
  }
  /** Gives term `id` factor `f` unless it has a higher one (a factor of 0 or less adds nothing). */
  raise(id: number, f: number): void {
    if (this.mark[id] === this.stamp) {
      const k = this.slot[id]!;
      if (this.factors[k]! < f) this.factors[k] = f;
      return;
    }
    if (!(f > 0)) return;
    if (this.size === this.ids.length) {
      const ids = new Int32Array(this.size * 2);
      ids.set(this.ids);
      this.ids = ids;
      const factors = new Float64Array(this.size * 2);
      factors.set(this.factors);
      this.factors = factors;
    }
    this.mark[id] = this.stamp;
    this.slot[id] = this.size;
    this.ids[this.size] = id;
    this.factors[this.size++] = f;
  }
  /** Whether term `id` counts in titles only. */
  titleOnly(id: number): boolean {
    return this.titles[id] === this.stamp;
  }
  setTitleOnly(id: number, on: boolean): void {
    this.titles[id] = on ? this.stamp : 0;
  }
}

/** What `SearchIndex.rankPages` reads of a query, as `search` read it. */
interface RankQuery {
  options: SearchOptions;
  tokens: string[];
  apiName: boolean;
  topic: string;
  paddedTopic: string;
  saidTitle: number;
  prose: boolean;
  error: boolean;
  named: string | undefined;
  others: number;
  of: string | undefined;
  sibling: string | undefined;
  siblingWeight: number;
  componentPage: number | undefined;
  pageSiblings: number;
  apiFactor: number;
  versions: boolean;
  asksCollection: boolean;
  coverTotal: number;
  limit: number;
}

/** What `SearchIndex.present` reads of a query, as `search` read it. */
interface PresentQuery {
  query: string;
  options: SearchOptions;
  tokens: string[];
  prose: boolean;
  error: boolean;
  cjkQuery: boolean;
  apiName: boolean;
  cased: boolean;
  named: string | undefined;
  versions: boolean;
  asksCollection: boolean;
  saidTitle: number;
  topic: string;
  componentPage: number | undefined;
  wanted: number;
  needles: string[];
}

/**
 * A loaded index: build it once per isolate from the serialized form (or,
 * in tests, from the builder's data), then query it as often as needed.
 * Queries reuse typed scratch arrays (little garbage, so no GC pauses in
 * the tail); `search` never awaits, so a single-threaded isolate never runs
 * two at once.
 * @example new SearchIndex(text).search('datepicker', { product: 'x-date-pickers' })
 */
export class SearchIndex {
  /** The index's language. */
  readonly locale: string;
  /** The pages as the header lists them, without their descriptions (`description`). */
  private readonly pages: readonly HeaderPage[];
  private full: { readonly locale: string; readonly pages: SearchIndexData['pages'] } | undefined;
  private readonly h: Header;
  private readonly descBlock: string;
  /** The message catalogue's JSON, parsed on the first query that may be a pasted message (`messageTable`). */
  private readonly messageJson: string;
  private readonly termBlock: string;
  private readonly termCount: number;
  /** Per page: its titles (own, aliases) as query words, `|` between titles, as stored (`topic` widens one). */
  private readonly topicLines: string[];
  private readonly topics: (string | undefined)[] = [];
  private readonly post: string;
  private readonly sectionBlock: string;
  private readonly textBlock: string;
  private readonly textCount: number;
  /** Scratch for a term's decoded postings. */
  private nums = new Int32Array(1024);
  private readonly sectionPage: Int32Array;
  /** Per page: 1 when it has FEW_SECTIONS sections or fewer. */
  private readonly few: Uint8Array;
  private readonly secTok: Float64Array;
  private readonly secSum: Float64Array;
  private readonly secCount: Uint8Array;
  /** Per section and per page title: which query words (bit i for the i-th) it matched. */
  private readonly secMask: Uint16Array;
  private readonly titleMask: Uint16Array;
  private readonly pageTok: Float64Array;
  private readonly titleTok: Float64Array;
  private readonly pageScore: Float64Array;
  private readonly pageMatched: Uint8Array;
  private readonly pageTitleMatched: Uint8Array;
  /** Per page: its query words, each counted 1 when a title, heading or prop has it and TEXT_COVER when only its text does (times GENERIC_COVER for a generic verb). */
  private readonly pageCover: Float64Array;
  /**
   * Per page, for a question of PLACED_WORDS words or more: whether its description has the current word,
   * how many query words it has, and what counting those as placed adds to `pageCover`. A description
   * that says the whole question (`save edited row to the server`: "Save edits to your server with
   * processRowUpdate") is the page's own summary of it: its words count as placed, not as running text.
   */
  private readonly pageDescHit: Uint8Array;
  private readonly pageDescCount: Uint8Array;
  private readonly pageDescAdds: Float64Array;
  /** Scratch per page for the word being scored: 1 when a heading, a prop or the page's opening text has it. */
  private readonly pageLoc: Uint8Array;
  /** Scratch per page for the word being scored: in how many of its sections the word is. */
  private readonly pageSecs: Uint16Array;
  /** Per page: the summed rarity (`idf`) of the query words it matches. */
  private readonly pageRare: Float64Array;
  /** The summed rarity of the query's words (of those any page matches). */
  private queryRare = 0;
  /** How much more an error's code name counts in its share when a page's title holds it (TITLE_CODE, or 1). */
  private titleCode = 1;
  /** The names a pasted error quotes (`codeWords`), which take no reader's synonym; undefined for other queries. */
  private quoted: ReadonlySet<string> | undefined;
  /** The query is a message of the libraries (LIBRARY_MESSAGE): copied, not typed. */
  private copied = false;
  /** Whether the query being ranked leans to each product's newest migration guide (`latestArchive`). */
  private latestLean = false;
  private latest: Uint8Array | undefined;

  /** Per page, 1 for the newest migration guide of its product (`/x/migration/migration-data-grid-v7`: the highest). */
  private latestArchive(): Uint8Array {
    if (this.latest) return this.latest;
    const newest = new Map<string, [number, number]>();
    this.pages.forEach((page, p) => {
      const m = LATEST_GUIDE_PATH.exec(page[0]);
      if (!m) return;
      const v = Number(m[2]);
      if ((newest.get(m[1]!)?.[0] ?? -1) < v) newest.set(m[1]!, [v, p]);
    });
    this.latest = new Uint8Array(this.pages.length);
    for (const [, p] of newest.values()) this.latest[p] = 1;
    return this.latest;
  }

  /** The migration guides that list a name the query says as removed (`removedName`), for the query being ranked. */
  private removedGuides: ReadonlySet<number> = new Set();
  /** Per page: what its title scored (API pages are scored by title and best section). */
  private readonly pageTitleScore: Float64Array;
  /** Per API page: its best section's count of query words and score. */
  private readonly bestCount: Uint8Array;
  private readonly bestSum: Float64Array;
  /** Per page: its best-matching section (most query words, then score), -1 when none matched. */
  private readonly bestSec: Int32Array;
  /**
   * Per page, for the query: the most query words one of its headings holds (when two or more), the
   * most of them such a heading adds to its title's, and the longest run of them a guide's heading says
   * side by side in the query's order.
   */
  private readonly headingHit: Uint8Array;
  private readonly headingAdds: Uint8Array;
  private readonly headingPhrase: Uint8Array;
  /** Per page: query words it alone holds in a title or heading (EXCLUSIVE). */
  private readonly exclusive: Uint8Array;
  /** Per page: its path's depth (`depthOf`). */
  private readonly depth: Uint8Array;
  /** Per API page: its component family (`familyOf`), made on first use. */
  private readonly families: (string | undefined)[] = [];
  /** Lowercased component names of two words or more (`datagrid`, `linechart`) -> their product, made on first use. */
  private components: Map<string, string> | undefined;
  /** API pages by their component's camelCase name lowercased (`lineplot`: LinePlot API), made on first use (`namedDemoGuides`). */
  private apiNames: Map<string, number> | undefined;
  /** Guide pages by title, longest title first, made on first use; per API page, the guides its Demos section lists. */
  private guideTitles: [string, number[]][] | undefined;
  private readonly demoLists: (number[] | undefined)[] = [];
  /** Guide pages titled by a component's name of two words or more (`Date Picker`), their words; 1 in `componentPages`. */
  private componentTitles: { p: number; padded: string; joined: string; words: number }[] | undefined;
  private componentPages: Uint8Array | undefined;
  /** Per page: its titles as `twinLeads` reads them, made on first use. */
  private readonly twinTitles: ([string, string[]][] | undefined)[] = [];
  /** Per page: its titles as `phraseShare` reads them, made on first use. */
  private readonly phrases: (PhraseTitle[] | undefined)[] = [];
  /** Per page: its titles as lists of words, read when first needed (`saidTitle`). */
  private readonly titleLists: (string[][] | undefined)[] = [];
  /** This query's slips and the words they stand for (`horizntal` -> horizontal), filled by `expand`. */
  private readonly slips = new Map<string, string>();
  private readonly isApi: Uint8Array;
  private readonly tokSections: IdList;
  private readonly tokPages: IdList;
  private readonly allSections: IdList;
  private readonly allPages: IdList;
  private stamp = 0;
  /** Per page: 1 when other pages sit under its path (an overview), 2 for a product's start page. */
  private readonly overview: Uint8Array;
  /** Per page: 1 for the migration guides of earlier versions. */
  private readonly archive: Uint8Array;
  /** Per page: 1 for a collection of demos (`line-demo`, `demos/…`). */
  private readonly collection: Uint8Array;
  /** The words the last search looked for: the query's and the corrections of its typos (to highlight). */
  lastWords: string[] = [];
  /** The page the message catalogue put first for the last query (-1: none; bench/search-rerank.ts replays it after re-ordering). */
  lastMessagePage = -1;
  /**
   * The terms of the last expanded word. It counts some in titles only: its action noun or verb
   * (`expansion` for expand), and the completions of a known word or of a two-letter start (`co`: Columns, Components),
   * which would cost a decode of many large postings to break ties.
   */
  private readonly expansion: Expansion;
  /** Scratch rows of the two-edit typo check. */
  private readonly rows = new Int32Array(192);

  /** The ranking constants (lib/search/ranking.ts `RANKING`; bench/search-tune.ts passes others). */
  private readonly rk: Ranking;
  /** The message catalogue (lib/search/messages.ts) as read for matching, on first use. */
  private messages: MessageLookup | undefined;
  /** The typo table (encoding.ts `typoTable`), undefined in an index of the format before it. */
  private readonly typoDir: string | undefined;
  private readonly typoIds: string = '';

  constructor(input: string | SearchIndexData, ranking?: Partial<Ranking>) {
    this.rk = ranking ? { ...RANKING, ...ranking } : RANKING;
    const text = typeof input === 'string' ? input : input && typeof input === 'object' && input.v === 3 ? encodeSearchIndex(input) : '';
    // (An index of the format before the typo table, MAGIC_5, is read too: without it, as before.)
    const older = text.startsWith(MAGIC_5);
    if (!older && !text.startsWith(MAGIC)) throw new Error('search index: unknown format');
    const headerEnd = text.indexOf(RS, MAGIC.length);
    if (headerEnd < 0) throw new Error('search index: unknown format (missing block)');
    let json: unknown;
    try {
      json = JSON.parse(text.slice(MAGIC.length, headerEnd));
    } catch {
      throw new Error('search index: unknown format (header is not JSON)');
    }
    const blocks = older ? BLOCKS_5 : BLOCKS.length;
    if (!isHeaderJson(json, blocks)) throw new Error('search index: unknown format (header)');
    // The blocks, cut by the lengths the header gives (each follows an RS): slices, nothing copied.
    const block: Partial<Record<(typeof BLOCKS)[number], string>> = {};
    let at = headerEnd;
    for (let i = 0; i < blocks; i++) {
      if (text.charCodeAt(at) !== 0x1e) throw new Error('search index: unknown format (missing block)');
      block[BLOCKS[i]!] = text.slice(at + 1, at + 1 + json.blocks[i]!);
      at += 1 + json.blocks[i]!;
    }
    if (at !== text.length) throw new Error('search index: unknown format (block lengths)');
    const header: Header = {
      locale: json.locale,
      pages: json.pages,
      titleWords: block.titleWords!,
      topics: block.topics!,
      pageFirst: block.pageFirst!,
      termOff: block.termOff!,
      termPost: block.termPost!,
      secLine: block.secLine!,
      secText: block.secText!,
      textOff: block.textOff!,
      descOff: block.descOff!,
      pageFacts: block.pageFacts!,
    };
    if (!isHeader(header)) throw new Error('search index: unknown format (header)');
    this.h = header;
    this.termBlock = block.terms!;
    this.termCount = header.termOff.length / OFFSET - 1;
    if (this.termStart(this.termCount) !== this.termBlock.length) throw new Error('search index: unknown format (terms table)');
    // (One line a page, kept narrowed: each is widened when first read, `topic`. A Chinese index's titles
    // hold thousands of escapes, which widening all at load turned into as many callbacks.)
    this.topicLines = header.topics.split('\n');
    this.post = block.postings!;
    this.sectionBlock = block.sections!;
    this.textBlock = block.texts!;
    this.textCount = header.textOff.length / OFFSET - 1;
    if (header.termPost.length !== header.termOff.length || fixedAt(header.termPost, this.termCount, OFFSET) !== this.post.length) {
      throw new Error('search index: unknown format (postings table)');
    }
    this.locale = header.locale;
    this.pages = header.pages;
    this.descBlock = block.descriptions!;
    if (fixedAt(header.descOff, header.pages.length, OFFSET) !== this.descBlock.length) throw new Error('search index: unknown format (descriptions table)');
    this.messageJson = block.messages!;
    // (Parsed on first use; its ends checked here, a block of another kind fails.)
    if (this.messageJson && !(this.messageJson.startsWith('[') && this.messageJson.endsWith(']'))) throw new Error('search index: unknown format (messages)');
    // (The typo table: its entries whole, their first and last digits, the last bucket's end at the ids' end.)
    if (!older) {
      const dir = block.typoDir!;
      const n = dir.length / TYPO_ENTRY;
      if (
        !Number.isInteger(n) ||
        (n > 0 && !(digitsAt(dir, 0, TYPO_ENTRY) && digitsAt(dir, n - 1, TYPO_ENTRY))) ||
        // (The last 4 digits: read as an offset, fixedAt's common width, not the 7 of an entry, which made V8 compile
        // the table reads of every later search less well: a cold `getRowId` cost 1-1.5 ms more.)
        (n > 0 ? fixedAt(dir.slice(-4), 0, OFFSET) : 0) !== block.typoIds!.length
      ) {
        throw new Error('search index: unknown format (typo table)');
      }
      this.typoDir = dir;
      this.typoIds = block.typoIds!;
    }

    const np = header.pages.length;
    const ns = header.secText.length / INDEX;
    // (Every scratch array in one buffer: per section 2 of 8 bytes, 5 of 4 (2 IdLists), one of 2 and one of 1;
    // per page 8 of 8, 5 of 4 (2 IdLists), 2 of 2 and 16 of 1; per term 3 of 4, the expansion's.)
    const nt = this.termCount;
    const slab = new Slab(2 * padded(ns, 8) + 5 * padded(ns, 4) + padded(ns, 2) + padded(ns, 1) + 8 * padded(np, 8) + 5 * padded(np, 4) + 2 * padded(np, 2) + 16 * padded(np, 1) + 3 * padded(nt, 4));
    this.secTok = slab.f64(ns);
    this.secSum = slab.f64(ns);
    this.pageTok = slab.f64(np);
    this.titleTok = slab.f64(np);
    this.pageScore = slab.f64(np);
    // Section -> page, filled page by page (a native fill per page, no pass over the sections).
    this.sectionPage = slab.i32(ns);
    this.few = slab.u8(np);
    for (let p = 0, first = 0; p < np; p++) {
      const next = fixedAt(header.pageFirst, p + 1, INDEX);
      this.sectionPage.fill(p, first, next);
      this.few[p] = next - first <= FEW_SECTIONS ? 1 : 0;
      first = next;
    }
    this.overview = slab.u8(np);
    this.archive = slab.u8(np);
    this.collection = slab.u8(np);
    this.depth = slab.u8(np);
    this.isApi = slab.u8(np);
    // (What each page's path and kind say of it, worked out by the build: lib/search/page-facts.ts.)
    const facts = header.pageFacts;
    for (let i = 0; i < np; i++) {
      const f = DIGIT_VALUE[facts.charCodeAt(2 * i)]!;
      this.isApi[i] = f & FACT_API ? 1 : 0;
      this.archive[i] = f & FACT_ARCHIVE ? 1 : 0;
      this.collection[i] = f & FACT_COLLECTION ? 1 : 0;
      this.overview[i] = f >> FACT_OVERVIEW_SHIFT;
      this.depth[i] = DIGIT_VALUE[facts.charCodeAt(2 * i + 1)]!;
    }
    this.secCount = slab.u8(ns);
    this.secMask = slab.u16(ns);
    this.titleMask = slab.u16(np);
    this.pageMatched = slab.u8(np);
    this.pageTitleMatched = slab.u8(np);
    this.pageCover = slab.f64(np);
    this.pageLoc = slab.u8(np);
    this.pageSecs = slab.u16(np);
    this.pageDescHit = slab.u8(np);
    this.pageDescCount = slab.u8(np);
    this.pageDescAdds = slab.f64(np);
    this.pageRare = slab.f64(np);
    this.pageTitleScore = slab.f64(np);
    this.bestCount = slab.u8(np);
    this.bestSum = slab.f64(np);
    this.bestSec = slab.i32(np).fill(-1);
    this.headingHit = slab.u8(np);
    this.headingAdds = slab.u8(np);
    this.headingPhrase = slab.u8(np);
    this.exclusive = slab.u8(np);
    this.expansion = new Expansion(nt, slab);
    this.tokSections = new IdList(ns, slab);
    this.allSections = new IdList(ns, slab);
    this.tokPages = new IdList(np, slab);
    this.allPages = new IdList(np, slab);
    slab.done();
  }

  /** The second stage's weights (lib/search/ranking.ts `RERANK`; bench/search-rerank.ts sets others, null for none). */
  rerankWeights: readonly number[] | null = RERANK;
  /** How many first results the second stage re-orders, at most, and how far below the first's score (log scale). */
  rerankCount = RERANK_TOP;
  rerankBand = RERANK_BAND;
  /** bench/search-rerank.ts: given the first results' features (rows of RERANK_SIZE) and pages before they are re-ordered. */
  rerankTrace: ((features: Float64Array, pages: number[], leans: number[]) => void) | undefined;

  /** How far below the first's score the candidates may reach when the second result is within `rerankBand` (log scale). */
  rerankReach = RERANK_REACH;
  /** Whether a page the first stage's rules lean less to than to the first result may pass it (`keepFirst`). */
  rerankLean = RERANK_LEAN;
  /** The query being ranked, for `ruleLean` (a question's or a pasted error's only). */
  private leanOf: { c: RankQuery; twins: Set<number> | undefined } | undefined;

  /**
   * The product of the factors that four of the first stage's rules, for which the second stage has no feature, gave
   * page `p`'s score for the query being ranked: the twin lead, the sibling's pages, the removed name's migration guide,
   * a pasted error's page titled by the code it quotes (`keepFirst`; with the other such rules too, the exclusive word, another product's pages for a pasted error, the
   * named component's siblings, API rows for a question naming an API, the newest migration guide, leave-one-set-out
   * top-1 was lower, decision 0016).
   */
  private ruleLean(p: number): number {
    const at = this.leanOf;
    if (!at) return 1;
    const { c, twins } = at;
    const rk = this.rk;
    let lean = 1;
    if (twins?.has(p)) lean *= rk.twinLead;
    if (c.sibling !== undefined && this.pages[p]![0].includes(c.sibling)) lean *= c.siblingWeight;
    if (this.removedGuides.has(p)) lean *= rk.removedGuide;
    // (A pasted error's page titled by the code it quotes, `ChartsReferenceLine`: TITLE_CODE.)
    if (c.error && this.titleCode > 1 && this.quoted && queryTokens(this.pages[p]![1]).some((t) => this.quoted!.has(t))) lean *= this.titleCode;
    return lean;
  }

  /** Re-orders the first `rerankCount` of `merged` (in place) by the second stage's weights. */
  private rerankTop<T extends { p: number; best: number; matched: number; score: number; members: number[] }>(
    merged: T[],
    repOf: (m: T) => T,
    q: RerankQuery,
    at: { named: string | undefined; reader: string | undefined; saidTitle: number; topic: string; componentPage: number | undefined; query: string },
  ): void {
    const { named, reader } = at;
    // (Only when the second result's score is within RERANK_BAND of the first's, on a log scale: a rule's clear
    // decision stands, the stage settles near ties; then the first results within RERANK_REACH of it.)
    let n = Math.min(this.rerankCount, merged.length);
    // (A question that matches nothing, `資料表格 分頁` or words no page has, has nothing to re-order.)
    if (n < 2) return;
    if (!(merged[1]!.score >= merged[0]!.score * Math.exp(-this.rerankBand))) return;
    const floor = merged[0]!.score * Math.exp(-Math.max(this.rerankBand, this.rerankReach));
    for (let i = 2; i < n; i++) if (!(merged[i]!.score >= floor)) n = i;
    // (The named component's guides only for a query the stage re-orders: their tables are made on first use.)
    const demoGuides = this.namedDemoGuides(at.query);
    const features = new Float64Array(n * RERANK_SIZE);
    const pages = this.pages;
    const topScore = merged[0]!.score;
    const topMatched = merged[0]!.matched;
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const m = merged[i]!;
      const p = repOf(m).p;
      ids.push(p);
      const first = this.firstSection(p);
      const end = Math.min(this.firstSection(p + 1), this.secCount.length);
      let matchedSections = 0;
      let placed = 0;
      for (let s = first; s < end; s++) {
        if (this.secCount[s]! === 0) continue;
        matchedSections++;
        if (this.secSum[s]! >= WEIGHTS.prop * MATCH.typo) placed |= this.secMask[s]!;
      }
      const b = this.bestSec[p]!;
      const product = pages[p]![2];
      rerankFeatures(
        q,
        {
          rank: i,
          score: m.score,
          matched: m.matched,
          api: this.isApi[p] === 1,
          archive: this.archive[p] === 1,
          collection: this.collection[p] === 1,
          overview: this.overview[p]!,
          depth: this.depth[p]!,
          sections: end - first,
          matchedSections,
          titleWords: DIGIT_VALUE[this.h.titleWords.charCodeAt(p)] ?? 0,
          titleMatched: this.pageTitleMatched[p]!,
          pageMatched: this.pageMatched[p]!,
          headingHit: this.headingHit[p]!,
          bestCount: b >= 0 ? this.secCount[b]! : 0,
          sectionHit: repOf(m).best !== first,
          descCount: this.pageDescCount[p]!,
          rareShare: this.queryRare > 0 ? this.pageRare[p]! / this.queryRare : 0,
          namedProduct: named !== undefined && named === product,
          otherProduct: named !== undefined && named !== product,
          readerProduct: reader !== undefined && reader === product,
          variants: m.members.length,
          headingPhrase: this.headingPhrase[p]!,
          saidTitle: at.saidTitle === p,
          topic: isTopic(this.topic(p), at.topic),
          componentPage: at.componentPage === p,
          placedWords: bitCount(placed | this.titleMask[p]!),
          titleScore: this.pageTitleScore[p]! / (this.rk.titleWeight * Math.max(1, q.tokens)),
          demoGuide: demoGuides?.get(p) ?? 0,
        },
        topScore,
        topMatched,
        features,
        i * RERANK_SIZE,
      );
    }
    const leans = this.rerankLean || this.rerankTrace ? ids.map((p) => this.ruleLean(p)) : undefined;
    this.rerankTrace?.(features, ids, leans!);
    if (!this.rerankWeights) return;
    const order = this.rerankLean ? keepFirst(rerankOrder(features, n, this.rerankWeights), leans!) : rerankOrder(features, n, this.rerankWeights);
    const head = order.map((i) => merged[i]!);
    for (let i = 0; i < n; i++) merged[i] = head[i]!;
  }

  /** The component family of API page `p`. */
  private familyOf(p: number): string {
    return (this.families[p] ??= familyOf(this.pages[p]![1]));
  }

  /**
   * The one product whose components a query names (`LineChart scaleType time`, `barchart horizontal
   * bars`, `onAccept with the MobileDatePicker`), from the API pages' titles: a component name of two
   * words or more (`DataGrid`, `RichTreeView`, not `Toolbar`), one product's only. Undefined when it names
   * none, or components of several products (`a DatePicker in a DataGrid cell`).
   */
  private componentProduct(query: string): string | undefined {
    // (Most queries name no component: they skip the table, which a cold isolate would build.)
    if (!CAMEL.test(query) && !COMPONENT_END.test(query)) return undefined;
    if (!this.components) {
      const out = new Map<string, string>();
      const pages = this.pages;
      for (let p = 0; p < pages.length; p++) {
        if (!this.isApi[p]) continue;
        const family = this.familyOf(p);
        if (!/^[A-Z][a-z0-9]+[A-Z]/.test(family)) continue;
        const key = family.toLowerCase();
        out.set(key, oneProduct(out.get(key), pages[p]![2]));
      }
      this.components = out;
    }
    let found: string | undefined;
    for (const m of query.matchAll(/[A-Za-z][A-Za-z0-9]{5,}/g)) {
      // (A plan's or a variant's name, `DataGridPro`, `MobileDatePicker`, is its family's: the table's key.)
      const name = m[0].toLowerCase();
      const product = this.components.get(name) ?? this.components.get(name.replace(/^(?:desktop|mobile|static)(?=[a-z]{6})/, '').replace(/(?:pro|premium)$/, ''));
      if (product === undefined) continue;
      if (product === '' || (found !== undefined && found !== product)) return undefined;
      found = product;
    }
    return found ?? this.memberProduct(query);
  }

  /**
   * The one product whose API members a query names in their own case (`scaleType: "time"`, `onRowClick`,
   * `setEditCellValue`), when it names no component: a camelCase member documented by one product's API pages
   * only (`valueFormatter`, a grid's and a chart's, names none). Undefined when its members are several
   * products'. Read from each name's postings (`memberRows`): the API rows titled by the name itself.
   */
  private memberProduct(query: string): string | undefined {
    if (!CAMEL.test(query)) return undefined;
    const pages = this.pages;
    let found: string | undefined;
    for (const m of query.matchAll(/[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+/g)) {
      const name = m[0].toLowerCase();
      let product: string | undefined;
      // (A member's row is titled by its name, `scaleType`: its term is the name lowercased, at a prop's weight.)
      this.memberRows(this.find(narrow(name)), (s, p) => {
        const [anchor, heading] = this.section(s);
        if (anchor === '*' && CAMEL.test(heading) && heading.toLowerCase() === name) product = oneProduct(product, pages[p]![2]);
        return false;
      });
      if (!product) continue;
      if (found !== undefined && found !== product) return undefined;
      found = product;
    }
    return found;
  }

  /**
   * The guide page of the one component a query's words name by its title (`date picker`, `datepicker`:
   * Date Picker; `date time picker`: Date Time Picker, not Time Picker, whose words it holds), or none when
   * it names none or several. Component pages are guides titled by a bare name of two words or more ending
   * as components do (Picker, Field, Calendar, Clock), not `Product - Topic`. In the Chinese index, `query`
   * (simplified) names one by its Chinese title typed whole (`日期时间选择器`; CJK_COMPONENT_TITLE).
   */
  componentPage(tokens: readonly string[], query = ''): number | undefined {
    // A Chinese query names a component by its Chinese page's title, typed whole (`日期时间选择器 不要秒`: 日期时间选择器).
    const zh = this.locale === 'zh' && hasCjk(query);
    // (Most queries name no component: they skip the table, which a cold isolate would build.)
    if (zh ? !CJK_COMPONENT_WORD.test(query) : !tokens.some((t) => COMPONENT_WORD.test(t))) return undefined;
    if (!this.componentTitles) {
      const out: { p: number; padded: string; joined: string; words: number }[] = [];
      const pages = this.pages;
      const flags = new Uint8Array(pages.length);
      for (let p = 0; p < pages.length; p++) {
        const [path, title, , kind] = pages[p]!;
        if (kind === 'api' || path.startsWith(ARCHIVE_PATH) || !COMPONENT_TITLE_ENDS.some((e) => title.endsWith(e))) continue;
        if (!(COMPONENT_TITLE.test(title) || CJK_COMPONENT_TITLE.test(title))) continue;
        if (hasCjk(title)) out.push({ p, padded: title, joined: title, words: title.length });
        else {
          const words = queryTokens(title);
          out.push({ p, padded: ` ${words.join(' ')} `, joined: words.join(''), words: words.length });
        }
        flags[p] = 1;
      }
      this.componentTitles = out;
      this.componentPages = flags;
    }
    const padded = zh ? query : ` ${tokens.join(' ')} `;
    const hits = this.componentTitles.filter((c) => padded.includes(c.padded) || tokens.includes(c.joined));
    const named = hits.filter((h) => !hits.some((o) => o.words > h.words && o.padded.includes(h.padded)));
    return named.length === 1 ? named[0]!.p : undefined;
  }

  /**
   * The guides that the API pages of the components a query names in one word (`LinePlot`, `lineplot`; a camelCase
   * component name of six letters or more) list in their Demos sections, each with 1 over the length of its page's
   * list (the second stage's `demoGuide`: `LinePlot onItemClick …`: Lines, 1, the only guide LinePlot API lists;
   * `BarChart …`: Bars and 13 others, 1/14 each). Undefined when the query names none (every query of an index without
   * API pages: the Chinese one). Read from the index's own text: an API page's Demos section is the titles of the
   * guides whose demos use it, matched longest title first (`Charts - Bar demos` before `Charts - Bars`'s words).
   */
  private namedDemoGuides(query: string): Map<number, number> | undefined {
    const pages = this.pages;
    if (!this.apiNames) {
      const names = new Map<string, number>();
      for (let p = 0; p < pages.length; p++) {
        const name = this.isApi[p] ? pages[p]![1].replace(/ API$/, '') : '';
        if (/^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(name)) names.set(name.toLowerCase(), p);
      }
      this.apiNames = names;
    }
    let out: Map<number, number> | undefined;
    for (const m of query.matchAll(/[A-Za-z][A-Za-z0-9]{5,}/g)) {
      const api = this.apiNames.get(m[0].toLowerCase());
      if (api === undefined) continue;
      const guides = this.demoGuidesOf(api);
      out ??= new Map();
      for (const g of guides) out.set(g, Math.max(out.get(g) ?? 0, 1 / guides.length));
    }
    return out;
  }

  /** The guides API page `p`'s Demos section lists (`namedDemoGuides`), of its product when a title is several pages'. */
  private demoGuidesOf(p: number): number[] {
    const known = this.demoLists[p];
    if (known) return known;
    const pages = this.pages;
    if (!this.guideTitles) {
      const byTitle = new Map<string, number[]>();
      for (let g = 0; g < pages.length; g++) if (!this.isApi[g] && !this.archive[g]) byTitle.set(pages[g]![1], [...(byTitle.get(pages[g]![1]) ?? []), g]);
      this.guideTitles = [...byTitle].sort((a, b) => b[0].length - a[0].length);
    }
    let list = '';
    for (let s = this.firstSection(p), end = this.firstSection(p + 1); s < end; s++) {
      const [anchor, , text] = this.section(s);
      if (anchor === 'demos') list = ` ${this.text(text)} `;
    }
    const out: number[] = [];
    if (list.trim()) {
      for (const [title, of] of this.guideTitles) {
        const at = list.indexOf(` ${title} `);
        if (at < 0) continue;
        // (Its words taken out, so that a shorter title they hold, `Overview` of `Charts - Overview`, is not read in them.)
        list = `${list.slice(0, at)} \u0000 ${list.slice(at + title.length + 2)}`;
        const own = of.filter((g) => pages[g]![2] === pages[p]![2]);
        out.push(...(own.length ? own : of));
      }
    }
    return (this.demoLists[p] = out);
  }

  /** The guides leading their twins (`twinLeads`) among the pages whose titles hold a query word, for a title the query says in full. */
  private twinsOf(tokens: readonly string[]): Set<number> | undefined {
    const titled: number[] = [];
    for (let i = 0; i < this.allPages.length; i++) if (this.pageTitleMatched[this.allPages.items[i]!]! > 0) titled.push(this.allPages.items[i]!);
    if (titled.length < 2) return undefined;
    const titles = (p: number) => (this.twinTitles[p] ??= twinTitles(this.topic(p)));
    return twinLeads(this.pages, titles, titled, (words) => words.every((w) => tokens.includes(w)));
  }

  /** The first section of page `p` (`p` = page count: the section count). */
  private firstSection(p: number): number {
    return fixedAt(this.h.pageFirst, p, INDEX);
  }

  /** Where term `id`'s postings start in the postings block. */
  private postStart(id: number): number {
    return fixedAt(this.h.termPost, id, OFFSET);
  }

  /** Where term `id` starts in the terms block (`id` = term count: the block's length). */
  private termStart(id: number): number {
    return fixedAt(this.h.termOff, id, OFFSET);
  }

  /**
   * Term offsets decoded, and term ids ordered by length: made on the first suggestion (`suggest`), or on the first
   * typo search in an index of the format before the typo table.
   */
  private lengths: { ids: Int32Array; firstOfLength: Int32Array; starts: Int32Array } | undefined;

  private byLength(): { ids: Int32Array; firstOfLength: Int32Array; starts: Int32Array } {
    if (this.lengths) return this.lengths;
    const n = this.termCount;
    const starts = new Int32Array(n + 1);
    // (The 4-digit offsets read inline, the lengths counted in the same pass: two passes over the terms, not four.)
    const off = this.h.termOff;
    const D = DIGIT_VALUE;
    // Counting sort by length: firstOfLength[l] is where terms of length l begin in `ids` (counts at l + 1 first).
    let counts = new Int32Array(64);
    let max = 0;
    for (let i = 0, k = 0; i <= n; i++, k += OFFSET) {
      starts[i] = ((D[off.charCodeAt(k)]! * 64 + D[off.charCodeAt(k + 1)]!) * 64 + D[off.charCodeAt(k + 2)]!) * 64 + D[off.charCodeAt(k + 3)]!;
      if (i === 0) continue;
      const len = starts[i]! - starts[i - 1]!;
      if (len + 1 >= counts.length) {
        const grown = new Int32Array(2 * (len + 2));
        grown.set(counts);
        counts = grown;
      }
      counts[len + 1]!++;
      if (len > max) max = len;
    }
    const firstOfLength = counts.slice(0, max + 2);
    for (let l = 1; l < firstOfLength.length; l++) firstOfLength[l]! += firstOfLength[l - 1]!;
    const fill = firstOfLength.slice();
    const ids = new Int32Array(n);
    for (let i = 0; i < n; i++) ids[fill[starts[i + 1]! - starts[i]!]!++] = i;
    this.lengths = { ids, firstOfLength, starts };
    return this.lengths;
  }

  /** Term `id` as stored (narrowed). */
  private term(id: number): string {
    return this.termBlock.slice(this.termStart(id), this.termStart(id + 1));
  }

  /** Term `id` compared with `q` (both narrowed), as `<` and `===` on strings would. */
  private compare(id: number, q: string): number {
    const block = this.termBlock;
    const start = this.termStart(id);
    const len = this.termStart(id + 1) - start;
    const n = Math.min(len, q.length);
    for (let k = 0; k < n; k++) {
      const d = block.charCodeAt(start + k) - q.charCodeAt(k);
      if (d !== 0) return d;
    }
    return len - q.length;
  }

  /** Index of narrowed `q` in the dictionary, or -(insertion point) - 1. */
  private find(q: string): number {
    let lo = 0;
    let hi = this.termCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, q) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.termCount && this.compare(lo, q) === 0 ? lo : -lo - 1;
  }

  /** True when a dictionary word begins with narrowed `q` (or is `q`). */
  private beginsAnyTerm(q: string): boolean {
    const at = this.find(q);
    if (at >= 0) return true;
    const next = -at - 1;
    return next < this.termCount && this.termBlock.startsWith(q, this.termStart(next));
  }

  /** Decodes term `id`'s postings (with `titles`, only the title pages) into `this.nums` (grown as needed); returns how many numbers. */
  private decode(id: number, titles = false): number {
    const post = this.post;
    const start = this.postStart(id);
    let i = start;
    const end = this.postStart(id + 1);
    // A posting has at most one number per digit.
    if (this.nums.length < end - i) this.nums = new Int32Array(Math.max(end - i, this.nums.length * 2));
    const nums = this.nums;
    const D = DIGIT_VALUE;
    let v = 0;
    let scale = 1;
    // The first number is how many title pages follow (with `titles`, the numbers to read).
    while (i < end) {
      const d = D[post.charCodeAt(i++)]!;
      if (d < 32) {
        v += d * scale;
        break;
      }
      v += (d - 32) * scale;
      scale *= 32;
    }
    nums[0] = v;
    const stop = titles ? 1 + v : nums.length;
    let n = 1;
    v = 0;
    scale = 1;
    // (A lean loop: a cold isolate's first search runs it in the interpreter thousands of times, `grid`.)
    for (; i < end && n < stop; i++) {
      const d = D[post.charCodeAt(i)]!;
      if (d < 32) {
        nums[n++] = v + d * scale;
        v = 0;
        scale = 1;
      } else {
        v += (d - 32) * scale;
        scale *= 32;
      }
    }
    return i > start ? n : 0;
  }

  /** How many numbers term `id`'s postings hold, counting at most to `cap`. */
  private postCount(id: number, cap: number): number {
    let n = 0;
    const end = this.postStart(id + 1);
    for (let i = this.postStart(id); i < end && n < cap; i++) if (DIGIT_VALUE[this.post.charCodeAt(i)]! < 32) n++;
    return n;
  }

  /** Calls `fn` for up to `cap` terms that start with narrowed `q` (other than `q`); `at`: `find(q)`, when known. */
  private prefixes(q: string, cap: number, fn: (id: number) => void, at = this.find(q)): void {
    for (let i = at >= 0 ? at + 1 : -at - 1, n = 0; i < this.termCount && n < cap; i++, n++) {
      const start = this.termStart(i);
      if (this.termStart(i + 1) - start < q.length || !this.termBlock.startsWith(q, start)) break;
      fn(i);
    }
  }

  /** The word of a question's grammar (GRAMMAR_WORDS) query word `t` mistypes, if the dictionary does not know `t`; else `t`. */
  private grammarSlip(t: string): string {
    // (A word the dictionary knows is kept: looked up before the pass over GRAMMAR_WORDS, which a cold isolate interprets.)
    if (t.length < 4 || !/^[a-z]+$/.test(t) || this.find(t) >= 0) return t;
    const w = GRAMMAR_WORDS.find((g) => Math.abs(g.length - t.length) <= 1 && g !== t && withinOneEdit(t, g));
    return w ?? t;
  }

  /**
   * Query word `t` in a British spelling (`customising`, `colours`, `centred`, `labelled`, `catalogue`,
   * `analyse`, `defence`): the American one the docs use, when the dictionary knows it (or another form
   * of it) and not `t` (`advise`, `hour`, `filled` are no British spellings: the docs have no `advize`,
   * `hor` of theirs; a doubled `l` goes only after a stem of two syllables, `cancelled`, not `filling`).
   */
  private american(t: string): string {
    if (t.length < 5 || !/^[a-z]+$/.test(t) || this.find(t) >= 0) return t;
    for (const [re, to] of BRITISH) {
      if (!re.test(t)) continue;
      const us = t.replace(re, to);
      // (Or another form of it: `customizing` is found as customize.)
      if (this.find(us) >= 0 || inflections(us).some((v) => this.find(v) >= 0)) return us;
    }
    return t;
  }

  /**
   * Query word `t` typed as two words run together (`filterpanel`, `wraptext`, `dropsupport`): its two
   * words, when the dictionary knows both halves well (4 letters or more, no function word: `sometimes`,
   * `anymore`, `compress` are no `some times`, `any more`, `com press`; RARE postings or more) and
   * neither `t` (a name, `apiref`, even a rare one) nor another form of it well (`pickersdays`; a rare
   * one, `actionbuttons`, does not make `actionbutton` a name), nor, for the last word, a well-used word
   * it starts (`filterpan` is `filterPanel` being typed). A function word or the site's name run into a
   * word of 5 letters or more (`beingdragged`, `installmui`: `glue`) leaves that word, even where the
   * dictionary has `t` rarely (it joins neighbouring title words, `Install MUI X`; not when the query
   * typed it `cased`, `MuiDataGrid`, a name). Of several cuts,
   * the one whose less used half is used most. Else null.
   */
  private joinedWords(t: string, last: boolean, cased = false): string[] | null {
    if (t.length < 8 || !/^[a-z]+$/.test(t)) return null;
    const used = (w: string) => {
      const id = this.find(w);
      return id >= 0 ? this.postCount(id, 4096) : 0;
    };
    // (A word the dictionary knows, or another form of it, is meant; one known only rarely may still be a
    // function word run into a word, below: the index joins neighbouring title words, `Install MUI X`.)
    const known = [t, ...inflections(t)].reduce((n, v) => n + used(v), 0);
    if (known >= RARE || (cased && known > 0)) return null;
    if (last) {
      let typing = false;
      this.prefixes(t, 8, (id) => (typing ||= this.postCount(id, RARE) >= RARE));
      if (typing) return null;
    }
    const usage = (w: string) => (glue(w) ? 0 : used(w));
    let best: string[] | null = null;
    let bestCount = 0;
    for (let i = 3; i <= t.length - 3; i++) {
      const a = t.slice(0, i);
      const b = t.slice(i);
      // A function word or the site's name run into a word (`beingdragged`, `installmui`) leaves that word.
      const count = glue(a) && b.length >= 5 ? usage(b) : glue(b) && a.length >= 5 ? usage(a) : this.find(t) < 0 && a.length >= 4 && b.length >= 4 ? Math.min(usage(a), usage(b)) : 0;
      if (count >= RARE && count > bestCount) {
        best = glue(a) ? [b] : glue(b) ? [a] : [a, b];
        bestCount = count;
      }
    }
    return best;
  }

  /** The pages whose titles hold term `id` (none when `id` < 0). */
  private titlePages(id: number): number[] {
    if (id < 0) return [];
    const count = this.decode(id, true);
    const out: number[] = [];
    for (let k = 1, p = 0; k <= this.nums[0]! && k < count; k++) out.push((p += this.nums[k]!));
    return out;
  }

  /**
   * True when the code name `name` is on pages and all are migration guides of earlier versions (`archive`). A
   * current guide's keyword (`responsivechartcontainer` on Composition, `treeitem2` on Item customization) is an
   * alias for a reader who types the old name alone, not a page that still says it: it does not count.
   */
  private archiveOnly(name: string): boolean {
    const id = name.length >= 6 ? this.find(narrow(name)) : -1;
    if (id < 0) return false;
    const count = this.decode(id);
    const nums = this.nums;
    const nt = nums[0]!;
    for (let k = 1, p = 0; k <= nt && k < count; k++) if (!this.archive[(p += nums[k]!)]) return false;
    let archived = false;
    for (let k = nt + 1, s = 0; k + 1 < count; k += 2) {
      if (this.archive[this.sectionPage[(s += nums[k]!)]!]) archived = true;
      else if (nums[k + 1] !== WEIGHTS.keyword) return false;
    }
    return archived;
  }

  /**
   * Whether the code name `name` is one a migration guide lists as removed or renamed and no current page documents
   * (scripts/search/extract.ts `removedNames`: its weight is `WEIGHTS.removed`, which no other field has); the guides
   * that list it join `guides`.
   */
  private removedName(name: string, guides: Set<number>): boolean {
    const id = name.length >= 6 ? this.find(narrow(name)) : -1;
    if (id < 0) return false;
    const count = this.decode(id);
    const nums = this.nums;
    let found = false;
    // (Its weight and the body's few points for the name said in the text: under a member's, over a heading's and its text's.)
    for (let k = nums[0]! + 1, s = 0; k + 1 < count; k += 2) {
      s += nums[k]!;
      if (nums[k + 1]! >= WEIGHTS.removed && nums[k + 1]! < WEIGHTS.member) {
        guides.add(this.sectionPage[s]!);
        found = true;
      }
    }
    return found;
  }

  /**
   * Calls `fn` with each row of an API page (section `s` of page `p`) that holds term `id` at a prop's weight
   * or more (a prop, slot, class or method whose name has it), until `fn` returns true; true when one did.
   * Nothing for `id` < 0.
   */
  private memberRows(id: number, fn: (s: number, p: number) => boolean): boolean {
    if (id < 0) return false;
    const count = this.decode(id);
    const nums = this.nums;
    for (let k = nums[0]! + 1, s = 0; k + 1 < count; k += 2) {
      s += nums[k]!;
      const p = this.sectionPage[s]!;
      if (this.isApi[p] && nums[k + 1]! >= WEIGHTS.prop && fn(s, p)) return true;
    }
    return false;
  }

  /**
   * Calls `fn` with each heading of a guide (section `s` of page `p`, not an API page) that holds term `id` at a
   * heading's weight or more, until `fn` returns true; true when one did. Nothing for `id` < 0.
   */
  private guideHeadings(id: number, fn: (s: number, p: number) => boolean): boolean {
    if (id < 0) return false;
    const count = this.decode(id);
    const nums = this.nums;
    for (let k = nums[0]! + 1, s = 0; k + 1 < count; k += 2) {
      s += nums[k]!;
      const p = this.sectionPage[s]!;
      if (!this.isApi[p] && nums[k + 1]! >= WEIGHTS.heading && fn(s, p)) return true;
    }
    return false;
  }

  /**
   * The query with the API names it types as plain words (`value formatter`, `simple tree view`, `switch view button
   * slot`) read as those names: one reading for them all. A query of two to four plain words whose words joined are an
   * API's name (`typedName`) becomes that name, spelled in its case (valueFormatter, SimpleTreeView) when no guide says
   * the words, or run together (`scatterplot`, `axisconfig`) when a guide's heading does but the name titles an API
   * page: both pages then stand. A run of three or four words inside a longer query, no function word among them
   * (RUN_LENGTHS), that is a member's name no guide says joins the query in its case (switchViewButton); the words stay.
   */
  private namesTypedAsWords(query: string): string {
    const words = query.trim().split(/\s+/);
    const plain = words.map((w) => /^[A-Za-z][a-z]*$/.test(w));
    if (words.length <= 4 && plain.every(Boolean)) {
      const lower = words.map((w) => w.toLowerCase());
      const name = this.typedName(lower, false);
      if (name) return name.guide === 0 ? name.cased : name.guide === 1 && name.api ? lower.join('') : query;
    }
    const found: string[] = [];
    for (const n of RUN_LENGTHS.filter((n) => n < words.length)) {
      for (let i = 0; i + n <= words.length; i++) {
        const run = words.slice(i, i + n).map((w) => w.toLowerCase());
        if (!plain.slice(i, i + n).every(Boolean) || run.some(isStopWord)) continue;
        const name = this.typedName(run, true);
        if (name && name.guide === 0 && !found.includes(name.cased)) found.push(name.cased);
      }
    }
    return found.length && !isErrorMessage(query) ? `${query} ${found.join(' ')}` : query;
  }

  /**
   * The API name `words` (lowercase) type joined, if they type one: its spelling in camelCase or PascalCase as an API
   * page's title (`SimpleTreeView API`) or, else or when `memberOnly`, a member's row (`valueFormatter`) has it;
   * whether that is an API page's title (`api`); and which guide says the words (`guide`: `nameOfGuide`).
   */
  private typedName(words: string[], memberOnly: boolean): { cased: string; api: boolean; guide: 0 | 1 | 2 } | undefined {
    const name = words.join('');
    const id = this.find(name);
    if (id < 0) return undefined;
    let cased: string | undefined;
    if (!memberOnly) {
      for (const p of this.titlePages(id)) {
        const first = this.isApi[p] ? this.pages[p]![1].split(' ')[0]! : '';
        if (first.toLowerCase() === name && CAMEL.test(first)) cased = first;
      }
    }
    const api = cased !== undefined;
    cased ??= this.memberSpelling(id, name);
    return cased === undefined ? undefined : { cased, api, guide: this.nameOfGuide(id, name, words) };
  }

  /** The camelCase spelling of the API member whose row is titled by term `id` (`name`: `valueformatter`, valueFormatter), if one is. */
  private memberSpelling(id: number, name: string): string | undefined {
    let spelled: string | undefined;
    this.memberRows(id, (s) => {
      // (A class's row is titled by its selector, `.MuiDataGrid-columnHeaderTitle`: the name is its last word.)
      const word = /\w+$/.exec(this.section(s)[1])?.[0] ?? '';
      if (word.toLowerCase() === name && CAMEL.test(word)) spelled = word;
      return spelled !== undefined;
    });
    return spelled;
  }

  /**
   * Whether `words` (joined: term `id`, `name`) name a guide: 2 when one of its titles or headings is those words, the
   * last in any form (`cell selection`: Data Grid - Cell selection; `bar label`: a heading Bar labels; the index holds
   * a title's or heading's neighbouring words joined, `barlabels`), or its titles hold them as their topic
   * (`guideTopicWords`: `funnel chart`, Charts - Funnel); 1 when its titles and one section's heading do, for two words
   * (`scatter plot`, `checkbox selection`); else 0.
   */
  private nameOfGuide(id: number, name: string, words: string[]): 0 | 1 | 2 {
    const last = words[words.length - 1]!;
    const head = name.slice(0, name.length - last.length);
    for (const term of [name, ...inflections(last).map((f) => head + f)]) {
      const t = term === name ? id : this.find(term);
      if (t < 0) continue;
      const joins = (text: string) => queryTokens(text).join('') === term;
      for (const p of this.titlePages(t)) if (!this.isApi[p] && this.topic(p).split('|').some(joins)) return 2;
      if (this.guideHeadings(t, (s) => joins(this.section(s)[1]))) return 2;
    }
    // (A section's heading says the topic of two words only: three or four of a name, `grid filter model`, `tick label
    // interval`, are the name's, a guide's title and one heading holding them between them being chance.)
    return this.guideTopicWords(words, words.length === 2);
  }

  /**
   * Whether a guide says `words` as its topic: 2 when its titles hold every word in some form, 1 when (`withHeadings`)
   * its titles and a section's heading do; and the guide's short title or the heading holds one (`funnel chart`: Charts
   * - Funnel; `checkbox selection`: Selection, Select with checkboxes), not all from the title's lead (`simple tree
   * view`: Simple Tree View - Items, the component's name). Else 0.
   */
  private guideTopicWords(words: string[], withHeadings: boolean): 0 | 1 | 2 {
    const all = (1 << words.length) - 1;
    const forms = words.map((w) => [w, ...inflections(w), ...derivations(w)]);
    const titleMask = new Map<number, number>();
    const headings = new Set<number>();
    forms.forEach((f, i) => {
      for (const v of f) {
        const id = this.find(v);
        if (id < 0) continue;
        for (const p of this.titlePages(id)) if (!this.isApi[p] && !this.archive[p]) titleMask.set(p, (titleMask.get(p) ?? 0) | (1 << i));
        this.guideHeadings(id, (s, p) => {
          if (!this.archive[p]) headings.add(s);
          return false;
        });
      }
    });
    // (The words a text says as words: not the parts of a name in it, `From JSX with SimpleTreeView`.)
    const said = (text: string) => {
      const plain = new Set((text.match(/[A-Za-z]+/g) ?? []).filter((w) => !/[a-z][A-Z]/.test(w)).map((w) => w.toLowerCase()));
      let m = 0;
      forms.forEach((f, i) => {
        if (f.some((v) => plain.has(v))) m |= 1 << i;
      });
      return m;
    };
    // (A word the title holds only in its lead, before the short title, is the family's: `rich tree view` of Rich Tree
    // View: items and its heading Read the structure of the tree.)
    const fresh = (p: number, h: number) => {
      const short = said(this.shortTopic(p));
      const t = titleMask.get(p) ?? 0;
      return (t | h) === all && ((h | short) & ~(t & ~short)) !== 0;
    };
    for (const p of titleMask.keys()) if (fresh(p, 0)) return 2;
    if (!withHeadings) return 0;
    for (const s of headings) {
      const p = this.sectionPage[s]!;
      if (fresh(p, said(this.section(s)[1]))) return 1;
    }
    return 0;
  }

  /**
   * Appends to `out` the ids of the terms of length `len` whose first or second character is `c`, ascending: a
   * bucket of the typo table (encoding.ts `typoTable`), found by a binary search over its entries and decoded
   * in place. (An index of the format before it: from the table of the terms by length, `byLength`, built then.)
   */
  private typoBucket(len: number, c: number, out: number[]): number[] {
    const dir = this.typoDir;
    const block = this.termBlock;
    if (dir === undefined) {
      const { ids, firstOfLength, starts } = this.byLength();
      if (len < 0 || len + 1 >= firstOfLength.length) return out;
      for (let k = firstOfLength[len]!; k < firstOfLength[len + 1]!; k++) {
        const id = ids[k]!;
        if (block.charCodeAt(starts[id]!) === c || block.charCodeAt(starts[id]! + 1) === c) out.push(id);
      }
      return out;
    }
    const D = DIGIT_VALUE;
    const key = len * 4096 + c;
    const end4 = (k: number) => ((D[dir.charCodeAt(k)]! * 64 + D[dir.charCodeAt(k + 1)]!) * 64 + D[dir.charCodeAt(k + 2)]!) * 64 + D[dir.charCodeAt(k + 3)]!;
    let lo = 0;
    let hi = dir.length / TYPO_ENTRY - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = mid * TYPO_ENTRY;
      const at = (D[dir.charCodeAt(k)]! * 64 + D[dir.charCodeAt(k + 1)]!) * 64 + D[dir.charCodeAt(k + 2)]!;
      if (at < key) lo = mid + 1;
      else if (at > key) hi = mid - 1;
      else {
        // The bucket's ids: varints (5 bits a digit, the sixth: more follow) of the gap from the id before.
        const ids = this.typoIds;
        const to = end4(k + 3);
        const n = this.termCount;
        let id = -1;
        for (let i = mid === 0 ? 0 : end4(k + 3 - TYPO_ENTRY); i < to;) {
          let v = 0;
          let scale = 1;
          let d: number;
          do {
            d = D[ids.charCodeAt(i++)]!;
            v += (d & 31) * scale;
            scale *= 32;
          } while (d & 32);
          id += v + 1;
          if (!(id < n)) break;
          out.push(id);
        }
        break;
      }
    }
    return out;
  }

  /**
   * The terms of a length one edit from `nq` can reach (its length, one less, one more) whose first two characters
   * one edit can leave (one of the pairs equal), as (id, start, length) triples, by length then id: the buckets of
   * the typo table under its first and under its second character, merged (no pass over the dictionary, which a
   * cold isolate's first typo search paid, interpreted: about 2 ms).
   */
  private oneEditReach(nq: string): number[][] {
    const near: number[][] = [[], [], []];
    const a0 = nq.charCodeAt(0);
    const a1 = nq.charCodeAt(1);
    const a: number[] = [];
    const b: number[] = [];
    for (let d = 0; d < 3; d++) {
      const len = nq.length - 1 + d;
      a.length = 0;
      b.length = 0;
      this.typoBucket(len, a0, a);
      if (a1 !== a0) this.typoBucket(len, a1, b);
      // (A term holding both characters is in both buckets: once here.)
      const list = near[d]!;
      for (let i = 0, j = 0; i < a.length || j < b.length;) {
        const x = i < a.length ? a[i]! : Infinity;
        const y = j < b.length ? b[j]! : Infinity;
        const id = x <= y ? x : y;
        if (x === id) i++;
        if (y === id) j++;
        list.push(id, this.termStart(id), len);
      }
    }
    return near;
  }

  /** Dictionary terms a query word stands for, with their match factor; `needles` gets words to find in snippets. */
  private expand(q: string, last: boolean, needles: string[]): Expansion {
    const out = this.expansion;
    const rk = this.rk;
    out.clear();
    const add = (id: number, f: number) => out.raise(id, f);
    /** Word `w` and its other forms, where the dictionary has them and nothing found them yet, as title words only. */
    const addTitleForms = (w: string, f: number) => {
      const forms = [w, ...inflections(w)];
      // (None is found when no dictionary word begins as all of them do: one lookup, not one per form. Most derived
      // forms of a long query's words are no word at all, `parentization`, `heightizing`: 3 of 4 of a pasted
      // message's lookups.)
      if (forms.length > 1 && !this.beginsAnyTerm(sharedStart(forms))) return;
      for (const v of forms) {
        const id = this.find(v);
        if (id >= 0 && !out.has(id)) {
          add(id, f);
          out.setTitleOnly(id, true);
        }
      }
    };
    // The dictionary is stored narrowed (see `narrow`): so is the word looked up.
    const nq = narrow(q);
    const exact = this.find(nq);
    if (exact >= 0) add(exact, MATCH.exact);
    needles.push(q);
    for (const v of inflections(q)) {
      const id = this.find(v);
      if (id >= 0) add(id, rk.inflection);
    }
    // (Of the word and of its other forms: `expanded` -> expand -> Expansion.)
    for (const d of new Set([q, ...inflections(q)].flatMap(derivations))) addTitleForms(d, rk.derived);
    // A reader's word for a feature the docs name otherwise (`freeze`: Pinning), in titles, as a derivation.
    // (Not for a name a pasted error quotes, `hidden` of `\`hidden\` does not exist in type …`: a prop, not a reader's word.)
    if (!this.quoted?.has(q)) for (const w of SYNONYMS.get(q) ?? []) addTitleForms(w, rk.synonym);
    // Longer words starting with the query word (it may be half typed). After a common whole word
    // (`grid`), its many completions cannot outrank its own title hits: a few are enough.
    const common = exact >= 0 && this.postCount(exact, COMMON) >= COMMON;
    // A word the dictionary knows is meant as typed: its completions only break ties (`apiref` must
    // not rank "API reference" titles above the pages that say apiRef).
    const prefix = exact >= 0 ? MATCH.prefixOfWord : MATCH.prefix;
    const cjk = hasCjk(q);
    // (A lone Chinese character no page has alone, not the one being typed, is as short: 放 "put" of `列里放 组件`
    // begins 放置 "placement" and 放大 "zoom" in other pages' text.)
    const titlesOnly = cjk ? q.length === 1 && !last && exact < 0 : exact >= 0 || q.length <= 2;
    // (How many terms complete the word.)
    let completions = 0;
    // (None for a word the dictionary has in a message of the libraries, copied whole, not half typed: `prop`'s 39 and
    // `row`'s 40 title-only completions were a decode call each in a cold isolate's first pasted message.)
    if ((q.length >= (last ? 2 : 3) || (q.length === 1 && cjk)) && !(this.copied && exact >= 0)) {
      let n = 0;
      this.prefixes(
        nq,
        common ? 40 : 300,
        (id) => {
          completions++;
          // The first FULL_COMPLETIONS completions of a half-typed word count everywhere, the rest in titles.
          if (!titlesOnly && n++ < FULL_COMPLETIONS) out.setTitleOnly(id, false);
          else if (!out.has(id)) out.setTitleOnly(id, true);
          // (A word the reader went on from, not the last, that the dictionary has only with one more letter, `toolba`
          // for toolbar, `premiu`, lost its last letter: that word is meant as surely as another form of it.)
          add(id, !last && exact < 0 && this.termStart(id + 1) - this.termStart(id) === nq.length + 1 ? rk.inflection : prefix);
        },
        exact,
      );
    }
    // Typos only for words the dictionary does not know well (`date` must not find `data`).
    // (Not for words beyond Latin-1: their narrowed form is no spelling.)
    // (Nor in a message of the libraries, copied, not typed: a word of it the docs do not have is a name of the
    // reader's code, `useResizeContainer`, whose two-edit pass over the typo table was a cold first search's
    // hottest loop.)
    if (!this.copied && (exact < 0 || this.postCount(exact, RARE) < RARE) && q.length >= 4 && nq === q) {
      const prefixTypos = last && out.size === 0;
      const typos: number[] = [];
      const block = this.termBlock;
      const a0 = nq.charCodeAt(0);
      for (const found of this.oneEditReach(nq)) {
        for (let j = 0; j < found.length; j += 3) {
          const id = found[j]!;
          const start = found[j + 1]!;
          const len = found[j + 2]!;
          if (editAt(nq, block, start, len, false)) {
            if (!out.has(id)) needles.push(widen(this.term(id)));
            add(id, doubledSlip(nq, block, start, len) || swappedSlip(nq, block, start, len) ? MATCH.doubled : rk.typo);
            typos.push(id);
          } else if (prefixTypos && len >= nq.length && editAt(nq, block, start, len, true)) {
            // (Completions of a typo'd start: in titles only, as other completions that break ties.)
            if (!out.has(id)) out.setTitleOnly(id, true);
            add(id, MATCH.typoPrefix);
          }
        }
      }
      // Longer words a typo'd start may begin (`columm`: columnVisibilityModel), among those that keep its
      // first letter or swap its first two: found by their start in the sorted dictionary, not by a pass
      // over all of it (the commonest typing case, a slip in the last word, ran that pass on every key).
      if (prefixTypos) {
        for (const head of [nq[0]!, nq[1]! + nq[0]!]) {
          const at = this.find(head);
          for (let id = at >= 0 ? at : -at - 1; id < this.termCount; id++) {
            const start = this.termStart(id);
            const len = this.termStart(id + 1) - start;
            if (!block.startsWith(head, start)) break;
            if (len > nq.length + 1 && editAt(nq, block, start, len, true)) {
              if (!out.has(id)) out.setTitleOnly(id, true);
              add(id, MATCH.typoPrefix);
            }
          }
        }
      }
      // A longer word may hold two slips (`lenged` for legend, `virtualisaton`): two edits, same first letter.
      // (Not a word the dictionary completes, `definit`: it is being typed, not misspelt.)
      if (typos.length === 0 && exact < 0 && completions === 0 && nq.length >= TWO_EDITS) {
        // (The typo table's buckets under its first character, by length then id.)
        const ids: number[] = [];
        for (let len = nq.length - 2; len <= nq.length + 2; len++) {
          ids.length = 0;
          for (const id of this.typoBucket(len, a0, ids)) {
            const start = this.termStart(id);
            if (block.charCodeAt(start) === a0 && withinTwoEdits(nq, block, start, len, this.rows)) typos.push(id);
          }
        }
        // Two edits reach many words: only the most used few count.
        typos.sort((x, y) => this.postCount(y, 4096) - this.postCount(x, 4096));
        typos.length = Math.min(typos.length, TWO_EDIT_WORDS);
        for (const id of typos) {
          needles.push(widen(this.term(id)));
          add(id, MATCH.typo2);
        }
      }
      // The word a slip stands for in the phrases of titles and headings (`horizntal bar chart`: Horizontal
      // bar chart): the closest (a doubled or swapped letter first), then the most used.
      if (exact < 0 && typos.length > 0) {
        let best = typos[0]!;
        for (const id of typos) if (out.factor(id) > out.factor(best) || (out.factor(id) === out.factor(best) && this.postCount(id, 4096) > this.postCount(best, 4096))) best = id;
        this.slips.set(q, widen(this.term(best)));
      }
      // The other forms of a corrected word (`fitler` -> filter -> filtering), and the title words it
      // stands for as a reader's word (`chekbox` -> checkbox -> Selection), as the word typed right would.
      for (const id of typos) {
        const f = out.factor(id) * rk.inflection;
        const term = this.term(id);
        for (const v of inflections(term)) {
          const other = this.find(v);
          if (other >= 0) add(other, f);
        }
        if (!this.quoted?.has(q)) for (const w of SYNONYMS.get(widen(term)) ?? []) addTitleForms(w, out.factor(id) * rk.synonym);
      }
    }
    return out;
  }

  /**
   * Scores one query word into the per-page totals. (Its loops run over every posting of the word's
   * terms, thousands for `grid`, and a cold isolate's first query runs them interpreted: fields are read
   * once into locals and the id lists filled inline, not by a call per posting.)
   */
  private scoreToken(q: string, last: boolean, needles: string[], queryStamp: number, weight: number, bit: number, placing: boolean, cover: number): void {
    const tokStamp = ++this.stamp;
    const secItems = this.tokSections.items;
    const secMark = this.tokSections.mark;
    const pgItems = this.tokPages.items;
    const pgMark = this.tokPages.mark;
    let nSecs = 0;
    let nPgs = 0;
    const { titleTok, secTok, pageTok, sectionPage, few, pageLoc, secSum, secCount, secMask, pageDescHit, pageSecs } = this;
    const pageCount = titleTok.length;
    const sectionCount = secTok.length;
    const terms = this.expand(q, last, needles);
    for (let t = 0; t < terms.size; t++) {
      const id = terms.ids[t]!;
      const f = terms.factors[t]!;
      const titlesOnly = terms.titleOnly(id);
      const count = this.decode(id, titlesOnly);
      const nums = this.nums;
      const nt = nums[0]!;
      let p = 0;
      // (Bounds checks: a damaged index must not make a query throw.)
      for (let k = 1; k <= nt && k < count; k++) {
        p += nums[k]!;
        if (p >= pageCount) break;
        if (pgMark[p] !== tokStamp) {
          pgMark[p] = tokStamp;
          pgItems[nPgs++] = p;
        }
        if (f > titleTok[p]!) titleTok[p] = f;
      }
      // A derived word names the feature in a title; in a heading or text it is only a related word.
      if (titlesOnly) continue;
      let s = 0;
      for (let k = nt + 1; k + 1 < count; k += 2) {
        s += nums[k]!;
        if (s >= sectionCount) break;
        const w = nums[k + 1]! * f;
        if (secMark[s] !== tokStamp) {
          secMark[s] = tokStamp;
          secItems[nSecs++] = s;
        }
        if (w > secTok[s]!) secTok[s] = w;
      }
    }
    const allItems = this.allSections.items;
    const allMark = this.allSections.mark;
    let nAll = this.allSections.length;
    const placed = WEIGHTS.prop * MATCH.typo;
    const described = WEIGHTS.description * MATCH.derived;
    for (let i = 0; i < nSecs; i++) {
      const s = secItems[i]!;
      const p = sectionPage[s]!;
      const w = secTok[s]!;
      if (pgMark[p] !== tokStamp) {
        pgMark[p] = tokStamp;
        pgItems[nPgs++] = p;
      }
      if (w > pageTok[p]!) pageTok[p] = w;
      pageSecs[p]!++;
      // (On a page of few sections, where a word sits says little: its text counts as placed.)
      if (placing && (few[p] || w >= placed)) pageLoc[p] = 1;
      // (The page's description: its first section holds the word above any running text's weight.)
      if (placing && w >= described && s === this.firstSection(p)) pageDescHit[p] = 1;
      if (allMark[s] !== queryStamp) {
        allMark[s] = queryStamp;
        allItems[nAll++] = s;
      }
      secSum[s]! += w;
      secCount[s]!++;
      secMask[s]! |= bit;
      secTok[s] = 0;
    }
    this.allSections.length = nAll;
    this.tokSections.length = nSecs;
    this.tokPages.length = nPgs;
    // How rare the word is, over the pages it is found on (`df`) and those whose title has it (`tdf`):
    // a pasted error message's rare words (`columnGroupingModel`) say more than its common ones, and a
    // title word many pages share (`row`, `tree`, `items`) says less than one of a single page (`scrolling`).
    let df = 0;
    let tdf = 0;
    const titled = MATCH.exact * 0.9;
    for (let i = 0; i < nPgs; i++) {
      const p = pgItems[i]!;
      if (titleTok[p]! > 0 || pageTok[p]! > 0) df++;
      if (titleTok[p]! >= titled) tdf++;
    }
    const rare = (df ? Math.log((pageCount + 1) / df) : 0) * weight;
    this.queryRare += rare;
    // (CJK bigrams too: 表格 or 单元 in many Chinese titles says as little as `row` does in English ones.)
    const rk = this.rk;
    const titleFactor = tdf > 1 ? Math.max(rk.titleRarityMin, 1 / (1 + rk.titleRarity * Math.log2(tdf))) : 1;
    const { pageRare, pageScore, pageMatched, pageCover, pageTitleMatched, titleMask, pageTitleScore, pageDescCount, pageDescAdds } = this;
    const pageItems = this.allPages.items;
    const pageMark = this.allPages.mark;
    let nPages = this.allPages.length;
    // (The guides that hold the word in a title, heading or keyword, not only in running text: EXCLUSIVE.)
    let placedPages = 0;
    let placedPage = -1;
    for (let i = 0; i < nPgs; i++) {
      const p = pgItems[i]!;
      const title = rk.titleWeight * titleTok[p]! * titleFactor;
      const contrib = title > pageTok[p]! ? title : pageTok[p]!;
      if (placing && rk.exclusive !== 1 && (title > 0 || (pageLoc[p] && !few[p]))) {
        placedPages++;
        placedPage = p;
      }
      if (contrib > 0) {
        if (pageMark[p] !== queryStamp) {
          pageMark[p] = queryStamp;
          pageItems[nPages++] = p;
        }
        pageRare[p]! += title > 0 && weight > 1 ? rare * this.titleCode : rare;
        // (A page that says the word in several sections is more about it: a near tie goes to it.)
        const spread = pageSecs[p]! > SPREAD_SECTIONS ? SPREAD_SECTIONS : pageSecs[p]! > 0 ? pageSecs[p]! - 1 : 0;
        pageScore[p]! += contrib * weight * (1 + rk.sectionSpread * spread);
        pageMatched[p]!++;
        pageCover[p]! += (title > 0 || pageLoc[p] ? 1 : rk.textCover) * cover;
        if (pageDescHit[p]) {
          pageDescCount[p]!++;
          if (!(title > 0 || pageLoc[p])) pageDescAdds[p]! += (1 - rk.textCover) * cover;
        }
        if (title > 0) {
          pageTitleMatched[p]!++;
          titleMask[p]! |= bit;
        }
        pageTitleScore[p]! += title;
      }
      titleTok[p] = 0;
      pageTok[p] = 0;
      pageLoc[p] = 0;
      pageSecs[p] = 0;
      pageDescHit[p] = 0;
    }
    this.allPages.length = nPages;
    // A word few pages have that one guide alone puts in a title, heading or keyword (`spinner`) names its topic.
    if (placedPages === 1 && df <= EXCLUSIVE_PAGES && !this.isApi[placedPage] && !hasCjk(q)) this.exclusive[placedPage]!++;
  }

  /**
   * The only guide among the matched pages one of whose titles the query's words (`said`) say, else -1: a
   * title of one word in any of their forms (`filter` says Filtering, `editable` says Editing), a longer one
   * as a phrase, side by side and in order (`time picker`, not `picker time`). Not a product's start page
   * (the product's name is no topic), nor a page whose title holds every query word (it has its bonus).
   */
  private saidTitle(said: readonly string[], product: string | undefined): number {
    const forms = said.map((t) => new Set([t, ...inflections(t), ...derivations(t).flatMap((d) => [d, ...inflections(d)])]));
    const says = (title: string[]) => {
      for (let i = 0; i + title.length <= forms.length; i++) if (title.every((w, j) => forms[i + j]!.has(w))) return true;
      return false;
    };
    let found = -1;
    for (let i = 0; i < this.allPages.length; i++) {
      const p = this.allPages.items[i]!;
      if (this.isApi[p] || this.overview[p] === 2 || this.pageTitleMatched[p] === 0 || this.pageTitleMatched[p] === said.length || (product && this.pages[p]![2] !== product)) continue;
      if (
        !(this.titleLists[p] ??= this.topic(p)
          .split('|')
          .map((t) => t.split(' '))).some(says)
      )
        continue;
      if (found >= 0) return -1;
      found = p;
    }
    return found;
  }

  /** Section `s` as [anchor as stored, heading, text index]. */
  private section(s: number): [string, string, number] {
    const line = this.sectionBlock.slice(fixedAt(this.h.secLine, s, OFFSET), fixedAt(this.h.secLine, s + 1, OFFSET));
    const tab = line.indexOf('\t');
    return [widen(line.slice(0, tab)), widen(line.slice(tab + 1)), fixedAt(this.h.secText, s, INDEX)];
  }

  /** Page `p`'s titles as query words, `|` between them ('' when out of range), widened on first use. */
  private topic(p: number): string {
    return (this.topics[p] ??= widen(this.topicLines[p] ?? ''));
  }

  /** Page `p`'s last title as query words (its short title: `validation` of `date and time pickers|validation`). */
  private shortTopic(p: number): string {
    return this.topic(p).split('|').pop()!;
  }

  /** Page `p`'s description ('' when out of range): read from its block when needed. */
  description(p: number): string {
    if (!(p >= 0 && p < this.pages.length)) return '';
    return widen(this.descBlock.slice(fixedAt(this.h.descOff, p, OFFSET), fixedAt(this.h.descOff, p + 1, OFFSET)));
  }

  /**
   * The pages with their descriptions, as the builder gave them (the sitemap, llms.txt and MCP read
   * them): made on first use, not by a search.
   */
  get data(): { readonly locale: string; readonly pages: SearchIndexData['pages'] } {
    return (this.full ??= {
      locale: this.locale,
      pages: this.pages.map(([path, title, product, kind, date], p) => (date ? [path, title, product, kind, this.description(p), date] : [path, title, product, kind, this.description(p)])),
    });
  }

  /** The message catalogue as stored (lib/search/messages.ts): parsed from its block on first use ([] for none, or a block that is not one). */
  private messageTable(): MessageTable {
    if (!this.messageJson) return [];
    let table: unknown;
    try {
      table = JSON.parse(this.messageJson);
    } catch {
      return [];
    }
    const np = this.pages.length;
    return Array.isArray(table) ? table.filter((e): e is [number, string] => Array.isArray(e) && Number.isInteger(e[0]) && e[0] >= -1 && e[0] < np && typeof e[1] === 'string') : [];
  }

  /**
   * False when no message of the stored catalogue has word `w` (`messageWords`): found in the catalogue's JSON between
   * a space or a quote on each side, as the words of a message are stored, without parsing it (`messagePage`).
   */
  private catalogueMayHave(w: string): boolean {
    const json = this.messageJson;
    for (let at = json.indexOf(w); at >= 0; at = json.indexOf(w, at + 1)) {
      const before = json.charCodeAt(at - 1);
      const after = json.charCodeAt(at + w.length);
      if ((before === 32 || before === 34) && (after === 32 || after === 34)) return true;
    }
    return false;
  }

  /** Snippet source `i` ('' when out of range). */
  private text(i: number): string {
    if (!(i >= 0 && i < this.textCount)) return '';
    return widen(this.textBlock.slice(fixedAt(this.h.textOff, i, OFFSET), fixedAt(this.h.textOff, i + 1, OFFSET)));
  }

  /**
   * For a query that found nothing: the query with each word the dictionary does not know replaced by
   * the most used word within two edits of it (`lenged positon` -> `legend position`), or none. A word
   * that holds every typed letter in order comes first: letters left out are the commonest slip of a
   * hurried reader (`hetmp` -> `heatmap`, not the more frequent `html`).
   */
  suggest(query: string): string[] {
    const tokens = queryTokens(typeof query === 'string' ? query : '');
    let changed = false;
    const words = tokens.map((q) => {
      const nq = narrow(q);
      if (this.find(nq) >= 0 || q.length < 3 || nq !== q) return q;
      const { ids, firstOfLength, starts } = this.byLength();
      const top = firstOfLength.length - 1;
      let best = -1;
      let bestCount = 0;
      for (let k = firstOfLength[Math.max(0, Math.min(nq.length - 2, top))]!; k < firstOfLength[Math.min(nq.length + 3, top)]!; k++) {
        const id = ids[k]!;
        const start = starts[id]!;
        const len = starts[id + 1]! - start;
        const near =
          editAt(nq, this.termBlock, start, len, false) || (nq.length >= 5 && this.termBlock.charCodeAt(start) === nq.charCodeAt(0) && withinTwoEdits(nq, this.termBlock, start, len, this.rows));
        if (!near) continue;
        // Words holding the typed letters in order rank above all others, then by use.
        const count = this.postCount(id, 4096) + (holdsInOrder(this.termBlock, start, len, nq) ? 1 << 13 : 0);
        if (count > bestCount) [best, bestCount] = [id, count];
      }
      if (best < 0) return q;
      changed = true;
      return widen(this.term(best));
    });
    return changed ? [words.join(' ')] : [];
  }

  /**
   * The query's tokens with a CJK bigram the dictionary lacks at either end of its run replaced by its
   * character at that end when the dictionary knows it alone: `拖拽列` ("drag column") is 拖拽 + 列, not
   * 拖拽 + 拽列. (Not inside a run: there the characters are the next bigrams' and the previous', and
   * one alone is as often a particle, 时 of `没有数据时显示`. There such a bigram goes when both its
   * neighbours are known words of two characters: 开图 of 展开图标.)
   */
  private knownParts(tokens: string[]): string[] {
    const bigram = (t: string | undefined) => t !== undefined && t.length === 2 && hasCjk(t);
    // The neighbour at `j` is a word of two characters the dictionary knows that shares `c` at its position
    // `at` (a bigram overlapping no other on its far side: 单元 of 单元格 may be a longer word's half).
    const seam = (j: number, c: string, at: number) => {
      const t = tokens[j];
      if (!bigram(t) || t![at] !== c || this.find(narrow(t!)) < 0) return false;
      const far = tokens[at === 1 ? j - 1 : j + 1];
      return !(bigram(far) && (at === 1 ? far![1] === t![0] : far![0] === t![1]));
    };
    return tokens.flatMap((t, i) => {
      // (A reader's word for a feature, 中文 for localization, is a word though no page says it: SYNONYMS.)
      if (!bigram(t) || this.find(narrow(t)) >= 0 || SYNONYMS.has(t)) return [t];
      const out: string[] = [];
      if (!(bigram(tokens[i - 1]) && tokens[i - 1]![1] === t[0]) && this.find(narrow(t[0]!)) >= 0) out.push(t[0]!);
      if (!(bigram(tokens[i + 1]) && tokens[i + 1]![0] === t[1]) && this.find(narrow(t[1]!)) >= 0) out.push(t[1]!);
      // Inside a run, a bigram no page has between two the dictionary knows is the seam of two words
      // (开图 in 修改树的展开图标, 展开 | 图标): it goes, as 开 and 图 are read in its neighbours.
      if (!out.length && seam(i - 1, t[0]!, 1) && seam(i + 1, t[1]!, 0)) return [];
      // (Else it stays, finding nothing, as it did: the query keeps its length.)
      return out.length ? out : [t];
    });
  }

  /**
   * The words kept of a question longer than a query keeps (MAX_TOKENS words), as it is written (`I'd like
   * to request an easier way to customize the text and icon used in the default DataGrid overlays`): not its
   * first ten, which lose the object at its end, but its words without its grammar (ISSUE_WORDS,
   * GENERIC_VERBS) and, if still too many, its rarest, by the length of their postings (a word the
   * dictionary lacks counts as rare: it may be a slip to correct; a product's name is kept for the resolver).
   */
  private longQuestion(tokens: string[]): string[] {
    if (tokens.length <= MAX_TOKENS) return tokens;
    const said = tokens.filter((w) => !ISSUE_WORDS.has(w) && !GENERIC_VERBS.has(w));
    const words = said.length >= 2 ? said : tokens;
    if (words.length <= MAX_TOKENS) return words;
    const size = (w: string) => {
      if (PRODUCT_NAME_WORDS.has(w)) return -1;
      const id = this.find(narrow(w));
      return id < 0 ? 0 : this.postStart(id + 1) - this.postStart(id);
    };
    const keep = words
      .map((w, i) => [size(w), i] as const)
      .sort((x, y) => x[0] - y[0] || x[1] - y[1])
      .slice(0, MAX_TOKENS)
      .map(([, i]) => i)
      .sort((x, y) => x - y);
    return keep.map((i) => words[i]!);
  }

  /** The best pages for a query, one result per page, best first. */
  search(query: string, options: SearchOptions = {}): SearchResult[] {
    // A query in traditional characters (Taiwan, Hong Kong) is read as simplified, as the index is (hant.ts).
    // (The English index has no Chinese words: of a Chinese reader's words around a pasted English message
    // it reads the message, `searchLocaleOf`.)
    if (typeof query === 'string' && hasCjk(query)) query = this.locale === 'zh' ? simplifiedHan(query) : withoutCjk(query);
    // An API name typed as words (`value formatter`, `simple tree view`) is read as typed in its own case.
    if (typeof query === 'string' && PLAIN_RUN.test(query)) query = this.namesTypedAsWords(query);
    // A pasted message's trace (`index.js:408`, `at GridRow (…)`, `/Users/…/node_modules/@date-io/…`) names
    // no page and crowds out its words: it goes, before the message is read (tokens.ts).
    if (hasTrace(query)) query = withoutTrace(query);
    // (So does what the console printed before it, a banner, a timestamp, a log level: tokens.ts.)
    query = withoutLogLead(query);
    // (And the exports webpack lists after a name it did not find: tokens.ts.)
    if (typeof query === 'string' && query.includes('possible exports')) query = withoutExportList(query);
    const error = isErrorMessage(query);
    // The place a runtime names after `is not a function` (`at DatePicker`, `in onChange`: a frame without its file)
    // is where the call was, not what it was about: it goes, as a trace does. (Not a date adapter's frame,
    // `at AdapterDayjs.isValid`: the adapter names the date library the value was not of.)
    if (error && typeof query === 'string' && query.includes(' is not a function ')) {
      query = query.replace(NOT_A_FUNCTION_AT, (whole, lead: string, place: string) => (place.startsWith('Adapter') ? whole : lead));
    }
    // A Node.js module error pasted without its code (`Directory import '…' is not supported resolving ES modules`) is
    // named by it: the docs say the code, not the message (tokens.ts `nodeErrorCode`).
    const nodeCode = error && typeof query === 'string' ? nodeErrorCode(query) : undefined;
    if (nodeCode) query = `\`${nodeCode}\` ${query}`;
    // In a pasted error message, the code it names (`rowCount`, <Toolbar />) says where the fix is: its
    // names come first and weigh more, and the words of its names count too (`paginationMode`: pagination).
    const code = error ? codeWords(query) : undefined;
    // A missing module whose entry the docs know (`@mui/x-date-pickers/DateCalendar`: a component they
    // document) is a package not installed: the entry is a word of the message, not the code the fix is
    // about, so it does not weigh as code (the install step, not the component's page). An entry they do
    // not know (`…/MultiInputDateRangePicker`) is a wrong import: its name says what the reader wanted.
    // (An entry only the migration guides name, `@mui/x-date-pickers/AdapterDateFnsV3`, is one removed since: the
    // import is an upgrade's, whose guide says what replaces it.)
    let removedEntry = false;
    if (code?.entries.length) {
      for (const entry of code.entries) {
        if (this.find(narrow(entry)) < 0) continue;
        if (this.archiveOnly(entry)) {
          removedEntry = true;
          continue;
        }
        code.names.delete(entry);
        code.parts = code.parts.filter((p) => !entry.includes(p));
      }
    }
    // (Searched without the grammar of the message, `Type '…' is not assignable to type '…'`: tokens.ts.)
    let text = typeof query === 'string' ? (error ? errorText(query) : query) : '';
    // A locale's export a question names (`deDE`, as imported from `@mui/x-data-grid/locales`) is one of those its
    // product's Localization lists: the question is about localization too (the word joins the name, which both the
    // grid's and the pickers' guides say; which product's, the one the question names, as for the word). A language
    // tag (`es-MX`, `de-DE`) is the date library's locale: read as that word, not as `es` and `mx`.
    if (!error && typeof query === 'string' && LOCALE_WORD.test(query)) {
      query = query.replace(LOCALE_NAMES, ' $& localization ').replace(LANGUAGE_TAGS, ' locale ');
      text = query;
    }
    // A language a question names (`labels should be in german`, `translate the filter panel to french`) is what the
    // page's texts are to be in: the question is about localization, and the word joins it, as a locale's export's
    // does (the `localization` synonym of the language finds titles only, at less than their own words, and lost to
    // the `column menu` or `filter panel` the question also names). Any of the languages the locale exports ship
    // (`namesLanguage`: `toolbar buttons in hebrew`, `filter panel texts in türkçe`), not `english`, the texts' own
    // language (`ask the grid in plain english`), nor one said of a calendar (`japanese calendar`).
    if (!error && typeof query === 'string' && namesLanguage(query) && !/\blocali[sz]ation\b/i.test(query)) {
      query = `${query} localization`;
      text = query;
    }
    // A question that compares the plans (`pro vs premium`, `free or pro`, `which plan do I need`, `license cost`) asks
    // what each plan includes and costs: the Licensing guide, titled by neither plan's name, says it for every product
    // (its title's word joins the query; a grid-only list of features by plan said `free vs pro` as a keyword).
    if (!error && typeof query === 'string' && PLAN_QUESTION.test(query) && !/\blicen[cs]ing\b/i.test(query)) {
      query = `${query} licensing`;
      text = query;
    }
    // (A Chinese one too, `专业版和高级版有什么区别`, `免费版和 Pro 版有什么区别`: the plans' Chinese names read as the names
    // the translated guides keep, Pro and Premium, which the Chinese words are found in only where the glossary put them.)
    else if (!error && typeof query === 'string' && CJK_PLAN_QUESTION.test(query)) {
      query = `${query.replace(/专业版/g, ' Pro ').replace(/高级版/g, ' Premium ')} licensing`;
      text = query;
    }
    // A grid that draws its frame but no rows (`only the column headers and the footer`, `no rows, just the navigation
    // buttons`) is one its parent gave no room: the question is about layout (the word joins the query; the grid's Layout guide is titled by it), not about
    // the headers, footer or widths it names. So is a question about the grid's own height (`max height on DataGrid`):
    // the `height` synonym alone loses to Row height's whole title when the question also says rows.
    if (!error && typeof query === 'string' && (GRID_HEIGHT.test(query) || (FRAME_ONLY.test(query) && /\brows?\b/i.test(query)))) {
      query = `${query} layout`;
      text = query;
    }
    // A dependency bumped to a version (`after bumping @mui/x-data-grid to 8`, `bumped the pickers to v8`) is an
    // upgrade: read as that word, which asks for the migration guides (VERSION_WORDS). Not a bump without a
    // package or a version (`bump curve`, the lines' `bumpX` interpolation).
    if (!error && typeof query === 'string' && BUMPED.test(query)) {
      query = query.replace(BUMP_WORD, 'upgrading');
      text = query;
    }
    // So is an update to a major version (`after updating to 8`, `updated mui x to v8`: not `updating rows`), and a
    // bare major after an upgrade's verb is that version (`upgrade to 8`: v8, the word the guides' titles hold).
    if (typeof query === 'string' && UPDATED_TO.test(query)) {
      query = query.replace(UPDATED_TO, 'upgrading').replace(BARE_MAJOR, '$1 to v$2');
      text = error ? text.replace(UPDATED_TO, 'upgrading').replace(BARE_MAJOR, '$1 to v$2') : query;
    }
    // A locale's export an import error quotes (`'daDK'`, `'zhCN'`) is one of those the product's
    // Localization lists: the error is about localization (read as that word, not as the code `dadk`).
    const locale = code && LOCALE_EXPORT.exec(query)?.[1];
    if (locale) {
      text = text.split(locale).join(' localization ');
      code.names.delete(locale.toLowerCase());
      code.names.add('localization');
    }
    // A method of a date library that a value lacks (`date.isAfter is not a function`, `utils.date`, `value.toDate`)
    // says the pickers got a value that is not an object of their adapter's library (a string, a native `Date` with
    // AdapterDayjs, an adapter of another library's version): the error is about the date library, read as those
    // words and the pickers' product, not as the method's name, which only the migration guides' lists of changed
    // adapter methods hold. (Not in an error that names another product's package.)
    const dateMethod = code && DATE_METHOD_ERROR.exec(query);
    const dateLibrary = !!dateMethod && DATE_METHODS.has(dateMethod[2]!) && pickersOrNoPackage(query);
    if (code && dateMethod && dateLibrary) text = asDateLibrary(text, code, `${dateMethod[1]}.${dateMethod[2]}`, [dateMethod[1]!], dateMethod[2]!);
    // So does a read of an adapter's format or method on nothing (`Cannot read properties of undefined (reading
    // 'keyboardDate')`): the adapter the pickers were given has no such member (a `@date-io` adapter, another
    // library's version), which only the migration guides' lists of changed adapter formats name. (Not a method
    // of five letters or fewer, `date`, `clone`, `utc`: any object's.)
    const adapterRead = code && !dateLibrary ? ADAPTER_READ.exec(query) : null;
    const adapterMember = !!adapterRead && (ADAPTER_FORMATS.has(adapterRead[1]!) || (DATE_METHODS.has(adapterRead[1]!) && adapterRead[1]!.length > 5)) && pickersOrNoPackage(query);
    if (code && adapterRead && adapterMember) text = asDateLibrary(text, code, adapterRead[1]!, [], adapterRead[1]!);
    // An error that names a package of one product (`'@mui/x-date-pickers/AdapterDayjs'`) is about that
    // product: the package's words go (every page title of the product holds them), and the product
    // weighs as one a query names does (below).
    const fromText = resolveProduct({ query, text, error });
    let named = fromText.product;
    if ((dateLibrary || adapterMember) && named === undefined) named = 'x-date-pickers';
    text = fromText.text;
    // (A Chinese question's bigrams may be more than the words kept: those no page has go first, below.)
    const cjkText = hasCjk(text);
    let tokens = cjkText ? queryTokens(text, 2 * MAX_TOKENS) : error ? queryTokens(text, MAX_TOKENS) : this.longQuestion(queryTokens(text, 3 * MAX_TOKENS));
    // (Not the words that say it is an error, `The error I got is: …`, `Warning: …`, unless quoted as code.)
    if (code && tokens.some((t) => ERROR_WORDS.has(t) && !code.names.has(t))) tokens = tokens.filter((t) => !ERROR_WORDS.has(t) || code.names.has(t));
    if (code) tokens = [...new Set([...tokens.filter((t) => code.names.has(t)), ...tokens, ...code.parts])].slice(0, MAX_ERROR_TOKENS);
    if (tokens.length === 0) return [];
    // A British spelling (`customising`, `colours`) is the American one the docs use.
    if (!error && tokens.some((t) => t.length >= 5) && !cjkText) tokens = tokens.map((t) => this.american(t));
    // Two words run together (`filterpanel`, `wraptext`) are those words.
    if (!error && tokens.some((t) => t.length >= 8) && !cjkText) {
      const cased = new Set((query.match(/[A-Za-z]*[a-z][A-Z][A-Za-z]*/g) ?? []).map((w) => w.toLowerCase()));
      tokens = [...new Set(tokens.flatMap((t, i) => this.joinedWords(t, i === tokens.length - 1, cased.has(t)) ?? [t]))].slice(0, MAX_TOKENS);
    }
    // A question framed as an issue's title (`Time Picker steps not working`) asks about its other words.
    const asked = tokens.length;
    // A question that names a prop in camelCase (`set minutesStep to 1 minute`, `treeData group columns`)
    // asks about its words too: the guide says "minutes" and "steps", the index splits names so, the
    // query did not (its words of four letters or more join the query while there is room). A Chinese
    // question's too (`DatePicker 的 slotProps textField 不生效`): the Chinese index holds the English text.
    if (!error && asked >= 3) {
      const parts: string[] = [];
      for (const m of query.matchAll(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g)) for (const w of m[0].split(/(?=[A-Z])/)) if (w.length >= 4) parts.push(w.toLowerCase());
      for (const w of parts) if (tokens.length < MAX_TOKENS && !tokens.includes(w)) tokens.push(w);
    }
    // A slip in a word of its grammar (`Time Picker steps not woring`, `chage the arrows`) is that word: the
    // question is not about a page that happens to say `working` or `change`.
    if (!error && tokens.length >= 2 && !hasCjk(query)) tokens = tokens.map((t) => this.grammarSlip(t));
    if (!error && asked >= 3 && !hasCjk(query)) {
      const rest = tokens.filter((t) => !ISSUE_WORDS.has(t));
      if (rest.length >= 2) tokens = rest;
    }
    // The same word twice in other forms (`months in the month view`) is one word of the question: it
    // must not count twice in what a page covers.
    if (tokens.length > 1 && !code) tokens = tokens.filter((t, i) => !tokens.slice(0, i).some((u) => inflections(u).includes(t)));
    // A Chinese bigram no page has spans two words (`拖拽列`, "drag column": 拽列): its characters the
    // dictionary knows alone stand for it (列).
    if (tokens.length > 1 && hasCjk(query)) tokens = [...new Set(this.knownParts(tokens))];
    // A long Chinese question makes more bigrams than a query keeps: those no page has (格中, 中禁, the
    // seams between its words) give way, so its last words, often the verb and its object, are kept.
    if (tokens.length > MAX_TOKENS && hasCjk(query)) {
      const known = tokens.filter((t) => this.find(narrow(t)) >= 0);
      tokens = (known.length ? known : tokens).slice(0, MAX_TOKENS);
    }
    const wanted = wantedResults(options.limit);
    // Room for the variants of one prop (DataGrid / Pro / Premium) that merge into one result.
    const limit = Math.min(3 * MAX_RESULTS, 3 * wanted);
    const cjkQuery = hasCjk(query);
    // A name is not a question: one typed as one piece of code (`MuiDataGrid-cell--editing`, three words).
    const asName = !error && !cjkQuery && tokens.length >= 3 && !/\s/.test(query.trim());
    // (A question's lead makes a question of a single word too: `Where is the datepicker?` asks for the guide.)
    const prose = (Math.max(tokens.length, asked) >= 3 && !asName) || error || (!cjkQuery && tokens.length >= 1 && QUESTION_LEAD.test(query));
    // A query that names one product (`is the data grid free for commercial use`) asks within it: the
    // name's words (in every page title of the product, "Data Grid - Sorting") weigh as the reader's
    // product does, not as words of the question (which the licensing page lacks in its title).
    // (Not for a question about versions: the migration guides, titled by product, are every product's.)
    // A question that names one of two sibling components (`checkboxes in Rich tree view`) asks about its
    // pages, not the other's (Simple Tree View's items page says "checkboxes" too).
    // `react` said before a product's or a component's name (`react data grid`, `react date picker`, `react line chart`)
    // is the site's own word, as the pages' titles say it ("React Data Grid"; every page documents a React component):
    // no topic of the question (the overview's title took `pivot table with the react data grid`). Not in a pasted error,
    // where React's own warnings speak, nor before other words (`react hook form`, `React 19`).
    if (!error && tokens.length > 2) tokens = tokens.filter((t, i) => t !== 'react' || !REACT_BEFORE.test(tokens[i + 1] ?? ''));
    const wordsName = !asName && !tokens.some((t) => VERSION_WORDS.test(t));
    const reading = resolveProduct({
      query: typeof query === 'string' ? query : '',
      text,
      error,
      tokens,
      wordsName,
      named,
      component: (q) => this.componentProduct(q),
      componentPage: (t) => this.componentPage(t, typeof query === 'string' ? query : ''),
    });
    named = reading.product;
    tokens = reading.tokens!;
    // A query that names one product and a language and says nothing else but that it is to be translated (`data grid
    // in french`, `translate the data grid into german`) asks for that product's Localization, as `data grid
    // localization` does: the language is a value of it (each product's table lists them all, and other products' pages
    // that happen to say the language, the pickers' "French demo", the charts' keyword `french labels`, are not the
    // answer), and so are its verbs (`translate`: the pickers' guide is titled "Translated components"). A language by
    // its English or its own name (`deutsch`), of the packages' locale exports (lib/search/languages.ts); the word its
    // own language says "in" with, right before it (`auf deutsch`, `en español`: IN_LANGUAGE), is grammar.
    const saysLanguage = (t: string, i: number) => LANGUAGE_WORDS.has(t) || LOCALIZATION_WORD.test(t) || (IN_LANGUAGE.has(t) && LANGUAGE_WORDS.has(tokens[i + 1] ?? ''));
    if (named !== undefined && !error && !cjkText && tokens.some((t) => LANGUAGE_WORDS.has(t)) && tokens.every(saysLanguage)) {
      tokens = ['localization'];
    }
    // Words (`expot excel`, `date range picker`) rather than an API name (`DataGridPro`, `valueGetter`):
    // the guide that explains them comes before API pages that share them.
    // (Typed in its own case, `MuiDataGrid-columnHeader`, `valueGetter`, it is meant as that name: its API
    // row comes before a guide whose heading's words join into it, `Column header`.)
    const cased = /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(query);
    const apiName = tokens.length === 1 || cased || asName;
    // A question in words (no API name in it) asks how to do something, a pasted error message how to fix
    // it: the guides come first, API rows only where no guide has the words (a member whose description
    // holds them all, `barLabel` for "display values on top of bars", is found from the guide that shows
    // it; the `exceljsPostProcess` option of an error, from the guide that says when it works).
    const rk = this.rk;
    const apiFactor = prose ? (error || !apiName ? rk.questionApiFactor : rk.proseApiFactor) : apiName ? (cased ? rk.casedApiFactor : rk.apiFactor) : rk.wordsApiFactor;
    if (this.stamp > 2e9) {
      this.stamp = 0;
      for (const list of [this.tokSections, this.tokPages, this.allSections, this.allPages]) list.mark.fill(0);
    }
    const queryStamp = ++this.stamp;
    this.queryRare = 0;
    // A page titled by the code a pasted error names (`<Toolbar />`: Toolbar component; `ChartsReferenceLine`)
    // is about it: that word counts more in the share of the error's words the page has. (Not a missing
    // module's path, `@mui/x-tree-view/RichTreeView`: its fix is the install step, not the component's pages.)
    this.titleCode = code && !code.names.has('install') ? TITLE_CODE : 1;
    this.quoted = code?.names;
    this.copied = error && typeof query === 'string' && LIBRARY_MESSAGE.test(query);
    this.allPages.length = 0;
    this.allSections.length = 0;
    const needles: string[] = [];
    this.slips.clear();
    // (Where a word sits on a page counts only for a question of PLACED_WORDS words or more.)
    const placing = !error && Math.max(tokens.length, asked) >= PLACED_WORDS;
    // A query about versions (`upgrade`, `v7`, `removed`) asks for the migration guides; any other asks how to
    // use the current version, which they only mention.
    // (So does a pasted error about code that only they mention, `'GridSelectionModel'`, `renderInput`: removed
    // or renamed since, the upgrade is what the reader is in.)
    // (And a compiler's word that a prop or an export of a product it names is not there, `Property 'x' does not exist on
    // type '…DataGridProProps'`: the reader's code was written for another version, the upgrade's guide says what
    // became of it; the product's own guides weigh as before, so a current name's page still wins its tie.)
    // (The guides that list a removed name are found first, whatever else makes the query one about versions: a
    // `has no exported member 'TreeView'` or a question that says `upgrade` leans to the guide that lists the name too.)
    const removedGuides = new Set<number>();
    const removed = typeof query === 'string' && removedCodeOf(query, code, NOT_THERE.test(query)).filter((n) => this.removedName(n, removedGuides)).length > 0;
    const versions =
      tokens.some((t) => VERSION_WORDS.test(t)) ||
      removedEntry ||
      (code !== undefined && NOT_THERE.test(query) && (((named ?? reading.of) !== undefined && TS_GONE.test(query)) || [...code.names].some((n) => this.archiveOnly(n)))) ||
      // (`@mui/lab`, where the pickers and the tree view lived before MUI X: an import from it is an upgrade's, whose
      // guides, `Migration from the lab`, say what replaces it.)
      (typeof query === 'string' && LAB_PACKAGE.test(query)) ||
      // (A name a migration guide lists as removed or renamed, that no current page documents, `TreeView`, its theme
      // key `MuiTreeView` or its classes `.MuiTreeView-root`, is an upgrade's: pasted or asked about, the code is of
      // an earlier version, and the guide that lists it says what replaces it.)
      removed ||
      // (So is a compiler's word that a product's ref or value may now be null, `'apiRef.current' is possibly 'null'`
      // with `useGridApiRef`: code that compiled before, whose type the upgrade widened.)
      (code !== undefined && POSSIBLY_NULL.test(query));
    this.removedGuides = removedGuides;
    this.latestLean = versions && error && !tokens.some((t) => /^v\d+$/.test(t));
    const asksCollection = tokens.some((t) => COLLECTION_WORDS.test(t));
    // (In the share of a question's words a page covers, a generic verb counts less: GENERIC_COVER.)
    const coverOf = (q: string) => (GENERIC_VERBS.has(q) ? rk.genericCover : 1);
    let coverTotal = 0;
    for (const q of tokens) coverTotal += coverOf(q);
    tokens.forEach((q, i) => this.scoreToken(q, i === tokens.length - 1, needles, queryStamp, code?.names.has(q) ? rk.codeWeight : 1, 1 << i, placing, coverOf(q)));
    // (The query's words as meant, a slip read as its correction, for the phrases of titles and headings; a
    // lone word is no phrase: `datepciker` stays the name it may be typing.)
    const said = this.slips.size && tokens.length > 1 ? tokens.map((t) => this.slips.get(t) ?? t) : tokens;
    const topic = said.join(' ');
    const paddedTopic = ` ${topic} `;

    this.sectionHits(tokens, said);
    const { sibling, others, of, siblingWeight, page: componentPage, pageSiblings } = reading;
    // The one guide whose whole title (one of its titles) a question says, if only one is (`how can I remove
    // the filter`: Filtering; `custom overlay on DataGrid`: Overlays), is the topic it names. (Of the product
    // it names, if it names one: `Customize Toolbar of MUI DataGrid` is not about the Charts toolbar.)
    const saidTitle = prose && !error && !cjkQuery && tokens.length > 2 ? this.saidTitle(said, named) : -1;
    const ranked = this.rankPages({
      options,
      tokens,
      apiName,
      topic,
      paddedTopic,
      saidTitle,
      prose,
      error,
      named,
      others,
      of,
      sibling,
      siblingWeight,
      componentPage,
      pageSiblings,
      apiFactor,
      versions,
      asksCollection,
      coverTotal,
      limit,
    });
    const results = this.present(ranked, { query, options, tokens, prose, error, cjkQuery, apiName, cased, named, versions, asksCollection, saidTitle, topic, componentPage, wanted, needles });
    this.lastWords = [...new Set(needles)];
    this.clearScratch();
    return results;
  }

  /**
   * The matched sections of a query (`allSections`, scored by `scoreToken`): which hold several of its words in
   * a heading (`headingHit`, `headingAdds`, `headingPhrase`), and each page's best section.
   * (Apart from `search`, as are `rankPages` and `present`: V8 optimizes, and after a deoptimization
   * optimizes again, each on its own, not one function of the whole search.)
   */
  private sectionHits(tokens: readonly string[], said: readonly string[]): void {
    // A heading that holds every word of a multi-word query (`Server-side pagination`) on a page
    // whose title holds some of them is that page's topic: it beats a page whose title shares more
    // words but whose body only mentions the rest.
    // (Per page, in typed scratch cleared with the other per-page totals: no map filled per query.)
    const headingHit = this.headingHit;
    // (And how many words such a heading adds to those of the page's title.)
    const headingAdds = this.headingAdds;
    // (And the longest run of query words it says side by side, and the query words' forms to find it.)
    const headingPhrase = this.headingPhrase;
    let forms: Set<string>[] | undefined;
    // (Fields read once into locals: this loop runs once per matched section, 1925 for `grid`, and a cold
    // isolate's first query runs it interpreted.)
    const { sectionPage, secCount, secSum, secMask, titleMask, isApi, bestSec, bestCount, bestSum } = this;
    const matchedSections = this.allSections.items;
    const multi = tokens.length > 1;
    const headingFloor = WEIGHTS.heading * MATCH.typo;
    for (let i = 0, end = this.allSections.length; i < end; i++) {
      const sec = matchedSections[i]!;
      const p = sectionPage[sec]!;
      // A heading holding two query words or more (`Remove the focus outline of cells`) says what its section is about.
      const n = secCount[sec]!;
      const sum = secSum[sec]!;
      if (multi && n >= 2 && sum >= n * headingFloor) {
        if (n > headingHit[p]!) headingHit[p] = n;
        const adds = bitCount(secMask[sec]! & ~titleMask[p]!);
        if (adds > headingAdds[p]!) headingAdds[p] = adds;
        // (Its words side by side as the query says them, "Select parents and children": a phrase of the question.)
        if (tokens.length > 2 && !isApi[p]) {
          forms ??= said.map((t) => new Set([t, ...inflections(t)]));
          // (In a question of four words or more; in one of three, each is its topic: `get selected rows`.)
          const run = phraseRun(queryTokens(this.section(sec)[1]), forms, tokens.length > 3);
          if (run > headingPhrase[p]!) headingPhrase[p] = run;
        }
      }
      // An API page is a list of unrelated members: it matches what its best member matches, not every
      // word some member has (a page of 200 props holds most words of any question).
      const b = bestSec[p]!;
      if (b < 0 || n > secCount[b]! || (n === secCount[b] && (sum > secSum[b]! || (sum === secSum[b] && sec < b)))) bestSec[p] = sec;
      if (isApi[p] && (n > bestCount[p]! || (n === bestCount[p] && sum > bestSum[p]!))) {
        bestCount[p] = n;
        bestSum[p] = sum;
      }
    }
  }

  /** The best `limit` of the matched pages (`allPages`), in order: the page scores and the bonuses of `search`'s reading of the query. */
  private rankPages(c: RankQuery): { p: number; matched: number; score: number }[] {
    const {
      options,
      tokens,
      apiName,
      topic,
      paddedTopic,
      saidTitle,
      prose,
      error,
      named,
      others,
      of,
      sibling,
      siblingWeight,
      componentPage,
      pageSiblings,
      apiFactor,
      versions,
      asksCollection,
      coverTotal,
      limit,
    } = c;
    const rk = this.rk;
    const pages = this.pages;
    const { headingHit, headingAdds, headingPhrase, bestSec, secCount } = this;
    const componentPages = this.componentPages;
    // (Not a pasted error, whose code says its product, nor a question naming a component by its words, `date picker`.)
    const unnamed = named === undefined && options.product === undefined && !error && componentPage === undefined;
    const twins = unnamed && rk.twinLead !== 1 ? this.twinsOf(tokens) : undefined;
    this.leanOf = prose ? { c, twins } : undefined;
    // The best `limit` pages, kept in order as they come (no sort of every matching page).
    const ranked: { p: number; matched: number; score: number }[] = [];
    // (Page `p` with `matched` and `score` before entry `b`: compared before an entry is made, so the pages
    // that do not make the list allocate nothing.)
    const before = (p: number, matched: number, score: number, b: { p: number; matched: number; score: number }) =>
      matched !== b.matched ? matched > b.matched : score !== b.score ? score > b.score : pages[p]![0] < pages[b.p]![0];
    for (let i = 0; i < this.allPages.length; i++) {
      const p = this.allPages.items[i]!;
      const page = pages[p]!;
      const product = page[2];
      const kind = page[3];
      if (options.only && options.product && product !== options.product) continue;
      let score = this.pageScore[p]!;
      let matched = this.pageMatched[p]!;
      if (this.isApi[p]) {
        matched = Math.min(matched, this.pageTitleMatched[p]! + this.bestCount[p]!);
        score = Math.min(score, this.pageTitleScore[p]! + this.bestSum[p]!);
      }
      // The query is one of the page's titles (`row grouping`, `localization` for the pickers page
      // whose slug it is): the page is about it. Else a title holding every query word adds its coverage.
      // A title holding every word of a query of several words is worth at least a heading that does (below).
      const inTitle = this.pageTitleMatched[p] === tokens.length;
      // (Not an API page for plain words: its name's parts, ChartPrintExportOptions, are no title of theirs,
      // `print a chart`.)
      if (inTitle && tokens.length > 1 && !(this.isApi[p] && !apiName)) score += rk.titleWeight;
      if (inTitle && isTopic(this.topic(p), topic)) score += rk.topic;
      else if (inTitle) score += rk.coverage * Math.min(1, tokens.length / DIGIT_VALUE[this.h.titleWords.charCodeAt(p)]!);
      else if (headingHit[p] === tokens.length && this.pageTitleMatched[p]! > 0) score += rk.titleWeight;
      // A heading with some of the words adds those its page's title lacks (`Select a group with its rows`
      // adds "select" to Row grouping; a Row selection heading saying "selected rows" adds nothing).
      else if (headingHit[p]) score += (rk.titleWeight * headingAdds[p]!) / tokens.length;
      // A title of several words said as a phrase in the query (`time picker with seconds`: Time Picker,
      // not Date Time Picker, which holds the same words) adds its share of the query's words.
      // (A query of two words that is a title of two is the page's topic, above: only longer queries look.)
      if (!inTitle && tokens.length > 2 && this.pageTitleMatched[p]! >= 2) score += rk.phrase * phraseShare((this.phrases[p] ??= phraseTitles(this.topic(p))), paddedTopic, tokens.length);
      // (The one guide whose title the question says in full, above, beats a neighbour's section that holds
      // more of its words: Quick filter's "Remove the quick filter".)
      if (saidTitle === p) score += rk.titleSaid;
      // A heading saying two query words or more side by side, as the query does (`select parent and child
      // rows`: "Select parents and children together"), adds the run's share of the query's words.
      if (headingPhrase[p]) score += (rk.headingPhrase * headingPhrase[p]!) / tokens.length;
      // The one guide that puts a rare word of the question in a title, heading or keyword (`show loading spinner
      // while fetching rows`: Overlays, whose keywords say "loading spinner") is about it, more than a neighbour
      // that holds more of the common words (Server-side data's lazy loading).
      if (this.exclusive[p] && prose && !error) score *= rk.exclusive;
      // The reader's product weighs more (the one the query names, over the one being read: `data grid
      // sorting` on a Charts page); for `x` (the introduction pages) the migration guides of earlier
      // versions are no page of theirs (boosting them put old migrations above current guides).
      if ((named ?? options.product) === product && !this.archive[p]) score *= rk.productBoost;
      // (A query about versions is about the reader's product's upgrade: its own migration guides weigh as its
      // pages do, `export 'ResponsiveChartContainer' … was not found in '@mui/x-charts'`: Charts' v7 to v8 guide,
      // not Composition, which the name's words fill.)
      else if (versions && this.archive[p] && (named ?? options.product) !== undefined && archiveProduct(page[0]) === (named ?? options.product)) score *= rk.productBoost;
      else if (others !== 1 && (named ?? of) !== product && product !== 'x') score *= others;
      // A query that names no product, read outside any, whose topic several products' guides are titled by
      // (`add a button to the toolbar`, `隐藏导出按钮`: the grid's Toolbar and Export, the Charts' too) asks
      // most likely about the most used product's (most readers' questions are about the Data Grid).
      else if (twins?.has(p)) score *= rk.twinLead;
      if (sibling !== undefined && page[0].includes(sibling)) score *= siblingWeight;
      if (componentPage !== undefined) score *= p === componentPage ? (this.locale === 'zh' ? CJK_NAMED_COMPONENT : NAMED_COMPONENT) : componentPages![p] ? pageSiblings : 1;
      if (kind === 'api') score *= apiFactor;
      if (this.overview[p] === 1 || (this.overview[p] === 2 && (tokens.every((t) => PRODUCT_WORD_SETS[product]?.has(t)) || isTopic(this.topic(p), topic)))) score *= rk.overview;
      // A sub-page (`components/export`) is the narrower one: the topic page (`export`) wins a near tie.
      if (this.depth[p]! > 3) score *= rk.depth ** (this.depth[p]! - 3);
      // A product's start page names every feature once: a question about one of them (`select multiple
      // items in the tree view`) is answered by that feature's page, not by the list that mentions it.
      if (prose && this.overview[p] === 2 && !isTopic(this.topic(p), topic)) score *= rk.startPage;
      // (Unless the query is about versions, `upgrade data grid from v7 to v8`: then they are the answer.)
      if (this.archive[p] && !versions) score *= rk.archive;
      // The guide that lists a name the query says as removed or renamed (`TreeView`, `MuiTreeView`) says what became of
      // it: it leads over the current pages whose titles hold the name's words (every Tree View page's, `treeview`).
      if (this.removedGuides.has(p)) score *= rk.removedGuide;
      // A pasted error about versions that names none (`'apiRef.current' is possibly 'null'`) is most likely the latest
      // upgrade's: its product's newest migration guide (v7 to v8) leads over the older ones that say the same words.
      if (this.latestLean && this.archive[p] && this.latestArchive()[p]) score *= rk.latestGuide;
      // A question asks how to do it: the feature's guide, not a collection of demos that also does it
      // (`Custom tooltip for line chart`: Charts - Tooltip, not Line demos' "Tiny line chart"), unless it
      // asks for a demo (`bar chart demo`, `example`).
      if (this.collection[p] && prose && !error && !asksCollection) score *= rk.collection;
      // A question's words are not all equal: a page that has most of them, the rarer ones in its title or
      // headings, beats one that mentions every word in passing. Coverage then weighs the score.
      if (prose) {
        // For a pasted error message, the share of the words' rarity (an API page: of its best member's words).
        const share = error
          ? (this.isApi[p] ? (this.pageRare[p]! * matched) / Math.max(1, this.pageMatched[p]!) : this.pageRare[p]!) / Math.max(1e-9, this.queryRare)
          : this.isApi[p] || tokens.length < PLACED_WORDS
            ? matched / tokens.length
            : (this.pageCover[p]! + (this.pageDescCount[p] === tokens.length ? this.pageDescAdds[p]! : 0)) / coverTotal;
        // (A product, not `**`: V8 calls out for a power, and this runs for every matching page.)
        let weight = 1;
        // (A pasted error message's share weighs less: ERROR_COVERAGE.)
        for (let i = 0, power = error ? rk.errorCoverage : rk.proseCoverage; i < power; i++) weight *= share;
        score *= weight;
        // (A guide that says the question's words together, in one section, answers it more than one that
        // says them apart: a near tie goes to it, PASSAGE.)
        if (!error && !this.isApi[p]) {
          const b = bestSec[p]!;
          const together = b >= 0 ? Math.min(tokens.length, secCount[b]!) / tokens.length : 0;
          score *= (1 + rk.passage * together) / (1 + rk.passage);
        }
        matched = 0;
      }
      if (ranked.length === limit && !before(p, matched, score, ranked[limit - 1]!)) continue;
      // (Binary search for its place: the list is in order.)
      let lo = 0;
      let hi = ranked.length === limit ? limit - 1 : ranked.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (before(p, matched, score, ranked[mid]!)) hi = mid;
        else lo = mid + 1;
      }
      ranked.splice(lo, 0, { p, matched, score });
      if (ranked.length > limit) ranked.pop();
    }
    return ranked;
  }

  /** The results of the ranked pages: variants merged, the second stage, the message catalogue's page, sections and snippets. */
  private present(ranked: { p: number; matched: number; score: number }[], c: PresentQuery): SearchResult[] {
    const { query, options, tokens, prose, error, cjkQuery, apiName, cased, named, versions, asksCollection, saidTitle, topic, componentPage, wanted, needles } = c;
    const pages = this.pages;
    // The best section of each ranked page; a page whose title holds every word is the answer itself.
    // Only an API page's member is read now (variants merge by it); the rest waits for the final results.
    const found = ranked.map(({ p, matched, score }) => {
      const best = this.pageTitleMatched[p]! < tokens.length && this.bestSec[p]! >= 0 ? this.bestSec[p]! : this.firstSection(p);
      const api = this.isApi[p] === 1;
      const [, raw, text] = api ? this.section(best) : ['', '', -1];
      return { p, best, matched, score, family: api ? this.familyOf(p) : '', heading: api ? planOf(raw).heading : '', text, members: [] as number[] };
    });
    type Found = (typeof found)[number];
    // One result for a member that the variants of a component share (DataGrid / Pro / Premium,
    // DatePicker / Desktop / Mobile / Static): the best one, naming the others.
    const merged: Found[] = [];
    const byMember = new Map<string, Found>();
    for (let i = 0; i < found.length; i++) {
      const f = found[i]!;
      // The same member with the same description on several API pages (a prop of DataGrid, Pro and
      // Premium; `disablePast` of every picker), or the same family's pages as a whole.
      const key = f.family ? (f.heading === '' ? `\u0000${f.family}` : `${f.heading}\u0000${f.text}`) : '';
      const same = key ? byMember.get(key) : undefined;
      if (same) same.members.push(i);
      else {
        f.members.push(i);
        merged.push(f);
        if (key) byMember.set(key, f);
      }
    }
    const titleOf = (f: Found) => pages[f.p]![1];
    const reps = new Map<Found, Found>();
    for (const m of merged) {
      if (m.members.length < 2) continue;
      // It stands for them as its best page; among alike ones, the component with the most variants
      // in the group, then the shortest name (DatePicker, not DesktopDatePicker or DateField).
      const group = m.members.map((i) => found[i]!);
      const kin = (x: Found) => group.filter((y) => y.family === x.family).length;
      const rep = group.reduce((a, b) => (b.score > a.score || (b.score === a.score && (kin(b) > kin(a) || (kin(b) === kin(a) && titleOf(b).length < titleOf(a).length))) ? b : a));
      reps.set(m, rep);
    }
    const repOf = (m: Found) => reps.get(m) ?? m;
    // Ties: the most used library, the member more pages share, the more general page.
    merged.sort(
      (a, b) =>
        b.matched - a.matched ||
        b.score - a.score ||
        priorOf(pages[repOf(b).p]![2]) - priorOf(pages[repOf(a).p]![2]) ||
        b.members.length - a.members.length ||
        this.depth[repOf(a).p]! - this.depth[repOf(b).p]! ||
        titleOf(repOf(a)).length - titleOf(repOf(b)).length,
    );
    // A question's or a pasted error's first results re-ordered by the learned second stage (lib/search/rerank.ts,
    // RERANK). (Not a name's or a title's: `DataGrid`, `Localization` are found by the rules above.)
    if (prose && (this.rerankWeights || this.rerankTrace)) {
      const q = { tokens: tokens.length, prose, error, cjk: cjkQuery, apiName, cased, named: named !== undefined, versions, demos: asksCollection };
      this.rerankTop(merged, repOf, q, { named, reader: options.product, saidTitle, topic, componentPage, query });
    }
    // A question a component page answers first by a section that sums up a feature its product has a guide
    // for (`Validate dates` on the Date Picker page: Validation; `Add shortcuts` on the Date Range Picker's:
    // Shortcuts) is about that feature: the guide, when the query found it among its first results, comes first.
    // (Not a pasted error's or a name's: their words pick the section. Nor a question naming the component unless
    // it says the guide's title too: `date picker with only month and year` is about the Date Picker, whose best
    // section, `Validate dates`, holds the words of `shouldDisableMonth`; `[DateRangePicker] range shortcuts` is
    // about Shortcuts.)
    if (prose && !error && !cjkQuery && merged.length > 1) {
      const top = repOf(merged[0]!);
      const next = merged.slice(1, DEFER_WITHIN).map((m) => repOf(m).p);
      let at = top.best >= 0 ? this.summarized(top.p, top.best, next) + 1 : 0;
      if (at > 0) {
        const guide = next[at - 1]!;
        // (The component named by its words as the reader meant them, a slip read as its correction: `date range pecker`.)
        const name = this.shortTopic(top.p);
        const names = top.p === componentPage || ` ${topic} `.includes(` ${name} `) || tokens.includes(name.replace(/ /g, ''));
        if (
          names &&
          !this.shortTopic(guide)
            .split(' ')
            .every((w) => tokens.includes(w))
        )
          at = 0;
      }
      if (at > 0) merged.unshift(merged.splice(at, 1)[0]!);
    }
    // A pasted MUI X message the catalogue knows (whole, cut, with the reader's values) is about its page:
    // that page comes before every other guide (lib/search/messages.ts).
    // (Not for a query of fewer than three words, most of them: no message is that short, and a cold
    // isolate's first search, often one word, pays nothing for the catalogue.)
    this.lastMessagePage = -1;
    if (this.messageJson && !cjkQuery && THREE_WORDS.test(query)) {
      const p = messagePage(
        () => (this.messages ??= messageLookup(this.messageTable())),
        query,
        error,
        (w) => this.catalogueMayHave(w),
      );
      this.lastMessagePage = p;
      const at = p >= 0 ? merged.findIndex((m) => repOf(m).p === p) : -1;
      // (Before an API page the engine put first too: the reference of a component the message names, found by its
      // title, says what the props are, the guide what the message asks for; guides outrank API rows for a pasted
      // error, issue 37.)
      if (p >= 0 && at !== 0) {
        const first =
          at >= 0 ? merged.splice(at, 1)[0]! : { p, best: this.bestSec[p]! >= 0 ? this.bestSec[p]! : this.firstSection(p), matched: 0, score: 0, family: '', heading: '', text: -1, members: [] };
        merged.unshift(first);
      }
    }
    const shown = merged.slice(0, wanted);
    // Other sections of a shown guide whose headings hold query words (listed under it, as DocSearch
    // does): read from the matched sections, not from every section of the page.
    const more = new Map<number, number[]>();
    for (const m of shown) {
      const r = repOf(m);
      if (!this.isApi[r.p] && (r.best !== this.firstSection(r.p) || this.pageTitleMatched[r.p]! < tokens.length)) more.set(r.p, []);
    }
    // (Read from each shown guide's own sections, a few dozen, not from every matched section of the query.)
    for (const [p, list] of more) {
      for (let sec = this.firstSection(p), end = this.firstSection(p + 1); sec < end && sec < this.secCount.length; sec++) {
        if (this.secCount[sec]! > 0 && this.secSum[sec]! >= WEIGHTS.heading * MATCH.typo) list.push(sec);
      }
    }
    const pattern = needlePattern(needles);
    const results = shown.map((m) => {
      const r = repOf(m);
      const [path, title, product] = pages[r.p]!;
      const sections: NonNullable<SearchResult['sections']> = [];
      const picked = (more.get(r.p) ?? []).filter((s) => s !== r.best);
      picked.sort((a, b) => this.secCount[b]! - this.secCount[a]! || this.secSum[b]! - this.secSum[a]! || a - b);
      for (const s of picked.slice(0, MORE_SECTIONS)) {
        const [stored, raw, t] = this.section(s);
        const { heading, plan } = planOf(raw);
        const anchor = stored === '*' ? `prop-${raw}` : stored;
        sections.push({ path: anchor ? `${path}#${anchor}` : path, heading, snippet: snippetOf(this.text(t), pattern), ...(plan ? { plan } : {}) });
      }
      const [stored, rawHeading, text] = this.firstSection(r.p) < this.firstSection(r.p + 1) ? this.section(r.best) : ['', '', -1];
      const anchor = stored === '*' ? `prop-${rawHeading}` : stored;
      const { heading, plan } = planOf(rawHeading);
      const result: SearchResult = { path: anchor ? `${path}#${anchor}` : path, title, heading: heading || null, product, snippet: snippetOf(this.text(text) || this.description(r.p), pattern) };
      if (plan) result.plan = plan;
      if (sections.length) result.sections = sections;
      if (m.members.length > 1) {
        const name = (f: Found) => titleOf(f).replace(/ API$/, '');
        result.variants = [
          name(r),
          ...m.members
            .map((i) => found[i]!)
            .filter((x) => x !== r)
            .map(name),
        ];
      }
      return result;
    });
    return results;
  }

  /**
   * The one page among `candidates` (the next results) that is a guide of the same product whose title section `sec`
   * of component page `p` says (`Validate dates` on Date Picker: Validation, by word form or a shared stem of six
   * letters), as its index in `candidates`, or -1: none, several, a heading of two topics, or `p` no component page
   * (COMPONENT_TITLE).
   * (Only the few next results are read: no table of every page's title is made for it.)
   */
  private summarized(p: number, sec: number, candidates: readonly number[]): number {
    const [path, title, product, kind] = this.pages[p]!;
    if (kind === 'api' || path.startsWith(ARCHIVE_PATH) || !COMPONENT_TITLE.test(title)) return -1;
    const raw = planOf(this.section(sec)[1]).heading;
    // (A heading of two topics, `Validation and localization`, sums up no one guide.)
    if (/\band\b|,/.test(raw)) return -1;
    const heading = queryTokens(raw);
    const says = (w: string) => heading.some((h) => h === w || inflections(h).includes(w) || inflections(w).includes(h) || (h.length >= 6 && w.length >= 6 && h.slice(0, 6) === w.slice(0, 6)));
    let guide = -1;
    for (let i = 0; i < candidates.length; i++) {
      const q = candidates[i]!;
      const [qPath, qTitle, qProduct, qKind] = this.pages[q]!;
      if (q === p || qProduct !== product || qKind === 'api' || qPath.startsWith(ARCHIVE_PATH) || COMPONENT_TITLE.test(qTitle)) continue;
      const short = this.shortTopic(q);
      if (!short || !short.split(' ').every(says)) continue;
      if (guide >= 0) return -1;
      guide = i;
    }
    return guide;
  }

  /** Clears the per-section and per-page scratch a search filled. */
  private clearScratch(): void {
    const matchedSections = this.allSections.items;
    const { secSum, secCount, secMask, titleMask, bestCount, bestSum, bestSec, headingHit, headingAdds, headingPhrase } = this;
    for (let i = 0, end = this.allSections.length; i < end; i++) {
      const sec = matchedSections[i]!;
      secSum[sec] = 0;
      secCount[sec] = 0;
      secMask[sec] = 0;
    }
    const { pageScore, pageMatched, pageTitleMatched, pageCover, pageRare, pageTitleScore } = this;
    for (let i = 0, end = this.allPages.length; i < end; i++) {
      const p = this.allPages.items[i]!;
      pageScore[p] = 0;
      pageMatched[p] = 0;
      pageTitleMatched[p] = 0;
      pageCover[p] = 0;
      this.pageDescCount[p] = 0;
      this.pageDescAdds[p] = 0;
      pageRare[p] = 0;
      titleMask[p] = 0;
      pageTitleScore[p] = 0;
      bestCount[p] = 0;
      bestSum[p] = 0;
      bestSec[p] = -1;
      headingHit[p] = 0;
      headingAdds[p] = 0;
      headingPhrase[p] = 0;
      this.exclusive[p] = 0;
    }
  }
}

/** A theme key or class of a component in a query (`MuiTreeView`, `.MuiTreeView-root`). */
const THEME_NAME = /\bMui[A-Z][A-Za-z0-9]*/g;

/**
 * The folded names of a query that may be ones an upgrade removed: the code names of a pasted error that says a name is
 * not there (`has no exported member 'TreeView'`, `was not found in`), and the theme keys and classes any query says
 * (`MuiTreeView styleOverrides … no longer applied`). (Not a name a question asks about, `itemContent` of a tooltip:
 * the reader of an older version asks how to do it now, which the current guide says.)
 */
function removedCodeOf(query: string, code: { names: Set<string> } | undefined, notThere: boolean): string[] {
  const out = code && notThere ? [...code.names] : [];
  for (const m of query.match(THEME_NAME) ?? []) if (m.length >= 6) out.push(m.toLowerCase());
  return out;
}

/**
 * A compiler's or bundler's word that an export or a prop is not there (`has no exported member`, `is not
 * exported from`, `was not found in`, `does not provide an export named`, `does not exist on type`), or that a
 * prop it meets is unknown or one it requires is missing (React's `does not recognize the … prop`, the compiler's
 * `is missing in type … but required in type`: `nodeId`, renamed `itemId` since); not a runtime's `is not a
 * function` (a method of the reader's value, the date library's).
 */
const NOT_THERE =
  /\b(?:has no exported member|(?:is )?not exported (?:from|by)|was not found in|no matching export|does not provide an export named|does not exist (?:on|in) type|object literal may only specify known properties|react does not recognize the|but required in type)\b/i;

/**
 * The compiler's words that a prop of a component's props type, or an export, is not there (`Property 'x' does not
 * exist on type '… DataGridProProps'`, `has no exported member`, `Object literal may only specify known properties`):
 * not a theme's or a value's type (`Components<Theme>`), nor a bundler's `was not found in` (an import's form).
 */
const TS_GONE = /\b(?:has no exported member|does not exist (?:on|in) type '[^']*Props\b|object literal may only specify known properties)/i;

/** A migration guide of a product's major version (`/x/migration/migration-data-grid-v7`). */
const LATEST_GUIDE_PATH = /^\/x\/migration\/migration-(data-grid|charts|pickers|tree-view)-v(\d+)$/;

/** TypeScript's TS18047 / TS18049: a value's type holds `null` (`'apiRef.current' is possibly 'null'`). */
const POSSIBLY_NULL = /\bis possibly '(?:null|null' or 'undefined)'/i;

/** The package the pickers and the tree view came from before MUI X (`@mui/lab/DatePicker`, `@mui/lab/TreeView`). */
const LAB_PACKAGE = /@mui\/lab\b/i;

/** Whether an error names the pickers' package or none of the products' (a date-library reading is not another product's). */
function pickersOrNoPackage(query: string): boolean {
  return (packageProduct(query) ?? 'x-date-pickers') === 'x-date-pickers';
}

/**
 * `text` with the `quoted` code read as the words `date library`: `values` and `member` leave the error's code
 * names, and the parts of `member` its code parts.
 */
function asDateLibrary(text: string, code: { names: Set<string>; parts: string[] }, quoted: string, values: string[], member: string): string {
  for (const name of [...values, member]) code.names.delete(name.toLowerCase());
  const lower = member.toLowerCase();
  code.parts = code.parts.filter((p) => !lower.includes(p));
  return text.split(quoted).join(' date library ');
}

/** A runtime's read of a member on nothing: `Cannot read properties of undefined (reading 'keyboardDate')`. */
const ADAPTER_READ = /\(reading ['"`]([A-Za-z]\w*)['"`]\)/;

/**
 * The date adapters' format names (`AdapterFormats` of `@mui/x-date-pickers/models`) that are no English word or
 * other library's name (not `year`, `month`, `minutes`, `weekday`, `meridiem`).
 */
const ADAPTER_FORMATS: ReadonlySet<string> = new Set(
  'monthShort dayOfMonthFull weekdayShort hours24h hours12h fullDate keyboardDate shortDate normalDate normalDateWithWeekday fullTime12h fullTime24h keyboardDateTime12h keyboardDateTime24h'.split(
    ' ',
  ),
);

/** A runtime's `x.method is not a function`: the value (the last name before the dot) and its method. */
const DATE_METHOD_ERROR = /([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)(?:\(\))?`?\s+is not a function/;

/**
 * The methods a date adapter offers (`MuiPickersAdapter` of `@mui/x-date-pickers/models`) and those of Day.js,
 * Moment and Luxon that the adapters call on values; not names any object may have (`format`, `parse`, `locale`).
 */
const DATE_METHODS: ReadonlySet<string> = new Set(
  'date isValid isEqual isAfter isBefore isSameDay isSameMonth isSameYear isSameHour isAfterDay isBeforeDay isAfterYear isBeforeYear isWithinRange startOfDay startOfMonth startOfWeek startOfYear endOfDay endOfMonth endOfWeek endOfYear addDays addMonths addYears addWeeks addHours addMinutes addSeconds getTimezone setTimezone toJsDate getYear getMonth getDate getHours getMinutes getSeconds getDaysInMonth getWeekArray getWeekNumber getDayOfWeek isUTC utc tz clone toDate startOf endOf isSame isSameOrAfter isSameOrBefore isBetween toJSDate setZone toISO toFormat hasSame'.split(
    ' ',
  ),
);

/** How far down a component page's summary looks for the guide it sums up (`summarized`). */
const DEFER_WITHIN = 10;
/** The place a runtime names after `is not a function` (`at DatePicker`, `in onChange`, `at AdapterDayjs.isValid`). */
const NOT_A_FUNCTION_AT = /(is not a function)\s+(?:at|in)\s+([A-Za-z_$][\w$.]*?)(?:\(\))?\.?(?=\s|$)/g;
/** A bump of a package or to a version (`bumping @mui/x-data-grid to 8`, `bumped mui x to v8`, `bump the version`). */
const BUMPED = /\bbump(?:s|ed|ing)?\b(?=.*?(?:@mui\/|\bmui\b|\bx-[a-z]|\bto\s+(?:v?\d|version|the latest|latest)\b|\bversions?\b|\bmajor\b|\bv\d))/i;
const BUMP_WORD = /\bbump(?:s|ed|ing)?\b/gi;
/** An update or upgrade to a major version (`updating to 8`, `updated @mui/x-charts to v8`, `upgrade to 8`). */
const UPDATED_TO = /\b(?:updat(?:e|ed|es|ing)|upgrad(?:e|ed|es|ing))\b(?=(?:\s+\S+){0,3}?\s+to\s+(?:v|version\s*)?\d{1,2}(?![.\d]))/gi;
/** A bare major after an upgrade's verb (`upgrading to 8`). */
const BARE_MAJOR = /\b(upgrading(?:\s+\S+){0,3}?\s+)to\s+(\d{1,2})(?![.\d])/gi;
/** The grid's own height (`DataGrid height`, `max height on DataGrid`), not its rows', headers' or panels'. */
const GRID_HEIGHT =
  /(?<!\b(?:row|header|cell|column|detail|panel)s?\s+(?:(?:max|min)(?:imum)?\s+)?)\b(?:data\s?grid(?:pro|premium)?|grid|table)(?:'s)?\s+(?:(?:max|min)(?:imum)?\s+)?heights?\b|(?<!\b(?:row|header|cell|column|detail|panel)s?\s+(?:(?:max|min)(?:imum)?\s+)?)\bheights?\s+(?:of|on|for)\s+(?:the\s+|my\s+|a\s+)?(?:data\s?grid(?:pro|premium)?|grid|table)\b/i;
/** Only a component's frame shown (`only the column headers`, `just the navigation buttons`). */
const FRAME_ONLY = /\b(?:only|just)(?: the)?(?: \w+){0,2} (?:headers?|footer|buttons)\b/i;

/**
 * A question comparing the plans: two plans' names side by side (`pro vs premium`, `free or pro`, `difference between
 * pro and premium`), `which plan`, `do I need pro`, a license's or a plan's cost.
 */
const PLAN_QUESTION =
  /\b(?:free|community|mit|pro|premium|paid)\s+(?:vs\.?|versus|or|and)\s+(?:free|community|mit|pro|premium|paid|commercial)\b|\bwhich\s+(?:plan|license|licence|tier)\b|\bneed\s+(?:a\s+)?(?:pro|premium|paid)\b|\b(?:licen[cs]es?|plans?|seats?)\s+(?:cost|price|pricing)\b|\bhow\s+much\s+(?:does|is|are)\b/i;

/** A Chinese question comparing two plans (`专业版和高级版有什么区别`, `免费版和 Pro 版哪个`). */
const CJK_PLAN_QUESTION =
  /(?:专业版|高级版|免费版|社区版|付费版|\bpro\b|\bpremium\b|\bcommunity\b)\s*版?\s*(?:和|与|跟|还是|或|vs)\s*(?:专业版|高级版|免费版|社区版|付费版|\bpro\b|\bpremium\b|\bcommunity\b)[^]*?(?:区别|差别|不同|对比|比较|哪个|选哪)/i;

/** A language by its English name (not `english`, the texts' own), as the `localization` synonym group lists them. */
/**
 * True when `query` says a language MUI X ships texts in (`LANGUAGE_WORDS`: its English or its own name, `polish`,
 * `español`, `türkçe`), not as a calendar's name: a language said of a calendar (`persian calendar`, `japanese
 * calendar`, `persian jalali calendar`) names a calendar system (Calendar systems), not the language of the texts.
 */
function namesLanguage(query: string): boolean {
  const words = query
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/);
  return words.some((w, i) => LANGUAGE_WORDS.has(w) && !words.slice(i + 1, i + 3).some((v) => CALENDAR_WORD.test(v)));
}
/**
 * The words a language says "in (a language)" with, before its own name, in the languages whose own names
 * LANGUAGE_WORDS holds and say it with a word (German `auf deutsch`, French and Spanish and Catalan `en`, Portuguese
 * `em`, the Nordic `på`, folded `pa`; `in`, Italian's and Dutch's, is an English stop word already). Some are words of
 * the index (`en`, `em`: locale codes), so only right before a language's name.
 */
const IN_LANGUAGE: ReadonlySet<string> = new Set(['auf', 'en', 'em', 'pa']);
/** The word a calendar system's name qualifies (`persian calendar`). */
const CALENDAR_WORD = /^calendars?$/;
/** Words that say a text is to be in another language (the `localization` synonym group's, and the title's own). */
const LOCALIZATION_WORD = /^(?:translat(?:e|ed|es|ing|ion|ions)|languages?|locali[sz]ation|locales?|i18n|l10n)$/;
/** A locale's export (`deDE`, `ptBR`: two letters of a language, two of a country) or a language tag (`es-MX`) in a query. */
const LOCALE_WORD = /\b[a-z]{2}-?[A-Z]{2}\b/;
const LOCALE_NAMES = /\b[a-z]{2}[A-Z]{2}\b/g;
const LANGUAGE_TAGS = /\b[a-z]{2}-[A-Z]{2}\b/g;

/** A locale's export in quotes (`'daDK'`, `"zhCN"`): two letters of a language, two of a country. */
const LOCALE_EXPORT = /['"`]([a-z]{2}[A-Z]{2})['"`]/;

/** The product whose upgrade a migration guide of an earlier version is about (`/x/migration/migration-charts-v7`: Charts), by its path. */
const ARCHIVE_PRODUCT = /^\/x\/migration\/migration-(data-grid|charts|pickers|tree-view)-/;
const ARCHIVE_PRODUCTS: Record<string, string> = { 'data-grid': 'x-data-grid', charts: 'x-charts', pickers: 'x-date-pickers', 'tree-view': 'x-tree-view' };
function archiveProduct(path: string): string | undefined {
  const m = ARCHIVE_PRODUCT.exec(path);
  return m ? ARCHIVE_PRODUCTS[m[1]!] : undefined;
}

/** Three words or more (the message catalogue's shortest match). */
const THREE_WORDS = /\S\s+\S+\s+\S/;

/** True when the term at `start` (length `len`) holds every character of `q` in order, others between. */
function holdsInOrder(block: string, start: number, len: number, q: string): boolean {
  let j = 0;
  for (let i = start; i < start + len && j < q.length; i++) if (block.charCodeAt(i) === q.charCodeAt(j)) j++;
  return j === q.length;
}
