/**
 * The commit that puts a demo's hidden pre-render in the DOM no longer inserts its Emotion rules one by one
 * (client/demos/style-defer.ts): they go in after it, in tasks of their own, before the reveal; and the document ends
 * up with the same rules in the same order, so the revealed grid looks the same.
 * Counted in the page: `insertRule` calls on the demos' Emotion sheets (`<style data-emotion="demo">`) made before the
 * end of the task that added the first demo's hidden grid to its frame (a MutationObserver's callback runs at the end
 * of that task, before any later task); and, in the task that revealed the demo, every rule of the demos' sheets in
 * document order.
 * And a hinted grid's first measurement (scripts/demos/grid-size-hint.ts, GRID_REVEAL) takes the scrollbar width the
 * hint measured: no probe element (`.scrollDiv`, detached again in the same task) is appended to the grid in its
 * reveal, and the grid ends up with the same scrollbar width (`--DataGrid-scrollbarSize`) and size.
 */
import type { Page } from '@playwright/test';
import { GRID_REVEAL } from '../../client/demos/grid-hint';
import { STYLE_DEFER } from '../../client/demos/style-defer';
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

const PATH = '/x/react-data-grid/sorting';

interface Seen {
  /** Rules inserted into the demos' sheets by the end of the hidden commit's task (-1: the probe never saw it). */
  beforeHidden: number;
  /** The demos' rules at the reveal, in document order. */
  rules: string[];
  /** The revealed grid's look: some computed styles of its root, a column header and a cell. */
  look: string;
}

const PROBE = `
  (() => {
    let inserted = 0;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule, index) {
      if (this.ownerNode && this.ownerNode.getAttribute('data-emotion') === 'demo') inserted++;
      return insertRule.call(this, rule, index);
    };
    const seen = (window.__styleDefer = { beforeHidden: -1, rules: null });
    const demoRules = () =>
      [...document.querySelectorAll('style[data-emotion="demo"]')].flatMap((s) => [...s.sheet.cssRules].map((r) => r.cssText));
    new MutationObserver(() => {
      const frame = document.querySelector('.demo [data-demo-frame]');
      if (!frame) return;
      if (seen.beforeHidden < 0 && frame.querySelector('.MuiDataGrid-root')) seen.beforeHidden = inserted;
      if (!seen.rules && frame.hasAttribute('data-demo-mounted')) seen.rules = demoRules();
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-demo-mounted'] });
  })();
`;

async function load(page: Page, off: boolean): Promise<Seen> {
  if (off) await page.addInitScript({ content: `globalThis[${JSON.stringify(STYLE_DEFER)}] = false;` });
  await page.addInitScript({ content: PROBE });
  await page.goto(PATH);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await expect(frame.locator('.MuiDataGrid-columnHeader').first()).toBeVisible();
  const probe = await page.evaluate(() => (window as unknown as { __styleDefer: { beforeHidden: number; rules: string[] | null } }).__styleDefer);
  const look = await frame.evaluate((el) => {
    const pick = (selector: string, props: string[]) => {
      const node = el.querySelector(selector);
      if (!node) return `${selector}: missing`;
      const cs = getComputedStyle(node);
      return `${selector}: ${props.map((p) => cs.getPropertyValue(p)).join(' ')}`;
    };
    return [
      pick('.MuiDataGrid-root', ['display', 'border-top-width', 'border-top-color', 'font-size', 'height']),
      pick('.MuiDataGrid-columnHeader', ['display', 'height', 'padding-left', 'background-color']),
      pick('.MuiDataGrid-cell', ['display', 'height', 'line-height', 'border-top-style', 'color']),
    ].join('\n');
  });
  return { beforeHidden: probe.beforeHidden, rules: probe.rules ?? [], look };
}

test(`${PATH}: the hidden commit inserts no Emotion rule, and the revealed demo has the same rules in the same order`, async ({ browser }) => {
  const on = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  const off = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const deferred = await load(on, false);
    const asPublished = await load(off, true);
    // As published the hidden commit inserts the grid's rules (hundreds); deferred, none.
    expect(asPublished.beforeHidden).toBeGreaterThan(100);
    expect(deferred.beforeHidden).toBe(0);
    // At the reveal the document holds the same rules, in the same order, and the grid looks the same.
    expect(deferred.rules.length).toBeGreaterThan(100);
    expect(deferred.rules).toEqual(asPublished.rules);
    expect(deferred.look).not.toContain('missing');
    expect(deferred.look).toBe(asPublished.look);
  } finally {
    await on.close();
    await off.close();
  }
});

/** Loads the page (the reveal patch off when `off`): probes appended to the first demo, the grid's scrollbar width and size. */
async function probes(page: Page, off: boolean): Promise<{ probes: number; scrollbar: string; size: string }> {
  if (off) await page.addInitScript({ content: `globalThis[${JSON.stringify(GRID_REVEAL)}] = false;` });
  await page.addInitScript({
    content: `
      window.__probes = 0;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n.classList && n.classList.contains('scrollDiv')) window.__probes++;
      }).observe(document, { childList: true, subtree: true });
    `,
  });
  await page.goto(PATH);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await expect(frame.locator('.MuiDataGrid-row').first()).toBeVisible();
  const grid = await frame.evaluate((el) => {
    const root = el.querySelector<HTMLElement>('.MuiDataGrid-root')!;
    const box = root.getBoundingClientRect();
    return { scrollbar: root.style.getPropertyValue('--DataGrid-scrollbarSize'), size: `${box.width}x${box.height}` };
  });
  return { probes: await page.evaluate(() => (window as unknown as { __probes: number }).__probes), ...grid };
}

test(`${PATH}: a hinted grid's reveal appends no scrollbar probe, and the grid has the same scrollbar width`, async ({ browser }) => {
  const on = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  const off = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const hinted = await probes(on, false);
    const asPublished = await probes(off, true);
    expect(asPublished.probes).toBeGreaterThan(0);
    expect(hinted.probes).toBe(0);
    expect(hinted.scrollbar).toMatch(/^\d+(\.\d+)?px$/);
    expect(hinted.scrollbar).toBe(asPublished.scrollbar);
    expect(hinted.size).toBe(asPublished.size);
  } finally {
    await on.close();
    await off.close();
  }
});
