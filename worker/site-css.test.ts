/**
 * The site stylesheet for returning readers (lib/site-css.ts): a reader
 * whose `siteCss` cookie names this build's stylesheet file gets pages that
 * link it; everyone else gets it inline. Each is its own variant (ETag,
 * render cache), and a cookie that is wrong in any way changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import css from './generated/css.json';
import { call, seedPages } from './test-helpers';

beforeAll(() => seedPages());

const HASH = /site-([0-9a-f]+)\.css$/.exec(css.href)![1]!;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const LINK = `<link rel="stylesheet" href="${css.href}"/>`;

async function page(path: string, cookie?: string) {
  const res = await call(path, cookie === undefined ? {} : { headers: { cookie } });
  return { res, html: await res.text() };
}

describe('site stylesheet: inline for a first visit, linked once the reader holds the file', () => {
  it('inlines it without the cookie, and tells the client which file to cache', async () => {
    const { res, html } = await page('/x/introduction/installation');
    expect(res.status).toBe(200);
    expect(head(html)).toContain('<style>:root{--mui-');
    expect(head(html)).not.toContain(LINK);
    expect(html).toContain(`"siteCss":"${css.href}"`);
  });

  it('links it, with no inline copy, when the cookie names this build’s file', async () => {
    for (const path of ['/x/introduction/installation', '/zh/x/introduction/installation', '/x/react-data-grid/sorting', '/x/no-such-page']) {
      const { res, html } = await page(path, `codeVariant=JS; siteCss=${HASH}`);
      expect([200, 404]).toContain(res.status);
      expect(head(html)).toContain(LINK);
      expect(head(html)).not.toContain('<style>');
      expect(html.length).toBeLessThan((await page(path)).html.length - 50_000);
    }
  });

  it('inlines it for a cookie naming another file, an empty or malformed one', async () => {
    for (const cookie of [`siteCss=0000000000`, 'siteCss=', `siteCss=${HASH}x`, `siteCss="${HASH}`, `siteCss=%E0%A4%A`, `siteCss = ; ${'a'.repeat(5000)}`]) {
      const { res, html } = await page('/x/introduction/installation', cookie);
      expect(res.status).toBe(200);
      expect(head(html)).toContain('<style>:root{--mui-');
      expect(head(html)).not.toContain(LINK);
    }
  });

  it('keeps the two as separate variants: their own ETag and rendered-HTML cache entry', async () => {
    const inline = await page('/x/introduction/installation');
    const linked = await page('/x/introduction/installation', `siteCss=${HASH}`);
    expect(inline.res.headers.get('etag')).toBeTruthy();
    expect(linked.res.headers.get('etag')).not.toBe(inline.res.headers.get('etag'));
    expect(linked.res.headers.get('vary')).toContain('Cookie');
    // From the cache now: each still answers its own HTML.
    expect(head((await page('/x/introduction/installation')).html)).toContain('<style>:root{--mui-');
    expect(head((await page('/x/introduction/installation', `siteCss=${HASH}`)).html)).toContain(LINK);
    // A revalidation with the other variant's ETag gets the full page, not a 304.
    const cross = await call('/x/introduction/installation', { headers: { 'if-none-match': inline.res.headers.get('etag')!, cookie: `siteCss=${HASH}` } });
    expect(cross.status).toBe(200);
  });
});
