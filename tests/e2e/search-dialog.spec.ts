/**
 * The search dialog's result list in real Chromium against the built
 * worker (issue 37, point 4): section hits sit indented under their page
 * (its title once), plan tags are badges, the corrected word of a typo is
 * highlighted, a slow search shows a loading state after 150 ms (fake
 * clock, held response), nothing found shows the corrected query and the
 * product's start pages, Ctrl+Enter opens a new tab, the reader's
 * product is preferred (never old migration guides), and a Chinese query
 * works on an English page.
 */
import { expect, test, type Page, type Route } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const dialog = (page: Page) => page.locator('dialog.search-dialog');
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => page.locator('dialog.search-dialog [role="option"]');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // As a reader who presses the shortcut at once: before the client has run, the inline loader keeps it.
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test('section hits sit indented under their page, whose title shows once', async ({ page }) => {
  await open(page, '/x/react-data-grid/sorting');
  await input(page).fill('export csv');
  // The results have replaced the entry points of the empty box.
  await expect(dialog(page).locator('.search-status')).toHaveText(/\d+ results?$/);
  // Each title line stands for one page (the page of the options under it), and no page has two.
  const pagesOfTitles = await dialog(page)
    .locator('.search-page-title')
    .evaluateAll((els) => els.map((e) => e.nextElementSibling?.getAttribute('href')?.split('#')[0] ?? ''));
  expect(pagesOfTitles.length).toBeGreaterThan(0);
  expect(new Set(pagesOfTitles).size).toBe(pagesOfTitles.length);
  // The Export guide's title is a line of its own, and its sections follow it, indented.
  const guide = dialog(page).locator('.search-page-title', { hasText: /^Data Grid - Export$/ });
  await expect(guide).toHaveCount(1);
  const sections = guide.locator('xpath=following-sibling::*[1][contains(@class, "search-option-section")]');
  await expect(sections).toHaveCount(1);
  await expect(sections).toHaveAttribute('href', /^\/x\/react-data-grid\/export#/);
  await expect(sections).toHaveAttribute('aria-label', /^Data Grid - Export › /);
  const indent = await sections.evaluate((e) => parseFloat(getComputedStyle(e).marginInlineStart));
  expect(indent).toBeGreaterThan(8);
  // A section's row names its heading, not the page title again.
  await expect(sections.locator('.search-option-title')).not.toContainText('Data Grid - Export');
});

test('plan tags are badges, never "[premium]" text', async ({ page }) => {
  await open(page, '/x/react-data-grid/sorting');
  await input(page).fill('excel export');
  const badge = dialog(page).locator('.search-badge[data-plan="premium"]').first();
  await expect(badge).toHaveText('Premium');
  await expect(dialog(page).locator('.search-list')).not.toContainText('[premium]');
  await expect(dialog(page).locator('.search-list')).not.toContainText('[pro]');
});

test('the corrected word of a typo is highlighted', async ({ page }) => {
  await open(page, '/x/react-charts/bars');
  await input(page).fill('lenged');
  await expect(options(page).first()).toHaveAttribute('href', /^\/x\/react-charts\/legend/);
  const marks = await options(page).first().locator('mark').allTextContents();
  expect(marks.map((m) => m.toLowerCase())).toContain('legend');
});

test('a slow search shows a loading state after 150 ms, and the results when they come', async ({ page }) => {
  await page.clock.install();
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/x/search.json?*', async (route: Route) => {
    await held;
    await route.continue();
  });
  await open(page, '/x/react-data-grid/sorting');
  // From here the page's time moves only when the test says.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await input(page).fill('pagination');
  const status = dialog(page).locator('.search-status');
  // 60 ms of debounce, then the request: 100 ms into it, it is not yet "loading"...
  await page.clock.runFor(160);
  await expect(status).not.toHaveText('Searching…');
  await expect(dialog(page).locator('.search-list')).not.toHaveAttribute('aria-busy', 'true');
  // ...past 150 ms of waiting, it is.
  await page.clock.runFor(60);
  await expect(status).toHaveText('Searching…');
  await expect(dialog(page).locator('.search-list')).toHaveAttribute('aria-busy', 'true');
  release!();
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-data-grid/pagination');
  await expect(status).not.toHaveText('Searching…');
  await expect(dialog(page).locator('.search-list')).not.toHaveAttribute('aria-busy', 'true');
});

test('nothing found: the corrected query to try and the start pages of the product', async ({ page }) => {
  await open(page, '/x/react-charts/bars');
  await input(page).fill('hetmp');
  const empty = dialog(page).locator('.search-empty');
  await expect(empty).toContainText('No results for “hetmp”');
  await expect(dialog(page).locator('.search-group-label')).toHaveText(['Start pages']);
  const starts = await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(starts.length).toBeGreaterThan(1);
  for (const href of starts) expect(href).toMatch(/^\/x\/react-charts\//);
  await empty.getByRole('button', { name: 'heatmap' }).click();
  await expect(input(page)).toHaveValue('heatmap');
  await expect(input(page)).toBeFocused();
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-charts/heatmap');
});

test('Ctrl+Enter opens the active result in a new tab and keeps the dialog', async ({ page, context }) => {
  await open(page, '/x/react-data-grid/sorting');
  await input(page).fill('pagination');
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-data-grid/pagination');
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  const tab = await opened;
  await tab.waitForURL('**/x/react-data-grid/pagination');
  expect(page.url()).toContain('/x/react-data-grid/sorting');
  await expect(dialog(page)).toBeVisible();
  await tab.close();
});

test("the reader's product is preferred, and on the introduction pages old migration guides are not", async ({ page }) => {
  const asked: URL[] = [];
  page.on('request', (r) => r.url().includes('/x/search.json') && asked.push(new URL(r.url())));
  await open(page, '/x/introduction/installation');
  await input(page).fill('overview');
  await expect(options(page).first()).toHaveAttribute('href', '/x/introduction');
  expect(asked.at(-1)!.searchParams.get('product')).toBe('x');
  // A question about today's packages: the current guides, not the migration guides of earlier versions.
  await input(page).fill('install the date picker packages');
  await expect(options(page).first()).toBeVisible();
  await expect(options(page).first()).not.toHaveAttribute('href', /^\/x\/migration\//);
  await page.keyboard.press('Escape');
  await open(page, '/x/react-data-grid/sorting');
  await input(page).fill('overview');
  await expect(options(page).first()).toHaveAttribute('href', '/x/react-data-grid');
  expect(asked.at(-1)!.searchParams.get('product')).toBe('x-data-grid');
});

test('a Chinese query typed on an English page finds the pages in Chinese', async ({ page }) => {
  await open(page, '/x/introduction/installation');
  await input(page).fill('安装');
  await expect(options(page).first()).toHaveAttribute('href', '/x/introduction/installation');
  await expect(options(page).first()).toContainText('安装');
  // An untranslated page, found by its Chinese nav title.
  await input(page).fill('排序');
  await expect(options(page).first()).toHaveAttribute('href', /^\/x\/react-data-grid\/sorting/);
});

test('a search box submitted before the client ran opens the dialog on the page it leads to, once', async ({ page }) => {
  // The 404 page's form posts to the product's home with `?q=` when no script has taken it yet.
  await page.goto('/x/react-data-grid?q=row%20grouping');
  await expect(input(page)).toHaveValue('row grouping');
  await expect(options(page).first()).toHaveAttribute('href', /\/x\/react-data-grid\/row-grouping/);
  // The query leaves the address, so a reload does not open the dialog again.
  await expect(page).toHaveURL(/\/x\/react-data-grid$/);
});
