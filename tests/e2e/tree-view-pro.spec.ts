/**
 * The Pro Tree View demos behave like real ones: the lazy-loading demo fetches
 * children from its fake server when an item opens, and a real mouse drag in
 * the ordering demo moves an item, in the tree and in the demo's own state.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

const LAZY_DEMO = '/x/playground/react-tree-view-rich-tree-view-lazy-loading-LazyFileServer';
const ORDERING_DEMO = '/x/playground/react-tree-view-rich-tree-view-ordering-ReorderBacklog';

/** The row (content element) of the item whose own label is exactly `label`. */
function row(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.locator('.MuiTreeItem-content').filter({ hasText: new RegExp(`^${escaped}$`) });
}

async function rootLabels(page: Page): Promise<string[]> {
  return page.locator('[role="tree"] > [role="treeitem"] > .MuiTreeItem-content .MuiTreeItem-label').allTextContents();
}

test('lazy loading: opening an item fetches its children after the latency', async ({ page }) => {
  await page.goto(LAZY_DEMO);
  const tree = page.getByRole('tree', { name: 'File server' });
  // The root items come from the fake server too (no `items` given).
  const projects = row(tree, 'Projects');
  await expect(projects).toBeVisible({ timeout: 20_000 });
  await expect(row(tree, 'Apollo')).toHaveCount(0);

  await projects.click();
  // While the request runs, the item shows a spinner and stays closed.
  await expect(tree.getByRole('progressbar')).toBeVisible();
  await expect(row(tree, 'Apollo')).toBeVisible({ timeout: 10_000 });
  await expect(row(tree, 'Borealis')).toBeVisible();
  await expect(tree.getByRole('progressbar')).toHaveCount(0);
  await expect(tree.getByRole('treeitem', { expanded: true })).toHaveCount(1);
});

test('ordering: a mouse drag moves an item and the demo state keeps the new order', async ({ page }) => {
  await page.goto(ORDERING_DEMO);
  const tree = page.getByRole('tree');
  const source = row(tree, 'Export orders to CSV');
  const target = row(tree, 'Dark mode');
  await expect(source).toBeVisible({ timeout: 20_000 });
  expect(await rootLabels(page)).toEqual(['Epic: faster checkout', 'Epic: better search', 'Dark mode', 'Export orders to CSV']);

  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 4, from.y + from.height / 2 - 4, { steps: 4 });
  // The upper quarter of the target row means "drop above it".
  const dropX = to.x + to.width / 2;
  const dropY = to.y + to.height * 0.15;
  await page.mouse.move(dropX, dropY, { steps: 12 });
  await page.mouse.move(dropX + 2, dropY, { steps: 2 });
  await page.mouse.up();

  const expected = ['Epic: faster checkout', 'Epic: better search', 'Export orders to CSV', 'Dark mode'];
  await expect.poll(() => rootLabels(page)).toEqual(expected);
  await expect(page.getByTestId('saved-order')).toHaveText(`Priority: ${expected.join(' › ')}`);
});
