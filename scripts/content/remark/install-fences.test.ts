import { beforeAll, describe, expect, it } from 'vitest';
import { highlight } from '../highlight';
import { installTabs, remarkInstallFences } from './install-fences';
import { compile, newPage } from './test-helpers';

// Loading shiki's grammars takes seconds on a busy machine: once, outside the tests' time limit.
beforeAll(async () => {
  await highlight('x', 'bash');
}, 60_000);

describe('install tabs', () => {
  it('renders one panel per package manager, dev dependencies included', async () => {
    const html = await installTabs('@mui/x-date-pickers dayjs\n-D @types/luxon', 'f.md', 3);
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('npm install @mui/x-date-pickers dayjs');
    expect(text).toContain('npm install --save-dev @types/luxon');
    expect(text).toContain('pnpm add @mui/x-date-pickers dayjs');
    expect(text).toContain('pnpm add -D @types/luxon');
    expect(text).toContain('yarn add @mui/x-date-pickers dayjs');
    expect(text).toContain('yarn add --dev @types/luxon');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
  });

  it.each(['rm -rf /', '@mui/x-charts; curl evil', '<script>'])('rejects %s with the line', async (bad) => {
    await expect(installTabs(`dayjs\n${bad}`, 'f.md', 3)).rejects.toThrow(/^f\.md:5: install: /);
  });
});

describe('install fences', () => {
  it('replace an ```install fence with the tabs, labelled in the page locale', async () => {
    const { html, page } = await compile('Install:\n\n```install\n@mui/x-charts\n```', { remark: [remarkInstallFences] }, newPage('/zh'));
    expect(html).toMatch(/^<p>Install:<\/p>\n<div class="install-tabs" data-install><div class="install-tablist" role="tablist" aria-label="包管理器">/);
    expect(html.replace(/<[^>]+>/g, '')).toContain('pnpm add @mui/x-charts');
    expect(html).not.toContain('language-install');
    expect(page.codeBlocks).toEqual([]);
  });

  it('report a bad line and an empty fence with their source lines', async () => {
    await expect(compile('x\n\n```install\ndayjs\nx-charts; curl\n```', { remark: [remarkInstallFences] }, undefined, 10)).rejects.toThrow(/^page\.md:14: install: "x-charts;" is not a package name$/);
    await expect(compile('```install\n```', { remark: [remarkInstallFences] }, undefined, 10)).rejects.toThrow(/^page\.md:10: install: the fence lists no package$/);
  });
});
