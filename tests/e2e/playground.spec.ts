/**
 * Every demo alone at `/x/playground/<demo id>` (ids from the content
 * build, dist/kv-bulk.json): it mounts, without a console error, a page
 * error or a failed request. The one allowed error is MUI X's own
 * missing-licence message, and only when no licence key is configured.
 * Production build only: in the development build every demo mounts on its
 * docs page in console.spec.ts, which counts every warning there.
 *
 * The sweep scales to the whole site (about 700 demos): the demos of one
 * docs page form a batch, visited one after the other in one browser page
 * (a page per demo costs more than the demo), and batches run in parallel
 * on both Playwright workers. A batch reports every demo that failed, not
 * only the first. `-g "playground react-charts-scatter-"` runs one page's.
 */
import { readFileSync } from 'node:fs';
import { expect, mainThreadIdle, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

const LICENCE_MESSAGE = /MUI X: Missing license key|mui\.com\/r\/x-license/i;

function demoIds(): string[] {
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string }[];
  return entries
    .map((e) => e.key.split(':'))
    .filter(([, kind]) => kind === 'demo')
    .map(([, , id]) => id!);
}

test.use({ userAgent: READER_UA });

const ids = demoIds();
/** Demo ids grouped by docs page: an id is `<page slug>-<DemoName>`. */
const batches = new Map<string, string[]>();
for (const id of ids) {
  const page = id.slice(0, id.lastIndexOf('-'));
  batches.set(page, [...(batches.get(page) ?? []), id]);
}

test.describe.configure({ mode: 'parallel' });

// The server answers while it is still seeding KV (records first, demos after): wait for the last demo.
test.beforeAll(async ({ request }) => {
  const last = ids[ids.length - 1];
  for (let i = 0; last && i < 240; i++) {
    if ((await request.get(`/x/playground/${last}`)).status() === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
});

test('the content build has demos to check', () => {
  expect(ids.length).toBeGreaterThan(10);
});

test('an unknown demo id is a 404 page, not an error', async ({ page }) => {
  const response = await page.goto('/x/playground/NoSuchDemo');
  expect(response!.status()).toBe(404);
  await expect(page.locator('body')).toContainText('No such demo');
});

/**
 * Visits each demo in one page and returns `id: problem` lines. Console
 * messages of the given types count as problems; the licence message is
 * allowed while no key is configured.
 */
async function sweep(page: Page, batch: string[], types: string[]): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  let key: string | undefined;
  page.on('console', (m) => {
    if (!types.includes(m.type())) return;
    if (!key && LICENCE_MESSAGE.test(m.text())) return;
    problems.push(`${current}: console ${m.type()}: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => problems.push(`${current}: pageerror: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`${current}: failed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${current}: ${r.status()} ${r.url()}`);
  });
  for (const id of batch) {
    current = id;
    const response = await page.goto(`/x/playground/${id}`);
    if (response?.status() !== 200) {
      problems.push(`${id}: status ${response?.status()}`);
      continue;
    }
    key ??= (JSON.parse((await page.locator('#docs-config').textContent()) ?? '{}') as { licenseKey?: string }).licenseKey ?? '';
    const root = page.locator(`[data-playground][data-demo="${id}"]`);
    try {
      await expect(root.locator(':scope > *').first()).toBeVisible({ timeout: 20_000 });
    } catch {
      problems.push(`${id}: did not mount within 20 s`);
      continue;
    }
    if ((await root.locator('[data-demo-error]').count()) > 0) problems.push(`${id}: the error boundary caught: ${(await root.locator('[data-demo-error]').textContent())?.slice(0, 200)}`);
    if ((await page.locator('meta[name=robots]').getAttribute('content')) !== 'noindex') problems.push(`${id}: playground is not noindex`);
    // What the demo still had queued (and may print) runs before the next demo's page replaces it.
    await mainThreadIdle(page);
  }
  return problems;
}

for (const [slug, batch] of batches) {
  test(`playground ${slug}-* (${batch.length} demos)`, async ({ page }) => {
    test.setTimeout(30_000 + batch.length * 15_000);
    expect(await sweep(page, batch, ['error'])).toEqual([]);
  });
}
