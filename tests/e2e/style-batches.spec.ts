/**
 * Emotion rules inserted after a demo went live (a reader's first click on a Data Grid renders the footer's
 * "N rows selected" for the first time) go into a small style sheet of their own (client/demos/style-batches.ts),
 * not into the sheet that holds the grid's rules, where Blink restyled the whole grid for them; and the reader
 * sees the same after the click: the same cell focused, the same rows selected, the same footer, styled alike.
 */
import type { Page } from '@playwright/test';
import { STYLE_BATCHES } from '../../client/demos/style-batches';
import { expect, mainThreadIdle, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

const PATH = '/x/react-data-grid/row-grouping';

interface After {
  focused: string;
  selected: string[];
  footer: string;
  footerStyle: string;
  /** Rules in the style sheet that holds the footer's class rule, and whether that sheet also holds the grid root's. */
  footerSheetRules: number;
  footerWithRoot: boolean;
}

/** Loads the page (with the change off when `off`), clicks a cell of the first demo's second row, reads the result. */
async function clickFirstGrid(page: Page, off: boolean): Promise<After> {
  if (off) await page.addInitScript({ content: `globalThis[${JSON.stringify(STYLE_BATCHES)}] = false;` });
  await page.goto(PATH);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await mainThreadIdle(page);
  await expect(frame.locator('.MuiDataGrid-selectedRowCount')).toHaveCount(0);
  const cell = frame.locator('.MuiDataGrid-row[data-rowindex="1"] [role="gridcell"]').nth(2);
  await cell.click();
  await expect(frame.locator('.MuiDataGrid-selectedRowCount')).toBeVisible();
  return frame.evaluate((el) => {
    const footer = el.querySelector<HTMLElement>('.MuiDataGrid-selectedRowCount')!;
    const root = el.querySelector<HTMLElement>('.MuiDataGrid-root')!;
    const active = document.activeElement as HTMLElement | null;
    const sheetOf = (cls: string) =>
      [...document.styleSheets].find((s) => {
        try {
          return [...s.cssRules].some((r) => r instanceof CSSStyleRule && r.selectorText === `.${cls}`);
        } catch {
          return false;
        }
      });
    const demoClass = (e: HTMLElement) => [...e.classList].find((c) => /^demo-/.test(c))!;
    const footerSheet = sheetOf(demoClass(footer));
    const cs = getComputedStyle(footer);
    return {
      focused: `${active?.closest('[role="row"]')?.getAttribute('data-rowindex')}/${active?.getAttribute('data-field')}/${active?.getAttribute('role')}`,
      selected: [...el.querySelectorAll('[role="row"][aria-selected="true"]')].map((r) => r.getAttribute('data-id') ?? ''),
      footer: footer.textContent ?? '',
      footerStyle: [cs.display, cs.visibility, cs.alignItems, cs.width, cs.height, cs.margin].join(' '),
      footerSheetRules: footerSheet?.cssRules.length ?? -1,
      footerWithRoot: !!footerSheet && footerSheet === sheetOf(demoClass(root)),
    };
  });
}

test(`${PATH}: a first click's new rules go in a small sheet, and the reader sees the same`, async ({ browser }) => {
  const on = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  const off = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const withBatches = await clickFirstGrid(on, false);
    const asPublished = await clickFirstGrid(off, true);
    // The click did what a reader expects: a cell of the clicked row has the focus, rows are selected, the footer says so.
    expect(withBatches.focused).toMatch(/^1\/[^/]+\/gridcell$/);
    expect(withBatches.selected.length).toBeGreaterThan(0);
    expect(withBatches.footer).toMatch(/rows? selected/);
    // Where the footer's rules went: as published, into the sheet with the grid's own rules (hundreds); now not.
    expect(asPublished.footerWithRoot).toBe(true);
    expect(withBatches.footerWithRoot).toBe(false);
    expect(withBatches.footerSheetRules).toBeGreaterThan(0);
    expect(withBatches.footerSheetRules).toBeLessThan(asPublished.footerSheetRules);
    expect(withBatches.footerSheetRules).toBeLessThanOrEqual(120);
    // And the reader sees the same either way.
    const visible = ({ focused, selected, footer, footerStyle }: After) => ({ focused, selected, footer, footerStyle });
    expect(visible(withBatches)).toEqual(visible(asPublished));
  } finally {
    await on.close();
    await off.close();
  }
});
