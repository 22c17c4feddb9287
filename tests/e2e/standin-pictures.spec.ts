/**
 * Build-time pictures (scripts/demos/demo-pictures.ts): a demo whose
 * stand-in cannot be drawn without a browser (ZoomSliderPreview: 118 KB of
 * SVG, over the stand-in cap) shows a picture of its live first frame, not
 * the grey skeleton: the picture of the reader's colour scheme (the site's
 * own mode switch too), from a hashed URL cached for a year, and the live
 * demo replaces it without moving the page, at 1280 and 390 px.
 */
import { expect, mainThreadIdle, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

const PATH = '/x/react-charts/zoom-and-pan';
const ID = 'react-charts-zoom-and-pan-ZoomSliderPreview';

test.use({ userAgent: READER_UA });

/** Holds the demo code back until the returned function is called, and records layout shifts from then on. */
async function holdDemos(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/build/demos/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __released: number; __shifts: string[] };
    w.__released = Infinity;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput && e.startTime >= w.__released) w.__shifts.push(`${e.value.toFixed(6)} at ${Math.round(e.startTime)} ms`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await page.evaluate(() => ((window as unknown as { __released: number }).__released = performance.now()));
    release();
  };
}

/** Whether the image was fetched, decoded and drawn at its width. */
const loadedWidth = (page: Page, selector: string) => page.locator(selector).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

const LAYOUTS = [
  { width: 1280, height: 800, start: 'light' },
  { width: 390, height: 844, start: 'dark' },
] as const;

for (const { width, height, start } of LAYOUTS) {
  test(`${width} px: the pictured demo shows its picture in the reader's scheme, then goes live with no layout shift`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), start);
    const release = await holdDemos(page);
    const pictures: { url: string; cache: string | undefined }[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/pictures/')) pictures.push({ url: new URL(r.url()).pathname, cache: r.headers()['cache-control'] });
    });
    await page.goto(PATH);
    const frame = page.locator(`[id="${ID}"] [data-demo-frame]`);
    await frame.scrollIntoViewIfNeeded();
    const standIn = frame.locator('> [data-standin]');
    await expect(standIn).toHaveAttribute('data-standin', 'picture');
    const img = (scheme: string) => `[id="${ID}"] [data-standin=picture] img.standin-${scheme}`;
    const other = start === 'light' ? 'dark' : 'light';
    await expect(page.locator(img(start))).toBeVisible();
    await expect(page.locator(img(other))).toBeHidden();
    await expect(page.locator(img(start))).toHaveAttribute('alt', 'Picture of the demo ZoomSliderPreview, shown until it loads');
    await expect.poll(() => loadedWidth(page, img(start))).toBe(666);
    // Scaled with the frame on a phone, its aspect ratio kept.
    const box = (await page.locator(img(start)).boundingBox())!;
    const frameWidth = await frame.evaluate((el) => el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft) - parseFloat(getComputedStyle(el).paddingRight));
    expect(box.width).toBeCloseTo(Math.min(666, frameWidth), 0);
    expect(box.height).toBeCloseTo((box.width * 560) / 666, 0);
    // The hidden scheme's picture is not fetched (lazy and display:none); the shown one is hashed and cached for a year.
    expect(pictures.map((p) => p.url)).toEqual([expect.stringMatching(new RegExp(`^/pictures/${ID}-${start}-[0-9a-f]{10}\\.webp$`))]);
    expect(pictures[0]!.cache).toBe('public, max-age=31536000, immutable');

    if (start === 'light') {
      // The site's own mode switch, not only prefers-color-scheme: the dark picture replaces the light one.
      await page.getByRole('button', { name: 'Open settings' }).click();
      await page.locator('[data-setting=mode][data-value=dark]').click();
      await page.keyboard.press('Escape');
      await expect(page.locator(img('dark'))).toBeVisible();
      await expect(page.locator(img('light'))).toBeHidden();
      await expect.poll(() => loadedWidth(page, img('dark'))).toBe(666);
    }

    const before = await frame.evaluate((el) => el.getBoundingClientRect().height);
    await release();
    await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
    await expect(standIn).toHaveCount(0);
    await expect(page.locator(`[id="${ID}"] [data-demo-error]`)).toHaveCount(0);
    await mainThreadIdle(page);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });
}
