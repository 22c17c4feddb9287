/**
 * `/x/search.json` and `/x/llms.txt` inside workerd, over KV seeded from
 * the real content build: response shape and limits, bad input, the
 * per-isolate index, and llms.txt lines that lead to the `.md` pages.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchIndexKey, type JoinedPageRecord } from '../../lib/page-record';
import { KV_PREFIX } from '../site';
import { call, env, seedPages } from '../test-helpers';
import { EMBEDDED_INDEXES } from './embedded';
import { isSearchIndexEmbedded, isSearchIndexLoaded, resetSearchIndex } from './load';
import { englishRecords } from './test-records';
import { readText } from '../store';

let records: JoinedPageRecord[] = [];

beforeAll(async () => {
  await seedPages();
  records = await englishRecords();
}, 120_000);
afterEach(() => resetSearchIndex());

interface Body {
  results: { path: string; title: string; heading: string | null; product: string; snippet: string; sections?: { path: string }[] }[];
  words: string[];
  suggestions: string[];
}

async function search(query: string): Promise<Body> {
  const res = await call(`/x/search.json?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await res.json()) as Body;
}

describe('/x/search.json', () => {
  it('returns results of the documented shape, the page titled by the query first', async () => {
    const body = await search('q=sorting');
    expect(Object.keys(body).sort()).toEqual(['results', 'suggestions', 'words']);
    expect(body.words).toEqual(['sorting']);
    const { results } = body;
    expect(results[0]).toMatchObject({ path: '/x/react-data-grid/sorting', product: 'x-data-grid' });
    for (const r of results) {
      // Always these; `plan`, `variants` and `sections` only when they say something.
      const keys = Object.keys(r);
      expect(keys.filter((k) => !['plan', 'variants', 'sections'].includes(k)).sort()).toEqual(['heading', 'path', 'product', 'snippet', 'title']);
      for (const sec of r.sections ?? []) expect(sec.path.split('#')[0]).toBe(r.path.split('#')[0]);
      expect(r.path).toMatch(/^\/x\//);
      expect(typeof r.snippet).toBe('string');
    }
  });

  it('gives at most 20 results and never the same page twice', async () => {
    const { results } = await search('q=data');
    expect(results.length).toBeGreaterThan(1);
    expect(results.length).toBeLessThanOrEqual(20);
    const pages = results.map((r) => r.path.split('#')[0]);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('links a matched heading with its anchor', async () => {
    const sorting = records.find((r) => r.path === '/x/react-data-grid/sorting')!;
    const heading = sorting.toc.find((t) => t.level === 2)!;
    const { results } = await search(`q=${encodeURIComponent(`sorting ${heading.text}`)}`);
    const hit = results.find((r) => r.path.startsWith('/x/react-data-grid/sorting'));
    expect(hit?.path).toBe(`/x/react-data-grid/sorting#${heading.id}`);
    expect(hit?.heading).toBe(heading.text);
  });

  it.each([
    ['an empty query', 'q='],
    ['no query', ''],
    ['only punctuation', `q=${encodeURIComponent('?!*-')}`],
  ])('answers %s with no results', async (_, query) => {
    expect((await search(query)).results).toEqual([]);
  });

  it('cuts a huge query instead of failing', async () => {
    const res = await call(`/x/search.json?q=${'sorting%20'.repeat(2000)}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).results[0]?.path).toBe('/x/react-data-grid/sorting');
  });

  it('returns markup in a query as inert JSON', async () => {
    const res = await call(`/x/search.json?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toHaveProperty('results');
  });

  it('accepts every product id and rejects an unknown one with 400 and the valid ids', async () => {
    for (const id of ['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view', 'x']) await search(`q=items&product=${id}`);
    const res = await call('/x/search.json?q=grid&product=x-spreadsheet');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown product', products: ['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view', 'x'] });
  });

  it('boosts the given product', async () => {
    // Two API pages carry "Localization" in their title: one per library.
    const charts = (await search('q=localization&product=x-charts')).results;
    const pickers = (await search('q=localization&product=x-date-pickers')).results;
    expect(charts[0]?.product).toBe('x-charts');
    expect(pickers[0]?.product).toBe('x-date-pickers');
    expect(charts.length).toBe(pickers.length);
  });

  it('limits the results to one product with `filter`, and rejects an unknown filter', async () => {
    const all = (await search('q=localization')).results;
    expect(new Set(all.map((r) => r.product)).size).toBeGreaterThan(1);
    for (const id of ['x-charts', 'x-date-pickers', 'x-data-grid']) {
      const { results } = await search(`q=localization&filter=${id}`);
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((r) => r.product === id)).toBe(true);
    }
    // Within the pickers, the localization guide comes first (its slug), above the API pages.
    expect((await search('q=localization&filter=x-date-pickers')).results[0]?.path).toBe('/x/react-date-pickers/localization');
    const res = await call('/x/search.json?q=grid&filter=x-spreadsheet');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Unknown filter' });
  });

  it('searches a Chinese query typed on an English page in the Chinese index, which covers untranslated pages', async () => {
    // Translated page: found in Chinese without locale=zh.
    expect((await search(`q=${encodeURIComponent('安装')}`)).results[0]).toMatchObject({ path: '/x/introduction/installation', title: '安装' });
    // Untranslated page: its Chinese nav title, and its English sections (导出 + Excel).
    expect((await search(`q=${encodeURIComponent('排序')}`)).results[0]?.path).toBe('/x/react-data-grid/sorting');
    const excel = (await search(`q=${encodeURIComponent('导出 Excel')}`)).results.slice(0, 3);
    expect(excel.some((r) => r.path.startsWith('/x/react-data-grid/export#'))).toBe(true);
  });

  it('searches a Chinese query of a /zh reader in the Chinese index, in Chinese', async () => {
    const { results } = await search(`q=${encodeURIComponent('安装')}&locale=zh`);
    expect(results[0]).toMatchObject({ path: '/x/introduction/installation', title: '安装' });
    expect(results[0]!.snippet).toMatch(/\p{Script=Han}/u);
    // Words inside the Chinese text, not only titles.
    const body = (await search(`q=${encodeURIComponent('对等依赖')}&locale=zh`)).results;
    expect(body[0]?.path).toBe('/x/introduction/installation#peer-dependencies');
    expect(isSearchIndexLoaded('zh')).toBe(true);
  });

  it('gives a Chinese query asking for an API’s reference its row from the English index, which no other Chinese query loads', async () => {
    expect((await search(`q=${encodeURIComponent('排序')}`)).results[0]?.path).toBe('/x/react-data-grid/sorting');
    expect((await search(`q=${encodeURIComponent('renderCell 里面放按钮')}`)).results[0]?.path).not.toMatch(/^\/x\/api\//);
    expect(isSearchIndexLoaded('en')).toBe(false);
    const { results } = await search(`q=${encodeURIComponent('DataGrid 的 getRowId 属性')}`);
    expect(results[0]?.path).toBe('/x/api/data-grid/data-grid#prop-getRowId');
    // (The Chinese index's guides follow.)
    expect(results.slice(1, 4).every((r) => !r.path.startsWith('/x/api/'))).toBe(true);
    expect(isSearchIndexLoaded('en')).toBe(true);
  });

  it('never loads the Chinese index for Latin queries, on English pages or on /zh', async () => {
    expect((await search('q=sorting')).results[0]?.path).toBe('/x/react-data-grid/sorting');
    expect((await search('q=sorting&locale=zh')).results[0]?.path).toBe('/x/react-data-grid/sorting');
    expect(isSearchIndexLoaded('en')).toBe(true);
    expect(isSearchIndexLoaded('zh')).toBe(false);
    const res = await call('/x/search.json?q=a&locale=fr');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown locale', locales: ['en', 'zh'] });
  });

  it('answers other methods with 405 JSON', async () => {
    const res = await call('/x/search.json?q=a', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 with a retry when KV fails, then recovers', async () => {
    const broken = { get: () => Promise.reject(new Error('KV down')) } as unknown as KVNamespace;
    const res = await call('/x/search.json?q=grid', {}, { PAGES: broken });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await call('/x/search.json?q=grid', {}, { PAGES: env.PAGES })).status).toBe(200);
  });

  /** `text` (the current format) as the format before the typo table wrote it: its last two blocks dropped. */
  function olderFormat(text: string): string {
    const parts = text.split('\u001e').slice(0, -2);
    const header = JSON.parse(parts[0]!.slice(parts[0]!.indexOf('\n') + 1)) as { blocks: number[] };
    header.blocks = header.blocks.slice(0, -2);
    parts[0] = `MUIXSEARCH5\n${JSON.stringify(header)}`;
    return parts.join('\u001e');
  }

  describe('an index the worker carries (a production bundle, scripts/build-worker.ts)', () => {
    const broken = { get: () => Promise.reject(new Error('KV down')) } as unknown as KVNamespace;
    afterEach(() => {
      delete EMBEDDED_INDEXES.en;
      vi.restoreAllMocks();
    });

    it('answers from it without reading KV', async () => {
      EMBEDDED_INDEXES.en = (await readText(env.PAGES, searchIndexKey(KV_PREFIX, 'en')))!;
      expect(isSearchIndexEmbedded('en')).toBe(true);
      const res = await call('/x/search.json?q=sorting', {}, { PAGES: broken });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Body).results[0]?.path).toBe('/x/react-data-grid/sorting');
      const bench = await call('/x/__bench/search?q=&n=0', {}, { ALLOW_CACHE_BYPASS: 'true' });
      expect(await bench.json()).toMatchObject({ embedded: true });
    });

    it('answers 500 (permanent: no Retry-After) when it is corrupt, logs it once, and does not parse it again', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      EMBEDDED_INDEXES.en = 'not an index';
      for (let i = 0; i < 2; i++) {
        const res = await call('/x/search.json?q=grid');
        expect(res.status).toBe(500);
        expect(res.headers.get('retry-after')).toBeNull();
      }
      expect(errors.mock.calls).toHaveLength(1);
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/\(built into the worker\): the search index of content version \w+ is corrupt: search index: unknown format/);
      // A good index in its place is not parsed: the failure stands for the isolate (one bundle holds one index)...
      EMBEDDED_INDEXES.en = (await readText(env.PAGES, searchIndexKey(KV_PREFIX, 'en')))!;
      expect((await call('/x/search.json?q=grid')).status).toBe(500);
      // ...until the loaded indexes are dropped (tests, benchmarks).
      resetSearchIndex();
      expect((await call('/x/search.json?q=grid')).status).toBe(200);
    });
  });

  describe('an index of another format (issue 37: the typo table)', () => {
    afterEach(() => {
      delete EMBEDDED_INDEXES.en;
      vi.restoreAllMocks();
    });

    it('answers from an index of the format before the typo table (MUIXSEARCH5): 200, the same typos found', async () => {
      const text = (await readText(env.PAGES, searchIndexKey(KV_PREFIX, 'en')))!;
      expect(text.startsWith('MUIXSEARCH6\n')).toBe(true);
      const current = [await search('q=columm'), await search('q=lenged%20position')];
      expect(current[0]!.words).toContain('column');
      resetSearchIndex();
      EMBEDDED_INDEXES.en = olderFormat(text);
      expect([await search('q=columm'), await search('q=lenged%20position')]).toEqual(current);
    });

    it('answers 500 (permanent: a corrupt index, refused as it is parsed) for a typo table cut short, a typo query too', async () => {
      // (Its log line: reportInvalid logs a key once per isolate, and the corrupt index above took it.)
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const text = (await readText(env.PAGES, searchIndexKey(KV_PREFIX, 'en')))!;
      const parts = text.split('\u001e');
      parts[parts.length - 1] = parts.at(-1)!.slice(1);
      const header = JSON.parse(parts[0]!.slice(parts[0]!.indexOf('\n') + 1)) as { blocks: number[] };
      header.blocks[header.blocks.length - 1]!--;
      parts[0] = `MUIXSEARCH6\n${JSON.stringify(header)}`;
      EMBEDDED_INDEXES.en = parts.join('\u001e');
      for (const q of ['grid', 'columm']) {
        const res = await call(`/x/search.json?q=${q}`);
        expect(res.status).toBe(500);
        expect(res.headers.get('retry-after')).toBeNull();
      }
    });
  });

  it('keeps the bench route hidden unless benchmarks are allowed', async () => {
    expect((await call('/x/__bench/search?q=grid&n=3')).status).toBe(404);
    const res = await call('/x/__bench/search?q=grid&n=3', {}, { ALLOW_CACHE_BYPASS: 'true' });
    expect(await res.json()).toMatchObject({ n: 3 });
  });
});

describe('/x/llms.txt', () => {
  it('lists every English page once, per product section, linking its .md', async () => {
    // Links are on the configured origin (SITE_URL), never the request's.
    const res = await call('/x/llms.txt', {}, { SITE_URL: 'http://127.0.0.1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text.startsWith('# MUI X 8.11.1\n\n> ')).toBe(true);
    expect(text).toMatch(/^## Data Grid$/m);
    const lines = text.split('\n').filter((l) => l.startsWith('- '));
    for (const line of lines) expect(line).toMatch(/^- \[[^\]]+\]\(http:\/\/127\.0\.0\.1\/x\/[^)\s]*\.md\)(: .+)?$/);
    const linked = lines.map((l) => /\(http:\/\/127\.0\.0\.1(\/x\/[^)]*)\.md\)/.exec(l)![1]);
    expect(linked.sort()).toEqual(records.map((r) => r.path).sort());
    const sorting = records.find((r) => r.path === '/x/react-data-grid/sorting')!;
    expect(lines).toContain(`- [${sorting.title}](http://127.0.0.1/x/react-data-grid/sorting.md): ${sorting.description}`);
  });

  it('links .md pages that exist', async () => {
    const text = await (await call('/x/llms.txt', {}, { SITE_URL: 'http://127.0.0.1' })).text();
    const first = /\(http:\/\/127\.0\.0\.1(\/x\/[^)]*\.md)\)/.exec(text)![1]!;
    const res = await call(first);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });
});

describe('/x/search.json, questions the index cannot answer', () => {
  it('answers a question no page matches with no results, not an error', async () => {
    expect((await search(`q=${encodeURIComponent('how do i qwxz the vbnq plkj')}`)).results).toEqual([]);
    expect((await search(`q=${encodeURIComponent('qwxz vbnq plkj mnbv')}`)).results).toEqual([]);
  });

  it('reads a question in traditional Chinese as simplified', async () => {
    const body = await search(`q=${encodeURIComponent('資料表格 如何凍結列')}`);
    expect(body.results[0]?.path).toMatch(/^\/x\/react-data-grid\/column-pinning/);
  });
});
