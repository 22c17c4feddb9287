/**
 * The speed features as a reader's Chromium sees them: the speculation
 * rules (present, allowed by the CSP, accepted by the browser), a pointer
 * resting on a link that starts its prefetch and prerender, a press with no
 * rest that prerenders nothing, a press on a sidebar link that navigates
 * before the release (and only then: not with the right button, nor in the
 * article), a press on an unloaded prerender that cancels it and backs off, one page view per page reached from a hovered
 * link, the h1's Element Timing, icons drawn as inline SVG (no icon font),
 * and the extra font that never delays a first paint (fetched after load,
 * used from the next page on).
 */
import { expect, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

const PAGE = '/x/introduction/installation';

interface Rules {
  prefetch?: { where: unknown; eagerness: string }[];
  prerender?: { where: unknown; eagerness: string }[];
}

function pageViews(page: Page): Promise<number> {
  return page.evaluate(() => (window.dataLayer ?? []).filter((a) => (a as unknown[])[0] === 'event' && (a as unknown[])[1] === 'page_view').length);
}

test('the speculation rules are in the head, allowed by the CSP and accepted by Chromium', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => /speculation|content security policy/i.test(m.text()) && problems.push(m.text()));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => ((window as unknown as { __csp: string[] }).__csp ??= []).push(e.violatedDirective)));
  const response = await page.goto(PAGE);
  expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
  // As served: the page's own rules, for every device.
  const served = /<script type="speculationrules">([^<]*)<\/script>/.exec(await response!.text());
  const rules = JSON.parse(served![1]!) as Rules;
  expect(rules.prerender?.map((r) => r.eagerness)).toEqual(['moderate']);
  expect(rules.prefetch?.map((r) => r.eagerness)).toEqual(expect.arrayContaining(['conservative']));
  // Playwright's Chromium has a mouse: the client puts the hover rules (client/speculation.ts), allowed
  // by their hash, in place of the page's, which would prerender on the press.
  const hover = page.locator('head script[type=speculationrules][data-hover]');
  await expect(hover).toHaveCount(1);
  await expect(page.locator('script[type=speculationrules]:not([data-hover])')).toHaveCount(0);
  const hoverRules = JSON.parse((await hover.textContent())!) as Rules;
  expect(hoverRules.prefetch?.map((r) => r.eagerness)).toEqual(['eager']);
  expect(hoverRules.prerender?.map((r) => r.eagerness)).toEqual(['immediate']);
  expect(JSON.stringify(hoverRules.prerender![0]!.where)).toContain('[data-prerender]');
  expect(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).toEqual([]);
  expect(problems).toEqual([]);
  // The h1 names its paint for Element Timing.
  await expect(page.locator('h1')).toHaveAttribute('elementtiming', 'page-title');
});

/** Records the prefetch and prerender attempts Chromium reports for `page` (CDP Preload domain). */
async function preloadAttempts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const attempts: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (e) => attempts.push(`prefetch ${new URL(e.key.url).pathname}`));
  // Playwright turns prerendering off (PrerenderingDisabledByDevTools), but the attempt is reported.
  cdp.on('Preload.prerenderStatusUpdated', (e) => attempts.push(`prerender ${new URL(e.key.url).pathname}`));
  await cdp.send('Preload.enable');
  return attempts;
}

async function pointAt(page: Page, href: string): Promise<{ x: number; y: number }> {
  const link = page.locator(`#nav-drawer a[href="${href}"]`);
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  return { x: box.x + 10, y: box.y + box.height / 2 };
}

/**
 * Raw presses on the sidebar link to `href`, over CDP: a press where the pointer was not (Chromium moves
 * it onto the link and presses in one input event, so there is no rest), and its release.
 */
async function rawPress(page: Page, href: string): Promise<(type: 'mousePressed' | 'mouseReleased') => Promise<unknown>> {
  const at = await pointAt(page, href);
  const cdp = await page.context().newCDPSession(page);
  return (type) => cdp.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: 1 });
}

test('a pointer resting on a sidebar link prefetches and prerenders it, before any press', async ({ page }) => {
  const attempts = await preloadAttempts(page);
  await page.goto(PAGE);
  await expect(page.locator('head script[type=speculationrules][data-hover]')).toHaveCount(1);
  const at = await pointAt(page, '/x/introduction/licensing');
  await page.mouse.move(at.x, at.y);
  // 150 ms, then away: less than the 200 ms hover the page's own `moderate` rules waited for.
  // eslint-disable-next-line no-restricted-properties -- the input itself: a pointer rest shorter than the 200 ms the page's own rules wait for
  await page.waitForTimeout(150);
  await expect(page.locator('#nav-drawer a[href="/x/introduction/licensing"]')).toHaveAttribute('data-prerender', '');
  await page.mouse.move(5, 5);
  await expect.poll(() => attempts, { timeout: 3000 }).toEqual(expect.arrayContaining(['prefetch /x/introduction/licensing', 'prerender /x/introduction/licensing']));
});

test('a press with no rest prerenders nothing: the page arrives as a plain navigation', async ({ page }) => {
  const attempts = await preloadAttempts(page);
  await page.goto(PAGE);
  await expect(page.locator('head script[type=speculationrules][data-hover]')).toHaveCount(1);
  const href = '/x/introduction/licensing';
  // No rest (the page's own `moderate` rules prerendered on this press).
  const press = await rawPress(page, href);
  await press('mousePressed');
  // eslint-disable-next-line no-restricted-properties -- a span after a press in which Chromium's speculation (its own timers, not the page's) must start nothing
  await page.waitForTimeout(300);
  expect(attempts.filter((a) => a.startsWith('prerender'))).toEqual([]);
  await expect(page.locator('#nav-drawer a[data-prerender]')).toHaveCount(0);
  await press('mouseReleased');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The pointer now rests on the new page's own link (Chromium sends it a pointerover): the page on
  // screen is not prerendered either.
  await expect(page.locator(`#nav-drawer a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
  // eslint-disable-next-line no-restricted-properties -- a span in which Chromium's speculation (its own timers, not the page's) must start nothing
  await page.waitForTimeout(300);
  await expect(page.locator('#nav-drawer a[data-prerender]')).toHaveCount(0);
  expect(attempts.filter((a) => a.startsWith('prerender'))).toEqual([]);
});

test('a press on a sidebar link navigates before the button is released, and the release does not navigate again', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('head script[type=speculationrules][data-hover]')).toHaveCount(1);
  const href = '/x/introduction/licensing';
  const press = await rawPress(page, href);
  await press('mousePressed');
  // The button is still down: the new page is there.
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  await press('mouseReleased');
  // eslint-disable-next-line no-restricted-properties -- a span in which a second navigation may not come after the release
  await page.waitForTimeout(300);
  // Still the same document: no second navigation came with the release.
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('a press with the right button, or on a link in the article, navigates on no press', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('head script[type=speculationrules][data-hover]')).toHaveCount(1);
  const at = await pointAt(page, '/x/introduction/licensing');
  await page.mouse.move(at.x, at.y);
  await page.mouse.down({ button: 'right' });
  // eslint-disable-next-line no-restricted-properties -- the input itself: a right button held down for a moment
  await page.waitForTimeout(300);
  await page.mouse.up({ button: 'right' });
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  const inArticle = page.locator('main article a[href^="/x/"]').first();
  const href = (await inArticle.getAttribute('href'))!;
  await inArticle.scrollIntoViewIfNeeded();
  const box = (await inArticle.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + box.height / 2);
  await page.mouse.down();
  // eslint-disable-next-line no-restricted-properties -- the input itself: a button held down on an article link for a moment
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#].*$/, '')}`));
});

test('a press on a link whose prerender has not loaded cancels it, navigates, and the next presses of the tab prerender nothing', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('head script[type=speculationrules][data-hover]')).toHaveCount(1);
  const href = '/x/introduction/licensing';
  const at = await pointAt(page, href);
  await page.mouse.move(at.x, at.y);
  const link = page.locator(`#nav-drawer a[href="${href}"]`);
  await expect(link).toHaveAttribute('data-prerender', '');
  // Under Playwright a prerender never loads, so it never says it is ready: the press takes the mark away.
  await page.evaluate(() => document.addEventListener('pointerdown', (e) => ((window as unknown as { __kept: boolean }).__kept = (e.target as Element).closest('a')!.hasAttribute('data-prerender'))));
  await page.mouse.down();
  expect(await page.evaluate(() => (window as unknown as { __kept: boolean }).__kept)).toBe(false);
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('mui-x-prerender-backoff'))).toBe('3 3');
  // The next page, in the same tab: a rest marks nothing while the back-off lasts.
  await expect(page.locator('head script[type=speculationrules][data-hover]')).toHaveCount(1);
  const next = await pointAt(page, '/x/introduction/installation');
  await page.mouse.move(next.x, next.y);
  // eslint-disable-next-line no-restricted-properties -- a span in which Chromium's speculation (its own timers, not the page's) must mark nothing
  await page.waitForTimeout(200);
  await expect(page.locator('#nav-drawer a[data-prerender]')).toHaveCount(0);
});

test('a page reached from a hovered sidebar link counts one page view', async ({ page }) => {
  // bench/navigation shows these pages arrive prerendered in Chromium driven over raw CDP; under
  // Playwright the click navigates normally. Either way one view: the prerender's analytics wait for
  // activation (client/analytics/activation.test.ts).
  await page.goto(PAGE);
  await expect.poll(() => pageViews(page)).toBe(1);
  const link = page.locator('#nav-drawer a[href="/x/introduction/licensing"]');
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  // eslint-disable-next-line no-restricted-properties -- a hover as long as a reader's, for Chromium's speculation rules (its own timers)
  await page.waitForTimeout(800);
  await link.click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing$/);
  await expect.poll(() => pageViews(page)).toBe(1);
  // eslint-disable-next-line no-restricted-properties -- a span in which a second page view may not come
  await page.waitForTimeout(500);
  expect(await pageViews(page)).toBe(1);
  expect(await page.evaluate(() => (document as Document & { prerendering?: boolean }).prerendering ?? false)).toBe(false);
});

test('icons are inline SVG inside labelled controls, with no icon font', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(PAGE);
  // The menu button shows below 900 px only; these are the desktop header's icon controls.
  for (const control of ['[data-search-open]', '[data-settings-toggle]', '.source-link']) {
    const el = page.locator(`header ${control}`).first();
    await expect(el).toHaveAttribute('aria-label', /.+/);
    const svg = el.locator('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    const box = await svg.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(0);
  }
  await page.waitForLoadState('load');
  expect(requests.filter((p) => /icons\.css|material-icons/.test(p))).toEqual([]);
});

test('the extra font never delays the first paint: fetched after load, used from the next page on', async ({ page }) => {
  await page.goto('/x/introduction'); // frontmatter extraFont: true
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.page')!).fontFamily)).not.toMatch(/^Inter/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mui-fonts')), { timeout: 8000 }).toBe('1');
  const timing = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    fonts: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/static/fonts/'))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  }));
  expect(timing.fonts.length).toBeGreaterThan(0);
  for (const f of timing.fonts) {
    expect(f.path).toMatch(/^\/static\/fonts\/inter-latin-\d00-normal\.woff2$/);
    expect(f.start).toBeGreaterThanOrEqual(timing.load);
  }
  // Still the system font on this page: nothing swaps under the reader's eyes.
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.page')!).fontFamily)).not.toMatch(/^Inter/);
  await page.goto('/x/introduction');
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.page')!).fontFamily)).toMatch(/^Inter/);
  expect(await page.evaluate(async () => (await document.fonts.load('700 16px Inter', 'MUI')).length)).toBeGreaterThan(0);
});

test('the site stylesheet is inline on a first visit, cached after load, and linked from the next page on', async ({ page, context }) => {
  const first = await page.goto('/x/introduction');
  const firstHtml = await first!.text();
  expect(firstHtml).toContain('<style>:root{--mui-');
  const href = /"siteCss":"(\/site\/site-[0-9a-f]+\.css)"/.exec(firstHtml)![1]!;
  // After load, when idle: the file is fetched (no earlier), and the cookie names it.
  const cookie = async () => (await context.cookies()).find((c) => c.name === 'siteCss');
  await expect.poll(cookie, { timeout: 10_000 }).toMatchObject({ value: /site-([0-9a-f]+)\.css$/.exec(href)![1], path: '/', sameSite: 'Lax' });
  const timing = await page.evaluate((h) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const css = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === h);
    return { load: nav.loadEventEnd, start: css?.startTime };
  }, href);
  expect(timing.start).toBeGreaterThanOrEqual(timing.load);
  // The next page links the file, from the browser's cache, and looks the same.
  const before = await page.evaluate(() => [getComputedStyle(document.querySelector('.app-bar')!).backgroundColor, getComputedStyle(document.body).fontFamily]);
  const next = await page.goto('/x/introduction/installation');
  const nextHtml = await next!.text();
  expect(nextHtml).toContain(`<link rel="stylesheet" href="${href}"/>`);
  expect(nextHtml).not.toContain('<style>:root{--mui-');
  expect(await page.evaluate(() => [getComputedStyle(document.querySelector('.app-bar')!).backgroundColor, getComputedStyle(document.body).fontFamily])).toEqual(before);
  const fromCache = await page.evaluate(
    (h) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => new URL(e.name).pathname === h).map((e) => e.transferSize),
    href,
  );
  // Read from the browser's cache: nothing went over the network.
  expect(fromCache).toEqual([0]);
});
