/**
 * The reader's experience of the shell (issue 16), at a desktop (1280x800)
 * and a phone (390x844) size: right-to-left layout, popups inside the
 * viewport, keyboard use of menus, drawer and settings.
 */
import { expect, test, type Page } from '@playwright/test';

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
        await expect.poll(async () => (await page.locator('#nav-drawer').boundingBox())!.x + (await page.locator('#nav-drawer').boundingBox())!.width).toBeGreaterThan(vp.width - 2);
        await expectInViewport(page, '#nav-drawer');
        await page.keyboard.press('Escape');
      }
      // The settings panel opens from the left edge in RTL.
      await page.getByRole('button', { name: 'Open settings' }).click();
      await expect.poll(async () => (await page.locator('#settings-panel').boundingBox())!.x).toBeLessThan(1);
      await expectInViewport(page, '#settings-panel');
    });

    for (const dir of ['ltr', 'rtl'] as const) {
      test(`every app-bar menu opens inside the viewport (${dir})`, async ({ page }) => {
        if (dir === 'rtl') await rtl(page);
        await page.goto('/x/react-data-grid/sorting');
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
      await expect(page.getByRole('menu', { name: 'Choose a version' })).toBeVisible();
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
