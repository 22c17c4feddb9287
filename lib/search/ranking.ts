/**
 * Ranking: pages that match more query words come first; then a title hit
 * (1000) beats a heading hit (100), which beats a prop name (60), which
 * beats any body text (at most 14); a page's frontmatter `keywords` (readers' words for its
 * subject that its text does not say, `rows per page`) count as a prop name. A page's titles are its own title, its
 * nav title and the words of its path slug (`/x/react-date-pickers/localization`
 * is titled "localization" too). Exact words count fully, other forms
 * (plural, -ed, -ing) 0.95, prefixes 0.7, one-edit typos 0.6 (only for
 * words the dictionary does not know well; 0.8 for a doubled letter added
 * or dropped, `editting`, or two neighbours swapped, `grouipng`), typo'd prefixes 0.45; a longer word no term
 * is one edit from, 0.5 for its three most used words two edits away,
 * unless some term completes it (`definit` is being typed). A slip reads as its correction
 * in the phrase rules below (`row gruoping` is the topic Row grouping), and one in a question's
 * grammar (`not woring`: ISSUE_WORDS, GENERIC_VERBS) as that word. A word the dictionary lacks in
 * a British spelling by suffix (`customising`, `colours`, `centred`, `cancelled`) is the American
 * word the docs have; one that cuts into two words the dictionary knows well (4 letters or more, no
 * function word) is those words (`wraptext`, `filterssorting`; not a word being typed, `filterpan`);
 * an API name typed as plain words is read in one place (`namesTypedAsWords`): a query of two to
 * four plain words that joined are an API name in camelCase or PascalCase (`value formatter`,
 * `simple tree view`, `tick label interval`, `grid filter model`) is read as typed so, unless a
 * guide's title or heading is those words or its titles hold them as their topic (`cell selection`,
 * `funnel chart`: the feature), or, for two words, its titles and one heading do (`checkbox
 * selection`; for an API page's title they are run together, `scatterplot`, and both stand); a run
 * of three or four such words inside a longer query that is a member's name no guide says adds
 * that name (`switch view button slot`). A heading holding some
 * query words adds the ones its page's title lacks. A title that the
 * query covers (`sorting` for "Sorting") adds up to 300, and 1000 more for
 * a query of several words, Chinese too (as much as a heading holding them all: `row
 * pinning` is the Row pinning page, not a heading of Column pinning that
 * says "row" and "pinning"; not for an API page whose name's parts hold a
 * query of plain words: `print a chart` is no ChartPrintExportOptions).
 * A title of several words that the query says as a phrase adds up to 150 (`time picker with seconds`: Time Picker
 * above Date Time Picker); the one guide of the named product whose whole title a question says (a title
 * of one word in any form, `filter` -> Filtering; a longer one as a phrase), if only one guide's is, adds
 * 300 (TITLE_SAID: `how can I simply remove the filter` is Filtering, not Quick filter's "Remove the quick
 * filter"); a guide's heading that says two query words or
 * more side by side, in order, adds up to 300 (`select parent and child
 * rows`: "Select parents and children together"). A verb finds its action noun in titles
 * (`expand` -> "Expansion"; an -able adjective its doing, `editable` ->
 * "Editing"; an adjective its -ize feature, `custom` -> "customization";
 * 0.9), and a reader's word the title words the docs use for
 * it (`freeze` -> Pinning, 0.8; in Chinese too, 合计 -> Aggregation, 中文 ->
 * Localization; lib/search/synonyms.ts; not a name a pasted error quotes,
 * `` `hidden` does not exist in type …``). A title word many
 * pages share (`row`, `tree`; Chinese `表格` too) weighs less than one of a
 * single page.
 *
 * The reader's product weighs 1.5x. API pages weigh 0.9x, so a guide wins
 * a tie; 1x for an API name typed in its case (`valueGetter`), 0.25x for
 * plain words, 0.15x for a question that names an API, 0.1x for a question
 * in plain words and for a pasted error message. A product's start page
 * weighs 0.4x for a question (it lists every feature); a sub-page 0.97x
 * per level below the product's pages; a migration guide 0.15x unless the
 * query speaks of versions (`upgrade`, `v7`, `removed`); a page that collects demos (`line-demo`,
 * `demos/…`) 0.3x for a question that asks for no demo (`Custom tooltip for line chart`: Charts -
 * Tooltip). A question's lead (`where`, `how`, `is` …) makes a question of one word (`Where is the
 * datepicker?`: the guide, not the API page). A pasted error message (the
 * libraries' `MUI X: …`, or a runtime's, bundler's, compiler's or React's by its shape:
 * `Uncaught TypeError:`, `Can't resolve '…'`, `Type 'X' is not assignable to type 'Y'`,
 * `Failed prop type`; lib/search/tokens.ts) is searched without that grammar; what it
 * quotes with a capital, `@` or `/` (a type, a package) weighs as its code names do; a
 * package of one product (`@mui/x-date-pickers/…`) boosts that product as a named one;
 * so does a `MUI X Charts:` prefix; its lead's class (`TypeError:`) is no code name, and
 * the words around it (`The error I got is:`, `throws`) and the reader's unquoted values
 * (`groupId=sales`: the key stays) go;
 * a missing module adds `install` as a code name (Vite's and esbuild's `Could not resolve`
 * too; an entry after its package that the docs know, `…/DateCalendar`, is then a word, not
 * code), a type error the word `typescript` (`'X' does not exist in type 'Y'` of an object
 * literal too), a theme key the compiler lacks (`'MuiDataGrid' does not exist on type
 * 'Components<…>'`) the name `themeAugmentation`; the trace pasted with it (`index.js:408`,
 * `at GridRow (…)`, `/Users/…/node_modules/@date-io/…`, a frame the length limit cut, a
 * quoted `"src/App.tsx"`) goes first, a node_modules path keeping its package; so do a banner,
 * timestamp, log level, tag, code fence or `>` before a prefix or lead, and a reader's few words
 * before a `MUI X:` prefix (`I get this error: MUI X: …`); a JavaScript value or a ref's
 * `.current` it quotes, the keys of a quoted type literal (`'{ field: string; }[]'`), and a version or range
 * (`^2.25.0`, `@6.19.4`; not a major alone, `v7`) are
 * no code names; webpack's, esbuild's, Rollup's and Node's words for a wrong import are grammar.
 * A query with most of the words of one of MUI X's own messages (the message catalogue the build
 * reads from the installed packages: whole, cut, with the reader's values or an older `MUI:`
 * prefix; lib/search/messages.ts) puts that message's page before every other guide. A compiler's
 * or bundler's word that an export is not there, about a name only the migration guides of earlier
 * versions mention, counts as a version word, and so does one that says a prop or export of a product the
 * error names is not there (`Property 'x' does not exist on type '… DataGridProProps'`, `has no exported member`,
 * `Object literal may only specify known properties`: TS_GONE), an import from `@mui/lab` (where the pickers and
 * the tree view lived) and an update to a major version (`after updating to 8`: read as `upgrading … v8`). A pasted
 * error that names one product (its package, a `MUI X Charts:` prefix, the product's name in its words, one of
 * its components or their props types) weighs the other products' pages 0.1x (the introduction's and the migration
 * guides' stay: they are every product's). A message of the libraries (`MUI X:`, LIBRARY_MESSAGE) that says its
 * product's name (`the Data Grid`, `DataGrid`) does not score the name's words (the product is weighed as above),
 * and none of its words is read as a slip: it is copied, not typed. A question comparing the plans (`pro vs premium`, `which plan`, `do I
 * need pro`, `license cost`; in Chinese `专业版和高级版有什么区别`, the plans' Chinese names read as Pro and Premium)
 * adds `licensing`, the title of the guide that says what each plan includes. A quoted locale export (`'daDK'`) as `localization`; a date
 * library's method that a value lacks (`date.isAfter is not a function`, `utils.date`; not `getAllRowIds`) as the
 * words `date library` of the pickers (the value is no object of the adapter's library; the migration guides only
 * list those methods). The place named after `is not a function` (`at DatePicker`, `in onChange`; not a date
 * adapter's frame, `at AdapterDayjs.isValid`) is no word of the error: it is where the call was.
 * A name a migration guide's table of removed or renamed things lists in its first column (`| Removed | Use instead |`,
 * `| v5 prop | v6 |`; a removed component's theme key `Mui<Name>` with it) that no current page says (scripts/search/
 * extract.ts `removedNames`, kept by build-index.ts at WEIGHTS.removed) is an upgrade's when a pasted error says it is
 * not there (`export 'TreeView' … was not found in`) or any query says it as a theme key or class (`MuiTreeView`,
 * `.MuiTreeView-root`): the query is about versions and that guide weighs 3x (REMOVED_GUIDE). Not a removed name a
 * question asks about (`itemContent` of the tooltip): the current guide says how to do it now.
 * TypeScript's `'apiRef.current' is possibly 'null'` (TS18047) is a pasted error, and an upgrade's (a type the upgrade
 * widened); a pasted error about versions that names none leans 3x to each product's newest migration guide
 * (LATEST_GUIDE: v7 to v8 over v5's list that says the same words).
 * A question's locale export (`deDE`) adds `localization` (its product's guide), a language tag (`es-MX`) reads as
 * `locale` (the date library's). A query that names one product and, besides, only a language (by its English or own
 * name, of the packages' locale exports: lib/search/languages.ts) and words of translating (`data grid in french`,
 * `translate the data grid into german`; the word its language says "in" with before it, `en español`, `auf deutsch`,
 * is grammar) is that product's `localization`; a question naming such a language elsewhere adds the word (not a
 * language said of a calendar, `japanese calendar`: a calendar system). A question about a grid showing only its
 * frame with rows in question (`only the column headers and the footer`) adds `layout` (a parent with no room), and
 * so does the grid's own height (`DataGrid height`, `max height on DataGrid`; not `row height of the grid`).
 * Its words count by their rarity, and the share of that rarity a page has weighs its
 * score squared; a code name in a page's title counts 1.5x in that share (not a
 * missing module's path). A question's score is weighed by the share of
 * its words a page has, to the 6th power; in a question of four words or
 * more, a word only the page's running text has counts 0.6 of a word that
 * a title, heading or member holds (in full on a page whose description says
 * every word of the question), and a generic verb (`make`, `add`,
 * `change`, and their other forms, `adding`, `changed`) 0.5 of another word. A question of three words or more drops
 * the words of an issue's title (`not working`, `is there a way`, `doesn't
 * … properly`; ISSUE_WORDS) when two others remain, and stays a question;
 * one longer than the ten words a query keeps drops them and the generic verbs first, then keeps
 * its ten rarest words (by postings' length), not its first ten (its object often comes last);
 * a camelCase name in it (`minutesStep`, also in a Chinese question) adds its words (minutes, step).
 * A word the query says twice in other
 * forms (`months` … `month`) counts once. A name is no question: one typed
 * as one piece of code (`MuiDataGrid-cell--editing`, three words) weighs API
 * rows as a typed API name does. A query that names
 * one product (`data grid`, `date pickers`, 数据表格, 图表, 树视图) drops the name, which
 * every page title of the product holds, and boosts the product as the
 * reader's product is (not for a question about versions); one that names a
 * component of one product only (`LineChart`, `barchart`, `MobileDatePicker`,
 * from the API pages' titles; in a Chinese query, which has no API page, by
 * the names' conventions, `DataGridPro`, `GridColDef`, or a Chinese component
 * word, 饼图, 日期选择器) boosts that product too, keeps the name's words,
 * and weighs the other products' pages 0.5x; one that names Rich or Simple
 * Tree View (not both) weighs the other's pages 0.5x, one that names neither
 * weighs the narrower sibling's (Simple Tree View's) 0.8x. A question that
 * names one component by its guide's title (`date picker`, not `date time
 * picker`: the longest name it holds) weighs that page 2x and the other
 * component guides (Date Range Picker, Time Field …) 0.5x. In a Chinese query, a
 * bigram no page has between two known words of two characters (认隐 of
 * 默认隐藏) is the seam of two words and goes; one with a synonym (中文) is a
 * word though no page has it; a lone character no page has alone (放 of
 * `列里放 组件`), not the last, completes in titles only, as a short English
 * word does.
 * A word a page says in several of its sections weighs up to 0.5 % more
 * (SECTION_SPREAD): a near tie goes to the page more about it. A guide
 * whose best section says more of a question's words together weighs up to
 * 9 % more than one that says them apart (PASSAGE; not for pasted errors). In an English question of
 * four words or more, the one guide that holds a word few pages have (EXCLUSIVE_PAGES) in a title,
 * heading or keyword, where no other page does, weighs 1.5x (EXCLUSIVE: `show loading spinner while
 * fetching rows` is Overlays, whose keywords say "loading spinner").
 * One result per page, pointing at its best-matching section, with a
 * snippet around the first query word found in it.
 */
import { PRODUCTS, type ProductId } from '../products';
import { inflections } from './word-forms';

/** Field weights of the index (scripts/search/build-index.ts weighs with them). */
/**
 * (`removed`: a name a migration guide lists as removed or renamed, `TreeView`, that no current page documents: as much as
 * a heading and a little more, a weight no other field has, by which the engine knows it: `SearchIndex.removedName`.)
 */
export const WEIGHTS = { title: 1000, member: 150, removed: 120, heading: 100, prop: 60, keyword: 60, description: 8, product: 3 } as const;
/** How much a dictionary word counts for the query word it was found by. */
export const MATCH = { exact: 1, inflection: 0.95, derived: 0.9, synonym: 0.8, prefix: 0.7, prefixOfWord: 0.004, typo: 0.6, doubled: 0.8, typo2: 0.5, typoPrefix: 0.45 } as const;
/** Words at least this long may be two edits from the word meant. */
export const TWO_EDITS = 6;
export const PRODUCT_BOOST = 1.5;
/** A query that names no product, outside any: the guide of the most used product among guides of several products titled alike (search-index.ts `twinLeads`). */
export const TWIN_LEAD = 2;
/** A known word with fewer posting numbers than this may still be a typo (`licence`). */
export const RARE = 8;
/** A word with at least this many posting numbers is common: its prefix completions are capped. */
export const COMMON = 64;
export const API_FACTOR = 0.9;
/** API pages for an API name typed in its own case (`MuiDataGrid-columnHeader`, `valueGetter`): its row wins. */
export const CASED_API_FACTOR = 1;
/** API pages for a query of plain words (`expot excel`, `print grid`: not GridPrintExportOptions), not an API name. */
export const WORDS_API_FACTOR = 0.25;
/** How much more a word of code in a pasted error message (`rowCount`, <Toolbar />) weighs than its prose. */
export const CODE_WEIGHT = 5;
/** Per path segment below a product's pages (`/x/react-data-grid/components/export`). */
export const DEPTH = 0.97;
/** A title hit weighs 1 / (1 + TITLE_RARITY x log2(pages whose title has the word)), at least TITLE_RARITY_MIN. */
export const TITLE_RARITY = 0.125;
export const TITLE_RARITY_MIN = 0.3;
/** API pages for a question (three words or more) that names an API (`valueGetter` of a date column): the guide that explains wins. */
export const PROSE_API_FACTOR = 0.15;
/** API pages for a question in plain words, with no API name in it (`display values on top of bars`), and for a pasted error message. */
export const QUESTION_API_FACTOR = 0.1;
/** For a question, a page's score times the share of the query words it has, to this power. */
export const PROSE_COVERAGE = 6;
/**
 * For a pasted error message, its share of the words' rarity to this power: an error's words are the
 * library's, not the reader's, and most of them (`does not support`, `is lower than`) are no page's
 * topic; to the 6th, one word a page happens to have in passing outweighed the page the message is
 * about (`The following axis ids are duplicated`: Roadmap's "Follow the work" above Charts - Axis).
 */
export const ERROR_COVERAGE = 2;
/**
 * In a question of PLACED_WORDS words or more, a word a page has only in its running text (no title,
 * heading or member holds it) counts TEXT_COVER of a word in that share: the page that puts the
 * question's words in its headings (`Format the values` on Tooltip) beats one that mentions each of them
 * somewhere. On a page of FEW_SECTIONS sections or fewer, the text counts as placed; so do the words of a
 * page whose description holds every word of the question (its own summary of it).
 */
export const TEXT_COVER = 0.6;
export const PLACED_WORDS = 4;
/**
 * In that share, a generic verb of a how-to question (`make a cell span two columns`, `add a delete
 * button to each row`) counts GENERIC_COVER of another word: any page may say "make" or "add", and the
 * page that has the question's other words (Column spanning) is the answer, not one that also says the
 * verb (Row spanning's "Combine with column spanning").
 */
export const GENERIC_COVER = 0.5;
export const GENERIC_VERBS: ReadonlySet<string> = new Set(['make', 'add', 'show', 'use', 'get', 'set', 'change', 'create', 'want', 'need', 'put', 'give'].flatMap((v) => [v, ...inflections(v)]));
export const FEW_SECTIONS = 4;
/**
 * Words of a bug report's title or a support question's framing (`X is not working`, `unable to Y`,
 * `is there a way to Z`, `doesn't show properly`): they say how the reader feels about the feature, not
 * which feature, and any page may have them in passing (`Why pivot`, "How spanning works"). A question
 * of three words or more drops them when two other words remain (it stays a question: the guides that
 * explain come first, as for the words it had). Not `not` or `instead`: `must not be dragged`, `one input
 * instead of two` say what is wanted. A feature request's framing too (`Allow X`, `an option to Y`, `be able
 * to Z`, `the current behavior is …`): what is asked for is in the other words (not `unable`, `request`,
 * `support`, `like`: no gain or a loss on the development sets).
 */
export const ISSUE_WORDS: ReadonlySet<string> = new Set(
  'working work works worked doesn don didn isn aren wasn won cannot possible way anymore still properly correctly expected seem seems problem issue bug please help trying tried getting allow allows allowed option options able currently behavior behaviour feature features'.split(
    ' ',
  ),
);
/**
 * Migration guides: found when asked for (an old API name only they mention, `renderInput`, or a query
 * with a VERSION_WORDS word), never in the way of the current docs. They now say much about every
 * feature that changed (`change column header background color` found the Charts v7 guide's legend);
 * at 0.3x a guide's section named after a current feature still came first (`legend items as lines
 * instead of squares`: "Removed legend props and types" above Charts - Legend).
 */
export const ARCHIVE_PATH = '/x/migration/';
export const ARCHIVE = 0.15;
/** A migration guide that lists a name the query says as removed or renamed since (`TreeView`, `MuiTreeView`). */
export const REMOVED_GUIDE = 3;
/** A product's newest migration guide, for a pasted error about versions that names no version. */
export const LATEST_GUIDE = 3;
/** Query words that ask about versions: migration guides weigh in full for a query with one. */
export const VERSION_WORDS = /^(?:upgrade[ds]?|upgrading|migrat(?:e|ed|es|ing|ion|ions)|v\d+|versions?|deprecated|deprecation|removed|renamed|breaking|codemods?)$/;
/** A collection of demos (`line-demo`, `demos/real-time-data`) for a question that does not ask for a demo (recipes pages are not: they answer one question each, `style-recipes`). */
export const COLLECTION = 0.3;
/** A product's start page for a question (three words or more) that is not one of its titles. */
export const START_PAGE = 0.4;
/** A page with sub-pages (`Filtering`) beats them when they score alike. */
export const OVERVIEW = 1.06;
/** Bonus of a page whose title the query covers, in full (or in part: `sorting` for "Data Grid - Sorting")... */
export const COVERAGE = 300;
/** ...and of a page one of whose titles the query is. */
export const TOPIC = 500;
/** Bonus of a page one of whose titles (two words or more) the query says as a phrase, times its share of the query's words. */
export const PHRASE = 150;
/** Bonus of a guide for a question (three words or more) that says every word of one of its titles (`remove the filter`: Filtering). */
export const TITLE_SAID = 300;
/** Bonus of a guide with a heading that says two query words or more side by side, in the query's order, times the run's share of the query's words (queries of three words or more). */
export const HEADING_PHRASE = 300;
/**
 * A word a page says in several sections adds SECTION_SPREAD more of its weight per section beyond the
 * first, up to SPREAD_SECTIONS: the page is more about it than one that says it once, and a near tie
 * (`颜色`: the intros of Overview, Legend and Styling; `AdapterLuxon` on Quickstart and on Date format
 * and localization) goes to it, not to the page that comes first in the index.
 */
export const SECTION_SPREAD = 0.001;
/**
 * A guide's score for a question in words (not a pasted error) is multiplied by (1 + PASSAGE x t) /
 * (1 + PASSAGE), t the share of the question's words its best section says together (a guide that
 * holds them only apart, each in another section, weighs up to 9 % less): words said together are
 * about one thing, words scattered over a long page are each about something else.
 */
export const PASSAGE = 0.1;
/**
 * In a question of PLACED_WORDS words or more (English), a word at most EXCLUSIVE_PAGES pages have that one
 * guide alone holds in a title, heading or keyword (not only in its running text; no other page, an API page's
 * member included, does) says that guide's topic: its score weighs EXCLUSIVE more (once, however many such words it holds). `show loading
 * spinner while fetching rows`: Overlays, the one guide whose keywords say "spinner", over Server-side data's
 * lazy loading, which holds `fetching` and `rows`. 1.35 moved fewer queries, 1.7 cost one a place in the top 10.
 */
export const EXCLUSIVE = 1.5;
export const EXCLUSIVE_PAGES = 50;
export const SPREAD_SECTIONS = 5;
const SNIPPET = 180;
/** Words every page of a product matches weakly (so `grid sorting` prefers the grid page). */
export const PRODUCT_WORDS = Object.fromEntries(PRODUCTS.map((p) => [p.id, p.searchWords])) as Record<ProductId, string>;

/** True when `key` is one of the `|`-separated titles of `topics`. */
export function isTopic(topics: string, key: string): boolean {
  for (let at = topics.indexOf(key); at >= 0; at = topics.indexOf(key, at + 1)) {
    const end = at + key.length;
    if ((at === 0 || topics.charCodeAt(at - 1) === 124) && (end === topics.length || topics.charCodeAt(end) === 124)) return true;
  }
  return false;
}

/**
 * One case-insensitive pattern for the needles of a query (null when none): its first match in a text is
 * the earliest needle (what lowercasing each snippet source and looking for every needle in turn found,
 * without a lowercased copy of each source, up to 40 a query).
 */
export function needlePattern(needles: readonly string[]): RegExp | null {
  const words = [...new Set(needles)].filter(Boolean);
  return words.length ? new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i') : null;
}

/** About SNIPPET characters of `text` around the first match of `needles` (`needlePattern`) in it. */
export function snippetOf(text: string, needles: RegExp | null): string {
  if (text.length <= SNIPPET) return text;
  const pos = needles ? text.search(needles) : -1;
  let start = pos > 60 ? text.lastIndexOf(' ', pos - 40) + 1 : 0;
  if (pos - start > 80) start = pos - 40;
  let end = Math.min(text.length, start + SNIPPET);
  const space = text.lastIndexOf(' ', end);
  if (end < text.length && space > start + SNIPPET / 2) end = space;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** Component family of an API page title: variants share it (`DesktopDatePicker API`, `DataGridPro API` -> DatePicker, DataGrid). */
export function familyOf(title: string): string {
  return title
    .replace(/ API$/, '')
    .replace(/^(Desktop|Mobile|Static)(?=[A-Z])/, '')
    .replace(/(Pro|Premium)$/, '');
}

/** A heading's plan tag (`Excel export [premium]`) apart from its text. */
export function planOf(heading: string): { heading: string; plan?: 'pro' | 'premium' } {
  const m = /\s*\[(pro|premium)\]\s*$/.exec(heading);
  return m ? { heading: heading.slice(0, m.index), plan: m[1] as 'pro' | 'premium' } : { heading };
}

/** Last tie-break between products: the most used library first (npm downloads). */
const PRIOR: Record<string, number> = { 'x-data-grid': 4, 'x-date-pickers': 3, 'x-charts': 2, 'x-tree-view': 1 };
export function priorOf(product: string): number {
  return PRIOR[product] ?? 0;
}

/**
 * The constants a query reads, by name, as `SearchIndex` takes them (its optional second argument,
 * defaulting to these): bench/search-tune.ts scores the hold-out sets with other values without
 * rebuilding the index. The worker never passes any.
 */
export const RANKING = {
  titleWeight: WEIGHTS.title,
  inflection: MATCH.inflection,
  derived: MATCH.derived,
  synonym: MATCH.synonym,
  typo: MATCH.typo,
  productBoost: PRODUCT_BOOST,
  twinLead: TWIN_LEAD,
  apiFactor: API_FACTOR,
  casedApiFactor: CASED_API_FACTOR,
  wordsApiFactor: WORDS_API_FACTOR,
  proseApiFactor: PROSE_API_FACTOR,
  questionApiFactor: QUESTION_API_FACTOR,
  codeWeight: CODE_WEIGHT,
  depth: DEPTH,
  titleRarity: TITLE_RARITY,
  titleRarityMin: TITLE_RARITY_MIN,
  proseCoverage: PROSE_COVERAGE,
  errorCoverage: ERROR_COVERAGE,
  textCover: TEXT_COVER,
  genericCover: GENERIC_COVER,
  archive: ARCHIVE,
  collection: COLLECTION,
  startPage: START_PAGE,
  overview: OVERVIEW,
  coverage: COVERAGE,
  topic: TOPIC,
  phrase: PHRASE,
  titleSaid: TITLE_SAID,
  headingPhrase: HEADING_PHRASE,
  sectionSpread: SECTION_SPREAD,
  passage: PASSAGE,
  exclusive: EXCLUSIVE,
  removedGuide: REMOVED_GUIDE,
  latestGuide: LATEST_GUIDE,
};
/** Ranking constants by name (`RANKING`); `proseCoverage` and `errorCoverage` are whole powers. */
export type Ranking = { [K in keyof typeof RANKING]: number };

/** How many first results the second stage (lib/search/rerank.ts) re-orders. */
export const RERANK_TOP = 10;
/** ...among those whose score is at least e^-RERANK_BAND of the first's (a rule's clear decision stands). */
export const RERANK_BAND = 1;
/**
 * ...and, when the second result is within that band (a near tie at the top), every one of the first RERANK_TOP within
 * e^-RERANK_REACH of the first's (a right page a little further down can then be put first).
 */
export const RERANK_REACH = 3;
/** ...no page that the first stage's rules lean to less than to the first result passing it (lib/search/rerank.ts `keepFirst`). */
export const RERANK_LEAN = true;
/**
 * The second stage's weights, one per feature of lib/search/rerank.ts `RERANK_FEATURES` (in that order),
 * learned by bench/search-rerank.ts on the development sets (never set 7; `--write` writes them here);
 * null: no second stage. Trained on every development set (`--reach 3 --lean --l2 0.003`, session 28, with
 * `demoGuide`, `cjkDesc` and `wordsPage`); leave-one-set-out it raises top-1 over the 2,639 development queries by
 * 84 (82.6 -> 85.8 %; session 27's 44 features: +74; band 1 alone, shipped before: +57), no set losing at top-10.
 * `cjkDesc` alone (session 27, zh) raised it to +81 but moved `add a clear button to the date picker` to Fields:
 * with descShare's Chinese part its own, the English part's weight rose (3.23 -> 3.71) and Fields' description
 * says `add a clear button`; `wordsPage` (the named component's page when no name is typed as code) keeps it. The rule tests on
 * hand-made indexes (lib/search.test.ts, resolve-product.test.ts) run with it on, as shipped, and again
 * with it off (lib/search/first-stage.test.ts: each rule alone); a case that switches a rule off runs with
 * it off; scripts/search/quality.test.ts and query-reading.test.ts check cases on the real index with it on.
 */
export const RERANK: readonly number[] | null = [
  0.001574, 0, 3.03, -1.837, -2.182, -3.158, -0.4384, -3.158, -3.505, -0.601, -3.493, -0.1332, 0.2428, -1.56, 2.619, 1.07, 0.3184, 3.224, -4.067, 0.3926, 3.733, 3.203, 0.2518, -1.547, -0.02307,
  0.7009, 1.113, -2.214, -3.429, 0.6688, -0.6213, 0.3571, -0.7552, -0.04493, 0.1211, 0.456, 2.234, 0.7403, 5.037, -1.477, -0.3641, 3.205, 9.615, 4.758, -2.832, 1.429,
];
