/**
 * The playground page (`/x/playground/<demo id>`) runs a demo alone: a
 * sample of demos mounts there, without a console error, a page error or a
 * failed request (MUI X's missing-licence message is allowed while no key
 * is configured). The sample covers, per product, its first demo, a Pro or
 * Premium one and one with a stylesheet per styling (ids from the content
 * build, dist/kv-bulk.json).
 *
 * Why a sample: every demo of the site mounts in Chromium on its docs page
 * in both builds (console.spec.ts), with the same chunks; and
 * worker/playground.test.ts checks every demo's playground page (status,
 * noindex, mount point, chunks and stylesheets). What only this spec sees is
 * the playground's own runtime (client/playground.ts), which is the same
 * for every demo. It swept all 832 demos before, about 7 minutes of the
 * suite on 2 cores for no case the other two do not catch.
 */
import { expect, mainThreadIdle, test, type Page } from './fixtures';
import { fromBuild } from './from-build';
import { READER_UA } from './stub-servers';

const LICENCE_MESSAGE = /MUI X: Missing license key|mui\.com\/r\/x-license/i;

interface Demo {
  id: string;
  plan?: string;
  styles?: Record<string, string>;
}

function allDemos(): Demo[] {
  // Only what sample() reads: a demo record also holds its code and stand-in.
  return fromBuild('playground-demos', (entries) =>
    entries
      .filter((e) => e.key.split(':')[1] === 'demo')
      .map((e) => {
        const { id, plan, styles } = JSON.parse(e.value) as Demo;
        return { id, plan, styles };
      }),
  );
}

/** Page folders of the products; a demo id starts with its page's folder path. */
const PRODUCTS = ['react-data-grid', 'react-date-pickers', 'react-charts', 'react-tree-view'];

/** Per product (other demos by their id's first segment): its first demo, its first Pro or Premium demo, and its first demo with a stylesheet of each styling. */
function sample(demos: Demo[]): Map<string, string[]> {
  const byProduct = new Map<string, Set<string>>();
  const pick = (product: string, demo: Demo | undefined) => {
    if (!demo) return;
    byProduct.set(product, (byProduct.get(product) ?? new Set()).add(demo.id));
  };
  const productOf = (id: string) => PRODUCTS.find((p) => id.startsWith(`${p}-`)) ?? id.split('-')[0]!;
  for (const product of new Set(demos.map((d) => productOf(d.id)))) {
    const own = demos.filter((d) => productOf(d.id) === product);
    pick(product, own[0]);
    pick(
      product,
      own.find((d) => d.plan),
    );
    for (const styling of new Set(own.flatMap((d) => Object.keys(d.styles ?? {}))))
      pick(
        product,
        own.find((d) => d.styles?.[styling]),
      );
  }
  return new Map([...byProduct].map(([product, ids]) => [product, [...ids]]));
}

test.use({ userAgent: READER_UA });

const demos = allDemos();
const ids = demos.map((d) => d.id);
const batches = sample(demos);

test.describe.configure({ mode: 'parallel' });

// The server answers while it is still seeding KV (records first, demos after): wait for the last demo.
test.beforeAll(async ({ request }) => {
  const last = ids[ids.length - 1];
  for (let i = 0; last && i < 240; i++) {
    if ((await request.get(`/x/playground/${last}`)).status() === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
});

test('the content build has demos to check, and the sample reaches every product and styling', () => {
  expect(ids.length).toBeGreaterThan(10);
  const sampled = new Set([...batches.values()].flat());
  for (const product of PRODUCTS) expect(batches.get(product)?.length).toBeGreaterThanOrEqual(2);
  const stylings = new Set(demos.flatMap((d) => Object.keys(d.styles ?? {})));
  for (const styling of stylings) expect(demos.some((d) => sampled.has(d.id) && d.styles?.[styling])).toBe(true);
  expect(demos.some((d) => sampled.has(d.id) && d.plan)).toBe(true);
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

for (const [product, batch] of batches) {
  test(`playground: a sample of ${product} (${batch.length} demos)`, async ({ page }) => {
    test.setTimeout(30_000 + batch.length * 15_000);
    expect(await sweep(page, batch, ['error'])).toEqual([]);
  });
}
