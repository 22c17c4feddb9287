/**
 * What the isolate holds, inside workerd: a burst of cold requests reads
 * and parses the search index once (not once per request), and a failed
 * load answers the waiting requests too; the per-isolate caches are bounded
 * in bytes; markdown is made from a page record once, not per request. The
 * heap itself under load is measured by bench/memory.ts.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageKey, searchIndexKey } from '../lib/page-record';
import { MemoryCache, RENDERED, stringBytes } from './memory-cache';
import { resetSearchIndex } from './search/load';
import { KV_PREFIX } from './site';
import { call, env, logicalKeys, seedPages } from './test-helpers';

beforeAll(() => seedPages(), 120_000);
afterEach(() => resetSearchIndex());

/** env.PAGES, counting reads of the search index (and of every key, by logical name); `fail` makes index reads throw. */
function countingKv(fail = false): { kv: KVNamespace; indexReads: () => number; reads: string[] } {
  let n = 0;
  const reads: string[] = [];
  const real = env.PAGES;
  const get = (key: string, options?: unknown) => {
    // KV is read at content addresses (`v:<hash>`); count by the logical names stored there.
    const names = logicalKeys(key);
    reads.push(...names);
    if (names.includes(searchIndexKey(KV_PREFIX))) {
      n++;
      if (fail) return Promise.reject(new Error('down'));
    }
    return (real.get as (k: string, o?: unknown) => Promise<unknown>)(key, options);
  };
  return { kv: { get, list: real.list.bind(real) } as unknown as KVNamespace, indexReads: () => n, reads };
}

describe('the search index is held once', () => {
  it('a burst of 24 cold requests reads and parses it once', async () => {
    resetSearchIndex();
    const { kv, indexReads } = countingKv();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(`/x/search.json?q=${['grid', 'sorting', 'chart'][i % 3]}`, {}, { PAGES: kv }).then(async (r) => ({ status: r.status, n: ((await r.json()) as { results: unknown[] }).results.length })),
      ),
    );
    expect(answers.every((a) => a.status === 200 && a.n > 0)).toBe(true);
    expect(indexReads()).toBe(1);
  });

  it('a failed load answers the waiting requests with 503 without reading again', async () => {
    resetSearchIndex(env.PAGES);
    const { kv, indexReads } = countingKv(true);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => call('/x/search.json?q=grid', {}, { PAGES: kv }).then((r) => r.status)));
    expect(statuses).toEqual(Array(8).fill(503));
    // One load: its first attempt and the store's one retry.
    expect(indexReads()).toBe(2);
    resetSearchIndex(kv);
  });
});

describe('per-isolate caches are bounded', () => {
  it('an LRU keeps its bytes (entries and keys) under its bound, dropping the least recently used first', () => {
    const cache = new MemoryCache<string>(40_000, stringBytes);
    for (let i = 0; i < 50; i++) {
      cache.set(`k${i}`, 'x'.repeat(2_000));
      // k0 is read after every write: always the most recently used.
      expect(cache.get('k0')).toBeDefined();
    }
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.count).toBeLessThan(50);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k49')).toBeDefined();
    // An entry over a quarter of the bound is never kept.
    cache.set('big', 'x'.repeat(6_000));
    expect(cache.get('big')).toBeUndefined();
  });

  it('the rendered-page cache holds gzip bytes only, within its bound', async () => {
    const res = await call('/x/introduction/roadmap');
    await res.arrayBuffer();
    expect(RENDERED.count).toBeGreaterThan(0);
    expect(RENDERED.bytes).toBeLessThanOrEqual(12 * 1024 * 1024);
    // A cached answer to a client that takes no gzip is the same HTML, decompressed from the kept bytes.
    const again = await call('/x/introduction/roadmap');
    expect(again.headers.get('x-render')).toBe('cache');
    expect(await again.text()).toContain('<h1');
  });

  it('markdown is made from a page record once: .md and MCP get_page read the record once', async () => {
    const { kv, reads } = countingKv();
    const key = pageKey(KV_PREFIX, 'en', '/x/react-data-grid/sorting');
    const md = await call('/x/react-data-grid/sorting.md', {}, { PAGES: kv });
    expect(md.status).toBe(200);
    const text = await md.text();
    expect(await (await call('/x/react-data-grid/sorting.md', {}, { PAGES: kv })).text()).toBe(text);
    const mcp = await call(
      '/x/mcp',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: { path: '/x/react-data-grid/sorting' } } }),
      },
      { PAGES: kv },
    );
    expect(((await mcp.json()) as { result: { content: { text: string }[] } }).result.content[0]!.text).toBe(text);
    expect(reads.filter((k) => k === key)).toHaveLength(1);
  });

  it('the 404 page still suggests the closest pages (bigram profiles made once per isolate)', async () => {
    for (let i = 0; i < 2; i++) {
      const html = await (await call('/x/react-data-grid/sortin')).text();
      const list = /<ul class="not-found-list" data-suggestions[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
      const hrefs = [...list.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs).toHaveLength(3);
      expect(hrefs[0]).toBe('/x/react-data-grid/sorting');
    }
  });
});
