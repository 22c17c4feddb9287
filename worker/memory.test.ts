/**
 * What the isolate holds, inside workerd: a burst of cold requests reads
 * and parses the search index once (not once per request), and a failed
 * load answers the waiting requests too. The heap itself under load is
 * measured by bench/memory.ts.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexKey } from '../lib/page-record';
import { resetSearchIndex } from './search/load';
import { KV_PREFIX } from './site';
import { call, env, seedPages } from './test-helpers';

beforeAll(() => seedPages(), 120_000);
afterEach(() => resetSearchIndex());

/** env.PAGES, counting reads of the search index; `fail` makes them throw. */
function countingKv(fail = false): { kv: KVNamespace; indexReads: () => number } {
  let n = 0;
  const real = env.PAGES;
  const get = (key: string, options?: unknown) => {
    if (key === searchIndexKey(KV_PREFIX)) {
      n++;
      if (fail) return Promise.reject(new Error('down'));
    }
    return (real.get as (k: string, o?: unknown) => Promise<unknown>)(key, options);
  };
  return { kv: { get, list: real.list.bind(real) } as unknown as KVNamespace, indexReads: () => n };
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
