/**
 * The speed features as a reader's Chromium sees them: the speculation
 * rules (present, allowed by the CSP, accepted by the browser), a short
 * hover on a link that starts its prefetch and prerender, one page
 * view per page reached from a hovered link, the
 * h1's Element Timing, icons drawn as inline SVG (no icon font), and the
 * extra font that never delays a first paint (fetched after load, used from
 * the next page on).
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
  await page.goto(PAGE);
  expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
  const scripts = page.locator('head script[type=speculationrules]:not([data-hover])');
  await expect(scripts).toHaveCount(1);
  const rules = JSON.parse((await scripts.textContent())!) as Rules;
  expect(rules.prerender?.map((r) => r.eagerness)).toEqual(['moderate']);
  expect(rules.prefetch?.map((r) => r.eagerness)).toEqual(expect.arrayContaining(['conservative']));
  // Playwright's Chromium has a mouse: the client adds the hover rules (client/speculation.ts), allowed by their hash.
  const hover = page.locator('head script[type=speculationrules][data-hover]');
  await expect(hover).toHaveCount(1);
  const hoverRules = JSON.parse((await hover.textContent())!) as Rules;
  expect(hoverRules.prerender?.map((r) => r.eagerness)).toEqual(['eager']);
  expect(hoverRules.prefetch?.map((r) => r.eagerness)).toEqual(['eager']);
  expect(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).toEqual([]);
  expect(problems).toEqual([]);
  // The h1 names its paint for Element Timing.
  await expect(page.locator('h1')).toHaveAttribute('elementtiming', 'page-title');
});

test('a short hover on a sidebar link starts its prefetch and prerender, before any press', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const attempts: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (e) => attempts.push(`prefetch ${new URL(e.key.url).pathname}`));
  // Playwright turns prerendering off (PrerenderingDisabledByDevTools), but the attempt is reported.
  cdp.on('Preload.prerenderStatusUpdated', (e) => attempts.push(`prerender ${new URL(e.key.url).pathname}`));
  await cdp.send('Preload.enable');
  await page.goto(PAGE);
  await expect(page.locator('head script[type=speculationrules][data-hover]')).toHaveCount(1);
  const link = page.locator('#nav-drawer a[href="/x/introduction/licensing"]');
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  // 150 ms, then away: less than the 200 ms hover the page's own `moderate` rules wait for.
  await page.waitForTimeout(150);
  await page.mouse.move(5, 5);
  await expect.poll(() => attempts, { timeout: 3000 }).toEqual(expect.arrayContaining(['prefetch /x/introduction/licensing', 'prerender /x/introduction/licensing']));
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
  await page.waitForTimeout(800);
  await link.click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing$/);
  await expect.poll(() => pageViews(page)).toBe(1);
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
