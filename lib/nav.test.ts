/**
 * Tests of the navigation tree rules against the real `content/nav.json`
 * and small hand-made trees: validation, plan inheritance, product and
 * category classification, pruning and the page-leaf count.
 */
import { describe, expect, it } from 'vitest';
import navJson from '../content/nav.json';
import { categoryIdOf, effectivePlan, isPageLeaf, navTitle, pageLeaves, productIdOf, pruneNav, validateNav, walkNav, type NavItem } from './nav';

const tree = (navJson as { tree: NavItem[] }).tree;

function allPaths(items: readonly NavItem[]): string[] {
  const out: string[] = [];
  walkNav(items, (item) => out.push(item.pathname));
  return out;
}

describe('validateNav', () => {
  it('accepts content/nav.json and returns the number of distinct paths', () => {
    const paths = allPaths(tree);
    expect(validateNav(tree)).toBe(new Set(paths).size);
    expect(validateNav(tree)).toBeGreaterThan(386);
  });

  it.each([
    ['two siblings', [{ pathname: '/x/a' }, { pathname: '/x/a' }], '/x/a'],
    [
      'a leaf repeated in another group',
      [
        { pathname: '/x/g1', children: [{ pathname: '/x/b' }] },
        { pathname: '/x/g2', children: [{ pathname: '/x/c' }, { pathname: '/x/b' }] },
      ],
      '/x/b',
    ],
    ['a group and a leaf', [{ pathname: '/x/g', children: [{ pathname: '/x/g' }] }], '/x/g'],
  ])('throws on %s, naming the path', (_name, items, path) => {
    expect(() => validateNav(items as NavItem[])).toThrow(`Duplicated navigation path: ${path}`);
  });

  it('a real tree with one page duplicated throws', () => {
    const first = pageLeaves(tree)[10]!;
    const broken = [...tree, { pathname: '/x/extra-group', children: [{ ...first }] }];
    expect(() => validateNav(broken)).toThrow(first.pathname);
  });

  it.each(['/x/react-data-grid/components-api', '/x/react-tree-view/hooks-api'])('exempts API tab page %s', (path) => {
    const items: NavItem[] = [
      { pathname: '/x/g1', children: [{ pathname: path }] },
      { pathname: '/x/g2', children: [{ pathname: path }] },
    ];
    expect(validateNav(items)).toBe(2);
  });

  it('counts an empty tree as zero', () => {
    expect(validateNav([])).toBe(0);
  });
});

describe('effectivePlan', () => {
  const grandparent: NavItem = { pathname: '/x/gp', plan: 'premium' };
  const parent: NavItem = { pathname: '/x/p', plan: 'pro' };
  const plain: NavItem = { pathname: '/x/plain' };

  it.each<[string, NavItem, NavItem[], string | undefined]>([
    ['own plan wins', { pathname: '/x/a', plan: 'premium' }, [plain, parent], 'premium'],
    ['parent plan', { pathname: '/x/a' }, [plain, parent], 'pro'],
    ['grandparent plan', { pathname: '/x/a' }, [grandparent, plain], 'premium'],
    ['nearest ancestor wins', { pathname: '/x/a' }, [grandparent, parent], 'pro'],
    ['no plan anywhere', { pathname: '/x/a' }, [plain, plain], undefined],
    ['no ancestors', { pathname: '/x/a' }, [], undefined],
  ])('%s', (_name, item, ancestors, expected) => {
    expect(effectivePlan(item, ancestors)).toBe(expected);
  });

  it('resolves inherited plans in content/nav.json', () => {
    const plans = new Map<string, string | undefined>();
    walkNav(tree, (item, ancestors) => plans.set(item.pathname, effectivePlan(item, ancestors)));
    expect(plans.get('/x/introduction/priority-support')).toBe('premium');
    expect(plans.get('/x/guides/telemetry')).toBe('pro');
    expect(plans.get('/x/introduction')).toBeUndefined();
  });
});

describe('productIdOf', () => {
  it.each([
    ['/x/react-data-grid', 'x-data-grid'],
    ['/x/react-data-grid/sorting', 'x-data-grid'],
    ['/x/react-data-grid-group', 'x-data-grid'],
    ['/x/api/data-grid/data-grid', 'x-data-grid'],
    ['/x/api/data-grid', 'x-data-grid'],
    ['/x/api/data-grid-group', 'x-data-grid'],
    ['/x/react-date-pickers', 'x-date-pickers'],
    ['/x/react-date-pickers/date-picker', 'x-date-pickers'],
    ['/x/react-date-pickers-group', 'x-date-pickers'],
    ['/x/api/date-pickers/date-picker', 'x-date-pickers'],
    ['/x/react-charts', 'x-charts'],
    ['/x/react-charts/bars', 'x-charts'],
    ['/x/react-charts-group', 'x-charts'],
    ['/x/api/charts/bar-chart', 'x-charts'],
    ['/x/react-tree-view', 'x-tree-view'],
    ['/x/react-tree-view/rich-tree-view/items', 'x-tree-view'],
    ['/x/react-tree-view-group', 'x-tree-view'],
    ['/x/api/tree-view/tree-item', 'x-tree-view'],
    ['/x/introduction', 'x'],
    ['/x/common-concepts/custom-components', 'x'],
    ['/x/migration/migration-data-grid-v7', 'x'],
    ['/x/api', 'x'],
    ['/x/react-data-gridiron', 'x'],
    ['/material-ui/react-button', 'x'],
  ])('%s -> %s', (path, expected) => {
    expect(productIdOf(path)).toBe(expected);
  });

  it('classifies every page of each library group of content/nav.json', () => {
    const groups: Record<string, string> = {
      '/x/react-data-grid-group': 'x-data-grid',
      '/x/react-date-pickers-group': 'x-date-pickers',
      '/x/react-charts-group': 'x-charts',
      '/x/react-tree-view-group': 'x-tree-view',
    };
    const wrong: string[] = [];
    walkNav(tree, (item, ancestors) => {
      if (!isPageLeaf(item)) return;
      const expected = groups[ancestors[0]?.pathname ?? ''] ?? 'x';
      if (productIdOf(item.pathname) !== expected) wrong.push(item.pathname);
    });
    expect(wrong).toEqual([]);
  });
});

describe('categoryIdOf', () => {
  it.each([
    ['/material-ui/react-button', 'core'],
    ['/joy-ui/getting-started', 'core'],
    ['/base-ui/react-menu', 'core'],
    ['/system/getting-started', 'core'],
    ['/x/introduction', 'x'],
    ['/x/api/data-grid/data-grid', 'x'],
    ['/toolpad/studio/getting-started', 'toolpad'],
    ['/toolpad/core/introduction', 'toolpad'],
    ['/toolpad/other', 'docs'],
    ['/toolpad', 'docs'],
    ['/versions', 'docs'],
    ['/', 'docs'],
    ['/material-ui-extra/x', 'docs'],
  ])('%s -> %s', (path, expected) => {
    expect(categoryIdOf(path)).toBe(expected);
  });
});

describe('pruneNav', () => {
  const items: NavItem[] = [
    { pathname: '/x/a' },
    {
      pathname: '/x/g',
      title: 'Group',
      children: [{ pathname: '/x/g/keep' }, { pathname: '/x/g/drop' }, { pathname: '/x/g/sub', children: [{ pathname: '/x/g/sub/drop' }] }],
    },
    { pathname: '/x/empty', children: [{ pathname: '/x/empty/drop' }] },
  ];

  it('keeps wanted leaves and drops groups left empty', () => {
    const pruned = pruneNav(items, (leaf) => !leaf.pathname.endsWith('drop'));
    expect(pruned).toEqual([{ pathname: '/x/a' }, { pathname: '/x/g', title: 'Group', children: [{ pathname: '/x/g/keep' }] }]);
  });

  it('does not mutate the input', () => {
    pruneNav(items, () => false);
    expect(items[1]!.children).toHaveLength(3);
  });

  it.each([
    ['keep all', () => true, allPaths(tree).length],
    ['keep none', () => false, 0],
  ])('%s on content/nav.json', (_name, keep, count) => {
    expect(allPaths(pruneNav(tree, keep))).toHaveLength(count);
  });
});

describe('pageLeaves', () => {
  it('content/nav.json has 386 page leaves (388 leaves less one external link and one anchor)', () => {
    let leaves = 0;
    walkNav(tree, (item) => {
      if (!item.children) leaves += 1;
    });
    expect(leaves).toBe(388);
    expect(pageLeaves(tree)).toHaveLength(386);
  });

  it.each<[string, NavItem, boolean]>([
    ['a page', { pathname: '/x/introduction' }, true],
    ['a group', { pathname: '/x/g', children: [] }, false],
    ['an external link', { pathname: 'https://mui.com/x/whats-new/', target: 'external' }, false],
    ['an anchor', { pathname: '/x/react-charts/#planned-charts', target: 'anchor' }, false],
    ['a page of another site', { pathname: '/material-ui/react-button' }, false],
  ])('isPageLeaf: %s -> %s', (_name, item, expected) => {
    expect(isPageLeaf(item)).toBe(expected);
  });

  it('lists leaves in reading order', () => {
    expect(
      pageLeaves(tree)
        .slice(0, 2)
        .map((leaf) => leaf.pathname),
    ).toEqual(['/x/introduction', '/x/introduction/installation']);
  });
});

describe('navTitle', () => {
  it.each<[NavItem, string]>([
    [{ pathname: '/x/a', title: 'Title', subheader: 'Sub' }, 'Title'],
    [{ pathname: '/x/a', subheader: 'Sub' }, 'Sub'],
    [{ pathname: '/x/last-part' }, 'last-part'],
  ])('%o -> %s', (item, expected) => {
    expect(navTitle(item)).toBe(expected);
  });
});
