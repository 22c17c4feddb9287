/**
 * Charts follow the reader's settings: dark mode changes the colours the
 * chart computes from the theme (axis lines, tick labels), and right-to-left
 * mirrors the tick labels the way MUI X Charts does (the text anchor of the
 * labels flips while the y-axis stays on its side), with no console error.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

const PAGE = '/x/react-charts/bars';
const LICENCE_MESSAGE = /MUI X: Missing license key|mui\.com\/r\/x-license/i;

test.use({ userAgent: READER_UA });

/**
 * The first live chart of the page: its SVG, once its demo has mounted (the build-time stand-in it replaces
 * has tick labels too) and its y-axis has drawn tick labels.
 */
async function firstChart(page: Page): Promise<Locator> {
  const svg = page.locator('[data-demo-frame][data-demo-mounted] svg:has(.MuiChartsAxis-tickLabel)').first();
  // A change of direction remounts the demos (a new Emotion cache, client/demos/runtime.tsx): the SVG found may be
  // replaced before it is scrolled to, so the scroll is tried again on the SVG found then.
  await expect(async () => svg.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 20_000 });
  await expect(svg.locator('.MuiChartsAxis-left .MuiChartsAxis-tickLabel').first()).toBeVisible({ timeout: 20_000 });
  return svg;
}

type AxisLook = { lineStroke: string; labelFill: string; labelAnchor: string; labelRight: number; lineX: number };

function axisLook(svg: Locator): Promise<AxisLook> {
  return svg.evaluate((root) => {
    const line = root.querySelector('.MuiChartsAxis-left .MuiChartsAxis-line')!;
    const label = root.querySelector('.MuiChartsAxis-left .MuiChartsAxis-tickLabel')!;
    const labelStyle = getComputedStyle(label);
    return {
      lineStroke: getComputedStyle(line).stroke,
      labelFill: labelStyle.fill,
      labelAnchor: labelStyle.textAnchor,
      labelRight: label.getBoundingClientRect().right,
      lineX: line.getBoundingClientRect().left,
    };
  });
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open settings' }).click();
}

function brightness(color: string): number {
  const [r, g, b] = color.match(/[\d.]+/g)!.map(Number);
  return r! + g! + b!;
}

test('a chart follows dark mode and right-to-left without console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !LICENCE_MESSAGE.test(m.text())) problems.push(`console: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'light'));
  await page.goto(PAGE);

  const light = await axisLook(await firstChart(page));
  // Light mode: dark text on a light page.
  expect(brightness(light.labelFill)).toBeLessThan(200);

  await openSettings(page);
  await page.locator('[data-setting=mode][data-value=dark]').click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect.poll(async () => (await axisLook(await firstChart(page))).labelFill).not.toBe(light.labelFill);
  const dark = await axisLook(await firstChart(page));
  // Dark mode: light text, and the axis line changes with it.
  expect(brightness(dark.labelFill)).toBeGreaterThan(brightness(light.labelFill));
  expect(dark.lineStroke).not.toBe(light.lineStroke);

  await page.locator('[data-setting=direction][data-value=rtl]').click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The library inverts the text anchor of the y-axis labels in RTL ('end' becomes 'start'),
  // so that with the right-to-left text direction they still end at the axis line.
  await expect.poll(async () => (await axisLook(await firstChart(page))).labelAnchor).toBe(light.labelAnchor === 'end' ? 'start' : 'end');
  const rtl = await axisLook(await firstChart(page));
  expect(rtl.labelRight).toBeLessThanOrEqual(rtl.lineX + 1);

  expect(problems).toEqual([]);
});
