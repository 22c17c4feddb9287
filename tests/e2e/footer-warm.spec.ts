/**
 * A Data Grid's "N rows selected" rendered once, hidden, soon after the grid went live (client/demos/footer-warm.ts,
 * scripts/demos/grid-interaction.ts FOOTER), so a reader's first selection inserts no style rule. With the switch on,
 * the count's Emotion classes are in the page's rules before the first click (published, that click inserts them:
 * the check fails with the switch off); the warm-up's element was hidden (`display: none`, aria-hidden) and is gone;
 * the footer before the click and the count after it look the same as published.
 */
import type { Browser } from '@playwright/test';
import { FOOTER_WARM } from '../../client/demos/footer-warm';
import { expect, mainThreadIdle, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

interface FirstSelection {
  warmBoxes: { display: string; ariaHidden: string | null }[];
  warmLeft: number;
  /** The footer's children before the click: tag, classes and box. */
  footerBefore: string;
  missingBefore: string[];
  classes: number;
  text: string;
  style: string;
}

const OBSERVE = `
  window.__footerWarm = [];
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n instanceof HTMLElement && n.matches('[data-demo-footer-warm]')) window.__footerWarm.push({ display: n.style.display, ariaHidden: n.getAttribute('aria-hidden') });
    }
  }).observe(document, { subtree: true, childList: true });`;

async function firstSelection(browser: Browser, baseURL: string | undefined, warm: boolean): Promise<FirstSelection> {
  const context = await browser.newContext({ baseURL, userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: `${warm ? '' : `globalThis[${JSON.stringify(FOOTER_WARM)}] = false;`}${OBSERVE}` });
    await page.goto('/x/react-data-grid/sorting');
    const frame = page.locator('[data-demo-frame][data-demo-mounted]').first();
    await expect(frame).toBeAttached({ timeout: 30_000 });
    await expect(frame.locator('.MuiDataGrid-footerContainer')).toBeVisible();
    await mainThreadIdle(page);
    if (warm) await expect.poll(() => page.evaluate(() => (window as unknown as { __footerWarm: unknown[] }).__footerWarm.length)).toBeGreaterThan(0);
    await expect(page.locator('[data-demo-footer-warm]')).toHaveCount(0);
    await mainThreadIdle(page);
    const footer = frame.locator('.MuiDataGrid-footerContainer').first();
    const footerBefore = await footer.evaluate((f) => {
      const base = f.getBoundingClientRect();
      return JSON.stringify(
        [f, ...f.querySelectorAll('*')].map((e) => {
          const r = e.getBoundingClientRect();
          return [
            e.tagName,
            [...e.classList].filter((c) => !/^demo-/.test(c)).join('.'),
            Math.round(r.x - base.x),
            Math.round(r.y - base.y),
            Math.round(r.width),
            Math.round(r.height),
            (e as HTMLElement).innerText,
          ];
        }),
      );
    });
    await page.evaluate(() => {
      const selectors: string[] = [];
      for (const sheet of document.styleSheets) for (const rule of sheet.cssRules) if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      (window as unknown as { __before: string }).__before = selectors.join('\n');
    });
    await frame.locator('[role="gridcell"]').nth(1).click();
    const count = frame.locator('.MuiDataGrid-selectedRowCount');
    await expect(count).toBeVisible();
    const read = await count.evaluate((el) => {
      const before = (window as unknown as { __before: string }).__before;
      const classes = [...el.classList].filter((c) => /^demo-/.test(c));
      const cs = getComputedStyle(el);
      return {
        missingBefore: classes.filter((c) => !before.includes(`.${c}`)),
        classes: classes.length,
        text: (el as HTMLElement).innerText,
        style: [cs.display, cs.visibility, cs.margin, cs.alignItems, cs.width, cs.height].join(' '),
      };
    });
    const warmBoxes = await page.evaluate(() => (window as unknown as { __footerWarm: FirstSelection['warmBoxes'] }).__footerWarm);
    return { warmBoxes, warmLeft: await page.locator('[data-demo-footer-warm]').count(), footerBefore, ...read };
  } finally {
    await context.close();
  }
}

test('a grid’s selected-row count is rendered once, hidden, before the first selection, which inserts no style rule', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const on = await firstSelection(browser, baseURL, true);
  const off = await firstSelection(browser, baseURL, false);
  expect(on.warmBoxes.length).toBeGreaterThan(0);
  for (const b of on.warmBoxes) expect(b).toEqual({ display: 'none', ariaHidden: 'true' });
  expect(off.warmBoxes).toEqual([]);
  expect(on.warmLeft).toBe(0);
  // The count's rules were in the page before the click; published, the click inserted them.
  expect(on.classes).toBeGreaterThan(0);
  expect(on.missingBefore).toEqual([]);
  expect(off.missingBefore.length).toBeGreaterThan(0);
  // The same footer before, the same count after.
  expect(on.footerBefore).toBe(off.footerBefore);
  expect(on.text).toMatch(/row selected/);
  expect(on.text).toBe(off.text);
  expect(on.style).toBe(off.style);
});
