/**
 * Every demo alone at `/x/playground/<demo id>` (ids from the content
 * build, dist/kv-bulk.json): it mounts, without a console error, a page
 * error or a failed request. The one allowed error is MUI X's own
 * missing-licence message, and only when no licence key is configured.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { READER_UA } from './stub-servers';

const LICENCE_MESSAGE = /MUI X: Missing license key|mui\.com\/r\/x-license/i;

function demoIds(): string[] {
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string }[];
  return entries.map((e) => e.key.split(':')).filter(([, kind]) => kind === 'demo').map(([, , id]) => id!);
}

test.use({ userAgent: READER_UA });

const ids = demoIds();

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

for (const id of ids) {
  test(`playground ${id}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text().slice(0, 200)}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    const response = await page.goto(`/x/playground/${id}`);
    expect(response!.status()).toBe(200);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    const root = page.locator(`[data-playground][data-demo="${id}"]`);
    await expect(root.locator(':scope > *').first()).toBeVisible({ timeout: 20_000 });
    await expect(root.locator('[data-demo-error]')).toHaveCount(0);
    await page.waitForTimeout(300);

    const config = JSON.parse((await page.locator('#docs-config').textContent()) ?? '{}') as { licenseKey?: string };
    const allowed = config.licenseKey ? [] : problems.filter((p) => LICENCE_MESSAGE.test(p));
    expect(problems.filter((p) => !allowed.includes(p))).toEqual([]);
  });
}

test('every playground mounts without React warnings in a development build @dev', async ({ page }) => {
  test.setTimeout(600_000);
  const problems: string[] = [];
  let current = '';
  let key = '';
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (LICENCE_MESSAGE.test(m.text()) && !key) return;
    problems.push(`${current}: ${m.type()}: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => problems.push(`${current}: pageerror: ${e.message}`));
  for (const id of ids) {
    current = id;
    const response = await page.goto(`/x/playground/${id}`);
    expect(response!.status(), id).toBe(200);
    key = ((JSON.parse((await page.locator('#docs-config').textContent()) ?? '{}') as { licenseKey?: string }).licenseKey ?? '');
    await expect(page.locator(`[data-playground] > *`).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(200);
  }
  expect(problems).toEqual([]);
});
