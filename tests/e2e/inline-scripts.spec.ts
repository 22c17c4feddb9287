/**
 * The two inline scripts every page carries (client/inline/head.ts and
 * client/inline/load.ts), exactly as the build wrote them
 * (worker/generated/inline.json), run in Chromium on pages of a made-up
 * origin whose responses the test controls: the head script applies the
 * stored preferences and the URL hash with the rules of lib/ before first
 * paint, and the loader loads the client's scripts once the h1 is on screen,
 * keeps early clicks and closes open menus. Clocks are Playwright's.
 */
import { readFileSync } from 'node:fs';
import { EARLY_CLICKS, EXTRA_FONT_CSS, LAZY_NAV_ATTRIBUTE, LAZY_ROWS_ATTRIBUTE, LOAD_FALLBACK_MS, STORAGE_KEYS, TITLE_TIMING, TITLE_WAIT_MS } from '../../lib/constants';
import { stylingFromHash, variantFromHash } from '../../lib/preferences';
import { PRERENDER_READY_KEY } from '../../lib/speculation';
import { parseMode } from '../../lib/theme-settings';
import type { InlineScripts } from '../../lib/generated';
import { expect, test, type Page } from './fixtures';

const inline = JSON.parse(readFileSync('worker/generated/inline.json', 'utf8')) as InlineScripts;

const ORIGIN = 'http://inline.test';
const CLIENT_SCRIPTS = ['/build/entry-a.js', '/build/entry-b.js'];

interface PageOptions {
  /** localStorage before the page runs (null: storage throws, as when it is blocked). */
  stored?: Record<string, string> | null;
  extraFont?: boolean;
  /** An image that holds `load` back until `releaseLoad` is called. */
  holdLoad?: boolean;
  /** Stand in for a prerendered page: `document.prerendering` is true until the test fires `prerenderingchange`. */
  prerendering?: boolean;
  /** A Paint Timing API that never reports (paint notices that never come). */
  silentPaints?: boolean;
}

/** Serves one page with both inline scripts; records the client scripts and stylesheets it asks for. */
async function open(page: Page, hash = '', opts: PageOptions = {}) {
  const requested: string[] = [];
  let releaseLoad = () => {};
  const loadHeld = new Promise<void>((resolve) => (releaseLoad = resolve));
  await page.addInitScript(
    ({ stored, prerendering, silentPaints }) => {
      if (stored === null) {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        });
      } else if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.clear();
        for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
      }
      if (prerendering) {
        let on = true;
        Object.defineProperty(document, 'prerendering', { get: () => on });
        Object.assign(window, {
          activate: () => {
            on = false;
            document.dispatchEvent(new Event('prerenderingchange'));
          },
        });
        // What the loader tells the page that asked for the prerender.
        const writes: string[] = [];
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (k: string, v: string) {
          writes.push(`${k}=${v}`);
          setItem.call(this, k, v);
        };
        Object.assign(window, { storageWrites: writes });
      }
      if (silentPaints) {
        class Silent {
          static supportedEntryTypes = ['paint', 'element'];
          observe() {}
          disconnect() {}
        }
        Object.assign(window, { PerformanceObserver: Silent });
      }
    },
    { stored: opts.stored === undefined ? {} : opts.stored, prerendering: Boolean(opts.prerendering), silentPaints: Boolean(opts.silentPaints) },
  );
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/slow.png') {
      await loadHeld;
      return route.fulfill({ status: 404 });
    }
    if (path !== '/x/page') {
      requested.push(path);
      // Empty client scripts: the early-click list stays the loader's.
      if (path.startsWith('/build/')) return route.fulfill({ contentType: 'text/javascript', body: '' });
      return route.fulfill({ contentType: 'text/css', body: '' });
    }
    return route.fulfill({
      contentType: 'text/html',
      body:
        `<!doctype html><html${opts.extraFont ? ' data-extra-font' : ''}><head><script>${inline.head}</script></head><body>` +
        `<header><details class="menu" id="version"><summary>v8</summary><a href="#v7" id="v7">v7</a></details></header>` +
        `<h1 elementtiming="${TITLE_TIMING}">Sorting</h1><p>Text.</p>` +
        `<button type="button" id="search" data-search-open><span id="icon">S</span></button><input id="field"><button type="submit" id="submit">Go</button><a href="#x" id="link">Link</a>` +
        (opts.holdLoad ? '<img src="/slow.png" alt="">' : '') +
        `<script id="docs-config" type="application/json" data-scripts="${CLIENT_SCRIPTS.join(' ')}">{}</script><script>${inline.load}</script></body></html>`,
    });
  });
  await page.goto(`${ORIGIN}/x/page${hash}`, { waitUntil: opts.holdLoad ? 'domcontentloaded' : 'load' });
  const attr = (name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
  return { requested, releaseLoad, attr };
}

/** Playwright's clock, stopped: page timers fire only when the test moves it (a loaded machine's slowness moves nothing). */
async function frozenClock(page: Page): Promise<void> {
  await page.clock.install({ time: 1_000_000 });
  await page.clock.pauseAt(2_000_000);
}

test.describe('head script (client/inline/head.ts)', () => {
  for (const value of [null, 'light', 'dark', 'system', 'sepia', '']) {
    test(`stored mode ${JSON.stringify(value)} is read as parseMode reads it`, async ({ page }) => {
      const { attr } = await open(page, '', { stored: value === null ? {} : { [STORAGE_KEYS.mode]: value } });
      expect(await attr('data-mode')).toBe(parseMode(value, { error: () => undefined }));
    });
  }

  test('system mode follows the system colour scheme; a stored mode wins over it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await (await open(page)).attr('data-mui-color-scheme')).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate((k) => localStorage.setItem(k, 'light'), STORAGE_KEYS.mode);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe('light');
  });

  test('reads direction, density and API layout under the keys of STORAGE_KEYS, and ignores other values', async ({ page }) => {
    const { attr } = await open(page, '', { stored: { [STORAGE_KEYS.direction]: 'rtl', [STORAGE_KEYS.dense]: 'true', [STORAGE_KEYS.apiLayout]: 'list' } });
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    expect(await attr('data-dense')).toBe('');
    expect(await attr('data-api-layout')).toBe('list');
    for (const [layout, expected] of [
      ['collapsed', 'collapsed'],
      ['table', null],
      ['"><script>', null],
    ] as const) {
      await page.evaluate(
        ({ keys, value }) => {
          localStorage.setItem(keys.apiLayout, value);
          localStorage.setItem(keys.direction, 'ltr');
          localStorage.setItem(keys.dense, 'yes');
        },
        { keys: STORAGE_KEYS, value: layout },
      );
      await page.reload();
      expect(await attr('data-api-layout')).toBe(expected);
      expect(await page.evaluate(() => document.dir)).toBe('');
      expect(await attr('data-dense')).toBeNull();
    }
  });

  test('the URL hash gives the variant and styling of variantFromHash / stylingFromHash', async ({ page }) => {
    const { attr } = await open(page);
    for (const hash of [
      '#sorting',
      '#BasicGrid.js',
      '#BasicGrid.tsx',
      '#tailwind-BasicGrid.tsx',
      '#css-BasicGrid.js',
      '#system-BasicGrid.js',
      '#css-tailwind-Grid.tsx',
      '#system-css-Grid.js',
      '#tailwind-Grid.ts',
      '#BasicGrid.jsx',
    ]) {
      await page.goto(`${ORIGIN}/x/page?${encodeURIComponent(hash)}${hash}`);
      expect([hash, await attr('data-code-variant')]).toEqual([hash, variantFromHash(hash) ?? null]);
      expect([hash, await attr('data-code-styling')]).toEqual([hash, stylingFromHash(hash) ?? null]);
    }
  });

  test('adds the extra font before first paint only on a page that asks for it, once its files are cached', async ({ page }) => {
    const cached = { [STORAGE_KEYS.fonts]: '1' };
    const shown = await open(page, '', { extraFont: true, stored: cached });
    expect(await shown.attr('data-fonts')).toBe('');
    expect(shown.requested).toContain(EXTRA_FONT_CSS);
    expect(await page.locator(`link[rel=stylesheet][href="${EXTRA_FONT_CSS}"][blocking=render]`).count()).toBe(1);
  });

  for (const [what, opts] of [
    ['not cached', { extraFont: true }],
    ['not asked for', { stored: { [STORAGE_KEYS.fonts]: '1' } }],
    ['storage blocked', { extraFont: true, stored: null }],
  ] as const) {
    test(`adds no stylesheet when the extra font is ${what}`, async ({ page }) => {
      const out = await open(page, '', opts);
      expect(await out.attr('data-fonts')).toBeNull();
      expect(out.requested.filter((p) => p.endsWith('.css'))).toEqual([]);
    });
  }

  test(`marks the page with ${LAZY_ROWS_ATTRIBUTE} until load`, async ({ page }) => {
    const { attr, releaseLoad } = await open(page, '', { holdLoad: true });
    expect(await attr(LAZY_ROWS_ATTRIBUTE)).toBe('');
    releaseLoad();
    await expect(page.locator('html')).not.toHaveAttribute(LAZY_ROWS_ATTRIBUTE);
  });

  test(`takes ${LAZY_ROWS_ATTRIBUTE} away at a click before load`, async ({ page }) => {
    const { attr, releaseLoad } = await open(page, '', { holdLoad: true });
    expect(await attr(LAZY_ROWS_ATTRIBUTE)).toBe('');
    await page.locator('p').click();
    expect(await attr(LAZY_ROWS_ATTRIBUTE)).toBeNull();
    releaseLoad();
  });

  test(`keeps ${LAZY_ROWS_ATTRIBUTE} on a prerendered page through its load, until ${TITLE_WAIT_MS} ms after it is shown`, async ({ page }) => {
    await frozenClock(page);
    const { attr } = await open(page, '', { prerendering: true });
    expect(await attr(LAZY_ROWS_ATTRIBUTE)).toBe('');
    await page.evaluate(() => (window as unknown as { activate(): void }).activate());
    await page.clock.runFor(TITLE_WAIT_MS - 1);
    expect(await attr(LAZY_ROWS_ATTRIBUTE)).toBe('');
    await page.clock.runFor(1);
    expect(await attr(LAZY_ROWS_ATTRIBUTE)).toBeNull();
  });

  test(`never sets ${LAZY_ROWS_ATTRIBUTE} on a page opened at a fragment, and marks every page with ${LAZY_NAV_ATTRIBUTE} first`, async ({ page }) => {
    const { attr, releaseLoad } = await open(page, '#prop-rows', { holdLoad: true, silentPaints: true });
    expect(await attr(LAZY_ROWS_ATTRIBUTE)).toBeNull();
    // The loader has not seen the h1 (its paint notices are silenced), so the sidebar's links still wait.
    expect(await attr(LAZY_NAV_ATTRIBUTE)).toBe('');
    releaseLoad();
  });

  test('blocked storage still applies the hash and never throws', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { attr } = await open(page, '#css-Grid.js', { stored: null });
    expect(await attr('data-code-variant')).toBe('JS');
    expect(await attr('data-code-styling')).toBe('css');
    expect(await attr('data-mode')).toBeNull();
    expect(errors).toEqual([]);
  });
});

test.describe('loader (client/inline/load.ts)', () => {
  test('loads the listed scripts once the h1 is on screen, and shows the sidebar links then', async ({ page }) => {
    const { requested, attr } = await open(page);
    await expect.poll(() => requested.filter((p) => p.startsWith('/build/'))).toEqual(CLIENT_SCRIPTS);
    expect(await page.locator('head script[type=module]').evaluateAll((s) => s.map((x) => x.getAttribute('src')))).toEqual(CLIENT_SCRIPTS);
    expect(await attr(LAZY_NAV_ATTRIBUTE)).toBeNull();
  });

  test(`loads them ${LOAD_FALLBACK_MS} ms after it ran when no paint notice ever comes, not before`, async ({ page }) => {
    await frozenClock(page);
    const { requested, attr } = await open(page, '', { silentPaints: true });
    await page.clock.runFor(LOAD_FALLBACK_MS - 50);
    expect(requested.filter((p) => p.startsWith('/build/'))).toEqual([]);
    expect(await attr(LAZY_NAV_ATTRIBUTE)).toBe('');
    await page.clock.runFor(100);
    await expect.poll(() => requested.filter((p) => p.startsWith('/build/'))).toEqual(CLIENT_SCRIPTS);
    expect(await attr(LAZY_NAV_ATTRIBUTE)).toBeNull();
  });

  test('a prerendered page loads its scripts at once and says it is ready once parsed', async ({ page }) => {
    const { requested } = await open(page, '', { prerendering: true, silentPaints: true });
    await expect.poll(() => requested.filter((p) => p.startsWith('/build/'))).toEqual(CLIENT_SCRIPTS);
    const writes = await page.evaluate(() => (window as unknown as { storageWrites: string[] }).storageWrites);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(new RegExp(`^${PRERENDER_READY_KEY}=\\d+(\\.\\d+)? /x/page$`));
    expect(await page.evaluate((k) => localStorage.getItem(k), PRERENDER_READY_KEY)).toBeNull();
  });

  test('keeps presses on script-driven buttons (type=button) until the client takes them, and nothing else', async ({ page }) => {
    await open(page);
    await page.locator('#icon').click();
    await page.locator('#submit').click();
    await page.locator('#link').click();
    await page.locator('p').click();
    const kept = await page.evaluate((key) => (window as unknown as Record<string, { clicks: Element[] }>)[key]!.clicks.map((b) => b.id), EARLY_CLICKS);
    expect(kept).toEqual(['search']);
  });

  test('keeps a search shortcut pressed before the client runs as one press on the search button, its default prevented', async ({ page }) => {
    await open(page);
    const kept = () => page.evaluate((key) => (window as unknown as Record<string, { clicks: Element[] }>)[key]!.clicks.map((b) => b.id), EARLY_CLICKS);
    await page.evaluate(() => {
      const seen: boolean[] = [];
      Object.assign(window, { seen });
      document.addEventListener('keydown', (e) => !['Alt', 'Control'].includes(e.key) && seen.push(e.defaultPrevented));
    });
    await page.locator('#field').press('/');
    await page.locator('#field').press('Alt+k');
    expect(await kept()).toEqual([]);
    await page.locator('p').click();
    await page.keyboard.press('Control+k');
    await page.keyboard.press('/');
    expect(await kept()).toEqual(['search']);
    expect(await page.evaluate(() => (window as unknown as { seen: boolean[] }).seen)).toEqual([false, false, true, true]);
  });

  test('closes an open menu on a click outside it before the client runs, and keeps it open on a click inside', async ({ page }) => {
    await open(page);
    const menu = page.locator('details#version');
    await page.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await page.locator('#v7').click();
    await expect(menu).toHaveAttribute('open', '');
    await page.locator('p').click();
    await expect(menu).not.toHaveAttribute('open');
  });
});
