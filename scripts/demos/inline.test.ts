import { describe, expect, it } from 'vitest';
import type { DemoGraph } from './analyze';
import { selfContained } from './inline';

const graph = (files: Record<string, string>): DemoGraph => ({
  files: Object.keys(files),
  contents: new Map(Object.entries(files)),
  packages: [],
  stylesheets: Object.keys(files).filter((f) => f.endsWith('.css')),
});

describe('selfContained', () => {
  it('leaves a demo without local modules alone', () => {
    expect(selfContained(graph({ '/p/Demo.tsx': "import * as React from 'react';\nexport default function Demo() { return null; }" }))).toBeUndefined();
  });

  it('inlines a module before the demo, drops its exports, merges package imports and keeps stylesheets', () => {
    const out = selfContained(
      graph({
        '/p/Demo.tsx':
          "import * as React from 'react';\nimport { DataGrid, type GridColDef } from '@mui/x-data-grid';\nimport { rows as data, type Row } from '../shared/rows';\nimport './Demo.css';\n\nexport default function Demo() { return <DataGrid rows={data} columns={[] as GridColDef<Row>[]} />; }",
        '/shared/rows.ts':
          "import type { GridColDef } from '@mui/x-data-grid';\n/** Rows. */\nexport interface Row { id: number }\nexport const rows: Row[] = [{ id: 1 }];\nexport const columns: GridColDef<Row>[] = [];",
        '/p/Demo.css': '.x{}',
      }),
    )!;
    expect(out).not.toMatch(/from '\.\.?\//);
    expect(out.match(/from '@mui\/x-data-grid'/g)).toHaveLength(1);
    expect(out).toContain("import './Demo.css';");
    expect(out).toContain('interface Row { id: number }');
    expect(out).not.toContain('export const rows');
    expect(out).toContain('const data = rows;');
    expect(out.indexOf('const rows')).toBeLessThan(out.indexOf('export default function Demo'));
  });

  it('keeps a type augmentation import (`import type {} from …`)', () => {
    const out = selfContained(
      graph({
        '/p/Demo.tsx':
          "import type {} from '@mui/x-data-grid/themeAugmentation';\nimport { DataGrid } from '@mui/x-data-grid';\nimport { rows } from '../shared/rows';\n\nexport default function Demo() { return <DataGrid rows={rows} columns={[]} />; }",
        '/shared/rows.ts': 'export const rows = [{ id: 1 }];',
      }),
    )!;
    expect(out).toContain("import type {} from '@mui/x-data-grid/themeAugmentation';");
  });

  it('takes a type imported from two plans of one product from the most advanced package only', () => {
    const out = selfContained(
      graph({
        '/p/Demo.tsx':
          "import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';\nimport { columns } from './columns';\nexport default function Demo() { const c: GridColDef[] = columns; return <DataGridPremium rows={[]} columns={c} />; }",
        '/p/columns.ts': "import type { GridColDef } from '@mui/x-data-grid';\nexport const columns: GridColDef[] = [];",
      }),
    )!;
    expect(out).not.toContain("from '@mui/x-data-grid'");
    expect(out).toContain("import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';");
  });

  it('refuses a value imported under one name from two packages', () => {
    expect(() =>
      selfContained(
        graph({
          '/p/Demo.tsx': "import { format } from 'date-fns';\nimport { label } from './label';\nexport default function Demo() { return format(label, 'P'); }",
          '/p/label.ts': "import { format } from 'prettier';\nexport const label = format;",
        }),
      ),
    ).toThrow(/format is imported from both/);
  });

  it('refuses a module with a default export', () => {
    expect(() => selfContained(graph({ '/p/Demo.tsx': "import data from './data';\nexport default function Demo() { return data; }", '/p/data.ts': 'export default 1;' }))).toThrow(/default/);
  });
});
