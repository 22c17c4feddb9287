/**
 * The Data Grid AI demos work offline: the local resolver of the docs turns a
 * prompt into the PromptResponse of 8.11.1 and the grid applies it (rows are
 * sorted and filtered for real); a prompt it cannot map shows the UI's error state.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

async function openDemo(page: Page, id: string) {
  // No request may leave the site: the resolver is local.
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) external.push(request.url());
  });
  const response = await page.goto(`/x/playground/${id}`);
  expect(response!.status()).toBe(200);
  const root = page.locator(`[data-playground][data-demo="${id}"]`);
  await expect(root.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 20_000 });
  return { root, external };
}

/** The text of one column's cells, in row order, for the rendered rows. */
async function columnValues(root: Locator, field: string): Promise<string[]> {
  return root.locator(`.MuiDataGrid-row [data-field="${field}"]`).allInnerTexts();
}

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('prompt field: sort and filter prompts change the rows, an unmappable prompt shows an error', async ({ page }) => {
  const { root, external } = await openDemo(page, 'react-data-grid-components-prompt-field-PromptFieldToolbar');
  const field = root.getByRole('textbox', { name: 'Prompt' });

  const before = (await columnValues(root, 'unitPrice')).map(dollars);
  expect(before).not.toEqual([...before].sort((a, b) => b - a));
  await field.fill('sort by price, highest first');
  await field.press('Enter');
  // The grid sorts the unit prices from the highest: $1,899 (Forge 16 laptop) on top.
  await expect.poll(async () => (await columnValues(root, 'unitPrice')).map(dollars)[0], { timeout: 10_000 }).toBe(1899);
  const sorted = (await columnValues(root, 'unitPrice')).map(dollars);
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  await expect(field).toBeEnabled();

  await field.fill('only show rows where country is France');
  await field.press('Enter');
  await expect.poll(async () => [...new Set(await columnValues(root, 'country'))], { timeout: 10_000 }).toEqual(['France']);
  // The sort of the first prompt is kept in the same conversation.
  const prices = (await columnValues(root, 'unitPrice')).map(dollars);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await field.fill('write a poem about the weather');
  await field.press('Enter');
  await expect(root.getByText(/could not map this prompt/)).toBeVisible({ timeout: 10_000 });
  // The grid keeps the state of the last successful prompt.
  expect([...new Set(await columnValues(root, 'country'))]).toEqual(['France']);
  expect(external).toEqual([]);
});

test('AI assistant panel: a prompt filters the grid, an unmappable one is shown in the error state', async ({ page }) => {
  const { root, external } = await openDemo(page, 'react-data-grid-ai-assistant-AssistantWithExamples');
  await root.getByRole('button', { name: 'AI Assistant' }).click();
  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await expect(prompt).toBeVisible();

  await prompt.fill('only Japan, highest quantity first');
  await prompt.press('Enter');
  await expect.poll(async () => [...new Set(await columnValues(root, 'country'))], { timeout: 10_000 }).toEqual(['Japan']);
  const quantities = (await columnValues(root, 'quantity')).map(Number);
  expect(quantities.length).toBeGreaterThan(1);
  expect(quantities).toEqual([...quantities].sort((a, b) => b - a));

  await prompt.fill('tell me a joke');
  await prompt.press('Enter');
  const feedback = page.locator('.MuiDataGrid-promptFeedback', { hasText: /could not map this prompt/ });
  await expect(feedback).toBeVisible({ timeout: 10_000 });
  expect([...new Set(await columnValues(root, 'country'))]).toEqual(['Japan']);
  expect(external).toEqual([]);
});

test('AI assistant with a data source: the server filters and sorts what the prompt asks for', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/license/i.test(message.text())) errors.push(message.text());
  });
  const { root, external } = await openDemo(page, 'react-data-grid-ai-assistant-AssistantWithDataSource');
  await root.getByRole('button', { name: 'AI Assistant' }).click();
  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await prompt.fill('only Japan, highest total first');
  await prompt.press('Enter');
  await expect.poll(async () => [...new Set(await columnValues(root, 'country'))], { timeout: 15_000 }).toEqual(['Japan']);
  const totals = (await columnValues(root, 'total')).map(dollars);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));

  await prompt.fill('group by region and sum the total');
  await prompt.press('Enter');
  // One group row per region of the Japanese orders: Asia Pacific only.
  await expect(root.locator('.MuiDataGrid-row', { hasText: 'Asia Pacific' }).first()).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
  expect(external).toEqual([]);
});
