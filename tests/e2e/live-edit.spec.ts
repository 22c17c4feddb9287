/**
 * Live editing of demos in real Chromium (client/demos/live-edit.ts): the
 * editor chunk loads only on the first edit, Enter on the Edit button puts
 * the focus in the editor and Escape brings it back, an edit re-renders the
 * demo (Data Grid and Charts, TS and JS), syntax and render errors show in
 * a panel under the demo while the page keeps working, Reset restores the
 * original code and demo. On a /zh page the editor, its messages and a
 * crashed demo's box are Chinese.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

const GRID = { path: '/x/react-data-grid/quickstart', id: 'react-data-grid-quickstart-FirstGrid' };
const BARS = { path: '/x/react-charts/bars', id: 'react-charts-bars-GroupedBars' };
const EDITOR_CHUNK = /\/build\/chunks\/live-edit-[^/]*\.js$/;

const frameOf = (demo: Locator) => demo.locator('[data-demo-frame]');
const editButton = (demo: Locator) => demo.locator('.demo-toolbar [data-demo-action="edit"]');
const editor = (demo: Locator) => demo.locator('textarea.demo-live-input');
const errorPanel = (demo: Locator) => demo.locator('[data-live-error]');

// The server answers while it is still seeding KV: wait for the demos this spec uses.
test.beforeAll(async ({ request }) => {
  for (let i = 0; i < 240; i++) {
    if ((await request.get(`/x/playground/${BARS.id}`)).status() === 200 && (await request.get(GRID.path)).status() === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
});

/** Opens a page, records the editor chunk's requests and uncaught page errors, and waits for the demo to mount. */
async function open(page: Page, path: string, id: string) {
  const editorRequests: string[] = [];
  const pageErrors: string[] = [];
  page.on('request', (r) => {
    if (EDITOR_CHUNK.test(new URL(r.url()).pathname)) editorRequests.push(r.url());
  });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(path);
  const demo = page.locator(`#${id}`);
  await demo.scrollIntoViewIfNeeded();
  // The runtime marks the frame once the live demo replaced the build-time stand-in.
  await expect(frameOf(demo)).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  return { demo, editorRequests, pageErrors };
}

/** Enters the editor from the Edit button with the keyboard. */
async function enterEditor(page: Page, demo: Locator): Promise<Locator> {
  await editButton(demo).focus();
  await page.keyboard.press('Enter');
  await expect(editor(demo)).toBeFocused();
  return editor(demo);
}

test('grid (TS): the editor loads on the first edit, an edit re-renders, a syntax error shows, Reset and Escape work', async ({ page }) => {
  const { demo, editorRequests, pageErrors } = await open(page, GRID.path, GRID.id);
  await page.waitForLoadState('networkidle');
  expect(editorRequests, 'the editor chunk is not requested by a page that is only read').toEqual([]);
  await expect(editor(demo)).toHaveCount(0);

  const textarea = await enterEditor(page, demo);
  expect(editorRequests).toHaveLength(1);
  await expect(demo.locator('.demo-live-label')).toHaveText('Editing TypeScript');
  const original = await textarea.inputValue();
  expect(original).toContain('interface Order');
  expect(original).toContain("customer: 'Northwind Traders'");

  // An edit re-renders the demo with the new string.
  await textarea.fill(original.replace('Northwind Traders', 'Northwind Live Edit'));
  await expect(frameOf(demo).getByRole('gridcell', { name: 'Northwind Live Edit' })).toBeVisible();
  await expect(errorPanel(demo)).toBeHidden();

  // A syntax error: the panel under the demo says so, the last working demo stays and keeps working.
  await textarea.fill(original.replace('Northwind Traders', 'Northwind Live Edit').replace('export default function FirstGrid() {', 'export default function FirstGrid( {'));
  await expect(errorPanel(demo)).toBeVisible();
  await expect(errorPanel(demo)).toHaveAttribute('role', 'alert');
  await expect(errorPanel(demo)).toContainText('Syntax error');
  const cell = frameOf(demo).getByRole('gridcell', { name: 'Northwind Live Edit' });
  await expect(cell).toBeVisible();
  const header = frameOf(demo).getByRole('columnheader', { name: 'Customer' });
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');

  // Tab inserts spaces (focus stays), Escape leaves for the Edit button.
  await textarea.focus();
  await textarea.press('Control+Home');
  await page.keyboard.press('Tab');
  await expect(textarea).toBeFocused();
  expect((await textarea.inputValue()).startsWith('  import')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(editButton(demo)).toBeFocused();
  // Enter goes back in.
  await page.keyboard.press('Enter');
  await expect(textarea).toBeFocused();

  // Reset restores the original code and demo.
  await demo.locator('[data-live-reset]').click();
  await expect(textarea).toHaveValue(original);
  await expect(frameOf(demo).getByRole('gridcell', { name: 'Northwind Traders' })).toBeVisible();
  await expect(frameOf(demo).getByRole('gridcell', { name: 'Northwind Live Edit' })).toHaveCount(0);
  await expect(errorPanel(demo)).toBeHidden();
  expect(pageErrors).toEqual([]);
});

test('grid (JS): with the JS variant shown, the editor edits and runs JavaScript', async ({ page }) => {
  const { demo, pageErrors } = await open(page, GRID.path, GRID.id);
  await demo.locator('[data-demo-action=variant][data-value=JS]').click();
  await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
  const textarea = await enterEditor(page, demo);
  await expect(demo.locator('.demo-live-label')).toHaveText('Editing JavaScript');
  const original = await textarea.inputValue();
  expect(original).not.toContain('interface Order');
  expect(original).toContain("headerName: 'Customer'");
  await textarea.fill(original.replace("headerName: 'Customer'", "headerName: 'Client (JS)'"));
  await expect(frameOf(demo).getByRole('columnheader', { name: 'Client (JS)' })).toBeVisible();
  // TypeScript is a syntax error in the JS variant.
  await textarea.fill(original.replace('const rows = [', 'const rows: unknown[] = ['));
  await expect(errorPanel(demo)).toContainText('Syntax error');
  await expect(frameOf(demo).getByRole('columnheader', { name: 'Client (JS)' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('charts: an edit re-renders the chart, a render error shows under it, Reset restores', async ({ page }) => {
  const { demo, editorRequests, pageErrors } = await open(page, BARS.path, BARS.id);
  expect(editorRequests).toEqual([]);
  const textarea = await enterEditor(page, demo);
  const original = await textarea.inputValue();
  expect(original).toContain("label: 'Online'");
  // The demo imports '../shared/sales': local modules resolve in the editor too.
  expect(original).toContain("from '../shared/sales'");

  await textarea.fill(original.replace("label: 'Online'", "label: 'Online (edited)'"));
  await expect(frameOf(demo).getByText('Online (edited)')).toBeVisible();

  // A render error: the panel shows it, the last working chart stays.
  await textarea.fill(original.replace('return (', "throw new Error('chart render failed');\n  return ("));
  await expect(errorPanel(demo)).toContainText('Error while rendering the demo');
  await expect(errorPanel(demo)).toContainText('chart render failed');
  await expect(frameOf(demo).getByText('Online (edited)')).toBeVisible();

  // An import the demo does not have: named in the panel.
  await textarea.fill(`import { PieChart } from '@mui/x-charts/PieChart';\nexport const Pie = PieChart;\n${original}`);
  await expect(errorPanel(demo)).toContainText('"@mui/x-charts/PieChart" cannot be imported here');

  await demo.locator('[data-live-reset]').click();
  await expect(textarea).toHaveValue(original);
  await expect(errorPanel(demo)).toBeHidden();
  await expect(frameOf(demo).getByText('Online', { exact: true })).toBeVisible();
  await expect(frameOf(demo).getByText('Online (edited)')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('/zh: the editor, its error panel and a crashed demo speak Chinese', async ({ page }) => {
  const { demo, pageErrors } = await open(page, `/zh${BARS.path}`, BARS.id);
  const textarea = await enterEditor(page, demo);
  await expect(demo.locator('.demo-live-label')).toHaveText('正在编辑 TypeScript');
  await expect(demo.locator('.demo-live-hint')).toHaveText('Tab 键插入空格，Esc 键退出编辑器。');
  await expect(textarea).toHaveAttribute('aria-label', 'GroupedBars 示例的代码（TypeScript）');
  const reset = demo.locator('[data-live-reset]');
  await expect(reset).toHaveText('重置');
  await expect(reset).toHaveAttribute('title', '恢复原始代码和示例');
  const original = await textarea.inputValue();

  // Code that throws while rendering: the panel's title and note are Chinese (the thrown message is the reader's own).
  await textarea.fill(original.replace('return (', "throw new Error('chart render failed');\n  return ("));
  await expect(errorPanel(demo)).toContainText('渲染示例时出错');
  await expect(errorPanel(demo)).toContainText('chart render failed');
  await expect(errorPanel(demo)).toContainText('示例显示的是上一个能运行的版本。请修正代码，或按“重置”恢复原始代码。');
  await expect(errorPanel(demo)).not.toContainText('The demo shows');
  // An import the demo does not have: title and message in Chinese.
  await textarea.fill(`import { PieChart } from '@mui/x-charts/PieChart';\nexport const Pie = PieChart;\n${original}`);
  await expect(errorPanel(demo)).toContainText('导入错误');
  await expect(errorPanel(demo)).toContainText('这里无法导入 "@mui/x-charts/PieChart"：实时编辑器只提供此示例导入的模块');
  await textarea.fill(original.replace('export default function', 'function'));
  await expect(errorPanel(demo)).toContainText('运行代码时出错');
  await expect(errorPanel(demo)).toContainText('代码没有默认导出');
  await reset.click();
  await expect(errorPanel(demo)).toBeHidden();
  expect(pageErrors).toEqual([]);

  // A demo whose code crashes: the boundary's box is Chinese too, and its button resets the demo.
  const crashing = `export default function Crash() { if (window.__demoCrash !== false) throw new Error('Test crash from the route'); return 'Recovered after reset'; }`;
  await page.route(`**/build/demos/${BARS.id}-system-*.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: crashing }));
  await page.reload();
  const alert = page.locator(`#${BARS.id}`).locator('[data-demo-error]');
  await expect(alert).toContainText('此示例崩溃了。 Test crash from the route');
  await expect(alert).not.toContainText('This demo crashed');
  await page.evaluate(() => ((window as unknown as { __demoCrash: boolean }).__demoCrash = false));
  await alert.getByRole('button', { name: '重置示例' }).click();
  await expect(frameOf(page.locator(`#${BARS.id}`))).toHaveText('Recovered after reset');
});
