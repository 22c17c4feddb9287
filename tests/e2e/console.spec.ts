/**
 * No console error, page error or failed same-origin request on any docs
 * page (scrolled to the end so every demo mounts). Run against the
 * production build, and the `@dev` test once against a development build,
 * where React reports hydration and attribute mismatches.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** The MUI X licence notice is expected when no key is configured. */
const ALLOWED = [/MUI X: Missing license key/i, /MUI X: License key not found/i, /mui\.com\/r\/x-license/i];

function docsPaths(): string[] {
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
  return entries
    .map((e) => e.key.split(':'))
    .filter(([, locale, path]) => locale === 'en' && path?.startsWith('/x/') && !path.startsWith('/x/api-docs'))
    .map(([, , path]) => path!);
}

async function visit(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !ALLOWED.some((re) => re.test(m.text()))) problems.push(`${path}: console: ${m.text().slice(0, 300)}`);
    if (m.type() === 'warning' && /hydrat|did not match|Warning:/i.test(m.text())) problems.push(`${path}: warning: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => problems.push(`${path}: pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.url().startsWith('http://127.0.0.1') && r.status() >= 400) problems.push(`${path}: ${r.status()} ${r.url()}`);
  });
  await page.goto(path);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
  });
  await page.waitForTimeout(300);
  return problems;
}

// Every docs page of the site, in batches that run in parallel on both workers; a batch
// visits its pages in one browser page and reports every problem, not only the first.
const PAGES_PER_BATCH = 8;
const paths = docsPaths();
const batches: string[][] = [];
for (let i = 0; i < paths.length; i += PAGES_PER_BATCH) batches.push(paths.slice(i, i + PAGES_PER_BATCH));

test.describe.configure({ mode: 'parallel' });

test('the build has docs pages to check', () => {
  expect(paths.length).toBeGreaterThan(8);
});

batches.forEach((batch, i) => {
  test(`no console errors on docs pages, batch ${i + 1}/${batches.length} (${batch[0]} …) (production build)`, async ({ page }) => {
    test.setTimeout(30_000 + batch.length * 30_000);
    const problems: string[] = [];
    for (const path of batch) problems.push(...(await visit(page, path)));
    expect(problems).toEqual([]);
  });

  test(`no hydration warnings or console errors in a development build, batch ${i + 1}/${batches.length} (${batch[0]} …) @dev`, async ({ page }) => {
    test.setTimeout(30_000 + batch.length * 40_000);
    const problems: string[] = [];
    for (const path of batch) problems.push(...(await visit(page, path)));
    expect(problems).toEqual([]);
  });
});
