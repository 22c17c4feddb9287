/**
 * The search modal in real Chromium against the built worker: its code
 * loads on first use only; Ctrl+K, `/` and the app bar button open it;
 * typing shows results grouped by product; arrows and Enter navigate;
 * Escape closes and gives focus back; Tab stays inside; the empty box
 * offers recent searches (clearable) and entry points per product; the
 * product filter limits results; a /zh reader searches in Chinese.
 */
import { clientReady, expect, test, type Page } from './fixtures';

const PAGE = '/x/introduction/installation';

// The desktop size of the reader-experience tests; the phone size runs the search in reader.spec.ts.
test.use({ viewport: { width: 1280, height: 800 } });
const MODAL_CHUNK = /\/build\/(chunks\/)?modal-[A-Za-z0-9]+\.js$/;

const dialog = (page: Page) => page.locator('dialog.search-dialog');
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => page.locator('dialog.search-dialog [role="option"]');

async function ready(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The client's key handlers are in (keys, unlike clicks, are not kept for it): on a loaded machine the
  // network can go idle before the loader has added the client's scripts.
  await clientReady(page);
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
  await expect(dialog(page).getByRole('button', { name: 'All', exact: true })).toBeFocused();
  // From the input, Shift+Tab wraps to the last filter button, and Tab back to the input.
  await input(page).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('button', { name: 'Tree View', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('dialog.search-dialog .search-close')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
});

const labels = (page: Page) => page.locator('dialog.search-dialog .search-group-label');

test('the empty box offers entry points per product, the current product first, keyboard navigable', async ({ page }) => {
  await ready(page, '/x/react-charts/bars');
  await page.keyboard.press('Control+k');
  await expect(labels(page)).toHaveText(['Charts', 'MUI X', 'Data Grid', 'Date and Time Pickers', 'Tree View']);
  await expect(page.locator('dialog.search-dialog .search-clear')).toBeHidden();
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-charts/quickstart');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'search-option-0');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).nth(1)).toHaveAttribute('href', '/x/react-charts/bars');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/x/react-charts/lines');
});

test('a result that was opened shows as recent the next time, and the list can be cleared', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('pagination');
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-data-grid/pagination');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/x/react-data-grid/pagination');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await expect(labels(page).first()).toHaveText('Recent');
  await expect(labels(page).nth(1)).toHaveText('Data Grid');
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-data-grid/pagination');
  const clear = dialog(page).getByRole('button', { name: 'Clear recent searches' });
  await clear.click();
  await expect(labels(page).first()).toHaveText('Data Grid');
  await expect(clear).toBeHidden();
  await expect(input(page)).toBeFocused();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => localStorage.getItem(k)?.includes('/x/react-data-grid/pagination')))).toEqual([]);
});

test('the product filter limits the results to one product', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('localization');
  await expect(labels(page).nth(1)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Date and Time Pickers', exact: true }).click();
  await expect(dialog(page).getByRole('button', { name: 'Date and Time Pickers', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(labels(page)).toHaveText(['Date and Time Pickers']);
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-date-pickers/localization');
  await expect(input(page)).toBeFocused();
});

test('on a Chinese page, results link to the Chinese pages, and a Chinese query finds Chinese text', async ({ page }) => {
  await ready(page, `/zh${PAGE}`);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toHaveAttribute('aria-label', '搜索文档');
  await input(page).fill('sorting');
  await expect(options(page).first()).toHaveAttribute('href', '/zh/x/react-data-grid/sorting');
  await input(page).fill('对等依赖');
  await expect(options(page).first()).toHaveAttribute('href', '/zh/x/introduction/installation#peer-dependencies');
  await expect(options(page).first()).toContainText('对等依赖');
  await expect(options(page).first().locator('mark').first()).toHaveText('对等依赖');
});
