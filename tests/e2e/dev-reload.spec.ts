/**
 * The open tab under `npm start` (client/dev-reload.ts, as the build bundled it), in Chromium against a
 * fake dev server (routes of a made-up origin): a prose edit swaps the
 * changed paragraphs in place, with the demos left mounted, the page not
 * reloaded and the reading position kept; an edit that touches a demo, the
 * title or the table of contents reloads the page.
 */
import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import type { DevReloadBundle } from '../../lib/generated';

const DEV_RELOAD_SCRIPT = (JSON.parse(readFileSync('worker/generated/dev-reload.json', 'utf8')) as DevReloadBundle).code;

const ORIGIN = 'http://dev-reload.test';

interface Content {
  title: string;
  blocks: readonly string[];
  toc: string;
}

const html = (c: Content) =>
  `<!doctype html><html><head><title>${c.title}</title></head><body><article class="page"><h1>${c.title}</h1><div class="body">${c.blocks.join('')}</div></article><nav class="toc">${c.toc}</nav><script src="/__dev/reload.js" defer></script></body></html>`;

const filler = Array.from({ length: 30 }, (_, i) => `<p>Filler paragraph ${i} of a long page, there to scroll.</p>`);
const demo = (label: string) => `<div class="demo" data-demo="d1" data-demo-name="${label}"><div data-demo-frame></div></div>`;

/** A fake dev server whose content, published versions (per locale) and build error the test moves. */
async function devServer(page: Page, first: Content, path = '/x/page') {
  let content = first;
  const state: { version: number; locales: Record<string, number>; error?: string } = { version: 1, locales: { en: 1, zh: 1 } };
  await page.route(`${ORIGIN}/**`, (route) => {
    const at = new URL(route.request().url()).pathname;
    if (at === '/__dev/state') return route.fulfill({ contentType: 'application/json', body: JSON.stringify(state) });
    if (at === '/__dev/reload.js') return route.fulfill({ contentType: 'text/javascript', body: DEV_RELOAD_SCRIPT });
    return route.fulfill({ contentType: 'text/html', body: html(content) });
  });
  // The script's first poll takes the page as served for its base: its fetch of the page is the sign.
  const based = page.waitForResponse((r) => r.request().resourceType() === 'fetch' && new URL(r.url()).pathname === path);
  await page.goto(`${ORIGIN}${path}`);
  // A mounted demo (what the client renders into the frame) and a mark that a reload would lose.
  await page.evaluate(() => {
    document.querySelector('[data-demo-frame]')!.innerHTML = '<div id="mounted">grid</div>';
    (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
  });
  await based;
  return {
    /** New content, published for English (as a one-page rebuild publishes one locale), or for the locale given. */
    publish: (next: Content, locale = 'en') => {
      content = next;
      state.version++;
      state.locales[locale] = state.version;
    },
    fail: (error: string | undefined) => {
      state.error = error;
    },
  };
}

const reloaded = (page: Page) => page.evaluate(() => !(window as unknown as { loadedOnce?: boolean }).loadedOnce);

test.describe('dev reload: an edit shows in the open tab by itself', () => {
  const start: Content = { title: 'Sorting', blocks: ['<p id="intro">Intro text.</p>', demo('SortingGrid'), ...filler, '<p id="last">Last words.</p>'], toc: '<a href="#a">A</a>' };

  test('a changed paragraph is swapped in place: no reload, the demo stays mounted, the reading position stays', async ({ page }) => {
    const server = await devServer(page, start);
    await page.evaluate(() => window.scrollTo(0, 400));
    // The reading position: where a paragraph the reader is looking at sits in the window.
    const readingAt = () => page.locator('p', { hasText: 'Filler paragraph 10 ' }).evaluate((p) => p.getBoundingClientRect().top);
    const before = await readingAt();
    server.publish({ ...start, blocks: ['<p id="intro">Intro text, edited.</p>', '<p id="added">A new paragraph.</p>', demo('SortingGrid'), ...filler, '<p id="last">Last words.</p>'] });
    await expect(page.locator('#intro')).toHaveText('Intro text, edited.');
    await expect(page.locator('#added')).toHaveText('A new paragraph.');
    expect(await reloaded(page)).toBe(false);
    await expect(page.locator('#mounted')).toHaveText('grid');
    // A paragraph added above it does not move it (the browser's scroll anchoring).
    expect(await readingAt()).toBe(before);
    // A second edit is compared with the first one's page, and swapped too.
    server.publish({ ...start, blocks: ['<p id="intro">Intro text, edited.</p>', '<p id="added">A new paragraph.</p>', demo('SortingGrid'), ...filler, '<p id="last">Last words, edited.</p>'] });
    await expect(page.locator('#last')).toHaveText('Last words, edited.');
    await expect(page.locator('#added')).toHaveCount(1);
    expect(await reloaded(page)).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('data-dev-swapped', '2');
  });

  for (const [what, next] of [
    // Two edits on either side of a demo are one changed range that holds the demo.
    ['text on both sides of a demo', { ...start, blocks: ['<p id="intro">Intro, edited.</p>', demo('SortingGrid'), ...filler, '<p id="last">Last, edited.</p>'] }],
    ['a demo', { ...start, blocks: ['<p id="intro">Intro text.</p>', demo('SortingGridRenamed'), ...filler, '<p id="last">Last words.</p>'] }],
    ['the title', { ...start, title: 'Sorting rows' }],
    ['the table of contents', { ...start, toc: '<a href="#a">A</a><a href="#b">B</a>' }],
  ] as const) {
    test(`an edit of ${what} reloads the page`, async ({ page }) => {
      const server = await devServer(page, start);
      server.publish(next);
      await expect.poll(() => reloaded(page).catch(() => false)).toBe(true);
      await expect(page.locator('#mounted')).toHaveCount(0);
    });
  }

  test('a page reloads for its own locale only: an English page not when only Chinese changed, a Chinese page then', async ({ page }) => {
    const edited = { ...start, title: 'Sorting, edited' };
    const server = await devServer(page, start);
    server.publish(edited, 'zh');
    // Two polls later (each asks for the state), still the same page.
    for (let i = 0; i < 2; i++) await page.waitForRequest((r) => r.url().endsWith('/__dev/state'));
    expect(await reloaded(page)).toBe(false);
    const zhPage = await page.context().newPage();
    const zh = await devServer(zhPage, start, '/zh/x/page');
    zh.publish(edited, 'zh');
    await expect.poll(() => reloaded(zhPage).catch(() => false)).toBe(true);
  });

  test('a build error shows over the page without a reload, and goes once a build succeeds', async ({ page }) => {
    const server = await devServer(page, start);
    server.fail('content/pages/x/index.md: unknown demo <Nope>');
    await expect(page.locator('[data-dev-error][role=alert]')).toContainText('unknown demo <Nope>');
    expect(await reloaded(page)).toBe(false);
    server.fail(undefined);
    await expect(page.locator('[data-dev-error]')).toHaveCount(0);
    expect(await reloaded(page)).toBe(false);
  });
});
