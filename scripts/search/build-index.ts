/**
 * Builds the search index (lib/search.ts encodes and reads it) from page
 * inputs. Weights per field are `WEIGHTS` (lib/search/ranking.ts); body words weigh
 * by a saturated term frequency so a long page cannot outrank a heading.
 * A page's aliases (nav title, slug words) count as its title. `messages` (the
 * installed packages' `MUI X:` messages, `packageMessages`) become the index's
 * message catalogue.
 */
import { PRODUCTS } from '../../lib/products';
import { PRODUCT_WORDS, WEIGHTS, fold, queryTokens, titleTokens, titleWordCount, tokenize, type SearchDocInput, type SearchIndexData } from '../../lib/search';
import { ARCHIVE_PATH } from '../../lib/search/ranking';
import { messageTable, type PackageMessage } from './messages';

/** A member name listed on at most this many pages counts as that member's own name. */
const RARE_MEMBER = 40;

function bodyWeight(tf: number): number {
  return Math.min(6, 1 + Math.floor(2 * Math.log(tf)));
}

function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max / 2 ? cut : max);
}

function push(map: Map<string, number[]>, key: string, ...values: number[]): void {
  const list = map.get(key);
  if (list) list.push(...values);
  else map.set(key, values);
}

/**
 * The serialized index of `docs`; section texts are clipped for snippets.
 * @example buildSearchIndex([{ path: '/x/a', title: 'A', description: '', product: 'x', kind: 'guide', sections: [{ anchor: '', heading: '', text: 'Hello' }] }])
 */
export function buildSearchIndex(docs: readonly SearchDocInput[], clip = { text: 800, prop: 140 }, locale = 'en', messages: readonly PackageMessage[] = []): SearchIndexData {
  const pages: SearchIndexData['pages'] = [];
  const titleWords: number[] = [];
  const topics: string[] = [];
  const sections: SearchIndexData['sections'] = [];
  const texts: string[] = [];
  const textIds = new Map<string, number>();
  const textId = (t: string) => textIds.get(t) ?? (textIds.set(t, texts.push(t) - 1), texts.length - 1);
  // How many pages list each member name: a name few pages share (`processRowUpdate`) is searched for
  // that member, one on every page (`slotProps`, `sx`) is not a reason to open an API page.
  const memberPages = new Map<string, number>();
  for (const doc of docs) for (const name of new Set(doc.sections.filter((x) => x.prop).map((x) => fold(x.heading)))) memberPages.set(name, (memberPages.get(name) ?? 0) + 1);
  // The names the current pages say (a title, heading, keyword or text, in the name's own case): a migration guide's
  // removed name that one of them still says (renamed back, a type kept, a current guide's alias for the old name) is
  // no removed name.
  const current = new Set<string>();
  for (const doc of docs) {
    if (doc.path.startsWith(ARCHIVE_PATH)) continue;
    const said = [doc.title, ...(doc.keywords ?? []), ...doc.sections.flatMap((x) => [x.heading, x.text])].join(' ');
    // (A word alone, not a part of a CSS variable's or class's name, `--TreeView-itemChildrenIndentation`.)
    for (const w of said.match(/(?<![\w-])[A-Za-z][A-Za-z0-9]*(?![\w-])/g) ?? []) current.add(w);
  }
  const titleHits = new Map<string, number[]>();
  const sectionHits = new Map<string, number[]>();
  docs.forEach((doc, p) => {
    pages.push(doc.date ? [doc.path, doc.title, doc.product, doc.kind, doc.description, doc.date] : [doc.path, doc.title, doc.product, doc.kind, doc.description]);
    const titles = [doc.title, ...(doc.aliases ?? [])].filter((t) => t.trim());
    for (const t of new Set(titles.flatMap(titleTokens))) push(titleHits, t, p);
    titleWords.push(titleWordCount(doc.title));
    topics.push([...new Set(titles.map((t) => queryTokens(t).join(' ')))].join('|'));
    const list = doc.sections.length ? doc.sections : [{ anchor: '', heading: '', text: '' }];
    list.forEach((sec, i) => {
      const s = sections.length;
      const intro = i === 0;
      const text = intro ? `${doc.description} ${sec.text}`.trim() : sec.text;
      const anchor = sec.prop && sec.anchor === `prop-${sec.heading}` ? '*' : sec.anchor;
      sections.push([p, anchor, sec.heading, textId(clipText(text, sec.prop ? clip.prop : clip.text))]);
      const weights = new Map<string, number>();
      const field = (tokens: string[], w: number) => tokens.forEach((t) => weights.set(t, Math.max(weights.get(t) ?? 0, w)));
      // A guide heading's words joined count too (`Value getter` is also found as `valueGetter`).
      if (sec.heading) field(sec.prop ? tokenize(sec.heading) : titleTokens(sec.heading), sec.prop ? WEIGHTS.prop : WEIGHTS.heading);
      if (sec.keywords) field(tokenize(sec.keywords), WEIGHTS.heading);
      if (sec.removed)
        field(
          sec.removed
            .split(' ')
            .filter((n) => !current.has(n) && !(n.startsWith('Mui') && current.has(n.slice(3))))
            .map(fold),
          WEIGHTS.removed,
        );
      // A member's whole name (`processRowUpdate`, not its parts) outranks a guide heading that names it.
      const whole = sec.prop ? fold(sec.heading) : '';
      if (whole && /^[a-z][a-z0-9]*$/.test(whole) && (memberPages.get(whole) ?? 0) <= RARE_MEMBER) field([whole], WEIGHTS.member);
      if (intro) {
        field(tokenize(doc.description), WEIGHTS.description);
        // The page's keywords (readers' words for its subject, `rows per page`): a prop name's weight, under a heading's.
        for (const k of doc.keywords ?? []) field(titleTokens(k), WEIGHTS.keyword);
        field(tokenize(`${PRODUCT_WORDS[doc.product]} ${locale === 'en' ? '' : (PRODUCTS.find((x) => x.id === doc.product)?.name.zh ?? '')}`), WEIGHTS.product);
      }
      const tf = new Map<string, number>();
      for (const t of tokenize(sec.text)) tf.set(t, (tf.get(t) ?? 0) + 1);
      if (sec.terms) for (const t of tokenize(sec.terms)) tf.set(t, (tf.get(t) ?? 0) + 2);
      for (const [t, n] of tf) weights.set(t, (weights.get(t) ?? 0) + bodyWeight(n));
      for (const [t, w] of weights) push(sectionHits, t, s, w);
    });
  });
  const terms = [...new Set([...titleHits.keys(), ...sectionHits.keys()])].sort();
  const postings = terms.map((t) => {
    const tp = titleHits.get(t) ?? [];
    const sp = sectionHits.get(t) ?? [];
    const out = [tp.length];
    tp.forEach((p, i) => out.push(i === 0 ? p : p - tp[i - 1]!));
    for (let i = 0; i < sp.length; i += 2) out.push(i === 0 ? sp[0]! : sp[i]! - sp[i - 2]!, sp[i + 1]!);
    return out;
  });
  const data: SearchIndexData = { v: 3, locale, pages, titleWords, topics, sections, texts, terms, postings };
  // MUI X's own messages, each with the page about its cause (scripts/search/messages.ts).
  if (messages.length) data.messages = messageTable(data, docs, messages);
  return data;
}
