import { beforeAll, describe, expect, it } from 'vitest';
import inline from './generated/inline.json';
import { ASSETS } from './site';
import { call, seedPages } from './test-helpers';

beforeAll(() => seedPages());

describe('docs pages', () => {
  it('streams a fully styled English page with the shell', async () => {
    const res = await call('/x/introduction');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(html).toContain('class="nav-tree"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('Skip to content');
    expect(html).toContain('<h1');
    // The site stylesheet (theme variables + shell CSS) is inline in the head,
    // before any element it styles, so nothing paints unstyled.
    const sheet = html.search(/<style>:root\{--mui-/);
    expect(sheet).toBeGreaterThan(0);
    expect(sheet).toBeLessThan(html.indexOf('<body'));
    expect(html).toContain('.app-bar{');
  });

  it('carries no script tag that loads before the first paint: the inline loader adds the listed module scripts after it', async () => {
    const html = await (await call('/x/introduction')).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const listed = /<script id="docs-config" type="application\/json" data-scripts="([^"]+)">/.exec(html)?.[1];
    expect(listed?.split(' ')).toEqual(ASSETS.scripts);
    expect(html).toContain(`<script>${inline.load}</script>`);
    // After the config element it reads.
    expect(html.indexOf(inline.load)).toBeGreaterThan(html.indexOf('id="docs-config"'));
  });

  it('leaves the ad slot out of a page whose demo asks for no ad, and keeps it on other free pages', async () => {
    // The showcase pages' demos carry `"disableAd": true`; the sorting guide's do not.
    const showcase = await (await call('/x/react-data-grid/demos/real-time-data')).text();
    expect(showcase).toContain('data-demo=');
    expect(showcase).not.toContain('data-ad-slot');
    expect(await (await call('/x/react-data-grid/sorting')).text()).toContain('data-ad-slot');
  });

  it('renders the demo options of the pages that use them in the first HTML', async () => {
    const demoTag = (html: string, name: string) => html.match(new RegExp(`<div class="demo" [^>]*data-demo-name="${name}"[^>]*>`))?.[0] ?? '';
    const quickstart = await (await call('/x/react-date-pickers/quickstart')).text();
    const open = demoTag(quickstart, 'FirstDatePicker');
    expect(open).toContain(' data-expanded');
    expect(quickstart).toMatch(/data-demo-action="code" aria-expanded="true" aria-controls="react-date-pickers-quickstart-FirstDatePicker-code"/);
    expect(demoTag(quickstart, 'LuxonDatePicker')).toContain('data-bg="inline"');
    expect(demoTag(quickstart, 'LuxonDatePicker')).not.toContain('data-expanded');
    expect(demoTag(await (await call('/x/react-date-pickers')).text(), 'PickersGallery')).toContain('data-bg="playground"');
    const charts = await (await call('/x/react-charts')).text();
    expect(demoTag(charts, 'ChartsOverview')).toContain('data-hide-toolbar');
    expect(charts).not.toContain('class="demo-toolbar"');
  });

  it('sends the demo crash box and live editor strings only to pages with demos, in the page language', async () => {
    const config = (html: string) => JSON.parse(html.match(/<script id="docs-config" type="application\/json"[^>]*>([^<]*)<\/script>/)![1]!) as { demoStrings?: Record<string, string> };
    const zh = config(await (await call('/zh/x/react-charts/bars')).text());
    expect(zh.demoStrings?.crashTitle).toBe('此示例崩溃了。');
    expect(zh.demoStrings?.errorRender).toBe('渲染示例时出错');
    expect(config(await (await call('/x/react-charts/bars')).text()).demoStrings?.crashTitle).toBe('This demo crashed.');
    expect(config(await (await call('/x/introduction/licensing')).text()).demoStrings).toBeUndefined();
    // The API tab of a guide with demos shows none of them.
    expect(config(await (await call('/x/react-data-grid/components')).text()).demoStrings?.crashTitle).toBe('This demo crashed.');
    const tab = await (await call('/x/react-data-grid/components/components-api')).text();
    expect(tab).toContain('class="at');
    expect(tab).not.toContain('data-demo=');
    expect(config(tab).demoStrings).toBeUndefined();
  });

  it('sends the demo runtime to preload only to readers of pages with demos', async () => {
    const config = (html: string) => JSON.parse(html.match(/<script id="docs-config" type="application\/json"[^>]*>([^<]*)<\/script>/)![1]!) as { demoRuntime?: string[] };
    const runtime = config(await (await call('/x/react-charts/bars')).text()).demoRuntime ?? [];
    expect(runtime[0]).toMatch(/^\/build\/chunks\/runtime-[\w-]+\.js$/);
    expect(runtime.length).toBeGreaterThan(1);
    expect(config(await (await call('/x/introduction/licensing')).text()).demoRuntime).toBeUndefined();
    const bot = await call('/x/react-charts/bars', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    expect(config(await bot.text()).demoRuntime).toBeUndefined();
  });

  it('serves Chinese UI strings under /zh', async () => {
    const html = await (await call('/zh/x/introduction')).text();
    expect(html).toContain('lang="zh-CN"');
    expect(html).toContain('跳到正文');
    expect(html).toContain('href="/zh/x/introduction/installation"');
  });

  it('shows a /zh page without its own text under a Chinese UI: shell, nav labels, demo toolbars, language menu', async () => {
    const html = await (await call('/zh/x/react-data-grid/sorting')).text();
    // English body with the notice, everything around it in Chinese.
    expect(html).toContain('data-untranslated');
    expect(html).toContain('本页尚未翻译成中文');
    for (const zh of [
      '跳到正文',
      '主导航',
      '目录',
      '阅读进度',
      '上一页',
      '下一页',
      'aria-label="分页导航"',
      '打开设置',
      '数据表格',
      '排序',
      '行选择',
      '主要功能',
      '高级功能',
      '显示代码',
      'aria-label="复制源代码"',
      'aria-label="重置示例"',
      'aria-label="复制代码">复制<',
      '"linkCopied":"链接已复制"',
    ]) {
      expect(html).toContain(zh);
    }
    // No English UI word as a label, title or element text.
    const english = [
      'Skip to content',
      'Main navigation',
      'Contents',
      'Reading progress',
      'Previous',
      'Next',
      'Pagination',
      'Edit this page',
      'Open settings',
      'Settings',
      'Mode',
      'Light',
      'Dark',
      'System',
      'Direction',
      'Density',
      'Back to top',
      'Search',
      'Language',
      'Show code',
      'Hide code',
      'Copy the source',
      'Reset the demo',
      'Code styling',
      'Copy the code',
      'Copy',
      'Main features',
      'Advanced features',
      'Row selection',
    ];
    for (const word of english) {
      expect(html, word).not.toContain(`"${word}"`);
      expect(html, word).not.toContain(`>${word}<`);
      expect(html, word).not.toContain(`>${word} <`);
    }
    expect(html).not.toMatch(/aria-label="Demo( actions)?: /);
    // The language menu offers English for the same page.
    expect(html).toMatch(/<a href="\/x\/react-data-grid\/sorting" lang="en" hrefLang="en">English<\/a>/i);
  });

  it('offers 中文 in the language menu of every English page, error pages included', async () => {
    for (const path of ['/x/react-data-grid/sorting', '/x/introduction', '/x/no-such-page']) {
      const html = await (await call(path)).text();
      expect(html).toMatch(new RegExp(`<a href="/zh${path}" lang="zh" hrefLang="zh">中文</a>`, 'i'));
    }
  });

  it('sets security headers and a hash-based CSP', async () => {
    const res = await call('/x/introduction');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('nonce-');
    // The live editor runs edited demo code from blob: modules, never through eval.
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toContain('blob:');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows every inline script a page carries by the hash of its exact bytes, and nothing else inline', async () => {
    for (const path of ['/x/introduction', '/x/react-data-grid/sorting', '/zh/x/react-charts/lines', '/x/no-such-page']) {
      const res = await call(path);
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
      const html = await res.text();
      // Inline classic scripts and speculation rules; JSON data blocks (docs-config) do not run.
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inlineScripts.length).toBeGreaterThanOrEqual(3);
      for (const text of inlineScripts) {
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
        const hash = `'sha256-${btoa(String.fromCharCode(...digest))}'`;
        expect(scriptSrc, `${path}: ${text.slice(0, 60)}`).toContain(hash);
      }
    }
  });

  it('answers If-None-Match with 304 and never lets shared caches store a variant', async () => {
    const first = await call('/x/introduction/installation');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toContain('private');
    expect(first.headers.get('vary')).toContain('Cookie');
    const again = await call('/x/introduction/installation', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  // RFC 9110 §13.1.2: If-None-Match uses weak comparison, takes a list, and `*` matches any current representation.
  describe.each([
    ['from the rendered-HTML cache', {}, {}],
    ['after the record is read (cache bypassed)', { 'X-Bypass-Cache': '1' }, { ALLOW_CACHE_BYPASS: 'true' }],
  ])('If-None-Match %s', (_, headers: Record<string, string>, bindings: Record<string, string>) => {
    const path = '/x/introduction/mcp';
    let etag = '';
    beforeAll(async () => {
      etag = (await call(path)).headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"[^"]+"$/);
    });
    it.each([
      ['the ETag itself', (t: string) => t, 304],
      ['the strong form of the weak ETag', (t: string) => t.slice(2), 304],
      ['a list that names it second', (t: string) => `W/"0000", ${t}`, 304],
      ['a list of strong forms without spaces', (t: string) => `"0000",${t.slice(2)}`, 304],
      ['*', () => '*', 304],
      ['another tag', () => 'W/"0000"', 200],
      ['a tag that only contains it', (t: string) => `W/"x${t.slice(3)}`, 200],
      ['an empty value', () => '', 200],
      ['the tag unquoted', (t: string) => t.slice(3, -1), 200],
    ])('%s answers %i', async (_, value, status) => {
      const res = await call(path, { headers: { ...headers, 'If-None-Match': value(etag) } }, bindings);
      expect(res.status).toBe(status);
      if (status === 304) {
        expect(await res.text()).toBe('');
        expect(res.headers.get('etag')).toBe(etag);
        expect(res.headers.get('vary')).toContain('Cookie');
      } else {
        expect(res.headers.get('etag')).toBe(etag);
        expect(await res.text()).toContain('<h1');
      }
    });
  });

  it('answers If-None-Match: * on a missing page with the 404, not a 304', async () => {
    const res = await call('/x/introduction/no-such-page', { headers: { 'If-None-Match': '*' } });
    expect(res.status).toBe(404);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br, gzip', null],
    ['gzip;q=0.5, br;q=0.5', 'gzip'],
    ['br;q=1, gzip;q=0.5', null],
    ['gzip;q=0, br', null],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', null],
    ['identity', null],
    [';;,=q', null],
  ])('from memory, Accept-Encoding %j gets Content-Encoding %s', async (accept, encoding) => {
    const path = '/x/introduction/licensing';
    const plain = await (await call(path)).text();
    const res = await call(path, { headers: { 'Accept-Encoding': accept } });
    expect(res.headers.get('x-render')).toBe('cache');
    expect(res.headers.get('content-encoding')).toBe(encoding);
    const body = encoding ? res.body!.pipeThrough(new DecompressionStream('gzip')) : res.body;
    expect(await new Response(body).text()).toBe(plain);
  });

  it('gives each preference combination its own ETag', async () => {
    const ts = (await call('/x/introduction')).headers.get('etag');
    const js = (await call('/x/introduction', { headers: { cookie: 'codeVariant=JS' } })).headers.get('etag');
    expect(ts).not.toBe(js);
  });

  it('answers a repeat request from memory with the gzip bytes made once, when the client prefers gzip', async () => {
    const plain = await (await call('/x/introduction/roadmap')).text();
    const res = await call('/x/introduction/roadmap', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('x-render')).toBe('cache');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const unzipped = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(unzipped).toBe(plain);
    // A client that prefers brotli (or takes no compression) gets the HTML for the edge to encode.
    for (const accept of ['br, gzip', '']) {
      const other = await call('/x/introduction/roadmap', { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(other.headers.get('content-encoding')).toBeNull();
      expect(await other.text()).toBe(plain);
    }
  });

  it('judges by the client\'s own Accept-Encoding (cf.clientAcceptEncoding), not the "br, gzip" the edge hands the Worker', async () => {
    const plain = await (await call('/x/introduction/priority-support')).text();
    // As on Cloudflare (and Miniflare): the header is rewritten and the browser's own kept in cf.
    const asEdge = (client: string): RequestInit => ({ headers: { 'Accept-Encoding': 'br, gzip' }, cf: { clientAcceptEncoding: client } }) as RequestInit;
    const chrome = await call('/x/introduction/priority-support', asEdge('gzip, deflate, br, zstd'));
    expect(chrome.headers.get('x-render')).toBe('cache');
    expect(chrome.headers.get('content-encoding')).toBe('gzip');
    expect(await new Response(chrome.body!.pipeThrough(new DecompressionStream('gzip'))).text()).toBe(plain);
    for (const client of ['br;q=1, gzip;q=0.5', 'identity', '']) {
      const other = await call('/x/introduction/priority-support', asEdge(client));
      expect(other.headers.get('content-encoding')).toBeNull();
      expect(await other.text()).toBe(plain);
    }
  });

  it('answers a repeat request from the rendered-HTML cache', async () => {
    await call('/x/introduction/support');
    const res = await call('/x/introduction/support');
    expect(res.headers.get('x-render')).toBe('cache');
    expect(await res.text()).toContain('<h1');
  });

  it.each([
    ['codeVariant=JS; codeStyling=tailwind', 'JS', 'tailwind'],
    ['codeVariant=js; codeStyling=<script>', 'TS', 'system'],
    ['codeVariant=%E0%A4%A; =;;; codeStyling', 'TS', 'system'],
    ['', 'TS', 'system'],
  ])('reads preference cookies %j safely', async (cookie, variant, styling) => {
    const res = await call('/x/introduction', { headers: { cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`data-code-variant="${variant}"`);
    expect(html).toContain(`data-code-styling="${styling}"`);
  });

  it('shows a notice on a Chinese URL of an untranslated page', async () => {
    const html = await (await call('/zh/x/common-concepts/custom-components')).text();
    expect(html).toContain('data-untranslated');
  });
});

describe('errors and redirects', () => {
  it('renders a 404 page with the shell and navigation', async () => {
    const res = await call('/x/no-such-page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('class="nav-tree"');
    expect(html).toContain('Page not found');
    expect(html).toContain('noindex');
  });

  it('renders a 503 page with a retry when KV fails, without a stack trace', async () => {
    const broken = { get: () => Promise.reject(new Error('KV exploded at line 42')) };
    // A path no other test renders, so no cached copy answers first.
    const res = await call('/x/guides/telemetry', {}, { PAGES: broken as unknown as KVNamespace });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const html = await res.text();
    expect(html).toContain('retry');
    expect(html).not.toContain('exploded');
    expect(html).not.toMatch(/at \w+ \(/);
  });

  it.each([
    ['/x/introduction/', '/x/introduction'],
    ['/x/introduction/?a=1&b=2', '/x/introduction?a=1&b=2'],
    ['/', '/x/introduction'],
    ['/x', '/x/introduction'],
    ['/en/x/introduction', '/x/introduction'],
    ['//evil.example/', '/evil.example'],
  ])('redirects %s permanently to %s', async (from, to) => {
    const res = await call(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it.each([
    ['/x/%3Cscript%3Ealert(1)%3C/script%3E', 400],
    ['/x/%E0%A4%A', 400],
    ['/x/a%00b', 400],
    [`/x/${'a'.repeat(2100)}`, 414],
    ['/fr/x/introduction', 404],
    ['/x/playground/NoSuchDemo', 404],
  ])('answers the bad path %s with %i and reflects nothing', async (path, status) => {
    const res = await call(path);
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('a'.repeat(100));
  });

  it('answers HEAD and refuses other methods', async () => {
    expect((await call('/x/introduction', { method: 'HEAD' })).status).toBe(200);
    expect((await call('/x/introduction', { method: 'POST' })).status).toBe(405);
  });
});

describe('version menu', () => {
  it('links older versions to their own hosts', async () => {
    const html = await (await call('/x/introduction')).text();
    expect(html).toContain('v8.11.1');
    expect(html).toMatch(/href="https:\/\/v7\.mui\.com\/x\/introduction"/);
    expect(html).toMatch(/href="https:\/\/v6\.mui\.com\//);
    expect(html).toMatch(/href="https:\/\/v5\.mui\.com\//);
    expect(html).not.toContain('v4.mui.com');
  });

  it('uses configured hosts and the language prefix', async () => {
    // A path no other test renders, so the rendered-HTML cache holds no copy with other hosts.
    const html = await (await call('/zh/x/introduction/roadmap', {}, { VERSION_HOST_V7: 'https://seven.example' })).text();
    expect(html).toContain('href="https://seven.example/zh/x/introduction/roadmap"');
  });
});

describe('bots', () => {
  it('gets complete HTML', async () => {
    const res = await call('/x/introduction', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<\/html>$/);
  });
});
