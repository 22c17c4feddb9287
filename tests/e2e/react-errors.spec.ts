/**
 * React DOM's sentinel errors made before its module runs (client/demos/react-errors.ts, scripts/demos/react-errors.ts).
 * Playwright drives Chromium through DevTools with the Runtime domain on, as Lighthouse and a reader with DevTools
 * open do: V8 then captures a detailed stack trace of every new `Error`, which needs the source positions of each
 * function on the stack. As published, React DOM makes five `Error`s while its module function (and the runtime's
 * chunk, the module that requires it) is on the stack, and V8 parses that whole chunk again on the main thread (a
 * `V8.CollectSourcePositions` holding a `V8.ParseProgram`, 45-130 ms of thread time at 4x CPU). Read from a trace of
 * the page from navigation to the first demo live: with the errors made first, no script is parsed again whole.
 */
import type { Browser } from '@playwright/test';
import { REACT_ERROR_CODES, REACT_ERRORS } from '../../client/demos/react-errors';
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

const PAGE = '/x/react-data-grid/sorting';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

async function load(browser: Browser, baseURL: string, off: boolean): Promise<{ reparsed: number; made: number | false }> {
  const context = await browser.newContext({ baseURL, userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    if (off) await page.addInitScript({ content: `globalThis[${JSON.stringify(REACT_ERRORS)}] = false;` });
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['v8', 'disabled-by-default-v8.compile'], recordMode: 'recordContinuously' }, transferMode: 'ReportEvents' });
    await page.goto(PAGE);
    const frame = page.locator('.demo [data-demo-frame]').first();
    await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
    await expect(frame.locator('.MuiDataGrid-row').first()).toBeVisible();
    const made = await page.evaluate((key) => {
      const v = (globalThis as Record<string, unknown>)[key];
      return v === false ? false : Object.values(v as Record<string, unknown>).filter((e) => e instanceof Error).length;
    }, REACT_ERRORS);
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    // A whole script parsed again for source positions: a CollectSourcePositions with a ParseProgram inside it.
    const collect = events.filter((e) => e.name === 'V8.CollectSourcePositions' && e.ph === 'X');
    const programs = events.filter((e) => e.name === 'V8.ParseProgram' && e.ph === 'X');
    const reparsed = collect.filter((c) => programs.some((p) => p.pid === c.pid && p.tid === c.tid && p.ts >= c.ts && p.ts <= c.ts + (c.dur ?? 0))).length;
    return { reparsed, made };
  } finally {
    await context.close();
  }
}

test('React DOM’s module is evaluated without a script parsed again for an Error’s stack', async ({ browser, baseURL }) => {
  const on = await load(browser, baseURL!, false);
  expect(on.made).toBe(REACT_ERROR_CODES.length);
  expect(on.reparsed).toBe(0);
  // The switch off (React DOM makes them itself, as published): the runtime's chunk is parsed again.
  const off = await load(browser, baseURL!, true);
  expect(off.made).toBe(false);
  expect(off.reparsed).toBeGreaterThan(0);
});
