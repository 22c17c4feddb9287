import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { compileDemos, demoIdOf } from './index';
import { demoEntries, resetDemoRegistry } from './registry';

// Inside the repository, so `tailwindcss` resolves from the temporary root.
const base = join(import.meta.dirname, '..', '..', '.cache');
mkdirSync(base, { recursive: true });
const root = mkdtempSync(join(base, 'demos-test-'));
const dir = join(root, 'content', 'pages', 'react-data-grid', 'sorting');
mkdirSync(dir, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => resetDemoRegistry());

const GRID =
  "import * as React from 'react';\nimport { DataGrid } from '@mui/x-data-grid';\n\nexport default function BasicGrid() {\n  const [n] = React.useState<number>(1);\n  return <DataGrid rows={[]} columns={[]} rowHeight={n} />;\n}\n";
writeFileSync(join(dir, 'BasicGrid.tsx'), GRID);
writeFileSync(join(dir, 'BasicGrid.tailwind.tsx'), 'export default function BasicGrid() {\n  return <div className="flex gap-2 p-4">grid</div>;\n}\n');
writeFileSync(join(dir, 'BasicGrid.css.tsx'), 'import \'./BasicGrid.css\';\n\nexport default function BasicGrid() {\n  return <div className="BasicGrid-root">grid</div>;\n}\n');
writeFileSync(join(dir, 'BasicGrid.css'), '.BasicGrid-root { padding: 16px; }\n');
writeFileSync(join(dir, 'ProGrid.tsx'), "import { DataGridPro } from '@mui/x-data-grid-pro';\n\nexport default function ProGrid() {\n  return <DataGridPro rows={[]} columns={[]} />;\n}\n");
writeFileSync(
  join(dir, 'Picker.tsx'),
  "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\nimport { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';\n\nexport default function Picker() {\n  return <LocalizationProvider dateAdapter={AdapterDayjs} />;\n}\n",
);

const input = (embeds: { file: string; height: number; line: number; hideCode?: boolean }[]) => ({
  root,
  dir,
  file: 'content/pages/react-data-grid/sorting/index.md',
  pagePath: '/x/react-data-grid/sorting',
  embeds,
});

describe('demoIdOf', () => {
  it.each([
    ['/x/react-data-grid/sorting', 'BasicGrid', 'react-data-grid-sorting-BasicGrid'],
    ['/x/introduction', 'Demo', 'introduction-Demo'],
    ['/x/react-charts/Bars', 'A', 'react-charts-bars-A'],
  ])('%s + %s -> %s', (path, name, id) => expect(demoIdOf(path, name)).toBe(id));
});

describe('compileDemos', () => {
  it('fails with the page file and line when the demo file is missing', async () => {
    await expect(compileDemos(input([{ file: 'Nope.tsx', height: 300, line: 12 }]))).rejects.toThrow(
      'content/pages/react-data-grid/sorting/index.md:12: demo file not found: content/pages/react-data-grid/sorting/Nope.tsx',
    );
  });

  it('fails when a page embeds the same demo twice', async () => {
    await expect(
      compileDemos(
        input([
          { file: 'ProGrid.tsx', height: 300, line: 3 },
          { file: 'ProGrid.tsx', height: 300, line: 9 },
        ]),
      ),
    ).rejects.toThrow('index.md:9: demo "ProGrid.tsx" is embedded twice');
  });

  it('compiles every styling variant with TS, generated JS, chunk and stylesheet names', async () => {
    const { records, frames } = await compileDemos(input([{ file: 'BasicGrid.tsx', height: 400, line: 5 }]));
    const r = records[0]!;
    expect(r).toMatchObject({ id: 'react-data-grid-sorting-BasicGrid', file: 'BasicGrid.tsx', height: 400 });
    expect(r.plan).toBeUndefined();
    expect(Object.keys(r.sources)).toEqual(['system', 'tailwind', 'css']);
    expect(r.sources.system!.TS.code).toBe(GRID.trimEnd());
    expect(r.sources.system!.JS.code).toContain('React.useState(1)');
    expect(r.sources.system!.TS.html).toBeUndefined();
    for (const s of ['system', 'tailwind', 'css'] as const) expect(r.chunks[s]).toMatch(new RegExp(`^/build/demos/react-data-grid-sorting-BasicGrid-${s}-[0-9a-f]{10}\\.js$`));
    expect(r.styles).toEqual({ tailwind: r.chunks.tailwind!.replace(/\.js$/, '.css'), css: r.chunks.css!.replace(/\.js$/, '.css') });
    expect(frames[0]).toContain('data-has-tailwind');
    expect(frames[0]).toContain('data-has-css');
    expect(frames[0]!.match(/data-demo-src/g)).toHaveLength(6 + 6);
    // The sandbox projects: the packages at the installed versions, the plain-CSS variant's stylesheet.
    const installed = (name: string) => (JSON.parse(readFileSync(join(base, '..', 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    expect(r.sandbox!.system!.dependencies).toEqual(Object.fromEntries(['@emotion/react', '@emotion/styled', '@mui/material', '@mui/x-data-grid', 'react', 'react-dom'].map((n) => [n, installed(n)])));
    expect(r.sandbox!.system!.devDependencies).toMatchObject({ vite: installed('vite'), typescript: installed('typescript') });
    expect(r.sandbox!.system!.devDependencies.tailwindcss).toBeUndefined();
    expect(r.sandbox!.tailwind!.devDependencies).toMatchObject({ tailwindcss: installed('tailwindcss'), '@tailwindcss/vite': installed('tailwindcss') });
    expect(r.sandbox!.css!.files).toEqual({ 'BasicGrid.css': '.BasicGrid-root { padding: 16px; }\n' });
    expect(frames[0]).toContain('<template data-sandbox>{"system":{"dependencies":');

    const entries = demoEntries();
    expect(entries.map((e) => e.name)).toEqual(['demos/react-data-grid-sorting-BasicGrid-system', 'demos/react-data-grid-sorting-BasicGrid-tailwind', 'demos/react-data-grid-sorting-BasicGrid-css']);
    const tw = entries.find((e) => e.styling === 'tailwind')!;
    expect(tw.tailwindCss).toMatch(/\.flex\{display:flex\}/);
    expect(tw.tailwindCss).toMatch(/\.gap-2\{/);
  });

  it('changes the chunk name when the source changes, and only then', async () => {
    const first = (await compileDemos(input([{ file: 'ProGrid.tsx', height: 300, line: 1 }]))).records[0]!.chunks.system;
    const again = (await compileDemos(input([{ file: 'ProGrid.tsx', height: 500, line: 1 }]))).records[0]!.chunks.system;
    writeFileSync(
      join(dir, 'ProGrid.tsx'),
      "import { DataGridPro } from '@mui/x-data-grid-pro';\n\nexport default function ProGrid() {\n  return <DataGridPro rows={[]} columns={[]} checkboxSelection />;\n}\n",
    );
    const changed = (await compileDemos(input([{ file: 'ProGrid.tsx', height: 300, line: 1 }]))).records[0]!.chunks.system;
    expect(again).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('records the plan and the date adapter from the imports', async () => {
    const { records } = await compileDemos(
      input([
        { file: 'ProGrid.tsx', height: 300, line: 1 },
        { file: 'Picker.tsx', height: 300, line: 2, hideCode: true },
      ]),
    );
    expect(records[0]!.plan).toBe('pro');
    expect(records[1]).toMatchObject({ adapter: 'dayjs', hideCode: true });
    expect(records[1]!.plan).toBeUndefined();
    expect(records[0]!.preview?.TS.code).toBe('<DataGridPro rows={[]} columns={[]} checkboxSelection />');
  });
});
