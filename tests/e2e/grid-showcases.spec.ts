/**
 * The Data Grid showcase demos (/x/react-data-grid/demos/...), each alone in
 * its playground: the real-time board updates on its timer, stops when
 * paused and moves again when resumed; all three mount without a console
 * error (MUI X's missing-licence message aside, as in playground.spec.ts).
 */
import { expect, mainThreadIdle, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

const LICENCE_MESSAGE = /MUI X: Missing license key|mui\.com\/r\/x-license/i;
const REAL_TIME = 'react-data-grid-demos-real-time-data-MarketBoard';
const SHOWCASES = [REAL_TIME, 'react-data-grid-demos-time-off-calendar-TimeOffCalendar', 'react-data-grid-demos-inventory-InventoryDashboard'];

test.use({ userAgent: READER_UA });

// The server answers while it is still seeding KV: wait until the demos are there.
test.beforeAll(async ({ request }) => {
  for (let i = 0; i < 240; i++) {
    const answers = await Promise.all(SHOWCASES.map((id) => request.get(`/x/playground/${id}`)));
    if (answers.every((r) => r.status() === 200)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
});

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !LICENCE_MESSAGE.test(m.text())) problems.push(`console: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The text of every price cell on the board, in row order. */
async function prices(page: Page): Promise<string> {
  return (await page.locator('[role="gridcell"][data-field="price"]').allTextContents()).join('|');
}

test('the real-time board updates, pauses and resumes', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto(`/x/playground/${REAL_TIME}`);
  const cells = page.locator('[role="gridcell"][data-field="price"]');
  await expect(cells.first()).toBeVisible({ timeout: 20_000 });

  // Live: the prices change within a few ticks (one tick a second).
  const first = await prices(page);
  await expect.poll(() => prices(page), { timeout: 8_000 }).not.toBe(first);

  // Paused: the button turns into "Resume updates" and nothing moves.
  await page.getByRole('button', { name: 'Pause updates' }).click();
  const resume = page.getByRole('button', { name: 'Resume updates' });
  await expect(resume).toBeVisible();
  const frozen = await prices(page);
  // eslint-disable-next-line no-restricted-properties -- a span in which paused prices must not move (the demo ticks each second on real timers)
  await page.waitForTimeout(3_000);
  expect(await prices(page)).toBe(frozen);

  // Resumed: the prices move again.
  await resume.click();
  await expect(page.getByRole('button', { name: 'Pause updates' })).toBeVisible();
  await expect.poll(() => prices(page), { timeout: 8_000 }).not.toBe(frozen);

  expect(problems).toEqual([]);
});

for (const id of SHOWCASES) {
  test(`showcase ${id} mounts without console errors`, async ({ page }) => {
    const problems = collectProblems(page);
    const response = await page.goto(`/x/playground/${id}`);
    expect(response!.status()).toBe(200);
    const root = page.locator(`[data-playground][data-demo="${id}"]`);
    await expect(root.locator('[role="grid"]')).toBeVisible({ timeout: 20_000 });
    await expect(root.locator('[data-demo-error]')).toHaveCount(0);
    // What the grid still had queued (and may print) has run.
    await mainThreadIdle(page);
    expect(problems).toEqual([]);
  });
}
