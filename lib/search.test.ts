/**
 * The search engine: tokenizer (CJK bigrams too) and edit distance, the
 * serialized form, the ranking rules on a hand-made index (title > heading
 * > prop > body, titles by alias, prefix, typos, product boost and filter,
 * one result per page). The quality table over the real index is
 * scripts/search/quality.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from '../scripts/search/build-index';
import type { ProductId } from './nav';
import { MAX_RESULTS, SearchIndex, encodeSearchIndex, hasCjk, queryTokens, tokenize, withinOneEdit, type SearchDocInput, type SearchSectionInput } from './search';
import { BLOCKS } from './search/encoding';
import { LANGUAGE_WORDS } from './search/languages';
import { SYNONYMS } from './search/synonyms';
import { codeWords, errorText, isErrorMessage, withoutLogLead, withoutTrace } from './search/tokens';
import { derivations, inflections, withinTwoEdits } from './search/word-forms';

/** The serialized index `text` with its block `name` changed by `change` (the header's lengths kept true). */
function withBlock(text: string, name: (typeof BLOCKS)[number], change: (block: string) => string): string {
  const parts = text.split('\u001e');
  const at = BLOCKS.indexOf(name) + 1;
  parts[at] = change(parts[at]!);
  const magic = parts[0]!.slice(0, parts[0]!.indexOf('\n') + 1);
  const header = JSON.parse(parts[0]!.slice(magic.length)) as { blocks: number[] };
  header.blocks = parts.slice(1).map((p) => p.length);
  parts[0] = magic + JSON.stringify(header);
  return parts.join('\u001e');
}

function doc(path: string, title: string, sections: SearchSectionInput[], extra: Partial<SearchDocInput> = {}): SearchDocInput {
  return { path, title, description: '', product: 'x-data-grid', kind: 'guide', sections: [{ anchor: '', heading: '', text: '' }, ...sections], ...extra };
}

/**
 * `index` with the learned second stage off (lib/search/rerank.ts): a test of one of the first stage's rules on a
 * small hand-made index. The stage's weights were fitted to the real index, whose feature values a three-page index
 * does not resemble; the stage has its own tests, and scripts/search/quality.test.ts checks these rules' cases on the
 * real index with the stage on.
 */
function firstStage(index: SearchIndex): SearchIndex {
  index.rerankWeights = null;
  return index;
}

const fixture = new SearchIndex(
  buildSearchIndex([
    doc('/x/body', 'Other things', [{ anchor: 'misc', heading: 'Misc', text: 'zebra '.repeat(40) }]),
    doc('/x/prop', 'Something API', [{ anchor: 'prop-zebraMode', heading: 'zebraMode', text: 'Sets the mode.', prop: true }], { kind: 'api' }),
    doc('/x/heading', 'A page', [{ anchor: 'zebra-stripes', heading: 'Zebra stripes', text: 'How stripes look.' }]),
    doc('/x/title', 'Zebra', [{ anchor: 'usage', heading: 'Usage', text: 'Show a zebra.' }]),
    doc('/x/grid-l10n', 'Localization', [], { product: 'x-data-grid' }),
    doc('/x/charts-l10n', 'Localization', [], { product: 'x-charts' }),
    doc('/x/filter', 'Filter rows', [
      { anchor: 'quick', heading: 'Quick filter', text: 'Type to filter.' },
      { anchor: 'server', heading: 'Server filter', text: 'Filter on the server.' },
    ]),
    doc(
      '/x/date',
      'Date field',
      ['Type a date', 'Pick a date', 'Format the date', 'Validate the date'].map((h, i) => ({ anchor: `d${i}`, heading: h, text: 'The date.' })),
      { product: 'x-date-pickers' },
    ),
    doc('/x/data', 'Data source', []),
    ...Array.from({ length: 30 }, (_, i) => doc(`/x/many/${i}`, `Walrus ${i}`, [])),
  ]),
);

const paths = (q: string, product?: ProductId, only?: boolean) => fixture.search(q, { product, only }).map((r) => r.path.split('#')[0]);

describe('tokenize and queryTokens', () => {
  it.each([
    ['DataGridPro rows', ['datagridpro', 'data', 'grid', 'pro', 'rows']],
    ['pageSizeOptions', ['pagesizeoptions', 'page', 'size', 'options']],
    ['The café of a grid', ['cafe', 'grid']],
    ['x-data-grid v8', ['data', 'grid', 'v8']],
    // (A name joined by underscores with a capital after one is also one word; a folder's or a constant's is not.)
    ['unstable_dataSource', ['unstabledatasource', 'unstable', 'datasource', 'data', 'source']],
    ['node_modules ERR_REQUIRE_ESM', ['node', 'modules', 'err', 'require', 'esm']],
  ])('tokenize(%j)', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });

  it('keeps stop words only when the query has nothing else, and caps its length', () => {
    expect(queryTokens('how to sort the rows')).toEqual(['sort', 'rows']);
    expect(queryTokens('the')).toEqual(['the']);
    expect(queryTokens('sort '.repeat(100))).toEqual(['sort']);
    expect(queryTokens(`${'a'.repeat(196)} zebra`)).toEqual(['zeb']);
    expect(queryTokens('x'.repeat(300))).toEqual([]);
    // Every page is MUI X's: the site's name says nothing next to other words.
    expect(queryTokens('install mui x with pnpm')).toEqual(['install', 'pnpm']);
    expect(queryTokens('MUI X')).toEqual(['mui', 'x']);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['filter', 'filter', false, true],
    ['filtre', 'filter', false, true],
    ['filer', 'filter', false, true],
    ['filterr', 'filter', false, true],
    ['fiter', 'filter', false, true],
    ['fxlter', 'filter', false, true],
    ['flitre', 'filter', false, false],
    ['date', 'data', false, true],
    ['paginaton', 'paginationmodel', true, true],
    ['pagnaton', 'paginationmodel', true, false],
  ])('%s ~ %s (prefix %s) is %s', (a, b, prefix, expected) => {
    expect(withinOneEdit(a, b, prefix)).toBe(expected);
  });

  it('tells two edits (optimal string alignment) as the whole table would, from the band of cells it computes', () => {
    // (A plain reference: every cell of the table.)
    const osa = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const rows = new Int32Array(192);
    const counts = [0, 0];
    for (let t = 0; t < 20000; t++) {
      const alphabet = t % 2 ? 'ab' : 'abcde';
      const a = Array.from({ length: 1 + next(14) }, () => alphabet[next(alphabet.length)]).join('');
      const b = [...a];
      for (let e = next(5); e > 0; e--) {
        const at = next(b.length + 1);
        const op = next(4);
        if (op === 0) b.splice(at, 0, alphabet[next(alphabet.length)]!);
        else if (op === 1) b.splice(at, 1);
        else if (op === 2) b[at] = alphabet[next(alphabet.length)]!;
        else if (at + 1 < b.length) [b[at], b[at + 1]] = [b[at + 1]!, b[at]!];
      }
      const word = b.join('');
      const want = osa(a, word) <= 2;
      counts[want ? 1 : 0]!++;
      expect(withinTwoEdits(a, `xy${word}z`, 2, word.length, rows), `${a} ~ ${word}`).toBe(want);
    }
    // (Both answers, many times each.)
    expect(Math.min(...counts)).toBeGreaterThan(2000);
  });
});

describe('ranking rules', () => {
  it('ranks a title hit over a heading, a heading over a prop, a prop over body text', () => {
    expect(paths('zebra')).toEqual(['/x/title', '/x/heading', '/x/prop', '/x/body']);
  });

  it('points a heading hit at its anchor and a title hit at the page', () => {
    const [title, heading] = fixture.search('zebra');
    expect(title).toMatchObject({ path: '/x/title', heading: null });
    expect(heading).toMatchObject({ path: '/x/heading#zebra-stripes', heading: 'Zebra stripes' });
  });

  it.each([
    ['a prefix', 'zeb'],
    ['a transposition', 'zebar'],
    ['a missing letter', 'zbra'],
    ['an extra letter', 'zebrra'],
  ])('finds the title with %s (%s)', (_, q) => {
    expect(paths(q)[0]).toBe('/x/title');
  });

  it('finds a 6-letter word with a 1-letter typo', () => {
    expect(paths('filtar')[0]).toBe('/x/filter');
    expect(paths('wlarus').length).toBeGreaterThan(0);
  });

  it('finds one- and two-edit typos in the typo table the index carries, first search and later: no pass over the dictionary', () => {
    const docs = [doc('/x/a/column', 'Column', []), doc('/x/a/col', 'Col span', []), doc('/x/a/colors', 'Colors', []), doc('/x/a/legend', 'Legend position', [])];
    const text = encodeSearchIndex(buildSearchIndex(docs));
    const index = new SearchIndex(text);
    const byLength = () => (index as unknown as { lengths?: unknown }).lengths;
    for (let i = 0; i < 2; i++) {
      expect(index.search('columm').map((r) => r.path)).toContain('/x/a/column');
      expect(index.search('lenged').map((r) => r.path)).toEqual(['/x/a/legend']);
    }
    // (No table of the terms by length: what a pass over the dictionary would build.)
    expect(byLength()).toBeUndefined();
    // The table is what a typo search reads: an index whose table is empty finds no typo.
    const blank = new SearchIndex(
      withBlock(
        withBlock(text, 'typoDir', () => ''),
        'typoIds',
        () => '',
      ),
    );
    expect(blank.search('column').map((r) => r.path)).toContain('/x/a/column');
    expect(blank.search('columm').map((r) => r.path)).not.toContain('/x/a/column');
    expect(blank.search('lenged')).toEqual([]);
  });

  it('reads an index of the format before the typo table (MUIXSEARCH5): the same typos found, from the terms by length', () => {
    const docs = [doc('/x/a/column', 'Column', []), doc('/x/a/col', 'Col span', []), doc('/x/a/colors', 'Colors', []), doc('/x/a/legend', 'Legend position', [])];
    const text = encodeSearchIndex(buildSearchIndex(docs));
    const parts = text.split('\u001e').slice(0, -2);
    const header = JSON.parse(parts[0]!.slice(parts[0]!.indexOf('\n') + 1)) as { blocks: number[] };
    header.blocks = header.blocks.slice(0, -2);
    parts[0] = `MUIXSEARCH5\n${JSON.stringify(header)}`;
    const older = new SearchIndex(parts.join('\u001e'));
    const current = new SearchIndex(text);
    for (const q of ['columm', 'colrs', 'lenged position', 'column']) expect(older.search(q)).toEqual(current.search(q));
    expect((older as unknown as { lengths?: unknown }).lengths).toBeDefined();
  });

  it('holds no escaped character in the typo table: a Latin word is no typo of a character above Latin-1 (`4e2d`, not 中)', () => {
    const index = new SearchIndex(buildSearchIndex([doc('/x/a/zhong', '中', [{ anchor: 'wen', heading: '中文', text: '中' }])], undefined, 'zh'));
    expect(index.search('中').map((r) => r.path)).toContain('/x/a/zhong');
    expect(index.search('4e2d')).toEqual([]);
  });

  it('does not read a word the dictionary completes as two slips (`definit` is being typed)', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/definition', 'Column definition', [{ anchor: 'types', heading: 'Column types', text: 'Each column has a type.' }]),
        doc('/x/a/groups', 'Define groups', [{ anchor: 'nest', heading: 'Nest the groups', text: 'Groups inside groups.' }]),
      ]),
    );
    const found = (q: string) => index.search(q).map((r) => r.path.split('#')[0]);
    // `define` is two edits from `definit`; `definition` completes it.
    expect(found('column definit')).toEqual(['/x/a/definition']);
    // A word nothing completes may still hold two slips.
    expect(found('dfenie groups')[0]).toBe('/x/a/groups');
  });

  it("counts a question's generic verb less in the share of its words a page covers", () => {
    // Pages of more than four sections: there, a word only in running text counts less than a placed one.
    const more = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((h) => ({ anchor: h.toLowerCase(), heading: h, text: `About ${h}.` }));
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/column-spanning', 'Column spanning', [{ anchor: 'x', heading: 'Span cells over columns', text: 'Give the cell a colSpan.' }, ...more]),
        doc('/x/a/row-spanning', 'Row spanning', [{ anchor: 'y', heading: 'Combine cells with columns', text: 'Make a cell span rows.' }, ...more]),
        ...Array.from({ length: 20 }, (_, i) => doc(`/x/b/${i}`, `Page ${i}`, [{ anchor: 'a', heading: 'Other', text: 'Make it so.' }])),
      ]),
    );
    // Row spanning says "make" in its text; Column spanning places every other word in its title and heading.
    expect(index.search('make a cell span two columns')[0]?.path.split('#')[0]).toBe('/x/a/column-spanning');
    // Its other forms too (`making`, `adding`, `changed`): the verb of an issue's title is as generic.
    expect(index.search('making a cell span two columns')[0]?.path.split('#')[0]).toBe('/x/a/column-spanning');
  });

  it("drops the words of an issue's title (`not working`, `is there a way`) from a question", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/clock-steps', 'Clock steps', [{ anchor: 'minutes', heading: 'Minutes', text: 'Step the minutes by five.' }]),
        doc('/x/a/clock', 'Clock', [{ anchor: 'faq', heading: 'When steps stop working', text: 'Check the steps.' }]),
      ]),
    );
    // "working" is how the reader feels, not what the page is about: the page titled by the other words wins.
    expect(index.search('clock steps not working')[0]?.path.split('#')[0]).toBe('/x/a/clock-steps');
    expect(index.search('is there a way to set clock steps')[0]?.path.split('#')[0]).toBe('/x/a/clock-steps');
    // A query of those words only keeps them.
    expect(index.search('clock working')[0]?.path.split('#')[0]).toBe('/x/a/clock');
  });

  it("drops the words of a feature request's framing (`allow …`, `an option to …`, `current behavior`) from a question", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/clock-steps', 'Clock steps', [{ anchor: 'minutes', heading: 'Minutes', text: 'Step the minutes by five.' }]),
        doc('/x/a/clock', 'Clock', [{ anchor: 'options', heading: 'Options', text: 'Allow the steps an option.' }]),
      ]),
    );
    // The request says what the reader wants the feature to do, not which page: the page titled by the other words wins.
    expect(index.search('allow clock steps')[0]?.path.split('#')[0]).toBe('/x/a/clock-steps');
    expect(index.search('an option for clock steps')[0]?.path.split('#')[0]).toBe('/x/a/clock-steps');
  });

  it('puts the guide above the API row for a question that names an API (`LinePlot onItemClick should …`)', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc(
          '/x/api/line-plot',
          'LinePlot API',
          [
            { anchor: 'prop-onItemClick', heading: 'onItemClick', text: 'Callback fired when a line element is clicked, with its dataIndex.', prop: true },
            { anchor: 'prop-slots', heading: 'slots', text: 'Overridable component slots.', prop: true },
          ],
          { kind: 'api', product: 'x-charts' },
        ),
        doc(
          '/x/lines',
          'Lines',
          [
            { anchor: 'click', heading: 'Handle clicks on a LinePlot', text: 'Pass onItemClick: the item it provides gives the series and the dataIndex of the point.' },
            { anchor: 'data', heading: 'Pass the data', text: 'Series and axes.' },
          ],
          { product: 'x-charts' },
        ),
        ...Array.from({ length: 10 }, (_, i) => doc(`/x/o/${i}`, `Other ${i}`, [{ anchor: 'a', heading: 'Misc', text: 'Something else entirely.' }], { product: 'x-charts' })),
      ]),
    );
    // (At half weight, PROSE_API_FACTOR's value until session 10, the API row's title hit won.)
    expect(index.search('LinePlot onItemClick should provide dataIndex property')[0]?.path).toBe('/x/lines#click');
  });

  it('asks about the sibling component a question names (`Rich Tree View`), not the other one', () => {
    const tree = (path: string, title: string, section: SearchSectionInput) => doc(path, title, [section], { product: 'x-tree-view' });
    const index = new SearchIndex(
      buildSearchIndex([
        tree('/x/react-tree-view/simple-tree-view/items', 'Tree View - Items', {
          anchor: 'checkboxes',
          heading: 'Select items with checkboxes',
          text: 'Check and uncheck multiple items with checkboxes in the Simple Tree View.',
        }),
        tree('/x/react-tree-view/rich-tree-view/selection', 'Tree View - Selection', { anchor: 'checkboxes', heading: 'Select with checkboxes', text: 'Check several items of the Rich Tree View.' }),
      ]),
    );
    for (const q of ['checkboxes in rich tree view to check multiple items', 'RichTreeView checkboxes to check items'])
      expect(index.search(q)[0]?.path.split('#')[0], q).toBe('/x/react-tree-view/rich-tree-view/selection');
    // (Naming the other, or both, keeps the order its words give.)
    expect(index.search('simple tree view checkboxes to check items')[0]?.path.split('#')[0]).toBe('/x/react-tree-view/simple-tree-view/items');
  });

  it('reads a camelCase name in a question by its words too (`minutesStep` -> minutes, step)', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/clock-faq', 'Clock', [{ anchor: 'set', heading: 'Set the clock', text: 'Pick a value.' }]),
        doc('/x/a/time-steps', 'Time steps', [{ anchor: 'minutes', heading: 'Minutes', text: 'How far apart the minutes of the clock are.' }]),
      ]),
    );
    // The guide names the prop's words, not the prop (`minutesstep` is no word of it).
    expect(index.search('set minutesStep on the clock')[0]?.path.split('#')[0]).toBe('/x/a/time-steps');
    // (Not a name alone: `minutesStep` is looked up as typed.)
    expect(index.search('minutesStep')).toEqual([]);
  });

  it("weighs a title word two pages share below one only this page's title has (TITLE_RARITY)", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a', 'Walrus', [{ anchor: 'z', heading: 'Zebra', text: 'More.' }]),
        doc('/x/b', 'Zebra', [{ anchor: 'w', heading: 'Other', text: 'A walrus.' }]),
        doc('/x/w', 'Walrus care', []),
      ]),
    );
    // Both pages hold both words; /x/a's title word is shared by another title, /x/b's is its own.
    // (At 0.1, the value until session 10, the heading hit of /x/a made up the difference.)
    expect(index.search('walrus zebra')[0]?.path.split('#')[0]).toBe('/x/b');
  });

  it("counts a question's words as placed on a page whose description says them all", () => {
    const more = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((h) => ({ anchor: h.toLowerCase(), heading: h, text: `About ${h}.` }));
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/persistence', 'Persistence', more, { description: 'Save edited rows to your server before a reload.' }),
        doc('/x/a/data-source', 'Data source', [{ anchor: 'save', heading: 'Save changes', text: 'Rows people edited reach the server.' }, ...more]),
      ]),
    );
    // Persistence has every word only in its description; Data source places "save" in a heading and
    // mentions the rest in its text. The page's own summary of the question is the answer.
    expect(index.search('save edited rows to the server')[0]?.path.split('#')[0]).toBe('/x/a/persistence');
  });

  it('does not treat a common known word as a typo of another', () => {
    expect(paths('date')).toEqual(['/x/date']);
  });

  it('boosts the given product, or keeps only it', () => {
    expect(paths('localization', 'x-charts')[0]).toBe('/x/charts-l10n');
    expect(paths('localization', 'x-data-grid')[0]).toBe('/x/grid-l10n');
    expect(paths('localization', 'x-charts', true)).toEqual(['/x/charts-l10n']);
  });

  it('puts pages that match every word first', () => {
    expect(paths('quick filter')[0]).toBe('/x/filter');
    expect(fixture.search('quick filter')[0]!.path).toBe('/x/filter#quick');
  });

  it('never returns a page twice and at most MAX_RESULTS results', () => {
    const found = paths('filter server quick');
    expect(new Set(found).size).toBe(found.length);
    expect(paths('walrus')).toHaveLength(MAX_RESULTS);
  });

  it('makes a snippet around the match', () => {
    expect(fixture.search('stripes')[0]!.snippet).toContain('stripes');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['punctuation', '!!!'],
    ['10 000 characters', 'x'.repeat(10_000)],
    ['control characters', '\u0000\uffff'],
    ['not a string', 42 as unknown as string],
  ])('survives a query that is %s', (_, q) => {
    expect(() => fixture.search(q)).not.toThrow();
  });

  it('rejects data that is not an index', () => {
    // @ts-expect-error -- an index of another format, as a stale or foreign file could hold
    expect(() => new SearchIndex({ v: 1 })).toThrow(/unknown format/);
  });

  it('ranks a page first when the query is one of its titles (an alias: nav title or slug)', () => {
    // Both titles hold "localization"; only the second page is about it.
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/date-format', 'Date format and localization', [], { product: 'x-date-pickers' }),
        doc('/x/a/localization', 'Translated components', [], { product: 'x-date-pickers', aliases: ['localization'] }),
        doc('/x/api/localization-provider', 'LocalizationProvider API', [], { product: 'x-date-pickers', kind: 'api', aliases: ['LocalizationProvider'] }),
      ]),
    );
    expect(index.search('localization').map((r) => r.path)).toEqual(['/x/a/localization', '/x/a/date-format', '/x/api/localization-provider']);
    expect(index.search('LocalizationProvider')[0]!.path).toBe('/x/api/localization-provider');
  });

  it("finds a short verb's doubled-consonant forms (`dragging` -> drag, `pin` -> pinning)", () => {
    expect(inflections('dragging')).toContain('drag');
    expect(inflections('pin')).toEqual(expect.arrayContaining(['pinned', 'pinning']));
    expect(inflections('filter')).not.toContain('filterring');
    expect(derivations('install')).toEqual(['installation', 'installize', 'installization']);
    const index = new SearchIndex(buildSearchIndex([doc('/x/a/ordering', 'Drag column', []), doc('/x/a/pinning', 'Row pinning', [])]));
    expect(index.search('dragging')[0]?.path).toBe('/x/a/ordering');
    expect(index.search('pin rows')[0]?.path).toBe('/x/a/pinning');
  });

  it('ranks a title that holds every query word above a heading that does on a page titled with some', () => {
    // "Column pinning" has a heading with both words; "Row pinning" is the page about them.
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/column-pinning', 'Column pinning', [{ anchor: 'rows', heading: 'Pinning and row height', text: 'Pinned columns and tall rows.' }]),
        doc('/x/a/row-pinning', 'Data Grid - Row pinning', [{ anchor: 'pin', heading: 'Pin rows', text: 'Pin rows at the top.' }]),
        // Many titles share "row": it weighs less in each.
        ...Array.from({ length: 30 }, (_, i) => doc(`/x/b/${i}`, `Row thing ${i}`, [])),
      ]),
    );
    expect(index.search('row pinning')[0]?.path).toBe('/x/a/row-pinning');
  });

  it('counts a doubled-letter slip (`editting`) or two swapped letters (`editign`) more than another typo', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/cells', 'Cells', [{ anchor: 'edit', heading: 'Render', text: 'Cells while editing.' }]),
        doc('/x/a/editing', 'Editing', [{ anchor: 'cells', heading: 'Edit', text: 'Edit the cells.' }]),
        // Many titles share "cells": it weighs less in each.
        ...Array.from({ length: 30 }, (_, i) => doc(`/x/b/${i}`, `Cells ${i}`, [])),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('editting cells')).toBe('/x/a/editing');
    expect(first('editign cells')).toBe('/x/a/editing');
    expect(first('editimg cells')).toBe('/x/a/cells');
  });

  it("reads a slip as its correction in a heading's phrase (`gruoping rows fast`: Grouping rows fast)", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/aaa', 'Tables', [{ anchor: 'h', heading: 'Rows fast with grouping', text: 'Tables.' }]),
        doc('/x/a/bbb', 'Tables', [{ anchor: 'h', heading: 'Grouping rows fast', text: 'Tables.' }]),
        ...Array.from({ length: 30 }, (_, i) => doc(`/x/b/${i}`, `Rows thing ${i}`, [])),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('grouping rows fast')).toBe('/x/a/bbb');
    expect(first('gruoping rows fast')).toBe('/x/a/bbb');
    expect(first('groupng rows fast')).toBe('/x/a/bbb');
  });

  it('reads a slip in a word of the grammar (`not woring`) as that word, not as a topic', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/time-steps', 'Time steps', [{ anchor: 'minutes', heading: 'Minute steps', text: 'Steps of the time picker.' }]),
        doc('/x/a/working-days', 'Working days', [{ anchor: 'time', heading: 'Time steps of working days', text: 'Working time.' }]),
        ...Array.from({ length: 30 }, (_, i) => doc(`/x/b/${i}`, `Time thing ${i}`, [])),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('time steps not working')).toBe('/x/a/time-steps');
    expect(first('time steps not woring')).toBe('/x/a/time-steps');
    // (A word the dictionary knows is meant as typed.)
    expect(first('time steps working days')).toBe('/x/a/working-days');
  });

  it('reads two words run together (`wraptext`) as those words, not a name the dictionary has or one being typed', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/wrap', 'Text in cells', [{ anchor: 'wrapping', heading: 'Wrapping', text: 'Long lines wrap.' }]),
        doc('/x/a/panel', 'Panels', [{ anchor: 'filterpanel', heading: 'filterPanel', text: 'The filter panel slot.' }]),
        ...Array.from({ length: 12 }, (_, i) => doc(`/x/b/${i}`, `Other ${i}`, [{ anchor: 'a', heading: 'Part', text: 'Wrap the text of a filter in a panel at times.' }])),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('wraptext')).toBe('/x/a/wrap');
    expect(first('how to wraptext in cells')).toBe('/x/a/wrap');
    // (A word the dictionary has is meant as typed; so is a word the last one starts, being typed.)
    expect(first('filterpanel')).toBe('/x/a/panel');
    expect(first('filterpan')).toBe('/x/a/panel');
    // (No function word is a half: `sometimes` is no `some times`.)
    expect(index.search('sometimes')).toEqual([]);
  });

  it('reads a word the reader went on from, one letter short of a known word (`toolba`), as that word', () => {
    const index = firstStage(
      new SearchIndex(
        buildSearchIndex([
          doc('/x/a/toolbar', 'Toolbar', [{ anchor: 'a', heading: 'Parts', text: 'Replace its parts.' }]),
          doc('/x/a/replace', 'Replace', [{ anchor: 'a', heading: 'Parts', text: 'Parts of the toolbar.' }]),
          doc('/x/a/export', 'Export', [{ anchor: 'a', heading: 'toolbarExport', text: 'The export button.' }]),
        ]),
      ),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    // (As surely as a doubled letter, `replacce`, is replace.)
    expect(first('toolba replacce')).toBe('/x/a/toolbar');
    // (The last word may be being typed: its completions are only that.)
    expect(first('replacce toolba')).toBe('/x/a/replace');
  });

  it('reads a function word run into a word (`beingdragged`) as that word, and two words run together whose other form is a rare name', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/order', 'Ordering', [{ anchor: 'drag', heading: 'Items dragged', text: 'Items can be moved.' }]),
        doc('/x/a/items', 'Items', [{ anchor: 'stop', heading: 'Stop items', text: 'Stop them.' }]),
        doc('/x/a/buttons', 'Buttons', [{ anchor: 'action', heading: 'Button of an action', text: 'A button for an action.' }]),
        doc('/x/a/toolbar', 'Toolbar', [{ anchor: 'layout', heading: 'Layout', text: 'Where it goes.' }]),
        doc('/x/api/menu', 'Menu API', [{ anchor: 'prop-actionButtons', heading: 'actionButtons', text: 'The menu buttons.', prop: true }], { kind: 'api' }),
        ...Array.from({ length: 12 }, (_, i) => doc(`/x/b/${i}`, `Other ${i}`, [{ anchor: 'a', heading: 'Part', text: 'Items dragged by an action on a button.' }])),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('items beingdragged')).toBe('/x/a/order');
    // (`actionbuttons` is a rare name; `actionbutton` is none: the two words the docs say.)
    expect(first('actionbutton')).toBe('/x/a/buttons');
  });

  it("reads an API member's name typed as three words within a query (`switch view button slot`) as that name too", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/api/picker', 'DatePicker API', [{ anchor: 'slot-switchViewButton', heading: 'switchViewButton', text: 'The button that switches the view. A slot.', prop: true }], { kind: 'api' }),
        doc('/x/a/slots', 'Custom components', [{ anchor: 'button', heading: 'Buttons', text: 'Switch the view with a button of your own in a slot.' }]),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('switch view button slot')).toBe('/x/api/picker');
    // (Words not side by side in the query name nothing.)
    expect(first('switch the view with a button slot')).toBe('/x/a/slots');
  });

  it("reads an API's name typed as words (`tick label interval`) as that name, not a guide's title or heading", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/api/axis', 'AxisConfig API', [{ anchor: 'prop-tickLabelInterval', heading: 'tickLabelInterval', text: 'Which tick labels to show.', prop: true }], { kind: 'api' }),
        doc('/x/api/funnel', 'FunnelChartPro API', [{ anchor: 'prop-gap', heading: 'gap', text: 'The gap.', prop: true }], { kind: 'api' }),
        doc('/x/a/funnel', 'Charts - Funnel [pro]', [{ anchor: 'usage', heading: 'Usage', text: 'A funnel chart.' }]),
        doc('/x/a/axis', 'Axis', [{ anchor: 'config', heading: 'Config', text: 'Set it up.' }]),
        doc('/x/api/bar', 'BarChart API', [{ anchor: 'prop-barLabel', heading: 'barLabel', text: 'The label.', prop: true }], { kind: 'api' }),
        doc('/x/a/bars', 'Bars', [{ anchor: 'labels', heading: 'Bar labels', text: 'Values on bars.' }]),
        doc('/x/a/ticks', 'Ticks', [
          { anchor: 'labels', heading: 'Tick labels', text: 'Each tick has a label at an interval.' },
          { anchor: 'interval', heading: 'Label interval', text: 'The tick label interval.' },
        ]),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('tickLabelInterval')).toBe('/x/api/axis');
    expect(first('tick label interval')).toBe('/x/api/axis');
    // (Not with a function word between, a question; nor a name a guide's titles say, `funnel chart pro`.)
    expect(first('tick label at an interval')).toBe('/x/a/ticks');
    expect(first('funnel chart pro')).toBe('/x/a/funnel');
    expect(first('FunnelChartPro')).toBe('/x/api/funnel');
    // (Two words for an API page's title, `axis config`; not for a member's, which is as often its feature's name.)
    expect(first('axis config')).toBe('/x/api/axis');
    expect(first('bar label')).toBe('/x/a/bars');
  });

  it('reads an API name typed as plain words (`value formatter`, `simple tree view`) as typed in its own case, unless they name a guide', () => {
    const index = firstStage(
      new SearchIndex(
        buildSearchIndex([
          doc('/x/api/col-def', 'GridColDef API', [{ anchor: 'prop-valueFormatter', heading: 'valueFormatter', text: 'Formats the value of a cell.', prop: true }], { kind: 'api' }),
          doc('/x/a/cells', 'Cells', [
            { anchor: 'format', heading: 'Format the value with valueFormatter', text: 'A value formatter formats the value: the formatter gets the value.' },
            { anchor: 'value', heading: 'Value', text: 'The value of a cell, formatted by a formatter.' },
          ]),
          doc('/x/api/simple-tree-view', 'SimpleTreeView API', [{ anchor: 'prop-items', heading: 'items', text: 'The items.', prop: true }], { kind: 'api', product: 'x-tree-view' }),
          ...['Items', 'Selection', 'Expansion'].map((t) =>
            doc(`/x/a/simple-tree-view/${t.toLowerCase()}`, `Simple Tree View - ${t}`, [{ anchor: 'usage', heading: 'Usage', text: 'A simple tree view.' }], { product: 'x-tree-view', aliases: [t] }),
          ),
          doc('/x/api/grid', 'DataGrid API', [{ anchor: 'prop-cellSelection', heading: 'cellSelection', text: 'Lets cells be selected.', prop: true }], { kind: 'api' }),
          doc('/x/a/cell-selection', 'Cell selection', [{ anchor: 'usage', heading: 'Usage', text: 'Select cells.' }]),
          doc('/x/api/tree', 'RichTreeView API', [{ anchor: 'prop-checkboxSelection', heading: 'checkboxSelection', text: 'Lets items be selected.', prop: true }], {
            kind: 'api',
            product: 'x-tree-view',
          }),
          doc('/x/a/tree-selection', 'Tree View - Selection', [{ anchor: 'checkbox', heading: 'Select with a checkbox', text: 'Select items.' }], { product: 'x-tree-view', aliases: ['Selection'] }),
        ]),
      ),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('valueFormatter')).toBe('/x/api/col-def');
    expect(first('value formatter')).toBe('/x/api/col-def');
    expect(first('SimpleTreeView')).toBe('/x/api/simple-tree-view');
    expect(first('simple tree view')).toBe('/x/api/simple-tree-view');
    // (A guide titled by the words is their feature: `cell selection`, not the cellSelection prop.)
    expect(first('cell selection')).toBe('/x/a/cell-selection');
    // (Nor words a guide's section says as its topic: `checkbox selection`, Selection and its Select with a checkbox.)
    expect(index.search('checkbox selection', { product: 'x-tree-view' })[0]?.path.split('#')[0]).toBe('/x/a/tree-selection');
  });

  it('reads a British spelling (`customising`, `centred`) as the American word the docs use, when they have it', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/custom', 'Customizing the toolbar', [{ anchor: 'center', heading: 'Centered buttons', text: 'Buttons in the middle.' }]),
        doc('/x/a/fill', 'Fill the area', [{ anchor: 'below', heading: 'Below the line', text: 'The area below a line.' }]),
      ]),
    );
    const paths = (q: string) => index.search(q).map((r) => r.path);
    const american = paths('customizing the toolbar');
    expect(paths('customising the toolbar')).toEqual(american);
    expect(index.lastWords).toContain('customizing');
    expect(index.lastWords).not.toContain('customising');
    paths('centred buttons');
    expect(index.lastWords).toEqual(expect.arrayContaining(['centered', 'buttons']));
    expect(index.lastWords).not.toContain('centred');
  });

  it("finds a feature by a reader's word for it (`freeze` -> Pinning), below the word itself", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/row-pinning', 'Row pinning', [{ anchor: 'top', heading: 'Pin at the top', text: 'Rows stay.' }]),
        doc('/x/a/freeze', 'Freeze panes', []),
        doc('/x/a/other', 'Row height', []),
      ]),
    );
    expect(index.search('freeze').map((r) => r.path)).toEqual(['/x/a/freeze', '/x/a/row-pinning']);
    expect(index.search('freeze rows')[0]?.path).toBe('/x/a/row-pinning');
    expect(SYNONYMS.get('translate')).toContain('localization');
    expect(SYNONYMS.get('french')).toContain('localization');
    expect(SYNONYMS.get('multiple')).toContain('multi');
  });

  it('finds Localization by the name of any language the packages ship texts in, not only a few', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/localization', 'Localization', [{ anchor: 'rtl', heading: 'Right-to-left layouts', text: 'Set the direction of the theme.' }]),
        doc('/x/a/columns', 'Column ordering', [{ anchor: 'order', heading: 'Start columns from the right', text: 'Columns start where you put them.' }]),
      ]),
    );
    expect(index.search('hebrew grid, columns should start from the right')[0]?.path.split('#')[0]).toBe('/x/a/localization');
    for (const word of LANGUAGE_WORDS) expect(SYNONYMS.get(word), word).toContain('localization');
  });

  it('reads `react` before a product or component name as the site word it is, not as a topic', () => {
    const grid = { product: 'x-data-grid' as const };
    const pickers = { product: 'x-date-pickers' as const };
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/react-data-grid', 'React Data Grid', [{ anchor: 'plans', heading: 'Choose a plan', text: 'Pivot tables come with Premium.' }], grid),
        doc('/x/react-data-grid/pivoting', 'Data Grid - Pivoting', [{ anchor: 'model', heading: 'The pivot model', text: 'Turn rows into a pivot table.' }], grid),
        doc('/x/react-date-pickers/date-picker', 'React Date Picker', [{ anchor: 'rules', heading: 'Validate dates', text: 'Reject some dates.' }], pickers),
        doc('/x/react-date-pickers/validation', 'Date and Time Pickers - Validation', [{ anchor: 'past', heading: 'Past and future dates', text: 'Reject dates.' }], pickers),
      ]),
    );
    expect(index.search('pivot table with the react data grid')[0]?.path.split('#')[0]).toBe('/x/react-data-grid/pivoting');
    expect(index.search('react date picker validation')[0]?.path.split('#')[0]).toBe('/x/react-date-pickers/validation');
  });

  it('finds pagination by `page` and `paging`, the words readers use for it (rows per page)', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/pagination', 'Pagination', [{ anchor: 'sizes', heading: 'Choose the sizes', text: 'The dropdown in the footer sets how many rows show at once.' }]),
        doc('/x/a/row-selection', 'Row selection', [{ anchor: 'rows', heading: 'Select rows', text: 'Rows are picked from a dropdown.' }]),
      ]),
    );
    expect(index.search('rows per page dropdown')[0]?.path.split('#')[0]).toBe('/x/a/pagination');
    expect(SYNONYMS.get('paging')).toContain('pagination');
  });

  it('ranks the feature guide above a collection of demos for a question that does not ask for a demo', () => {
    const charts = { product: 'x-charts' as const };
    const data = buildSearchIndex([
      doc('/x/react-charts/tooltip', 'Charts - Tooltip', [{ anchor: 'content', heading: 'Replace the content', text: 'Pass a custom component to any chart, a line chart too.' }], charts),
      doc(
        '/x/react-charts/line-demo',
        'Charts - Line demos',
        [
          { anchor: 'tiny', heading: 'Tiny line chart', text: 'A small line chart.' },
          { anchor: 'custom', heading: 'Custom tooltip', text: 'A line chart whose tooltip is custom.' },
        ],
        charts,
      ),
      ...Array.from({ length: 20 }, (_, i) => doc(`/x/react-charts/p${i}`, `Charts - Page ${i}`, [{ anchor: 'a', heading: 'A chart', text: 'A chart.' }], charts)),
    ]);
    const first = (q: string, ranking = {}) => firstStage(new SearchIndex(data, ranking)).search(q)[0]?.path.split('#')[0];
    expect(first('Custom tooltip for line chart')).toBe('/x/react-charts/tooltip');
    // (At full weight the demo page wins: the test reaches the rule.)
    expect(first('Custom tooltip for line chart', { collection: 1 })).toBe('/x/react-charts/line-demo');
    // A query that asks for a demo gets it.
    expect(first('line chart demo with a custom tooltip')).toBe('/x/react-charts/line-demo');
  });

  it("puts the one guide whose whole title a question says above a neighbour's section that says more of it", () => {
    const fill = 'Rows that do not match are hidden; the model lists the items.';
    const data = buildSearchIndex([
      doc('/x/a/filtering', 'Filtering', [{ anchor: 'model', heading: 'Set the filter model', text: `Pass filterModel to change or remove it. ${fill}` }]),
      doc('/x/a/quick-filter', 'Quick filter', [{ anchor: 'remove', heading: 'Remove the input', text: `Remove the search input. ${fill}` }]),
      doc('/x/a/sorting', 'Sorting', [{ anchor: 'model', heading: 'Set the sort model', text: fill }]),
    ]);
    const question = 'How can I simply remove the filter?';
    expect(firstStage(new SearchIndex(data)).search(question)[0]?.path.split('#')[0]).toBe('/x/a/filtering');
    // (Without the bonus, the neighbour's heading wins: the test reaches the rule.)
    expect(
      firstStage(new SearchIndex(data, { titleSaid: 0 }))
        .search(question)[0]
        ?.path.split('#')[0],
    ).toBe('/x/a/quick-filter');
    // Two guides said in full name no single topic: no bonus, the heading decides.
    expect(firstStage(new SearchIndex(data)).search('remove the filter or the sorting')[0]?.path.split('#')[0]).not.toBe('/x/a/filtering');
  });

  it('keeps the rare words of a question longer than ten words, not its first ten (its object comes last)', () => {
    const fill = 'You can request an easier way to customize the text and icon used by default, if you like.';
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/overlays', 'Overlays', [{ anchor: 'loading', heading: 'Loading', text: fill }]),
        doc('/x/a/filter-panel', 'Filter panel', [{ anchor: 'custom', heading: 'Customize the default text and icon', text: fill }]),
        doc('/x/a/custom-field', 'Custom field', [{ anchor: 'default', heading: 'Customize the default field', text: fill }]),
      ]),
    );
    const question = "I'd like to request an easier way to customize the text and icon used in the default grid overlays";
    expect(queryTokens(question, 30).length).toBeGreaterThan(10);
    expect(index.search(question)[0]?.path.split('#')[0]).toBe('/x/a/overlays');
    expect(index.lastWords).toContain('overlays');
    expect(index.lastWords).not.toContain('way');
  });

  it("reads a name a pasted error quotes as that name, not as a reader's word for a feature (`hidden` is no `visibility`)", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/column-visibility', 'Column visibility', [{ anchor: 'panel', heading: 'The columns panel', text: 'Show or hide columns.' }]),
        doc('/x/a/legend', 'Legend', [{ anchor: 'toggle', heading: 'Toggle series', text: 'Click a legend item to show or hide its series.' }]),
      ]),
    );
    const error = "TS2353: Object literal may only specify known properties, and `hidden` does not exist in type 'ChartsLegendProps'";
    expect(index.search(error)[0]?.path.split('#')[0]).toBe('/x/a/legend');
    // (Typed as a reader's word, it still finds the feature.)
    expect(index.search('hidden columns')[0]?.path.split('#')[0]).toBe('/x/a/column-visibility');
  });

  it('finds selection by `uncheck`, the other half of checking a checkbox', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/lazy-loading', 'Lazy loading', [{ anchor: 'children', heading: 'Load the children', text: 'Fetch the children of an item.' }]),
        doc('/x/a/selection', 'Selection', [{ anchor: 'multi', heading: 'Select several items', text: 'Pick items.' }]),
      ]),
    );
    expect(index.search('a tree where I can uncheck children')[0]?.path.split('#')[0]).toBe('/x/a/selection');
    expect(SYNONYMS.get('unchecked')).toContain('selection');
  });

  it("finds the grid's column features by other grids' names for them (column chooser, column sizing)", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/column-menu', 'Column menu', [{ anchor: 'items', heading: 'Menu items', text: 'Sort and filter.' }]),
        doc('/x/a/column-visibility', 'Column visibility', [{ anchor: 'panel', heading: 'The columns panel', text: 'Show or hide columns.' }]),
        doc('/x/a/column-dimensions', 'Column dimensions', [{ anchor: 'resize', heading: 'Let people resize', text: 'Drag the edge.' }]),
      ]),
    );
    expect(index.search('open the column chooser')[0]?.path.split('#')[0]).toBe('/x/a/column-visibility');
    expect(index.search('reset column sizing')[0]?.path.split('#')[0]).toBe('/x/a/column-dimensions');
  });

  it("completes a typo'd last word that keeps its first letter or swaps its first two", () => {
    const index = new SearchIndex(buildSearchIndex([doc('/x/a/model', 'ColumnVisibilityModel', []), doc('/x/a/other', 'Other', [])]));
    expect(index.search('colunmvis')[0]?.path).toBe('/x/a/model');
    expect(index.search('oclumnvis')[0]?.path).toBe('/x/a/model');
  });

  it('ranks guides above API rows for a question in plain words, not for one that names an API', () => {
    // The member's description holds every word of the question; the guide holds them in its title and text.
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/bars', 'Bars', [{ anchor: 'labels', heading: 'Labels', text: 'Display the values of the series.' }]),
        doc('/x/api/bar-chart', 'BarChart API', [{ anchor: 'prop-barLabel', heading: 'barLabel', text: 'Display values on top of bars.', prop: true }], { kind: 'api' }),
      ]),
    );
    expect(index.search('display values on top of bars')[0]?.path).toBe('/x/a/bars#labels');
    expect(index.search('barLabel values on top of bars')[0]?.path).toBe('/x/api/bar-chart#prop-barLabel');
  });

  it('ranks the guide that explains a pasted error above the API row of the option it names', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/export', 'Export', [{ anchor: 'worker', heading: 'Build the file in a web worker', text: 'When a web worker is used, the exceljsPostProcess option is not supported.' }]),
        doc(
          '/x/api/excel-options',
          'GridExcelExportOptions API',
          [{ anchor: 'prop-exceljsPostProcess', heading: 'exceljsPostProcess', text: 'Changes the workbook. Not supported when a web worker is used.', prop: true }],
          {
            kind: 'api',
          },
        ),
      ]),
    );
    expect(index.search('MUI X: The exceljsPostProcess option is not supported when a web worker is used.')[0]?.path).toBe('/x/a/export#worker');
  });

  it('ranks the guide above an API page whose name holds the words of a query in plain words', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/export', 'Data Grid - Export', [{ anchor: 'print', heading: 'Print export', text: 'Print the rows.' }]),
        doc('/x/api/grid-print-export-options', 'GridPrintExportOptions API', [{ anchor: 'prop-fields', heading: 'fields', text: 'Fields to print.', prop: true }], { kind: 'api' }),
      ]),
    );
    expect(index.search('print the grid')[0]?.path).toBe('/x/a/export#print');
    expect(index.search('GridPrintExportOptions')[0]?.path).toBe('/x/api/grid-print-export-options');
  });

  it("gives no whole-title bonus to an API page whose name's parts hold the plain words of a query", () => {
    // The charts' Export guide has no "print" heading: the words are in its text only; "chart" is in
    // every Charts title.
    const index = new SearchIndex(
      buildSearchIndex([
        ...Array.from({ length: 30 }, (_, i) => doc(`/x/react-charts/page-${i}`, `Charts - Page ${i}`, [], { product: 'x-charts' })),
        doc('/x/react-charts/export', 'Charts - Export', [{ anchor: 'menu', heading: 'Turn on the export menu', text: 'Print the chart or save it as an image.' }], { product: 'x-charts' }),
        doc('/x/api/charts/chart-print-export-options', 'ChartPrintExportOptions API', [{ anchor: 'prop-fileName', heading: 'fileName', text: 'The title of the printout.', prop: true }], {
          kind: 'api',
          product: 'x-charts',
          aliases: ['ChartPrintExportOptions'],
        }),
      ]),
    );
    expect(index.search('print a chart')[0]?.path.split('#')[0]).toBe('/x/react-charts/export');
    expect(index.search('ChartPrintExportOptions')[0]?.path).toBe('/x/api/charts/chart-print-export-options');
  });

  it('ranks a page whose title the query says as a phrase above one whose title holds the same words', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/date-time-picker', 'Date Time Picker', [{ anchor: 'views', heading: 'Views', text: 'Hours, minutes and seconds; seconds too.' }], { product: 'x-date-pickers' }),
        doc('/x/a/time-picker', 'Time Picker', [{ anchor: 'views', heading: 'Views', text: 'Hours, minutes and seconds.' }], { product: 'x-date-pickers' }),
      ]),
    );
    expect(index.search('time picker with seconds')[0]?.path.split('#')[0]).toBe('/x/a/time-picker');
    expect(index.search('picker time seconds')[0]?.path.split('#')[0]).toBe('/x/a/date-time-picker');
  });

  it('ranks the API row of a name typed in its case above a guide heading whose words join into it', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/column-header', 'Column header', [{ anchor: 'style', heading: 'The MuiDataGrid classes', text: 'Style the column header with its MuiDataGrid-columnHeader class.' }]),
        doc('/x/api/data-grid', 'DataGrid API', [{ anchor: 'css-columnHeader', heading: 'MuiDataGrid-columnHeader', text: 'Styles the column header.', prop: true }], { kind: 'api' }),
      ]),
    );
    expect(index.search('MuiDataGrid-columnHeader')[0]?.path).toBe('/x/api/data-grid#css-columnHeader');
    expect(index.search('column header')[0]?.path.split('#')[0]).toBe('/x/a/column-header');
  });

  it("ranks a feature's page above the product's start page that lists it, for a question", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/react-tree-view', 'Tree View', [{ anchor: 'features', heading: 'Features', text: 'Select multiple items, expand them, edit their labels.' }], { product: 'x-tree-view' }),
        doc('/x/react-tree-view/selection', 'Tree View - Selection', [{ anchor: 'multi', heading: 'Select several items', text: 'Click the items.' }], { product: 'x-tree-view' }),
      ]),
    );
    expect(index.search('select multiple items in the tree view')[0]?.path.split('#')[0]).toBe('/x/react-tree-view/selection');
    expect(index.search('tree view')[0]?.path).toBe('/x/react-tree-view');
  });

  it('finds the action noun of an inflected verb (`expanded` -> Expansion) in titles', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/expansion', 'Expansion', [{ anchor: 'open', heading: 'Open', text: 'Open items.' }]),
        doc('/x/a/items', 'Items', [{ anchor: 'state', heading: 'State', text: 'Items can be expanded.' }]),
      ]),
    );
    expect(index.search('expanded')[0]?.path.split('#')[0]).toBe('/x/a/expansion');
  });

  it('looks up the derived forms of a word only where a dictionary word begins as they do: a pasted message, fewer lookups, the same titles', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/layout', 'Layout', [{ anchor: 'height', heading: 'Parent height', text: 'The parent element of the grid needs a height.' }]),
        doc('/x/a/resizing', 'Column resizing', [{ anchor: 'resize', heading: 'Resize', text: 'Resize the columns of the data grid.' }]),
        doc('/x/a/containers', 'Containerization', [{ anchor: 'dom', heading: 'DOM', text: 'An empty container.' }]),
      ]),
    );
    const lookups = vi.spyOn(SearchIndex.prototype as unknown as { find(q: string): number }, 'find');
    const message = 'MUI X: useResizeContainer - The parent DOM element of the Data Grid has an empty height.';
    const results = index.search(message).map((r) => r.path.split('#')[0]);
    // Each of the message's ten words has 20-30 other forms (`parentizations`, `heightingation`): most are no word, and
    // all the forms of one derivation share their start, which one lookup finds missing (279 lookups before, 119 after
    // on the real index; 306 here before).
    expect(lookups.mock.calls.length).toBeLessThan(150);
    lookups.mockRestore();
    // A derived form the dictionary has is still found in titles (`container` -> Containerization).
    expect(results).toEqual(expect.arrayContaining(['/x/a/layout', '/x/a/resizing', '/x/a/containers']));
    expect(index.search('container')[0]?.path.split('#')[0]).toBe('/x/a/containers');
  });

  it('reads the product a library message names in its prose (`of the Data Grid`) as its product, not as two of its words', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/react-data-grid/layout', 'Data Grid - Layout', [{ anchor: 'height', heading: 'Parent height', text: 'The parent element needs an intrinsic height.' }]),
        doc('/x/react-data-grid/rows', 'Data Grid - Rows', [{ anchor: 'data', heading: 'Row data', text: 'The grid reads the data of each row.' }]),
        doc('/x/react-charts/layout', 'Charts - Layout', [{ anchor: 'height', heading: 'Height', text: 'The parent element of a chart has a height.' }], { product: 'x-charts' }),
      ]),
    );
    const results = index.search('MUI X: useResizeContainer - The parent DOM element of the Data Grid has an empty height.');
    expect(results[0]?.path.split('#')[0]).toBe('/x/react-data-grid/layout');
    // (Its words, which the dialog marks in the results: the message's own, not the product's name in every grid title.)
    expect(index.lastWords).toEqual(expect.arrayContaining(['parent', 'element', 'height']));
    expect(index.lastWords).not.toContain('data');
    expect(index.lastWords).not.toContain('grid');
    // A compiler's message is no library message: the parts of a name it quotes (`DataGridProProps`) stay its words.
    index.search("Property 'rowData' does not exist on type 'IntrinsicAttributes & DataGridProProps'");
    expect(index.lastWords).toEqual(expect.arrayContaining(['data', 'grid']));
  });

  it('reads no slips in a message of the libraries: it is copied, not typed', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/react-charts/legend', 'Charts - Legend', [{ anchor: 'position', heading: 'Position', text: 'Place the legend.' }], { product: 'x-charts' }),
        doc('/x/react-charts/axis', 'Charts - Axis', [{ anchor: 'position', heading: 'Axis position', text: 'Place the axis.' }], { product: 'x-charts' }),
      ]),
    );
    // Typed, `lenged` is two slips from legend.
    expect(index.search('lenged position')[0]?.path.split('#')[0]).toBe('/x/react-charts/legend');
    expect(index.lastWords).toContain('legend');
    // In a library's message it is a name of the reader's code (`useResizeContainer`), not a slip: no word one or two
    // edits away.
    index.search('MUI X Charts: The lenged position of the axis is invalid.');
    expect(index.lastWords).not.toContain('legend');
    expect(index.search('legnd position')[0]?.path.split('#')[0]).toBe('/x/react-charts/legend');
    index.search('MUI X Charts: The legnd position of the axis is invalid.');
    expect(index.lastWords).not.toContain('legend');
  });

  it('reads no completions of a word the dictionary has in a message of the libraries: it is copied whole', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/properties', 'Properties', [{ anchor: 'list', heading: 'List', text: 'Some text about things.' }]),
        doc('/x/a/other', 'Other', [{ anchor: 'usage', heading: 'Usage', text: 'The prop is passed to the component.' }]),
      ]),
    );
    const paths = (q: string) => index.search(q).map((r) => r.path.split('#')[0]);
    // Typed, `prop` may be the start of a longer word: a title that begins with it is found (after the word's own).
    expect(paths('prop')).toContain('/x/a/properties');
    // Pasted from the console, it is the word: the page titled by another word that begins with it is not found by it.
    expect(paths('MUI X: The prop must be passed to the component.')).not.toContain('/x/a/properties');
    expect(paths('MUI X: The prop must be passed to the component.')[0]).toBe('/x/a/other');
  });

  it('finds the feature of an -able adjective (`editable` -> Editing) in titles', () => {
    expect(derivations('editable')).toContain('edit');
    expect(derivations('resizable')).toContain('resize');
    const index = firstStage(
      new SearchIndex(
        buildSearchIndex([
          doc('/x/a/cells', 'Cells', [{ anchor: 'render', heading: 'Render a cell', text: 'A cell is editable when its column is.' }]),
          doc('/x/a/editing', 'Editing', [{ anchor: 'start', heading: 'Start', text: 'Double-click a cell.' }]),
          // Many titles share "cell": it weighs less in each.
          ...Array.from({ length: 30 }, (_, i) => doc(`/x/b/${i}`, `Cell thing ${i}`, [])),
        ]),
      ),
    );
    expect(index.search('the cell is not editable')[0]?.path.split('#')[0]).toBe('/x/a/editing');
  });

  it('finds the -ize feature of an adjective (`custom` -> Filter customization) in titles', () => {
    expect(derivations('custom')).toEqual(expect.arrayContaining(['customize', 'customization']));
    expect(derivations('virtual')).toContain('virtualization');
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/filtering/customization', 'Filter customization', [
          { anchor: 'create', heading: 'Create an operator', text: 'Write your own operator for a column.' },
          { anchor: 'panel', heading: 'Customize the filter panel', text: 'Change the panel.' },
        ]),
        doc('/x/a/filtering/header-filters', 'Header filters', [
          { anchor: 'simple', heading: 'Simplify the header filters', text: 'Fewer inputs.' },
          { anchor: 'custom', heading: 'Use custom operators in header filters', text: 'Each filter shows its operator.' },
        ]),
      ]),
    );
    expect(index.search('add a custom filter operator')[0]?.path.split('#')[0]).toBe('/x/a/filtering/customization');
  });

  it('keeps migration guides out of the way unless the query is about versions', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/style', 'Styling', [
          { anchor: 'headers', heading: 'Style the column headers', text: 'Give the headers a background color with a class.' },
          { anchor: 'rows', heading: 'Style rows', text: 'Rows take a class too.' },
          { anchor: 'cells', heading: 'Style cells', text: 'Cells take a class too.' },
          { anchor: 'theme', heading: 'Theme overrides', text: 'Override the theme.' },
          { anchor: 'dark', heading: 'Dark mode', text: 'Colors follow the mode.' },
        ]),
        doc('/x/migration/migration-a-v7', 'Migration from v7 to v8', [
          { anchor: 'header', heading: 'Header changes', text: 'To change the column header background color, use the new class.' },
          { anchor: 'props', heading: 'Renamed props', text: 'Some props were renamed.' },
          { anchor: 'slots', heading: 'Slots', text: 'Some slots were removed.' },
          { anchor: 'events', heading: 'Events', text: 'Some events were renamed.' },
          { anchor: 'types', heading: 'Types', text: 'Some types were removed.' },
        ]),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('change column header background color')).toBe('/x/a/style');
    expect(first('change column header background color after upgrade')).toBe('/x/migration/migration-a-v7');
    expect(first('column header color v8')).toBe('/x/migration/migration-a-v7');
  });

  it('reads a pasted error about an `unstable_` name as about the name, which only the guide of its rename says whole', () => {
    // An old guide lists the props type the compiler quotes and says `unstable_` of other props; the current one
    // says the name. Read as its two words, the old guide outranked the guide that renames it.
    const index = firstStage(
      new SearchIndex(
        buildSearchIndex([
          doc('/x/migration/migration-a-v6', 'Migration from v6 to v7', [
            { anchor: 'props', heading: 'Props', text: '`unstable_headerFilters` is `headerFilters`. `DataGridProProps` lost the `unstable_` props.' },
            { anchor: 'types', heading: 'Types', text: 'The `DataGridProProps` type changed.' },
          ]),
          doc('/x/migration/migration-a-v7', 'Migration from v7 to v8', [
            { anchor: 'props', heading: 'Props', text: '`unstable_dataSource` is `dataSource`. Other `unstable_` props are stable.' },
            { anchor: 'events', heading: 'Events', text: 'Some events were renamed.' },
          ]),
        ]),
      ),
    );
    const q = "Property 'unstable_dataSource' does not exist on type 'IntrinsicAttributes & DataGridProProps<any>'. Did you mean 'dataSource'?";
    expect(codeWords(q).names).toContain('unstabledatasource');
    expect(queryTokens('unstable_dataSource')).toEqual(['unstabledatasource', 'unstable', 'datasource']);
    expect(index.search(q)[0]?.path.split('#')[0]).toBe('/x/migration/migration-a-v7');
  });

  it('reads a language a question names as a question about localization', () => {
    // The column menu's page says its labels; Localization says the languages by their locale codes only. The
    // `localization` synonym of `german` finds that title at less than the words `column menu` find theirs.
    const index = firstStage(
      new SearchIndex(
        buildSearchIndex([
          doc('/x/a/column-menu', 'Column menu', [
            { anchor: 'items', heading: 'The items and their labels', text: 'The column menu lists items with labels.' },
            { anchor: 'off', heading: 'Turn the menu off', text: 'Hide the column menu.' },
          ]),
          doc('/x/a/localization', 'Localization', [
            { anchor: 'keys', heading: 'Translation keys', text: 'Every text of the grid has a key.' },
            { anchor: 'bundled', heading: 'Use a bundled locale', text: 'Import deDE or frFR.' },
          ]),
        ]),
      ),
    );
    expect(index.search('item labels should be in german')[0]?.path.split('#')[0]).toBe('/x/a/localization');
    // (English is the texts' own language: no localization read.)
    expect(index.search('item labels in plain english')[0]?.path.split('#')[0]).toBe('/x/a/column-menu');
  });

  it('adds a bonus for a heading that says query words side by side, in order', () => {
    // The same words in a heading of each page; "Pin rows" says them as the question does.
    // (Each way round, so that no tie-break decides.)
    for (const [said, split] of [
      ['/x/a/a-one', '/x/a/b-two'],
      ['/x/a/b-two', '/x/a/a-one'],
    ]) {
      const index = new SearchIndex(
        buildSearchIndex([
          doc(split!, 'Lists', [{ anchor: 'pin', heading: 'Rows people pin', text: 'They stay at the top.' }]),
          doc(said!, 'Lists', [{ anchor: 'pin', heading: 'Pin rows', text: 'They stay at the top.' }]),
        ]),
      );
      expect(index.search('pin rows to the top')[0]?.path.split('#')[0]).toBe(said);
    }
  });

  it('counts no generic verb in a heading that says query words side by side', () => {
    // "Use custom icons" says three query words in a row, but `use` is grammar, as in the question: two of them
    // say something, and "Custom icons in rows" says three. Both pages have every word. (Each way round, so
    // that no tie-break decides.)
    for (const [verb, said] of [
      ['/x/a/a-one', '/x/a/b-two'],
      ['/x/a/b-two', '/x/a/a-one'],
    ]) {
      const index = firstStage(
        new SearchIndex(
          buildSearchIndex([
            doc(verb!, 'Lists', [{ anchor: 'icons', heading: 'Use custom icons', text: 'They show in each of the rows.' }]),
            doc(said!, 'Lists', [{ anchor: 'icons', heading: 'Custom icons in rows', text: 'Use them in each cell.' }]),
          ]),
        ),
      );
      expect(index.search('how to use custom icons in rows')[0]?.path.split('#')[0]).toBe(said);
    }
  });

  it('puts the one guide whose heading holds a rare word of a question above a neighbour with more of its words', () => {
    // "Lazy" holds `loading` and `rows` in headings and `spinner` and `fetching` in its text; "Overlays" holds
    // `spinner` and `loading` in headings, `fetching` and `rows` in its text. Only "Overlays" puts `spinner` in
    // a heading ("Loading" and "Rows" are headings of other pages too): the question is about it.
    const filler = Array.from({ length: 4 }, (_, i) => ({ anchor: `f${i}`, heading: `Other ${i}`, text: 'Nothing here.' }));
    const docs = [
      doc('/x/a/lazy', 'Lazy', [{ anchor: 'l', heading: 'Loading', text: 'A spinner shows while fetching.' }, { anchor: 'r', heading: 'Rows', text: 'Read.' }, ...filler]),
      doc('/x/a/overlays', 'Overlays', [{ anchor: 's', heading: 'Spinner', text: 'While fetching rows.' }, { anchor: 'l', heading: 'Loading', text: 'Read.' }, ...filler]),
      doc('/x/a/other', 'Other', [{ anchor: 'l', heading: 'Loading', text: 'Read.' }, { anchor: 'r', heading: 'Rows', text: 'Read.' }, ...filler]),
    ];
    const first = (ranking?: { exclusive: number }) =>
      firstStage(new SearchIndex(buildSearchIndex(docs), ranking))
        .search('loading spinner while fetching rows')[0]
        ?.path.split('#')[0];
    expect(first()).toBe('/x/a/overlays');
    // (Without the rule, the page with more of the words in its headings wins.)
    expect(first({ exclusive: 1 })).toBe('/x/a/lazy');
  });

  it('weighs a heading by the query words it adds to its page title', () => {
    // Both titles hold "rows" and both pages have every word, each in a heading with two of them:
    // "Selected rows" adds one word to its title, "Get selected" two.
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/one-new-word', 'Row things', [
          { anchor: 'selected', heading: 'Selected rows', text: 'Read.' },
          { anchor: 'get', heading: 'Get', text: 'Read.' },
        ]),
        doc('/x/z/two-new-words', 'Row things', [{ anchor: 'get', heading: 'Get selected', text: 'Read.' }]),
      ]),
    );
    expect(index.search('get selected rows')[0]?.path.split('#')[0]).toBe('/x/z/two-new-words');
  });
  it('counts a question word only the running text has as part of a word, on a page of many sections', () => {
    // "Hover" puts three of the four words in a heading; "Values" has all four, three only in its text.
    const filler = Array.from({ length: 4 }, (_, i) => ({ anchor: `f${i}`, heading: `Other ${i}`, text: 'Nothing here.' }));
    const pages = (more: SearchSectionInput[]) => [
      doc('/x/a/hover', 'Hover', [{ anchor: 'format', heading: 'Format the tooltip values', text: 'Give a function.' }, ...more]),
      doc('/x/a/values', 'Values', [{ anchor: 'shape', heading: 'Shape', text: 'Format them for the tooltip, as a percentage or a currency.' }, ...more]),
    ];
    const first = (index: SearchIndex, q: string) => index.search(q)[0]?.path.split('#')[0];
    const index = new SearchIndex(buildSearchIndex(pages(filler)));
    expect(first(index, 'format tooltip values as a percentage')).toBe('/x/a/hover');
    // A shorter query: every word is the topic, wherever it sits.
    expect(first(index, 'tooltip values percentage')).toBe('/x/a/values');
    // On pages of few sections, where a word sits says little.
    expect(first(new SearchIndex(buildSearchIndex(pages([]))), 'format tooltip values as a percentage')).toBe('/x/a/values');
  });
  it('counts a word the query says twice in other forms (`months` … `month`) once', () => {
    // "Rules" has every word of the question; "Months" lacks "view" but has "months" in its title, twice
    // over when both forms count.
    const filler = Array.from({ length: 4 }, (_, i) => ({ anchor: `f${i}`, heading: `Other ${i}`, text: 'Nothing here.' }));
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/months', 'Months', [{ anchor: 'h', heading: 'Disable months', text: '' }, ...filler]),
        doc('/x/a/rules', 'Rules', [{ anchor: 'h', heading: 'Disable the view', text: 'A grid of months.' }, ...filler]),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('disable months view')).toBe('/x/a/rules');
    expect(first('disable months in the month view')).toBe('/x/a/rules');
  });

  it('reads a Charts error message (`MUI X Charts: …`) as a pasted error, without its prefix', () => {
    const message = 'MUI X Charts: Sankey diagram contains circular references.';
    expect(isErrorMessage(message)).toBe(true);
    expect(queryTokens(message)).toEqual(['sankey', 'diagram', 'contains', 'circular', 'references']);
  });

  it('reads bundler, TypeScript and React errors as pasted errors, searched by what they quote', () => {
    for (const message of [
      "Module not found: Error: Can't resolve '@mui/x-date-pickers/AdapterDayjs'",
      "Type 'Dayjs' is not assignable to type 'Date'.",
      "Attempted import error: 'LicenseInfo' is not exported from '@mui/x-data-grid-pro'.",
      'Warning: Failed prop type: The prop `dateAdapter` is marked as required in `LocalizationProvider`',
      'Uncaught Error: MUI X: Missing license key.',
    ]) {
      expect(isErrorMessage(message), message).toBe(true);
    }
    for (const question of ['how to resolve a type error in the date picker', 'show an error message under the field when the date is invalid', 'type a date']) {
      expect(isErrorMessage(question), question).toBe(false);
    }
    expect(queryTokens(errorText("Type 'Dayjs' is not assignable to type 'Date'."))).toEqual(['dayjs', 'date', 'typescript']);
    expect(queryTokens(errorText("Module not found: Can't resolve 'dayjs'"))).toEqual(['dayjs', 'install']);
    expect(queryTokens(errorText('Uncaught Error: MUI X: Missing license key.'))).toEqual(['missing', 'license', 'key']);
    // What they quote is code and weighs as the names of a `MUI X:` message do; a lowercase value is the reader's.
    expect([...codeWords("Property 'valueGetter' does not exist on type 'GridColDef'").names]).toEqual(['valuegetter', 'gridcoldef']);
    expect([...codeWords("MUI X: No filter operators found for column 'status'.").names]).toEqual([]);
  });

  it('finds the install step for a missing module, in the product whose package the message names', () => {
    const filler = Array.from({ length: 6 }, (_, i) => doc(`/x/other/${i}`, `Other ${i}`, [{ anchor: 'o', heading: 'Other', text: 'Nothing of it.' }]));
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/grid/quickstart', 'Data Grid - Quickstart', [{ anchor: 'install', heading: 'Install', text: 'npm install @mui/x-data-grid' }]),
        doc('/x/pickers/quickstart', 'Date and Time Pickers - Quickstart', [{ anchor: 'install', heading: 'Install', text: 'npm install @mui/x-date-pickers dayjs, then AdapterDayjs.' }], {
          product: 'x-date-pickers',
        }),
        doc(
          '/x/pickers/adapters',
          'Date and Time Pickers - Adapters',
          [{ anchor: 'dayjs', heading: 'Choose a date library', text: 'AdapterDayjs wraps Day.js: import AdapterDayjs from its own path.' }],
          {
            product: 'x-date-pickers',
          },
        ),
        ...filler,
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first("Module not found: Error: Can't resolve '@mui/x-date-pickers/AdapterDayjs'")).toBe('/x/pickers/quickstart');
    // (Without the message's shape, the name's own page.)
    expect(first('AdapterDayjs')).toBe('/x/pickers/adapters');
  });

  it('breaks a tie for the page that says the word in more of its sections', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/one', 'Page one', [
          { anchor: 'a', heading: 'Colors of series', text: 'Each series has one.' },
          { anchor: 'b', heading: 'Axes', text: 'Scales.' },
        ]),
        doc('/x/a/two', 'Page two', [
          { anchor: 'a', heading: 'Colors of series', text: 'Each series has one.' },
          { anchor: 'b', heading: 'Palettes', text: 'Colors of a theme.' },
        ]),
      ]),
    );
    // (Alike but for that: the first path, the shorter title would win.)
    expect(index.search('colors')[0]?.path.split('#')[0]).toBe('/x/a/two');
  });

  it('reads a name typed as one piece of code (three words) as a name, not a question', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/cells', 'Data Grid - Cells', [{ anchor: 'style', heading: 'Style', text: 'A cell in edit mode has the MuiDataGrid-cell--editing class.' }]),
        doc('/x/a/pagination', 'Data Grid - Pagination', [{ anchor: 'pro', heading: 'Paginate the Pro and Premium grids', text: 'The Pro grid pages too.' }]),
        doc('/x/api/data-grid', 'DataGrid API', [{ anchor: 'css-cell--editing', heading: 'MuiDataGrid-cell--editing', text: 'Styles a cell in edit mode.', prop: true }], {
          kind: 'api',
          aliases: ['DataGrid'],
        }),
        doc('/x/api/data-grid-pro', 'DataGridPro API', [{ anchor: 'prop-pagination', heading: 'pagination', text: 'Pages the rows.', prop: true }], { kind: 'api', aliases: ['DataGridPro'] }),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path;
    expect(first('MuiDataGrid-cell--editing')).toBe('/x/api/data-grid#css-cell--editing');
  });

  it('reads a component the query names (`linechart`, `LineChart`) as its product: the other products weigh half', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/react-date-pickers/custom-field', 'Custom field', [{ anchor: 'labels', heading: 'Time labels', text: 'The labels show the time in the format you choose.' }], {
          product: 'x-date-pickers',
        }),
        doc('/x/react-charts/axis', 'Axis', [{ anchor: 'labels', heading: 'Time labels', text: 'The labels show the time in the format you choose.' }], { product: 'x-charts' }),
        doc('/x/api/charts/line-chart', 'LineChart API', [{ anchor: 'prop-series', heading: 'series', text: 'The series.', prop: true }], {
          kind: 'api',
          product: 'x-charts',
        }),
        doc('/x/api/date-pickers/time-picker', 'TimePicker API', [{ anchor: 'prop-format', heading: 'format', text: 'The format.', prop: true }], {
          kind: 'api',
          product: 'x-date-pickers',
        }),
      ]),
    );
    const first = (q: string) => index.search(q)[0]?.path.split('#')[0];
    expect(first('time labels in the wrong format')).toBe('/x/react-date-pickers/custom-field');
    expect(first('linechart time labels in the wrong format')).toBe('/x/react-charts/axis');
    // Components of two products name neither.
    expect(first('linechart timepicker time labels in the wrong format')).toBe('/x/react-date-pickers/custom-field');
  });

  it('puts first, of two guides alike, the one that says the words of a question together in one section', () => {
    const filler = ['Install', 'Import', 'Theme', 'Types'].map((h, i) => ({ anchor: `f${i}`, heading: h, text: 'Nothing of note.' }));
    const docs = [
      // (Each word in a section of its own: first by path in a tie.)
      doc(
        '/x/a/apart',
        'Guide one',
        ['The tooltip shows values.', 'Numbers use a format.', 'Write it as a percentage.', 'Nothing else.'].map((text, i) => ({ anchor: `a${i}`, heading: `Part ${i}`, text })),
      ),
      doc('/x/a/together', 'Guide two', [{ anchor: 't', heading: 'Part', text: 'The tooltip can format values as a percentage.' }, ...filler]),
    ];
    const first = (index: SearchIndex) => index.search('format tooltip values as a percentage')[0]?.path.split('#')[0];
    expect(first(new SearchIndex(buildSearchIndex(docs)))).toBe('/x/a/together');
    // (Without the rule, the tie goes to the first path.)
    expect(first(firstStage(new SearchIndex(buildSearchIndex(docs), { passage: 0 })))).toBe('/x/a/apart');
  });

  it("reads a product's name in a query as the product to boost, not as words its pages' titles all hold", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/introduction/licensing', 'Licensing', [{ anchor: 'free', heading: 'Community (free)', text: 'Commercial use of the MIT packages.' }], { product: 'x' }),
        doc('/x/react-data-grid/sorting', 'Data Grid - Sorting', [{ anchor: 'sort', heading: 'Sort', text: 'The free sort of the data grid, for commercial use too.' }]),
      ]),
    );
    expect(index.search('is the data grid free for commercial use')[0]?.path.split('#')[0]).toBe('/x/introduction/licensing');
    // The product the query names, not the one being read (the name's words are gone from the query).
    const charts = new SearchIndex(buildSearchIndex([doc('/x/react-data-grid/sorting', 'Data Grid - Sorting', []), doc('/x/react-charts/sorting', 'Charts - Sorting', [], { product: 'x-charts' })]));
    expect(charts.search('data grid sorting', { product: 'x-charts' })[0]?.path).toBe('/x/react-data-grid/sorting');
    // In Chinese too (图表, Charts): the page about colors, not the charts' start page that mentions them.
    const zh = new SearchIndex(
      buildSearchIndex(
        [
          doc('/x/react-charts', '图表 概览', [{ anchor: 'intro', heading: '简介', text: '颜色 与 图例' }], { product: 'x-charts' }),
          doc('/x/react-charts/styling', '样式', [{ anchor: 'colors', heading: '颜色', text: '系列' }], { product: 'x-charts' }),
        ],
        undefined,
        'zh',
      ),
    );
    expect(zh.search('图表 颜色')[0]?.path.split('#')[0]).toBe('/x/react-charts/styling');
  });
});

describe('the serialized index', () => {
  const data = buildSearchIndex([
    doc('/x/a', 'Alpha\tpage', [{ anchor: 'one', heading: 'One\nheading', text: 'Text with\u001eseparators\tinside.' }]),
    doc('/x/b', 'Beta', [{ anchor: 'prop-zebraMode', heading: 'zebraMode', text: 'Prop.', prop: true }], { kind: 'api', date: '2025-01-02', description: 'Beta: «zebra» mode\tand \u0001 kept.' }),
  ]);
  const text = encodeSearchIndex(data);

  it('reads back what was written (pages, anchors, headings, snippets)', () => {
    const index = new SearchIndex(text);
    expect(index.data.pages).toEqual(data.pages);
    expect(index.search('separators')[0]).toMatchObject({ path: '/x/a#one', heading: 'One heading', snippet: 'Text with separators inside.' });
    expect(index.search('zebraMode')[0]).toMatchObject({ path: '/x/b#prop-zebraMode', heading: 'zebraMode' });
  });

  it('keeps the descriptions out of the header, and reads them back as written', () => {
    const header = text.slice(0, text.indexOf('\u001e'));
    expect(header).not.toContain('zebra');
    const index = new SearchIndex(text);
    expect([index.description(0), index.description(1), index.description(2)]).toEqual(['', 'Beta: «zebra» mode\tand \u0001 kept.', '']);
  });

  it('is ASCII, so that the runtime hands it over without a copy, and gives back Latin-1 and CJK text as written', () => {
    const wide = buildSearchIndex([doc('/x/c', 'Café à 90°', [{ anchor: 'zh', heading: '排序 ×', text: 'Données triées: 数据表格 ±1.' }])]);
    const stored = encodeSearchIndex(wide);
    expect([...stored].filter((c) => c.charCodeAt(0) > 0x7f)).toEqual([]);
    const index = new SearchIndex(stored);
    expect(index.data.pages).toEqual(wide.pages);
    expect(index.search('donnees')[0]).toMatchObject({ path: '/x/c#zh', title: 'Café à 90°', heading: '排序 ×', snippet: 'Données triées: 数据表格 ±1.' });
  });

  it("knows the dictionary's first and last words, and no word sorted before, between or after them", () => {
    // (The dictionary is searched in place, a binary search over the stored terms: its ends, and a word
    // that is another's start, are where an off-by-one shows. `suggest` corrects only a word it does not know.)
    const index = new SearchIndex(encodeSearchIndex(buildSearchIndex([doc('/x/aardvark', 'Aardvark', []), doc('/x/middle', 'Middle', []), doc('/x/zyzzyva', 'Zyzzyva', [])])));
    for (const known of ['aardvark', 'middle', 'zyzzyva']) {
      expect(index.suggest(known)).toEqual([]);
      expect(index.search(known).map((r) => r.path)).toEqual([`/x/${known}`]);
    }
    expect(index.suggest('aardvarc')).toEqual(['aardvark']);
    expect(index.suggest('zyzzyvas')).toEqual(['zyzzyva']);
    expect(index.suggest('middl')).toEqual(['middle']);
    expect(index.search('zzzzzzzzzzzz')).toEqual([]);
    expect(index.search('aaaaaaaaaaaa')).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['JSON of the old format', JSON.stringify({ v: 2, pages: [], terms: [] })],
    ['cut short', text.slice(0, 200)],
    ['a header that is not JSON', text.replace('{', '{{')],
    ['a wrong table', withBlock(text, 'termPost', (t) => t.slice(4))],
    ['foreign characters in a table', withBlock(text, 'termPost', (t) => `*${t.slice(1)}`)],
    ['foreign characters at the end of a table', withBlock(text, 'secLine', (t) => `${t.slice(0, -1)}*`)],
    ['a descriptions table cut short', withBlock(text, 'descOff', (t) => t.slice(4))],
    ['a descriptions table shifted', withBlock(text, 'descOff', (t) => `A${t.slice(0, -1)}`)],
    ['a message catalogue that is not one', withBlock(text, 'messages', () => 'AAAA')],
    ['a page facts table cut short', withBlock(text, 'pageFacts', (t) => t.slice(2))],
    ['a typo table cut short', withBlock(text, 'typoIds', (t) => t.slice(1))],
    ['foreign characters in the typo table', withBlock(text, 'typoDir', (t) => `*${t.slice(1)}`)],
    ['a typo table cut between entries', withBlock(text, 'typoDir', (t) => t.slice(1))],
    ['an older format with the blocks of this one', text.replace('MUIXSEARCH6', 'MUIXSEARCH5')],
    ['block lengths that do not add up', text.replace('"blocks":[', '"blocks":[1')],
    ['a block missing', text.slice(0, text.lastIndexOf('\u001e'))],
  ])('rejects an index that is %s', (_, bad) => {
    expect(() => new SearchIndex(bad)).toThrow(/search index: unknown format/);
  });
});

describe('Chinese (CJK) text', () => {
  it('tells CJK text from other text (and ASCII without a Unicode regexp)', () => {
    expect([hasCjk('grid'), hasCjk('café'), hasCjk('Ωmega'), hasCjk('数据 grid'), hasCjk('グリッド'), hasCjk('그리드')]).toEqual([false, false, false, true, true, true]);
  });

  it('tokenizes CJK runs as bigrams, Latin words as usual', () => {
    expect(tokenize('数据表格排序')).toEqual(['数据', '据表', '表格', '格排', '排序']);
    expect(tokenize('用 DataGrid 排序')).toEqual(['用', 'datagrid', 'data', 'grid', '排序']);
    expect(queryTokens('排序规则')).toEqual(['排序', '序规', '规则']);
  });

  const zh = new SearchIndex(
    buildSearchIndex(
      [
        doc('/x/sort', '排序', [{ anchor: 'multi', heading: '多列排序', text: '按住 Shift 键点击列标题，可以按多列排序。' }]),
        doc('/x/filter', '筛选', [{ anchor: 'quick', heading: '快速筛选', text: '在工具栏中输入文字即可筛选行。' }]),
      ],
      undefined,
      'zh',
    ),
  );

  it('finds Chinese words in titles, headings and text', () => {
    expect(zh.data.locale).toBe('zh');
    expect(zh.search('排序')[0]!.path).toBe('/x/sort');
    expect(zh.search('多列排序')[0]).toMatchObject({ path: '/x/sort#multi', heading: '多列排序' });
    expect(zh.search('工具栏')[0]).toMatchObject({ path: '/x/filter#quick' });
    expect(zh.search('工具栏')[0]!.snippet).toContain('工具栏');
  });

  it("reads a reader's colloquial complaint of slowness (很卡, 太慢, 卡死, 变慢) as performance", () => {
    const index = new SearchIndex(
      buildSearchIndex(
        [
          doc('/x/perf', 'Performance', [{ anchor: 'memo', heading: 'Memoize the columns', text: 'Keep props stable.' }]),
          doc('/x/scroll', 'Scrolling', [{ anchor: 'to', heading: 'Scroll to a cell', text: '滚动 到 单元格' }]),
        ],
        undefined,
        'zh',
      ),
    );
    for (const q of ['表格很卡', '滚动太慢', '滚动好卡', '列太多 卡死', '表格变慢了']) expect(index.search(q)[0]?.path.split('#')[0], q).toBe('/x/perf');
  });

  it("keeps a long Chinese question's last words: bigrams no page has give way first", () => {
    // 想知 知道 在数 数据 据表 表格 格组 组件 件中 中禁 | 禁用 用排 排序: the first ten of thirteen ended the query at 中禁.
    const q = '我想知道怎样在数据表格组件中禁用排序';
    expect(queryTokens(q)).not.toContain('排序');
    expect(zh.search(q)[0]!.path).toBe('/x/sort');
  });

  it('weighs a title word many Chinese titles share (表格) less, as in English', () => {
    const index = new SearchIndex(
      buildSearchIndex(
        [
          doc('/x/a', '表格 筛选', [{ anchor: 'more', heading: '更多', text: '分页' }], { product: 'x-tree-view' }),
          doc('/x/b', '分页 设置 说明', [{ anchor: 'more', heading: '更多', text: '表格' }], { product: 'x-tree-view' }),
          ...Array.from({ length: 30 }, (_, i) => doc(`/x/c/${i}`, `表格 ${i}`, [], { product: 'x-tree-view' })),
        ],
        undefined,
        'zh',
      ),
    );
    expect(index.search('表格 分页')[0]?.path.split('#')[0]).toBe('/x/b');
  });

  it('reads the last character of a Chinese run alone when its bigram spans two words (`拖拽列`)', () => {
    const index = new SearchIndex(
      buildSearchIndex(
        [
          // (Titles as the glossary writes them: 拖拽 "drag" and 列 "column" are separate words.)
          doc('/x/a/rows', '拖拽 行', [{ anchor: 'more', heading: '更多', text: '拖拽 行 顺序' }]),
          doc('/x/b/columns', '拖拽 列', [{ anchor: 'more', heading: '更多', text: '拖拽 列 顺序' }]),
        ],
        undefined,
        'zh',
      ),
    );
    expect(index.search('拖拽列')[0]?.path.split('#')[0]).toBe('/x/b/columns');
    // Inside a run an unknown bigram stays: `行顺` (no word) adds neither 行 nor 顺 alone.
    expect(index.search('拖拽行顺序')[0]?.path.split('#')[0]).toBe('/x/a/rows');
  });

  it('drops a Chinese bigram no page has between two known words inside a run (认隐 of `默认隐藏某一列`)', () => {
    const index = new SearchIndex(
      buildSearchIndex(
        [
          // (默认 "by default", 隐藏 "hide", 列 "column": the page about hiding columns, and one that searches them.)
          doc('/x/a/visibility', '隐藏 列', [{ anchor: 'm', heading: '选择 列', text: '隐藏 列 默认' }]),
          doc('/x/b/search', '搜索 隐藏 列', [{ anchor: 'm', heading: '默认 搜索', text: '默认 隐藏 列' }]),
        ],
        undefined,
        'zh',
      ),
    );
    expect(index.search('默认隐藏某一列')[0]?.path.split('#')[0]).toBe('/x/a/visibility');
  });

  it('reads a language named in Chinese (`DataGrid 中文`) or English (`chinese`) as localization, as `french` is', () => {
    const index = new SearchIndex(
      buildSearchIndex(
        [
          // (No page says 中文 or "Chinese": the locales are code, zhCN. 中 alone is in other pages' words.)
          doc('/x/a/localization', '本地化', [{ anchor: 'l', heading: 'Use a bundled locale', text: 'zhCN' }], { aliases: ['Data Grid - Localization'] }),
          doc('/x/a/telemetry', '遥测', [{ anchor: 't', heading: '收集的内容', text: '中 其中' }], { aliases: ['Telemetry'] }),
        ],
        undefined,
        'zh',
      ),
    );
    for (const q of ['DataGrid 中文', '表格 如何设置中文', '简体 繁体']) expect(index.search(q)[0]?.path.split('#')[0]).toBe('/x/a/localization');
    const en = new SearchIndex(buildSearchIndex([doc('/x/a/localization', 'Data Grid - Localization', [{ anchor: 'l', heading: 'Use a bundled locale', text: 'zhCN' }])]));
    expect(en.search('data grid in chinese')[0]?.path.split('#')[0]).toBe('/x/a/localization');
  });

  it("reads a Chinese reader's word for a feature (合计, 层级) as its English one (`total`, `hierarchy`) finds its title", () => {
    const index = new SearchIndex(
      buildSearchIndex(
        [
          // (Untranslated pages, titled in Chinese with their English titles as aliases, as scripts/search/index.ts does.)
          doc('/x/a/aggregation', '聚合', [{ anchor: 'a', heading: 'Aggregate rows', text: '行 聚合' }], { aliases: ['Data Grid - Aggregation'] }),
          doc('/x/b/pinning', '行固定', [{ anchor: 'p', heading: 'Pin rows', text: '固定 合计 行' }], { aliases: ['Data Grid - Row pinning'] }),
          doc('/x/c/ordering', '排序', [{ anchor: 'o', heading: 'Drag items', text: '拖拽 节点' }], { aliases: ['Tree View - Ordering'] }),
          doc('/x/d/items', '项目', [{ anchor: 'i', heading: 'Items', text: '拖拽 节点 节点' }], { aliases: ['Items'] }),
        ],
        undefined,
        'zh',
      ),
    );
    expect(index.search('表格加上合计行')[0]?.path.split('#')[0]).toBe('/x/a/aggregation');
    // (层级 "level", no page's word, is kept for its reading rather than dropped.)
    expect(index.search('拖拽节点 改变层级')[0]?.path.split('#')[0]).toBe('/x/c/ordering');
    expect(SYNONYMS.get('合计')).toEqual(['aggregation']);
  });

  it('reads a lone Chinese character no page has alone (`放` of `列里放 组件`) by its completions in titles only, as a short English word', () => {
    const index = new SearchIndex(
      buildSearchIndex(
        [
          // (放 "put" begins 放置 "placement", 放大 "zoom": words of other pages' text, not the question's.)
          doc('/x/a/cells', '单元格', [{ anchor: 'c', heading: '自定义 组件', text: '单元格 组件' }]),
          doc('/x/b/layout', '单元格 布局', [{ anchor: 'p', heading: '放置 组件', text: '放置 组件' }]),
          doc('/x/c/zoom', '放大', [{ anchor: 'z', heading: '缩放', text: '放大 组件' }]),
        ],
        undefined,
        'zh',
      ),
    );
    expect(index.search('单元格里放 组件')[0]?.path.split('#')[0]).toBe('/x/a/cells');
    // (The last character, being typed, still completes anywhere: 放置 of a heading.)
    expect(index.search('组件 放')[0]?.path.split('#')[0]).toBe('/x/b/layout');
  });

  it('gives a Chinese title holding every query word the bonus an English one gets (`选中的行`: 行选择 over a heading)', () => {
    const index = new SearchIndex(
      buildSearchIndex(
        [
          // (An untranslated page titled by its nav title's glossary words, as scripts/search/index.ts does.)
          doc('/x/a/rows', '行选择', [], { aliases: ['Row selection', '行 选择 选中'] }),
          doc(
            '/x/b/cells',
            '选中 单元格',
            Array.from({ length: 6 }, (_, i) => ({ anchor: `r${i}`, heading: '选中 行', text: '选中 行 '.repeat(5) })),
          ),
          ...Array.from({ length: 30 }, (_, i) => doc(`/x/c/${i}`, `${i % 2 ? '选中' : '行'} 其他${i}`, [])),
        ],
        undefined,
        'zh',
      ),
    );
    expect(index.search('选中的行')[0]?.path).toBe('/x/a/rows');
  });

  it("reads a Chinese question's camelCase names by their words too, as an English one's (`slotProps textField`)", () => {
    const index = new SearchIndex(
      buildSearchIndex(
        [
          doc('/x/a/field', '自定义字段', [{ anchor: 'props', heading: 'Props of the text field', text: 'Pass props to the text field slot of the 日期 picker.' }]),
          doc('/x/b/other', '日期 其他', [{ anchor: 'x', heading: 'Other', text: 'textField' }]),
        ],
        undefined,
        'zh',
      ),
    );
    expect(index.search('日期 的 slotProps textField')[0]?.path.split('#')[0]).toBe('/x/a/field');
  });

  it('finds a one-character query through the bigrams it starts', () => {
    expect(zh.search('筛').map((r) => r.path)).toContain('/x/filter');
  });

  it('cuts a Chinese question at its function words (`怎么`, `的`), as English drops stop words', () => {
    expect(queryTokens('怎么禁止选择过去的日期')).toEqual(['禁止', '止选', '选择', '择过', '过去', '日期']);
    expect(queryTokens('如何排序')).toEqual(['排序']);
    // (And the other ways a question asks: 怎么做, 咋, 是不是, 有办法.)
    expect(queryTokens('有办法隐藏图例吗')).toEqual(['隐藏', '藏图', '图例']);
    expect(queryTokens('咋隐藏列')).toEqual(['隐藏', '藏列']);
    expect(queryTokens('表格能不能够导出')).toEqual(['表格', '导出']);
    // (And the courtesies of a question asked in an issue: 请问, 大佬, 谢谢.)
    expect(queryTokens('请问各位大佬 表格怎么导出 谢谢')).toEqual(['表格', '导出']);
    // Generic verbs (设置, 获取, 添加) are cut too: the noun next to them is what is asked, and no bigram
    // straddles them (`设置列宽`: 列宽, not 置列).
    expect(queryTokens('设置列宽')).toEqual(['列宽']);
    // 调整 ("adjust") is one: `拖拽调整列的顺序` asks to drag 列 into an order, not for 整列 ("a whole column").
    expect(queryTokens('拖拽调整列的顺序')).toEqual(['拖拽', '列', '顺序']);
    // 加 ("add") too, but not in the words it is part of (加载 "load", 加粗 "bold", 叠加 "stack").
    expect(queryTokens('工具栏里加一个按钮')).toEqual(['工具', '具栏', '按钮']);
    expect(queryTokens('给表格加上合计行')).toEqual(['表格', '合计', '计行']);
    expect(queryTokens('加载')).toEqual(['加载']);
    expect(queryTokens('叠加 加粗')).toEqual(['叠加', '加粗']);
    expect(queryTokens('获取选中的行')).toEqual(['选中', '行']);
    // 时 ("when") and 后 ("after") end a clause, but not inside a word: 实时, 时间, 时区, 后端, 之后.
    expect(queryTokens('加载时显示')).toEqual(['加载', '显示']);
    expect(queryTokens('翻页后丢失')).toEqual(['翻页', '丢失']);
    expect(queryTokens('实时更新')).toEqual(['实时', '时更', '更新']);
    expect(queryTokens('时间选择器')).toEqual(['时间', '间选', '选择', '择器']);
    expect(queryTokens('后端分页')).toEqual(['后端', '端分', '分页']);
    expect(queryTokens('今天之后')).toEqual(['今天', '天之', '之后']);
    // A run of function words only says nothing beside an API name (`valueGetter 怎么用`, `如何使用 DataGrid`).
    expect(queryTokens('valueGetter 怎么用')).toEqual(['valuegetter']);
    expect(queryTokens('如何使用 DataGrid')).toEqual(['datagrid']);
    expect(queryTokens('DataGrid 用法')).toEqual(['datagrid']);
    const index = new SearchIndex(
      buildSearchIndex(
        [
          // (A translated page's own prose says 怎么 and 的 often; the page about the question need not.)
          doc('/x/a/support', '支持', [{ anchor: 'ask', heading: '怎么提问', text: '写一个好的问题' }]),
          doc('/x/b/validation', '验证', [{ anchor: 'past', heading: '禁止过去', text: '日期' }]),
        ],
        undefined,
        'zh',
      ),
    );
    expect(index.search('怎么禁止')[0]?.path.split('#')[0]).toBe('/x/b/validation');
    // (Alone, a function word is the query: it is kept.)
    expect(index.search('怎么')[0]?.path.split('#')[0]).toBe('/x/a/support');
  });

  it('cuts the words that only say something does not work (`不生效`, `不起作用`), as English drops `not working`', () => {
    expect(queryTokens('每页条数不生效')).toEqual(['每页', '页条', '条数']);
    expect(queryTokens('DataGrid 排序不起作用')).toEqual(['datagrid', '排序']);
    expect(queryTokens('图例显示不正常')).toEqual(['图例', '例显', '显示']);
    // (无效 "has no effect", 没反应 "nothing happens" too: `disableRowSelectionOnClick 无效` asks for the prop alone.)
    expect(queryTokens('disableRowSelectionOnClick 无效')).toEqual(['disablerowselectiononclick']);
    expect(queryTokens('点击行没反应')).toEqual(['点击', '击行']);
  });

  it('cuts pronouns, quantifiers and 能 / 在 outside their words (`这个`, `所有`, `能固定吗`, `在服务端`)', () => {
    expect(queryTokens('分组列能固定吗')).toEqual(['分组', '组列', '固定']);
    expect(queryTokens('在服务端筛选')).toEqual(['服务', '务端', '端筛', '筛选']);
    expect(queryTokens('所有列撑满')).toEqual(['列撑', '撑满']);
    expect(queryTokens('有哪些运算符')).toEqual(['运算', '算符']);
    expect(queryTokens('这个图例也隐藏')).toEqual(['图例', '隐藏']);
    // (Inside a word they stay: 功能, 性能, 现在, 在线.)
    expect(queryTokens('功能列表')).toEqual(['功能', '能列', '列表']);
    expect(queryTokens('性能')).toEqual(['性能']);
    expect(queryTokens('现在的日期')).toEqual(['现在', '日期']);
    expect(queryTokens('在线演示')).toEqual(['在线', '线演', '演示']);
    expect(queryTokens('按某一列对行进行分组')).toEqual(['一列', '行', '分组']);
    expect(queryTokens('按钮 按住 对齐 对话框')).toEqual(['按钮', '按住', '对齐', '对话', '话框']);
  });

  it('asks within the product whose component a Chinese query names (`DataGridPro`, `LineChart`, 饼图)', () => {
    // (A title every product could have: 工具栏 "toolbar". Not 图例 "legend", a part of a chart: CJK_COMPONENTS.)
    const index = new SearchIndex(
      buildSearchIndex(
        [
          doc('/x/charts/legend', '工具栏', [], { product: 'x-charts' }),
          doc('/x/grid/legend', '工具栏', [], { product: 'x-data-grid' }),
          doc('/x/pickers/legend', '工具栏', [], { product: 'x-date-pickers' }),
          doc('/x/tree/legend', '工具栏', [], { product: 'x-tree-view' }),
        ],
        undefined,
        'zh',
      ),
    );
    const first = (q: string) => index.search(q)[0]?.path;
    expect(first('DataGridPro 工具栏')).toBe('/x/grid/legend');
    expect(first('GridColDef 工具栏')).toBe('/x/grid/legend');
    expect(first('LineChart 工具栏')).toBe('/x/charts/legend');
    expect(first('饼图 工具栏')).toBe('/x/charts/legend');
    expect(first('DateRangePicker 工具栏')).toBe('/x/pickers/legend');
    expect(first('日期选择器 工具栏')).toBe('/x/pickers/legend');
    expect(first('RichTreeView 工具栏')).toBe('/x/tree/legend');
    // (Components of two products name neither: the order is the pages' own.)
    expect(first('DatePicker 里的 LineChart 工具栏')).toBe(first('工具栏'));
  });
});

describe('suggest', () => {
  const index = new SearchIndex(
    buildSearchIndex([
      ...Array.from({ length: 12 }, (_, i) => doc(`/x/html/${i}`, `Page ${i}`, [{ anchor: 'a', heading: 'Markup', text: 'The legend is an html element.' }])),
      doc('/x/heatmap', 'Heatmap', [{ anchor: 'b', heading: 'Cells', text: 'A heatmap colours cells.' }]),
    ]),
  );

  it('prefers a word that holds every typed letter in order over a more used one as near', () => {
    // `hetmp` is two edits from both `html` (used on 12 pages) and `heatmap` (on 1): the reader left letters out.
    expect(index.suggest('hetmp')).toEqual(['heatmap']);
  });

  it('otherwise takes the most used word within two edits, and leaves known words alone', () => {
    expect(index.suggest('lgend cells')).toEqual(['legend cells']);
    expect(index.suggest('markup')).toEqual([]);
  });
});

describe('pasted errors: what the message says, not where it was printed', () => {
  it('drops a pasted trace (a file and line, a stack frame, a file path) and keeps a node_modules package', () => {
    expect(withoutTrace('index.js:408 MUI X: useResizeContainer - The parent DOM element')).toBe('MUI X: useResizeContainer - The parent DOM element');
    expect(withoutTrace("Module not found: Error: Can't resolve 'date-fns/addDays' in '/Users/me/Desktop/app/node_modules/@date-io/date-fns/build'")).toBe(
      "Module not found: Error: Can't resolve 'date-fns/addDays' in '@date-io/date-fns'",
    );
    expect(withoutTrace('node_modules/@mui/x-date-pickers/themeAugmentation/props.d.ts:24:18 - error TS2314')).toBe('@mui/x-date-pickers/themeAugmentation - error TS2314');
    // (A scoped package is one outside node_modules too: npm's path for `npm install @mui/x-date-pickers/AdapterDayjs`.)
    expect(withoutTrace("npm ERR! enoent ENOENT: no such file or directory, open 'D:\\app\\front-end\\@mui\\x-date-pickers\\AdapterDayjs\\package.json'")).toBe(
      "npm ERR! enoent ENOENT: no such file or directory, open '@mui/x-date-pickers/AdapterDayjs'",
    );
    expect(withoutTrace('Warning: Each child needs a key. at IconButton (http://localhost:3000/static/js/2.chunk.js:34335:85) at GridRow')).toBe('Warning: Each child needs a key. at GridRow');
    // (And a frame the query's length limit cut before its closing parenthesis.)
    expect(withoutTrace('MUI X: The row reordering do not support reordering of grouped rows yet.\n    at useGridRows (http://localhost:3000/static/js/bund')).toBe(
      'MUI X: The row reordering do not support reordering of grouped rows yet.',
    );
    // (And a source file's path relative to the project, which Rollup and Vite quote: `"src/App.tsx"`; not a package's entry.)
    expect(withoutTrace('"LineChart" is not exported by "node_modules/@mui/x-charts/index.js", imported by "src/App.tsx".')).toBe('"LineChart" is not exported by "@mui/x-charts", imported by " ".');
    expect(withoutTrace("Can't resolve '@mui/x-date-pickers/AdapterDayjs' in 'src/App.tsx'")).toBe("Can't resolve '@mui/x-date-pickers/AdapterDayjs' in ' '");
    // (A time typed in a question, and a module's subpath, are no trace.)
    expect(withoutTrace('set the time to 10:30')).toBe('set the time to 10:30');
    expect(withoutTrace('Package path ./_lib/format/longFormatters is not exported')).toBe('Package path ./_lib/format/longFormatters is not exported');
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/quickstart', 'Quickstart', [{ anchor: 'install', heading: 'Install the date library', text: 'Install date-fns with npm: the adapter imports it.' }]),
        doc('/x/a/projects', 'Desktop projects', [{ anchor: 'users', heading: 'Users and their projects', text: 'The desktop app lists the projects of its users, built from node modules.' }]),
      ]),
    );
    const error = "Module not found: Error: Can't resolve 'date-fns/addDays' in '/Users/me/Desktop/Projects/podcast-admin/node_modules/@date-io/date-fns/build'";
    expect(index.search(error)[0]?.path.split('#')[0]).toBe('/x/a/quickstart');
  });

  it('drops what the console printed before a message (a banner, a timestamp, a log level, a tag) and its Markdown', () => {
    const message = 'MUI X: The `rowCount` prop must be passed using `paginationMode="server"`.';
    for (const lead of ['*************************************************************\n\n', '2025-03-04 10:22:31 ERROR ', '10:22:31.120 [vite] ', '[1] WARN ', '```\n', '```console\n', '> ']) {
      expect(withoutLogLead(`${lead}${message}`)).toBe(message);
    }
    // (Not before a question: it is searched as typed.)
    expect(withoutLogLead('[DataGrid] rows do not update')).toBe('[DataGrid] rows do not update');
    // A reader's few words before the message go too; not a prefix far into a question, nor the product's name without one.
    expect(withoutLogLead(`I get this error: ${message}`)).toBe(message);
    expect(withoutLogLead(`Getting "${message}" in the console`)).toBe(`${message}" in the console`);
    expect(withoutLogLead('Error below:\n\nMUI X: Missing license key.')).toBe('MUI X: Missing license key.');
    expect(withoutLogLead('how do I make the MUI X DataGrid: a tree')).toBe('how do I make the MUI X DataGrid: a tree');
    const far = `After upgrading every package of the project to the latest version I see ${message}`;
    expect(withoutLogLead(far)).toBe(far);
    // (The search it changes: lib/search/query-reading.test.ts, on the real index.)
  });

  it("reads webpack's missing export (`export 'X' (imported as 'X') was not found in 'Y'`) as a pasted error", () => {
    const error = "export 'TreeItem' (imported as 'TreeItem') was not found in '@mui/x-tree-view/TreeItem'";
    expect(isErrorMessage(error)).toBe(true);
    // (Its grammar goes, `export` with it: the Export feature is not what it is about.)
    expect(queryTokens(errorText(error))).toEqual(['treeitem', 'tree', 'view']);
    expect(codeWords(error).names.has('treeitem')).toBe(true);
    // (And esbuild's and Rollup's words for it, and Rollup's for a missing module.)
    for (const other of ['No matching export in "node_modules/@mui/x-charts/index.js" for import "LineChart"', '"LineChart" is not exported by "node_modules/@mui/x-charts/index.js"']) {
      expect(isErrorMessage(other), other).toBe(true);
      expect(errorText(other), other).not.toMatch(/matching|exported|for import/);
    }
    expect(codeWords('[vite]: Rollup failed to resolve import "@mui/x-data-grid"').names.has('install')).toBe(true);
    // (Node's, for an ES module: `The requested module '…' does not provide an export named '…'`.)
    expect(queryTokens(errorText("SyntaxError: The requested module '@mui/x-charts' does not provide an export named 'LineChart'"))).toEqual(['charts', 'linechart']);
  });

  it("reads a TypeScript object-literal error (`'X' does not exist in type 'Y'`) as a pasted error", () => {
    const error = "Object literal may only specify known properties, and 'seriesToDisplay' does not exist in type 'Partial<ChartsLegendPropsBase>'.";
    expect(isErrorMessage(error)).toBe(true);
    expect(isErrorMessage("'MuiPickersDay' does not exist in type 'Components<BaseTheme>'")).toBe(true);
    // (Its grammar goes; a type error's docs are the TypeScript sections.)
    expect(errorText(error)).not.toMatch(/known properties|does not exist/);
    expect(errorText(error)).toMatch(/typescript$/);
  });

  it('sends a theme key the compiler does not know (`MuiDataGrid` … `Components<…>`) to the themeAugmentation import', () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/installation', 'Installation', [{ anchor: 'theme', heading: 'Theme overrides', text: 'Import the themeAugmentation entry point once to type theme keys.' }]),
        doc('/x/a/style', 'Styling', [{ anchor: 'components', heading: 'Style every grid at once', text: 'The MuiDataGrid key styles every grid.' }]),
      ]),
    );
    const error = "Property 'MuiDataGrid' does not exist on type 'Components<Omit<Theme, \"components\">>'";
    expect(index.search(error)[0]?.path.split('#')[0]).toBe('/x/a/installation');
    expect(errorText(error)).toMatch(/themeAugmentation$/);
  });

  it("reads Vite's and esbuild's missing-module messages (`Could not resolve`, `Failed to resolve import`) as a missing module", () => {
    for (const error of ['Could not resolve "dayjs" imported by "@mui/x-date-pickers"', 'Failed to resolve import "@mui/x-charts/LineChart" from "src/App.tsx". Does the file exist?']) {
      expect(isErrorMessage(error)).toBe(true);
      expect(errorText(error)).toMatch(/install$/);
      expect(codeWords(error).names.has('install')).toBe(true);
    }
  });

  it("sends a missing module whose entry the docs know (`…/DateCalendar`) to the install step, not the entry's page", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/quickstart', 'Date pickers - Quickstart', [{ anchor: 'install', heading: 'Install', text: 'Install the package @mui/x-date-pickers with npm install.' }]),
        doc('/x/a/date-calendar', 'Date Calendar', [{ anchor: 'basic', heading: 'Basic usage', text: 'The DateCalendar component shows a month of days of the date pickers package.' }]),
      ]),
    );
    expect(index.search("Module not found: Can't resolve '@mui/x-date-pickers/DateCalendar'")[0]?.path.split('#')[0]).toBe('/x/a/quickstart');
    expect(codeWords("Module not found: Can't resolve '@mui/x-date-pickers/DateCalendar'").entries).toEqual(['datecalendar']);
  });

  it("reads code's abbreviations in a quoted type's parts (`GridColDef`: column definition)", () => {
    const index = new SearchIndex(
      buildSearchIndex([
        doc('/x/a/quickstart', 'Data Grid - Quickstart', [{ anchor: 'render', heading: 'Render a grid', text: 'Install the premium package and pass rows.' }]),
        doc('/x/a/column-definition', 'Data Grid - Column definition', [{ anchor: 'type', heading: 'Column types', text: 'Each column has a field and a type.' }]),
      ]),
    );
    expect(index.search("Module '\"@mui/x-data-grid-premium\"' has no exported member 'GridColDef'.")[0]?.path.split('#')[0]).toBe('/x/a/column-definition');
    expect(SYNONYMS.get('col')).toContain('column');
  });
});
