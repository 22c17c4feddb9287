/**
 * What a reader sees of the shell in real Chromium: styling without
 * JavaScript, colour mode before first paint, stored settings, RTL, the
 * mobile drawer, the version menu, the 404 page and redirects.
 */
import { LOAD_FALLBACK_MS } from '../../lib/constants';
import { expect, test, type Page } from './fixtures';

const PAGE = '/x/introduction/installation';

/** Background colour of <body> as the browser computed it. */
function bodyBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

function isDark(rgb: string): boolean {
  const [r, g, b, a] = rgb.match(/[\d.]+/g)!.map(Number);
  // A transparent background means the stylesheet did not load: neither light nor dark.
  if (a === 0) throw new Error(`body has no background (${rgb})`);
  return r! + g! + b! < 150;
}

test('a page is fully styled with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const styles = await page.evaluate(() => {
    const bar = getComputedStyle(document.querySelector('.app-bar')!);
    const h1 = getComputedStyle(document.querySelector('h1')!);
    const current = getComputedStyle(document.querySelector('.nav-tree [aria-current=page]')!);
    return { barPosition: bar.position, barHeight: bar.height, h1Size: h1.fontSize, h1Weight: h1.fontWeight, currentColor: current.color };
  });
  expect(styles.barPosition).toBe('sticky');
  expect(styles.barHeight).toBe('64px');
  expect(styles.h1Size).toBe('36px');
  expect(Number(styles.h1Weight)).toBeGreaterThanOrEqual(700);
  // The current nav item is in the dark brand blue (#004C99, primary.dark): on its tinted background the
  // brand blue (#0073E6) measured 4.1:1, under WCAG's 4.5:1 (ui/styles.ts).
  expect(styles.currentColor).toBe('rgb(0, 76, 153)');
  await context.close();
});

test('a dark system preference gives a dark first paint, even with the client bundle blocked', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(PAGE);
  expect(await page.getAttribute('html', 'data-mui-color-scheme')).toBe('dark');
  expect(isDark(await bodyBackground(page))).toBe(true);
  await context.close();
});

test('a stored light mode wins over a dark system preference before first paint', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('mui-mode', 'light'));
  await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(PAGE);
  expect(isDark(await bodyBackground(page))).toBe(false);
  await context.close();
});

test('the chosen mode survives a reload', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.locator('[data-setting=mode][data-value=dark]').click();
  expect(isDark(await bodyBackground(page))).toBe(true);
  await page.reload();
  expect(await page.getAttribute('html', 'data-mui-color-scheme')).toBe('dark');
  expect(isDark(await bodyBackground(page))).toBe(true);
  await expect(page.locator('[data-setting=mode][data-value=dark]')).toHaveAttribute('aria-pressed', 'true');
});

test('right-to-left flips the layout and is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const navBefore = await page.locator('#nav-drawer').boundingBox();
  expect(navBefore!.x).toBeLessThan(100);
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.locator('[data-setting=direction][data-value=rtl]').click();
  await page.keyboard.press('Escape');
  expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  const navAfter = await page.locator('#nav-drawer').boundingBox();
  expect(navAfter!.x).toBeGreaterThan(900);
  await page.reload();
  expect(await page.getAttribute('html', 'dir')).toBe('rtl');
});

test('below 900 px the navigation is a modal drawer behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 899, height: 800 });
  await page.goto(PAGE);
  const menu = page.getByRole('button', { name: 'Open navigation' });
  await expect(menu).toBeVisible();
  await expect(page.locator('#nav-drawer')).toBeHidden();
  await menu.click();
  await expect(page.locator('#nav-drawer')).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The drawer stacks above the app bar: once its 225 ms slide-in ends, the
  // top-left corner belongs to the drawer (polled: a loaded CI machine can
  // still be mid-transition when the click returns).
  await expect.poll(() => page.evaluate(() => document.elementFromPoint(20, 20)?.closest('#nav-drawer') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator('#nav-drawer')).toBeHidden();
  await expect(menu).toBeFocused();
  // At 900 px and above the drawer is a permanent column and the button is gone.
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.locator('#nav-drawer')).toBeVisible();
  await expect(menu).toBeHidden();
});

test('the version menu links older versions to their own hosts', async ({ page }) => {
  await page.goto('/x/introduction/licensing');
  await page.getByLabel('Choose a version').click();
  const links = page.locator('[data-menu=version] .menu-list a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  expect(hrefs[0]![1]).toBe('/x/introduction/licensing');
  expect(hrefs.map((h) => h[1])).toEqual(
    expect.arrayContaining([expect.stringMatching(/^https:\/\/v7\.mui\.com\//), expect.stringMatching(/^https:\/\/v6\.mui\.com\//), expect.stringMatching(/^https:\/\/v5\.mui\.com\//)]),
  );
  // Clicking outside closes the menu.
  await page.locator('h1').click();
  await expect(links.first()).toBeHidden();
});

test('a system colour change made before the client ran is applied when it runs', async ({ page }) => {
  // The client's modules are held until the system preference has changed: its change event comes before the
  // shell listens for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/x/introduction/licensing', { waitUntil: 'domcontentloaded' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  release();
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
  // And the shell follows later changes as before.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'light');
});

test('before the client has run, a click outside an open menu still closes it', async ({ page }) => {
  // The client's modules never arrive: only the inline loader is running.
  await page.route(/\/build\/.*\.js$/, (route) => route.abort());
  await page.goto('/x/introduction/licensing');
  await page.getByLabel('Choose a version').click();
  const links = page.locator('[data-menu=version] .menu-list a');
  await expect(links.first()).toBeVisible();
  await page.locator('h1').click();
  await expect(links.first()).toBeHidden();
});

test("the sidebar's links show once the h1 is on screen, with no client script at all", async ({ page }) => {
  // Until the h1's frame is presented the inline loader keeps the sidebar's links out of
  // style, layout and paint (data-lazy-nav); it shows them itself, with or without the client.
  await page.route(/\/build\/.*\.js$/, (route) => route.abort());
  await page.goto('/x/guides/telemetry');
  await expect(page.locator('html')).not.toHaveAttribute('data-lazy-nav');
  const current = page.locator('#nav-drawer [aria-current=page]');
  await expect(current).toBeVisible();
  expect(await current.evaluate((a) => a.checkVisibility({ contentVisibilityAuto: true }) && a.getBoundingClientRect().height > 0)).toBe(true);
});

test('the sidebar shows and the scripts load even when no paint notice ever comes', async ({ page }) => {
  // Seen arriving from search on a loaded machine: the loader's paint entries never came, so the
  // sidebar stayed empty. Here a PerformanceObserver that never reports stands for that browser.
  await page.clock.install();
  await page.addInitScript(() => {
    const real = PerformanceObserver;
    class Silent {
      static readonly supportedEntryTypes = real.supportedEntryTypes;
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: Silent });
  });
  const shell = page.waitForRequest(/\/build\/shell-[^/]+\.js$/);
  await page.goto('/x/guides/telemetry');
  await page.clock.runFor(LOAD_FALLBACK_MS);
  await expect(page.locator('html')).not.toHaveAttribute('data-lazy-nav');
  await expect(page.locator('#nav-drawer [aria-current=page]')).toBeVisible();
  await shell;
});

test('an unknown page shows the 404 page with the navigation', async ({ page }) => {
  const res = await page.goto('/x/this-page-does-not-exist');
  expect(res!.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.locator('#nav-drawer .nav-tree summary').first()).toBeVisible();
});

test('a trailing slash redirects to the canonical address, keeping the query', async ({ page }) => {
  await page.goto('/x/introduction/support/?from=test');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/x/introduction/support?from=test');
});

test('the current page is highlighted and its group is open', async ({ page }) => {
  await page.goto('/x/guides/telemetry');
  const current = page.locator('#nav-drawer [aria-current=page]');
  await expect(current).toHaveText(/Telemetry/);
  await expect(current).toBeInViewport();
});

test('a Chinese URL shows Chinese UI strings', async ({ page }) => {
  await page.goto('/zh/x/introduction');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('.toc h2')).toHaveText('目录');
});

test('dense density is applied, remembered, and reset', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.locator('[data-setting=dense][data-value=true]').click();
  await expect(page.locator('html')).toHaveAttribute('data-dense', '');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-dense', '');
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.locator('[data-setting=dense][data-value=false]').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-dense', '');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto(PAGE);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the product menu lists the libraries and marks the current one', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting');
  await page.getByLabel('Choose a library').click();
  const links = page.locator('[data-menu=product] .menu-list a');
  await expect(links).toHaveCount(5);
  await expect(page.locator('[data-menu=product] [aria-current=page]')).toHaveText('Data Grid');
  await links.filter({ hasText: 'Charts' }).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/bars$/);
});

test('a 400 px wide phone gets no horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/x/react-date-pickers/date-picker');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
});

test("the shell's start-up is more than one task: controls first, prerender on hover and the scroll-spy after", async ({ page }) => {
  // A MutationObserver's callback runs at the end of the task that made the changes, before any later task:
  // at the callback that sees the menus wired, what the same task did is there and what later tasks do is not.
  await page.addInitScript(() => {
    const w = window as unknown as { __firstTask?: { hover: boolean; spy: boolean; settings: boolean } };
    const observer = new MutationObserver((records) => {
      if (w.__firstTask || !records.some((r) => r.attributeName === 'aria-haspopup')) return;
      w.__firstTask = {
        hover: document.querySelector('script[type=speculationrules][data-hover]') !== null,
        spy: document.querySelector('[data-toc-progress][style]') !== null,
        settings: document.querySelector('[data-setting][aria-pressed=true]') !== null,
      };
      observer.disconnect();
    });
    observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-haspopup'] });
  });
  await page.goto(PAGE);
  await expect(page.locator('head script[type=speculationrules][data-hover]')).toHaveCount(1);
  await expect(page.locator('[data-toc-progress][style]')).toHaveCount(1);
  const first = await page.evaluate(() => (window as unknown as { __firstTask?: unknown }).__firstTask);
  expect(first).toEqual({ hover: false, spy: false, settings: true });
});
