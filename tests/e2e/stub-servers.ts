/**
 * Local stub services for the browser tests: an ad network on 127.0.0.1
 * (its script, its JSON endpoint per placement, images, pixels). Every page
 * of the e2e server points at it through AD_SCRIPT_URL / AD_SERVICE_URL.
 * The default answers are a normal ad, so any page test sees a working
 * network; a test picks another scenario per request with `?scenario=`
 * (see `withScenario`, used by the ad specs through `page.route`).
 *
 * Script scenarios: normal, backers, blocked (loads, draws nothing), late
 * (draws after 4 s), error (500).
 * JSON scenarios: normal, empty (never a usable entry), retry (usable from
 * try `n` on, counted per `key`), fail (connection dropped), status (500),
 * script-tag, js-url, wrong-types, huge, invalid-json, slow (answers after 5 s).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';

/** Path prefix of every stub route (lets tests match `**\/adnet/**`). */
export const AD_STUB_PREFIX = '/adnet';
/** The placement id the e2e server uses. */
export const AD_STUB_PLACEMENT = 'mui-x-docs';

/** Adds (or replaces) the scenario of a stub URL. */
export function withScenario(url: string, scenario: string, extra: Record<string, string> = {}): string {
  const u = new URL(url);
  u.searchParams.set('scenario', scenario);
  for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
  return u.href;
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function adSvg(text: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100" viewBox="0 0 130 100"><rect width="130" height="100" fill="#7b1fa2"/><text x="10" y="55" fill="#fff" font-size="14" font-family="sans-serif">${text}</text></svg>`;
}

/** The network's script: draws `#carbonads` before its own script tag, as a real network does. */
function script(base: string, scenario: string): string {
  const href = scenario === 'backers' ? 'https://mui.com/discover-more/backers' : `${base}/click`;
  const draw = `(function(){var s=document.getElementById('_carbonads_js')||document.currentScript;var d=document.createElement('div');d.id='carbonads';
var a=document.createElement('a');a.href=${JSON.stringify(href)};a.target='_blank';a.rel='noopener sponsored';
var i=document.createElement('img');i.src=${JSON.stringify(`${base}/image.svg`)};i.width=130;i.height=100;i.alt='Stub ad';a.appendChild(i);
var t=document.createElement('span');t.className='carbon-text';t.textContent='Stub network ad: a product for grid builders.';a.appendChild(t);d.appendChild(a);
var p=document.createElement('img');p.src=${JSON.stringify(`${base}/pixel?from=script`)};p.width=1;p.height=1;p.alt='';p.style.display='none';d.appendChild(p);
s.parentNode.insertBefore(d,s);})();`;
  if (scenario === 'blocked') return '/* blocked by a filter list: nothing is drawn */';
  if (scenario === 'late') return `setTimeout(function(){${draw}},4000);`;
  return draw;
}

function goodAd(base: string) {
  return {
    statlink: `${base}/click?ad=1`,
    statimp: `${base}/pixel?imp=1`,
    image: `${base}/image.svg`,
    company: 'Stub Grid Co & Sons',
    description: 'Dashboards that load in a blink.',
    pixel: `${base}/pixel?p=a&t=[timestamp]||${base}/pixel?p=b&t=[timestamp]`,
    timestamp: '1700000000',
  };
}

const counters = new Map<string, number>();

function json(res: ServerResponse, body: string, status = 200): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
  res.end(body);
}

function answer(base: string, scenario: string, url: URL, res: ServerResponse, req: IncomingMessage): void {
  const good = goodAd(base);
  switch (scenario) {
    case 'empty':
      return json(res, JSON.stringify({ ads: [{}, { company: 'no statlink', description: 'x' }] }));
    case 'retry': {
      const key = url.searchParams.get('key') ?? 'default';
      const n = (counters.get(key) ?? 0) + 1;
      counters.set(key, n);
      return json(res, JSON.stringify({ ads: n >= Number(url.searchParams.get('n') ?? 3) ? [good] : [{}] }));
    }
    case 'fail':
      req.socket.destroy();
      return;
    case 'status':
      return json(res, '{"error":"down"}', 500);
    case 'script-tag':
      return json(res, JSON.stringify({ ads: [{ ...good, description: '<script>window.__pwned=1</script>Click me' }] }));
    case 'js-url':
      return json(res, JSON.stringify({ ads: [{ ...good, statlink: 'javascript:window.__pwned=1' }] }));
    case 'wrong-types':
      return json(res, JSON.stringify({ ads: [{ ...good, company: { html: '<b>x</b>' }, description: 42 }, 'ad', null] }));
    case 'huge':
      return json(res, JSON.stringify({ ads: [{ ...good, description: 'x'.repeat(2_000_000) }] }));
    case 'invalid-json':
      return json(res, '{"ads": [{"statlink": ');
    case 'slow':
      setTimeout(() => json(res, JSON.stringify({ ads: [good] })), 5000);
      return;
    default:
      return json(res, JSON.stringify({ ads: [{}, good] }));
  }
}

/** Starts the stubs on 127.0.0.1 (port AD_STUB_PORT, or any free one). */
export async function startStubs(): Promise<{ vars: Record<string, string>; close: () => Promise<void> }> {
  let base = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const scenario = url.searchParams.get('scenario') ?? 'normal';
    const path = url.pathname.slice(AD_STUB_PREFIX.length);
    if (!url.pathname.startsWith(`${AD_STUB_PREFIX}/`)) {
      res.writeHead(404).end();
    } else if (path === '/script.js') {
      if (scenario === 'error') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('down');
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(script(base, scenario));
    } else if (path.startsWith('/ads/') && path.endsWith('.json')) {
      answer(base, scenario, url, res, req);
    } else if (path === '/image.svg') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(adSvg('Stub ad'));
    } else if (path === '/pixel') {
      res.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' }).end(GIF);
    } else if (path === '/click') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Advertiser</title><h1>Advertiser</h1>');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.AD_STUB_PORT ?? 0), '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${AD_STUB_PREFIX}`;
  return {
    vars: { AD_SCRIPT_URL: `${base}/script.js`, AD_SERVICE_URL: `${base}/ads`, AD_PLACEMENT: AD_STUB_PLACEMENT },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Playwright page or browser context. */
type Routable = Page | BrowserContext;

/** Sends every ad network request of `target` to the given stub scenario. */
export async function useAdScenario(target: Routable, scenario: string, extra: Record<string, string> = {}): Promise<void> {
  await target.route(`**${AD_STUB_PREFIX}/**`, (route) => route.continue({ url: withScenario(route.request().url(), scenario, extra) }));
}

/**
 * Replaces Math.random in the page with a queue of values (then `fallback`).
 * The analytics runtime draws, in order: web-vitals sampling, ad shape,
 * [plea, in-house ad], display sampling.
 */
export async function forceRandom(target: Routable, values: number[], fallback = 0.99): Promise<void> {
  await target.addInitScript({
    content: `(() => { const q = ${JSON.stringify(values)}; Math.random = () => (q.length ? q.shift() : ${fallback}); })();`,
  });
}

/**
 * A reader's browser. Headless Chromium says "HeadlessChrome", which isbot
 * (rightly) takes for a bot, so ad and analytics specs use this one.
 */
export const READER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * Seeds only the page records of `paths` (both locales) from
 * dist/kv-bulk.json into a second e2e server: much faster than a full
 * seed, and all a spec that visits a few pages needs.
 */
export async function seedPaths(mf: { getKVNamespace(name: string): Promise<unknown> }, paths: string[]): Promise<number> {
  const { readFileSync } = await import('node:fs');
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
  const wanted = new Set(paths);
  const kv = (await mf.getKVNamespace('PAGES')) as { put(k: string, v: string): Promise<void> };
  const picked = entries.filter((e) =>
    wanted.has(
      e.key
        .split(':')
        .slice(2)
        .join(':')
        .replace(/#(?:html|md)$/, ''),
    ),
  );
  const { toStored } = await import('../../scripts/stored-entries');
  const { retryTransient } = await import('../../scripts/serve');
  const stored = toStored('.', picked);
  // Miniflare's proxy may drop a socket on a loaded machine (EPIPE, "other side closed"): retried.
  await Promise.all(stored.map((e) => retryTransient(() => kv.put(e.key, e.value))));
  return stored.length;
}
