/** selfContainedEdit: an edited demo's local imports replaced by the inlined modules of its copy. */
import { describe, expect, it } from 'vitest';
import { selfContainedEdit, splitImports } from './edited-source';

const ORIGINAL = `import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { rows, type Row } from '../shared/rows';

const columns: GridColDef<Row>[] = [{ field: 'name' }];

export default function Demo() {
  return <Box><DataGrid rows={rows} columns={columns} /></Box>;
}
`;

const COPY = `import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { randomId } from '@mui/x-data-grid-generator';

// Inlined from ../shared/rows.ts
interface Row { id: GridRowId; name: string }

const rows: Row[] = [{ id: randomId(), name: 'Ada' }];

const columns: GridColDef<Row>[] = [{ field: 'name' }];

export default function Demo() {
  return <Box>
    <DataGrid rows={rows} columns={columns} />
  </Box>;
}
`;

describe('splitImports', () => {
  it.each([
    ["import a from 'a';\nrun(a);\n", ['a'], '\nrun(a);\n'],
    ["// head\nimport {\n  b,\n  type C as D,\n} from 'b';\nimport './x.css';\nx();", ['b', './x.css'], '\nx();'],
    ['const x = 1;', [], 'const x = 1;'],
  ])('%j', (source, specifiers, body) => {
    const s = splitImports(source);
    expect(s.imports.map((d) => d.specifier)).toEqual(specifiers);
    expect(s.body).toBe(body);
  });

  it('reads default, namespace, named, aliased and type bindings', () => {
    const [a, b] = splitImports("import A, * as NS from 'a';\nimport type { X, Y as Z } from 'b';\n").imports;
    expect(a!.bindings).toEqual([
      { imported: 'default', local: 'A', type: false },
      { imported: '*', local: 'NS', type: false },
    ]);
    expect(b!.bindings).toEqual([
      { imported: 'X', local: 'X', type: true },
      { imported: 'Y', local: 'Z', type: true },
    ]);
  });
});

describe('selfContainedEdit', () => {
  it('keeps a text without local imports as it is', () => {
    expect(selfContainedEdit("import a from 'a';\na();\n", ORIGINAL, COPY)).toBe("import a from 'a';\na();\n");
  });

  it('replaces the local import of an edited demo with the inlined modules and the imports they need', () => {
    const edited = ORIGINAL.replace("field: 'name'", "field: 'name', width: 200").replace("import Box from '@mui/material/Box';\n", '');
    const out = selfContainedEdit(edited, ORIGINAL, COPY)!;
    expect(out).not.toMatch(/from '\.\.\/shared/);
    expect(out).toContain("import type { GridRowId } from '@mui/x-data-grid';");
    expect(out).toContain("import { randomId } from '@mui/x-data-grid-generator';");
    expect(out).toContain('const rows: Row[]');
    expect(out).toContain('width: 200');
    // The reader removed Box's import: it does not come back from the copy.
    expect(out).not.toContain('@mui/material/Box');
    expect(out.indexOf('interface Row')).toBeLessThan(out.indexOf('const columns'));
    expect(out.match(/const columns/g)).toHaveLength(1);
  });

  it('gives up when the copy does not end with the original code', () => {
    expect(selfContainedEdit(ORIGINAL, ORIGINAL, COPY.replace('Ada', 'Bo').replace('DataGrid rows', 'DataGrid key="x" rows'))).toBeUndefined();
    expect(selfContainedEdit(ORIGINAL, ORIGINAL, undefined)).toBeUndefined();
  });
});
