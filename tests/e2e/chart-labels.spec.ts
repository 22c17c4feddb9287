/**
 * Chart demos show their own labels whole: on every Charts page, at a desktop
 * (1280 px) and a phone (390 px) width, every demo is mounted and each text
 * of a chart (tick labels, axis labels, titles, legend entries) is checked.
 * A label fails when the chart cut it with an ellipsis (an axis narrower
 * than its tick labels: the y-axis default width of v8 is 30 px), when it
 * sits outside its chart's svg (so it is clipped), or when an HTML legend
 * label is wider than its box.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

interface Leaf {
  pathname: string;
  kind?: string;
  children?: Leaf[];
}
const pages: string[] = [];
const walk = (items: Leaf[]) => {
  for (const item of items) {
    if (item.children) walk(item.children);
    else if (item.kind === 'markdown' && item.pathname.startsWith('/x/react-charts')) pages.push(item.pathname);
  }
};
walk((JSON.parse(readFileSync(new URL('../../content/nav.json', import.meta.url), 'utf8')) as { tree: Leaf[] }).tree);

/** Mounts every demo of the page (each mounts when it nears the viewport). */
async function mountAll(page: Page): Promise<void> {
  const frames = page.locator('[data-demo-frame]');
  const count = await frames.count();
  for (let i = 0; i < count; i++) {
    const frame = frames.nth(i);
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 30_000 });
  }
  // Charts lay out after measuring their box: wait until every chart surface has a size.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-demo-frame] svg.MuiChartsSurface-root')].every((s) => s.getBoundingClientRect().width > 0));
}

/** Every clipped label of the mounted demos, as `demo id: "text" why`. */
function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const frame of document.querySelectorAll('[data-demo-frame]')) {
      const id = frame.closest('[id]')?.id ?? '?';
      for (const svg of frame.querySelectorAll('svg.MuiChartsSurface-root')) {
        const box = svg.getBoundingClientRect();
        if (!box.width) continue;
        for (const text of svg.querySelectorAll('text')) {
          const label = text.textContent ?? '';
          const r = text.getBoundingClientRect();
          if (!label.trim() || !r.width) continue;
          if (label.includes('…')) out.push(`${id}: "${label}" cut with an ellipsis`);
          else if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) out.push(`${id}: "${label}" outside its chart`);
        }
      }
      for (const label of frame.querySelectorAll<HTMLElement>('.MuiChartsLegend-label')) {
        if ((label.textContent ?? '').includes('…') || label.scrollWidth > label.clientWidth + 1) out.push(`${id}: legend "${label.textContent ?? ''}" wider than its box`);
      }
    }
    return out;
  });
}

for (const width of [1280, 390]) {
  test.describe(`chart labels at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of pages) {
      test(`${path}: no clipped label`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(path);
        await mountAll(page);
        expect(await clippedLabels(page)).toEqual([]);
      });
    }
  });
}
