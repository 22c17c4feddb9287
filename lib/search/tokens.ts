/**
 * Words of the index and of queries: folded to lowercase without
 * diacritics (British spellings to American ones), camelCase split, stop
 * words dropped. Chinese (and other CJK) text has no spaces: a run of CJK
 * characters is indexed as its character bigrams (`排序规则` -> 排序, 序规,
 * 规则), a lone character as itself; a query is cut the same way, and a
 * one-character query matches the bigrams it starts (lib/search/search-index.ts);
 * a query's bigram no page has at the end of a run stands for its end
 * character (`拖拽列`: 拖拽 + 列).
 */
import { MAX_QUERY_LENGTH } from './types';

export const MAX_TOKENS = 10;
const MAX_TERM = 48;
/**
 * Words that say nothing about a page: function words of questions and of pasted error messages (quantifiers too: `all`,
 * `every`, `open every node on first render`, whose `every` found the page that says it in passing).
 */
const STOP = new Set(
  'a about all also am an and any are as at be been being but by can could did do does doing every for from has have having her him how i if in into is it its itself just like me must my myself of on only or our ours should so some than that the their them themselves then there these they this those to us was we were what when where which while who whom why will with would you your yourself'.split(
    ' ',
  ),
);
/**
 * Function words of Chinese questions (`怎么`, `如何`, `的`, `给`): a query's CJK run is cut at them
 * before its bigrams are made, as English stop words are dropped, so `怎么禁止选择今天之前的日期` asks
 * for 禁止 … 日期, not for 怎么 or 前的, which only a translated page's running text has. Single
 * characters only where they are seldom part of a word (`是`, `要` are: 是否, 需要), or outside the words
 * they are part of (能 but not 功能 性能, 在 but not 现在 存在 在线). Words that only say it does not work
 * (不生效, 不起作用, 无效, 没反应, 问题: English drops `working`, `problem`) and pronouns and quantifiers (这个, 哪些,
 * 所有: English drops `this`, `which`, `all`) too, and the prepositions 对 ("to") and 按 ("by") outside
 * their words (对齐, 对话框, 按钮, 按住).
 * Generic verbs too (设置, 获取, 添加, 加, 使用: `设置列宽` asks for 列宽, as the English index's glossary
 * leaves "set" untranslated; 修改 and 更改 too, though 修改 can mean "edit": 编辑 says that; and 调整
 * "adjust", whose seam with a one-character noun is another word: 调整列 is 列, not 整列 "a whole column"). And
 * 时 ("when") and 后 ("after"), which end a clause (`点击箭头时展开`, `翻页后`), except inside the
 * words they start or end (时间, 时区, 实时, 小时, 后端, 之后).
 */
const CJK_STOP =
  /怎么样|怎么办|怎么用|怎么做|怎么弄|怎么搞|怎么|如何|咋样|咋办|咋|可不可以|是不是|会不会|要不要|能不能够|有办法|办法|用法|怎样|为什么|什么|可以|能否|是否|只能|一个|我们|请问|设置|添加|增加|加上|(?<![附叠参更增添])加(?![载粗入密速])|获取|使用|实现|支持|需要|想要|进行|一下|能不能|有没有|调整|无法|不能|的时候|时候|以及|或者|修改|更改|改变|不生效|没生效|生效|不起作用|起作用|不管用|不好使|失效|无效|没反应|没效果|不起效|有问题|问题|怎么回事|不正常|不正确|正常|正确|预期|好像|似乎|帮忙|请教|求助|大佬|各位|谢谢|感谢|你好|您好|有哪些|哪些|哪个|哪里|为何|这个|那个|这些|那些|所有|全部|能够|应该|必须|已经|就是|还是|但是|总是|只是|不是|或是|[呀嘛都也]|(?<![功性可智技本效])能(?![力量源])|(?<![现存正所内实自])在(?![线])|(?<![相绝针核面])对(?![齐话象比应称])|按照|按(?![钮住键下])|(?<![实小同及定临暂计超准按])时(?![间区钟长刻候段分])|(?<![之然前以最落])后(?![端台面续缀])|[的了吗呢吧啊给让把我你与和里某]/u;
/** A query's CJK run as bigrams, cut at its function words (none when it is nothing else: see queryTokens). */
function cjkWords(run: string): string[] {
  return run.split(CJK_STOP).filter(Boolean).flatMap(bigrams);
}

/** Words naming the whole site (every page is MUI X's): in a query with other words, they say nothing. */
const SITE = new Set(['mui', 'x']);
/** The prefix of the libraries' error messages (`MUI X: …`, the Charts' `MUI X Charts: …`): pasted with the message, it names no page. */
export const ERROR_PREFIX = /^\s*mui\s*x(?:\s+charts)?\s*:\s*/i;

/** True for a function word a query drops (`the`, `being`). */
export function isStopWord(w: string): boolean {
  return STOP.has(w);
}

/** Lowercase without diacritics. */
export function fold(s: string): string {
  const w = s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return SPELLING[w] ?? w;
}

/** British spellings, folded to the American ones the libraries use, so `licence` finds `license`. */
const SPELLING: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  licence: 'license',
  licences: 'licenses',
  colour: 'color',
  colours: 'colors',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  customise: 'customize',
  customised: 'customized',
  customisation: 'customization',
  localisation: 'localization',
  localised: 'localized',
  optimise: 'optimize',
  optimisation: 'optimization',
  centre: 'center',
  grey: 'gray',
  serialise: 'serialize',
  initialise: 'initialize',
});

// eslint-disable-next-line no-control-regex -- the range of ASCII starts at the control characters
const ASCII = /^[\u0000-\u007f]*$/;
/** CJK scripts: written without spaces, indexed by character bigrams. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUNS = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)/u;

/** True when `s` holds a CJK character. */
export function hasCjk(s: string): boolean {
  // (Every CJK script is at U+1100 or above: most text, and all of ASCII, needs no Unicode regexp.)
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x1100) return CJK.test(s);
  return false;
}

/** Bigrams of a CJK run (the character itself for a run of one). */
function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * A name whose words underscores join and that has a capital after one (`unstable_dataSource`, `Unstable_SankeyChart`):
 * not a folder's or a constant's (`node_modules`, `ERR_REQUIRE_ESM`, `asc_nulls_first`), whose words are what they say.
 */
const SNAKE_NAME = /\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*_[a-z0-9]*[A-Z][A-Za-z0-9]*\b(?<=[a-z][A-Za-z0-9_]*)/g;

/** Words of a text as written (case kept), split on anything but letters and digits. */
export function rawWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Splits a raw word into its CJK runs and the parts between them. */
function cjkParts(word: string): { cjk: boolean; text: string }[] {
  if (!CJK.test(word)) return [{ cjk: false, text: word }];
  return word
    .split(CJK_RUNS)
    .filter(Boolean)
    .map((text) => ({ cjk: CJK.test(text), text }));
}

/**
 * Index tokens of a text: every word lowercased, plus the parts of
 * camelCase words (`pageSizeOptions` -> pagesizeoptions, page, size, options),
 * and CJK runs as bigrams.
 * @example tokenize('DataGridPro rows') // ['datagridpro', 'data', 'grid', 'pro', 'rows']
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const push = (w: string) => {
    const t = fold(w);
    if (t.length >= 2 && t.length <= MAX_TERM && !STOP.has(t)) out.push(t);
  };
  // A name joined by underscores (`unstable_dataSource`, `GRID_CHECKBOX_SELECTION_COL_DEF`) is also one word, as a
  // camelCase one is: `unstable_` is MUI's prefix for an API not yet stable, dropped when it becomes so, and the
  // name with it (said only where the rename is) must not be just its two words, each said on other pages.
  if (text.includes('_')) for (const m of text.matchAll(SNAKE_NAME)) push(m[0].replace(/_/g, ''));
  for (const raw of rawWords(text)) {
    for (const { cjk, text: w } of cjkParts(raw)) {
      if (cjk) {
        out.push(...bigrams(w));
        continue;
      }
      push(w);
      const parts = w.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=[0-9])/);
      if (parts.length > 1) parts.forEach(push);
    }
  }
  return out;
}

/** Query words: lowercased whole words (CJK as bigrams), stop words dropped unless nothing else is left. */
export function queryTokens(query: string, max = MAX_TOKENS): string[] {
  let q = query.slice(0, MAX_QUERY_LENGTH).replace(ERROR_PREFIX, '');
  // (A name joined by underscores is that name before its words, as `tokenize` indexes it.)
  if (q.includes('_')) q = q.replace(SNAKE_NAME, (name) => `${name.replace(/_/g, '')} ${name}`);
  // ASCII, the common case, needs none of the Unicode-aware regexps (costly to compile in a cold isolate).
  const words = (
    ASCII.test(q)
      ? q
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .map((w) => SPELLING[w] ?? w)
      : rawWords(q).flatMap((w) => cjkParts(w).flatMap(({ cjk, text }) => (cjk ? cjkWords(text) : [fold(text)])))
  ).filter((t) => t && t.length <= MAX_TERM);
  const kept = words.filter((t) => !STOP.has(t) && !SITE.has(t));
  if (kept.length) return [...new Set(kept)].slice(0, max);
  // A query of function words only (`怎么`, `how to`) is what it asks: they are kept, a CJK run as its bigrams.
  const all = ASCII.test(q) ? words : rawWords(q).flatMap((w) => cjkParts(w).flatMap(({ cjk, text }) => (cjk ? bigrams(text) : [fold(text)])));
  return [...new Set(all.filter((t) => t && t.length <= MAX_TERM))].slice(0, max);
}

/** Title tokens plus adjacent words joined (`Date Picker` also gives `datepicker`). */
export function titleTokens(title: string): string[] {
  const words = rawWords(title)
    .filter((w) => !CJK.test(w))
    .map(fold)
    .filter((w) => !STOP.has(w));
  const out = tokenize(title);
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length) out.push(words[i]! + words[i + 1]!);
    if (i + 2 < words.length) out.push(words[i]! + words[i + 1]! + words[i + 2]!);
  }
  return out;
}

/** Number of words of a title that count for coverage (stop words excluded; a CJK run counts its bigrams). */
export function titleWordCount(title: string): number {
  let n = 0;
  for (const raw of rawWords(title)) {
    for (const { cjk, text } of cjkParts(raw)) {
      if (cjk) n += Math.max(1, [...text].length - 1);
      else if (!STOP.has(fold(text))) n++;
    }
  }
  return Math.max(1, n);
}

/**
 * The index a query is searched in, wherever it is typed: Chinese (and other CJK) text in the Chinese one,
 * which covers every page. But a pasted English error message that a reader wraps in a few words of their
 * own (`报错 MUI X: useResizeContainer - The parent DOM element …`, `控制台警告 Warning: Failed prop type: …`)
 * goes to the English one: only it has the API pages and the catalogue of the libraries' messages.
 */
export function searchLocaleOf(query: string): 'en' | 'zh' {
  if (!(typeof query === 'string' && hasCjk(query))) return 'en';
  // (Or six English words or more, a message the rules do not take for one: `MUI: The token "de" is not supported …`.)
  const rest = withoutCjk(query);
  return isErrorMessage(rest) || rest.split(/[^A-Za-z0-9]+/).filter(Boolean).length >= 6 ? 'en' : 'zh';
}

const CJK_TEXT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]+/gu;
/** A query without its CJK words and punctuation (`报错：MUI X: …`, `报错: MUI X: …` -> `MUI X: …`): what an English index reads of it. */
export function withoutCjk(query: string): string {
  return query
    .replace(CJK_TEXT, ' ')
    .replace(/^[\s:：,，]+/, '')
    .trim();
}

/**
 * The lead a runtime, bundler or compiler prints before a message (`Uncaught TypeError:`, `Warning:`,
 * `Module not found: Error:`, `error TS2307:`), once or several times: it names no page.
 */
export const ERROR_LEAD =
  /^\s*(?:(?:uncaught\s+(?:\(in promise\)\s+)?)?(?:[a-z]*error|warning|module not found|module build failed(?:\s*\([^)]*\))?|failed to compile\.?|attempted import error|unhandled runtime error|error\s+ts\d+|ts\d+)\s*:\s*)+/i;
/**
 * The fixed grammar of JavaScript, TypeScript, bundler and React messages (`Type 'X' is not assignable
 * to type 'Y'`, `Can't resolve '…'`, `'X' is not exported from '…'`, `Failed prop type`): it marks a
 * pasted error as the `MUI X:` prefix does, and names no page either (shapes of messages, not answers:
 * what they quote, a package, a type, a prop, is what the reader needs).
 */
export const ERROR_GRAMMAR =
  /\b(?:is not assignable to(?: type| parameter of type)?|argument of type|does not exist (?:on|in) type|object literal may only specify known properties(?:, and)?|is missing in type|but required in type|has no exported member(?: named)?|imported as|was not found in|no overload matches this call|cannot find (?:module|name|namespace)|or its corresponding type declarations|could not find a declaration file for module|can'?t resolve|(?:rollup )?(?:could not|failed to) resolve(?: import)?|imported by|(?:is )?not exported (?:from|by)|no matching export in|for import|the requested module|does not provide an export named|cannot read propert(?:y|ies) of (?:undefined|null)(?: \(reading)?|is not a (?:function|constructor)|is not defined|react does not recognize the|(?:prop )?on a dom element|failed prop type|is marked as required in|but its value is|each child in a list should have a unique|is possibly(?= '(?:null|undefined)'))\b/gi;
/**
 * A word (lowercase ASCII) of each phrase of ERROR_GRAMMAR, at least one per phrase: a query without any,
 * and without a `:` (which ERROR_PREFIX and ERROR_LEAD need), is no pasted message, and the big patterns
 * are not run (nor compiled, on an isolate's first search). (The patterns are case-insensitive without the
 * `u` flag, so they match ASCII letters only, which `toLowerCase` keeps in place: a query they match holds
 * the word in lowercase. lib/search/tokens.test.ts checks every phrase has one.)
 */
export const ERROR_GRAMMAR_WORDS = [
  'assignable',
  'argument',
  'exist',
  'literal',
  'missing',
  'required',
  'export',
  'import',
  'found',
  'overload',
  'find',
  'declaration',
  'resolve',
  'module',
  'propert',
  'is not a',
  'defined',
  'recognize',
  'element',
  'failed',
  'value',
  'unique',
  'possibly',
];

/** False when `q` cannot be a pasted error message (see ERROR_GRAMMAR_WORDS); true when it may be. */
function mayBeError(q: string): boolean {
  if (q.includes(':')) return true;
  const lower = q.toLowerCase();
  for (const w of ERROR_GRAMMAR_WORDS) if (lower.includes(w)) return true;
  return false;
}

/**
 * Node.js's module errors by their fixed messages, and the code Node names each by (`Error [ERR_UNSUPPORTED_DIR_IMPORT]:
 * Directory import '…' is not supported resolving ES modules`).
 */
const NODE_ERRORS: [RegExp, string][] = [
  [/\bdirectory import\b.*\bis not supported resolving es modules\b/i, 'ERR_UNSUPPORTED_DIR_IMPORT'],
  [/\bunknown file extension\b/i, 'ERR_UNKNOWN_FILE_EXTENSION'],
  [/\bpackage subpath\b.*\bis not defined by "exports"/i, 'ERR_PACKAGE_PATH_NOT_EXPORTED'],
];

/**
 * The code of a Node.js module error the message leaves out (a framework's overlay or a reader's paste often keeps
 * the message and drops `[ERR_…]`), or undefined: the code is the one name of the error the docs give.
 */
export function nodeErrorCode(query: string): string | undefined {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  return NODE_ERRORS.find(([shape, code]) => shape.test(q) && !q.includes(code))?.[1];
}

/** A word of that grammar that only introduces the quoted name after it (`Type 'Dayjs'`, `Property 'x'`). */
const ERROR_NOUN = /\b(?:type|property|module|prop|namespace|export)\s+(?=['"`])/gi;
/** A module's words to the bundler (`Module not found`, `Cannot find module`, and Vite's and esbuild's `Could not resolve`, `Failed to resolve import`): the reader is to install it. */
const ERROR_MODULE = /\b(?:can'?t resolve|(?:rollup )?(?:could not|failed to) resolve(?: import)?|cannot find module|could not find a declaration file for module)\b/i;

/** A compiler's type error (`is not assignable to type`, `does not exist on type`): the docs' TypeScript sections say how to type it. */
const ERROR_TYPES =
  /\b(?:is not assignable to|does not exist (?:on|in) type|object literal may only specify known properties|is missing in type|but required in type|has no exported member|no overload matches this call|error\s+ts\d+)\b/i;

/**
 * A compiler's word that a theme's `components` lack a component's key (`'MuiDatePicker' does not exist in
 * type 'Components<…>'`): the key is typed once the package's `themeAugmentation` entry is imported, the
 * step the docs give where they show theme keys.
 */
const ERROR_THEME_KEY = /\bMui[A-Z]\w*\b[\s\S]*\b(?:does not exist|is not assignable)[\s\S]*\bComponents\s*</;

/**
 * A word of JavaScript, not of the library, in what a message quotes: a value (`undefined` of `its value is
 * \`undefined\``, `'null'`) and a React ref's `current` (`'apiRef.current' is possibly 'null'`): it names no
 * page, the names beside it do.
 */
const JS_VALUE = /^(?:undefined|null|true|false|NaN|current)$/;

/**
 * React's prop-type check (`Invalid prop \`rows\` of type \`object\` supplied to \`ForwardRef(DataGrid)\`, expected an
 * array.`): its grammar, and the JavaScript types it names, the value's and the one expected, say no page's topic (as
 * code, `object` and `array` put the API object's pages first); the prop and the component are what it is about.
 */
const PROP_TYPE_GRAMMAR =
  /\b(?:invalid prop(?=\s+[`'"])|supplied to|(?:of type|expected(?: an?| one of)?)\s+[`'"]?(?:object|array|string|number|boolean|bool|func|function|symbol|node|element|elementType|bigint)[`'"]?(?![\w(]))/gi;
/** A component as React names it when wrapped (`ForwardRef(DataGrid)`, `Memo(GridRow)`): the component. */
const REACT_WRAPPER = /\b(?:ForwardRef|Memo|Lazy)\(([A-Za-z]\w*)\)/g;

/** A type literal a compiler quotes as the type of the reader's value (`'{ field: string; width: number; }[]'`). */
const TYPE_LITERAL = /'\{[^'{}]*\}(?:\[\])*'/g;

/** A value the reader's data gave a key in a message (`id=1`, `field=name`, `groupId=sales`), unquoted: the key is the library's, the value is not. */
const READER_VALUE = /\b([A-Za-z]\w*)=(?!['"`{])[\w.-]+/g;

/**
 * A version or a range of them in a message (`^2.25.0 || ^3.2.0`, `@mui/x-data-grid@6.19.4`, `18.2.0`): the
 * reader's install, no page's word; its numbers filled the words a message keeps, and npm's conflicts name
 * several (the `install` a missing module or an unresolved dependency adds came after them, and was cut).
 */
const VERSION_NUMBER = /(?:[@^~]|[<>]=?)?\bv?\d+(?:\.(?:\d+|x|\*)){1,3}(?:-[\w.]+)?/g;

/**
 * Where a runtime, bundler or compiler says a message came from, pasted with it: a file and line
 * (`index.js:408`, `props.d.ts:24:18`, `(8:0)`, `1:0-39`), a stack frame (`at GridRow (…)`), a file path
 * (`/Users/…/src/App.tsx`, `D:\\app\\…`, `./node_modules/@mui/x-data-grid/dist/index-esm.js`). It names
 * no page, and its words (`users`, `desktop`, `node`, `modules`) crowd out the message's. A path into
 * node_modules, or through a scoped package anywhere (npm's `…\\front-end\\@mui\\x-date-pickers\\AdapterDayjs\\package.json`
 * for `npm install @mui/x-date-pickers/AdapterDayjs`), keeps its package (`@mui/x-data-grid`), which names the product, and the package's entry
 * folder when it is a module's name (`AdapterDateFns`, `themeAugmentation` of
 * `node_modules/@mui/x-date-pickers/themeAugmentation/props.d.ts`); a package's subpath after `Package path`
 * (`./_lib/format/longFormatters`) is no file.
 */
// (A frame the query's length limit cut, `at GridRow (http://localhost:3000/static/js/bund`, is one too.)
const TRACE_FRAME = /\bat\s+(?:[\w$.<>[\]]+\s+)?\([^()]*(?:\)|$)|\bat\s+\S+:\d+:\d+/g;
const TRACE_PATH = /(?<!\bpath\s)(?<=^|[\s'"`(])(?:[A-Za-z]:[\\/]|\.{1,2}[\\/]|~[\\/]|[\\/]|(?=node_modules[\\/])|(?=[\w.-]+\/[^\s'"`()]*\.(?:[cm]?[jt]sx?|css)(?![\w.])))[^\s'"`()]*/g;
const TRACE_PACKAGE = /(?:node_modules[\\/]+|[\\/](?=@[\w.-]+[\\/]))(@[\w.-]+[\\/][\w.-]+|[\w.-]+)(?:[\\/]([a-z]*[A-Z]\w*)(?=[\\/]))?/;
const TRACE_LINE = /\b[\w.-]+\.(?:[cm]?[jt]sx?|d\.ts|css)(?::\d+)+(?::\d+)?|\(\d+:\d+\)|\b\d+:\d+-\d+\b/g;
export const TRACE =
  /\b[\w.-]+\.(?:[cm]?[jt]sx?|d\.ts|css):\d|(?:^|[\s'"`(])[\w.-]+\/[^\s'"`()]*\.(?:[cm]?[jt]sx?|css)(?![\w.])|\(\d+:\d+\)|\bat\s+\S+\s*\(|(?:^|[\s'"`(])(?:[A-Za-z]:[\\/]|\.{0,2}\/[\w@.-]+\/|node_modules[\\/])/;

/**
 * What a console, a logger or a terminal prints before a message, pasted with it: a banner line
 * (`*****`, the license messages' frame), a timestamp (`2025-03-04 10:22:31`, `10:22:31.120`), a log level
 * (`ERROR`, `warn`), a tag (`[1]`, `[vite]`); and the Markdown an issue puts it in (a code fence, a quote's `>`). Before a `MUI X:` message or an error's lead it hides that
 * the query is one (the prefix is read at the start), so it goes then (`withoutLogLead`).
 */
export const LOG_LEAD =
  /^(?:\s*(?:[*=#~_-]{3,}|`{3}[\w-]*|>+|\[[^\]\n]{1,24}\]|\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?)?|\d\d?:\d\d:\d\d(?:[.,]\d+)?|(?:error|warn(?:ing)?|info|debug|fatal)\b(?!\s*:)))+\s*/i;

/** The characters LOG_LEAD's forms start with (its words' first letters in either case); `''` (an empty query) too. */
export const LOG_LEAD_START = '*=#~_-`>[0123456789EeWwIiDdFf';

/**
 * The exports webpack lists after a name it did not find (`was not found in '@mui/x-date-pickers' (possible
 * exports: ArrowDropDownIcon, ArrowLeftIcon, …)`): every export of the package, none of them the one asked
 * for; as code names they crowd out the message's and point at the pages of the first ones (the icons).
 * The list may be cut before its `)`.
 */
const EXPORT_LIST = /\(possible exports:[^)]*\)?/gi;

/** A pasted message without the export list its bundler appended (`EXPORT_LIST`). */
export function withoutExportList(query: string): string {
  return query.replace(EXPORT_LIST, ' ').trim();
}

/** A pasted message without what its console printed before it (`LOG_LEAD`), when a message's prefix or lead follows; else the query. */
export function withoutLogLead(query: string): string {
  if (typeof query !== 'string') return query;
  // (LOG_LEAD's forms each start, after white space, with one of these characters: `trimStart` drops what `\s` matches.)
  const m = LOG_LEAD_START.includes(query.trimStart().charAt(0)) ? LOG_LEAD.exec(query) : null;
  if (!m) return fromPrefix(query);
  const rest = query.slice(m[0].length);
  return ERROR_PREFIX.test(rest) || ERROR_LEAD.test(rest) ? rest : fromPrefix(query);
}

/** The library's prefix inside a query (`I get this error: MUI X: …`, `Getting "MUI X: …"`), after a word's end. */
const INNER_PREFIX = /^MUI\s*X(?:\s+Charts)?\s*:\s*\S/;
/** How far into a query the reader's words before it may go. */
const INNER_LEAD = 60;

/**
 * A query that quotes one of the library's messages after a few words of the reader's (`I get this error:
 * MUI X: Missing license key`): the message, from its prefix, as it would be pasted alone. The reader's
 * lead says it is an error, which the prefix says too.
 */
function fromPrefix(query: string): string {
  // (A search for the three letters, not a pattern over the query: every query comes through here.)
  for (let at = query.indexOf('MUI', 1); at > 0 && at <= INNER_LEAD; at = query.indexOf('MUI', at + 1)) {
    if (/[\s'"`(:]/.test(query[at - 1]!) && INNER_PREFIX.test(query.slice(at, at + 20))) return query.slice(at);
  }
  return query;
}

/** True when a pasted message carries its trace (a file and line, a stack frame, a file path). */
export function hasTrace(query: string): boolean {
  // (Each of TRACE's forms holds a `:`, `/`, `\\` or `(`: a query with none is not run through it.)
  if (typeof query !== 'string' || !(query.includes(':') || query.includes('/') || query.includes('(') || query.includes('\\'))) return false;
  return TRACE.test(query.slice(0, MAX_QUERY_LENGTH));
}

/** A pasted message without its trace (`hasTrace`); a node_modules path keeps its package. */
export function withoutTrace(query: string): string {
  const text = query
    .slice(0, MAX_QUERY_LENGTH)
    .replace(TRACE_FRAME, ' ')
    .replace(TRACE_PATH, (path) => {
      const [, pkg, entry] = TRACE_PACKAGE.exec(path) ?? [];
      return pkg ? `${pkg.replace(/\\/g, '/')}${entry ? `/${entry}` : ''}` : ' ';
    })
    .replace(TRACE_LINE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // (A query that is only a path, `/x/react-data-grid/sorting`, is searched as typed.)
  return /[A-Za-z]{3}/.test(text) ? text : query;
}

/** True when the query is a pasted error message: the libraries' (`MUI X: …`), or a runtime's, bundler's, compiler's or React's by its shape. */
export function isErrorMessage(query: string): boolean {
  if (typeof query !== 'string') return false;
  const q = query.slice(0, MAX_QUERY_LENGTH);
  if (!mayBeError(q)) return false;
  ERROR_GRAMMAR.lastIndex = 0;
  return ERROR_PREFIX.test(q) || ERROR_LEAD.test(q) || ERROR_PREFIX.test(q.replace(ERROR_LEAD, '')) || ERROR_GRAMMAR.test(q);
}

/**
 * A pasted error message without its lead and grammar (`Module not found: Can't resolve 'dayjs'` ->
 * `'dayjs'`), what its words are searched by; `install` when it says a module is missing (the fix the
 * docs give is the install step). The `MUI X:` prefix goes with the query's words (`queryTokens`).
 */
export function errorText(query: string): string {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  const text = q
    .replace(ERROR_LEAD, '')
    .replace(ERROR_GRAMMAR, ' ')
    .replace(PROP_TYPE_GRAMMAR, ' ')
    .replace(REACT_WRAPPER, '$1')
    .replace(ERROR_NOUN, ' ')
    .replace(READER_VALUE, '$1')
    .replace(VERSION_NUMBER, ' ');
  if (ERROR_THEME_KEY.test(q)) return `${text} themeAugmentation`;
  return ERROR_MODULE.test(q) ? `${text} install` : ERROR_TYPES.test(q) ? `${text} typescript` : text;
}

/**
 * The code an error message names: `names`, its query words (`quoted` names
 * up to a value, `paginationMode` of `paginationMode='server'`; <Components />;
 * camelCase and PascalCase names), and `parts`, the words of those names
 * (`pagination`, `mode`): `paginationMode` is about pagination.
 */
export function codeWords(query: string): { names: Set<string>; parts: string[]; entries: string[] } {
  const names = new Set<string>();
  const parts: string[] = [];
  // (The entry a missing module's path imports after its package, `DateCalendar` of
  // `@mui/x-date-pickers/DateCalendar`, lowercased: see `search`.)
  const entries: string[] = [];
  // (Not the lead's error class, `TypeError:`, `Error:`: it says what kind of error, not where the fix is.)
  // (Nor the keys of a type literal a compiler quotes, `Type '{ field: string; headerName: string; }[]'`: the
  // reader's object's shape; the type it is to be, `GridColDef`, is the library's name.)
  const q = query.slice(0, MAX_QUERY_LENGTH).replace(ERROR_LEAD, '').replace(TYPE_LITERAL, "''").replace(PROP_TYPE_GRAMMAR, ' ').replace(REACT_WRAPPER, '$1');
  // (A missing module's fix, the install step, is the message's topic as its names are: `errorText`.)
  const module = ERROR_MODULE.test(q);
  if (module) names.add('install');
  // (A theme key the compiler does not know, `MuiDataGrid`, is fixed by the `themeAugmentation` import: `errorText`.)
  if (ERROR_THEME_KEY.test(q)) names.add('themeaugmentation');
  // (Also a name in quotes, as bundlers and compilers quote them: `'Dayjs'`, `'@mui/x-date-pickers/AdapterDayjs'`.)
  for (const m of q.matchAll(/`([^`<]+)`|<\s*([A-Za-z][\w.]*)|\b([a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*)|['"]([@A-Za-z][\w@/.-]*)['"]/g)) {
    // (A quoted word in lowercase is more often the reader's own value, column 'status', than a name.)
    if (m[4] !== undefined && !/[A-Z@/]/.test(m[4])) continue;
    const name = m[1] !== undefined ? m[1].split(/[=({\s]/)[0]! : (m[2] ?? m[3] ?? m[4] ?? '');
    if (module && m[4] !== undefined) {
      const entry = /^(?:@[\w.-]+\/)?[\w.-]+\/([A-Za-z]\w*)$/.exec(name)?.[1];
      if (entry) entries.push(entry.toLowerCase());
    }
    // (A name joined by underscores, `unstable_dataSource`, is one too, as `tokenize` indexes it.)
    if (name.includes('_') && name.replace(SNAKE_NAME, '') === '') names.add(name.replace(/_/g, '').toLowerCase());
    for (const w of name.split(/[^A-Za-z0-9]+/)) {
      if (!w || JS_VALUE.test(w)) continue;
      names.add(w.toLowerCase());
      for (const part of w.split(/(?<=[a-z0-9])(?=[A-Z])/)) if (part.length >= 3 && part !== w && part !== 'use' && !STOP.has(part.toLowerCase())) parts.push(part.toLowerCase());
    }
  }
  return { names, parts, entries };
}
