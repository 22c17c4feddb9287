/**
 * `npx tsx scripts/search/glossary-gaps.ts [--top 800] [--all]`: the most frequent English content
 * words and two-word phrases of the guides' titles, headings and the opening sentences of their
 * sections (from the inputs the last content build left in .cache/search/inputs.json), and which of
 * them the Chinese glossary (scripts/search/glossary-zh.ts, and the nav titles) does not cover yet,
 * so the next person extends the glossary by the docs' vocabulary, not query by query.
 *
 * A word counts once per section it occurs in. API identifiers (camelCase, PascalCase, words with
 * digits) and stop words are skipped, and so are the words of `UNTRANSLATED` (reviewed: they say
 * nothing a Chinese reader would type). `--all` lists covered words too, with their Chinese.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { PageTitleTable } from '../../lib/i18n';
import type { PageRecord } from '../../lib/page-record';
import { fold, rawWords, tokenize } from '../../lib/search';
import { SEARCH_INPUTS_FILE, englishDocs, glossaryOf, stem } from './index';
import { UNTRANSLATED } from './glossary-zh';

/** The first `n` sentences of a text (at most 300 characters). */
function opening(text: string, n = 2): string {
  const parts = text.split(/(?<=[.!?:])\s+/).slice(0, n);
  return parts.join(' ').slice(0, 300);
}

/** Content words of a text in order, stemmed: no identifiers, no stop words, no numbers. */
function contentWords(text: string): (string | undefined)[] {
  return rawWords(text).map((raw) => {
    if (/[0-9]/.test(raw) || /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(raw) || !/^[A-Za-z]+$/.test(raw)) return undefined;
    const w = fold(raw);
    if (w.length < 3 || tokenize(w)[0] !== w) return undefined;
    const st = stem(w);
    return st.length < 3 ? undefined : st;
  });
}

export interface Gap {
  term: string;
  count: number;
  zh?: string;
}

/** Every frequent word and two-word phrase, most frequent first, with the Chinese the glossary gives it. */
export function vocabulary(records: readonly PageRecord[], titles: PageTitleTable): Gap[] {
  const count = new Map<string, number>();
  const skip = new Set(UNTRANSLATED.map((w) => stem(fold(w))));
  for (const doc of englishDocs(records, titles).filter((d) => d.kind === 'guide')) {
    const units = [doc.title, ...doc.sections.map((s) => `${s.heading}. ${opening(s.text)}`)];
    for (const unit of units) {
      const seen = new Set<string>();
      // A heading and its text are separate runs: a phrase never spans them.
      for (const run of unit.split(/[.,;:!?()]\s/)) {
        const words = contentWords(run);
        words.forEach((w, i) => {
          if (!w || skip.has(w)) return;
          seen.add(w);
          const next = words[i + 1];
          if (next && !skip.has(next) && next !== w) seen.add(`${w} ${next}`);
        });
      }
      for (const t of seen) count.set(t, (count.get(t) ?? 0) + 1);
    }
  }
  const zh = new Map<string, string[]>();
  for (const g of glossaryOf(titles)) {
    const key = g.words.join(' ');
    zh.set(key, [...(zh.get(key) ?? []), g.zh]);
  }
  return [...count]
    .filter(([t, n]) => n >= (t.includes(' ') ? 4 : 2))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([term, n]) => {
      // A phrase whose words both have their Chinese is covered (a phrase needs its own entry only where
      // Chinese has its own word for it: 列宽, 服务端, 多选).
      const own =
        zh.get(term) ??
        (term.includes(' ') && term.split(' ').every((w) => zh.has(w))
          ? [
              term
                .split(' ')
                .map((w) => zh.get(w)![0]!.split(' ')[0])
                .join(''),
            ]
          : undefined);
      return { term, count: n, ...(own ? { zh: own.join(' / ') } : {}) };
    });
}

function main(): void {
  const args = process.argv.slice(2);
  const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 800;
  if (!existsSync(SEARCH_INPUTS_FILE)) throw new Error(`${SEARCH_INPUTS_FILE} is missing: run a content build first`);
  const { records, titles } = JSON.parse(readFileSync(SEARCH_INPUTS_FILE, 'utf8')) as { records: PageRecord[]; titles: PageTitleTable };
  const list = vocabulary(records, titles).slice(0, top);
  const missing = list.filter((g) => !g.zh);
  for (const g of args.includes('--all') ? list : missing) console.log(`${String(g.count).padStart(5)}  ${g.term}${g.zh ? `  ${g.zh}` : ''}`);
  console.log(`glossary-gaps: ${list.length - missing.length} of the ${list.length} most frequent words and phrases covered, ${missing.length} not`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
