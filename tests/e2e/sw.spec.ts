/**
 * The service worker in real Chromium. A second e2e server on 8793 treats
 * 127.0.0.1 as the production host, so the worker registers there; the
 * default server (PRODUCTION_HOST mui.com) must never register it.
 * Covers scope `/`, offline reading of a visited page, the offline page,
 * what is (never) cached, an update that reloads the page exactly once, and
 * a deploy of a second build while a tab of the first is open (its chunks
 * are carried into the new upload; a page saved before reads offline with
 * its own build's files; a chunk that is gone offers a reload).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientReady, expect, mainThreadIdle, test, type BrowserContext, type Page, type Request } from './fixtures';
import { serve, type Server } from '../../scripts/serve';
import { secondBuild } from './second-build';
import { READER_UA, forceRandom, seedPaths } from './stub-servers';

const PORT = 8793;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const VISITED = '/x/introduction/installation';
const NEVER_VISITED = '/x/introduction/roadmap';

let server: Server;

async function start(vars: Record<string, string> = {}): Promise<void> {
  server = await serve({ port: PORT, persist: false, vars: { PRODUCTION_HOST: '127.0.0.1', ...vars } });
  await seedPaths(server.mf, [VISITED, NEVER_VISITED, '/x/introduction', '/x/introduction/support']);
}

test.describe.configure({ mode: 'serial' });
test.use({ userAgent: READER_UA });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await start();
});
test.afterAll(async () => server?.dispose());

/** Waits until the page is controlled; returns the worker's version. */
async function controlledVersion(page: Page): Promise<string> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 15_000 });
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve((e.data as { version: string }).version);
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

/**
 * A probe of a tab that reloads under it (the Reload button, the service worker's one update reload): a probe
 * cut by that navigation reads as `undefined`, "not yet", so the poll asks again on the new document. Other errors
 * still fail. A poll whose matcher `undefined` would satisfy (`not.toBe`, `not.toBeNull`) maps it to a failing value.
 */
async function acrossReload<T>(probe: () => Promise<T>): Promise<T | undefined> {
  try {
    return await probe();
  } catch (e) {
    if (String(e).includes('Execution context was destroyed')) return undefined;
    throw e;
  }
}

/** Every cached URL (path) by cache name. */
function cached(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

async function pageIsCached(page: Page, path: string): Promise<boolean> {
  const all = await cached(page);
  return Object.entries(all).some(([name, paths]) => name.includes('-pages-') && paths.includes(path));
}

test('registers /x/sw.js with scope / on the production host, covering /zh pages', async ({ page }) => {
  const swResponses: Record<string, string>[] = [];
  page.on('response', (r) => r.url().endsWith('/x/sw.js') && swResponses.push(r.headers()));
  await page.goto(`${ORIGIN}${VISITED}`);
  await controlledVersion(page);
  const reg = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration('/');
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  expect(reg).toEqual({ scope: `${ORIGIN}/`, script: `${ORIGIN}/x/sw.js` });
  await page.goto(`${ORIGIN}/zh/x/introduction`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${ORIGIN}/x/sw.js`);
  const res = await page.request.get(`${ORIGIN}/x/sw.js`);
  expect(res.headers()['service-worker-allowed']).toBe('/');
  expect(res.headers()['cache-control']).toBe('no-cache');
});

test('a page read once reads again offline; a page never read gets the offline page', async ({ context, page }) => {
  await page.goto(`${ORIGIN}${VISITED}`);
  await controlledVersion(page);
  // The first page was fetched before the worker ran: it asks the worker to keep it.
  await expect.poll(() => pageIsCached(page, VISITED), { timeout: 10_000 }).toBe(true);
  const title = await page.locator('h1').first().textContent();
  const visitedTitle = await page.title();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1').first()).toHaveText(title!);
  await expect(page.locator('.nav-tree')).toBeVisible();
  // Styled from the precache: the app bar keeps its layout.
  expect(await page.locator('.app-bar').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  // The shell script came from the cache too: the client runtime runs.
  await expect(page.locator('[data-ad-slot]')).not.toHaveAttribute('data-ad-state', 'loading');

  await page.goto(`${ORIGIN}${NEVER_VISITED}`);
  await expect(page.locator('[data-offline-page] h1')).toHaveText('You are offline');
  await expect(page.locator(`[data-offline-page] li a[href="${VISITED}"]`)).toHaveCount(1);
  // Listed by its title, not its address.
  await expect(page.locator(`[data-offline-page] li a[href="${VISITED}"]`)).toHaveText(visitedTitle);
  await context.setOffline(false);
  await page.goto(`${ORIGIN}${NEVER_VISITED}`);
  await expect(page.locator('[data-offline-page]')).toHaveCount(0);
});

test('caches the shell and visited pages, never error pages or ad images', async ({ page }) => {
  await forceRandom(page, [0.5, 0.5, 0.5, 0.9]); // no vitals, image shape, third in-house ad, no display event
  await page.goto(`${ORIGIN}${VISITED}`);
  await controlledVersion(page);
  await page.goto(`${ORIGIN}/x/introduction/support`);
  // No ad network here: the in-house ad and its image show.
  await expect(page.locator('[data-ad-slot] img.ad-img')).toHaveJSProperty('complete', true);
  const missing = await page.goto(`${ORIGIN}/x/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect.poll(() => pageIsCached(page, '/x/introduction/support')).toBe(true);
  const all = await cached(page);
  const names = Object.keys(all);
  expect(names.every((n) => n.startsWith('mui-x-docs-'))).toBe(true);
  const paths = Object.values(all).flat();
  const shell = Object.entries(all).find(([n]) => n.includes('-shell-'))![1];
  expect(shell).toEqual(expect.arrayContaining([expect.stringMatching(/^\/site\/site-.*\.css$/)]));
  // Icons are inline SVG: there is no icon font or icon stylesheet to cache.
  expect(shell.filter((p) => /icons\.css|material-icons/.test(p))).toEqual([]);
  expect(shell.some((p) => /^\/build\/shell-.*\.js$/.test(p))).toBe(true);
  // Every stylesheet the page links is precached (the site CSS, code theme included, is inline here; an API page links it).
  const linked = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => new URL(l.href).pathname));
  expect(shell).toEqual(expect.arrayContaining(linked));
  expect(paths.filter((p) => p.startsWith('/static/ads/') || p === '/x/no-such-page' || p === '/x/sw.js')).toEqual([]);
});

test('never registers on another host', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => /\/x\/sw\.js|workbox|\/chunks\/register-/.test(r.url()) && requests.push(r.url()));
  await page.goto(VISITED); // the default e2e server: PRODUCTION_HOST is mui.com
  await page.waitForLoadState('load');
  // eslint-disable-next-line no-restricted-properties -- a span in which no service worker may register (Chromium's registration, not page timers)
  await page.waitForTimeout(1500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(requests).toEqual([]);
});

test('an update is activated and reloads the page exactly once', async ({ page }) => {
  // Restarting workerd and installing the new worker compete for 2 cores with the other test worker.
  test.setTimeout(90_000);
  await page.goto(`${ORIGIN}${VISITED}`);
  const before = await controlledVersion(page);
  const oldCaches = Object.keys(await cached(page));
  expect(oldCaches.some((n) => n.endsWith(before))).toBe(true);

  // A new service worker version: same content, new SW_REVISION.
  await server.dispose();
  await start({ SW_REVISION: `update-${Date.now()}` });
  let loads = 0;
  page.on('load', () => loads++);
  await page.reload();
  // The update reloads the page: a read cut short by that reload counts as the old version, and is read again.
  await expect.poll(() => controlledVersion(page).catch(() => before), { timeout: 40_000 }).not.toBe(before);
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
  // eslint-disable-next-line no-restricted-properties -- a span in which no third load may come after the update (Chromium's service worker lifecycle)
  await page.waitForTimeout(3000);
  expect(loads).toBe(2);
  const after = await controlledVersion(page);
  // The only page the old version saved was saved again by the new one: the old version's caches are gone.
  await expect.poll(async () => Object.keys(await cached(page)).some((n) => n.endsWith(before))).toBe(false);
  expect(Object.keys(await cached(page)).some((n) => n.endsWith(after))).toBe(true);
});

test('a deploy keeps open tabs and saved pages working; a chunk that is gone offers a reload', async ({ browser }) => {
  test.setTimeout(150_000);
  const t0 = Date.now();
  // First demo at about 850 px: a 400 px high tab does not mount it (nor load the demo runtime) before the deploy.
  const DEMO_PAGE = '/x/react-date-pickers/base-concepts';
  const SAVED = '/x/introduction/support';
  const out = mkdtempSync(join(tmpdir(), 'sw-deploy-'));
  // Build 2, its upload carrying build 1's files but the editor's chunk (a file lost between deploys).
  const b = await secondBuild(process.cwd(), out, { carry: true, drop: (p) => /\/chunks\/live-edit-/.test(p) });
  const madeIn = Date.now() - t0;
  expect([...b.renamed.keys()]).toEqual(expect.arrayContaining([expect.stringMatching(/^\/build\/shell-/), expect.stringMatching(/\/runtime-/), expect.stringMatching(/\/modal-/)]));
  await server.dispose();
  await start();
  await seedPaths(server.mf, [DEMO_PAGE]);

  // Build files that did not arrive, with the page that asked (null: the service worker's own fetches)
  // and the test's step when the request started (`step`, raised before the offline navigation).
  const bad: { page: Page | null; step: number; what: string }[] = [];
  const badOf = (p?: Page, from = 0) => bad.filter((b) => (p === undefined || b.page === p) && b.step >= from).map((b) => b.what);
  let step = 0;
  const stepOf = new WeakMap<Request, number>();
  // Requests still on their way: the old server stops between builds, which a real deploy never does.
  const pending = new Set<Request>();
  const pageOf = (r: Request) => {
    try {
      return r.frame().page();
    } catch {
      return null; // a service worker's request has no frame
    }
  };
  const watch = (c: BrowserContext) => {
    c.on('request', (r) => {
      pending.add(r);
      stepOf.set(r, step);
    });
    c.on('requestfinished', (r) => pending.delete(r));
    c.on('response', (r) => r.url().includes('/build/') && r.status() !== 200 && bad.push({ page: pageOf(r.request()), step: stepOf.get(r.request()) ?? 0, what: `${r.status()} ${r.url()}` }));
    c.on('requestfailed', (r) => {
      pending.delete(r);
      if (r.url().includes('/build/')) bad.push({ page: pageOf(r), step: stepOf.get(r) ?? 0, what: `failed ${r.url()}` });
    });
  };
  // A page's late loads (the worker's registration, the ads chunk) have arrived before the test goes on.
  const settled = async (p: Page) => {
    await mainThreadIdle(p);
    await expect.poll(() => [...pending].filter((r) => pageOf(r) === p).map((r) => r.url()), { timeout: 15_000 }).toEqual([]);
  };
  // A reader who saved a page on build 1 (the tab is closed before the deploy).
  const offlineReader = await browser.newContext({ userAgent: READER_UA });
  watch(offlineReader);
  const saver = await offlineReader.newPage();
  await saver.goto(`${ORIGIN}${SAVED}`);
  const versionA = await controlledVersion(saver);
  await expect.poll(() => pageIsCached(saver, SAVED), { timeout: 10_000 }).toBe(true);
  await settled(saver);
  await saver.close();
  // A tab left open on build 1 (no service worker: its update would reload the tab onto build 2, which is not the case tested).
  const context = await browser.newContext({ userAgent: READER_UA, viewport: { width: 1280, height: 400 }, serviceWorkers: 'block' });
  watch(context);
  const tab = await context.newPage();
  expect((await tab.goto(`${ORIGIN}${DEMO_PAGE}`))?.status()).toBe(200);
  // The tab's client has run on build 1 (its scripts are build 1's) before the deploy.
  await clientReady(tab);
  await expect(tab.locator('.demo[data-demo]').first()).toBeAttached();
  const loaded = () => tab.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  expect((await loaded()).filter((p) => p.includes('/runtime-'))).toEqual([]);
  await settled(tab);

  // Deploy build 2 on the same address and KV.
  const deployAt = Date.now();
  await server.dispose();
  server = await serve({ port: PORT, persist: false, vars: { PRODUCTION_HOST: '127.0.0.1' }, scriptPath: b.scriptPath, assetsDirectory: b.assetsDirectory });
  await seedPaths(server.mf, [VISITED, SAVED, DEMO_PAGE, '/x/introduction']);
  const fresh = await tab.request.get(`${ORIGIN}${DEMO_PAGE}`);
  expect(await fresh.text()).toContain('-b2.js');

  // The build-1 tab: a demo mounts (build 1's runtime, carried) and the search dialog opens (its chunk, carried).
  const demo = tab.locator('.demo[data-demo]').first();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-frame]')).toHaveAttribute('data-demo-mounted', '', { timeout: 30_000 });
  await expect(demo.locator('[data-demo-error]')).toHaveCount(0);
  await tab.locator('[data-search-open]').first().click();
  const dialog = tab.locator('dialog.search-dialog[open]');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('combobox').fill('sorting');
  await expect(dialog.locator('[role=option]').first()).toBeVisible();
  const fromBuild1 = (await loaded()).filter((p) => b.renamed.has(p));
  expect(fromBuild1).toEqual(expect.arrayContaining([expect.stringMatching(/\/runtime-/), expect.stringMatching(/\/modal-/)]));
  expect(badOf()).toEqual([]);
  await tab.keyboard.press('Escape');

  // The editor's chunk is gone: the tab says so and its reload gets build 2.
  await demo.locator('.demo-toolbar [data-demo-action="edit"]').click();
  const notice = tab.locator('[data-update-notice][role=alert]');
  await expect(notice).toContainText('This page was updated after you opened it');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => acrossReload(() => tab.evaluate(() => [...document.scripts].some((s) => s.src.includes('-b2.js')))), { timeout: 20_000 }).toBe(true);
  await expect(tab.locator('[data-update-notice]')).toHaveCount(0);

  // A new tab gets build 2, and the service worker updates (the tab reloads once for it).
  const tab2 = await offlineReader.newPage();
  await tab2.goto(`${ORIGIN}/x/introduction`);
  // The loader adds the client's scripts once the h1 is painted, which may be after the load event.
  await expect.poll(() => acrossReload(() => tab2.evaluate(() => [...document.scripts].some((s) => s.src.includes('-b2.js')))), { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => (await acrossReload(() => controlledVersion(tab2))) ?? versionA, { timeout: 40_000 }).not.toBe(versionA);
  await expect.poll(async () => (await acrossReload(() => tab2.evaluate(() => sessionStorage.getItem('mui-sw-reloaded-at')))) ?? null, { timeout: 10_000 }).not.toBeNull();
  await tab2.waitForLoadState('load');

  // Offline, the page saved on build 1 reads with build 1's own shell, from build 1's caches.
  expect(Object.entries(await cached(tab2)).some(([n, paths]) => n.endsWith(versionA) && n.includes('-pages-') && paths.includes(SAVED))).toBe(true);
  // The new tab's own late loads have arrived before the network goes: a request cut by going offline
  // is the test's doing, not the site's. Only the saved page's loads count offline: not the service
  // worker's background fetches for build 2, nor a load the previous page started in idle time.
  await settled(tab2);
  await offlineReader.setOffline(true);
  step = 1;
  await tab2.goto(`${ORIGIN}${SAVED}`);
  await expect(tab2.locator('h1').first()).toBeVisible();
  await expect(tab2.locator('[data-offline-page]')).toHaveCount(0);
  const scripts = await tab2.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
  expect(scripts.some((s) => /\/build\/shell-[^/]*\.js$/.test(s) && !s.includes('-b2'))).toBe(true);
  await expect(tab2.locator('[data-ad-slot]')).not.toHaveAttribute('data-ad-state', 'loading');
  expect(badOf(tab2, 1)).toEqual([]);
  // Online again, the pages' new versions replace them: build 1 holds no page any more, so its caches go.
  await offlineReader.setOffline(false);
  await tab2.goto(`${ORIGIN}${SAVED}`);
  await expect.poll(async () => Object.keys(await cached(tab2)).some((n) => n.endsWith(versionA)), { timeout: 10_000 }).toBe(false);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`two-build deploy test: ${s(Date.now() - t0)} (build 2 made in ${s(madeIn)}; ${s(Date.now() - deployAt)} from the deploy on)`);
  await context.close();
  await offlineReader.close();
  rmSync(out, { recursive: true, force: true });
});

test('the extra font is self-hosted and loads only where a page asks; there is no icon font', async ({ page }) => {
  const requests: { url: string; status: number }[] = [];
  page.on('response', (r) => requests.push({ url: r.url(), status: r.status() }));
  await page.goto('/x/introduction'); // frontmatter extraFont: true
  // Fetched after load for the next pages (client/fonts.ts), from this origin only.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mui-fonts')), { timeout: 8000 }).toBe('1');
  const ok = (re: RegExp) => requests.some((r) => re.test(r.url) && r.status === 200);
  expect(ok(/\/static\/styles\/extra-font\.css$/)).toBe(true);
  expect(ok(/\/static\/fonts\/inter-latin-400-normal\.woff2$/)).toBe(true);
  expect(requests.some((r) => /icons\.css|material-icons/.test(r.url))).toBe(false);
  expect(requests.filter((r) => !r.url.startsWith('http://127.0.0.1'))).toEqual([]);
  await page.goto('/x/introduction');
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.page')!).fontFamily)).toMatch(/^Inter/);

  requests.length = 0;
  await page.goto(VISITED);
  // The font is fetched after load, in idle time (client/fonts.ts): by then it would have been asked for.
  await page.waitForLoadState('load');
  await mainThreadIdle(page);
  expect(requests.some((r) => /extra-font|inter-/.test(r.url))).toBe(false);
});
