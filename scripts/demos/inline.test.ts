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

  it('inlines a module before the demo, drops its exports, merges package imports and carries stylesheets', () => {
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
    expect(out).not.toContain("Demo.css';");
    expect(out).toContain('style.textContent = "\\n.x{}\\n";');
    expect(out).toContain('interface Row { id: number }');
    expect(out).not.toContain('export const rows');
    expect(out).toContain('const data = rows;');
    expect(out.indexOf('const rows')).toBeLessThan(out.indexOf('export default function Demo'));
  });

  it('keeps only what the demo uses: unused declarations and their package imports go, what a kept one needs stays', () => {
    const out = selfContained(
      graph({
        '/p/Demo.tsx':
          "import * as React from 'react';\nimport { DataGrid } from '@mui/x-data-grid';\nimport { rows, columns } from '../shared/data';\n\nexport default function Demo() { return <DataGrid rows={rows} columns={columns} />; }",
        '/shared/data.ts':
          "import type { GridColDef } from '@mui/x-data-grid';\nimport { addDays } from 'date-fns';\nimport { randomId } from './random';\nconst base = 10;\nexport const statuses = ['open', 'closed'];\nexport const rows = [{ id: randomId(base), status: 'open' }];\nexport const columns: GridColDef[] = [{ field: 'status' }];\nexport function later(d: Date) { return addDays(d, 1); }",
        '/shared/random.ts': 'export function randomId(seed: number) { return seed + 1; }\nexport const unused = 1;',
      }),
    )!;
    for (const gone of ['statuses', 'later', 'addDays', 'date-fns', 'unused', "from 'react'"]) expect(out).not.toContain(gone);
    for (const kept of ['function randomId', 'const base = 10', 'const rows', 'const columns', "import { type GridColDef, DataGrid } from '@mui/x-data-grid';"]) expect(out).toContain(kept);
  });

  it("carries a single-file demo's stylesheet in the copy", () => {
    const out = selfContained(
      graph({
        '/p/Demo.tsx': 'import \'./Demo.css\';\nexport default function Demo() { return <div className="card" />; }',
        '/p/Demo.css': '.card { content: "`${x}`"; }',
      }),
    )!;
    expect(out).not.toMatch(/import '\.\/Demo\.css'/);
    expect(out).toContain('document.head.append(style);');
    // The stylesheet's text, as a string literal that round-trips.
    const literal = out.match(/style\.textContent = (".*");/)![1]!;
    expect(JSON.parse(literal)).toBe('\n.card { content: "`${x}`"; }\n');
    expect(out.indexOf('document.head.append')).toBeLessThan(out.indexOf('export default function Demo'));
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
