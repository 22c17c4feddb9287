/**
 * The API reference pages in the browser (reader-experience issue, items 1
 * and 8): on the largest page (DataGridPremium) at a desktop, a phone and the
 * narrowest supported width, in each of the three layouts, nothing scrolls
 * sideways and a prop's description can be read; the collapsed list opens a
 * prop from the keyboard; long types wrap; the table of contents groups
 * props, slots and classes so the later sections are in reach.
 */
import { expect, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

const PAGE = '/x/api/data-grid/data-grid-premium';
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;
/** A prop with a long union type (over 100 characters). */
const LONG = '#prop-pivotingColDef';

const noSideScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

/** Scrolls a cell into view and asserts it is shown and lies within the viewport's width. */
async function expectReadable(page: Page, selector: string) {
  const cell = page.locator(selector);
  await cell.scrollIntoViewIfNeeded();
  await expect(cell).toBeVisible();
  const vp = page.viewportSize()!;
  const box = (await cell.boundingBox())!;
  expect(box.x, `${selector} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${selector} right edge`).toBeLessThanOrEqual(vp.width);
  expect(box.y + Math.min(box.height, 20), `${selector} in view`).toBeLessThanOrEqual(vp.height);
  expect(box.width, `${selector} is wide enough to read`).toBeGreaterThan(Math.min(240, vp.width - 80));
  return box;
}

async function lineCount(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
}

test.use({ userAgent: READER_UA });

for (const vp of VIEWPORTS) {
  test(`${vp.width}x${vp.height}: every layout fits the width and shows descriptions; collapsed rows open from the keyboard`, async ({ page }) => {
    await page.setViewportSize(vp);
    await page.goto(PAGE);
    const props = page.locator('#props ~ .api-layout-switch').first();

    // Table (the default).
    await expect(page.locator('html')).not.toHaveAttribute('data-api-layout', /./);
    expect(await noSideScroll(page)).toBe(true);
    await expectReadable(page, '#prop-rows td:last-child');
    await expectReadable(page, '#slot-toolbar td:last-child');
    await expectReadable(page, '#css-root td:last-child');
    // A long type wraps inside its cell instead of widening the page.
    const long = `${LONG} td:nth-child(2)`;
    await expectReadable(page, long);
    expect(await lineCount(page, long)).toBeGreaterThan(1);
    // Angle brackets in a type are text, never markup.
    await expect(page.locator('#prop-apiRef td:nth-child(2)')).toHaveText('RefObject<GridApiPremium | null>');
    expect(await page.locator('#prop-apiRef gridapipremium').count()).toBe(0);

    // Expanded list.
    await props.getByRole('button', { name: 'Expanded list' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-api-layout', 'list');
    expect(await noSideScroll(page)).toBe(true);
    await expectReadable(page, '#prop-rows td:last-child');
    await expectReadable(page, '#css-root td:last-child');
    expect(await lineCount(page, long)).toBeGreaterThan(1);

    // Collapsed list: names and types only, one line each.
    await props.getByRole('button', { name: 'Collapsed list' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-api-layout', 'collapsed');
    expect(await noSideScroll(page)).toBe(true);
    const rows = page.locator('#prop-rows');
    await expect(rows.locator('td:last-child')).toBeHidden();
    await expect(rows.locator('td:nth-child(2)')).toBeVisible();
    expect(await lineCount(page, long)).toBe(1);
    // Keyboard: the name is a disclosure button; Enter opens the row, Space closes it.
    const name = rows.getByRole('button', { name: 'rows' });
    await expect(name).toHaveAttribute('aria-expanded', 'false');
    await name.focus();
    await page.keyboard.press('Enter');
    await expect(name).toHaveAttribute('aria-expanded', 'true');
    await expectReadable(page, '#prop-rows td:last-child');
    expect(await noSideScroll(page)).toBe(true);
    await page.keyboard.press(' ');
    await expect(name).toHaveAttribute('aria-expanded', 'false');
    await expect(rows.locator('td:last-child')).toBeHidden();
    // An open row shows its long type in full, wrapped.
    await page.locator(`${LONG} td:first-child a`).click();
    expect(await lineCount(page, long)).toBeGreaterThan(1);
    expect(await noSideScroll(page)).toBe(true);

    // The choice is remembered and applied before paint on the next visit.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-api-layout'))).toBe('collapsed');
    await expect(page.locator('#prop-rows td:last-child')).toBeHidden();
    await expect(props.getByRole('button', { name: 'Collapsed list' })).toHaveAttribute('aria-pressed', 'true');
  });
}

test('the table of contents groups props, slots and classes, and every section is in reach', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const toc = page.locator('nav.toc');
  const groups = toc.locator('li.toc-gl > a');
  await expect(groups).toHaveText(['Props', 'Slots', 'CSS classes']);
  // The props group is closed, so the later sections show without scrolling the TOC.
  const classes = toc.getByRole('link', { name: 'CSS classes', exact: true });
  await expect(classes).toBeInViewport();
  await expect(toc.getByRole('link', { name: 'rows', exact: true })).toBeHidden();
  // Opening the group lists the props; following one reaches its row.
  const summary = toc.locator('li.toc-gl summary').first();
  await expect(summary).toHaveAttribute('aria-label', /^Props: \d+$/);
  await summary.click();
  await toc.getByRole('link', { name: 'rows', exact: true }).click();
  await expect(page).toHaveURL(/#prop-rows$/);
  await expect(page.locator('#prop-rows')).toBeInViewport();
  await classes.click();
  await expect(page.locator('#classes')).toBeInViewport();
});

test('until the page has loaded, only the rows on screen are laid out; after load every row has its real size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A slow image at the end of the page holds its load event, to look at the page before load.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${PAGE}`, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replace('</body>', '<img src="/static/slow.png" alt=""></body>') });
  });
  await page.route('**/static/slow.png', async (route) => {
    await held;
    await route.fulfill({ status: 404, body: '' });
  });
  await page.goto(PAGE, { waitUntil: 'commit' });
  await expect(page.locator('#prop-rows')).toBeAttached();
  // The last row of the last table: the whole document has been parsed.
  await expect(page.locator('#css-root')).toBeAttached();
  const rows = () =>
    page.evaluate(() => {
      const all = document.querySelectorAll('.at tbody tr');
      const row = (el: Element) => {
        const cs = getComputedStyle(el);
        // The content box: what contain-intrinsic-size stands in for while the row is skipped.
        return { cv: cs.contentVisibility, height: el.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom), top: el.getBoundingClientRect().top };
      };
      return { loaded: document.readyState === 'complete', lazy: document.documentElement.hasAttribute('data-lazy-rows'), count: all.length, far: row(all[all.length - 1]!) };
    });
  const before = await rows();
  expect(before.loaded).toBe(false);
  expect(before.lazy).toBe(true);
  expect(before.count).toBeGreaterThan(100);
  expect(before.far.cv).toBe('auto');
  // Far below the fold, the row holds its placeholder size: its contents were skipped.
  expect(before.far.top).toBeGreaterThan(800);
  expect(before.far.height).toBe(64);
  release();
  await page.waitForLoadState('load');
  const after = await rows();
  expect(after.lazy).toBe(false);
  expect(after.far.cv).toBe('visible');
  expect(after.far.height).toBeGreaterThan(0);
  expect(after.far.height).not.toBe(64);
});

test('a page opened at a prop never skips rows: the browser scrolls to exact positions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${PAGE}#prop-rows`, { waitUntil: 'commit' });
  await expect(page.locator('#prop-rows')).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-lazy-rows'))).toBe(false);
  await page.waitForLoadState('load');
  await expect(page.locator('#prop-rows')).toBeInViewport();
});
