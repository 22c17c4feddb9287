/**
 * A build-time patch of MUI X's `useGridSelector` (@mui/x-data-grid's hooks/utils/useGridSelector.js) in the site's
 * client bundle only: a grid component subscribes to its grid's store in its commit, not during its render
 * (client/demos/grid-selector.ts says why).
 *
 * How: the published hook hands React `subscribe` (which adds the store listener) as the `getSnapshot` of a
 * `useSyncExternalStore`, so that React calls it in the render, and its listener calls `setState` whenever the store
 * changes. Patched, with the switch on (read once, when the module runs: the hooks a component calls stay the same on
 * a page), the hook adds its own listener in the render and calls `useInsertionEffect` instead, which marks the
 * commit (a hidden commit runs it too), adds the listener if it is not there, and removes it at the unmount. Before
 * the commit the listener updates the component only within the render's own task (a render is synchronous; a
 * microtask ends that window): a hook of the grid's root updating the store during the root's render re-selects as
 * published. A store update later and before the commit (the render yielding, or thrown away) updates nothing and
 * removes the listener: a render never committed leaves none behind once the store changed. The store's update
 * count when the hook last selected is kept (`demoSeen`); at the commit, when the store has notified since, the
 * listener runs once in a microtask (an insertion effect must not update state), which updates the component if its
 * selection changed. Everything else (the first selection, the change of arguments, the comparison) is as
 * published; with the switch off, the whole hook is.
 *
 * The replaced texts must be found, or the build fails (an MUI X upgrade is a conscious update of this file).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRID_SELECTOR_COMMIT } from '../../client/demos/grid-selector';
import { patchText } from './patch-text';

/** The @mui/x-data-grid versions these texts were read from. */
export const GRID_SELECTOR_VERSIONS = ['8.11.1'];

/** The file patched, as the client build resolves it. */
export const GRID_SELECTOR_FILE = /[\\/]@mui[\\/]x-data-grid[\\/]esm[\\/]hooks[\\/]utils[\\/]useGridSelector\.js$/;

const ON = `globalThis[${JSON.stringify(GRID_SELECTOR_COMMIT)}] !== false`;

const EDITS: readonly (readonly [string, string])[] = [
  [
    `const emptyGetSnapshot = () => null;\n`,
    `const emptyGetSnapshot = () => null;
// The site's demo runtime: subscribe in the commit, not in the render (scripts/demos/grid-selector.ts).
const demoCommitSubscribe = ${ON};
`,
  ],
  [
    `  const [state, setState] = React.useState(
  // We don't use an initialization function to avoid allocations
  didInit ? null : selector(apiRef, args));`,
    `  if (!didInit) {
    refs.current.demoSeen = apiRef.current.store.updateTick;
  }
  const [state, setState] = React.useState(
  // We don't use an initialization function to avoid allocations
  didInit ? null : selector(apiRef, args));`,
  ],
  [
    `  if (didInit && !argsEqual(prevArgs, args)) {
    const newState = refs.current.selector(apiRef, refs.current.args);`,
    `  if (didInit && !argsEqual(prevArgs, args)) {
    refs.current.demoSeen = apiRef.current.store.updateTick;
    const newState = refs.current.selector(apiRef, refs.current.args);`,
  ],
  [
    `  useSyncExternalStore(unsubscribe, subscribe, emptyGetSnapshot);
  return state;`,
    `  if (demoCommitSubscribe) {
    const demo = refs.current;
    if (!demo.demoListener) {
      demo.demoRendering = false;
      demo.demoEndRender = () => {
        demo.demoRendering = false;
      };
      demo.demoListener = () => {
        const store = apiRef.current.store;
        if (!demo.demoCommitted && !demo.demoRendering) {
          // A store update after this render's task and before its commit, which may never come: no update of a
          // component that has not mounted; the listener goes, and the commit catches up (the update count).
          demo.subscription?.();
          demo.subscription = undefined;
          return;
        }
        demo.demoSeen = store.updateTick;
        const newState = demo.selector(apiRef, demo.args);
        if (!demo.equals(demo.state, newState)) {
          demo.state = newState;
          setState(newState);
        }
      };
    }
    if (!demo.demoCommitted) {
      // In the render's own task (a render is synchronous), a store update re-selects as published: a hook of this
      // component updated the store during its render.
      demo.demoRendering = true;
      queueMicrotask(demo.demoEndRender);
      if (!demo.subscription) {
        demo.subscription = apiRef.current.store.subscribe(demo.demoListener);
      }
    }
    React.useInsertionEffect(() => {
      demo.demoCommitted = true;
      if (!demo.subscription) {
        demo.subscription = apiRef.current.store.subscribe(demo.demoListener);
      }
      // The store notified its listeners since this hook selected, and this one was not there to hear it.
      if (apiRef.current.store.updateTick !== demo.demoSeen) {
        queueMicrotask(demo.demoListener);
      }
      return () => {
        demo.demoCommitted = false;
        demo.demoRendering = false;
        demo.subscription?.();
        demo.subscription = undefined;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, EMPTY);
  } else {
    useSyncExternalStore(unsubscribe, subscribe, emptyGetSnapshot);
  }
  return state;`,
  ],
];

/** Applies the patch to `code` (the text of `path`); throws when a text moved or the version changed. */
export function gridSelectorSource(path: string, code: string = readFileSync(path, 'utf8')): string {
  const pkg = join(path.slice(0, path.search(/[\\/]esm[\\/]/)), 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string };
  if (!GRID_SELECTOR_VERSIONS.includes(version ?? '')) throw new Error(`${path}: @mui/x-data-grid ${version}, not ${GRID_SELECTOR_VERSIONS.join(' or ')}; update scripts/demos/grid-selector.ts`);
  return patchText(path, code, EDITS, 'scripts/demos/grid-selector.ts');
}
