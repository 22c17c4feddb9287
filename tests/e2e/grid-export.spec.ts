/**
 * The export demos of the Data Grid page really export: CSV and Excel downloads
 * through the grid's own toolbar menu contain the demo's rows, and print fills
 * the print frame with them (window.print is intercepted, no dialog opens).
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, acceptDownloads: true });

const CUSTOMERS = ['Northwind Traders', 'Lumen Labs', 'Okafor & Sons', 'Blue Harbor Café', 'Sato Robotics', 'Vargas Studio', 'Pine & Co', 'Rossi Imports'];

async function openDemo(page: Page, id: string) {
  const response = await page.goto(`/x/playground/${id}`);
  expect(response!.status()).toBe(200);
  const root = page.locator(`[data-playground][data-demo="${id}"]`);
  await expect(root.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 20_000 });
  return root;
}

async function chooseExport(page: Page, item: RegExp) {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Reads one entry of a zip archive (stored or deflated), enough for an .xlsx file. */
function readZipEntry(zip: Buffer, name: string): string {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(0);
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const entryName = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === name) {
      const localNameLength = zip.readUInt16LE(localOffset + 26);
      const localExtraLength = zip.readUInt16LE(localOffset + 28);
      const start = localOffset + 30 + localNameLength + localExtraLength;
      const data = zip.subarray(start, start + compressedSize);
      return (method === 0 ? data : inflateRawSync(data)).toString('utf8');
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} is not in the archive`);
}

test('CSV export from the toolbar menu downloads every row', async ({ page }) => {
  await openDemo(page, 'react-data-grid-export-ExportDefaultToolbar');
  const download = page.waitForEvent('download');
  await chooseExport(page, /Download as CSV/);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8').trim();
  const lines = csv.split(/\r?\n/);
  expect(lines[0]).toBe('Invoice,Customer,Country,Amount,Issued,Status');
  expect(lines).toHaveLength(1 + CUSTOMERS.length);
  for (const customer of CUSTOMERS) expect(csv).toContain(customer);
  // Cells hold formatted values, quoted when they contain the delimiter.
  expect(lines[1]).toContain('"$1,840.50"');
});

test('Excel export from the toolbar menu downloads an xlsx with every row', async ({ page }) => {
  await openDemo(page, 'react-data-grid-export-ExportExcel');
  const download = page.waitForEvent('download');
  await chooseExport(page, /Download as Excel/);
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoices-2025.xlsx');
  const zip = readFileSync((await file.path())!);
  const sheet = readZipEntry(zip, 'xl/worksheets/sheet1.xml');
  // One header row and one row per invoice.
  expect(sheet.match(/<row /g)).toHaveLength(1 + CUSTOMERS.length);
  let strings: string;
  try {
    strings = readZipEntry(zip, 'xl/sharedStrings.xml');
  } catch {
    strings = sheet; // inline strings
  }
  const text = strings.replace(/&amp;/g, '&');
  for (const customer of CUSTOMERS) expect(text).toContain(customer);
  expect(text).toContain('Customer');
});

test('print export fills the print frame with every row', async ({ page }) => {
  // The grid prints from a hidden iframe: replace print() on every window handed out,
  // and record the rows the frame holds at that moment.
  await page.addInitScript(() => {
    const record = (win: Window) => {
      const rows = Array.from(win.document.querySelectorAll('.MuiDataGrid-row'));
      (window as unknown as { __printedRows: string[] }).__printedRows = rows.map((row) => (row as HTMLElement).innerText);
    };
    window.print = () => record(window);
    const descriptor = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const win = descriptor.get!.call(this) as Window | null;
        if (win) win.print = () => record(win);
        return win;
      },
    });
  });
  await openDemo(page, 'react-data-grid-export-ExportDefaultToolbar');
  await chooseExport(page, /Print/);
  const rows = await page.waitForFunction(() => (window as unknown as { __printedRows?: string[] }).__printedRows, undefined, { timeout: 15_000 });
  const printed = (await rows.jsonValue()) as string[];
  expect(printed).toHaveLength(CUSTOMERS.length);
  CUSTOMERS.forEach((customer, index) => expect(printed[index]).toContain(customer));
});

test('the customized Excel export adds a title and a total formula around the rows', async ({ page }) => {
  await openDemo(page, 'react-data-grid-export-ExportExcelCustomized');
  const download = page.waitForEvent('download');
  await chooseExport(page, /Download as Excel/);
  const zip = readFileSync((await (await download).path())!);
  const sheet = readZipEntry(zip, 'xl/worksheets/sheet1.xml');
  // Title, blank line, header, 8 invoices, total: the formula sums the amounts of rows 4 to 11.
  expect(sheet).toContain('<f>SUM(D4:D11)</f>');
  expect(sheet).toMatch(/<row r="12"/);
});
