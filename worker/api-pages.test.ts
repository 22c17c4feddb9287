import { beforeAll, describe, expect, it } from 'vitest';
import nav from '../content/nav.json';
import { pageLeaves, type NavItem } from '../lib/nav';
import site from './generated/site.json';
import { call, seedPages } from './test-helpers';

beforeAll(() => seedPages());

const reference = pageLeaves((nav as { tree: NavItem[] }).tree).filter((l) => l.kind === 'component-api' || l.kind === 'interface-api');
const served = new Set<string>();
(function walk(items: NavItem[]) {
  for (const i of items) {
    if (i.children) walk(i.children);
    else served.add(i.pathname);
  }
})(site.nav);

describe('API reference pages', () => {
  it('covers all 170 component and 29 interface pages of the reference tree', () => {
    expect(reference.filter((l) => l.kind === 'component-api')).toHaveLength(170);
    expect(reference.filter((l) => l.kind === 'interface-api')).toHaveLength(29);
    expect(reference.filter((l) => !served.has(l.pathname)).map((l) => l.pathname)).toEqual([]);
  });

  it('answers every one of them with 200 and its title', async () => {
    const failures: string[] = [];
    for (const leaf of reference) {
      const res = await call(leaf.pathname);
      const html = await res.text();
      if (res.status !== 200 || !html.includes(`${leaf.title}`)) failures.push(`${leaf.pathname} ${res.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('serves the API index of each product', async () => {
    for (const path of ['/x/api/data-grid', '/x/api/date-pickers', '/x/api/charts', '/x/api/tree-view']) {
      expect((await call(path)).status).toBe(200);
    }
  });

  it('shows the English reference under /zh with the untranslated notice', async () => {
    const res = await call('/zh/x/api/data-grid/data-grid');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-untranslated');
    expect(html).toContain('id="prop-rows"');
  });

  it('answers the components-api tab of a page that lists components, and 404 elsewhere', async () => {
    const res = await call('/x/react-data-grid/sorting/components-api');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('aria-current="page">Components API');
    expect(html).toContain('prop-sortModel');
    expect((await call('/x/introduction/components-api')).status).toBe(404);
    expect((await call('/x/react-data-grid/sorting/hooks-api')).status).toBe(404);
  });
});
