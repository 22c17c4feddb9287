/**
 * Open in StackBlitz / Open in CodeSandbox, in Chromium without network:
 * every request that leaves the test server is intercepted (the two
 * services answer from the test), the form's target and posted fields are
 * read from the intercepted navigation, and the project they carry is
 * checked against the demo the reader sees and the installed versions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page, type Request } from './fixtures';
import { codesandboxFiles } from '../codesandbox-files';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

const PIE = '/x/react-charts/pie';
const LEGEND = 'react-charts-pie-LegendCardPie';
const GRID = { path: '/x/react-data-grid/quickstart', id: 'react-data-grid-quickstart-FirstGrid' };

const installed = (name: string) => (JSON.parse(readFileSync(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

interface Posted {
  url: string;
  method: string;
  fields: URLSearchParams;
  contentType: string;
}

/** Answers the services from the test, refuses anything else off the test server, and records the posts. */
async function offline(context: BrowserContext): Promise<Posted[]> {
  const posted: Posted[] = [];
  // A form submission sends every line break as CRLF (HTML's form encoding); the fields are read back with LF.
  const record = (r: Request) =>
    posted.push({ url: r.url(), method: r.method(), fields: new URLSearchParams((r.postData() ?? '').replace(/%0D%0A/gi, '%0A')), contentType: r.headers()['content-type'] ?? '' });
  // One handler: Playwright tries the last registered route first.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => {
    if (!/^https:\/\/(stackblitz\.com|codesandbox\.io)\//.test(route.request().url())) return route.abort();
    record(route.request());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>sandbox stub</title>' });
  });
  return posted;
}

const action = (demo: Locator, name: string) => demo.locator(`.demo-toolbar [data-demo-action="${name}"]`);

async function open(page: Page, demo: Locator, service: 'stackblitz' | 'codesandbox') {
  const popup = page.context().waitForEvent('page');
  await action(demo, service).click();
  const tab = await popup;
  await tab.waitForLoadState();
  return tab;
}

test('Open in StackBlitz posts the JS, plain-CSS project of the demo to a new tab', async ({ page, context }) => {
  const posted = await offline(context);
  await page.goto(PIE);
  const demo = page.locator(`#${LEGEND}`);
  await demo.scrollIntoViewIfNeeded();
  await action(demo, 'variant').and(page.locator('[data-value=JS]')).click();
  await action(demo, 'styling-menu').click();
  await demo.getByRole('menuitemradio', { name: 'Plain CSS' }).click();
  await expect(action(demo, 'stackblitz')).toHaveAccessibleName('Open in StackBlitz');

  const tab = await open(page, demo, 'stackblitz');
  expect(tab.url()).toBe('https://stackblitz.com/run?file=src%2FLegendCardPie.jsx');
  expect(tab).not.toBe(page);
  await expect(page.locator('form[data-sandbox-form]')).toHaveCount(0);
  expect(posted).toHaveLength(1);
  const { method, fields, contentType } = posted[0]!;
  expect(method).toBe('POST');
  expect(contentType).toBe('application/x-www-form-urlencoded');
  expect(fields.get('project[template]')).toBe('node');
  expect(fields.get('project[title]')).toContain('LegendCardPie');
  const files = [...fields.keys()].filter((k) => k.startsWith('project[files]')).map((k) => k.slice('project[files]['.length, -1));
  expect(files.sort()).toEqual(['index.html', 'package.json', 'src/LegendCardPie.css', 'src/LegendCardPie.jsx', 'src/index.jsx', 'vite.config.js']);

  // The demo is the self-contained copy the reader would copy: the shared data inlined, the stylesheet beside it.
  const code = fields.get('project[files][src/LegendCardPie.jsx]')!;
  await action(demo, 'code').click();
  const shown = (await demo.locator('.demo-src:visible pre code').textContent())!;
  expect(shown).toContain("from '../shared/storage'");
  expect(code).not.toMatch(/from '\.\.\//);
  // The stylesheet travels in the copy itself (added to the page), not as an import of the file beside it.
  expect(code).not.toContain("import './LegendCardPie.css';");
  expect(code).toMatch(/style\.textContent =[\s\S]*\.LegendCardPie-card/);
  expect(code).not.toMatch(/: (string|number)\b/);
  // Exactly what Copy gives for JS + plain CSS.
  const copy = await demo.locator('template[data-copy][data-styling="css"][data-variant="JS"]').evaluate((t: HTMLTemplateElement) => t.content.textContent);
  expect(code).toBe(`${copy}\n`);
  expect(code).toContain(shown.slice(shown.indexOf('export default function LegendCardPie'), shown.indexOf('return')));
  expect(fields.get('project[files][src/LegendCardPie.css]')).toContain('.LegendCardPie-card');
  expect(fields.get('project[files][src/index.jsx]')).toContain("import LegendCardPie from './LegendCardPie';");
  expect(fields.get('project[files][src/index.jsx]')).toContain('<StyledEngineProvider enableCssLayer>');
  expect(fields.get('project[files][index.html]')).toContain('src="/src/index.jsx"');

  const pkg = JSON.parse(fields.get('project[files][package.json]')!) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  for (const name of ['@mui/x-charts', '@mui/material', '@emotion/react', '@emotion/styled', 'react', 'react-dom']) expect(pkg.dependencies[name], name).toBe(installed(name));
  expect(pkg.devDependencies).toEqual({ vite: installed('vite') });
  expect(JSON.parse(fields.get('project[dependencies]')!)).toEqual(pkg.dependencies);
  await tab.close();
});

test('Open in CodeSandbox posts the TS project to the define API; Tailwind brings its setup', async ({ page, context }) => {
  const posted = await offline(context);
  await page.goto(GRID.path);
  const grid = page.locator(`#${GRID.id}`);
  await grid.scrollIntoViewIfNeeded();
  await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'TS');

  const tab = await open(page, grid, 'codesandbox');
  expect(tab.url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
  expect(posted).toHaveLength(1);
  expect(posted[0]!.method).toBe('POST');
  const { fields } = posted[0]!;
  expect([...fields.keys()].sort()).toEqual(['parameters', 'query']);
  expect(fields.get('query')).toBe('file=/src/FirstGrid.tsx');
  expect(fields.get('parameters')).toMatch(/^[A-Za-z0-9_-]+$/);
  const files = codesandboxFiles(fields.get('parameters')!);
  expect(Object.keys(files).sort()).toEqual(['index.html', 'package.json', 'src/FirstGrid.tsx', 'src/index.tsx', 'tsconfig.json', 'vite.config.ts']);
  for (const f of Object.values(files)) expect(f.isBinary).toBe(false);
  await action(grid, 'code').click();
  const shown = (await grid.locator('.demo-src:visible:not([data-preview]) pre code, .demo-src:visible pre code').first().textContent())!;
  expect(files['src/FirstGrid.tsx']!.content).toContain('export default function FirstGrid');
  expect(files['src/FirstGrid.tsx']!.content).toContain(shown.slice(shown.indexOf('export default function FirstGrid')).trimEnd());
  const pkg = JSON.parse(files['package.json']!.content) as { dependencies: Record<string, string>; devDependencies: Record<string, string>; scripts: Record<string, string> };
  expect(pkg.dependencies['@mui/x-data-grid']).toBe(installed('@mui/x-data-grid'));
  expect(pkg.devDependencies).toMatchObject({ typescript: installed('typescript'), '@types/react': installed('@types/react'), vite: installed('vite') });
  expect(pkg.scripts.build).toBe('tsc && vite build');
  await tab.close();

  // The Tailwind variant of a charts demo: the Vite plugin and the stylesheet that loads Tailwind.
  await page.goto(`${PIE}#tailwind-${LEGEND}.tsx`);
  const legend = page.locator(`#${LEGEND}`);
  const second = await open(page, legend, 'codesandbox');
  const tw = codesandboxFiles(posted[1]!.fields.get('parameters')!);
  expect(tw['src/index.css']!.content).toContain("@import 'tailwindcss';");
  expect(tw['src/index.tsx']!.content).toContain("import './index.css';");
  expect(tw['vite.config.ts']!.content).toContain('plugins: [tailwindcss()]');
  expect(tw['src/LegendCardPie.tsx']!.content).toContain('className="box-border flex');
  const twPkg = JSON.parse(tw['package.json']!.content) as { devDependencies: Record<string, string> };
  expect(twPkg.devDependencies.tailwindcss).toBe(installed('tailwindcss'));
  expect(twPkg.devDependencies['@tailwindcss/vite']).toBe(installed('tailwindcss'));
  await second.close();
});

test('the page allows both services as form targets in its CSP', async ({ request }) => {
  const csp = (await request.get(PIE)).headers()['content-security-policy']!;
  expect(csp).toContain("form-action 'self' https://stackblitz.com https://codesandbox.io");
});
