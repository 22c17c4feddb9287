/**
 * A build-time patch of MUI X's Data Grid root hooks in the site's client
 * bundle only: the grid's first render yields between groups of its hooks
 * (client/demos/grid-slices.ts says why and when).
 *
 * How: in `useDataGridComponent`, `useDataGridProComponent` and
 * `useDataGridPremiumComponent` (the grid's root component calls one of
 * them), a call `useDemoSlices()` first (a context read, a ref, an
 * insertion effect: three hooks, always called), then `demoSlicePoint(s)`
 * before each `useGrid*` hook call. A point yields when the gate is open
 * (the demo's hidden first render, this grid not committed) and the body
 * has run for the gate's budget: it records a resolved promise for that
 * point and calls `React.use()` on it. React suspends the component,
 * yields the task (`SuspendedOnImmediate` in `renderRootConcurrent`), and
 * in the next task, the promise fulfilled (React's own `.then` set its
 * status on the microtask), replays the component: `renderWithHooksAgain`
 * reuses the hooks the earlier attempts ran (MUI's state initialisers are
 * guarded by refs: they do not run again), each recorded point calls
 * `use()` on its own promise again (React matches them by call index: the
 * same objects, in the same order), which returns at once, and after the
 * last one React mounts the hooks that follow. The budget counts from the
 * start of each attempt, so a replay's cost (the hooks already run, called
 * again with the rerender dispatcher: refs, memos and selectors) is in it.
 *
 * Each patched file's anchors and its count of yield points must be found,
 * or the build fails (an MUI X upgrade is a conscious update of this file).
 * The reader's copied code and sandboxes use the packages as published.
 */
import { readFileSync } from 'node:fs';
import { GRID_SLICES_DEBUG } from '../../client/demos/grid-slices';
import { sliceGateSource } from './slice-gate';

const DEBUG = `globalThis[${JSON.stringify(GRID_SLICES_DEBUG)}]`;

/** The MUI X version these anchors and counts were read from. */
export const MUI_X_VERSION = '8.11.1';

interface Target {
  /** The function's first line. */
  start: string;
  /** Its top-level `useGrid*(...)` statements (2-space indent), each preceded by a yield point. */
  points: number;
}

/** The root hooks of the three grids, by file name. */
const TARGETS: Record<string, Target> = {
  'useDataGridComponent.js': { start: 'export const useDataGridComponent = (apiRef, props, configuration) => {\n', points: 51 },
  'useDataGridProComponent.js': { start: 'export const useDataGridProComponent = (apiRef, props, configuration) => {\n', points: 76 },
  'useDataGridPremiumComponent.js': { start: 'export const useDataGridPremiumComponent = (apiRef, inProps, configuration) => {\n', points: 94 },
};

/** The helpers each patched file gets (after its imports: `React` is `import * as React from 'react'`). */
const HELPERS = sliceGateSource({
  hook: 'useDemoSlices',
  point: 'demoSlicePoint',
  what: "this grid's first render",
  debug: DEBUG,
  // This grid's own counts. A render React threw away before its commit (it restarts from the committed tree when
  // another root renders, or an update comes, between two slices) sets the grid up again: a new entry, never
  // committed. initializers: where this grid's state initialisers start in the page's count (one grid sets up at a
  // time: a root that renders in between throws the other root's render away).
  onSetup: `debug.grids += 1;
      s.debug = { yields: 0, replays: 0, committed: false, initializers: debug.initializers };
      (debug.setups ??= []).push(s.debug);`,
  onCommit: 'if (s.debug) s.debug.committed = true;',
  onReplay: `if (recorded.status === 'fulfilled') {
        debug.replays += 1;
        if (s.debug) s.debug.replays += 1;
      }`,
  onYield: `debug.yields += 1;
      if (s.debug) s.debug.yields += 1;`,
});

const HOOK_STATEMENT = /^ {2}(useGrid\w+)\(/gm;

/** The text of a root hook's file as the client bundle gets it (throws when an anchor moved). */
export function sliceSource(path: string, code: string): string {
  const name = path.slice(path.search(/[^\\/]+$/));
  const target = TARGETS[name];
  if (!target) throw new Error(`${path}: not a file scripts/demos/grid-slices.ts patches`);
  const fail = (what: string) => new Error(`${path}: ${what}; update scripts/demos/grid-slices.ts (read for MUI X ${MUI_X_VERSION})`);
  if (!code.includes("import * as React from 'react';\n")) throw fail('no `import * as React`');
  const begin = code.indexOf(target.start);
  if (begin < 0) throw fail(`"${target.start.trim()}" not found`);
  const bodyStart = begin + target.start.length;
  // The function's closing line, at the file's end.
  const bodyEnd = code.indexOf('\n};', bodyStart);
  if (bodyEnd < 0) throw fail('the end of the function not found');
  let points = 0;
  const body = code.slice(bodyStart, bodyEnd).replace(HOOK_STATEMENT, (m) => {
    points += 1;
    return `  demoSlicePoint(demoSlices);\n${m}`;
  });
  if (points !== target.points) throw fail(`${points} useGrid* statements, ${target.points} expected`);
  const imports = code.lastIndexOf('\nimport ', begin);
  const afterImports = code.indexOf(';\n', imports) + 2;
  return code.slice(0, afterImports) + HELPERS + code.slice(afterImports, bodyStart) + '  const demoSlices = useDemoSlices();\n' + body + code.slice(bodyEnd);
}

/**
 * @mui/x-data-grid's useGridInitializeState.js, counted in the test's debug object only: a grid's state
 * initialisers run once per grid, however many times its first render yields and replays.
 */
const INITIALIZE = [
  '    privateApiRef.current.state = initializer(privateApiRef.current.state, props, privateApiRef);',
  `    const demoDebug = ${DEBUG};
    if (demoDebug) demoDebug.initializers += 1;
    privateApiRef.current.state = initializer(privateApiRef.current.state, props, privateApiRef);`,
] as const;

/** The files patched, as the client build resolves them. */
export const SLICED_GRID_FILES =
  /[\\/]@mui[\\/]x-data-grid(-pro|-premium)?[\\/]esm[\\/](DataGrid(Pro|Premium)?[\\/]useDataGrid(Pro|Premium)?Component|hooks[\\/]utils[\\/]useGridInitializeState)\.js$/;

/** Applies this file's patch to `code` (the text of `path`, maybe patched by others already). */
export function gridSlicesSource(path: string, code: string = readFileSync(path, 'utf8')): string {
  if (/[\\/]useGridInitializeState\.js$/.test(path)) {
    if (!code.includes(INITIALIZE[0])) throw new Error(`${path}: "${INITIALIZE[0].trim()}" not found; update scripts/demos/grid-slices.ts`);
    return code.replace(INITIALIZE[0], INITIALIZE[1]);
  }
  return sliceSource(path, code);
}
