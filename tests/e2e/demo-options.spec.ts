/**
 * The demo embed options in real Chromium, on the pages that use them
 * (docs/content-guide.md, "Blocks"): `"bg": "inline"` (the quickstart's
 * adapter pickers sit in the prose, no border or padding), `"bg":
 * "playground"` (the pickers overview gallery on a dotted panel),
 * `"defaultCodeOpen": true` (the quickstart's first picker shows its whole
 * code at first paint, with and without JavaScript, and the toggle still
 * collapses it), `"hideToolbar": true` (the charts overview hero has no
 * toolbar and still runs), `"disableAd": true` (a showcase page has no ad
 * slot, a guide page has one).
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

const QUICKSTART = '/x/react-date-pickers/quickstart';
const OPEN = 'react-date-pickers-quickstart-FirstDatePicker';
const INLINE = 'react-date-pickers-quickstart-LuxonDatePicker';
const OVERVIEW = '/x/react-date-pickers';
const PLAYGROUND = 'react-date-pickers-PickersGallery';
const PLAIN = 'react-date-pickers-StandaloneViews';
const CHARTS = '/x/react-charts';
const HERO = 'react-charts-ChartsOverview';
const SHOWCASE = '/x/react-data-grid/demos/real-time-data';
const GUIDE = '/x/react-data-grid/sorting';

const demoOf = (page: Page, id: string) => page.locator(`#${id}`);
const frameOf = (demo: Locator) => demo.locator('[data-demo-frame]');
/** The full TS source (not the collapsed preview). */
const fullSource = (demo: Locator) => demo.locator('.demo-src:not([data-preview])[data-styling=system][data-variant=TS]');
/** The short TS preview shown while the code is collapsed. */
const preview = (demo: Locator) => demo.locator('.demo-src[data-preview][data-styling=system][data-variant=TS]');

// The server answers while it is still seeding KV: wait for the pages this spec uses.
test.beforeAll(async ({ request }) => {
  for (let i = 0; i < 240; i++) {
    const statuses = await Promise.all([QUICKSTART, OVERVIEW, CHARTS, SHOWCASE, GUIDE].map(async (p) => (await request.get(p)).status()));
    if (statuses.every((s) => s === 200)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
});

async function mounted(page: Page, id: string): Promise<Locator> {
  const demo = demoOf(page, id);
  await demo.scrollIntoViewIfNeeded();
  await expect(frameOf(demo)).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  return demo;
}

/** Computed style of a demo's frame. */
function frameStyle(demo: Locator) {
  return frameOf(demo).evaluate((f) => {
    const s = getComputedStyle(f);
    return { border: s.borderTopWidth, padding: s.paddingTop, image: s.backgroundImage };
  });
}

test('bg inline: the demo sits in the prose with no frame border or padding, a plain demo keeps its frame', async ({ page }) => {
  await page.goto(QUICKSTART);
  const inline = await mounted(page, INLINE);
  await expect(frameOf(inline).locator('.MuiPickersInputBase-root')).toBeVisible();
  expect(await frameStyle(inline)).toMatchObject({ border: '0px', padding: '0px' });
  // The picker's field starts where the paragraph above starts: nothing frames it.
  const fieldLeft = (await frameOf(inline).locator('.MuiPickersInputBase-root').boundingBox())!.x;
  const proseLeft = (await page.getByText('With Luxon, a value is a').boundingBox())!.x;
  expect(Math.abs(fieldLeft - proseLeft)).toBeLessThan(2);
  const plain = await frameStyle(demoOf(page, OPEN));
  expect(plain.border).toBe('1px');
  expect(plain.padding).not.toBe('0px');
});

test('bg playground: the overview gallery sits on the dotted panel, the next demo on a plain frame', async ({ page }) => {
  await page.goto(OVERVIEW);
  const gallery = await mounted(page, PLAYGROUND);
  await expect(frameOf(gallery).locator('.MuiPickersInputBase-root')).toHaveCount(3);
  expect((await frameStyle(gallery)).image).toMatch(/^radial-gradient\(/);
  expect((await frameStyle(demoOf(page, PLAIN))).image).toBe('none');
});

test('defaultCodeOpen: the whole code shows at first paint without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: READER_UA });
  const page = await context.newPage();
  await page.goto(QUICKSTART);
  const open = demoOf(page, OPEN);
  await expect(fullSource(open)).toBeVisible();
  await expect(fullSource(open)).toContainText("import { DatePicker } from '@mui/x-date-pickers/DatePicker';");
  await expect(fullSource(open)).toContainText('export default function FirstDatePicker()');
  await expect(preview(open)).toBeAttached();
  await expect(preview(open)).toBeHidden();
  await expect(open.locator('[data-demo-action=code]')).toHaveAttribute('aria-expanded', 'true');
  // A demo without the option shows its short preview, not the whole code.
  await expect(preview(demoOf(page, INLINE))).toBeVisible();
  await expect(fullSource(demoOf(page, INLINE))).toBeHidden();
  await context.close();
});

test('defaultCodeOpen: after hydration the code stays open and the toggle collapses and reopens it', async ({ page }) => {
  await page.goto(QUICKSTART);
  const open = await mounted(page, OPEN);
  await expect(fullSource(open)).toBeVisible();
  await expect(fullSource(open)).toContainText('export default function FirstDatePicker()');
  const toggle = open.locator('[data-demo-action=code]');
  await expect(toggle.getByText('Hide code')).toBeVisible();
  await expect(toggle.getByText('Show code')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle.getByText('Show code')).toBeVisible();
  await expect(fullSource(open)).toBeHidden();
  await expect(preview(open)).toBeVisible();
  await toggle.click();
  await expect(fullSource(open)).toBeVisible();
  await expect(preview(open)).toBeHidden();
});

test('hideToolbar: the charts hero has no toolbar and no buttons, and its charts run', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(CHARTS);
  const hero = await mounted(page, HERO);
  await expect(hero.locator('.demo-toolbar')).toHaveCount(0);
  await expect(hero.getByRole('toolbar')).toHaveCount(0);
  await expect(hero.locator('[data-demo-action]')).toHaveCount(0);
  await expect(hero.locator('.demo-code')).toBeHidden();
  // The live charts (not the stand-in): the runtime marked the frame, and a bar reacts to the pointer with a tooltip.
  await expect(frameOf(hero).locator('svg .MuiBarElement-root').first()).toBeVisible();
  await frameOf(hero).locator('svg .MuiBarElement-root').first().hover();
  await expect(page.locator('.MuiChartsTooltip-root').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('hideToolbar: a demo with a code preview shows no preview either (the page stylesheet rule)', async ({ page }) => {
  // The charts hero has no preview to hide; the rule is checked on a quickstart demo that has one.
  await page.goto(QUICKSTART);
  const demo = demoOf(page, INLINE);
  await expect(preview(demo)).toBeVisible();
  await demo.evaluate((d) => d.setAttribute('data-hide-toolbar', ''));
  await expect(preview(demo)).toBeHidden();
});

test('disableAd: a showcase page has no ad slot, a guide page with demos has one', async ({ page }) => {
  await page.goto(SHOWCASE);
  await expect(page.locator('.demo[data-demo]').first()).toBeAttached();
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  await page.goto(GUIDE);
  await expect(page.locator('[data-ad-slot]')).toHaveCount(1);
  await expect(page.locator('[data-ad-slot]')).toBeVisible();
});
