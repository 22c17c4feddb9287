/**
 * bench/lighthouse: Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on
 * the prose page, against the built worker on workerd, in Debian's
 * Chromium. Prints FCP, LCP, the performance score, the encoded bytes
 * transferred by the `load` event (per resource type) and the
 * render-blocking requests; median of 3 runs. No asserts.
 *
 * Usage: npm run build && npm run bench:lighthouse
 *   BENCH_PAGE=/x/introduction/installation  another page
 *   BENCH_PAGE=heaviest                       the page with the most demos
 *   BENCH_RUNS=5                              more runs
 *   BENCH_ROOT=<dir>                          serve another build (wrangler.toml, dist/, public/, migrations/, worker/generated/)
 *   BENCH_DETAIL=1                            each run's long tasks, script boot-up, main-thread work and LCP element
 *
 * Lighthouse's own user agent names it (`Chrome-Lighthouse`), which the
 * site treats as a bot: demos would keep their stand-ins and the run would
 * measure a page that loads no demo code. So the runs present a phone
 * reader's user agent, and the figures say whether demos went live inside
 * the measured run: the demo chunks' bytes requested, and the demos live
 * (a script the page gets before its own marks `demo-live-<n>` in the
 * Performance timeline each time a demo frame gets `data-demo-mounted`;
 * Lighthouse's `user-timings` audit lists the marks its trace holds, so a
 * demo that went live after Lighthouse stopped tracing is not counted).
 * A run where no demo went live says so: its score is not one "with demos
 * mounting".
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { serve } from '../scripts/serve';
import { launcherArgs } from '../scripts/chromium-args';
import { heaviestDemoPage } from './heaviest-demo-page';

/** A reader on an Android phone (Lighthouse's mobile preset): not a bot, so the page's demos go live. */
const READER_MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const PAGE = process.env.BENCH_PAGE === 'heaviest' ? heaviestDemoPage() : (process.env.BENCH_PAGE ?? '/x/introduction');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface RequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

interface Run {
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  cls: number;
  speedIndex: number;
  score: number;
  bytesByLoad: number;
  byType: Record<string, number>;
  blocking: string[];
  load: number;
  /** Encoded bytes of the demo runtime and demo chunks requested during the run (0: no demo code was loaded). */
  demoBytes: number;
  /** Demo frames that went live inside the trace, and when the first did (ms from navigation start, as observed). */
  demosLive: number;
  firstLive: number | null;
}

/** Marks each demo going live (`data-demo-mounted` set on a frame) in the Performance timeline: `demo-live-1`, ... */
const MARK_LIVE = `(() => {
  const seen = new WeakSet();
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.target instanceof Element && r.target.hasAttribute('data-demo-mounted') && !seen.has(r.target)) {
        seen.add(r.target);
        performance.mark('demo-live-' + (performance.getEntriesByType('mark').filter((m) => m.name.startsWith('demo-live-')).length + 1));
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-demo-mounted'] });
})();`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function once(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: launcherArgs(chromeLauncher.Launcher.defaultFlags()),
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(MARK_LIVE);
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      {
        extends: 'lighthouse:default',
        settings: { emulatedUserAgent: READER_MOBILE_UA },
      },
      page,
    );
    if (!result) throw new Error('lighthouse returned nothing');
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const { audits, categories } = result.lhr;
    if (process.env.BENCH_DETAIL) {
      for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown', 'largest-contentful-paint-element', 'lcp-breakdown-insight']) {
        console.log(id, JSON.stringify((audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? null, null, 0).slice(0, 3000));
      }
    }
    const metrics = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    const load = metrics.observedLoad ?? Infinity;
    const requests = (audits['network-requests']?.details as { items?: RequestItem[] } | undefined)?.items ?? [];
    const items = requests.filter((r) => (r.networkEndTime ?? Infinity) <= load);
    const demoBytes = requests.filter((r) => /\/build\/(demos\/|chunks\/(runtime|chunk)-)/.test(r.url)).reduce((n, r) => n + (r.transferSize ?? 0), 0);
    const marks = ((audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? []).filter((m) => m.name.startsWith('demo-live-'));
    const byType: Record<string, number> = {};
    for (const r of items) byType[r.resourceType ?? 'Other'] = (byType[r.resourceType ?? 'Other'] ?? 0) + (r.transferSize ?? 0);
    const blocking = ((audits['render-blocking-insight']?.details ?? audits['render-blocking-resources']?.details) as { items?: { url: string }[] } | undefined)?.items?.map((i) => i.url) ?? [];
    return {
      fcp: audits['first-contentful-paint']!.numericValue!,
      lcp: audits['largest-contentful-paint']!.numericValue!,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      tti: audits.interactive?.numericValue ?? metrics.interactive ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      speedIndex: audits['speed-index']?.numericValue ?? NaN,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      bytesByLoad: items.reduce((n, r) => n + (r.transferSize ?? 0), 0),
      byType,
      blocking,
      load,
      demoBytes,
      demosLive: marks.length,
      firstLive: marks.length ? Math.min(...marks.map((m) => m.startTime)) : null,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

const server = await serve({ port: PORT, persist: false, ...(process.env.BENCH_ROOT ? { root: process.env.BENCH_ROOT } : {}) });
await server.seed();
const runs: Run[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const r = await once(server.url + PAGE);
    runs.push(r);
    console.log(
      `run ${i + 1}: FCP ${r.fcp.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, TTI ${r.tti.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, SI ${r.speedIndex.toFixed(0)} ms, score ${r.score}, demo JS ${(r.demoBytes / 1024).toFixed(1)} KB, ${r.demosLive ? `${r.demosLive} demo(s) live in the run, the first at ${r.firstLive!.toFixed(0)} ms (observed)` : 'NO demo live in the run'}, ${(r.bytesByLoad / 1024).toFixed(1)} KB by load (${Object.entries(
        r.byType,
      )
        .map(([k, v]) => `${k} ${(v / 1024).toFixed(1)}`)
        .join(', ')})`,
    );
  }
} finally {
  await server.dispose();
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\nLighthouse mobile, ${PAGE}, median of ${RUNS}`);
console.log('measure | value');
console.log('--- | ---');
console.log(`FCP | ${median(runs.map((r) => r.fcp)).toFixed(0)} ms`);
console.log(`LCP | ${median(runs.map((r) => r.lcp)).toFixed(0)} ms`);
console.log(`total blocking time | ${median(runs.map((r) => r.tbt)).toFixed(0)} ms`);
console.log(`time to interactive | ${median(runs.map((r) => r.tti)).toFixed(0)} ms`);
console.log(`cumulative layout shift | ${median(runs.map((r) => r.cls)).toFixed(3)}`);
console.log(`speed index | ${median(runs.map((r) => r.speedIndex)).toFixed(0)} ms`);
console.log(`performance score | ${median(runs.map((r) => r.score))}`);
console.log(`demo JS requested (runtime, demo and shared chunks) | ${kb(median(runs.map((r) => r.demoBytes)))}`);
console.log(
  `demos live in the run (min-max over runs) | ${Math.min(...runs.map((r) => r.demosLive))}-${Math.max(...runs.map((r) => r.demosLive))}${runs.some((r) => !r.demosLive) ? ' (a run without a live demo measured no demo mount)' : ''}`,
);
console.log(`encoded bytes by load | ${kb(median(runs.map((r) => r.bytesByLoad)))}`);
console.log(`render-blocking requests | ${runs[0]!.blocking.map((u) => new URL(u).pathname).join(', ') || 'none'}`);
