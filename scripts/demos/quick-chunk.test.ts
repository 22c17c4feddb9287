/**
 * npm start's quick demo chunk on a real demo (the data grid's
 * SortingOrderGrid, which imports a local module): the chunk is run in Node
 * next to a stand-in for the previous chunk whose `liveScope` hands out
 * recognisable values, so the test sees that every package comes from the
 * old chunk's scope and the demo and its local module are bundled afresh.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { valueImports } from './live-scope';
import { quickDemoChunk } from './quick-chunk';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const DEMO = join(ROOT, 'content/pages/react-data-grid/sorting/SortingOrderGrid.tsx');
const source = readFileSync(DEMO, 'utf8');
const out = mkdtempSync(join(tmpdir(), 'quick-chunk-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A previous chunk whose scope answers each package with a tagged stand-in; the JSX runtime builds plain objects. */
const PREVIOUS = `
const tag = (name) => Object.assign(() => null, { tag: name });
export const liveScope = {
  react: { createElement: () => null },
  'react/jsx-runtime': { jsx: (type, props) => ({ type, props }), jsxs: (type, props) => ({ type, props }), Fragment: 'Fragment' },
  '@mui/material/Box': { default: tag('old Box') },
  '@mui/x-data-grid': { DataGrid: tag('old DataGrid') },
  '../shared/employees': { employees: 'old employees' },
};
`;

describe('quickDemoChunk', () => {
  it('bundles the demo and its local module, takes every package from the previous chunk', async () => {
    const js = await quickDemoChunk(DEMO, '/build/demos/previous-chunk.js', valueImports(source), { minify: false });
    expect(js).toBeDefined();
    // The previous chunk stays external; no package code is bundled again.
    expect(js).toContain('./previous-chunk.js');
    expect(js!.length).toBeLessThan(20_000);
    writeFileSync(join(out, 'previous-chunk.js'), PREVIOUS);
    writeFileSync(join(out, 'quick.mjs'), js!);
    const chunk = (await import(pathToFileURL(join(out, 'quick.mjs')).href)) as {
      default: () => { type: { tag: string }; props: { children: { type: { tag: string }; props: Record<string, unknown> } } };
      liveScope: Record<string, Record<string, unknown>>;
    };
    const tree = chunk.default();
    expect(tree.type.tag).toBe('old Box');
    const grid = tree.props.children;
    expect(grid.type.tag).toBe('old DataGrid');
    expect((grid.props.columns as { headerName: string }[])[0]!.headerName).toBe('Last name');
    // The local module is the current file, not the old chunk's copy.
    expect(Array.isArray(grid.props.rows)).toBe(true);
    expect((grid.props.rows as unknown[]).length).toBeGreaterThan(0);
    // The live editor's scope of the new chunk is the old chunk's packages.
    expect((chunk.liveScope['@mui/x-data-grid']!.DataGrid as { tag: string }).tag).toBe('old DataGrid');
  });

  it('makes no chunk when the new source imports what the previous chunk does not hold', async () => {
    const scope = valueImports(source);
    scope.delete('@mui/x-data-grid');
    expect(await quickDemoChunk(DEMO, '/build/demos/previous-chunk.js', scope)).toBeUndefined();
    const narrower = valueImports(source);
    narrower.get('@mui/x-data-grid')!.names.delete('DataGrid');
    expect(await quickDemoChunk(DEMO, '/build/demos/previous-chunk.js', narrower)).toBeUndefined();
  });

  it('makes no chunk when a local module imports a package outside the scope, or a stylesheet', async () => {
    const dir = mkdtempSync(join(out, 'demo-'));
    writeFileSync(join(dir, 'helper.ts'), "import { randomId } from '@mui/x-data-grid-generator';\nexport const id = () => randomId();\n");
    writeFileSync(join(dir, 'Demo.tsx'), "import { id } from './helper';\nexport default function Demo() {\n  return <p>{id()}</p>;\n}\n");
    const demo = join(dir, 'Demo.tsx');
    expect(await quickDemoChunk(demo, '/build/demos/previous-chunk.js', valueImports(readFileSync(demo, 'utf8')))).toBeUndefined();
    writeFileSync(join(dir, 'Styled.tsx'), 'import \'./styles.css\';\nexport default function Styled() {\n  return <p className="x" />;\n}\n');
    writeFileSync(join(dir, 'styles.css'), '.x { color: red; }\n');
    const styled = join(dir, 'Styled.tsx');
    expect(await quickDemoChunk(styled, '/build/demos/previous-chunk.js', valueImports(readFileSync(styled, 'utf8')))).toBeUndefined();
  });
});
