/**
 * The off-screen pre-render (client/demos/pre-style.ts) is made visible and skipped (`content-visibility: hidden`) in
 * a task before its reveal: the restyle of the demo's elements for the visibility change runs there, not in the
 * reveal's frame. What is checked:
 *   - while skipped, a focusable element inside cannot take the focus;
 *   - the frame after the reveal (from the end of the reveal's task, `data-demo-mounted` set, to its paint) restyles a
 *     handful of elements, not the hundred or more it restyles with the switch off (`PRE_STYLE_SKIP`), read from a
 *     DevTools trace (`UpdateLayoutTree` events' element counts).
 * tests/e2e/pre-style.spec.ts checks that the revealed demo is where and as it is without the pre-render.
 */
import type { Browser } from '@playwright/test';
import { PRE_STYLE_SKIP } from '../../client/demos/pre-style';
import { expect, mainThreadIdle, test } from './fixtures';
import { READER_UA } from './stub-servers';

const PATH = '/x/react-data-grid/sorting';

const PROBE = `
  (() => {
    const seen = (window.__skip = { skipped: null });
    document.addEventListener('DOMContentLoaded', () => {
      const frame = document.querySelector('.demo [data-demo-frame]');
      if (!frame) return;
      const standIn = new Set(frame.childNodes);
      new MutationObserver(() => {
        if (!seen.skipped) {
          const node = [...frame.children].find((n) => !standIn.has(n) && n.style.getPropertyValue('content-visibility') === 'hidden');
          if (node) {
            const focusable = node.querySelector('button, [tabindex="0"], input, a[href]');
            const before = document.activeElement;
            if (focusable) focusable.focus();
            seen.skipped = { focusable: focusable !== null, focused: focusable !== null && document.activeElement === focusable };
            if (document.activeElement !== before && before && before.focus) before.focus();
          }
        }
        if (frame.hasAttribute('data-demo-mounted') && !seen.mounted) {
          seen.mounted = true;
          performance.mark('probe:revealed');
        }
      }).observe(frame, { attributes: true, subtree: true, attributeFilter: ['style', 'data-demo-mounted'] });
    });
  })();
`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  args?: { elementCount?: number };
}

async function load(browser: Browser, off: boolean): Promise<{ skipped: { focusable: boolean; focused: boolean } | null; restyled: number }> {
  const page = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    if (off) await page.addInitScript({ content: `globalThis[${JSON.stringify(PRE_STYLE_SKIP)}] = false;` });
    await page.addInitScript({ content: PROBE });
    const cdp = await page.context().newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'blink.user_timing'], recordMode: 'recordContinuously' }, transferMode: 'ReportEvents' });
    await page.goto(PATH);
    await expect(page.locator('.demo [data-demo-frame]').first()).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
    // The reveal's frame has been painted once the thread is idle.
    await mainThreadIdle(page);
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    const skipped = await page.evaluate(() => (window as unknown as { __skip: { skipped: { focusable: boolean; focused: boolean } | null } }).__skip.skipped);
    const mark = events.find((e) => e.name === 'probe:revealed');
    expect(mark).toBeDefined();
    const main = events.filter((e) => e.pid === mark!.pid && e.tid === mark!.tid && e.ts >= mark!.ts).sort((a, b) => a.ts - b.ts);
    const paint = main.find((e) => e.name === 'Paint');
    expect(paint).toBeDefined();
    const restyled = main.filter((e) => e.name === 'UpdateLayoutTree' && e.ts <= paint!.ts).reduce((n, e) => n + (e.args?.elementCount ?? 0), 0);
    return { skipped, restyled };
  } finally {
    await page.close();
  }
}

test(`${PATH}: the pre-render is restyled for its visibility before the reveal, unfocusable while skipped`, async ({ browser }) => {
  const on = await load(browser, false);
  const off = await load(browser, true);
  // With the switch off the reveal's frame restyles the grid's elements that inherit the visibility change.
  expect(off.skipped).toBeNull();
  expect(off.restyled).toBeGreaterThan(100);
  expect(on.skipped).toEqual({ focusable: true, focused: false });
  expect(on.restyled).toBeLessThan(20);
});
