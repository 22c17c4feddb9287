/**
 * The reveal of a picker or a Tree View demo does its work once
 * (scripts/demos/picker-tree-patches.ts): a revealed tree is already its
 * final self, and a revealed picker's field does not read the page's
 * selection in the reveal's commit (a forced layout of the whole demo
 * there), and still opens its popup at its field.
 */
import { expect, mainThreadIdle, mountDemos, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

/**
 * Published, a Tree View's first state has no id, and a mount effect makes one: every item's `id` attribute changes
 * (`-books` → `mui-tree-view-1-books`) in a synchronous render of every item, after the reveal. Recorded here: the
 * items' ids at the commit that marks the frame live, and once the page is idle.
 */
test('a revealed tree view keeps its items as they were revealed', async ({ page }) => {
  await page.addInitScript({
    content: `
      window.__ids = [];
      const ids = (frame) => [...frame.querySelectorAll('[role=treeitem]')].map((el) => el.id).join(' ');
      new MutationObserver((records) => {
        for (const r of records) {
          const frame = r.target;
          if (!frame.hasAttribute('data-demo-mounted') || !frame.querySelector('[role=tree]')) continue;
          window.__ids.push({ frame, atCommit: ids(frame), tree: frame.querySelector('[role=tree]').id });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-demo-mounted'] });
    `,
  });
  await page.goto('/x/react-tree-view/rich-tree-view/items');
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await mainThreadIdle(page);
  const seen = await page.evaluate(() =>
    (window as unknown as { __ids: { frame: Element; atCommit: string; tree: string }[] }).__ids.map((s) => ({
      atCommit: s.atCommit,
      tree: s.tree,
      now: [...s.frame.querySelectorAll('[role=treeitem]')].map((el) => el.id).join(' '),
    })),
  );
  expect(seen.length, 'trees revealed').toBeGreaterThan(0);
  for (const s of seen) {
    expect(s.atCommit, 'items at the reveal').not.toBe('');
    expect(s.tree, "the tree's id").toMatch(/^mui-tree-view-\d+$/);
    for (const id of s.atCommit.split(' ')) expect(id.startsWith(`${s.tree}-`), id).toBe(true);
    expect(s.now, 'items once the page is idle').toBe(s.atCommit);
  }
  // Still a working tree: a click expands the first expandable item.
  const item = frame.locator('[role=treeitem][aria-expanded=false]').first();
  const label = await item.getAttribute('id');
  await item.locator('> div').first().click();
  await expect(frame.locator(`[id="${label}"]`)).toHaveAttribute('aria-expanded', 'true');
});

/**
 * Published, a field's layout effect reads `getSelection().rangeCount` in the reveal's commit, which forces a style
 * and layout pass of the demo just revealed inside that task. Counted here: reads of `rangeCount` while the runtime's
 * reveal flag is set (client/demos/reveal-flag.ts). The popup still opens at its field: the field's node, stored
 * just after the reveal's commit, anchors it.
 */
test('a revealed picker reads no selection in the reveal, and opens at its field', async ({ page }) => {
  await page.addInitScript({
    content: `
      window.__rangeCountInReveal = 0;
      const d = Object.getOwnPropertyDescriptor(Selection.prototype, 'rangeCount');
      Object.defineProperty(Selection.prototype, 'rangeCount', {
        configurable: true,
        get() {
          if (globalThis.__demoRevealing === true) window.__rangeCountInReveal++;
          return d.get.call(this);
        },
      });
    `,
  });
  await page.goto('/x/react-date-pickers/date-range-picker');
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await expect(frame.locator('.MuiPickersTextField-root')).toBeVisible();
  await mainThreadIdle(page);
  expect(await page.evaluate(() => (window as unknown as { __rangeCountInReveal: number }).__rangeCountInReveal)).toBe(0);
  const field = frame.locator('.MuiPickersInputBase-root').first();
  const box = (await field.boundingBox())!;
  await frame.locator('button[aria-label*="hoose"]').first().click();
  const popup = page.locator('.MuiPickerPopper-root').first();
  await expect(popup).toBeVisible();
  const at = (await popup.boundingBox())!;
  // Anchored at the field: just below it (or above it, if there were no room below), starting at its left edge.
  expect(Math.abs(at.x - box.x), 'popup left edge against the field').toBeLessThan(24);
  expect(at.y >= box.y + box.height - 1 || at.y + at.height <= box.y + 1, 'popup below or above the field').toBe(true);
});

/**
 * A field's first render yields between groups of its hooks in the runtime's hidden first render (its body was one
 * slice React could not split). With the gate's budget at 0 (the grid slices' debug object) every point yields: the
 * field yields, no demo falls back to its Suspense boundary (a yield in a synchronous render would), and each
 * revealed field shows what it shows with the patches off.
 */
test('a field yields in the hidden render and is revealed as without yielding', async ({ page }) => {
  const fields = async (init: string) => {
    await page.addInitScript({ content: init });
    await page.goto('/x/react-date-pickers/date-range-picker');
    await mountDemos(page, { count: 2, timeout: 20_000 });
    await mainThreadIdle(page);
    return page.evaluate(() => ({
      texts: [...document.querySelectorAll('.demo [data-demo-frame][data-demo-mounted] .MuiPickersSectionList-root')].slice(0, 3).map((el) => (el as HTMLElement).innerText),
      debug: (window as unknown as { __demoGridSlicesDebug?: { fieldYields?: number; fallbacks?: number } }).__demoGridSlicesDebug,
    }));
  };
  const sliced = await fields('window.__demoGridSlicesDebug = { budget: 0 };');
  expect(sliced.debug?.fieldYields ?? 0, 'field yields').toBeGreaterThan(0);
  expect(sliced.debug?.fallbacks ?? 0, 'Suspense fallbacks').toBe(0);
  const published = await fields('window.__demoGridSlicesDebug = undefined; window.__demoPickerEffects = false;');
  expect(published.debug).toBeUndefined();
  expect(sliced.texts.length).toBeGreaterThan(0);
  expect(sliced.texts).toEqual(published.texts);
});
