import { describe, expect, it } from 'vitest';
import { markBlankLines, stripTypes, tsToJs } from './transpile';

describe('tsToJs', () => {
  it('strips annotations, interfaces, type-only imports and assertions but keeps the JSX', async () => {
    const ts = [
      "import * as React from 'react';",
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import { DataGrid } from '@mui/x-data-grid';",
      '',
      'interface Row {',
      '  id: number;',
      '}',
      '',
      "const columns: GridColDef<Row>[] = [{ field: 'id' }];",
      'const sizes = [5, 10] as const;',
      '',
      'export default function Demo({ dense }: { dense?: boolean }) {',
      '  const [n, setN] = React.useState<number>(0);',
      '',
      '  return <DataGrid rows={[] as Row[]} columns={columns} density={dense ? "compact" : "standard"} onRowClick={() => setN(n + sizes[0])} />;',
      '}',
      '',
    ].join('\n');
    const js = await tsToJs(ts);
    expect(js).not.toMatch(/GridColDef|interface|as const|as Row|: number|<number>|dense\?/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain('<DataGrid');
    expect(js).toContain('rows={[]}');
    expect(js).toContain('React.useState(0)');
  });

  it('keeps one blank line where the source separates statements', async () => {
    const ts = "import * as React from 'react';\n\n\ntype A = string;\n\nconst a: A = 'x';\nconst b = 2;\n\nexport default function Demo() {\n  const c = a;\n\n  return <b>{c}{b}</b>;\n}\n";
    const js = await tsToJs(ts);
    expect(js).toBe(
      "import * as React from 'react';\n\nconst a = 'x';\nconst b = 2;\n\nexport default function Demo() {\n  const c = a;\n\n  return (\n    <b>\n      {c}\n      {b}\n    </b>\n  );\n}\n",
    );
  });

  it('keeps comments and leaves no blank-line markers behind', async () => {
    const ts = '// Data for the demo.\nconst rows: number[] = [];\n\n/** The demo. */\nexport default function Demo() {\n  return <div>{rows.length}</div>;\n}\n';
    const js = await tsToJs(ts);
    expect(js).toContain('// Data for the demo.');
    expect(js).toContain('/** The demo. */');
    expect(js).not.toContain('@@blank@@');
  });

  it('marks only blank lines between statements, not inside JSX or strings', () => {
    const ts = 'const s = `a\n\nb`;\n\nconst el = (\n  <div>\n\n    <span />\n  </div>\n);\n';
    const marked = markBlankLines(ts);
    expect(marked.match(/@@blank@@/g)).toHaveLength(1);
    expect(stripTypes(ts)).toContain('`a\n\nb`');
  });
});
