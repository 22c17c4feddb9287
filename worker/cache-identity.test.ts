/**
 * Cache identity inside workerd: the rendered-HTML cache key and the ETag
 * hold everything the HTML depends on (the worker build and content
 * version are proven across two deploys in scripts/deploys.e2e.test.ts;
 * here: every var the page writes, the licence key, locale, path, tab,
 * preference cookies, bot) and nothing else (other cookies, query strings).
 * A changed input never gets the other variant's cached HTML or a 304 for
 * the other variant's ETag.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { JoinedPageRecord } from '../lib/page-record';
import { englishRecords } from './search/test-records';
import { call, seedPages } from './test-helpers';

let planPage: JoinedPageRecord;

beforeAll(async () => {
  await seedPages();
  planPage = (await englishRecords()).find((r) => r.licensed)!;
}, 120_000);

interface Answer {
  status: number;
  etag: string | null;
  render: string | null;
  html: string;
}

async function get(path: string, headers: Record<string, string> = {}, bindings: Record<string, unknown> = {}): Promise<Answer> {
  const res = await call(path, { headers }, bindings);
  return { status: res.status, etag: res.headers.get('etag'), render: res.headers.get('x-render'), html: await res.text() };
}

/** Renders once so the variant is in the cache, and checks the second answer comes from it. */
async function cached(path: string, headers: Record<string, string> = {}, bindings: Record<string, unknown> = {}): Promise<Answer> {
  const first = await get(path, headers, bindings);
  expect(first.status).toBe(200);
  const again = await get(path, headers, bindings);
  expect(again.render).toBe('cache');
  expect(again.etag).toBe(first.etag);
  expect(again.html).toBe(first.html);
  return first;
}

describe('vars the HTML writes are part of its identity', () => {
  it.each([
    ['GA_MEASUREMENT_ID', 'G-CACHE123', '"gaId":"G-CACHE123"'],
    ['AD_PLACEMENT', 'other-placement', '"adPlacement":"other-placement"'],
    ['AD_SCRIPT_URL', 'https://ads.example/serve.js', '"adScriptUrl":"https://ads.example/serve.js"'],
    ['PRODUCTION_HOST', 'docs.example', '"productionHost":"docs.example"'],
    ['VERSION_HOST_V7', 'https://v7.example', 'href="https://v7.example/x/react-data-grid/filtering"'],
    ['SOURCE_URL', 'https://github.com/o/r/edit/main/', 'href="https://github.com/o/r/edit/main/'],
    ['SITE_URL', 'https://docs.example', '<link rel="canonical" href="https://docs.example/x/react-data-grid/filtering"/>'],
  ])('%s', async (name, value, written) => {
    const path = '/x/react-data-grid/filtering';
    const before = await cached(path);
    expect(before.html).not.toContain(written);
    const changed = await get(path, { 'If-None-Match': before.etag! }, { [name]: value });
    // Not the cached HTML of the other value, and not a 304 for its ETag.
    expect(changed.status).toBe(200);
    expect(changed.render).toBe('miss');
    expect(changed.etag).not.toBe(before.etag);
    expect(changed.html).toContain(written);
  });

  it('MUI_X_LICENSE_KEY (public by nature: read in the browser by the Pro and Premium demos)', async () => {
    expect(planPage).toBeDefined();
    const before = await cached(planPage.path, {}, { MUI_X_LICENSE_KEY: 'key-one' });
    expect(before.html).toContain('"licenseKey":"key-one"');
    const changed = await get(planPage.path, { 'If-None-Match': before.etag! }, { MUI_X_LICENSE_KEY: 'key-two' });
    expect(changed.status).toBe(200);
    expect(changed.render).toBe('miss');
    expect(changed.html).toContain('"licenseKey":"key-two"');
  });
});

describe('reader inputs', () => {
  it('each preference cookie is its own variant; other cookies and query strings are not', async () => {
    const path = '/x/react-date-pickers/date-picker';
    const base = await cached(path);
    for (const cookie of ['codeVariant=JS', 'codeStyling=tailwind', 'packageManager=pnpm']) {
      const v = await get(path, { cookie, 'If-None-Match': base.etag! });
      expect(v.status).toBe(200);
      expect(v.etag).not.toBe(base.etag);
    }
    // Unknown cookies, unknown values and a query string give the default variant, from the cache.
    for (const [p, cookie] of [
      [path, 'session=abc; codeVariant=COBOL'],
      [`${path}?utm_source=x`, ''],
    ]) {
      const same = await get(p!, { cookie: cookie! });
      expect(same.render).toBe('cache');
      expect(same.etag).toBe(base.etag);
    }
  });

  it('locale, tab and bot are part of the identity', async () => {
    const en = await cached('/x/react-data-grid/sorting');
    const zh = await get('/zh/x/react-data-grid/sorting', { 'If-None-Match': en.etag! });
    const tab = await get('/x/react-data-grid/sorting/components-api', { 'If-None-Match': en.etag! });
    const bot = await get('/x/react-data-grid/sorting', { 'If-None-Match': en.etag!, 'user-agent': 'Googlebot/2.1' });
    for (const other of [zh, tab, bot]) {
      expect(other.status).toBe(200);
      expect(other.etag).not.toBe(en.etag);
    }
    expect(new Set([zh.etag, tab.etag, bot.etag]).size).toBe(3);
  });

  it('an unchanged variant revalidates with 304', async () => {
    const first = await cached('/x/introduction/licensing');
    const res = await call('/x/introduction/licensing', { headers: { 'If-None-Match': first.etag! } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
  });
});
