/**
 * The search engine: tokenizer and edit distance, the ranking rules on a
 * hand-made index (title > heading > prop > body, prefix, typos, product
 * boost, one result per page), and the quality table over the real index
 * the content build wrote to dist/kv-bulk.json (`npm test` builds first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../scripts/search/build-index';
import type { ProductId } from './nav';
import { MAX_RESULTS, SearchIndex, queryTokens, tokenize, withinOneEdit, type SearchDocInput, type SearchSectionInput } from './search';

function doc(path: string, title: string, sections: SearchSectionInput[], extra: Partial<SearchDocInput> = {}): SearchDocInput {
  return { path, title, description: '', product: 'x-data-grid', kind: 'guide', sections: [{ anchor: '', heading: '', text: '' }, ...sections], ...extra };
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
  ])('tokenize(%j)', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });

  it('keeps stop words only when the query has nothing else, and caps its length', () => {
    expect(queryTokens('how to sort the rows')).toEqual(['sort', 'rows']);
    expect(queryTokens('the')).toEqual(['the']);
    expect(queryTokens('sort '.repeat(100))).toEqual(['sort']);
    expect(queryTokens(`${'a'.repeat(196)} zebra`)).toEqual(['zeb']);
    expect(queryTokens('x'.repeat(300))).toEqual([]);
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
    expect(() => new SearchIndex({ v: 1 } as never)).toThrow(/unknown format/);
  });
});

/** [query, product or '', page that must rank first] */
const QUALITY: [string, ProductId | '', string][] = [
  ['DatePicker', '', '/x/react-date-pickers/date-picker'],
  ['DatePicker', 'x-data-grid', '/x/react-date-pickers/date-picker'],
  ['date picker', '', '/x/react-date-pickers/date-picker'],
  ['datepikcer', '', '/x/react-date-pickers/date-picker'],
  ['DateRangePicker', '', '/x/react-date-pickers/date-range-picker'],
  ['date range picker', 'x-data-grid', '/x/react-date-pickers/date-range-picker'],
  ['sorting', '', '/x/react-data-grid/sorting'],
  ['sortng', '', '/x/react-data-grid/sorting'],
  ['sort model', '', '/x/react-data-grid/sorting'],
  ['custom sort comparator', '', '/x/react-data-grid/sorting'],
  ['pagination', '', '/x/react-data-grid/pagination'],
  ['paginaton', '', '/x/react-data-grid/pagination'],
  ['server side pagination', '', '/x/react-data-grid/pagination'],
  ['pageSizeOptions', 'x-data-grid', '/x/api/data-grid/data-grid'],
  ['filtering', '', '/x/react-data-grid/filtering'],
  ['editing', '', '/x/react-data-grid/editing'],
  ['row editing', '', '/x/react-data-grid/editing'],
  ['column definition', '', '/x/react-data-grid/column-definition'],
  ['row selection', '', '/x/react-data-grid/row-selection'],
  // With the Tree View guides written, "checkbox" finds the section on the checkbox slot, and
  // checkbox selection its own page.
  ['checkbox', 'x-tree-view', '/x/react-tree-view/tree-item-customization'],
  ['checkbox selection', 'x-tree-view', '/x/react-tree-view/simple-tree-view/selection'],
  ['tree view checkbox selection', '', '/x/react-tree-view/simple-tree-view/selection'],
  ['server side filtering', '', '/x/react-data-grid/filtering/server-side'],
  ['DataGrid', '', '/x/react-data-grid'],
  ['DataGridPro', '', '/x/api/data-grid/data-grid-pro'],
  ['GridColDef', '', '/x/api/data-grid/grid-col-def'],
  ['quickstart', 'x-data-grid', '/x/react-data-grid/quickstart'],
  ['installation', '', '/x/introduction/installation'],
  ['instal', '', '/x/introduction/installation'],
  ['licence key', '', '/x/introduction/licensing'],
  ['mcp', '', '/x/introduction/mcp'],
  ['llms.txt', '', '/x/introduction/mcp'],
  ['telemetry', '', '/x/guides/telemetry'],
  ['roadmap', '', '/x/introduction/roadmap'],
  ['priority support', '', '/x/introduction/priority-support'],
  ['slots', '', '/x/common-concepts/custom-components'],
  ['bar chart', '', '/x/react-charts/bars'],
  // A component's name finds its API page, as for DataGridPro, GridColDef and TreeItem.
  ['BarChart', '', '/x/api/charts/bar-chart'],
  ['stacked bars', '', '/x/react-charts/bars'],
  ['pie chart', '', '/x/react-charts/pie'],
  ['donut', '', '/x/react-charts/pie'],
  ['line chart', '', '/x/react-charts/lines'],
  ['LocalizationProvider', '', '/x/api/date-pickers/localization-provider'],
  ['french locale', '', '/x/react-date-pickers/localization'],
  ['rich tree view items', '', '/x/react-tree-view/rich-tree-view/items'],
  ['simple tree view items', '', '/x/react-tree-view/simple-tree-view/items'],
  ['license key', '', '/x/introduction/licensing'],
  ['TreeItem', '', '/x/api/tree-view/tree-item'],
];

describe('quality over the real index (dist/kv-bulk.json)', () => {
  const file = join(import.meta.dirname, '..', 'dist', 'kv-bulk.json');
  const load = () => {
    if (!existsSync(file)) throw new Error('dist/kv-bulk.json is missing: run `npm run build` (npm test builds first)');
    const entries = JSON.parse(readFileSync(file, 'utf8')) as { key: string; value: string }[];
    const entry = entries.find((e) => e.key.endsWith(':search-index'));
    if (!entry) throw new Error('dist/kv-bulk.json has no search-index entry');
    return new SearchIndex(JSON.parse(entry.value));
  };
  let index: SearchIndex | undefined;

  it('has at least 30 queries', () => {
    expect(QUALITY.length).toBeGreaterThanOrEqual(30);
  });

  it.each(QUALITY)('%j (product %j) ranks %s first', (q, product, expected) => {
    index ??= load();
    const [first] = index.search(q, product ? { product } : {});
    expect(first?.path.split('#')[0]).toBe(expected);
  });

  // A query naming a group of pages (each tree has eight) ranks one of that group first.
  it.each([
    ['rich tree view', '/x/react-tree-view/rich-tree-view/'],
    ['simple tree view', '/x/react-tree-view/simple-tree-view/'],
  ])('%j ranks a page under %s first', (q, prefix) => {
    index ??= load();
    const [first] = index.search(q);
    expect(first?.path.startsWith(prefix)).toBe(true);
  });
});
