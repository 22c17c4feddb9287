/**
 * Search engines and link previews inside workerd: robots.txt, sitemap.xml,
 * canonical / hreflang / Open Graph tags on the configured origin
 * (SITE_URL), and proof that no reader's response depends on the Host,
 * Forwarded or X-Forwarded-* headers (or the host the request came in on).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JoinedPageRecord } from '../lib/page-record';
import type { SitemapEntry } from '../lib/generated';
import { FAVICON_SVG } from '../ui/Document';
import app from './index';
import { englishRecords } from './search/test-records';
import { sitemapXml } from './seo';
import { VAR_DEFAULTS, readVars } from './vars';
import { call, env, seedPages } from './test-helpers';

let records: JoinedPageRecord[];

beforeAll(async () => {
  await seedPages();
  records = await englishRecords();
}, 120_000);

afterEach(() => vi.restoreAllMocks());

/** A minimal XML well-formedness check: one root, balanced tags, no stray `<` or `&`. */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  let roots = 0;
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < body.length) {
    const lt = body.indexOf('<', i);
    const text = body.slice(i, lt < 0 ? body.length : lt);
    expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<>]/);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(body);
    expect(m, `bad markup at ${body.slice(lt, lt + 80)}`).not.toBeNull();
    const [all, close, name, attrs, selfClose] = m!;
    expect((attrs ?? '').replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<>]/);
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClose) {
      if (!stack.length) roots++;
      stack.push(name!);
    } else if (!stack.length) roots++;
    i = lt + all.length;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const DEFAULT_SITE_URL = VAR_DEFAULTS.SITE_URL;
/** SITE_URL as the worker reads it (worker/vars.ts, one owner for every var). */
const siteOrigin = (vars: { SITE_URL?: string }) => readVars({ ...env, ...vars }).SITE_URL;

describe('SITE_URL', () => {
  it('is the origin of a well-formed http(s) value, without a trailing slash', () => {
    expect(siteOrigin({ SITE_URL: 'https://mui.com' })).toBe('https://mui.com');
    expect(siteOrigin({ SITE_URL: 'https://Docs.Example:8443/' })).toBe('https://docs.example:8443');
    expect(siteOrigin({ SITE_URL: ' https://mui.com ' })).toBe('https://mui.com');
  });

  it('falls back to the default when it is missing or empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(siteOrigin({ SITE_URL: undefined })).toBe(DEFAULT_SITE_URL);
    expect(siteOrigin({ SITE_URL: '' })).toBe(DEFAULT_SITE_URL);
    // One JSON log line each (worker/log.ts).
    for (const [line] of warn.mock.calls)
      expect(JSON.parse(String(line))).toMatchObject({ level: 'warn', kind: 'var-invalid', message: 'var SITE_URL is missing; using its default "http://127.0.0.1:8787"' });
  });

  it('falls back to the default on a malformed value, with one log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const bad of ['mui.com', 'ftp://mui.com', 'https://mui.com/x', 'https://mui.com/?a=1', 'https://u:p@mui.com', 'javascript:alert(1)']) {
      expect(siteOrigin({ SITE_URL: bad })).toBe(DEFAULT_SITE_URL);
      expect(siteOrigin({ SITE_URL: bad })).toBe(DEFAULT_SITE_URL);
    }
    expect(warn).toHaveBeenCalledTimes(6);
    for (const [line] of warn.mock.calls)
      expect(JSON.parse(String(line))).toMatchObject({ level: 'warn', kind: 'var-invalid', message: 'var SITE_URL is malformed; using its default "http://127.0.0.1:8787"' });
  });

  it('defaults to npm start’s address in wrangler.toml', () => {
    expect(env.SITE_URL).toBe(DEFAULT_SITE_URL);
  });
});

describe('/robots.txt', () => {
  it('allows crawling and names the sitemap on the configured origin', async () => {
    const res = await call('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('User-agent: *\nAllow: /\n\nSitemap: http://127.0.0.1:8787/sitemap.xml\n');
    const other = await (await call('/robots.txt', {}, { SITE_URL: 'https://docs.example' })).text();
    expect(other).toContain('Sitemap: https://docs.example/sitemap.xml\n');
  });
});

describe('/sitemap.xml', () => {
  it('is well-formed XML listing every page in both languages with hreflang alternates', async () => {
    const res = await call('/sitemap.xml', {}, { SITE_URL: 'https://docs.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    assertWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => /<loc>(.*?)<\/loc>/.exec(u)![1]!);
    const expected = records.flatMap((r) => [`https://docs.example${r.path}`, `https://docs.example/zh${r.path}`]);
    expect(records.length).toBeGreaterThan(100);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(expected.sort());
    // Within the 50,000-URL and 50 MB limits of the protocol.
    expect(locs.length).toBeLessThan(50_000);
    expect(new TextEncoder().encode(xml).length).toBeLessThan(50 * 1024 * 1024);
    const sorting = urls.find((u) => u.includes('<loc>https://docs.example/zh/x/react-data-grid/sorting</loc>'))!;
    expect(sorting).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://docs.example/x/react-data-grid/sorting"/>');
    expect(sorting).toContain('<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://docs.example/zh/x/react-data-grid/sorting"/>');
    expect(sorting).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://docs.example/x/react-data-grid/sorting"/>');
    for (const u of urls) expect(u.match(/<xhtml:link /g)).toHaveLength(3);
  });

  it('has no lastmod: no page of the build has a frontmatter date (never file times)', async () => {
    const xml = await (await call('/sitemap.xml')).text();
    expect(records.some((r) => r.date)).toBe(false);
    expect(xml).not.toContain('<lastmod>');
  });

  it('gives lastmod exactly to the pages whose frontmatter has a date, and escapes', () => {
    const pages: SitemapEntry[] = [['/x/a', '2025-03-04'], ['/x/b&c']];
    const xml = sitemapXml(pages, [], 'https://docs.example');
    assertWellFormedXml(xml);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls).toHaveLength(4);
    expect(urls.filter((u) => u.includes('<lastmod>2025-03-04</lastmod>')).map((u) => /<loc>(.*?)<\/loc>/.exec(u)![1])).toEqual(['https://docs.example/x/a', 'https://docs.example/zh/x/a']);
    expect(urls.filter((u) => u.includes('<lastmod>'))).toHaveLength(2);
    expect(xml).toContain('<loc>https://docs.example/x/b&amp;c</loc>');
  });
});

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('canonical, alternates and link previews', () => {
  it('puts canonical, hreflang, Open Graph and Twitter tags on the configured origin', async () => {
    const html = head(await (await call('/x/react-data-grid/sorting', {}, { SITE_URL: 'https://docs.example' })).text());
    expect(html).toContain('<link rel="canonical" href="https://docs.example/x/react-data-grid/sorting"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://docs.example/x/react-data-grid/sorting"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="zh-Hans" href="https://docs.example/zh/x/react-data-grid/sorting"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://docs.example/x/react-data-grid/sorting"/>');
    expect(html).toContain('<meta property="og:url" content="https://docs.example/x/react-data-grid/sorting"/>');
    expect(html).toContain('<meta property="og:image" content="https://docs.example/og/x-data-grid.png"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ - MUI X"\/>/);
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="twitter:image" content="https://docs.example/og/x-data-grid.png"/>');
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff"/>');
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f1214"/>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    // The icon travels in the page (a data: URL), so no request is made for it.
    const icon = /<link rel="icon" href="(data:image\/svg\+xml,[^"]+)" type="image\/svg\+xml"\/>/.exec(html)?.[1];
    expect(decodeURIComponent(icon!.slice('data:image/svg+xml,'.length))).toBe(FAVICON_SVG);
    // Nothing absolute points at the request's host.
    expect(html).not.toContain('http://127.0.0.1/');
  });

  it('gives a Chinese page its own canonical and the same alternates', async () => {
    const html = head(await (await call('/zh/x/react-date-pickers/date-picker')).text());
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/zh/x/react-date-pickers/date-picker"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://127.0.0.1:8787/x/react-date-pickers/date-picker"/>');
    expect(html).toContain('<meta property="og:locale" content="zh_CN"/>');
    expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:8787/og/x-date-pickers.png"/>');
  });

  it('gives an API tab its own canonical', async () => {
    const page = records.find((r) => r.kind === 'markdown' && r.components?.length)!;
    expect(page).toBeDefined();
    const res = await call(`${page.path}/components-api`);
    expect(res.status).toBe(200);
    const html = head(await res.text());
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:8787${page.path}/components-api"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="zh-Hans" href="http://127.0.0.1:8787/zh${page.path}/components-api"/>`);
  });

  it('never serves cached HTML of one SITE_URL under another', async () => {
    const a = await call('/x/introduction/installation', {}, { SITE_URL: 'https://a.example' });
    expect(head(await a.text())).toContain('<link rel="canonical" href="https://a.example/x/introduction/installation"/>');
    const again = await call('/x/introduction/installation', {}, { SITE_URL: 'https://a.example' });
    expect(again.headers.get('x-render')).toBe('cache');
    await again.text();
    const b = await call('/x/introduction/installation', {}, { SITE_URL: 'https://b.example' });
    expect(head(await b.text())).toContain('<link rel="canonical" href="https://b.example/x/introduction/installation"/>');
    expect(b.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });

  it('leaves canonical, alternates and previews off a missing page', async () => {
    const res = await call('/x/no-such-page');
    expect(res.status).toBe(404);
    const html = head(await res.text());
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('rel="alternate"');
    expect(html).not.toContain('og:url');
  });
});

describe('spoofed Host, Forwarded and X-Forwarded-* headers', () => {
  const SPOOF = {
    Host: 'evil.example',
    Forwarded: 'for=203.0.113.9;host=evil.example;proto=https',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-For': '203.0.113.9',
    'X-Original-Host': 'evil.example',
    'X-Forwarded-Port': '8443',
    'X-Forwarded-Server': 'evil.example',
    'X-Real-IP': '203.0.113.9',
    'True-Client-IP': '203.0.113.9',
  };
  const MCP = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  const mcp = (name: string, args: Record<string, string>) => ({
    method: 'POST',
    headers: MCP,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  // Fresh renders both times (no rendered-HTML cache), so each response is made from this request.
  const bypass = { 'x-bypass-cache': '1' };
  const cases: [string, string, RequestInit][] = [
    ['an English page', '/x/react-data-grid/sorting', { headers: bypass }],
    // Rendered for the plain request, then answered from the rendered-HTML cache: the same key and ETag.
    ['a page from the cache', '/x/react-data-grid/filtering', {}],
    ['a page with preference cookies', '/x/react-date-pickers/date-picker', { headers: { ...bypass, cookie: 'codeVariant=JS; codeStyling=tailwind' } }],
    ['a Chinese page', '/zh/x/introduction', { headers: bypass }],
    ['an API tab', '/x/react-data-grid/components-api', { headers: bypass }],
    ['a missing page', '/x/no-such-page', { headers: bypass }],
    ['a bot', '/x/introduction', { headers: { ...bypass, 'user-agent': 'Googlebot/2.1' } }],
    ['a redirect', '/x/introduction/', {}],
    ['markdown', '/x/react-data-grid/sorting.md', {}],
    ['markdown by Accept', '/x/introduction', { headers: { Accept: 'text/markdown' } }],
    ['robots.txt', '/robots.txt', {}],
    ['the sitemap', '/sitemap.xml', {}],
    ['llms.txt', '/x/llms.txt', {}],
    ['search.json', '/x/search.json?q=sorting', {}],
    ['MCP search_docs', '/x/mcp', mcp('search_docs', { query: 'row grouping' })],
    ['MCP get_page', '/x/mcp', mcp('get_page', { path: '/x/react-data-grid/sorting' })],
    ['MCP get_api', '/x/mcp', mcp('get_api', { component: 'DataGridPro' })],
    ['MCP initialize', '/x/mcp', { method: 'POST', headers: MCP, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18' } }) }],
    ['the service worker', '/x/sw.js', {}],
  ];

  async function fetchAs(origin: string, path: string, init: RequestInit): Promise<{ status: number; headers: [string, string][]; body: Uint8Array }> {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${origin}${path}`, { redirect: 'manual', ...init }), { ...env, ALLOW_CACHE_BYPASS: 'true' }, ctx);
    await waitOnExecutionContext(ctx);
    const headers = [...res.headers].filter(([k]) => k !== 'x-render' && k !== 'date');
    return { status: res.status, headers, body: new Uint8Array(await res.arrayBuffer()) };
  }

  it.each(cases)('change nothing in %s', async (_, path, init) => {
    const plain = await fetchAs('http://127.0.0.1:8787', path, init);
    // workerd builds the request URL from the Host header: a spoofed host arrives as the URL too.
    const spoofed = await fetchAs('https://evil.example', path, { ...init, headers: { ...(init.headers as Record<string, string>), ...SPOOF } });
    expect(plain.status).toBeLessThan(500);
    expect(spoofed.status).toBe(plain.status);
    expect(spoofed.headers).toEqual(plain.headers);
    // Text first for a readable diff, then the bytes.
    expect(new TextDecoder().decode(spoofed.body)).toBe(new TextDecoder().decode(plain.body));
    expect(spoofed.body).toEqual(plain.body);
    expect(new TextDecoder().decode(spoofed.body)).not.toContain('evil.example');
  });

  it('share one cache entry and ETag: a spoofed request gets the render of a plain one, and a 304 for its ETag', async () => {
    const path = '/x/react-data-grid/pagination';
    const ctx = createExecutionContext();
    const plain = await app.fetch(new Request(`http://127.0.0.1:8787${path}`), env, ctx);
    await plain.arrayBuffer();
    await waitOnExecutionContext(ctx);
    const etag = plain.headers.get('etag')!;
    const spoofed = await call(path, { headers: SPOOF });
    expect(spoofed.headers.get('x-render')).toBe('cache');
    expect(spoofed.headers.get('etag')).toBe(etag);
    await spoofed.arrayBuffer();
    expect((await call(path, { headers: { ...SPOOF, 'If-None-Match': etag } })).status).toBe(304);
  });
});
