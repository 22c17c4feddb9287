/**
 * The export demos of the Charts Pro export page really export, in Chromium:
 * image export (which loads the optional `rasterizehtml` dependency) downloads
 * an image of the chart, and print fills the print frame with the chart's SVG
 * (print() is intercepted on every window, so no dialog opens).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, acceptDownloads: true });

async function openDemo(page: Page, id: string): Promise<Locator> {
  const response = await page.goto(`/x/playground/${id}`);
  expect(response!.status()).toBe(200);
  const root = page.locator(`[data-playground][data-demo="${id}"]`);
  await expect(chartSvg(root)).toBeVisible({ timeout: 20_000 });
  return root;
}

/** The chart's own <svg> (not an icon): the one that holds the axes. */
function chartSvg(root: Locator): Locator {
  return root.locator('svg:has(.MuiChartsAxis-root)').first();
}

async function chooseExport(root: Locator, item: RegExp) {
  const page = root.page();
  await root.getByRole('toolbar').getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Runs `trigger` and returns the image download. Fails at once, with the page's own
 * messages, when the chart logs that the export failed (for example when the page's
 * Content-Security-Policy blocks the blob: image that rasterizehtml draws).
 */
async function captureImageExport(page: Page, trigger: () => Promise<void>): Promise<Download> {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  const download = page.waitForEvent('download', { timeout: 20_000 });
  const failure = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('Error exporting chart as image'),
    timeout: 20_000,
  });
  download.catch(() => undefined);
  failure.catch(() => undefined);
  await trigger();
  const first = await Promise.race([download.then((file) => ({ file })), failure.then((message) => ({ message }))]);
  if ('message' in first) {
    throw new Error(`Image export failed in the page: ${first.message.text()}\n${blocked.join('\n')}`);
  }
  return first.file;
}

/** Width and height from the IHDR chunk of a PNG file. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Replaces print() on the page and on every frame window, recording what the frame holds. */
async function interceptPrint(page: Page) {
  await page.addInitScript(() => {
    type Printed = { svgs: number; bars: number; text: string; toolbar: boolean; title: string };
    const record = (win: Window) => {
      const doc = win.document;
      const printed: Printed = {
        svgs: doc.querySelectorAll('svg:has(.MuiChartsAxis-root)').length,
        bars: doc.querySelectorAll('svg .MuiBarElement-root').length,
        text: doc.body.textContent ?? '',
        toolbar: doc.querySelector('.MuiChartsToolbar-root') !== null,
        title: doc.querySelector('h2')?.textContent ?? '',
      };
      (window as unknown as { __printed: Printed }).__printed = printed;
    };
    window.print = () => record(window);
    const descriptor = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const win = descriptor.get!.call(this) as Window | null;
        if (win) win.print = () => record(win);
        return win;
      },
    });
  });
}

async function printed(page: Page) {
  const handle = await page.waitForFunction(() => (window as unknown as { __printed?: unknown }).__printed, undefined, { timeout: 15_000 });
  return (await handle.jsonValue()) as { svgs: number; bars: number; text: string; toolbar: boolean; title: string };
}

test('the page lets image export draw the chart (img-src allows blob:)', async ({ page }) => {
  // rasterizehtml renders the copied chart as an SVG image from a blob: URL before it
  // paints it on the canvas; a Content-Security-Policy without blob: in img-src blocks it.
  const response = await page.goto('/x/playground/react-charts-export-ExportToolbar');
  const csp = response!.headers()['content-security-policy'] ?? '';
  test.skip(csp === '', 'the page sends no Content-Security-Policy');
  const imgSrc = /img-src([^;]*)/.exec(csp)?.[1] ?? '';
  expect(imgSrc.split(/\s+/), `img-src of the page: "${imgSrc.trim()}"`).toContain('blob:');
});

test('image export from the toolbar menu downloads a PNG of the chart', async ({ page }) => {
  const root = await openDemo(page, 'react-charts-export-ExportToolbar');
  // The export copies the chart's root element: the parent of the SVG, with the toolbar and legend.
  const chart = chartSvg(root).locator('xpath=..');
  const box = (await chart.boundingBox())!;
  const ratio = await page.evaluate(() => window.devicePixelRatio || 1);

  const file = await captureImageExport(page, () => chooseExport(root, /Export as PNG/));
  const png = readFileSync((await file.path())!);
  const { width, height } = pngSize(png);
  // The canvas has the size of the chart's root element (legend and toolbar included).
  expect(Math.abs(width - Math.floor(box.width * ratio))).toBeLessThanOrEqual(2);
  expect(Math.abs(height - Math.floor(box.height * ratio))).toBeLessThanOrEqual(2);
  expect(height).toBeGreaterThan(250);
  // A blank canvas of this size compresses to a few hundred bytes; bars, axes and text do not.
  expect(png.length).toBeGreaterThan(8_000);
});

test('apiRef.current.exportAsImage downloads a PNG under the given file name', async ({ page }) => {
  const root = await openDemo(page, 'react-charts-export-ExportApiRef');
  const file = await captureImageExport(page, () => root.getByRole('button', { name: 'Download PNG' }).click());
  expect(file.suggestedFilename()).toMatch(/^solar-capacity/);
  const png = readFileSync((await file.path())!);
  const { width, height } = pngSize(png);
  expect(width).toBeGreaterThan(300);
  expect(height).toBeGreaterThan(250);
  expect(png.length).toBeGreaterThan(8_000);
});

test('a JPEG entry of the export menu downloads a JPEG', async ({ page }) => {
  const root = await openDemo(page, 'react-charts-export-ExportFormats');
  const file = await captureImageExport(page, () => chooseExport(root, /Export as JPEG/));
  expect(file.suggestedFilename()).toMatch(/^electricity-mix-2020-2024/);
  const jpeg = readFileSync((await file.path())!);
  expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(jpeg.length).toBeGreaterThan(8_000);
});

test('print from the toolbar menu fills the print frame with the chart SVG', async ({ page }) => {
  await interceptPrint(page);
  const root = await openDemo(page, 'react-charts-export-ExportToolbar');
  await chooseExport(root, /^Print$/);
  const frame = await printed(page);
  expect(frame.svgs).toBe(1);
  // Six months times three channels.
  expect(frame.bars).toBe(18);
  for (const label of ['Online', 'Retail', 'Wholesale', 'Jan', 'Jun']) expect(frame.text).toContain(label);
  // The default onBeforeExport removes the toolbar from the copy.
  expect(frame.toolbar).toBe(false);
});

test('onBeforeExport adds a title to the printed chart', async ({ page }) => {
  await interceptPrint(page);
  const root = await openDemo(page, 'react-charts-export-ExportWithTitle');
  await chooseExport(root, /^Print$/);
  const frame = await printed(page);
  expect(frame.svgs).toBe(1);
  expect(frame.bars).toBe(6);
  expect(frame.title).toBe('Online revenue, January to June 2025');
  expect(frame.toolbar).toBe(false);
});

test('apiRef.current.exportAsPrint prints the chart without a toolbar', async ({ page }) => {
  await interceptPrint(page);
  const root = await openDemo(page, 'react-charts-export-ExportApiRef');
  await root.getByRole('button', { name: 'Print' }).click();
  const frame = await printed(page);
  expect(frame.svgs).toBe(1);
  expect(frame.text).toContain('Gigawatts');
});

test('a chart composed inside ChartsWrapper prints its bars, line and legend', async ({ page }) => {
  await interceptPrint(page);
  const root = await openDemo(page, 'react-charts-export-ExportComposition');
  await chooseExport(root, /^Print$/);
  const frame = await printed(page);
  expect(frame.svgs).toBe(1);
  expect(frame.bars).toBe(12);
  expect(frame.text).toContain('Precipitation');
  expect(frame.text).toContain('Temperature');
  expect(frame.toolbar).toBe(false);
});
