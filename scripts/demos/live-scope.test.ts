import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveDemoEntry, liveDemoPlugin, liveScopeEntry, valueImports } from './live-scope';

const names = (source: string) => Object.fromEntries([...valueImports(source)].map(([s, e]) => [s, e.namespace ? '*' : [...e.names].sort()]));

describe('valueImports', () => {
  it('lists the names used as values, not types', () => {
    const source =
      "import { DataGrid, GridColDef, type GridRowsProp } from '@mui/x-data-grid';\nimport type { Theme } from '@mui/material/styles';\n" +
      'const columns: GridColDef[] = [];\nconst rows: GridRowsProp = [];\nexport default function Demo(t: Theme) { return <DataGrid rows={rows} columns={columns} />; }\n';
    expect(names(source)).toEqual({ '@mui/x-data-grid': ['DataGrid'], react: '*', 'react/jsx-runtime': '*' });
  });

  it('keeps default imports, local modules and side-effect imports', () => {
    const source =
      "import Box from '@mui/material/Box';\nimport { employees as rows } from '../shared/employees';\nimport './styles.css';\n" +
      'export default function Demo() { return <Box>{rows.length}</Box>; }\n';
    expect(names(source)).toEqual({ '@mui/material/Box': ['default'], '../shared/employees': ['employees'], './styles.css': [], react: '*', 'react/jsx-runtime': '*' });
  });

  it('narrows a namespace read only as ns.name to those names, keeps a namespace used as a value whole', () => {
    const narrow = "import * as locales from '@mui/x-date-pickers/locales';\nexport default function Demo() { return <p>{String(locales.frFR)}{String(locales.deDE)}</p>; }\n";
    expect(names(narrow)['@mui/x-date-pickers/locales']).toEqual(['deDE', 'frFR']);
    const whole = "import * as icons from '@mui/icons-material';\nexport default function Demo() { return <p>{Object.keys(icons).length}</p>; }\n";
    expect(names(whole)['@mui/icons-material']).toBe('*');
    const jsx = "import * as Parts from './parts';\nexport default function Demo() { return <Parts.Header />; }\n";
    expect(names(jsx)['./parts']).toEqual(['Header']);
  });

  it('reads React as a whole namespace however the demo imports it', () => {
    expect(names("import React, { useState } from 'react';\nexport default function D() { useState(0); return null; }\n").react).toBe('*');
  });
});

describe('liveScopeEntry with esbuild', () => {
  mkdirSync(join(process.cwd(), '.cache'), { recursive: true });
  // Inside the repository, so the fixture resolves the installed react.
  const dir = mkdtempSync(join(process.cwd(), '.cache', 'live-scope-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('bundles into a chunk whose default is the demo and whose liveScope holds what the demo imports', async () => {
    mkdirSync(join(dir, 'shared'), { recursive: true });
    writeFileSync(join(dir, 'shared', 'data.ts'), 'export interface Row { id: number }\nexport const rows: Row[] = [{ id: 1 }, { id: 2 }];\nexport const unused = 3;\n');
    writeFileSync(join(dir, 'shared', 'helpers.ts'), "export const label = (n: number) => `n=${n}`;\nexport const other = 'not listed';\n");
    const demo = join(dir, 'Demo.tsx');
    writeFileSync(
      demo,
      "import * as React from 'react';\nimport { useState } from 'react';\nimport type { ReactNode } from 'react';\nimport { rows, type Row } from './shared/data';\nimport * as helpers from './shared/helpers';\n" +
        'export function useRows() {\n  return useState<Row[]>(rows);\n}\nexport default function Demo(): ReactNode {\n  return <div>{helpers.label(rows.length)}</div>;\n}\n',
    );
    expect(liveScopeEntry(`import { rows } from './shared/data';\nexport default () => rows;\n`, demo)).toContain(`export { default } from ${JSON.stringify(demo)};`);

    const result = await build({
      entryPoints: { demo: liveDemoEntry(demo) },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      write: false,
      metafile: true,
      outdir: join(dir, 'out'),
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [liveDemoPlugin],
      logLevel: 'silent',
    });
    expect(Object.values(result.metafile.outputs)[0]!.entryPoint).toBe(liveDemoEntry(demo));
    const text = result.outputFiles[0]!.text;
    // Names the demo does not use stay out of the chunk, as before.
    expect(text).not.toContain('not listed');
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`)) as {
      default: () => { props: { children: string } };
      liveScope: Record<string, Record<string, unknown>>;
    };
    expect(mod.default().props.children).toBe('n=2');
    expect(Object.keys(mod.liveScope).sort()).toEqual(['./shared/data', './shared/helpers', 'react', 'react/jsx-runtime']);
    expect(mod.liveScope['./shared/data']).toEqual({ rows: [{ id: 1 }, { id: 2 }] });
    expect(Object.keys(mod.liveScope['./shared/helpers']!)).toEqual(['label']);
    expect(typeof mod.liveScope.react!.useState).toBe('function');
    expect(typeof mod.liveScope.react!.createElement).toBe('function');
    expect(typeof mod.liveScope['react/jsx-runtime']!.jsx).toBe('function');
  });
});
