/**
 * The search modal in real Chromium against the built worker: its code
 * loads on first use only; Ctrl+K, `/` and the app bar button open it;
 * typing shows results grouped by product; arrows and Enter navigate;
 * Escape closes and gives focus back; Tab stays inside; recent results
 * are remembered.
 */
import { expect, test, type Page } from '@playwright/test';

const PAGE = '/x/introduction/installation';
const MODAL_CHUNK = /\/build\/(chunks\/)?modal-[A-Za-z0-9]+\.js$/;

const dialog = (page: Page) => page.locator('dialog.search-dialog');
const input = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.locator('dialog.search-dialog [role="option"]');

async function ready(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('the modal code is not downloaded before first use, and Ctrl+K opens it', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => MODAL_CHUNK.test(new URL(r.url()).pathname) && chunks.push(r.url()));
  await ready(page);
  await page.mouse.move(5, 300);
  expect(chunks).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  expect(chunks).toHaveLength(1);
  await expect(dialog(page)).toHaveAttribute('aria-label', 'Search the docs');
});

test('typing shows results grouped by product; arrows move; Enter navigates', async ({ page }) => {
  await ready(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await input(page).fill('localization');
  await expect(options(page).first()).toBeVisible();
  const groups = await page.locator('dialog.search-dialog [role="group"] .search-group-label').allTextContents();
  expect(groups.length).toBeGreaterThan(1);
  expect(new Set(groups).size).toBe(groups.length);

  await input(page).fill('sorting');
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-data-grid/sorting');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'search-option-0');
  await page.keyboard.press('ArrowDown');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'search-option-1');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const last = (await options(page).count()) - 1;
  await expect(input(page)).toHaveAttribute('aria-activedescendant', `search-option-${last}`);
  await page.keyboard.press('ArrowDown');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'search-option-0');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/x/react-data-grid/sorting');
  await expect(page.locator('h1')).toContainText('Sorting');
});

test('Escape closes the modal and focus returns to the search button', async ({ page }) => {
  await ready(page);
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await input(page).fill('grid');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('`/` opens the modal, and Tab stays inside it', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('dialog.search-dialog .search-close')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('dialog.search-dialog .search-close')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
});

test('a result that was opened shows as recent the next time', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('pagination');
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-data-grid/pagination');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/x/react-data-grid/pagination');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await expect(page.locator('dialog.search-dialog .search-group-label')).toHaveText(['Recent']);
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-data-grid/pagination');
});

test('on a Chinese page, results link to the Chinese pages', async ({ page }) => {
  await ready(page, `/zh${PAGE}`);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toHaveAttribute('aria-label', '搜索文档');
  await input(page).fill('sorting');
  await expect(options(page).first()).toHaveAttribute('href', '/zh/x/react-data-grid/sorting');
});
