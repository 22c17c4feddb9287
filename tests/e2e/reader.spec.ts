/**
 * The reader's experience of the shell (issue 16), at a desktop (1280x800)
 * and a phone (390x844) size: right-to-left layout, popups inside the
 * viewport, keyboard use of menus, drawer and settings.
 */
import { clientReady, expect, test, type Page } from './fixtures';
import { serve, type Server } from '../../scripts/serve';
import { READER_UA, forceRandom, seedPaths } from './stub-servers';

// A reader's browser: as a bot (HeadlessChrome) a page keeps its demo stand-ins.
test.use({ userAgent: READER_UA });

const PAGE = '/x/introduction/installation';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

function rtl(page: Page) {
  return page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
}

/** Bounding box of a locator, asserted to lie within the viewport horizontally and vertically. */
async function expectInViewport(page: Page, selector: string) {
  const vp = page.viewportSize()!;
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.x, `${selector} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${selector} right edge`).toBeLessThanOrEqual(vp.width + 0.5);
  expect(box!.y, `${selector} top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${selector} bottom edge`).toBeLessThanOrEqual(vp.height + 0.5);
  return box!;
}

/** Presses Tab until `selector` has focus (at most `max` times). */
async function tabTo(page: Page, selector: string, max = 15) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Waits for the slide of `selector` (a CSS transition) to end: a poll that reads "nearly there" can read a frame before the last. */
const slideEnded = (page: Page, selector: string) => page.locator(selector).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));

const focusedInside = (page: Page, selector: string) => page.evaluate((sel) => document.querySelector(sel)!.contains(document.activeElement), selector);

for (const vp of VIEWPORTS) {
  test.describe(`${vp.name} ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('right-to-left mirrors the whole layout and keeps the navigation on screen', async ({ page }) => {
      await rtl(page);
      await page.goto(PAGE);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
      const logo = (await page.locator('.app-bar .logo').boundingBox())!;
      const settingsBtn = (await page.getByRole('button', { name: 'Open settings' }).boundingBox())!;
      // The logo starts the bar on the right, the settings button is towards the left.
      expect(logo.x).toBeGreaterThan(vp.width / 2);
      expect(settingsBtn.x).toBeLessThan(vp.width / 2);
      if (vp.width >= 900) {
        // The navigation is a permanent column on the right, fully visible, the article on its left.
        const nav = await expectInViewport(page, '#nav-drawer');
        expect(nav.x + nav.width).toBeGreaterThan(vp.width - 2);
        const main = (await page.locator('#main-content').boundingBox())!;
        expect(main.x + main.width).toBeLessThanOrEqual(nav.x + 1);
        // The table of contents is the leftmost column.
        const toc = (await page.locator('.toc').boundingBox())!;
        expect(toc.x).toBeLessThan(main.x);
        await expect(page.locator('#nav-drawer [aria-current=page]')).toBeInViewport();
      } else {
        await expect(page.locator('#nav-drawer')).toBeHidden();
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.locator('#nav-drawer')).toBeVisible();
        // Wait for the slide-in to end: the drawer sits against the right edge.
        await expect
          .poll(async () => {
            const b = (await page.locator('#nav-drawer').boundingBox())!;
            return Math.abs(b.x + b.width - vp.width) < 1;
          })
          .toBe(true);
        await slideEnded(page, '#nav-drawer');
        await expectInViewport(page, '#nav-drawer');
        await page.keyboard.press('Escape');
      }
      // The settings panel opens from the left edge in RTL.
      await page.getByRole('button', { name: 'Open settings' }).click();
      await expect.poll(async () => Math.abs((await page.locator('#settings-panel').boundingBox())!.x)).toBeLessThan(1);
      await slideEnded(page, '#settings-panel');
      await expectInViewport(page, '#settings-panel');
    });

    for (const dir of ['ltr', 'rtl'] as const) {
      test(`every app-bar menu opens inside the viewport (${dir})`, async ({ page }) => {
        if (dir === 'rtl') await rtl(page);
        await page.goto('/x/react-data-grid/sorting');
        // Keeping a menu inside the viewport and closing it with Escape are the client's: a key pressed
        // before it runs has no handler (tests/e2e/fixtures.ts).
        await clientReady(page);
        const menus = await page.locator('details.menu').evaluateAll((ms) => ms.filter((m) => m.getClientRects().length > 0).map((m) => (m as HTMLElement).dataset.menu!));
        expect(menus).toContain('version');
        if (vp.width >= 600) expect(menus).toContain('product');
        for (const name of menus) {
          await page.locator(`[data-menu=${name}] > summary`).click();
          await expect(page.locator(`[data-menu=${name}] .menu-list`)).toBeVisible();
          await expectInViewport(page, `[data-menu=${name}] .menu-list`);
          await page.keyboard.press('Escape');
          await expect(page.locator(`[data-menu=${name}] .menu-list`)).toBeHidden();
        }
      });
    }

    test('a demo toolbar menu opens inside the viewport in both directions', async ({ page }) => {
      for (const dir of ['ltr', 'rtl']) {
        await page.goto('/x/react-charts/pie');
        if (dir === 'rtl') {
          await page.evaluate(() => localStorage.setItem('mui-direction', 'rtl'));
          await page.reload();
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        }
        const demo = page.locator('#react-charts-pie-LegendCardPie');
        await demo.scrollIntoViewIfNeeded();
        await expect(demo.locator('[data-demo-frame]')).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
        await demo.locator('.demo-toolbar [data-demo-action=styling-menu]').click();
        await expect(demo.locator('.demo-menu-list')).toBeVisible();
        await expectInViewport(page, '#react-charts-pie-LegendCardPie .demo-menu-list');
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), dir).toBeLessThanOrEqual(vp.width);
      }
    });

    test('app-bar menus follow the menu-button pattern with the keyboard only', async ({ page }) => {
      await page.goto('/x/react-data-grid/sorting');
      const summary = '[data-menu=version] > summary';
      await tabTo(page, summary);
      const button = page.locator(summary);
      await expect(button).toHaveAttribute('aria-haspopup', 'menu');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const items = page.locator('[data-menu=version] [role=menuitem]');
      const count = await items.count();
      expect(count).toBeGreaterThan(2);
      // Enter opens the menu and focuses the first item.
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('[data-menu=version] [role=menu]')).toBeVisible();
      await expect(items.first()).toBeFocused();
      // Arrows move and wrap; Home and End jump.
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(items.first()).toBeFocused();
      // Escape closes and returns focus to the button.
      await page.keyboard.press('Escape');
      await expect(items.first()).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // ArrowUp on the button opens on the last item; Space and ArrowDown open on the first.
      await page.keyboard.press('ArrowUp');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowDown');
      await expect(items.first()).toBeFocused();
      // Tab leaves the menu and closes it.
      await page.keyboard.press('Tab');
      await expect(items.first()).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // Space on the button opens it too.
      await page.locator(summary).focus();
      await page.keyboard.press('Space');
      await expect(items.first()).toBeFocused();
    });

    test('the settings panel takes focus, keeps Tab inside and returns it on close', async ({ page }) => {
      await page.goto(PAGE);
      await tabTo(page, '[data-settings-toggle]', 25);
      await page.keyboard.press('Enter');
      await expect(page.locator('#settings-panel')).toBeVisible();
      expect(await focusedInside(page, '#settings-panel')).toBe(true);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await focusedInside(page, '#settings-panel'), `Tab ${i + 1}`).toBe(true);
      }
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusedInside(page, '#settings-panel'), `Shift+Tab ${i + 1}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('#settings-panel')).toBeHidden();
      await expect(page.locator('[data-settings-toggle]')).toBeFocused();
    });
  });
}

test.describe('phone 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation drawer moves focus in, keeps Tab inside and returns it on close', async ({ page }) => {
    await page.goto(PAGE);
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await tabTo(page, '[data-drawer-toggle]');
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav-drawer')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await focusedInside(page, '#nav-drawer')).toBe(true);
    // Shift+Tab from the first control wraps to the last one, still inside.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInside(page, '#nav-drawer')).toBe(true);
    // Forward from there wraps back to the close button.
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-drawer [data-drawer-close]')).toBeFocused();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, '#nav-drawer'), `Tab ${i + 1}`).toBe(true);
    }
    // The page behind is inert while the drawer is open.
    expect(await page.locator('#main-content').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#nav-drawer')).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.locator('#main-content').evaluate((el) => (el as HTMLElement).inert)).toBe(false);
  });
});

for (const vp of VIEWPORTS) {
  test.describe(`pages at ${vp.name} ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('the 404 page offers a search box, the three closest pages and the product home', async ({ page }) => {
      const res = await page.goto('/x/react-data-grid/sortin');
      expect(res!.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page not found');
      const search = page.getByRole('search');
      await expect(search).toBeVisible();
      const box = search.getByRole('searchbox', { name: 'Search the documentation' });
      await expect(box).toHaveValue('sortin');
      const suggestions = page.locator('[data-suggestions] a');
      await expect(suggestions).toHaveCount(3);
      expect(await suggestions.first().getAttribute('href')).toBe('/x/react-data-grid/sorting');
      for (const href of await suggestions.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) expect(href).toMatch(/^\/x\//);
      const home = page.locator('[data-product-home]');
      await expect(home).toHaveAttribute('href', '/x/react-data-grid');
      await expect(home).toContainText('Data Grid');
      // The box searches with the keyboard: the search dialog opens with its query.
      await box.fill('row grouping');
      await box.press('Enter');
      const dialog = page.locator('dialog.search-dialog[open]');
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      await expect(dialog.locator('input')).toHaveValue('row grouping');
      await expectInViewport(page, 'dialog.search-dialog[open]');
    });

    test('previous and next links name the section of pages titled alike', async ({ page }) => {
      await page.goto('/x/react-data-grid/aggregation');
      const next = page.locator('.pager a.next');
      await expect(next).toHaveAttribute('href', '/x/react-data-grid/pivoting');
      await expect(next.locator('.pager-title')).toHaveText('Pivoting › Overview');
      await page.goto('/x/react-data-grid/server-side-data/tree-data');
      const titles = await page.locator('.pager .pager-title').allTextContents();
      expect(titles.some((t) => t.includes('›'))).toBe(true);
    });

    test('navigation groups show whether they are open, and a one-page group shows its page', async ({ page }) => {
      await page.goto('/x/introduction/installation');
      if (vp.width < 900) await page.getByRole('button', { name: 'Open navigation' }).click();
      const chevron = (sel: string) =>
        page
          .locator(sel)
          .first()
          .evaluate((el) => getComputedStyle(el, '::after').transform);
      const open = await chevron('#nav-drawer details[open] > summary');
      const closed = await chevron('#nav-drawer details:not([open]) > summary');
      expect(open).not.toBe('none');
      expect(closed).not.toBe('none');
      expect(open).not.toBe(closed);
      // Common concepts holds a single page: it is a link at once, no disclosure to open.
      await expect(page.locator('#nav-drawer [data-nav-group="/x/common-features-group"]')).toHaveCount(0);
      const only = page.locator('#nav-drawer a[href="/x/common-concepts/custom-components"]');
      await only.scrollIntoViewIfNeeded();
      await expect(only).toBeVisible();
    });

    test('no "Edit this page" link without SOURCE_URL; the search icon is a magnifier', async ({ page }) => {
      await page.goto('/x/introduction/installation');
      await expect(page.locator('.page-footer')).toBeVisible();
      await expect(page.locator('.page-footer a')).toHaveCount(0);
      await expect(page.getByText('Edit this page')).toHaveCount(0);
      // The icon's path is a ring with an empty centre plus a handle to the lower right.
      const fill = await page.locator('[data-search-open] svg path').evaluate((p) => {
        const path = p as SVGPathElement;
        const at = (x: number, y: number) => path.isPointInFill(new DOMPoint(x, y));
        return { centre: at(9.5, 9.5), ring: at(3.6, 9.5), handle: at(17.5, 17.8), outside: at(4, 19) };
      });
      expect(fill).toEqual({ centre: false, ring: true, handle: true, outside: false });
    });

    test('keys render as <kbd>, other markup as text; the head has canonical, hreflang, previews, manifest and theme colours', async ({ page }) => {
      const path = '/x/react-date-pickers/accessibility';
      await page.goto(path);
      // Markdown's <kbd> is an element, shown as a key cap inside the viewport; no tag is left as text.
      const kbd = page.locator('.body kbd');
      expect(await kbd.count()).toBeGreaterThan(10);
      await expect(kbd.first()).toHaveText('Tab');
      const cap = await kbd.first().evaluate((k) => ({ font: getComputedStyle(k).fontFamily, border: getComputedStyle(k).borderTopStyle, right: k.getBoundingClientRect().right }));
      expect(cap.font).toMatch(/mono/i);
      expect(cap.border).not.toBe('none');
      expect(cap.right).toBeLessThanOrEqual(vp.width);
      const text = await page.locator('.body').innerText();
      expect(text).not.toMatch(/<\/?(kbd|sup|sub|br)\b/);
      // Canonical on SITE_URL, alternates for both languages, link previews with the product's image.
      const head = await page.evaluate(() => {
        const attr = (sel: string, a = 'content') => document.head.querySelector(sel)?.getAttribute(a) ?? null;
        const themes = [...document.head.querySelectorAll('meta[name=theme-color]')].map((m) => ({ media: m.getAttribute('media')!, color: m.getAttribute('content')! }));
        return {
          canonical: attr('link[rel=canonical]', 'href'),
          alternates: Object.fromEntries([...document.head.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
          ogUrl: attr('meta[property="og:url"]'),
          ogTitle: attr('meta[property="og:title"]'),
          ogImage: attr('meta[property="og:image"]'),
          twitterCard: attr('meta[name="twitter:card"]'),
          twitterImage: attr('meta[name="twitter:image"]'),
          manifest: attr('link[rel=manifest]', 'href'),
          icon: attr('link[rel=icon]', 'href'),
          themes,
          current: themes.find((t) => matchMedia(t.media).matches)?.color ?? null,
        };
      });
      const origin = new URL(head.canonical!).origin;
      expect(head.canonical).toBe(`${origin}${path}`);
      expect(head.alternates).toEqual({ en: `${origin}${path}`, 'zh-Hans': `${origin}/zh${path}`, 'x-default': `${origin}${path}` });
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.ogTitle).toContain('Accessibility');
      expect(head.ogImage).toBe(`${origin}/og/x-date-pickers.png`);
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.twitterImage).toBe(head.ogImage);
      const image = await page.request.get(new URL(head.ogImage!).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      // One theme colour per scheme; the one that applies is the page's own background.
      expect(head.themes.map((t) => t.media).sort()).toEqual(['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const hex = head.current!.replace('#', '');
      expect(bg).toBe(`rgb(${[0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`);
      // The icon is in the page (no request), and it is an image the browser draws: the brand blue at its top edge.
      expect(head.icon).toMatch(/^data:image\/svg\+xml,/);
      const iconPixel = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 32;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0, 32, 32);
        return [...ctx.getImageData(16, 2, 1, 1).data];
      }, head.icon!);
      expect(iconPixel).toEqual([0x00, 0x73, 0xe6, 255]);
      const manifest = await page.request.get(head.manifest!);
      expect(manifest.status()).toBe(200);
      expect(await manifest.json()).toMatchObject({ name: expect.stringContaining('MUI X'), start_url: expect.stringMatching(/^\//), icons: expect.any(Array) });
      const robots = await (await page.request.get('/robots.txt')).text();
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${origin}/zh${path}</loc>`);
    });

    test('search ranks the page first, finds Chinese text, remembers what was opened and fits the screen', async ({ page }) => {
      await page.goto('/zh/x/introduction/installation');
      const dialog = page.locator('dialog.search-dialog');
      const input = dialog.getByRole('combobox');
      const options = dialog.locator('[role=option]');
      const labels = dialog.locator('.search-group-label');
      await page.locator('[data-search-open]').click();
      await expect(input).toBeFocused();
      // The empty box offers entry points per product.
      expect(await labels.count()).toBeGreaterThanOrEqual(4);
      await expectInViewport(page, 'dialog.search-dialog[open]');
      // A Chinese query finds the Chinese section, highlighted.
      await input.fill('对等依赖');
      await expect(options.first()).toHaveAttribute('href', '/zh/x/introduction/installation#peer-dependencies');
      await expect(options.first().locator('mark').first()).toHaveText('对等依赖');
      // The page named by the query comes first, in this language.
      await input.fill('sorting');
      await expect(options.first()).toHaveAttribute('href', '/zh/x/react-data-grid/sorting');
      await expectInViewport(page, 'dialog.search-dialog[open]');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(vp.width);
      // Each result lies inside the dialog's width (long titles wrap or clip, never push it wider).
      const dialogBox = (await dialog.boundingBox())!;
      const optionBox = (await options.first().boundingBox())!;
      expect(optionBox.x + optionBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width + 0.5);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/zh/x/react-data-grid/sorting');
      // Opened once, it is offered as recent the next time.
      await page.locator('[data-search-open]').click();
      await expect(labels.first()).toHaveText('最近打开');
      await expect(options.first()).toHaveAttribute('href', '/zh/x/react-data-grid/sorting');
    });

    test('an ad whose image does not load leaves no empty gap', async ({ browser }) => {
      const context = await browser.newContext({ userAgent: READER_UA, viewport: { width: vp.width, height: vp.height } });
      const page = await context.newPage();
      await forceRandom(page, [0.5, 0.5, 0.9]);
      await page.route('**/adnet/image.svg', (route) => route.abort());
      await page.goto('/x/introduction/installation');
      const text = page.locator('[data-ad-slot] #carbonads .carbon-text');
      await expect(text).toBeVisible({ timeout: 10_000 });
      await expect(page.locator('[data-ad-slot] #carbonads a img')).toBeHidden();
      const card = (await page.locator('[data-ad-slot] #carbonads').boundingBox())!;
      const t = (await text.boundingBox())!;
      // The text starts at the card's padding, not after an empty 130 px image box.
      expect(t.x - card.x).toBeLessThan(24);
      await context.close();
    });
  });
}

test.describe('with SOURCE_URL configured', () => {
  let server: Server;
  const SOURCE = 'https://github.com/example-org/example-docs/edit/main/';
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await serve({ port: Number(process.env.E2E_PORT ?? 8788) + 11, persist: false, vars: { SOURCE_URL: SOURCE } });
    await seedPaths(server.mf, ['/x/introduction/installation']);
  });
  test.afterAll(async () => server?.dispose());

  for (const vp of VIEWPORTS) {
    test(`"Edit this page" points into the configured repository (${vp.width}x${vp.height})`, async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await page.goto(`${server.url}/x/introduction/installation`);
      const edit = page.getByRole('link', { name: 'Edit this page' });
      await expect(edit).toBeVisible();
      expect(await edit.getAttribute('href')).toMatch(new RegExp(`^${SOURCE.replace(/[.]/g, '\\.')}\\S+\\.md$`));
    });
  }
});

for (const vp of VIEWPORTS) {
  test(`a long page has "back to top" and a reading-progress cue (${vp.width}x${vp.height})`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto('/x/react-data-grid/sorting');
    const back = page.getByRole('link', { name: 'Back to top' });
    // Hidden at the top of the page.
    await expect(back).toBeHidden();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(2 * vp.height);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(back).toBeVisible();
    await expectInViewport(page, 'a.back-to-top');
    // By role only where the TOC is shown (a hidden element has no role); the value is kept up to date either way.
    const progress = vp.width >= 1200 ? page.getByRole('progressbar', { name: 'Reading progress' }) : page.locator('[data-toc-progress]');
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(30);
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(80);
    if (vp.width >= 1200) {
      // The TOC shows the bar, and the sections above the current one are marked read.
      await expect(progress).toBeVisible();
      await expect.poll(() => page.locator('.toc a[data-read]').count()).toBeGreaterThan(0);
    } else {
      // The table of contents is not shown on a phone; the control still is.
      await expect(page.locator('.toc')).toBeHidden();
    }
    // Keyboard: the control takes the reader back up and into the main content.
    await back.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(back).toBeHidden();
  });
}
