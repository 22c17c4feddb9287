/**
 * The ad slot in real Chromium against the local stub ad network: a normal
 * answer (script and JSON), a blocked script, a failing endpoint, hostile
 * answers, bots, plan pages, a rendering crash, and no layout shift.
 * Math.random is replaced by a queue (see forceRandom) so each test knows
 * which branch it takes: [shape (drawn by the head script), web vitals, plea?,
 * in-house ad?, display?].
 */
import { expect, mainThreadIdle, test, type Page } from './fixtures';
import { READER_UA, forceRandom, useAdScenario } from './stub-servers';
import { installAdClock, pauseSince } from './ad-clock';

/** Page, chunk and stub under a loaded machine (2 workers, 3 servers) can be slow. */
const SLOW = { timeout: 10_000 };

const PAGE = '/x/introduction/installation';
const NO_VITALS = 0.5;
const IMAGE = 0.5;
const INLINE = 0.1;

test.use({ userAgent: READER_UA });

const slot = (page: Page) => page.locator('[data-ad-slot]');

/**
 * Watches the ad slot from the first HTML on: every size its box takes and
 * every layout shift the slot or its content takes part in. (Shifts of other
 * parts of the page, e.g. code-block toolbars under load, are not the ad's.)
 */
async function watchSlot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __slot: { heights: number[]; shift: number; moved: string[] } };
    w.__slot = { heights: [], shift: 0, moved: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
        const ours = (e.sources ?? []).filter((src) => {
          const el = src.node && (src.node.nodeType === 1 ? (src.node as Element) : src.node.parentElement);
          return Boolean(el?.closest('[data-ad-slot]'));
        });
        if (!ours.length) continue;
        w.__slot.shift += e.value;
        for (const src of ours) w.__slot.moved.push(`${src.node?.nodeName} ${src.previousRect.y}->${src.currentRect.y} h${src.previousRect.height}->${src.currentRect.height}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const slot = document.querySelector('[data-ad-slot]');
      if (!slot) return;
      w.__slot.heights.push(slot.getBoundingClientRect().height);
      new ResizeObserver(() => w.__slot.heights.push(slot.getBoundingClientRect().height)).observe(slot);
    });
  });
}

/** Layout shift caused by the ad so far; fails when the slot's box ever changed size. */
async function adLayoutShift(page: Page): Promise<number> {
  await mainThreadIdle(page);
  const seen = await page.evaluate(() => (window as unknown as { __slot: { heights: number[]; shift: number; moved: string[] } }).__slot);
  expect(seen.heights.length).toBeGreaterThan(0);
  expect(new Set(seen.heights).size, `slot heights ${seen.heights.join(', ')}`).toBe(1);
  if (seen.shift) console.log(`ad layout shift ${seen.shift}:\n${seen.moved.join('\n')}`);
  return seen.shift;
}

/** Ad network requests seen by the page, by kind. */
function watchNetwork(page: Page) {
  const seen = { json: [] as string[], failedJson: 0, script: 0, pixels: [] as string[] };
  page.on('request', (r) => {
    const u = r.url();
    if (u.includes('/adnet/ads/')) seen.json.push(u);
    if (u.includes('/adnet/script.js')) seen.script++;
    if (u.includes('/adnet/pixel')) seen.pixels.push(u);
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('/adnet/ads/')) seen.failedJson++;
  });
  return seen;
}

test('the network ad from the script fills the reserved slot without shifting the page', async ({ page }) => {
  await forceRandom(page, [IMAGE, NO_VITALS, 0.9]);
  await watchSlot(page);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'network', SLOW);
  await expect(slot(page).locator('#carbonads a img')).toHaveJSProperty('naturalWidth', 130);
  expect(await adLayoutShift(page)).toBe(0);
});

test('the network ad from the JSON endpoint is drawn from text only, with its pixels', async ({ page }) => {
  const net = watchNetwork(page);
  await forceRandom(page, [INLINE, NO_VITALS, 0.9]);
  await watchSlot(page);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'network', SLOW);
  const link = slot(page).locator('[data-network-ad] a.ad');
  await expect(link).toHaveAttribute('href', /\/adnet\/click\?ad=1$/);
  await expect(link).toHaveAttribute('rel', /sponsored/);
  await expect(link.locator('strong')).toHaveText('Stub Grid Co & Sons');
  await expect(link).toContainText('Dashboards that load in a blink.');
  await expect.poll(() => net.pixels.filter((u) => /imp=1|p=a&t=1700000000|p=b&t=1700000000/.test(u)).length).toBe(3);
  expect(net.json).toHaveLength(1);
  expect(await adLayoutShift(page)).toBe(0);
});

for (const width of [1280, 390]) {
  test(`a text-only ad gets a slot of its own height at ${width} px, with no blank space and no shift`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await forceRandom(page, [INLINE, NO_VITALS, 0.9]);
    await watchSlot(page);
    await page.goto(PAGE);
    await expect(slot(page)).toHaveAttribute('data-ad-state', 'network', SLOW);
    const card = slot(page).locator('[data-network-ad]');
    await expect(card.locator('strong')).toHaveText('Stub Grid Co & Sons');
    const [slotHeight, cardHeight, clipped] = await card.evaluate((el) => [
      el.closest('[data-ad-slot]')!.getBoundingClientRect().height,
      el.getBoundingClientRect().height,
      el.scrollHeight > el.clientHeight + 1,
    ]);
    // The old slot kept the image ad's 126/142 px around a 58/78 px text card.
    expect(Math.abs(slotHeight - cardHeight), `slot ${slotHeight} px, text ad ${cardHeight} px`).toBeLessThan(1);
    expect(clipped).toBe(false);
    expect(await adLayoutShift(page)).toBe(0);
  });
}

test('a blocked script is detected after more than 6 tries of 500 ms and shows the plea when drawn', async ({ page }) => {
  await useAdScenario(page, 'blocked');
  await forceRandom(page, [IMAGE, NO_VITALS, 0.1, 0.9]);
  await watchSlot(page);
  await installAdClock(page);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'loading', SLOW);
  await expect(page.locator('#_carbonads_js')).toHaveCount(1, SLOW);
  // Tries 1..6 (0 to 2500 ms after the script goes in) find nothing and the slot keeps waiting; try 7 (3000 ms) decides.
  const since = await pauseSince(page, 'script');
  expect(since).toBeLessThan(2500);
  await page.clock.runFor(2750 - since);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'loading');
  await page.clock.runFor(500);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'plea', SLOW);
  await expect(slot(page).locator('.ad-plea')).toContainText('ad blocker');
  await page.clock.resume(); // idle callbacks run on the page's clock too
  expect(await adLayoutShift(page)).toBe(0);
});

test('a blocked script shows one of the four in-house ads when the plea is not drawn', async ({ page }) => {
  await useAdScenario(page, 'blocked');
  await forceRandom(page, [IMAGE, NO_VITALS, 0.5, 0.3, 0.9]); // 0.3 -> the second ad
  await watchSlot(page);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'inhouse', SLOW);
  const link = slot(page).locator('a.ad');
  await expect(link).toHaveAttribute('href', '/x/introduction/licensing');
  await expect(link).toHaveAttribute('data-ga-event-category', 'ad');
  await expect(link).toHaveAttribute('data-ga-event-label', 'in-house-mui-x-premium');
  const img = link.locator('img');
  await expect(img).toHaveAttribute('src', '/static/ads/premium.svg');
  expect(await img.evaluate((i: HTMLImageElement) => [i.width, i.height, i.naturalWidth, i.naturalHeight])).toEqual([130, 100, 130, 100]);
  expect(await adLayoutShift(page)).toBe(0);
});

test('a network element linking to the backers page gives way to an in-house ad', async ({ page }) => {
  await useAdScenario(page, 'backers');
  await forceRandom(page, [IMAGE, NO_VITALS, 0, 0.9]);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'inhouse', SLOW);
  await expect(slot(page).locator('a.ad')).toHaveAttribute('data-ga-event-label', 'in-house-mui-x-pro');
});

test('a network element arriving after the fallback replaces it, still without a shift', async ({ page }) => {
  await useAdScenario(page, 'late');
  await forceRandom(page, [IMAGE, NO_VITALS, 0.5, 0, 0.9, 0.9]);
  await watchSlot(page);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'inhouse', SLOW);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'network', SLOW);
  await expect(slot(page).locator('.ad-house')).toHaveCount(0);
  expect(await adLayoutShift(page)).toBe(0);
});

test('a failing ad endpoint falls back to an in-house ad at once, without retrying', async ({ page }) => {
  const net = watchNetwork(page);
  await useAdScenario(page, 'fail');
  await forceRandom(page, [INLINE, NO_VITALS, 0.6, 0.05]); // third ad, display event sampled
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'inhouse', SLOW);
  await expect(slot(page).locator('[data-ad-shape=inline] a.ad')).toHaveAttribute('data-ga-event-label', 'in-house-priority-support');
  // The display label tells why: the network failed (not a blocked ad after 3 s of polling).
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)).filter((c) => c[1] === 'ad')), SLOW)
    .toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-network-mui-x-docs-inline' }]]);
  expect(net.json).toHaveLength(1);
  expect(net.failedJson).toBe(1);
});

test('an answer without a usable entry is fetched again until one comes', async ({ page }) => {
  const net = watchNetwork(page);
  await useAdScenario(page, 'retry', { n: '3', key: `retry-${Date.now()}` });
  await forceRandom(page, [INLINE, NO_VITALS, 0.9]);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'network', SLOW);
  expect(net.json).toHaveLength(3);
});

test('the endpoint is tried 10 times at most, then the in-house ad shows', async ({ page }) => {
  const net = watchNetwork(page);
  await useAdScenario(page, 'empty');
  await forceRandom(page, [INLINE, NO_VITALS, 0, 0.9]);
  await installAdClock(page);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'inhouse', SLOW);
  // Ten seconds of the page's time go by: no 11th try is scheduled, nor sent.
  await pauseSince(page, 'inhouse');
  await page.clock.runFor(10_000);
  await page.waitForLoadState('networkidle');
  expect(net.json).toHaveLength(10);
});

for (const scenario of ['script-tag', 'js-url', 'wrong-types', 'huge', 'invalid-json', 'status']) {
  test(`a hostile or malformed answer (${scenario}) ends in the in-house ad and runs nothing`, async ({ page }) => {
    await useAdScenario(page, scenario);
    await forceRandom(page, [INLINE, NO_VITALS, 0, 0.9]);
    await page.goto(PAGE);
    await expect(slot(page)).toHaveAttribute('data-ad-state', 'inhouse', SLOW);
    const html = await slot(page).innerHTML();
    expect(html).not.toMatch(/<script|javascript:|Click me|__pwned/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(slot(page).locator('a.ad')).toHaveAttribute('href', '/x/introduction/licensing');
  });
}

test('bots get an empty slot and the ad network is never called', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const page = await context.newPage();
  const net = watchNetwork(page);
  await installAdClock(page);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'empty', SLOW);
  // Past the 3 s a blocked ad is given, on the page's clock: the slot stays empty.
  await pauseSince(page, 'empty');
  await page.clock.runFor(10_000);
  await page.waitForLoadState('networkidle');
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'empty');
  expect(await slot(page).evaluate((el) => [el.childElementCount, getComputedStyle(el).visibility])).toEqual([0, 'hidden']);
  expect(net.script + net.json.length).toBe(0);
  await context.close();
});

test('Pro and Premium pages and the playground have no ad slot', async ({ page }) => {
  for (const path of ['/x/guides/telemetry', '/x/introduction/priority-support', '/x/playground/react-charts-bars-GroupedBars']) {
    await page.goto(path);
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  }
});

test('the slot reserves 142 px on phones and 126 px from the sm breakpoint, with 3 spacing units around it', async ({ page }) => {
  // Scripts blocked: the space comes from the first HTML, its CSS and the head script's shape (image) alone.
  await page.route(/\/build\/.*\.js$/, (route) => route.abort());
  await forceRandom(page, [IMAGE]);
  for (const [width, height] of [
    [375, 142],
    [599, 142],
    [600, 126],
    [1280, 126],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PAGE);
    const box = await slot(page).evaluate((el) => {
      const s = getComputedStyle(el);
      return [el.getBoundingClientRect().height, s.marginTop, s.marginBottom];
    });
    expect(box).toEqual([height, '24px', '24px']);
  }
});

test('an ad rendering crash hides the slot and sends the crash event', async ({ page }) => {
  await useAdScenario(page, 'blocked');
  await forceRandom(page, [IMAGE, NO_VITALS, 0.5, 0, 0.9]);
  await page.addInitScript(() => {
    const original = Element.prototype.replaceChildren;
    Element.prototype.replaceChildren = function (this: Element, ...nodes: (Node | string)[]) {
      if (this.classList.contains('ad-house') && nodes.length) throw new Error('render failed');
      return original.apply(this, nodes);
    };
  });
  await watchSlot(page);
  await page.goto(PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'hidden', SLOW);
  expect(await slot(page).evaluate((el) => [el.childElementCount, getComputedStyle(el).visibility])).toEqual([0, 'hidden']);
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)));
  expect(events).toContainEqual(['event', 'ad', { eventAction: 'crash', eventLabel: 'in-house-mui-x-docs-image' }]);
  expect(await adLayoutShift(page)).toBe(0);
});
