import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adapterOf, importsOf, planOf, readDemoGraph } from './analyze';

describe('planOf', () => {
  it.each([
    [['@mui/x-data-grid', 'react'], undefined],
    [['@mui/x-data-grid-pro'], 'pro'],
    [['@mui/x-date-pickers-pro/DateRangePicker'], 'pro'],
    [['@mui/x-tree-view-pro/RichTreeViewPro', '@mui/x-data-grid-premium'], 'premium'],
    [['@mui/x-data-grid-premium/DataGridPremium'], 'premium'],
    [['some-pro', '@other/lib-premium'], undefined],
  ] as const)('%j -> %s', (specifiers, plan) => {
    expect(planOf(specifiers)).toBe(plan);
  });
});

describe('adapterOf', () => {
  const imports = (src: string) => importsOf(src);
  it.each([
    ["import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';", 'dayjs'],
    ["import { AdapterDateFns } from '@mui/x-date-pickers-pro/AdapterDateFns';", 'date-fns'],
    ["import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';", 'luxon'],
    ["import { DatePicker } from '@mui/x-date-pickers/DatePicker';", undefined],
  ])('%s -> %s', (src, library) => {
    expect(adapterOf(imports(src), 'Demo.tsx')).toBe(library);
  });

  it('fails with file:line and the message naming the adapter for an unknown adapter', () => {
    const src = "import * as React from 'react';\n\nimport { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';\n";
    expect(() => adapterOf(imports(src), 'content/pages/p/Demo.tsx')).toThrow(/^content\/pages\/p\/Demo\.tsx:3: Cannot determine the package of the date adapter "AdapterTemporal"/);
  });
});

describe('importsOf', () => {
  it('lists specifiers with their line, type-only and side-effect imports included', () => {
    const src = "import a from 'a';\nimport type { B } from './b';\nimport './c.css';\nexport { d } from '../d';\n";
    expect(importsOf(src)).toEqual([
      { specifier: 'a', line: 1 },
      { specifier: './b', line: 2 },
      { specifier: './c.css', line: 3 },
      { specifier: '../d', line: 4 },
    ]);
  });
});

describe('readDemoGraph', () => {
  const root = mkdtempSync(join(tmpdir(), 'demo-graph-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const page = join(root, 'content', 'pages', 'grid');
  mkdirSync(join(page, '..', 'shared'), { recursive: true });
  mkdirSync(page, { recursive: true });
  writeFileSync(join(page, '..', 'shared', 'rows.ts'), "import { GridRowsProp } from '@mui/x-data-grid-pro';\nexport const rows = [];\n");
  writeFileSync(join(page, 'Demo.css'), '.a { color: red }\n');

  it('walks relative imports, collects packages and stylesheets', () => {
    writeFileSync(join(page, 'Demo.css.tsx'), "import { DataGrid } from '@mui/x-data-grid';\nimport { rows } from '../shared/rows';\nimport './Demo.css';\n");
    const g = readDemoGraph(root, join(page, 'Demo.css.tsx'));
    expect(g.files.map((f) => f.slice(root.length))).toEqual(['/content/pages/grid/Demo.css.tsx', '/content/pages/shared/rows.ts', '/content/pages/grid/Demo.css']);
    expect(g.packages).toEqual(['@mui/x-data-grid', '@mui/x-data-grid-pro']);
    expect(g.stylesheets).toHaveLength(1);
  });

  it('fails with the importing file and line when a local module is missing', () => {
    writeFileSync(join(page, 'Broken.tsx'), "import * as React from 'react';\nimport { rows } from './nope';\n");
    expect(() => readDemoGraph(root, join(page, 'Broken.tsx'))).toThrow('content/pages/grid/Broken.tsx:2: cannot find the module "./nope"');
  });
});
