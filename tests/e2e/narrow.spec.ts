/**
 * Phone widths: the pages that used to scroll sideways at 390 px (long code
 * spans in prose, a long pager title, the app bar at 360 px) fit the
 * viewport: no page-wide horizontal scroll, every app-bar control fully
 * inside. Wide demos, code blocks and tables scroll in their own box.
 */
import { expect, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

// A reader's browser: as a bot (HeadlessChrome) the pages keep their stand-ins and no demo mounts.
test.use({ userAgent: READER_UA });

const PAGES = [
  '/x/react-data-grid/components',
  '/x/react-data-grid/ai-assistant',
  '/x/react-date-pickers/localization',
  '/x/react-tree-view/simple-tree-view/customization',
  '/x/react-tree-view',
  '/zh/x/react-data-grid/localization',
];

async function layout(page: Page) {
  return page.evaluate(() => {
    const bar = [...document.querySelectorAll('.app-bar > *')]
      .filter((e) => getComputedStyle(e).display !== 'none' && !e.classList.contains('spacer'))
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, label: e.getAttribute('aria-label') ?? e.querySelector('summary')?.getAttribute('aria-label') ?? e.className };
      });
    return { scrollWidth: document.scrollingElement!.scrollWidth, width: innerWidth, bar };
  });
}

for (const width of [390, 360]) {
  test(`no page-wide horizontal scroll and the whole app bar on screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const path of width === 390 ? PAGES : PAGES.slice(0, 2)) {
      await page.goto(path);
      // Bring each demo into view so that it mounts: a mounted demo must not widen the page either.
      await page.evaluate(async () => {
        for (const f of document.querySelectorAll('[data-demo-frame]')) {
          f.scrollIntoView({ block: 'center' });
          await new Promise((r) => setTimeout(r, 30));
        }
      });
      const l = await layout(page);
      if (l.scrollWidth > l.width) problems.push(`${path}: scrollWidth ${l.scrollWidth} > ${l.width}`);
      for (const b of l.bar) if (b.left < 0 || b.right > l.width) problems.push(`${path}: app-bar "${b.label}" at ${Math.round(b.left)}–${Math.round(b.right)}`);
      expect(l.bar.length).toBeGreaterThanOrEqual(5);
    }
    expect(problems).toEqual([]);
  });
}
