/**
 * A build-time patch of MUI X's `useGridSelector` (@mui/x-data-grid's hooks/utils/useGridSelector.js) in the site's
 * client bundle only: a grid component subscribes to its grid's store in its commit, not during its render
 * (client/demos/grid-selector.ts says why).
 *
 * How: the published hook hands React `subscribe` (which adds the store listener) as the `getSnapshot` of a
 * `useSyncExternalStore`, so that React calls it in the render. Patched, with the switch on (read once, when the
 * module runs: the hooks a component calls stay the same on a page), the hook calls `useInsertionEffect` instead:
 * it adds the same listener in the commit (hidden or not) and removes it at the unmount. The store's update count
 * when the hook selected is kept (`demoSeen`: at the first render and at a change of arguments); when the store has
 * notified its listeners since (the published listener would have run), the listener runs once in a microtask after
 * the commit (an insertion effect must not update state), which updates the component if its selection changed. A
 * change of the grid's state without a notification (the grid's state initialisers, during its render) updates no
 * component, as published.
 * Everything else (the first selection, the change of arguments, the comparison) is as published; with the switch
 * off, the whole hook is.
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
    React.useInsertionEffect(() => {
      let subscribed = true;
      const listener = () => {
        if (!subscribed) {
          return;
        }
        const newState = refs.current.selector(apiRef, refs.current.args);
        if (!refs.current.equals(refs.current.state, newState)) {
          refs.current.state = newState;
          setState(newState);
        }
      };
      const unsubscribeStore = apiRef.current.store.subscribe(listener);
      // The store notified its listeners between the render and this commit: this one was not there yet.
      if (apiRef.current.store.updateTick !== refs.current.demoSeen) {
        queueMicrotask(listener);
      }
      refs.current.demoSeen = undefined;
      return () => {
        subscribed = false;
        unsubscribeStore();
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
