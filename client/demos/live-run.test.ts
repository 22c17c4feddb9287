import { describe, expect, it } from 'vitest';
import { LiveError, makeRequire, moduleSource, runEdited, transpile, type LiveScope, type ModuleLoader } from './live-run';

/** Node has no Blob-URL imports of text; a data: URL import runs the same module text. */
const dataLoader: ModuleLoader = (source) => import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`) as Promise<{ default?: unknown }>;

/** A JSX runtime that returns plain objects, so a rendered tree can be compared. */
const jsxRuntime = {
  jsx: (type: unknown, props: unknown) => ({ type, props }),
  jsxs: (type: unknown, props: unknown) => ({ type, props }),
  Fragment: 'Fragment',
};

const scope: LiveScope = {
  react: { default: { version: 'stub' }, useState: (v: unknown) => [v, () => undefined] },
  'react/jsx-runtime': jsxRuntime,
  '@mui/x-data-grid': { DataGrid: 'DataGrid' },
  '../shared/employees': { rows: [{ id: 1 }, { id: 2 }] },
};

async function caught(p: Promise<unknown>): Promise<LiveError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(LiveError);
  return e as LiveError;
}

describe('transpile', () => {
  it('strips types and turns imports and JSX into require calls', () => {
    const out = transpile(
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';\nconst cols: GridColDef[] = [];\nexport default function Demo(): JSX.Element { return <DataGrid columns={cols} />; }\n",
      'TS',
    );
    expect(out).toMatch(/require\(['"]@mui\/x-data-grid['"]\)/);
    expect(out).toMatch(/require\(['"]react\/jsx-runtime['"]\)/);
    expect(out).not.toContain('GridColDef[]');
    expect(out).not.toContain('JSX.Element');
    expect(out).not.toContain('<DataGrid');
  });

  it('reports a syntax error with its position', () => {
    const e = (() => {
      try {
        transpile('export default function Demo() {\n  return <div>;\n}\n', 'TS');
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(LiveError);
    expect((e as LiveError).kind).toBe('syntax');
    expect((e as LiveError).message).toBe('Unexpected token (2:15)');
  });

  it('reads the JS variant as JavaScript: type annotations are a syntax error there', () => {
    expect(() => transpile('const n: number = 1;\nexport default () => n;\n', 'JS')).toThrow(LiveError);
    expect(transpile('const n = 1;\nexport default () => <b>{n}</b>;\n', 'JS')).toMatch(/exports\.\s*default =/);
  });
});

describe('makeRequire', () => {
  const require = makeRequire(scope);

  it('marks modules as ES modules and answers the names the scope has', () => {
    const grid = require('@mui/x-data-grid') as Record<string, unknown>;
    expect(grid.__esModule).toBe(true);
    expect(grid.DataGrid).toBe('DataGrid');
    expect((require('react') as Record<string, unknown>).default).toEqual({ version: 'stub' });
    expect(require('@mui/x-data-grid')).toBe(grid);
  });

  it('names the module when the specifier is not in the scope', () => {
    expect(() => require('lodash')).toThrow(/"lodash" cannot be imported here.*"@mui\/x-data-grid", "..\/shared\/employees"/);
  });

  it('names the export when the module lacks it', () => {
    const grid = require('@mui/x-data-grid') as Record<string, unknown>;
    expect(() => grid.DataGridPro).toThrow(/"DataGridPro" from "@mui\/x-data-grid" is not available/);
    expect(grid.default).toBeUndefined();
  });

  it('does not answer inherited names as exports', () => {
    expect(() => require('constructor')).toThrow(LiveError);
    expect(() => require('toString')).toThrow(LiveError);
  });
});

describe('runEdited', () => {
  it('runs edited TS and returns its default export, bound to the scope', async () => {
    const code =
      "import * as React from 'react';\nimport { rows } from '../shared/employees';\nimport { DataGrid } from '@mui/x-data-grid';\n" +
      'export default function Demo(): React.ReactElement {\n  const [n] = React.useState(rows.length);\n  return <DataGrid rows={rows} title={`${n} rows`} />;\n}\n';
    const Demo = (await runEdited(code, 'TS', scope, dataLoader)) as () => unknown;
    expect(Demo()).toEqual({ type: 'DataGrid', props: { rows: [{ id: 1 }, { id: 2 }], title: '2 rows' } });
  });

  it('runs the JS variant', async () => {
    const Demo = (await runEdited("import { DataGrid } from '@mui/x-data-grid';\nexport default () => <><DataGrid /></>;\n", 'JS', scope, dataLoader)) as () => unknown;
    expect(Demo()).toEqual({ type: 'Fragment', props: { children: { type: 'DataGrid', props: {} } } });
  });

  it('reports a missing default export', async () => {
    const e = await caught(runEdited('export const Demo = () => null;\n', 'TS', scope, dataLoader));
    expect(e.kind).toBe('run');
    expect(e.message).toMatch(/no default export/);
  });

  it('writes its messages in the page language it is given', async () => {
    const zh = { unknownModule: '这里无法导入 "{module}"（{known}）', unknownExport: '没有 "{module}" 的 "{name}"', noDefault: '代码没有默认导出' };
    expect(() => makeRequire(scope, zh)('lodash')).toThrow('这里无法导入 "lodash"（"react", "@mui/x-data-grid", "../shared/employees"）');
    expect(() => (makeRequire(scope, zh)('@mui/x-data-grid') as Record<string, unknown>).DataGridPro).toThrow('没有 "@mui/x-data-grid" 的 "DataGridPro"');
    const e = await caught(runEdited('export const Demo = () => null;\n', 'TS', scope, dataLoader, zh));
    expect(e.message).toBe('代码没有默认导出');
  });

  it('reports what the module throws while it runs', async () => {
    const e = await caught(runEdited("throw new TypeError('boom');\nexport default () => null;\n", 'TS', scope, dataLoader));
    expect(e.kind).toBe('run');
    expect(e.message).toBe('TypeError: boom');
  });

  it('reports an import the scope lacks as an import error', async () => {
    const e = await caught(runEdited("import x from 'left-pad';\nexport default () => x;\n", 'TS', scope, dataLoader));
    expect(e.kind).toBe('import');
    expect(e.message).toContain('"left-pad"');
  });

  it('reports a syntax error before running anything', async () => {
    let loaded = false;
    const e = await caught(
      runEdited('export default function ( {', 'TS', scope, (s) => {
        loaded = true;
        return dataLoader(s);
      }),
    );
    expect(e.kind).toBe('syntax');
    expect(loaded).toBe(false);
  });

  it('wraps the body in a module exporting one function of require, module, exports', () => {
    expect(moduleSource('exports.default = 1;')).toBe('export default function (require, module, exports) {\nexports.default = 1;\n}\n');
  });
});
