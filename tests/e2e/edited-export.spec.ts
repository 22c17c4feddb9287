/**
 * An edited demo leaves the page whole: after the live editor has been
 * opened and the code changed, Copy, Open in StackBlitz and Open in
 * CodeSandbox carry the reader's text with the local modules it imports
 * (`../shared/employees`) inlined, so every relative import of the project
 * has its file. Services are answered from the test (no network).
 */
import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import { codesandboxFiles } from '../codesandbox-files';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

const STATUS = { path: '/x/react-data-grid/column-definition', id: 'react-data-grid-column-definition-StatusGrid' };

const action = (demo: Locator, name: string) => demo.locator(`.demo-toolbar [data-demo-action="${name}"]`);

/** Records the forms posted to the two services and answers them with an empty page. */
async function services(context: BrowserContext): Promise<URLSearchParams[]> {
  const posted: URLSearchParams[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => {
    if (!/^https:\/\/(stackblitz\.com|codesandbox\.io)\//.test(route.request().url())) return route.abort();
    posted.push(new URLSearchParams((route.request().postData() ?? '').replace(/%0D%0A/gi, '%0A')));
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>sandbox stub</title>' });
  });
  return posted;
}

/** Relative imports of every code file of a project that no file of the project answers. */
function unresolved(files: Record<string, string>): string[] {
  const missing: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    if (!/\.(tsx?|jsx?)$/.test(path)) continue;
    for (const m of text.matchAll(/(?:from\s*|import\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const parts = path.split('/').slice(0, -1);
      for (const seg of m[1]!.split('/')) {
        if (seg === '..') parts.pop();
        else if (seg !== '.') parts.push(seg);
      }
      const base = parts.join('/');
      if (!['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.js'].some((ext) => base + ext in files)) missing.push(`${path}: ${m[1]}`);
    }
  }
  return missing;
}

async function editDemo(page: Page): Promise<Locator> {
  await page.goto(STATUS.path);
  const demo = page.locator(`#${STATUS.id}`);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-frame]')).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await action(demo, 'edit').click();
  const editor = demo.locator('textarea.demo-live-input');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(/from '\.\.\/shared\/employees'/);
  // The reader's change: the page size of the grid.
  await editor.evaluate((el: HTMLTextAreaElement) => {
    el.value = el.value.replace('export default function StatusGrid', '// edited by the reader\nexport default function StatusGrid');
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return demo;
}

async function submit(page: Page, demo: Locator, service: 'stackblitz' | 'codesandbox'): Promise<void> {
  const popup = page.context().waitForEvent('page');
  await action(demo, service).click();
  await (await popup).waitForLoadState();
}

test('an edited demo opens in StackBlitz and CodeSandbox with every module it imports', async ({ page, context }) => {
  const posted = await services(context);
  const demo = await editDemo(page);

  await submit(page, demo, 'stackblitz');
  expect(posted).toHaveLength(1);
  const stackblitz = Object.fromEntries([...posted[0]!.entries()].filter(([k]) => k.startsWith('project[files]')).map(([k, v]) => [k.slice('project[files]['.length, -1), v]));
  const main = stackblitz['src/StatusGrid.tsx'];
  expect(main, 'the reader’s edit is in the project').toContain('// edited by the reader');
  expect(main).toContain('const employees');
  expect(unresolved(stackblitz)).toEqual([]);

  await submit(page, demo, 'codesandbox');
  expect(posted).toHaveLength(2);
  const sandbox = Object.fromEntries(Object.entries(codesandboxFiles(posted[1]!.get('parameters')!)).map(([k, v]) => [k, v.content]));
  expect(sandbox['src/StatusGrid.tsx']).toContain('// edited by the reader');
  expect(unresolved(sandbox)).toEqual([]);
});

test('Copy of an edited demo gives one file with its local modules inlined', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const demo = await editDemo(page);
  await action(demo, 'copy').click();
  await expect(action(demo, 'copy')).toHaveAttribute('data-copied', '');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('// edited by the reader');
  expect(text).toContain('const employees');
  expect(text).not.toMatch(/from ['"]\.{1,2}\//);
});
