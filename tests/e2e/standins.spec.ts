/**
 * First-paint stand-ins (scripts/demos/standins.ts): before any script runs
 * a demo frame shows what the demo looks like, in the reader's colour
 * scheme, and the live demo replaces it without moving the page.
 */
import { test as bare } from '@playwright/test';
import { expect, mainThreadIdle, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

/** One page and demo per library, each near the top of its page. */
const PAGES = {
  grid: { path: '/x/react-data-grid/quickstart', id: 'react-data-grid-quickstart-FirstGrid' },
  charts: { path: '/x/react-charts/bars', id: 'react-charts-bars-GroupedBars' },
  pickers: { path: '/x/react-date-pickers/date-picker', id: 'react-date-pickers-date-picker-ControlledDatePicker' },
  tree: { path: '/x/react-tree-view/simple-tree-view/items', id: 'react-tree-view-simple-tree-view-items-ControlledExpansionTree' },
};

const standIn = (page: Page, id: string) => page.locator(`#${id} [data-demo-frame] > [data-standin]`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a Charts demo shows its chart, a Tree View demo its items, a Data Grid demo its headers and first rows', async ({ page }) => {
    await page.goto(PAGES.charts.path);
    const chart = standIn(page, PAGES.charts.id);
    await expect(chart).not.toHaveAttribute('data-standin', 'skeleton');
    await expect(chart.locator('svg rect').first()).toBeVisible();

    await page.goto(PAGES.tree.path);
    const tree = standIn(page, PAGES.tree.id);
    await expect(tree.getByText('src', { exact: true })).toBeVisible();
    await expect(tree.getByText('public', { exact: true })).toBeVisible();

    await page.goto(PAGES.grid.path);
    const grid = standIn(page, PAGES.grid.id);
    for (const header of ['Order', 'Customer', 'Total', 'Placed on']) await expect(grid.getByText(header, { exact: true })).toBeVisible();
    // The demo's first rows, formatted as the grid formats them.
    await expect(grid.getByText('Northwind Traders')).toBeVisible();
    await expect(grid.getByText('$1840.50')).toBeVisible();
    await expect(grid.getByText('Saltmarsh Books')).toBeVisible();
    // The frame is not marked mounted: nothing ran.
    await expect(page.locator(`#${PAGES.grid.id} [data-demo-frame]`)).not.toHaveAttribute('data-demo-mounted');
  });
});

test('in dark mode the stand-in is drawn in dark colours before the demo mounts', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  // Demo code never arrives: what the reader sees is the stand-in.
  await page.route('**/build/demos/**', () => undefined);
  await page.goto(PAGES.grid.path);
  const grid = standIn(page, PAGES.grid.id).locator('[data-standin-grid]');
  await expect(grid).toBeVisible();
  const [bg, fg] = await grid.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
  const lum = (c: string) => {
    const [r, g, b] = c.match(/\d+(\.\d+)?/g)!.map(Number) as [number, number, number];
    return (r + g + b) / 3;
  };
  expect(lum(bg!)).toBeLessThan(60);
  expect(lum(fg!)).toBeGreaterThan(180);
  await expect(page.locator(`#${PAGES.grid.id} [data-demo-frame]`)).not.toHaveAttribute('data-demo-mounted');
});

/**
 * Layout shifts while the HTML is still being parsed (a paint between two
 * parser chunks shows a tree row with its icon but not yet its label) are
 * progressive rendering, not the stand-in swap, which only happens once the
 * document is parsed: those are kept apart and only held under a small
 * budget. The first frame after DOMContentLoaded still shows the last
 * parser chunks (on a slow machine a nav row painted half parsed grows in
 * it), so parsing ends with that frame; every shift of a later frame (the
 * swap comes hundreds of ms later, once React has loaded) counts in full.
 */
const PARSE_CLS_BUDGET = 0.01;

/** Both layouts (the desktop column and a phone's) in both colour schemes. */
const LAYOUTS = [
  { width: 1280, height: 800, mode: 'light' },
  { width: 1280, height: 800, mode: 'dark' },
  { width: 390, height: 844, mode: 'light' },
  { width: 390, height: 844, mode: 'dark' },
] as const;

for (const { width, height, mode } of LAYOUTS) {
  test.describe(`${width} px, ${mode}`, () => {
    test.use({ viewport: { width, height } });
    for (const [library, { path, id }] of Object.entries(PAGES)) cls(library, path, id, mode);
  });
}

function cls(library: string, path: string, id: string, mode: 'light' | 'dark'): void {
  test(`${library}: the live demo replaces the stand-in with no layout shift`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    await page.addInitScript((demoId) => {
      type Shifts = { cls: number; shifts: string[] };
      const w = window as unknown as { __parse: Shifts; __after: Shifts; __parsedFrom: number; __standin: boolean };
      w.__parse = { cls: 0, shifts: [] };
      w.__after = { cls: 0, shifts: [] };
      w.__parsedFrom = Infinity;
      document.addEventListener('DOMContentLoaded', () => {
        // The frame after the one that follows DOMContentLoaded: shifts from its start on are not parsing.
        requestAnimationFrame(() => requestAnimationFrame((t) => (w.__parsedFrom = t)));
        // Whether the frame held a stand-in once the document was parsed (the demo may mount before goto returns).
        w.__standin = document.querySelector(`#${demoId} [data-demo-frame] > [data-standin]`) !== null;
      });
      new PerformanceObserver((list) => {
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        for (const e of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources: Source[] }[]) {
          if (e.hadRecentInput) continue;
          const into = e.startTime >= w.__parsedFrom ? w.__after : w.__parse;
          into.cls += e.value;
          const where = (s: Source) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const r = (x: DOMRectReadOnly) => `${Math.round(x.x)},${Math.round(x.y)} ${Math.round(x.width)}x${Math.round(x.height)}`;
            return `${el?.tagName ?? s.node?.nodeName} in #${el?.closest('.demo')?.id ?? '-'} ${r(s.previousRect)} -> ${r(s.currentRect)}`;
          };
          into.shifts.push(`${e.value.toFixed(6)} at ${Math.round(e.startTime)} ms: ${e.sources.map(where).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, id);
    await page.goto(path);
    const frame = page.locator(`#${id} [data-demo-frame]`);
    expect(await page.evaluate(() => (window as unknown as { __standin?: boolean }).__standin)).toBe(true);
    // On a phone the demo may start below the fold: the reader scrolls to it (a scroll is not a layout shift).
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
    await expect(frame.locator('> [data-standin]')).toHaveCount(0);
    await expect(page.locator(`#${id} [data-demo-error]`)).toHaveCount(0);
    // Let the demo settle (charts and the grid size themselves after their first commit).
    await mainThreadIdle(page);
    type Shifts = { cls: number; shifts: string[] };
    const { parse, after } = await page.evaluate(() => {
      const w = window as unknown as { __parse: Shifts; __after: Shifts };
      return { parse: w.__parse, after: w.__after };
    });
    expect(after.shifts).toEqual([]);
    expect(after.cls).toBe(0);
    expect(parse.cls, parse.shifts.join('\n')).toBeLessThan(PARSE_CLS_BUDGET);
  });
}

/**
 * Demos go live without a gesture (client/demos/index.ts): once the browser
 * is idle after `load`, the demo in view mounts although nobody touched the
 * page, its code preloaded at `load`; bots and printed pages keep their
 * stand-ins and load (and preload) no demo code. These pages are opened with the bare Playwright page, which never moves
 * the pointer, presses a key or scrolls.
 */
bare.describe('demos go live without a gesture', () => {
  /** Resolves once an idle callback asked for after `load` has run: the client asked for its own before it. */
  const afterIdle = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const idle = () => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 });
          if (document.readyState === 'complete') idle();
          else addEventListener('load', idle, { once: true });
        }),
    );

  /** Demo code the page requests: demo chunks, their import lists and the runtime. */
  const demoRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/build/demos/') || r.url().includes('/build/chunks/runtime-')) urls.push(r.url());
    });
    return urls;
  };

  bare('a page loaded with no input shows the demo in view live, its code preloaded at load', async ({ browser }) => {
    const page = await browser.newPage({ userAgent: READER_UA, baseURL: bare.info().project.use.baseURL });
    // When each demo preload link went in, and when the load event and the mount came (page clock).
    await page.addInitScript(() => {
      const w = window as unknown as { __preloads: [string, number][]; __load: number; __mounted: number };
      w.__preloads = [];
      addEventListener('load', () => (w.__load = performance.now()), { once: true, capture: true });
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLLinkElement && n.rel === 'modulepreload') w.__preloads.push([new URL(n.href).pathname, performance.now()]);
        if (w.__mounted === undefined && document.querySelector('[data-demo-mounted]')) w.__mounted = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-demo-mounted'] });
    });
    const requests = demoRequests(page);
    await page.goto(PAGES.grid.path);
    const frame = page.locator(`#${PAGES.grid.id} [data-demo-frame]`);
    await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
    await expect(frame.locator('> [data-standin]')).toHaveCount(0);
    await expect(frame.getByRole('grid')).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);

    // The code was preloaded at load (client/demos/preload.ts): the runtime and every chunk it imports, the demo's
    // chunk and every chunk that one imports (its list beside it, from the same build), before the demo mounted.
    const { preloads, load, mounted, runtime, chunk } = await page.evaluate((id) => {
      const w = window as unknown as { __preloads: [string, number][]; __load: number; __mounted: number };
      const config = JSON.parse(document.getElementById('docs-config')!.textContent!) as { demoRuntime?: string[] };
      return { preloads: w.__preloads, load: w.__load, mounted: w.__mounted, runtime: config.demoRuntime ?? [], chunk: document.getElementById(id)!.getAttribute('data-chunk-system')! };
    }, PAGES.grid.id);
    const imports = (await (await page.request.get(chunk.replace(/\.js$/, '.deps.json'))).json()) as string[];
    expect(runtime[0]).toMatch(/^\/build\/chunks\/runtime-/);
    expect(imports.length).toBeGreaterThan(0);
    const preloaded = new Map(preloads);
    for (const url of new Set([...runtime, chunk, ...imports])) {
      expect(preloaded.get(url), `${url} preloaded`).toBeGreaterThanOrEqual(load);
      expect(preloaded.get(url), `${url} preloaded before the mount`).toBeLessThan(mounted);
    }
    await page.close();
  });

  const keepers: [string, { userAgent: string; print: boolean }][] = [
    ['a bot', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', print: false }],
    ['a page opened for printing', { userAgent: READER_UA, print: true }],
  ];
  for (const [who, { userAgent, print }] of keepers) {
    bare(`${who} keeps the stand-in and loads no demo code`, async ({ browser }) => {
      const page = await browser.newPage({ userAgent, baseURL: bare.info().project.use.baseURL });
      if (print) await page.emulateMedia({ media: 'print' });
      const requests = demoRequests(page);
      await page.goto(PAGES.grid.path);
      // The client has run: the demo toolbars are wired.
      await expect(page.locator(`#${PAGES.grid.id} [data-demo-action=copy][data-ga-event-action]`)).toHaveCount(1);
      await afterIdle(page);
      const frame = page.locator(`#${PAGES.grid.id} [data-demo-frame]`);
      await expect(frame).not.toHaveAttribute('data-demo-mounted');
      await expect(frame.locator('> [data-standin]')).toHaveCount(1);
      expect(requests).toEqual([]);
      await page.close();
    });
  }
});

test('stand-ins far below the viewport are skipped by rendering, and rendering them changes no height', async ({ page }) => {
  await page.goto('/x/react-data-grid/row-grouping');
  const { skipped, total, before } = await page.evaluate(() => {
    const standins = [...document.querySelectorAll<HTMLElement>('[data-standin]')];
    const text = (s: HTMLElement) => s.querySelector<HTMLElement>('span, text, p') ?? s;
    return {
      // A skipped stand-in's content is not visible to checkVisibility with contentVisibilityAuto.
      skipped: standins.filter((s) => !text(s).checkVisibility({ contentVisibilityAuto: true })).length,
      total: standins.length,
      before: [document.documentElement.scrollHeight, ...standins.map((s) => s.closest<HTMLElement>('[data-demo-frame]')!.offsetHeight)],
    };
  });
  expect(total).toBeGreaterThan(10);
  expect(skipped).toBeGreaterThan(total / 2);
  const after = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '.standin{content-visibility:visible!important}';
    document.head.append(style);
    const standins = [...document.querySelectorAll<HTMLElement>('[data-standin]')];
    return [document.documentElement.scrollHeight, ...standins.map((s) => s.closest<HTMLElement>('[data-demo-frame]')!.offsetHeight)];
  });
  expect(after).toEqual(before);
});
