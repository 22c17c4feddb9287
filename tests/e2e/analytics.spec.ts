/**
 * Analytics in real Chromium, read from `dataLayer` (no measurement id on
 * the default e2e server, so nothing leaves the machine): page_view, user
 * properties and their updates, delegated click events, the sampled ad
 * display event, web vitals loaded only for sampled visits, and the real
 * tag loading when a measurement id is set (second server on 8795).
 */
import { expect, test, type Page } from './fixtures';
import { serve, type Server } from '../../scripts/serve';
import { READER_UA, forceRandom, seedPaths, useAdScenario } from './stub-servers';
import { installAdClock, pauseSince } from './ad-clock';

/** Page, chunk and stub under a loaded machine (2 workers, 3 servers) can be slow. */
const SLOW = { timeout: 10_000 };

const PAGE = '/x/introduction/installation';
const GA_PORT = 8795;

test.use({ userAgent: READER_UA });

type Call = unknown[];

function dataLayer(page: Page): Promise<Call[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)));
}

async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page)).filter((c) => c[0] === 'event' && c[1] === name).map((c) => c[2] as Record<string, unknown>);
}

async function lastUserProperties(page: Page): Promise<Record<string, unknown> | undefined> {
  const sets = (await dataLayer(page)).filter((c) => c[0] === 'set' && c[1] === 'user_properties');
  return sets.at(-1)?.[2] as Record<string, unknown> | undefined;
}

test('page_view carries the product and category ids, and nothing goes to Google without an id', async ({ page }) => {
  const google: string[] = [];
  page.on('request', (r) => /google/.test(r.url()) && google.push(r.url()));
  await page.goto(PAGE);
  const config = JSON.parse((await page.locator('#docs-config').textContent())!) as { productId: string; categoryId: string };
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  expect((await events(page, 'page_view'))[0]).toMatchObject({ productId: config.productId, productCategoryId: config.categoryId, page_title: await page.title() });
  expect(config.productId).toBe('x');
  expect(await page.evaluate(() => typeof window.gtag)).toBe('function');
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(google).toEqual([]);
});

test('user properties: code variant and styling, colour mode, direction, language, pixel ratio to one decimal', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: READER_UA, deviceScaleFactor: 1.75, colorScheme: 'dark' });
  await context.addCookies([
    { name: 'codeVariant', value: 'JS', url: 'http://127.0.0.1' },
    { name: 'codeStyling', value: 'tailwind', url: 'http://127.0.0.1' },
  ]);
  await context.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect
    .poll(() => lastUserProperties(page))
    .toEqual({
      codeVariant: 'JS',
      codeStylingVariant: 'tailwind',
      colorMode: 'system',
      paletteMode: 'dark',
      direction: 'rtl',
      userLanguage: 'en',
      devicePixelRatio: 1.8,
    });
  await page.goto('/zh/x/introduction');
  await expect.poll(async () => (await lastUserProperties(page))?.userLanguage).toBe('zh');
  await context.close();
});

test('user properties are sent again when the reader changes a setting', async ({ page }) => {
  await page.goto(PAGE);
  await expect.poll(async () => (await lastUserProperties(page))?.colorMode).toBe('system');
  await page.locator('[data-settings-toggle]').first().click();
  await page.locator('[data-setting=mode][data-value=dark]').click();
  await expect.poll(async () => (await lastUserProperties(page))?.colorMode).toBe('dark');
  expect((await lastUserProperties(page))?.paletteMode).toBe('dark');
  await page.locator('[data-setting=direction][data-value=rtl]').click();
  await expect.poll(async () => (await lastUserProperties(page))?.direction).toBe('rtl');
});

test('clicks on anything inside a data-ga-event-* element are reported', async ({ page }) => {
  await useAdScenario(page, 'blocked');
  await forceRandom(page, [0.5, 0.5, 0.5, 0.75, 0.9]); // the fourth in-house ad
  await page.goto(PAGE);
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.dataset.gaEventCategory = 'feedback';
    box.dataset.gaEventAction = 'vote';
    box.dataset.gaEventLabel = 'yes';
    box.innerHTML = '<button type="button" id="inner"><span>Yes</span></button>';
    document.querySelector('main')!.prepend(box);
    // Keep the page for reading dataLayer after the ad link click.
    document.addEventListener('click', (e) => e.preventDefault());
  });
  await page.locator('#inner span').click();
  // A press before the client runs is replayed once it does (client/early-clicks.ts), and reported then.
  await expect.poll(() => events(page, 'feedback')).toEqual([{ eventAction: 'vote', eventLabel: 'yes' }]);
  await expect(page.locator('[data-ad-slot]')).toHaveAttribute('data-ad-state', 'inhouse', SLOW);
  await page.locator('[data-ad-slot] a.ad').click();
  expect(await events(page, 'ad')).toContainEqual({ eventAction: 'click', eventLabel: 'in-house-mcp' });
});

test('the ad display event is sent 2500 ms after the ad shows when sampled under GADisplayRatio', async ({ page }) => {
  await forceRandom(page, [0.5, 0.5, 0.05]); // no vitals, image shape, display sampled (0.05 < 0.1)
  await installAdClock(page);
  await page.goto(PAGE);
  await expect(page.locator('[data-ad-slot]')).toHaveAttribute('data-ad-state', 'network', SLOW);
  const since = await pauseSince(page, 'network');
  expect(since).toBeLessThan(2400);
  await page.clock.runFor(2400 - since);
  expect(await events(page, 'ad')).toEqual([]);
  await page.clock.runFor(200);
  await expect.poll(() => events(page, 'ad')).toEqual([{ eventAction: 'display', eventLabel: 'network-mui-x-docs-image' }]);
});

test('the ad display event is not sent when the sample is above GADisplayRatio', async ({ page }) => {
  await forceRandom(page, [0.5, 0.5, 0.1]); // 0.1 is not under the 0.1 ratio
  await installAdClock(page);
  await page.goto(PAGE);
  await expect(page.locator('[data-ad-slot]')).toHaveAttribute('data-ad-state', 'network', SLOW);
  // Ten seconds of the page's time, four times the 2500 ms a sampled display event waits.
  await pauseSince(page, 'network');
  await page.clock.runFor(10_000);
  expect(await events(page, 'ad')).toEqual([]);
});

for (const sampled of [true, false]) {
  test(`web vitals ${sampled ? 'load and report for a sampled visit' : 'never load for other visits'}`, async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => /\/build\/chunks\/vitals-/.test(r.url()) && chunks.push(r.url()));
    await forceRandom(page, [0.5, sampled ? 0.00005 : 0.0001]); // image ad (the head script draws first), then the vitals sample
    if (!sampled) await page.clock.install();
    await page.goto(PAGE);
    await page.waitForLoadState('load');
    if (sampled) {
      await expect.poll(async () => (await events(page, 'web-vitals')).map((e) => e.eventAction).sort(), { timeout: 8000 }).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
      expect(chunks).toHaveLength(1);
    } else {
      // Ten seconds of the page's time after load: no timer of the page fetches the chunk.
      // A moment ahead of the page's time; on a loaded machine that moment can pass before the pause lands: try again.
      for (let attempt = 1; ; attempt++) {
        try {
          await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
          break;
        } catch (e) {
          if (attempt >= 3) throw e;
        }
      }
      await page.clock.runFor(10_000);
      await page.waitForLoadState('networkidle');
      expect(chunks).toEqual([]);
      expect(await events(page, 'web-vitals')).toEqual([]);
    }
  });
}

test.describe('with a measurement id', () => {
  let server: Server;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await serve({ port: GA_PORT, persist: false, vars: { GA_MEASUREMENT_ID: 'G-TEST12345' } });
    await seedPaths(server.mf, [PAGE]);
  });
  test.afterAll(async () => server?.dispose());

  test('the real tag loads from googletagmanager, allowed by the CSP, and reads the same queue', async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = (window.dataLayer || []).length;' }));
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy/.test(m.text()) && violations.push(m.text()));
    await page.goto(`${server.url}${PAGE}`);
    await expect(page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST12345"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded)).toBeGreaterThan(0);
    const calls = await dataLayer(page);
    expect(calls).toContainEqual(['config', 'G-TEST12345', { send_page_view: false }]);
    expect(calls.some((c) => c[0] === 'event' && c[1] === 'page_view')).toBe(true);
    expect(violations).toEqual([]);
  });
});
