/**
 * A demo's hidden pre-render is styled and laid out off screen before its reveal (client/demos/pre-style.ts): its
 * top-level node, until then `display: none`, is `position: fixed`, `visibility: hidden`, out of the viewport and at
 * the width it will have in its frame, with a hinted grid's size variables already set; the reveal then puts it in
 * the stand-in's place. What a reader sees: while it is off screen it is not visible, cannot take the focus and is not
 * under the pointer (the stand-in is); the revealed demo is where it is without the change (same box in its frame,
 * same frame, the page below it not moved), with the same inline styles and grid variables; no console error (but the
 * missing licence key's, on a server without one).
 * Seen in the page by a MutationObserver on the demo frame's children (its callback runs at the end of the task that
 * moved the node, before the layout task and the reveal).
 */
import type { Page } from '@playwright/test';
import { PRE_STYLE } from '../../client/demos/pre-style';
import { expect, mainThreadIdle, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

/** What the probe saw while the first demo's pre-render was off screen (null: never). */
interface OffScreen {
  visibility: string;
  position: string;
  /** The node's box (px, viewport). */
  right: number;
  width: number;
  /** A focusable element inside got the focus when asked. */
  focused: boolean;
  /** The element under the stand-in's centre is its frame or the stand-in (inert), not the pre-render. */
  standInUnderPointer: boolean;
  /** The grid root's `--DataGrid-rowWidth` then ('' without a grid). */
  rowWidth: string;
  /** The first grid row's laid-out width then (0 without a grid). */
  rowBox: number;
}

const PROBE = `
  (() => {
    const seen = (window.__preStyle = { offScreen: null });
    const watch = (frame) => {
      const standIn = new Set(frame.childNodes);
      new MutationObserver(() => {
        if (seen.offScreen) return;
        const node = [...frame.children].find((n) => !standIn.has(n) && n.style.position === 'fixed');
        if (!node) return;
        const box = node.getBoundingClientRect();
        const focusable = node.querySelector('button, [tabindex="0"], input, a[href]');
        const before = document.activeElement;
        if (focusable) focusable.focus();
        const focused = focusable !== null && document.activeElement === focusable;
        if (document.activeElement !== before && before && before.focus) before.focus();
        const first = [...standIn].find((n) => n.nodeType === 1 && n.isConnected);
        let standInUnderPointer = false;
        if (first) {
          const b = first.getBoundingClientRect();
          const hit = document.elementFromPoint(b.left + b.width / 2, b.top + Math.min(b.height / 2, 20));
          // The stand-in is inert (not hit-tested): the frame is under the pointer, not the pre-render.
          standInUnderPointer = hit !== null && (hit === frame || first.contains(hit)) && !node.contains(hit);
        }
        const root = node.querySelector('.MuiDataGrid-root');
        const row = node.querySelector('.MuiDataGrid-row');
        seen.offScreen = {
          visibility: getComputedStyle(node).visibility,
          position: getComputedStyle(node).position,
          right: box.right,
          width: box.width,
          focused,
          standInUnderPointer,
          rowWidth: root ? root.style.getPropertyValue('--DataGrid-rowWidth') : '',
          rowBox: row ? row.getBoundingClientRect().width : 0,
        };
      }).observe(frame, { childList: true, attributes: true, attributeFilter: ['style'], subtree: true });
    };
    // The frame's nodes once parsed (the demos mount after load) are its stand-in.
    document.addEventListener('DOMContentLoaded', () => {
      const frame = document.querySelector('.demo [data-demo-frame]');
      if (frame) watch(frame);
    });
  })();
`;

interface Seen {
  offScreen: OffScreen | null;
  /** The revealed demo: its top node's box relative to the frame, its style attribute, the grid root's style. */
  box: string;
  style: string;
  gridStyle: string;
  /** The frame's size and the next demo's top on the page (nothing below moved). */
  frame: string;
  below: number;
  errors: string[];
}

async function load(page: Page, path: string, off: boolean): Promise<Seen> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  if (off) await page.addInitScript({ content: `globalThis[${JSON.stringify(PRE_STYLE)}] = false;` });
  await page.addInitScript({ content: PROBE });
  await page.goto(path);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await mainThreadIdle(page);
  const offScreen = await page.evaluate(() => (window as unknown as { __preStyle: { offScreen: OffScreen | null } }).__preStyle.offScreen);
  const revealed = await frame.evaluate((el) => {
    const node = el.firstElementChild as HTMLElement;
    const f = el.getBoundingClientRect();
    const b = node.getBoundingClientRect();
    const next = el.closest('.demo')?.nextElementSibling;
    return {
      box: `${b.x - f.x},${b.y - f.y} ${b.width}x${b.height} ${getComputedStyle(node).visibility} ${getComputedStyle(node).position}`,
      style: node.getAttribute('style') ?? '',
      gridStyle: el.querySelector('.MuiDataGrid-root')?.getAttribute('style') ?? '',
      frame: `${f.width}x${f.height}`,
      below: next ? next.getBoundingClientRect().top - f.top : 0,
    };
  });
  return { offScreen, ...revealed, errors };
}

for (const path of ['/x/react-data-grid/sorting', '/x/react-data-grid/row-grouping', '/x/react-charts/lines']) {
  test(`${path}: the pre-render is laid out off screen, unseen, and revealed in the stand-in's place`, async ({ browser }) => {
    const on = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
    const off = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
    try {
      const pre = await load(on, path, false);
      const asPublished = await load(off, path, true);
      expect(asPublished.offScreen).toBeNull();
      expect(pre.offScreen).not.toBeNull();
      const o = pre.offScreen!;
      expect(o.position).toBe('fixed');
      expect(o.visibility).toBe('hidden');
      expect(o.right).toBeLessThanOrEqual(0);
      expect(o.focused).toBe(false);
      expect(o.standInUnderPointer).toBe(true);
      // Laid out at its frame's width (the demo's box once revealed).
      expect(o.width).toBeCloseTo(Number(/ ([\d.]+)x/.exec(asPublished.box)![1]), 0);
      if (path.includes('data-grid')) {
        // A hinted grid's rows are laid out at their final width, the variables already the grid's.
        expect(o.rowWidth).not.toBe('');
        expect(asPublished.gridStyle).toContain(`--DataGrid-rowWidth: ${o.rowWidth};`);
        expect(o.rowBox).toBeGreaterThan(0);
      }
      // Revealed as without the change: same box, styles, frame, and nothing below moved.
      expect(pre.box).toBe(asPublished.box);
      expect(pre.box).toMatch(/ visible static$/);
      expect(pre.style).toBe(asPublished.style);
      expect(pre.gridStyle).toBe(asPublished.gridStyle);
      expect(pre.frame).toBe(asPublished.frame);
      expect(pre.below).toBe(asPublished.below);
      // No console error the published reveal does not have (the test server has no MUI X licence key: Premium warns).
      expect(pre.errors).toEqual(asPublished.errors);
      expect(pre.errors.filter((e) => !e.includes('MUI X: Missing license key'))).toEqual([]);
    } finally {
      await on.close();
      await off.close();
    }
  });
}
