/**
 * React DOM's sentinel errors made before its module runs (client/demos/react-errors.ts, scripts/demos/react-errors.ts).
 * Playwright drives Chromium through DevTools with the Runtime domain on, as Lighthouse and a reader with DevTools
 * open do: V8 then captures a detailed stack trace of every new `Error`, which needs the source positions of each
 * function on the stack. As published, React DOM makes five `Error`s while its module function (and the runtime's
 * chunk, the module that requires it) is on the stack, and V8 parses that whole chunk again on the main thread (a
 * `V8.CollectSourcePositions` holding a `V8.ParseProgram`, 45-130 ms of thread time at 4x CPU). Read from a trace of
 * the page from navigation to the first demo live: with the errors made first, no large script is parsed again whole.
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

async function load(browser: Browser, baseURL: string, off: boolean): Promise<{ longest: number; made: number | false }> {
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
    // A whole script parsed again for source positions: a CollectSourcePositions with a ParseProgram inside it; the
    // longest such parse, in µs. (The runtime's own small module, where the five errors are made, may be parsed again
    // for theirs: about 1 ms at 1x, against 10-14 ms for the runtime's chunk.)
    const collect = events.filter((e) => e.name === 'V8.CollectSourcePositions' && e.ph === 'X');
    const programs = events.filter((e) => e.name === 'V8.ParseProgram' && e.ph === 'X');
    let longest = 0;
    for (const c of collect) {
      for (const p of programs) if (p.pid === c.pid && p.tid === c.tid && p.ts >= c.ts && p.ts <= c.ts + (c.dur ?? 0)) longest = Math.max(longest, p.dur ?? 0);
    }
    return { longest, made };
  } finally {
    await context.close();
  }
}

test('React DOM’s module is evaluated without a script parsed again for an Error’s stack', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // Two loads each way, the least of the two on and the most of the two off: a burst of the machine's load in one
  // load (the small module's parse took 4.5 ms once, against about 1 ms) does not decide the comparison.
  const on = [await load(browser, baseURL!, false), await load(browser, baseURL!, false)];
  for (const r of on) expect(r.made).toBe(REACT_ERROR_CODES.length);
  // The switch off (React DOM makes them itself, as published): the runtime's chunk is parsed again.
  const off = [await load(browser, baseURL!, true), await load(browser, baseURL!, true)];
  for (const r of off) expect(r.made).toBe(false);
  const offLongest = Math.max(...off.map((r) => r.longest));
  expect(offLongest, 'the longest script parsed again, switch off (µs)').toBeGreaterThan(0);
  // On, nothing as long: at most a small module (a quarter leaves room for the machine's load; the chunk is ~10x).
  expect(Math.min(...on.map((r) => r.longest)), 'the longest script parsed again, switch on (µs)').toBeLessThan(offLongest / 4);
});
