/**
 * bench/navigation: click on a sidebar link -> the new page's h1 painted,
 * measured from `pointerdown`, in Debian's Chromium driven over raw CDP
 * (flattened sessions, so prerendered pages are attached and throttled too).
 *
 * Conditions: loopback (no emulation) and fast 4G (40 ms latency, 10 Mbps)
 * with 4x CPU slowdown (Network.emulateNetworkConditions and
 * Emulation.setCPUThrottlingRate on every page target, prerenders included);
 * each with the pointer resting on the link 150 ms before the press (as a
 * reader's hand does) and with no rest at all. 10 sidebar links x 3 runs per
 * condition; the HTTP cache is cleared before each run and the start page
 * (/x/introduction) loaded first, so the shell's CSS and JS are cached as
 * for a reader, the next page's HTML is not.
 *
 * The paint time of the new h1 is its Element Timing renderTime
 * (`elementtiming` on the h1; the bench sets the attribute itself if the
 * page lacks it): the presentation of the frame that showed it, for a
 * fetched page and for an activated prerender alike (see PROBE). For
 * prerenders the table also shows when the main thread finished its first
 * frame after `prerenderingchange` (the figure this bench printed before;
 * it leaves out raster and display). The press
 * lasts about as long as one CDP round trip (the page reports its
 * pointerdown time through a CDP binding, which the bench waits for before it
 * releases: a sidebar link navigates on the press). Prints median and p90 per condition, and how each
 * page arrived (prerender activated, or a fetched page).
 *
 * Usage: npm run build && npm run bench:navigation
 *   BENCH_RUNS=1  fewer runs; BENCH_LINKS=5  fewer links
 *   BENCH_VERBOSE=1  each click, with the prerendered page's milestones
 *     (navigation start, response end, DOMContentLoaded, load, activation,
 *     prerenderingchange) in ms from pointerdown
 *   BENCH_COMPARE=1  every click also with the page's own rules in place of the client's hover rules (see VARIANTS)
 *   BENCH_CONDITIONS=1,3  only those conditions (1 loopback rest, 2 loopback no rest, 3 and 4 the same on fast 4G + 4x CPU)
 *   BENCH_TRACE=<dir>  a Chromium trace (all processes, one clock) of the
 *     first click of each condition, as <dir>/<n>.json for DevTools' Performance panel
 *     (BENCH_TRACE_CLICK=<n>: of its n-th click instead, 0-based)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { PRERENDER_READY_KEY, SPECULATION_RULES } from '../lib/speculation';
import { serve } from '../scripts/serve';
import { launcherArgs } from '../scripts/chromium-args';
import { READER_UA } from '../tests/e2e/stub-servers';

// Node 20 has WebSocket behind a flag: run again with it.
if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'undefined') {
  const r = spawnSync(process.execPath, [...process.execArgv, '--experimental-websocket', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const START = '/x/introduction';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINKS = Number(process.env.BENCH_LINKS ?? 10);
const REST_MS = 150;
const TRACE_DIR = process.env.BENCH_TRACE;
/** BENCH_TRACE_CLICK=<n>: trace the condition's n-th click (0-based) instead of its first, e.g. one made after the prerender back-off set in. */
const TRACE_CLICK = Number(process.env.BENCH_TRACE_CLICK ?? 0);
/** BENCH_CONDITIONS=1,3: only those conditions (1-based, in the order of CONDITIONS). */
const ONLY = process.env.BENCH_CONDITIONS?.split(',').map(Number);
/**
 * BENCH_COMPARE=1: each click is made twice in a row, with the client's
 * hover rules and with the page's own rules only (the hover rules removed
 * and the page's put back before the pointer moves: prerender on a 200 ms
 * hover or on the press), so both see the same load on the machine.
 */
const VARIANTS: { name: string; pageRulesOnly: boolean }[] = process.env.BENCH_COMPARE
  ? [
      { name: ' (hover rules)', pageRulesOnly: false },
      { name: ' (page rules only)', pageRulesOnly: true },
    ]
  : [{ name: '', pageRulesOnly: false }];
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'navigation',
  'toplevel',
  'v8.execute',
  'blink',
  'content',
  'benchmark',
  'input',
];

interface Condition {
  name: string;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpu: number;
  rest: number;
}
const FAST_4G = { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8 };
const CONDITIONS: Condition[] = [
  { name: `loopback, ${REST_MS} ms rest`, cpu: 1, rest: REST_MS },
  { name: 'loopback, no rest', cpu: 1, rest: 0 },
  { name: `fast 4G + 4x CPU, ${REST_MS} ms rest`, network: FAST_4G, cpu: 4, rest: REST_MS },
  { name: 'fast 4G + 4x CPU, no rest', network: FAST_4G, cpu: 4, rest: 0 },
];

/**
 * Runs in every document before its own scripts: records pointerdown and
 * the new h1's paint. `__h1.t` is the h1's Element Timing renderTime (the
 * presentation of the frame that showed it; for an activated prerender,
 * Chromium reports it for the first frame presented after activation);
 * `__h1.frame`, on an activated prerender, is the end of the main thread's
 * part of its first frame (a task queued from the first animation frame
 * after `prerenderingchange`), which comes before the frame reaches the
 * screen (raster and display still to do). A prerender for which no Element
 * Timing comes within 3 s counts its frame time. All times are
 * `performance.timeOrigin + …`, so on the one monotonic clock all of
 * Chromium's processes share.
 */
/**
 * The CDP binding through which the probe reports pointerdown (Runtime.addBinding):
 * the page may navigate during the press (a sidebar link does, client/speculation.ts),
 * so the time cannot wait to be read from the page afterwards.
 */
const DOWN_BINDING = '__benchDown';
const PROBE = `(() => {
  const w = window;
  addEventListener('pointerdown', (e) => { w.__down = performance.timeOrigin + e.timeStamp; if (typeof w.${DOWN_BINDING} === 'function') w.${DOWN_BINDING}(String(w.__down)); }, true);
  addEventListener('storage', (e) => { if (e.key === ${JSON.stringify(PRERENDER_READY_KEY)} && e.newValue) (w.__ready ||= {})[e.newValue.slice(e.newValue.indexOf(' ') + 1)] = performance.timeOrigin + performance.now(); });
  const o = performance.timeOrigin;
  const nav = () => performance.getEntriesByType('navigation')[0] || {};
  const done = (t, how) => {
    if (w.__h1) return;
    const n = nav();
    w.__h1 = { t, how, frame: w.__frame || 0, long: w.__long || [], at: { start: o, response: o + n.responseEnd, dcl: n.domContentLoadedEventEnd ? o + n.domContentLoadedEventEnd : 0, load: n.loadEventEnd ? o + n.loadEventEnd : 0, activation: n.activationStart ? o + n.activationStart : 0, change: w.__change || 0, frame: w.__frame || 0 } };
  };
  if (document.prerendering) {
    document.addEventListener('prerenderingchange', () => { w.__change = o + performance.now(); }, { once: true, capture: true });
    document.addEventListener('prerenderingchange', () => requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        w.__frame = o + performance.now();
        setTimeout(() => done(w.__frame, 'prerender'), 3000);
      };
      ch.port2.postMessage(0);
    }), { once: true });
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.identifier !== 'page-title' || document.prerendering || w.__h1) continue;
      const t = e.renderTime || e.loadTime, activation = nav().activationStart || 0;
      if (activation > 0 && t < activation) continue;
      done(o + t, activation > 0 ? 'prerender' : 'fetched');
    }
  }).observe({ type: 'element', buffered: true });
  // Long tasks (verbose output): what holds the main thread when activation comes.
  new PerformanceObserver((list) => { for (const e of list.getEntries()) (w.__long ||= []).push([o + e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  // Pages without the attribute get it before the h1 first paints.
  new MutationObserver((_, mo) => {
    const h1 = document.querySelector('h1');
    if (h1) { if (!h1.hasAttribute('elementtiming')) h1.setAttribute('elementtiming', 'page-title'); mo.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
})()`;

type Json = Record<string, unknown>;

class Cdp {
  private id = 0;
  private pending = new Map<number, { resolve: (v: Json) => void; reject: (e: Error) => void }>();
  private listeners: ((method: string, params: Json, sessionId?: string) => void)[] = [];
  private constructor(private ws: WebSocket) {
    ws.addEventListener('message', (ev) => {
      const msg = JSON.parse(String(ev.data)) as { id?: number; result?: Json; error?: { message: string }; method?: string; params?: Json; sessionId?: string };
      if (msg.id !== undefined) {
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        if (msg.error) p?.reject(new Error(msg.error.message));
        else p?.resolve(msg.result ?? {});
      } else if (msg.method) for (const l of this.listeners) l(msg.method, msg.params ?? {}, msg.sessionId);
    });
  }
  static async connect(url: string): Promise<Cdp> {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => {
      ws.addEventListener('open', resolve, { once: true });
      ws.addEventListener('error', reject, { once: true });
    });
    return new Cdp(ws);
  }
  /** A command; rejected after `timeoutMs` (a frozen or vanished page never answers). */
  send<T = Json>(method: string, params: Json = {}, sessionId?: string, timeoutMs = 10_000): Promise<T> {
    const id = ++this.id;
    this.ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method}: no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }
  /** Adds an event listener; returns its removal. */
  on(fn: (method: string, params: Json, sessionId?: string) => void): () => void {
    this.listeners.push(fn);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== fn);
    };
  }
  close(): void {
    this.ws.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stats(xs: number[]): { median: number; p90: number } {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)] ?? NaN, p90: s[Math.min(s.length - 1, Math.ceil(s.length * 0.9) - 1)] ?? NaN };
}

async function main(): Promise<void> {
  const server = await serve({ port: PORT, persist: false });
  await server.seed();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      ...launcherArgs(chromeLauncher.Launcher.defaultFlags()),
      '--window-size=1280,800',
      `--user-agent=${READER_UA}`,
      // A reader's desktop has a mouse; headless Chromium on a machine without one reports
      // (hover: none) and (pointer: none), and the client then adds no hover rules (client/speculation.ts).
      '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
    ],
  });
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string; Browser: string };
  const cdp = await Cdp.connect(version.webSocketDebuggerUrl);
  let condition: Condition = CONDITIONS[0]!;
  /** Page sessions alive in the tab (the page, and a prerender while there is one). */
  const pages = new Set<string>();
  const probed = new Set<string>();
  /** The last pointerdown a page reported (DOWN_BINDING), in ms on the clock of Chromium's processes. */
  let lastDown: number | undefined;

  async function prepare(sessionId: string): Promise<void> {
    const first = !probed.has(sessionId);
    probed.add(sessionId);
    await Promise.all([
      cdp.send('Page.enable', {}, sessionId),
      cdp.send('Runtime.enable', {}, sessionId),
      cdp.send('Network.enable', {}, sessionId),
      process.env.BENCH_VERBOSE ? cdp.send('Preload.enable', {}, sessionId) : undefined,
      first ? cdp.send('Runtime.addBinding', { name: DOWN_BINDING }, sessionId) : undefined,
      first ? cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: PROBE }, sessionId) : undefined,
      cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu }, sessionId),
      cdp.send(
        'Network.emulateNetworkConditions',
        condition.network ? { offline: false, ...condition.network } : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
        sessionId,
      ),
    ]);
  }

  cdp.on((method, params, sessionId) => {
    if (method === 'Target.attachedToTarget') {
      const child = params.sessionId as string;
      const info = params.targetInfo as { type: string };
      if (info.type !== 'page') {
        void cdp.send('Runtime.runIfWaitingForDebugger', {}, child).catch(() => undefined);
        return;
      }
      pages.add(child);
      // Commands run in order: the probe and the throttling are in place before the page resumes.
      void Promise.all([prepare(child), cdp.send('Runtime.runIfWaitingForDebugger', {}, child)]).catch(() => undefined);
    } else if (method === 'Target.detachedFromTarget') pages.delete(params.sessionId as string);
    else if (method === 'Runtime.bindingCalled' && params.name === DOWN_BINDING) lastDown = Number(params.payload);
    else if (method === 'Preload.prerenderStatusUpdated' && process.env.BENCH_VERBOSE) {
      const { status, prerenderStatus, disallowedMojoInterface, key } = params as { status: string; prerenderStatus?: string; disallowedMojoInterface?: string; key?: { url?: string } };
      if (status === 'Failure') console.log(`    prerender of ${key?.url ?? '?'}: ${prerenderStatus ?? ''} ${disallowedMojoInterface ?? ''}`);
    }
    void sessionId;
  });

  // The tab Chromium opened: attaching to the tab (not its page) reports prerendered pages as its children too.
  const tabs = async () => (await cdp.send<{ targetInfos: { targetId: string; type: string }[] }>('Target.getTargets', { filter: [{ type: 'tab' }] })).targetInfos.filter((t) => t.type === 'tab');
  let tab = (await tabs())[0];
  if (!tab) {
    await cdp.send('Target.createTarget', { url: 'about:blank' });
    tab = (await tabs())[0];
  }
  const { sessionId: tabSession } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId: tab!.targetId, flatten: true });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tabSession);
  for (let i = 0; i < 50 && !pages.size; i++) await sleep(20);
  if (!pages.size) throw new Error('no page target attached');

  const evaluate = async <T>(sessionId: string, expression: string): Promise<T> => {
    const r = await cdp.send<{ result: { value: T }; exceptionDetails?: unknown }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId, 2000);
    return r.result.value;
  };
  const mainPage = async (): Promise<string> => {
    for (const s of pages) if (await evaluate<boolean>(s, "!document.prerendering && document.visibilityState === 'visible'").catch(() => false)) return s;
    throw new Error('no active page');
  };
  const mouse = (sessionId: string, type: string, x: number, y: number) =>
    cdp.send(
      'Input.dispatchMouseEvent',
      { type, x, y, button: type === 'mouseMoved' ? 'none' : 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: type === 'mouseMoved' ? 0 : 1 },
      sessionId,
    );

  async function load(sessionId: string, path: string): Promise<void> {
    let off = () => {};
    const loaded = new Promise<void>((resolve) => {
      off = cdp.on((m, _p, s) => m === 'Page.loadEventFired' && s === sessionId && resolve());
    });
    await cdp.send('Page.navigate', { url: server.url + path }, sessionId);
    await Promise.race([loaded, sleep(20_000)]);
    off();
    await sleep(condition.cpu > 1 ? 1500 : 600); // hydration, idle work, speculation rules parsed
  }

  // The links: spread over the sidebar, prose and API pages alike, never the start page.
  condition = CONDITIONS[0]!;
  let page = await mainPage();
  await prepare(page);
  await load(page, START);
  const all = await evaluate<string[]>(page, `[...document.querySelectorAll('#nav-drawer .nav-tree a[href]')].map(a => a.getAttribute('href')).filter(h => h && h !== '${START}')`);
  const links = Array.from({ length: Math.min(LINKS, all.length) }, (_, i) => all[Math.floor((i * all.length) / Math.min(LINKS, all.length))]!);

  const results: { condition: string; times: number[]; frames: number[]; how: Record<string, number>; failed: number }[] = [];
  for (const c of CONDITIONS.filter((_, i) => !ONLY || ONLY.includes(i + 1))) {
    condition = c;
    const accs = VARIANTS.map(() => ({ times: [] as number[], frames: [] as number[], how: {} as Record<string, number>, failed: 0 }));
    for (let run = 0; run < RUNS; run++) {
      for (const href of links) {
        for (const [vi, variant] of VARIANTS.entries()) {
          const acc = accs[vi]!;
          page = await mainPage();
          await prepare(page);
          await cdp.send('Network.clearBrowserCache', {}, page);
          await load(page, START);
          if (variant.pageRulesOnly) {
            await evaluate(
              page,
              `(() => { document.querySelector('script[type=speculationrules][data-hover]')?.remove(); const s = document.createElement('script'); s.type = 'speculationrules'; s.textContent = ${JSON.stringify(SPECULATION_RULES)}; document.head.append(s); })()`,
            );
          }
          const box = await evaluate<{ x: number; y: number } | null>(
            page,
            `(() => { for (const d of document.querySelectorAll('#nav-drawer details')) d.open = true; const a = document.querySelector('#nav-drawer a[href="${href}"]'); if (!a) return null; a.scrollIntoView({ block: 'center' }); const r = a.getBoundingClientRect(); return { x: r.left + Math.min(r.width / 2, 40), y: r.top + r.height / 2 }; })()`,
          );
          if (!box) {
            acc.failed++;
            continue;
          }
          const tracing = TRACE_DIR !== undefined && run * links.length + links.indexOf(href) === TRACE_CLICK && variant === VARIANTS[0];
          const traceEvents: unknown[] = [];
          let offTrace = () => {};
          if (tracing) {
            offTrace = cdp.on((m, p) => {
              if (m === 'Tracing.dataCollected') traceEvents.push(...(p.value as unknown[]));
            });
            await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: TRACE_CATEGORIES } });
          }
          await mouse(page, 'mouseMoved', 5, 5);
          await sleep(50);
          await mouse(page, 'mouseMoved', box.x, box.y);
          if (c.rest) await sleep(c.rest);
          // Read before the press: a sidebar link navigates on the press, and the page that heard the prerender is gone.
          const readyAt = await evaluate<number | undefined>(page, `(window.__ready || {})[${JSON.stringify(href)}]`).catch(() => undefined);
          lastDown = undefined;
          await mouse(page, 'mousePressed', box.x, box.y);
          for (let i = 0; i < 50 && lastDown === undefined; i++) await sleep(10);
          const down = lastDown;
          await mouse(page, 'mouseReleased', box.x, box.y).catch(() => undefined);
          let painted: { t: number; how: string; frame: number; long?: [number, number][]; at?: Record<string, number> } | undefined;
          const deadline = Date.now() + 8000;
          while (!painted && Date.now() < deadline) {
            await sleep(20);
            for (const s of [...pages]) {
              painted ??= await evaluate<{ t: number; how: string; frame: number; long?: [number, number][]; at?: Record<string, number> } | null>(
                s,
                `location.pathname === ${JSON.stringify(href)} && !document.prerendering ? (window.__h1 || null) : null`,
              )
                .catch(() => null)
                .then((v) => v ?? undefined);
            }
          }
          if (tracing) {
            await sleep(300);
            const complete = new Promise<void>((resolve) => {
              const off = cdp.on((m) => m === 'Tracing.tracingComplete' && (off(), resolve()));
            });
            await cdp.send('Tracing.end');
            await complete;
            offTrace();
            mkdirSync(TRACE_DIR, { recursive: true });
            const file = join(TRACE_DIR, `${CONDITIONS.indexOf(c)}.json`);
            writeFileSync(file, JSON.stringify({ traceEvents }));
            console.log(`  trace of ${href} (${c.name}): ${file}`);
          }
          if (!painted || down === undefined) {
            if (process.env.BENCH_VERBOSE) {
              console.log(`  ${href}: ${painted ? 'no pointerdown seen' : 'no h1 paint seen'} (down ${down}, box ${JSON.stringify(box)})`);
              for (const s of pages)
                console.log(
                  `    ${await evaluate<string>(s, 'JSON.stringify({ p: location.pathname, h1: window.__h1, down: window.__down, pre: document.prerendering, vis: document.visibilityState, et: document.querySelector("h1")?.getAttribute("elementtiming"), entries: performance.getEntriesByType("element").length })').catch((e: Error) => e.message)}`,
                );
            }
            acc.failed++;
            continue;
          }
          acc.times.push(painted.t - down);
          if (painted.frame) acc.frames.push(painted.frame - down);
          acc.how[painted.how] = (acc.how[painted.how] ?? 0) + 1;
          if (process.env.BENCH_VERBOSE)
            console.log(
              `  ${href}${variant.name}: ${(painted.t - down).toFixed(0)} ms (${painted.how}; from pointerdown: ${Object.entries(painted.at ?? {})
                .filter(([, v]) => v)
                .map(([k, v]) => `${k} ${(v - down).toFixed(0)}`)
                .join(
                  ', ',
                )}${readyAt ? `, said ready ${(readyAt - down).toFixed(0)}` : ''}; long tasks: ${(painted.long ?? []).map(([at, d]) => `${(at - down).toFixed(0)}+${d.toFixed(0)}`).join(' ') || 'none'})`,
            );
        }
      }
    }
    for (const [vi, variant] of VARIANTS.entries()) {
      const { times, frames, how, failed } = accs[vi]!;
      results.push({ condition: c.name + variant.name, times, frames, how, failed });
      const s = stats(times);
      console.log(`${c.name}${variant.name}: median ${s.median.toFixed(0)} ms, p90 ${s.p90.toFixed(0)} ms (${JSON.stringify(how)}${failed ? `, ${failed} failed` : ''})`);
    }
  }
  cdp.close();
  chrome.kill();
  await server.dispose();

  console.log(`\nClick -> new h1 painted, from pointerdown (${version.Browser}; ${links.length} sidebar links x ${RUNS} runs from ${START})`);
  console.log('condition | median ms | p90 ms | arrived as | prerenders: first frame done, median / p90 ms');
  console.log('--- | --- | --- | --- | ---');
  for (const r of results) {
    const s = stats(r.times);
    const f = stats(r.frames);
    console.log(
      `${r.condition} | ${s.median.toFixed(0)} | ${s.p90.toFixed(0)} | ${Object.entries(r.how)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}${r.failed ? `, failed ${r.failed}` : ''} | ${r.frames.length ? `${f.median.toFixed(0)} / ${f.p90.toFixed(0)}` : '-'}`,
    );
  }
}

main().catch((e: Error) => {
  console.error(e.stack ?? e.message);
  process.exit(1);
});
