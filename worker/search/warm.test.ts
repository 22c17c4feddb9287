/**
 * The search warm-up (worker/search/warm.ts) inside workerd: after a
 * reader's page, once per isolate, never for a bot or a search, the page's
 * response unchanged and sent before the warm-up, and a failing warm-up
 * (a corrupt index, an engine error) leaving pages at 200 and search
 * answering as it does without it; and the index parsed as the isolate
 * starts (loadAtStart). Seeds only the one page and the index
 * (a workerd of its own: the warm-up's state is per isolate).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchIndexKey } from '../../lib/page-record';
import { SearchIndex } from '../../lib/search';
import app from '../index';
import { KV_PREFIX } from '../site';
import { readText } from '../store';
import { bulkEntries, call, env, putEntries } from '../test-helpers';
import { EMBEDDED_INDEXES } from './embedded';
import { START_QUERY, isSearchIndexLoaded, loadAtStart, resetSearchIndex, startQueryDone } from './load';
import { WARM_QUERIES, resetSearchWarmup, searchWarmupState, setWarmDelay } from './warm';

const PAGE = '/x/react-data-grid/sorting';
const READER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' };
const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
/** A fresh render each time (no render cache), so two answers of the page can be compared byte for byte. */
const FRESH = { headers: { ...READER, 'x-bypass-cache': '1' } };
const BYPASS = { ALLOW_CACHE_BYPASS: 'true' };

let indexText = '';

beforeAll(async () => {
  const entries = await bulkEntries();
  await putEntries(entries.filter((e) => e.key.endsWith(`:en:${PAGE}`) || e.key.endsWith(`:en:${PAGE}#html`) || e.key.endsWith(':search-index')));
  indexText = (await readText(env.PAGES, searchIndexKey(KV_PREFIX, 'en')))!;
}, 120_000);

beforeEach(() => {
  // As in a production bundle: the worker carries the index.
  EMBEDDED_INDEXES.en = indexText;
  resetSearchIndex();
  resetSearchWarmup();
});
afterEach(() => {
  setWarmDelay();
  delete EMBEDDED_INDEXES.en;
  resetSearchIndex();
  resetSearchWarmup();
  vi.restoreAllMocks();
});

/** The page (a fresh render), with the request's `waitUntil` work (the warm-up) done. */
async function page(init: RequestInit = FRESH): Promise<{ status: number; headers: [string, string][]; body: string }> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://127.0.0.1${PAGE}`, init), { ...env, ...BYPASS }, ctx);
  const out = { status: res.status, headers: [...res.headers.entries()], body: await res.text() };
  await waitOnExecutionContext(ctx);
  return out;
}

describe('the search warm-up', () => {
  it('runs once after a reader page, after its response, and leaves the page as it is', async () => {
    // The page as it is answered with nothing to warm (an isolate whose warm-up ran).
    resetSearchWarmup();
    delete EMBEDDED_INDEXES.en;
    const plain = await page();
    EMBEDDED_INDEXES.en = indexText;
    // The warm-up begins after a pause, not while the page goes out.
    const order: string[] = [];
    const search = SearchIndex.prototype.search;
    const searches = vi.spyOn(SearchIndex.prototype, 'search').mockImplementation(function (this: SearchIndex, ...args) {
      if (!order.includes('search')) order.push('search');
      return search.apply(this, args);
    });
    // A pause well past this test's reading of the page, which renders as it is read (tens of ms quiet, a
    // second or so on a loaded 2-core CI machine running other suites beside it; the default is 200 ms).
    setWarmDelay(3000);
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`http://127.0.0.1${PAGE}`, FRESH), { ...env, ...BYPASS }, ctx);
    expect(searchWarmupState()).toBe('running');
    expect(isSearchIndexLoaded('en')).toBe(false);
    // The body read chunk by chunk (about 190), other tasks let run after the first: the warm-up is not
    // among them. (Tasks after every chunk made the read take 0.8 s at load 3, and past the pause under load.)
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (!chunks.length) for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
      chunks.push(value);
      expect(isSearchIndexLoaded('en')).toBe(false);
    }
    const body = new TextDecoder().decode(new Uint8Array(await new Blob(chunks).arrayBuffer()));
    const warmed = { status: res.status, headers: [...res.headers.entries()], body };
    order.push('page read');
    await waitOnExecutionContext(ctx);
    expect(order).toEqual(['page read', 'search']);
    expect(warmed).toEqual(plain);
    expect(searchWarmupState()).toBe('done');
    expect(isSearchIndexLoaded('en')).toBe(true);
    expect(searches.mock.calls.map(([q]) => q)).toEqual(WARM_QUERIES.map((w) => w.q));

    // Once per isolate: another page neither parses nor searches again.
    resetSearchIndex();
    expect((await page()).status).toBe(200);
    expect(isSearchIndexLoaded('en')).toBe(false);
    expect(searches).toHaveBeenCalledTimes(WARM_QUERIES.length);
  });

  it('runs once for pages answered at the same time', async () => {
    const searches = vi.spyOn(SearchIndex.prototype, 'search');
    const answers = await Promise.all([page(), page(), page()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(searches).toHaveBeenCalledTimes(WARM_QUERIES.length);
  });

  it('does not run for a bot, nor after a search (the search warmed the engine)', async () => {
    expect((await page({ headers: { ...BOT, 'x-bypass-cache': '1' } })).status).toBe(200);
    expect(searchWarmupState()).toBe('idle');
    expect(isSearchIndexLoaded('en')).toBe(false);

    const searches = vi.spyOn(SearchIndex.prototype, 'search');
    expect((await call('/x/search.json?q=grid', { headers: READER })).status).toBe(200);
    // The isolate has searched: nothing left to warm.
    expect(searchWarmupState()).toBe('done');
    expect((await page()).status).toBe(200);
    expect(searches).toHaveBeenCalledTimes(1);
  });

  it('a corrupt index: the page still 200, one log line, search answers 500 as without the warm-up', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    EMBEDDED_INDEXES.en = 'MUIXSEARCH5\n{"pages":[["/x/intro';
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body).toContain('</html>');
    expect(searchWarmupState()).toBe('done');
    for (let i = 0; i < 2; i++) {
      const res = await call('/x/search.json?q=grid');
      expect(res.status).toBe(500);
      expect(res.headers.get('retry-after')).toBeNull();
    }
    expect((await page()).status).toBe(200);
    const lines = errors.mock.calls.map((args) => args.map(String).join(' '));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/"kind":"record-invalid".*built into the worker/);
  });

  it('an engine error: the page still 200, logged once, and search answers', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(SearchIndex.prototype, 'search').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect((await page()).status).toBe(200);
    expect(searchWarmupState()).toBe('done');
    const lines = errors.mock.calls.map((args) => args.map(String).join(' '));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/"kind":"search-warmup-failed".*boom/);
    const res = await call('/x/search.json?q=sorting');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: { path: string }[] }).results[0]?.path).toBe(PAGE);
  });
});

describe('the index parsed as the isolate starts (loadAtStart, at module scope in worker/index.ts)', () => {
  it('parses the carried index and runs one query: the first search finds the index loaded', async () => {
    const searches = vi.spyOn(SearchIndex.prototype, 'search');
    loadAtStart();
    expect(isSearchIndexLoaded('en')).toBe(true);
    expect(startQueryDone()).toBe(true);
    expect(searches.mock.calls.map(([q]) => q)).toEqual([START_QUERY]);
    // The first search does not parse the bundle's text again: the index parsed at start answers it.
    EMBEDDED_INDEXES.en = 'not an index';
    const res = await call('/x/search.json?q=sorting', { headers: READER });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: { path: string }[] }).results[0]?.path).toBe(PAGE);
  });

  it('a reader page after it still warms the engine, without the query run at start', async () => {
    loadAtStart();
    const searches = vi.spyOn(SearchIndex.prototype, 'search');
    setWarmDelay(0);
    expect((await page()).status).toBe(200);
    expect(searchWarmupState()).toBe('done');
    expect(searches.mock.calls.map(([q]) => q)).toEqual(WARM_QUERIES.map((w) => w.q).filter((q) => q !== START_QUERY));
  });

  it('does nothing when the worker carries no index (npm start, KV)', () => {
    delete EMBEDDED_INDEXES.en;
    const searches = vi.spyOn(SearchIndex.prototype, 'search');
    loadAtStart();
    expect(isSearchIndexLoaded('en')).toBe(false);
    expect(startQueryDone()).toBe(false);
    expect(searches).not.toHaveBeenCalled();
  });

  it('a corrupt index: nothing thrown or logged at start, the first search answers 500 as without it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    EMBEDDED_INDEXES.en = 'MUIXSEARCH5\n{"pages":[["/x/intro';
    expect(() => loadAtStart()).not.toThrow();
    expect(errors).not.toHaveBeenCalled();
    expect(isSearchIndexLoaded('en')).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await call('/x/search.json?q=grid');
      expect(res.status).toBe(500);
      expect(res.headers.get('retry-after')).toBeNull();
    }
    // (The search logs it once per isolate, worker/store.ts reportInvalid: the test of the warm-up above did here.)
    // The failure is the bundle's, remembered from the start: a good text in its place is not parsed.
    EMBEDDED_INDEXES.en = indexText;
    expect((await call('/x/search.json?q=grid')).status).toBe(500);
  });

  it('an engine error at start: nothing thrown, and the first search answers', async () => {
    vi.spyOn(SearchIndex.prototype, 'search').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(() => loadAtStart()).not.toThrow();
    expect(startQueryDone()).toBe(false);
    const res = await call('/x/search.json?q=sorting');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: { path: string }[] }).results[0]?.path).toBe(PAGE);
  });
});
