/**
 * The Date Picker customization playground: options change the live picker
 * and the generated code, and the Copy code button writes that code to the
 * clipboard.
 */
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

test('the pickers playground updates its code and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/playground/react-date-pickers-playground-PickerPlayground');
  const code = page.getByLabel('Generated code');
  await expect(code).toContainText('<DesktopDatePicker');

  await page.getByRole('button', { name: 'Static' }).click();
  await expect(code).toContainText('<StaticDatePicker');
  await expect(page.locator('.MuiPickersLayout-root')).toBeVisible();

  await page.getByRole('checkbox', { name: 'day' }).uncheck();
  await expect(code).toContainText("views={['year', 'month']}");
  await page.getByRole('switch', { name: 'readOnly' }).check();
  await expect(code).toContainText('readOnly');

  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByRole('status')).toHaveText('Code copied to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await code.innerText());
  expect(copied).toContain("import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';");
});
