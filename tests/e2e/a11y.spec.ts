/**
 * Accessibility of the site's own chrome and content, with axe-core
 * (@axe-core/playwright) in real Chromium: no critical or serious violation
 * of the WCAG 2.x A/AA rules, in light and dark. Demo frames and MUI X
 * components are excluded: what runs inside a demo is MUI X's or the
 * demo's, audited by bench/a11y-demos.ts; the demos fixed after it are
 * re-checked at the end of this file.
 *
 * Cost (the whole suite must stay under 30 min; this file's axe passes are
 * about 1 min of test time on the 2-core CI machine): one navigation per
 * page, colour mode and width switched in place (prefers-color-scheme, which
 * the default "system" mode follows; the viewport), one axe run per page,
 * mode and width, and
 * - content: every distinct element of every page's body (tag, classes,
 *   inline style, and the parent's; both languages, API pages and tabs
 *   included, about 170 among 750 bodies), each checked once: on the fewest
 *   pages whose bodies hold them all (a covering set, about 20 pages), axe
 *   reads only the elements that page was picked for;
 * - chrome: one page of each template (docs, demos, API, API tab, migration,
 *   Chinese, 404) without its body, at 1280 and 390 px, the first as a
 *   reader (ad slot drawn);
 * - the open surfaces (search dialog, settings panel, menus, phone drawer);
 * - keyboard: tab order and focus rings of the header and demo toolbar,
 *   and the WAI-ARIA patterns of menus, dialogs and drawer.
 * The DOM is the same in both modes, so the dark run checks only the rules
 * whose outcome depends on colours (COLOUR_RULES, ./axe.ts); colours do not depend on
 * the width, so the content runs at one width. Findings and timings go to
 * test-results/a11y-*.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { clientReady, expect, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';
import { axeFor, setColourMode, type ColourMode } from './axe';

/** Roots of MUI X components (and their popups, portalled outside the root). */
const MUI_X_ROOTS = [
  '.MuiDataGrid-root',
  '.MuiDataGrid-panel',
  '.MuiDataGrid-menu',
  '[class*="MuiCharts"]',
  '[class*="MuiGauge"]',
  '[class*="MuiPickers"]',
  '[class*="MuiDateCalendar"]',
  '[class*="MuiDateRangeCalendar"]',
  '[class*="MuiTimeClock"]',
  '[class*="MuiDigitalClock"]',
  '[class*="MuiMultiSectionDigitalClock"]',
  '[class*="MuiDateField"]',
  '[class*="MuiTimeField"]',
  '[class*="MuiDateTimeField"]',
  '.MuiSimpleTreeView-root',
  '.MuiRichTreeView-root',
];
/** What runs inside a demo frame is the demo's (audited by bench/a11y-demos.ts). */
const EXCLUDED = ['[data-demo-frame]', ...MUI_X_ROOTS];
/** A page's body (its record's HTML), which the content pass checks: the chrome pass leaves it out. */
const BODY = '#main-content .body';

/** One page of each template. */
const TEMPLATES = [
  '/x/introduction',
  '/x/react-data-grid/filtering',
  '/x/api/data-grid/data-grid',
  '/x/react-charts/axis/components-api',
  '/x/migration/migration-data-grid-v7',
  '/zh/x/react-date-pickers/date-picker',
  '/x/no-such-page',
];

interface Finding {
  path: string;
  width: number;
  mode: ColourMode;
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
}

const started = Date.now();
const findings: Finding[] = [];
/** Milliseconds spent in axe, per test. */
const axeMs: Record<string, number> = {};

interface Scope {
  include?: string;
  exclude?: string[];
}

/**
 * Critical and serious violations outside the demos, as lines for the
 * failure message (axe settings: ./axe.ts; the only cross-origin frames,
 * which legacy mode does not read, are the ad network's, not the site's).
 */
async function audit(page: Page, path: string, width: number, mode: ColourMode, scope: Scope = {}): Promise<string[]> {
  let builder = axeFor(page, mode, { 'label-content-name-mismatch': { enabled: true } });
  if (scope.include) builder = builder.include(scope.include);
  for (const s of [...EXCLUDED, ...(scope.exclude ?? [])]) builder = builder.exclude(s);
  const t0 = Date.now();
  const result = await builder.analyze();
  const title = test.info().title;
  axeMs[title] = (axeMs[title] ?? 0) + Date.now() - t0;
  const lines: string[] = [];
  for (const v of result.violations) {
    if (v.impact !== 'critical' && v.impact !== 'serious') continue;
    const targets = v.nodes.slice(0, 4).map((n) => n.target.join(' '));
    findings.push({ path, width, mode, rule: v.id, impact: v.impact, nodes: v.nodes.length, targets });
    lines.push(`${path} ${width}px ${mode}${scope.include ? ` (${scope.include})` : ''}: ${v.id} (${v.impact}, ${v.nodes.length} nodes) ${targets.join(' | ')}`);
  }
  return lines;
}

test.describe.configure({ mode: 'parallel' });

test.afterAll(() => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/a11y-${process.pid}.json`, JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), axeMs, findings }, null, 1));
});

/** Decodes the entities the build writes in attribute values (the browser reads them decoded). */
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** An element's signature part: tag, classes, inline style without sizes (the browser side is in `markNew`). */
const part = (tag: string, cls: string, style: string) => `${tag}.${cls}.${style.replace(/(?:min-)?(?:width|height):[^;]*;?/g, '')}`;

/**
 * The body of every page (both languages, API pages and API tabs included),
 * read from the build's KV bulk file, as the set of its distinct elements:
 * tag, classes, inline style and the same of the parent (what colours and
 * sizes the text, and on what background). Demo frames are left out.
 */
function bodySignatures(): Map<string, Set<string>> {
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
  const out = new Map<string, Set<string>>();
  const VOID = new Set(['br', 'img', 'hr', 'input', 'wbr', 'source', 'col', 'area', 'meta', 'link', 'path', 'rect', 'circle', 'line', 'polyline', 'use']);
  for (const e of entries) {
    const m = /^[^:]+:(en|zh):(\/x[^#]*)(#html)?$/.exec(e.key);
    if (!m) continue;
    let html = '';
    if (m[3]) html = e.value;
    else if (/-api$/.test(m[2]!)) html = (JSON.parse(e.value) as { html?: string }).html ?? '';
    if (!html) continue;
    html = html.replace(/(<div class="demo-frame"[^>]*>)[\s\S]*?(<\/div><div class="demo-(?:toolbar|code)")/g, '$1$2');
    const set = new Set<string>();
    const stack: string[] = ['body'];
    for (const t of html.matchAll(/<(\/?)([a-z][a-z0-9-]*)((?:\s[^>]*)?)>/g)) {
      const [, close, tag, attrs] = t as unknown as [string, string, string, string];
      if (close) {
        const i = stack.findLastIndex((x) => x.startsWith(`${tag}.`));
        if (i > 0) stack.length = i;
        continue;
      }
      const me = part(tag, decode(/\sclass="([^"]*)"/.exec(attrs)?.[1] ?? ''), decode(/\sstyle="([^"]*)"/.exec(attrs)?.[1] ?? ''));
      set.add(`${stack[stack.length - 1]} > ${me}`);
      if (!VOID.has(tag) && !attrs.endsWith('/')) stack.push(me);
    }
    const path = m[2]!.replace(/^\/x\/api-docs(?=\/|$)/, '/x/api');
    out.set(`${m[1] === 'zh' ? '/zh' : ''}${path}`, set);
  }
  return out;
}

/**
 * The fewest pages whose bodies hold every distinct element of every page's
 * body (greedy set cover), each with the signatures it was picked for (those
 * no page picked before it holds).
 */
function coveringPages(): [string, string[]][] {
  const sigs = bodySignatures();
  const left = new Set([...sigs.values()].flatMap((s) => [...s]));
  const picked: [string, string[]][] = [];
  while (left.size) {
    let best = '';
    let most = 0;
    for (const [path, set] of sigs) {
      let n = 0;
      for (const x of set) if (left.has(x)) n++;
      if (n > most) [best, most] = [path, n];
    }
    const fresh = [...sigs.get(best)!].filter((x) => left.has(x));
    picked.push([best, fresh]);
    for (const x of fresh) left.delete(x);
  }
  return picked;
}

/**
 * Marks the first element of the page's body with each signature of `fresh`
 * `data-axe=new`, and the other children of those `data-axe=old`; given as
 * include and exclude, they make axe read the new elements themselves (axe
 * takes an element's nearest mark) and nothing else of the page. Returns
 * the signatures not found.
 */
function markNew(page: Page, fresh: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const left = new Set(wanted);
    const sig = (e: Element) => `${e.localName}.${e.getAttribute('class') ?? ''}.${(e.getAttribute('style') ?? '').replace(/(?:min-)?(?:width|height):[^;]*;?/g, '')}`;
    const walk = (parent: Element, parentSig: string, parentNew: boolean) => {
      for (const e of parent.children) {
        const me = sig(e);
        // A demo frame stays excluded: marked new, it would be included again (axe takes the nearest mark, include first).
        const frame = e.matches('[data-demo-frame]');
        const isNew = left.delete(`${parentSig} > ${me}`) && !frame;
        if (isNew) e.setAttribute('data-axe', 'new');
        else if (parentNew) e.setAttribute('data-axe', 'old');
        if (!frame) walk(e, me, isNew);
      }
    };
    const body = document.querySelector('#main-content .body');
    if (body) walk(body, 'body', false);
    return [...left];
  }, fresh);
}

/** The content of every page, through the pages that together hold every element any page's body has; in light and dark. */
for (const half of [0, 1]) {
  test(`axe: every distinct element of every page's body (a covering set of pages, ${half + 1}/2), light and dark`, async ({ page }) => {
    test.setTimeout(120_000);
    const pages = coveringPages().filter((_, i) => i % 2 === half);
    await page.setViewportSize({ width: 1280, height: 900 });
    const failures: string[] = [];
    const unseen: string[] = [];
    for (const [path, fresh] of pages) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      unseen.push(...(await markNew(page, fresh)).map((s) => `${path}: ${s}`));
      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        failures.push(...(await audit(page, path, 1280, mode, { include: '[data-axe=new]', exclude: ['[data-axe=old]'] })));
      }
    }
    console.log(`a11y: ${pages.length} pages (${pages.map(([p, f]) => `${p} ${f.length}`).join(', ')}) in ${Math.round((Date.now() - started) / 1000)} s`);
    // The live body is the built one: every element the page was picked for is there to be checked.
    expect(unseen, 'elements of the built bodies not found in the served pages').toEqual([]);
    expect(failures, 'critical or serious axe violations').toEqual([]);
  });
}

test.describe('as a reader', () => {
  test.use({ userAgent: READER_UA });

  for (const half of [0, 1]) {
    test(`axe: the chrome of one page of each template (${half + 1}/2) at 1280 and 390 px, light and dark`, async ({ page, browser }) => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      // HeadlessChrome is a bot: demos keep their stand-ins (excluded); only the first page needs a reader, for the ad slot.
      const botContext = await browser.newContext();
      const bot = await botContext.newPage();
      for (const path of TEMPLATES.filter((_, i) => i % 2 === half)) {
        const tab = path === TEMPLATES[0] ? page : bot;
        await tab.setViewportSize({ width: 1280, height: 900 });
        await tab.emulateMedia({ colorScheme: 'light' });
        await tab.goto(path);
        await clientReady(tab);
        for (const width of [1280, 390]) {
          await tab.setViewportSize({ width, height: 900 });
          for (const mode of ['light', 'dark'] as const) {
            await setColourMode(tab, mode);
            // The navigation is the same list on every page: read on the first one (and open, as the drawer, below).
            failures.push(...(await audit(tab, path, width, mode, { exclude: path === TEMPLATES[0] ? [BODY] : [BODY, '#nav-drawer'] })));
          }
        }
      }
      await botContext.close();
      expect(failures, 'critical or serious axe violations').toEqual([]);
    });
  }

  test('axe: the open search dialog, settings panel, menus and phone drawer, light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    const path = '/x/introduction';
    const failures: string[] = [];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await clientReady(page);
    const surfaces: [string, () => Promise<void>, string, () => Promise<void>][] = [
      ['search', () => page.locator('[data-search-open]').first().click(), 'dialog.search-dialog', () => page.keyboard.press('Escape')],
      ['settings', () => page.locator('[data-settings-toggle]').click(), '#settings-panel', () => page.keyboard.press('Escape')],
      ['product menu', () => page.locator('details[data-menu=product] > summary').click(), 'details[data-menu=product]', () => page.keyboard.press('Escape')],
      ['version menu', () => page.locator('details[data-menu=version] > summary').click(), 'details[data-menu=version]', () => page.keyboard.press('Escape')],
    ];
    for (const [name, open, root, close] of surfaces) {
      await open();
      await expect(page.locator(root).first(), name).toBeVisible();
      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        failures.push(...(await audit(page, `${path} [${name}]`, 1280, mode, { include: root })));
      }
      await close();
    }
    await page.setViewportSize({ width: 390, height: 900 });
    await page.locator('[data-drawer-toggle]').click();
    await expect(page.locator('#nav-drawer')).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await setColourMode(page, mode);
      failures.push(...(await audit(page, `${path} [drawer]`, 390, mode, { include: '#nav-drawer' })));
    }
    expect(failures, 'critical or serious axe violations').toEqual([]);
  });
});

/** The focused element: where it is, whether a focus ring shows, and whether it is on screen. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // What focus looks like once its transition ran (the skip link slides in): measured at the end.
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
    const cs = getComputedStyle(el);
    const ring = (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || (cs.boxShadow !== 'none' && cs.boxShadow !== '');
    const r = el.getBoundingClientRect();
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''} "${label}"`,
      ring,
      visible: r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight,
      region: el.closest('.app-bar')
        ? 'header'
        : el.closest('.demo-toolbar')
          ? 'toolbar'
          : el.closest('#nav-drawer')
            ? 'drawer'
            : el.closest('dialog')
              ? 'dialog'
              : el.closest('#settings-panel')
                ? 'settings'
                : 'page',
      inDemo: Boolean(el.closest('[data-demo-frame]')),
    };
  });
}

test('keyboard: every header control and the first demo toolbar are reached by Tab, each with a visible focus ring', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/react-data-grid/filtering');
  await clientReady(page);
  // Tab stops: focusable, not taken out of the order, and rendered (the items of a closed menu are not).
  const stops = (root: Element) => [...root.querySelectorAll<HTMLElement>('a[href],button,summary,input')].filter((e) => e.tabIndex >= 0 && e.checkVisibility()).length;
  const header = await page.locator('.app-bar').evaluate(stops);
  const toolbar = await page.locator('.demo-toolbar').first().evaluate(stops);
  const seen = { header: 0, toolbar: 0 };
  const unringed: string[] = [];
  // From the top: the skip link, then the header.
  for (let i = 0; i < 1 + header; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f) continue;
    if (!f.ring || !f.visible) unringed.push(f.name);
    if (f.region === 'header') seen.header++;
  }
  expect(seen.header, 'header controls reached by Tab').toBe(header);
  // The skip link takes focus to the article; from there Tab reaches the first demo's toolbar.
  await page.keyboard.press('Shift+Tab');
  while ((await focused(page))?.region !== 'page') await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 60 && seen.toolbar < toolbar; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f || f.inDemo) continue;
    if (!f.ring || !f.visible) unringed.push(f.name);
    if (f.region === 'toolbar') seen.toolbar++;
  }
  expect(seen.toolbar, 'demo toolbar buttons reached by Tab').toBe(toolbar);
  expect(unringed, 'tab stops without a visible focus ring').toEqual([]);
});

test('keyboard: menus open with Enter or ArrowDown, move with the arrows, and close with Escape onto their button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/introduction');
  await clientReady(page);
  const menu = page.locator('details[data-menu=product]');
  const summary = menu.locator('> summary');
  const items = menu.locator('[role=menuitem]');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  expect((await focused(page))?.ring, 'a focused menu item shows its focus').toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  // ArrowDown on the closed button opens it too; Tab leaves and closes it.
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).not.toHaveAttribute('open', '');
});

/** Presses Tab (or Shift+Tab) `n` times and returns the regions focus went through. */
async function tabRegions(page: Page, n: number, key = 'Tab'): Promise<Set<string>> {
  const regions = new Set<string>();
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(key);
    regions.add((await focused(page))?.region ?? 'none');
  }
  return regions;
}

test('keyboard: the search dialog and the settings panel trap focus, close with Escape and give focus back', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/introduction');
  await clientReady(page);
  const search = page.locator('[data-search-open]').first();
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('dialog.search-dialog input')).toBeFocused();
  expect([...(await tabRegions(page, 12))]).toEqual(['dialog']);
  expect([...(await tabRegions(page, 12, 'Shift+Tab'))]).toEqual(['dialog']);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.search-dialog')).not.toHaveAttribute('open', '');
  await expect(search).toBeFocused();

  const settings = page.locator('[data-settings-toggle]');
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await focused(page))?.region).toBe('settings');
  expect([...(await tabRegions(page, 25))]).toEqual(['settings']);
  await page.keyboard.press('Escape');
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  await expect(settings).toBeFocused();
});

test('keyboard: the phone drawer traps focus, closes with Escape and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/x/introduction');
  await clientReady(page);
  const button = page.locator('[data-drawer-toggle]');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await focused(page))?.region).toBe('drawer');
  expect([...(await tabRegions(page, 6, 'Shift+Tab'))]).toEqual(['drawer']);
  expect([...(await tabRegions(page, 12))]).toEqual(['drawer']);
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

/**
 * Inside the demos: every demo of the site is audited by
 * bench/a11y-demos.ts (`npm run bench:a11y-demos`, long, not in the suite).
 * Here, a regression check over a handful of the demos whose own
 * violations it found and we fixed, one page or two per kind of fix
 * (FIXED_DEMOS): each mounted as a reader sees it, axe reads
 * the demo frame whole (MUI X's DOM included: none of these has a finding
 * of MUI X's), all rules in light, the colour rules in dark.
 */
const FIXED_DEMOS: Record<string, string[]> = {
  // target-size: a button and a link of ours inside tree items
  '/x/react-tree-view/tree-item-customization': ['JumpToParentTree', 'ExpandFromLabelLink'],
  // scrollable-region-focusable: our JSON box
  '/x/react-tree-view/rich-tree-view/items': ['ExportTreeSnapshot'],
  // list: our List of buttons
  '/x/react-charts/highlighting': ['ControlledItemHighlight'],
  // color-contrast in dark: slot buttons styled with the light palette
  '/x/react-date-pickers/custom-components': ['DotYearButton', 'QuarterMonthButtons'],
  // color-contrast in dark: a light-only nested theme
  '/x/react-date-pickers/calendar-systems': ['JalaliDateFns'],
  // color-contrast: class-styled grid cells
  '/x/react-data-grid/cells': ['CellClassNames'],
};

test.describe('inside the demos', () => {
  test.use({ userAgent: READER_UA });

  test('axe: no critical or serious violation inside the demos whose own violations were fixed, light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const failures: string[] = [];
    for (const [path, names] of Object.entries(FIXED_DEMOS)) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      const frames = names.map((name) => `.demo[data-demo-name="${name}"] [data-demo-frame]`);
      for (const frame of frames) {
        // In view, as a reader scrolls to it: the demo goes live (not its stand-in).
        await page.locator(frame).scrollIntoViewIfNeeded();
        await expect(page.locator(`${frame}[data-demo-mounted]`), frame).toBeAttached({ timeout: 30_000 });
      }
      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        let builder = axeFor(page, mode);
        for (const frame of frames) builder = builder.include(frame);
        for (const v of (await builder.analyze()).violations) {
          if (v.impact !== 'critical' && v.impact !== 'serious') continue;
          failures.push(
            `${path} ${mode}: ${v.id} (${v.impact}, ${v.nodes.length} nodes) ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
          );
        }
      }
    }
    expect(failures, 'critical or serious axe violations inside the fixed demos').toEqual([]);
  });
});
