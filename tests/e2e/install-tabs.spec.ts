/**
 * Install tabs: npm / pnpm / yarn, remembered in a cookie that the worker
 * applies to the first HTML of the next page (no flash of another manager).
 */
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

test('npm is shown by default; a click switches every install snippet and is remembered', async ({ page, context }) => {
  await page.goto('/x/introduction/installation');
  const first = page.locator('[data-install]').first();
  await expect(first.locator('.install-panel[data-pm=npm]')).toBeVisible();
  await expect(first.locator('.install-panel[data-pm=npm]')).toContainText('npm install @mui/x-data-grid');
  await expect(first.locator('.install-panel[data-pm=pnpm]')).toBeHidden();
  await expect(first.locator('.install-tab[data-pm=npm]')).toHaveAttribute('aria-selected', 'true');

  await first.locator('.install-tab[data-pm=pnpm]').click();
  await expect(first.locator('.install-panel[data-pm=pnpm]')).toBeVisible();
  await expect(first.locator('.install-panel[data-pm=pnpm]')).toContainText('pnpm add @mui/x-data-grid');
  await expect(first.locator('.install-panel[data-pm=npm]')).toBeHidden();
  // Every other snippet of the page follows.
  const last = page.locator('[data-install]').last();
  await expect(last.locator('.install-panel[data-pm=pnpm]')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'packageManager');
  expect(cookie?.value).toBe('pnpm');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  // Arrow keys move between tabs (roving focus) and choose.
  await first.locator('.install-tab[data-pm=pnpm]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(first.locator('.install-tab[data-pm=yarn]')).toBeFocused();
  await expect(first.locator('.install-panel[data-pm=yarn]')).toContainText('yarn add @mui/x-data-grid');
});

test('the worker renders the remembered manager, so the first paint shows it without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: READER_UA });
  const base = new URL(test.info().project.use.baseURL!);
  await context.addCookies([{ name: 'packageManager', value: 'yarn', domain: base.hostname, path: '/' }]);
  const page = await context.newPage();
  await page.goto('/x/react-data-grid/quickstart');
  await expect(page.locator('html')).toHaveAttribute('data-package-manager', 'yarn');
  await expect(page.locator('.install-panel[data-pm=yarn]').first()).toBeVisible();
  await expect(page.locator('.install-panel[data-pm=yarn]').first()).toContainText('yarn add @mui/x-data-grid');
  await expect(page.locator('.install-panel[data-pm=npm]').first()).toBeHidden();
  await context.close();
});

test('an unknown cookie value falls back to npm', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: READER_UA });
  const base = new URL(test.info().project.use.baseURL!);
  await context.addCookies([{ name: 'packageManager', value: '<bun>', domain: base.hostname, path: '/' }]);
  const page = await context.newPage();
  const response = await page.goto('/x/introduction/installation');
  expect(response!.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-package-manager', 'npm');
  await context.close();
});
