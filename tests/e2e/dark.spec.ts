/**
 * Dark mode across the site (reader-experience issue, the colour half of
 * "both colour modes"): with a dark system preference, a prose page, a Data
 * Grid, Charts, Pickers and Tree View demo page, an API page, the 404 page
 * and a /zh page, at 1280x800 and 390x844, with their popups open (a menu,
 * the settings panel, the phone's navigation drawer, the search dialog),
 * show no large light surface and no faint text. The named surfaces (app
 * bar, navigation, table of contents, code blocks, API tables, demo frames,
 * menus, the feedback widget) are each checked to be present and dark, so
 * the scan cannot pass on an empty page.
 */
import { expect, mountDemos, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Each page with the surfaces it must show (besides app bar, main and navigation, checked everywhere). */
const PAGES: { path: string; surfaces: string[]; demos?: number }[] = [
  { path: '/x/introduction/installation', surfaces: ['pre', '.body table', 'section[data-feedback]'] },
  { path: '/x/react-data-grid/sorting', surfaces: ['[data-demo-frame]', '.demo-toolbar', '.MuiDataGrid-root'], demos: 1 },
  { path: '/x/react-charts/bars', surfaces: ['[data-demo-frame]', '.MuiChartsLegend-root'], demos: 1 },
  { path: '/x/react-date-pickers/date-picker', surfaces: ['[data-demo-frame]', '.MuiPickersInputBase-root'], demos: 1 },
  { path: '/x/react-tree-view/simple-tree-view/items', surfaces: ['[data-demo-frame]', '.MuiTreeItem-root'], demos: 1 },
  { path: '/x/api/data-grid/data-grid-premium', surfaces: ['table.at', 'pre', '.api-layout-switch'] },
  { path: '/x/react-data-grid/sortin', surfaces: ['#not-found-q'] },
  { path: '/zh/x/react-data-grid/sorting', surfaces: ['[data-demo-frame]', '.MuiDataGrid-root', '[data-untranslated]'], demos: 1 },
];

interface Finding {
  what: string;
  detail: string;
}

/**
 * Scans the rendered page: every visible box over 6000 px² with an opaque
 * background must be dark (relative luminance at most 0.2), and every piece
 * of text must keep a contrast of at least 3:1 against the background it
 * sits on. Then each named surface must exist, sit on a dark background and
 * (where it holds text) have light text.
 */
function scan(page: Page, surfaces: string[]) {
  return page.evaluate((named) => {
    const parse = (c: string) => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number) as [number, number, number, number?];
      return { r, g, b, a };
    };
    const lum = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (x: number) => ((x /= 255) <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    /** The first opaque background at or above `el` (the canvas is white if none). */
    const bgOf = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c && c.a > 0.5) return c;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${String((el.className as unknown as { baseVal?: string })?.baseVal ?? el.className)
        .split(' ')
        .slice(0, 2)
        .join('.')}`;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && el.checkVisibility({ opacityProperty: true });
    };
    const out: { what: string; detail: string }[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el)) continue;
      const cs = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      const bg = parse(cs.backgroundColor);
      if (bg && bg.a > 0.5 && r.width * r.height > 6000 && lum(bg) > 0.2)
        out.push({ what: `light surface ${name(el)}`, detail: `${cs.backgroundColor} ${Math.round(r.width)}x${Math.round(r.height)}` });
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (ownText && !el.closest('[aria-hidden=true]')) {
        const fg = parse(cs.color);
        if (!fg) continue;
        const l1 = lum(fg);
        const l2 = lum(bgOf(el));
        const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
        if (ratio < 3) out.push({ what: `faint text ${name(el)} "${el.textContent!.trim().slice(0, 24)}"`, detail: `${cs.color}, contrast ${ratio.toFixed(2)}` });
      }
    }
    for (const sel of named) {
      const el = [...document.querySelectorAll(sel)].find(shown);
      if (!el) {
        out.push({ what: `missing ${sel}`, detail: 'no visible element' });
        continue;
      }
      const bg = bgOf(el);
      if (lum(bg) > 0.2) out.push({ what: `light background under ${sel}`, detail: JSON.stringify(bg) });
      const text = el.matches('pre, table, section, nav, header, .menu-list, #settings-panel, dialog') ? (el.querySelector('p, td, a, span, h2, li, label') ?? el) : el;
      const fg = parse(getComputedStyle(text).color);
      if (fg && el.textContent!.trim() && lum(fg) < 0.3) out.push({ what: `dark text in ${sel}`, detail: getComputedStyle(text).color });
    }
    return out;
  }, surfaces) as Promise<Finding[]>;
}

test.use({ colorScheme: 'dark', userAgent: READER_UA });

// The server answers while it is still seeding KV (records first, demos after): wait for the demos.
test.beforeAll(async ({ request }) => {
  for (let i = 0; i < 240; i++) {
    if ((await request.get('/x/playground/react-charts-pie-LegendCardPie')).status() === 200 && (await request.get('/x/react-tree-view/simple-tree-view/items')).status() === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
});

for (const vp of VIEWPORTS) {
  test.describe(`dark mode at ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    for (const { path, surfaces, demos } of PAGES) {
      test(`${path}: no light surface and no faint text`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
        const base = ['.app-bar', '#main-content', ...(vp.width >= 900 ? ['#nav-drawer'] : [])];
        if (vp.width >= 1200 && path !== '/x/react-data-grid/sortin') base.push('.toc');
        if (demos) await mountDemos(page, { count: demos, timeout: 10_000 });
        const named = [...base, ...surfaces];
        if (surfaces.includes('section[data-feedback]')) {
          // Down at the feedback widget: its comment box opens, and "back to top" shows.
          const widget = page.locator('section[data-feedback]');
          await widget.scrollIntoViewIfNeeded();
          await widget.getByRole('button', { name: 'Yes' }).click();
          await expect(widget.getByRole('textbox')).toBeVisible();
          await expect.poll(() => page.locator('a.back-to-top').evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
          named.push('section[data-feedback] textarea', 'a.back-to-top');
        }
        expect(await scan(page, named)).toEqual([]);
        // The browser's own chrome gets the dark theme colour, the page's background.
        const theme = await page.evaluate(() => [...document.querySelectorAll('meta[name=theme-color]')].find((m) => matchMedia(m.getAttribute('media')!).matches)?.getAttribute('content'));
        expect(theme).toBe('#0f1214');
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 18, 20)');
        // The whole navigation fits its column: no side-scrolling list (badges beside long names wrap).
        if (vp.width >= 900) expect(await page.locator('#nav-drawer').evaluate((n) => n.scrollWidth - n.clientWidth)).toBeLessThanOrEqual(0);
      });
    }

    test('the menus, the settings panel, the search dialog and the phone drawer are dark when open', async ({ page }) => {
      await page.goto('/x/react-data-grid/sorting');
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      for (const menu of ['version', 'language']) {
        await page.locator(`[data-menu=${menu}] > summary`).click();
        await expect(page.locator(`[data-menu=${menu}] .menu-list`)).toBeVisible();
        expect(await scan(page, [`[data-menu=${menu}] .menu-list`])).toEqual([]);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: 'Open settings' }).click();
      await expect(page.locator('#settings-panel')).toBeVisible();
      expect(await scan(page, ['#settings-panel'])).toEqual([]);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await page.locator('dialog.search-dialog[open]').getByRole('combobox').fill('sorting');
      await expect(page.locator('dialog.search-dialog [role=option]').first()).toBeVisible();
      expect(await scan(page, ['dialog.search-dialog[open]'])).toEqual([]);
      await page.keyboard.press('Escape');
      if (vp.width < 900) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.locator('#nav-drawer')).toBeVisible();
        expect(await scan(page, ['#nav-drawer'])).toEqual([]);
        // The open drawer fits its width too.
        expect(await page.locator('#nav-drawer').evaluate((n) => n.scrollWidth - n.clientWidth)).toBeLessThanOrEqual(0);
      }
    });
  });
}
