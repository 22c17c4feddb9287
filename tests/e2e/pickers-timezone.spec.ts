/**
 * The time zone demos of the Date and Time Pickers pin their values to
 * fixed zones (Day.js utc + timezone plugins), so they must show the same
 * dates and times whatever the reader's own time zone. Each demo is opened
 * with the browser set to UTC, to UTC+14 (Pacific/Kiritimati) and to
 * UTC-8/-7 (America/Los_Angeles), and what it shows is compared.
 */
import { expect, mainThreadIdle, test, type Browser } from './fixtures';
import { READER_UA } from './stub-servers';

const PAGE = 'react-date-pickers-timezone';
const DEMOS = ['ValueDecidesTimezone', 'DisplayInAnotherZone', 'ZonePlayground', 'UtcOnlyPicker', 'DaylightSavingGap', 'StoreUtcShowUserZone', 'ZoneAwareValidation', 'MeetingAcrossZones'];
const BROWSER_ZONES = ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'];

/** Values a reader sees in the demo: its text and the value of each field. */
async function shownValues(browser: Browser, id: string, timezoneId: string) {
  const context = await browser.newContext({ timezoneId, userAgent: READER_UA });
  const page = await context.newPage();
  try {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const response = await page.goto(`/x/playground/${id}`);
    expect(response!.status()).toBe(200);
    const root = page.locator(`[data-playground][data-demo="${id}"]`);
    await expect(root.locator(':scope > *').first()).toBeVisible({ timeout: 20_000 });
    await mainThreadIdle(page);
    // The browser really runs in the requested zone.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
    const text = await root.innerText();
    const inputs = await root.locator('input').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(problems).toEqual([]);
    return { text, inputs };
  } finally {
    await context.close();
  }
}

test.describe('pickers time zone demos', () => {
  for (const demo of DEMOS) {
    const id = `${PAGE}-${demo}`;
    test(`${demo} shows the same values in every browser time zone`, async ({ browser }) => {
      const [reference, ...others] = await Promise.all(BROWSER_ZONES.map((zone) => shownValues(browser, id, zone)));
      expect(reference!.inputs.some((v) => v !== '') || reference!.text.length > 0).toBe(true);
      others.forEach((other, i) => {
        expect(other, `browser zone ${BROWSER_ZONES[i + 1]} vs UTC`).toEqual(reference);
      });
    });
  }

  test('the stored UTC instant is shown in the zone of each value', async ({ browser }) => {
    const { inputs } = await shownValues(browser, `${PAGE}-ValueDecidesTimezone`, 'Pacific/Kiritimati');
    expect(inputs).toEqual(['06/14/2025 04:00 PM', '06/15/2025 01:00 AM', '06/14/2025 09:00 AM']);
  });

  for (const timezoneId of BROWSER_ZONES.slice(1)) {
    test(`a value typed with timezone="UTC" is created in UTC (browser in ${timezoneId})`, async ({ browser }) => {
      const context = await browser.newContext({ timezoneId, userAgent: READER_UA });
      const page = await context.newPage();
      await page.goto(`/x/playground/${PAGE}-UtcOnlyPicker`);
      const month = page.getByRole('spinbutton', { name: 'Month' });
      await month.click();
      await page.keyboard.type('021020250930');
      await page.keyboard.type('P');
      await expect(page.getByRole('status')).toHaveText('Query parameter: 2025-02-10T21:30:00.000Z');
      await context.close();
    });
  }

  test('the daylight saving gap of Paris is skipped', async ({ browser }) => {
    const { inputs } = await shownValues(browser, `${PAGE}-DaylightSavingGap`, 'America/Los_Angeles');
    expect(inputs).toEqual(['03/30/2025 01:30', '03/30/2025 03:30']);
  });
});
