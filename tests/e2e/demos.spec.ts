/**
 * Live demos in real Chromium: lazy loading, the demos themselves (grid,
 * picker, chart, tree), the JS/TS and styling choices (toolbar, cookie,
 * URL hash), copy, the toolbar keyboard, reset focus, direction and the
 * error boundary. Demo ids come from the content; see DEMOS below.
 */
import { clientReady, expect, mainThreadIdle, test, type Locator, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

const PIE = '/x/react-charts/pie';
const DEMOS = {
  grid: { path: '/x/react-data-grid/quickstart', id: 'react-data-grid-quickstart-FirstGrid' },
  picker: { path: '/x/react-date-pickers/date-picker', id: 'react-date-pickers-date-picker-ControlledDatePicker' },
  bars: { path: '/x/react-charts/bars', id: 'react-charts-bars-GroupedBars' },
  tree: { path: '/x/react-tree-view/simple-tree-view/items', id: 'react-tree-view-simple-tree-view-items-ControlledExpansionTree' },
  arcs: { path: PIE, id: 'react-charts-pie-ArcLabelsPie' },
  donut: { path: PIE, id: 'react-charts-pie-DonutCenterLabel' },
  legend: { path: PIE, id: 'react-charts-pie-LegendCardPie' },
};

const demoOf = (page: Page, id: string) => page.locator(`#${id}`);
const frameOf = (demo: Locator) => demo.locator('[data-demo-frame]');
const action = (demo: Locator, name: string) => demo.locator(`.demo-toolbar [data-demo-action="${name}"]`);
/** The code block of a demo the reader sees (full source or preview). */
const shownCode = (demo: Locator) => demo.locator('.demo-src:visible pre code');

/** Scrolls a demo into view and waits until it has mounted. */
async function mounted(page: Page, id: string): Promise<Locator> {
  const demo = demoOf(page, id);
  await demo.scrollIntoViewIfNeeded();
  // The runtime marks the frame once the live demo replaced the build-time stand-in.
  await expect(frameOf(demo)).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await expect(frameOf(demo).locator(':scope > *').first()).toBeVisible();
  await expect(demo.locator('[data-demo-error]')).toHaveCount(0);
  return demo;
}

// The server answers while it is still seeding KV (records first, demos after): wait for the last demo.
test.beforeAll(async ({ request }) => {
  for (let i = 0; i < 240; i++) {
    if ((await request.get(`/x/playground/${DEMOS.legend.id}`)).status() === 200 && (await request.get(DEMOS.tree.path)).status() === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
});

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('loading', () => {
  test.use({ viewport: { width: 1280, height: 180 } });

  test('a demo page loads no demo code before a demo nears the viewport', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url()).pathname;
      if (u.startsWith('/build/demos/') || /\/chunks\/runtime-/.test(u)) requested.push(u);
    });
    await page.goto('/x/react-data-grid/filtering');
    await page.waitForLoadState('networkidle');
    // Demos near the viewport mount in idle time: once the page has been idle, none was requested.
    await mainThreadIdle(page);
    expect(requested).toEqual([]);

    const first = page.locator('.demo').first();
    const firstId = (await first.getAttribute('id'))!;
    await mounted(page, firstId);
    expect(requested.some((u) => u.includes('/chunks/runtime-'))).toBe(true);
    expect(requested.filter((u) => u.startsWith('/build/demos/'))).toEqual([expect.stringContaining(`/build/demos/${firstId}-system-`)]);
  });
});

test.describe('demos work', () => {
  test('the grid sorts on a header click', async ({ page }) => {
    await page.goto(DEMOS.grid.path);
    const demo = await mounted(page, DEMOS.grid.id);
    const header = demo.getByRole('columnheader', { name: 'Customer' });
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const names = await demo.locator('[role=gridcell][data-field=customer]').allTextContents();
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  test('a Data Grid draws its rows in the hidden first render: the reveal adds no row', async ({ page }) => {
    // Rows added to the frame (DOM mutation order), before and after the frame was marked live. The grid's first
    // render starts from its stand-in's size (client/demos/grid-hint.ts): without it, the grid has no rows until it
    // measures itself at the reveal and renders them all again in that task.
    await page.addInitScript(() => {
      const seen = { before: 0, after: 0 };
      (window as unknown as { __gridRows: typeof seen }).__gridRows = seen;
      const rowsIn = (n: Node) => (n instanceof Element ? n.querySelectorAll('.MuiDataGrid-row').length + (n.matches('.MuiDataGrid-row') ? 1 : 0) : 0);
      new MutationObserver((records) => {
        for (const r of records) {
          const frame = (r.target as Element).closest?.('#react-data-grid-sorting-ControlledSorting [data-demo-frame]');
          if (!frame) continue;
          for (const n of r.addedNodes) seen[frame.hasAttribute('data-demo-mounted') ? 'after' : 'before'] += rowsIn(n);
        }
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/x/react-data-grid/sorting');
    const demo = await mounted(page, 'react-data-grid-sorting-ControlledSorting');
    await mainThreadIdle(page);
    const live = await demo.locator('.MuiDataGrid-row').count();
    const seen = await page.evaluate(() => (window as unknown as { __gridRows: { before: number; after: number } }).__gridRows);
    expect(live).toBeGreaterThan(3);
    expect(seen).toEqual({ before: live, after: 0 });
    // The rows are the sorted ones the stand-in showed (highest salary first).
    const salaries = await demo.locator('[role=gridcell][data-field=salary]').allTextContents();
    const values = salaries.map((s) => Number(s.replace(/\D/g, '')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  test('a chart draws its axes and series in the hidden first render, at its stand-in’s size', async ({ page }) => {
    // A chart's first render starts from the size of its stand-in's SVG (client/demos/chart-hint.ts): without it, the
    // hidden render draws an empty SVG, and the chart measures itself at the reveal and renders everything in that task.
    const FRAME = '#react-charts-lines-StackedAreaLines [data-demo-frame]';
    await page.addInitScript((frameSel) => {
      type Seen = { before: number; after: number; standIn?: number[]; atReveal?: { viewBox: string | null; size: number[]; ticks: number; areas: number; lines: number } };
      const seen: Seen = { before: 0, after: 0 };
      (window as unknown as { __chart: Seen }).__chart = seen;
      const live = (n: Element) => !n.closest('[data-standin]');
      const drawn = (n: Node) =>
        n instanceof Element && live(n) ? n.querySelectorAll('.MuiChartsAxis-tickLabel, .MuiAreaElement-root, .MuiLineElement-root').length + (n.matches('.MuiChartsAxis-tickLabel') ? 1 : 0) : 0;
      const size = (svg: Element) => {
        const c = getComputedStyle(svg);
        return [Math.floor(parseFloat(c.width)), Math.floor(parseFloat(c.height))];
      };
      document.addEventListener('DOMContentLoaded', () => {
        const svg = [...document.querySelectorAll(`${frameSel} [data-standin] svg`)].find((s) => getComputedStyle(s).touchAction === 'pan-y');
        if (svg) seen.standIn = size(svg);
      });
      new MutationObserver((records) => {
        for (const r of records) {
          const frame = (r.target as Element).closest?.(frameSel);
          if (!frame) continue;
          if (r.type === 'attributes') {
            if (seen.atReveal || !frame.hasAttribute('data-demo-mounted')) continue;
            // The chart's SVG (ChartsSurface: the only SVG of MUI with `touch-action: pan-y`).
            const svg = [...frame.querySelectorAll('svg')].find((e) => live(e) && getComputedStyle(e).touchAction === 'pan-y');
            seen.atReveal = {
              viewBox: svg?.getAttribute('viewBox') ?? null,
              size: svg ? size(svg) : [],
              ticks: frame.querySelectorAll('.MuiChartsAxis-tickLabel').length,
              areas: frame.querySelectorAll('.MuiAreaElement-root').length,
              lines: frame.querySelectorAll('.MuiLineElement-root').length,
            };
            continue;
          }
          for (const n of r.addedNodes) seen[frame.hasAttribute('data-demo-mounted') ? 'after' : 'before'] += drawn(n);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-demo-mounted'] });
    }, FRAME);
    await page.goto('/x/react-charts/lines');
    const demo = await mounted(page, 'react-charts-lines-StackedAreaLines');
    await mainThreadIdle(page);
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __chart: { before: number; after: number; standIn?: number[]; atReveal?: { viewBox: string | null; size: number[]; ticks: number; areas: number; lines: number } } })
          .__chart,
    );
    // The stand-in's chart: 666 × 300 at this width (its SVG's CSS box).
    expect(seen.standIn).toEqual([666, 300]);
    // The first live frame (the commit that marks the frame live) has the three stacked areas, their lines and the
    // axes' tick labels, drawn at the stand-in's size.
    expect(seen.atReveal).toMatchObject({ viewBox: `0 0 ${seen.standIn!.join(' ')}`, size: seen.standIn, areas: 3, lines: 3 });
    expect(seen.atReveal!.ticks).toBeGreaterThan(8);
    // Everything was added to the DOM before the reveal (hidden), nothing after it.
    expect(seen.before).toBeGreaterThan(14);
    expect(seen.after).toBe(0);
    await expect(demo.locator('.MuiChartsAxis-tickLabel').first()).toBeVisible();
  });

  test('a revealed Data Grid’s rows-per-page select opens its menu', async ({ page }) => {
    // The Select sets its display node (the menu's anchor) after the commit when it attaches in the reveal
    // (client/demos/reveal-flag.ts): the menu must still open, below the select, and change the page size.
    await page.goto('/x/react-data-grid/sorting');
    const demo = await mounted(page, 'react-data-grid-sorting-ControlledSorting');
    await mainThreadIdle(page);
    const select = demo.getByRole('combobox', { name: /rows per page/i });
    const anchor = await select.boundingBox();
    await select.click();
    // The open menu is modal: the page behind it is hidden from the accessibility tree until it closes.
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const menu = await listbox.boundingBox();
    expect(anchor && menu && Math.abs(menu.x - anchor.x) < 40).toBe(true);
    await listbox.getByRole('option', { name: '25', exact: true }).click();
    await expect(listbox).toBeHidden();
    await expect(select).toHaveText('25');
  });

  test('the date picker opens and picks a day', async ({ page }) => {
    await page.goto(DEMOS.picker.path);
    const demo = await mounted(page, DEMOS.picker.id);
    await demo.getByRole('button', { name: /choose date/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('gridcell', { name: '20', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(demo).toContainText('April 20, 2025');
  });

  test('a chart renders its bars', async ({ page }) => {
    await page.goto(DEMOS.bars.path);
    const demo = await mounted(page, DEMOS.bars.id);
    await expect.poll(() => demo.locator('svg .MuiBarElement-root, svg rect, svg path').count()).toBeGreaterThan(12);
  });

  test('a tree expands', async ({ page }) => {
    await page.goto(DEMOS.tree.path);
    const demo = await mounted(page, DEMOS.tree.id);
    const folder = demo.getByRole('treeitem', { name: 'public' });
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await folder.locator('.MuiTreeItem-content').first().click();
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.getByRole('treeitem', { name: 'robots.txt' })).toBeVisible();
  });
});

test.describe('code variant and styling', () => {
  test('switching to JS changes every demo’s code and survives a reload', async ({ page, context }) => {
    await page.goto(PIE);
    const demos = page.locator('.demo');
    const n = await demos.count();
    for (let i = 0; i < n; i++) await demos.nth(i).locator('[data-demo-action=code]').click();
    for (let i = 0; i < n; i++) await expect(demos.nth(i).locator('.demo-src:visible')).toHaveAttribute('data-variant', 'TS');
    await demos.first().locator('[data-demo-action=variant][data-value=JS]').click();
    await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
    for (let i = 0; i < n; i++) {
      await expect(demos.nth(i).locator('.demo-src:visible')).toHaveAttribute('data-variant', 'JS');
      await expect(demos.nth(i).locator('[data-demo-action=variant][data-value=JS]')).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(shownCode(demos.first())).not.toContainText(': HighlightItemData');
    expect((await context.cookies()).find((c) => c.name === 'codeVariant')).toMatchObject({ value: 'JS' });

    const response = await page.reload();
    expect(await response!.text()).toContain('data-code-variant="JS"');
    await demos.first().locator('[data-demo-action=code]').click();
    await expect(demos.first().locator('.demo-src:visible')).toHaveAttribute('data-variant', 'JS');
  });

  test('a #….js hash selects JS and scrolls to the demo', async ({ page, context }) => {
    await page.goto(`${PIE}#${DEMOS.donut.id}.js`);
    await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
    const demo = demoOf(page, DEMOS.donut.id);
    await expect(demo).toBeInViewport();
    await expect(demo.locator('.demo-src:visible')).toHaveAttribute('data-variant', 'JS');
    await expect(demo.locator('.demo-src:visible')).toHaveAttribute('data-preview', '');
    expect((await context.cookies()).find((c) => c.name === 'codeVariant')?.value).toBe('JS');
  });

  test('a tailwind-….tsx hash selects the Tailwind variant, code and stylesheet', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.goto(`${PIE}#tailwind-${DEMOS.legend.id}.tsx`);
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'tailwind');
    await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'TS');
    const demo = await mounted(page, DEMOS.legend.id);
    expect(chunks).toContainEqual(expect.stringMatching(new RegExp(`^/build/demos/${DEMOS.legend.id}-tailwind-[0-9a-f]+\\.js$`)));
    await expect(page.locator('link[data-demo-css]')).toHaveAttribute('href', new RegExp(`${DEMOS.legend.id}-tailwind-[0-9a-f]+\\.css$`));
    await expect(frameOf(demo).locator('section')).toHaveCSS('display', 'flex');
    await expect(demo.locator('[data-styling-label=tailwind]')).toBeVisible();
    await action(demo, 'code').click();
    await expect(demo.locator('.demo-src:visible')).toHaveAttribute('data-styling', 'tailwind');
    await expect(shownCode(demo)).toContainText('className="box-border flex');
    // A demo without a Tailwind variant keeps showing (and running) MUI System.
    await action(demoOf(page, DEMOS.arcs.id), 'code').click();
    await expect(demoOf(page, DEMOS.arcs.id).locator('.demo-src:visible')).toHaveAttribute('data-styling', 'system');
  });

  test('the styling menu remounts the demo with its variant and stores the choice', async ({ page, context }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.goto(PIE);
    const demo = await mounted(page, DEMOS.legend.id);
    await action(demo, 'styling-menu').click();
    await demo.getByRole('menuitemradio', { name: 'Plain CSS' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'css');
    await expect(demo.getByRole('menu')).toBeHidden();
    await expect.poll(() => chunks.some((c) => c.startsWith(`/build/demos/${DEMOS.legend.id}-css-`))).toBe(true);
    await expect(frameOf(demo).locator('section.LegendCardPie-card')).toHaveCSS('display', 'flex');
    expect((await context.cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('css');
    await action(demo, 'code').click();
    await expect(shownCode(demo)).toContainText("import './LegendCardPie.css';");
  });
});

test.describe('copy', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('the toolbar copy puts the shown code on the clipboard, with its local data module inlined', async ({ page }) => {
    await page.goto(PIE);
    const demo = demoOf(page, DEMOS.legend.id);
    await demo.scrollIntoViewIfNeeded();
    await action(demo, 'variant').and(page.locator('[data-value=JS]')).click();
    await action(demo, 'styling-menu').click();
    await demo.getByRole('menuitemradio', { name: 'Plain CSS' }).click();
    await action(demo, 'code').click();
    const shown = await shownCode(demo).textContent();
    await action(demo, 'copy').click();
    await expect(action(demo, 'copy')).toHaveAttribute('data-copied', '');
    const copied = await clipboard(page);
    // The shown file imports ../shared/storage; the copy declares that data itself.
    expect(shown).toContain("from '../shared/storage'");
    expect(copied).not.toMatch(/from '\.{1,2}\//);
    expect(copied).toContain('const storageUsage = [');
    expect(copied.trimEnd().endsWith(shown!.slice(shown!.indexOf('export default function LegendCardPie')).trimEnd())).toBe(true);
    // The CSS styling's stylesheet travels in the copy (added to the page), not as an ./X.css import the page never shows.
    expect(copied).not.toContain("import './LegendCardPie.css';");
    expect(copied).toMatch(/style\.textContent =[\s\S]*\.LegendCardPie-card/);
    expect(copied).toContain('className="LegendCardPie-card"');
    expect(copied).not.toContain('HighlightItemData');
  });

  test('the code block button and the toolbar icon reset after 2000 ms and 1200 ms', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.goto(PIE);
    // Time stands still from here; only runFor moves it.
    await page.clock.pauseAt(new Date('2026-01-01T01:00:00Z'));
    const demo = demoOf(page, DEMOS.donut.id);
    const blockButton = demo.locator('.demo-src:visible [data-copy]');
    await blockButton.click();
    await expect(blockButton).toHaveText('Copied');
    expect(await clipboard(page)).toBe(await shownCode(demo).textContent());
    await page.clock.runFor(1999);
    await expect(blockButton).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(blockButton).toHaveText('Copy');

    const icon = action(demo, 'copy');
    await icon.click();
    await expect(icon).toHaveAttribute('data-copied', '');
    await page.clock.runFor(1199);
    await expect(icon).toHaveAttribute('data-copied', '');
    await page.clock.runFor(1);
    await expect(icon).not.toHaveAttribute('data-copied');
  });

  test('Ctrl+C with nothing selected copies the hovered code block', async ({ page }) => {
    await page.goto(PIE);
    const demo = demoOf(page, DEMOS.arcs.id);
    await action(demo, 'code').click();
    await shownCode(demo).hover();
    await page.keyboard.press('Control+C');
    expect(await clipboard(page)).toBe(await shownCode(demo).textContent());
    expect(await clipboard(page)).toContain('export default function ArcLabelsPie');
  });

  test('a demo that imports a local module copies one self-contained file, from the toolbar and from the code block', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting');
    const demo = demoOf(page, 'react-data-grid-sorting-MultiColumnSorting');
    await demo.scrollIntoViewIfNeeded();
    await action(demo, 'code').click();
    // A press before the client runs is replayed once it does (client/early-clicks.ts).
    await expect(shownCode(demo)).toContainText("from '../shared/employees'");
    await action(demo, 'copy').click();
    const copied = await clipboard(page);
    expect(copied).not.toMatch(/from '\.{1,2}\//);
    expect(copied).toContain('// Inlined from ../shared/employees.ts');
    expect(copied).toContain('function createEmployees(');
    expect(copied).toContain('export default function MultiColumnSorting()');
    await demo.locator('.demo-src:visible [data-copy]').click();
    expect(await clipboard(page)).toBe(copied);
    // The JavaScript variant copies its own self-contained file.
    await action(demo, 'variant').and(page.locator('[data-value=JS]')).click();
    await action(demo, 'copy').click();
    const js = await clipboard(page);
    expect(js).not.toMatch(/from '\.{1,2}\//);
    expect(js).not.toContain(': GridColDef');
    expect(js).toContain('function createEmployees(');
  });

  test('copy link reproduces the view in its hash', async ({ page }) => {
    await page.goto(PIE);
    const legend = demoOf(page, DEMOS.legend.id);
    await action(legend, 'variant').and(page.locator('[data-value=JS]')).click();
    await action(legend, 'styling-menu').click();
    await legend.getByRole('menuitemradio', { name: 'Tailwind CSS' }).click();
    await action(legend, 'link').click();
    expect(await clipboard(page)).toBe(new URL(`${PIE}#tailwind-${DEMOS.legend.id}.js`, page.url()).href);
    await action(demoOf(page, DEMOS.arcs.id), 'link').click();
    expect(await clipboard(page)).toBe(new URL(`${PIE}#${DEMOS.arcs.id}.js`, page.url()).href);
  });
});

test('a toolbar button pressed before the client and the demo chunk ran is pressed again once they have', async ({ page }) => {
  // The client arrives late: the reader's press lands on a button with no handler yet.
  await page.route('**/build/shell-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(DEMOS.grid.path, { waitUntil: 'commit' });
  const demo = demoOf(page, DEMOS.grid.id);
  const code = action(demo, 'code');
  await expect(code).toHaveAttribute('aria-expanded', 'false');
  await code.click();
  // Kept by the inline loader, not handled yet.
  await expect(code).toHaveAttribute('aria-expanded', 'false');
  await expect(code).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  await expect(demo).toHaveAttribute('data-expanded', '');
});

test.describe('toolbar', () => {
  test('roving tabindex with Left/Right/Home/End', async ({ page }) => {
    await page.goto(PIE);
    const demo = demoOf(page, DEMOS.legend.id);
    const buttons = demo.locator('.demo-toolbar .demo-btn');
    await expect(buttons.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
    // Arrow keys have a handler only once the client runs; a key pressed before is not replayed.
    await clientReady(page);
    await buttons.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(buttons.nth(1)).toBeFocused();
    await expect(buttons.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(buttons.first()).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('End');
    await expect(buttons.last()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(buttons.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(buttons.first()).toBeFocused();
  });

  test('reset focus moves focus to the start of the demo; reset remounts it', async ({ page }) => {
    await page.goto(DEMOS.tree.path);
    const demo = await mounted(page, DEMOS.tree.id);
    const folder = demo.getByRole('treeitem', { name: 'public' });
    await folder.locator('.MuiTreeItem-content').first().click();
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
    await action(demo, 'reset-focus').click();
    await expect(frameOf(demo)).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await frameOf(demo).evaluate((f) => f.contains(document.activeElement) && f !== document.activeElement)).toBe(true);
    await action(demo, 'reset').click();
    await expect(demo.getByRole('treeitem', { name: 'public' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a direction change remounts the demos with a right-to-left cache', async ({ page }) => {
    await page.goto(PIE);
    await mounted(page, DEMOS.arcs.id);
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
      window.dispatchEvent(new CustomEvent('docs:settings'));
    });
    await expect(page.locator('style[data-emotion^="demo-rtl"]').first()).toBeAttached();
    await expect(frameOf(demoOf(page, DEMOS.arcs.id)).locator('svg').first()).toBeVisible();
  });
});

test('a crashing demo shows the error boundary and the rest of the page keeps working', async ({ page }) => {
  const crashing = `export default function Crash() { if (window.__demoCrash !== false) throw new Error('Test crash from the route'); return 'Recovered after reset'; }`;
  await page.route(`**/build/demos/${DEMOS.arcs.id}-system-*.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: crashing }));
  await page.goto(PIE);
  const broken = demoOf(page, DEMOS.arcs.id);
  const alert = broken.getByRole('alert');
  await expect(alert).toContainText('This demo crashed.');
  await expect(alert).toContainText('Test crash from the route');

  // The rest of the page: another demo mounts and works, the broken demo's toolbar still works.
  const donut = await mounted(page, DEMOS.donut.id);
  await expect(donut.locator('svg path').first()).toBeVisible();
  await action(broken, 'code').click();
  await expect(broken).toHaveAttribute('data-expanded', '');

  await page.evaluate(() => ((window as unknown as { __demoCrash: boolean }).__demoCrash = false));
  await alert.getByRole('button', { name: 'Reset the demo' }).click();
  await expect(frameOf(broken)).toHaveText('Recovered after reset');
});
