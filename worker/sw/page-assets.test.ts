/**
 * What the server puts on a page for issue 5: the ad slot (where it is,
 * its first state for readers and bots), the self-hosted font stylesheets
 * and the client config the analytics runtime reads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, seedPages } from '../test-helpers';

beforeAll(() => seedPages());

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const READER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

async function page(path: string, ua = READER): Promise<string> {
  const res = await call(path, { headers: { 'User-Agent': ua } });
  expect(res.status).toBe(200);
  return res.text();
}

function docsConfig(html: string): Record<string, unknown> {
  return JSON.parse(/<script id="docs-config" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
}

describe('ad slot', () => {
  it('sits under the description of a docs page, loading, with the display ratio', async () => {
    const html = await page('/x/introduction/installation');
    const slot = /<div class="ad-slot" data-ad-slot="true" data-ad-state="loading" data-ga-display-ratio="0.1"><\/div>/.exec(html);
    expect(slot).not.toBeNull();
    expect(html.indexOf('class="description"')).toBeLessThan(slot!.index);
    expect(docsConfig(html)).toMatchObject({ bot: false, productId: 'x', adPlacement: expect.any(String) });
  });

  it.each([
    ['a Pro page', '/x/guides/telemetry'],
    ['a Premium page', '/x/introduction/priority-support'],
  ])('is absent on %s', async (_name, path) => {
    const html = await page(path);
    expect(html).not.toContain('data-ad-slot');
  });

  it('is empty for bots, and the client config says bot', async () => {
    const html = await page('/x/introduction/installation', BOT);
    expect(html).toMatch(/<div class="ad-slot" data-ad-slot="true" data-ad-state="empty"/);
    expect(docsConfig(html).bot).toBe(true);
  });
});

describe('stylesheets', () => {
  it('inlines the site stylesheet, links no icon font, and marks only the pages that ask for the extra font', async () => {
    const intro = await page('/x/introduction');
    const other = await page('/x/introduction/installation');
    for (const html of [intro, other]) {
      const head = html.slice(0, html.indexOf('<body'));
      // No stylesheet request before the first paint: the site CSS is in the head, the code theme and the extra font come from the head script.
      expect(head).not.toMatch(/<link rel="stylesheet"/);
      expect(head).toMatch(/<style>:root\{--mui-/);
      expect(html).not.toContain('icons.css');
      expect(html).not.toContain('material-icons');
    }
    expect(intro).toMatch(/<html [^>]*data-extra-font=""/);
    expect(other).not.toMatch(/<html [^>]*data-extra-font/);
  });
});
