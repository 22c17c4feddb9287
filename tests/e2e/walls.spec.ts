/**
 * Reader walls of issue 40, each at the width and colour mode where it was
 * seen: code stays left-to-right in an rtl page (1280), the Copy button
 * leaves the code readable on a phone (390), the localization page's
 * French demo and snippet agree, Chinese API pages link to Chinese pages,
 * generated API text links to mui.com and to anchors that exist, and the
 * live editor's error shows under the text being typed.
 */
import { expect, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

async function rtl(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
}

test('rtl at 1280: code blocks, inline code and API types stay left-to-right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await rtl(page);
  await page.goto('/x/react-data-grid/aggregation');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const block = page.locator('.body .code-block pre:visible').first();
  await expect(block).toBeVisible();
  expect(await block.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await block.locator('code').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  // The first line's text starts at the block's left edge, as in an ltr page.
  const { line, box } = await block.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.querySelector('code .line') ?? el);
    return { line: range.getClientRects()[0]!.left, box: el.getBoundingClientRect().left };
  });
  expect(line - box).toBeLessThan(40);
  const inline = page.locator('.body p > code').first();
  expect(await inline.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).unicodeBidi])).toEqual(['ltr', 'isolate']);

  await page.goto('/x/api/data-grid/data-grid');
  const type = page.locator('.at tr[id] td:nth-child(2)').first();
  expect(await type.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

test('390 px: the Copy button covers no code', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/x/react-data-grid/quickstart');
  await expect(page.locator('.body .code-block').first()).toBeVisible();
  // Every code block of the page, demo sources included: no line box under its Copy button.
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll('.body .code-block')].flatMap((el, i) => {
      const copy = el.querySelector('.code-copy');
      const code = el.querySelector('pre code') ?? el.querySelector('pre');
      if (!copy || !code || !copy.getClientRects().length) return [];
      const button = copy.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(code);
      return [...range.getClientRects()].some((r) => r.width > 0 && r.bottom > button.top && r.top < button.bottom && r.right > button.left && r.left < button.right) ? [i] : [];
    }),
  );
  expect(covered).toEqual([]);
});

test('localization: the French demo and the snippet under it both use the French locale', async ({ page }) => {
  await page.goto('/x/react-date-pickers/localization');
  const snippet = page.locator('.body .code-block:not(.demo-src) pre').first();
  await expect(snippet).toContainText("import 'dayjs/locale/fr';");
  await expect(snippet).toContainText('adapterLocale="fr"');
  await expect(snippet).not.toContainText("'de'");
  const demo = page.locator('#react-date-pickers-localization-FrenchDatePicker');
  await expect(demo.locator('[data-demo-frame]')).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  // The calendar of the French picker: its month heading is French.
  await demo.locator('[data-demo-frame] button[aria-label]').first().click();
  await expect(page.getByRole('dialog')).toContainText('avril 2025');
});

test('a Chinese API page links to Chinese pages', async ({ page }) => {
  await page.goto('/zh/x/api/data-grid/data-grid');
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(10);
  expect(hrefs.filter((h) => /^\/x(?:[/#?]|$)/.test(h))).toEqual([]);
});

test('generated API text: Material UI links go to mui.com, once; anchors exist', async ({ page, request }) => {
  await page.goto('/x/api/date-pickers/date-field');
  const row = page.locator('#prop-InputProps');
  await expect(row).toContainText('Props applied to the Input element.');
  expect((await row.textContent())!.split('Props applied to the Input element.').length - 1).toBe(1);
  await expect(page.locator('main a[href^="/material-ui/"]')).toHaveCount(0);
  await expect(row.locator('a[href="https://mui.com/material-ui/api/input/"]')).toHaveCount(1);
  for (const [path, id] of [
    ['/x/react-data-grid/layout', 'flex-parent-container'],
    ['/x/react-charts/lines', 'interpolation'],
  ] as const) {
    expect(await (await request.get(path)).text()).toContain(`id="${id}"`);
  }
});

test('live editor: an error shows under the text and stays in view while typing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/x/react-data-grid/quickstart');
  const demo = page.locator('#react-data-grid-quickstart-FirstGrid');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-frame]')).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await demo.locator('.demo-toolbar [data-demo-action="edit"]').click();
  const editor = demo.locator('textarea.demo-live-input');
  await expect(editor).toBeFocused();
  // Type at the end of the text, where the reader's caret is after scrolling down the code.
  await editor.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
  await page.keyboard.type(' const = ;');
  const panel = demo.locator('[data-live-error]');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Syntax error');
  const [p, t] = [(await panel.boundingBox())!, (await editor.boundingBox())!];
  expect(p.y, 'the panel is under the editor’s top, not above it').toBeGreaterThan(t.y);
  await expect(panel).toBeInViewport();
});

test('installation: an install command for every plan of every library, in each package manager', async ({ page }) => {
  await page.goto('/x/introduction/installation');
  const commands = await page.locator('.install-panel pre').evaluateAll((pres) => pres.map((p) => p.textContent!.trim()));
  const expected = [
    '@mui/x-data-grid',
    '@mui/x-data-grid-pro',
    '@mui/x-data-grid-premium',
    '@mui/x-date-pickers dayjs',
    '@mui/x-date-pickers-pro dayjs',
    '@mui/x-charts',
    '@mui/x-charts-pro',
    '@mui/x-tree-view',
    '@mui/x-tree-view-pro',
  ];
  for (const names of expected) {
    for (const verb of ['npm install', 'pnpm add', 'yarn add']) expect(commands, `${verb} ${names}`).toContain(`${verb} ${names}`);
  }
  await page.goto('/x/react-data-grid/quickstart');
  const grid = await page.locator('.install-panel[data-pm=npm] pre').evaluateAll((pres) => pres.map((p) => p.textContent!.trim()));
  for (const pkg of ['@mui/x-data-grid ', '@mui/x-data-grid-pro ', '@mui/x-data-grid-premium '])
    expect(
      grid.some((c) => c.startsWith(`npm install ${pkg}`)),
      pkg,
    ).toBe(true);
});

test('the LineChart API page lists each page once under Demos', async ({ page }) => {
  await page.goto('/x/api/charts/line-chart');
  const titles = await page.locator('.api-demos li a').allTextContents();
  expect(titles.length).toBeGreaterThan(3);
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles).not.toContain('Breaking changes: Charts');
});

test('1280 px: the first aggregation demo shows its totals without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/react-data-grid/aggregation');
  const demo = page.locator('#react-data-grid-aggregation-AggregationOverview');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-frame]')).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  const grid = (await demo.locator('.MuiDataGrid-root').boundingBox())!;
  for (const field of ['quantity', 'unitPrice', 'total']) {
    const header = (await demo.locator(`[role=columnheader][data-field=${field}]`).boundingBox())!;
    expect(header.x + header.width, field).toBeLessThanOrEqual(grid.x + grid.width);
  }
});

test('custom tooltip: the line-chart example shows its own axis tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/react-charts/tooltip');
  const demo = page.locator('#react-charts-tooltip-CustomLineTooltip');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-frame]')).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  const chart = demo.locator('[data-demo-frame][data-demo-mounted] svg:has(.MuiChartsAxis-tickLabel)').first();
  await expect(chart).toBeVisible();
  const svg = (await chart.boundingBox())!;
  await page.mouse.move(svg.x + svg.width / 2, svg.y + svg.height / 2);
  await page.mouse.move(svg.x + svg.width / 2 + 5, svg.y + svg.height / 2);
  await expect(page.getByText(/^Lisbon is \d+ °C warmer$/)).toBeVisible();
});

test('live editor: the code is syntax-highlighted under the caret', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart');
  const demo = page.locator('#react-data-grid-quickstart-FirstGrid');
  await demo.scrollIntoViewIfNeeded();
  await demo.locator('.demo-toolbar [data-demo-action="edit"]').click();
  const editor = demo.locator('textarea.demo-live-input');
  await expect(editor).toBeFocused();
  const layer = demo.locator('.demo-live-hl');
  await expect(layer.locator('.k').first()).toHaveText('import');
  expect(await layer.textContent()).toBe(`${await editor.inputValue()} `);
  // The textarea's own text is transparent; the keyword colour differs from plain text.
  expect(await editor.evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
  const [k, plain] = await layer.evaluate((el) => [getComputedStyle(el.querySelector('.k')!).color, getComputedStyle(el).color]);
  expect(k).not.toBe(plain);
  // Typing repaints the layer; both boxes line up.
  await editor.press('End');
  await page.keyboard.type(' // typed');
  await expect(layer.locator('.c', { hasText: '// typed' })).toHaveCount(1);
  const [a, b] = [(await layer.boundingBox())!, (await editor.boundingBox())!];
  expect([a.x, a.y, a.width, a.height]).toEqual([b.x, b.y, b.width, b.height]);
});
