/** Entry points of the empty search box: real pages, Chinese titles as the page-title table has them, order. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageTitleTable } from '../../lib/i18n';
import { PRODUCT_IDS } from '../../lib/products';
import { ENTRY_POINTS, entryPoints } from './entries';

const root = join(import.meta.dirname, '..', '..');
const titles: PageTitleTable = {};
for (const f of readdirSync(join(root, 'content', 'i18n', 'page-titles'))) Object.assign(titles, JSON.parse(readFileSync(join(root, 'content', 'i18n', 'page-titles', f), 'utf8')));

describe('search entry points', () => {
  it.each(ENTRY_POINTS.map((e) => [e.path, e]))('%s is a written page with a Chinese title (its nav title where the English one is the nav title too)', (path, e) => {
    expect(existsSync(join(root, 'content', 'pages', path.replace(/^\/x\//, ''), 'index.md'))).toBe(true);
    // A section's "Overview" page is named after its section here ("Filtering"), in both languages.
    if (e.title.en === titles[path]?.en) expect(e.title.zh).toBe(titles[path]?.zh);
    else expect(e.title.zh).toBeTruthy();
  });

  it('offers two to four pages for every product', () => {
    for (const id of PRODUCT_IDS) {
      const n = ENTRY_POINTS.filter((e) => e.product === id).length;
      expect(n, id).toBeGreaterThanOrEqual(2);
      expect(n, id).toBeLessThanOrEqual(4);
    }
  });

  it("puts the reader's product first and titles in the reader's language", () => {
    const list = entryPoints('x-charts', 'zh');
    expect(list.slice(0, 4).every((e) => e.product === 'x-charts')).toBe(true);
    expect(list[0]).toEqual({ product: 'x-charts', path: '/x/react-charts/quickstart', title: '快速入门' });
    expect(list.find((e) => e.path === '/x/react-charts/bars')?.title).toBe('柱状图');
    expect(entryPoints('', 'en')[0]?.product).toBe('x');
  });
});
