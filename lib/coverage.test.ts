import { describe, expect, it } from 'vitest';
import { coverage, formatCoverage, matchSections, requiredDemos } from './coverage';
import type { NavItem } from './nav';

const tree: NavItem[] = [
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview', kind: 'markdown', demoCount: 3 },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [
          {
            pathname: '/x/react-data-grid/columns',
            title: 'Columns',
            children: [{ pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', kind: 'markdown', demoCount: 6, plan: 'pro' }],
          },
          { pathname: '/x/react-data-grid/sorting', title: 'Sorting', kind: 'markdown', demoCount: 15 },
          { pathname: '/x/react-data-grid/cells', title: 'Cells', kind: 'markdown', demoCount: 0 },
        ],
      },
      { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid', kind: 'component-api' },
    ],
  },
  { pathname: 'https://example.com', title: 'External', target: 'external' },
];

describe('requiredDemos', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [15, 10],
    [29, 20],
  ])('%i reference demos -> %i', (reference, required) => expect(requiredDemos(reference)).toBe(required));
});

describe('coverage', () => {
  const report = coverage(
    tree,
    new Map([
      ['/x/react-data-grid', 3],
      ['/x/react-data-grid/sorting', 9],
      ['/x/react-data-grid/cells', 0],
    ]),
  );

  it('groups written pages by their second-level section, nested groups included, API pages and links left out', () => {
    expect(report.map((s) => [s.id, s.name, s.pages.map((p) => p.path)])).toEqual([
      ['/x/react-data-grid-group', 'Data Grid', ['/x/react-data-grid']],
      ['/x/react-data-grid/main-features', 'Data Grid / Main features', ['/x/react-data-grid/column-pinning', '/x/react-data-grid/sorting', '/x/react-data-grid/cells']],
    ]);
  });

  it('marks a missing page and a page with too few demos as short, and a page with no reference demos as done', () => {
    const main = report[1]!;
    expect(main.short.map((p) => [p.path, p.present, p.demos, p.required])).toEqual([
      ['/x/react-data-grid/column-pinning', false, 0, 4],
      ['/x/react-data-grid/sorting', true, 9, 10],
    ]);
    expect(main.present).toBe(2);
    expect(main.required).toBe(14);
    expect(main.demos).toBe(9);
    expect(report[0]!.short).toEqual([]);
  });

  it('counts extra demos of one page no further than its own requirement', () => {
    const [overview] = coverage(tree, new Map([['/x/react-data-grid', 12]]));
    expect(overview!.demos).toBe(2);
  });

  it('prints a line per section and the pages that fall short', () => {
    const text = formatCoverage(report);
    expect(text).toContain('✓ Data Grid: 1/1 pages, 2/2 required demos');
    expect(text).toContain('✗ Data Grid / Main features: 2/3 pages, 9/14 required demos, 2 short');
    expect(text).toContain('    /x/react-data-grid/column-pinning: missing (needs 4 demos)');
    expect(text).toContain('    /x/react-data-grid/sorting: 9/10 demos');
    expect(text.split('\n').pop()).toBe('coverage: 3/4 written pages, 11/16 required demos');
    expect(formatCoverage(report, false)).not.toContain('column-pinning');
  });
});

describe('matchSections', () => {
  const report = coverage(tree, new Map());
  it.each([
    ['/x/react-data-grid/main-features', ['Data Grid / Main features']],
    ['main-features', ['Data Grid / Main features']],
    ['data grid / main', ['Data Grid / Main features']],
    ['Data Grid', ['Data Grid', 'Data Grid / Main features']],
    ['charts', []],
    ['  ', []],
  ])('%j', (query, names) => expect(matchSections(report, query).map((s) => s.name)).toEqual(names));
});
