/**
 * When a Data Grid component starts listening to its grid's store (scripts/demos/grid-selector.ts patches MUI X's
 * `useGridSelector` in the site's bundle). Published, the hook subscribes during render (React calls its
 * `getSnapshot`, which subscribes): a render React never commits (a concurrent render it threw away and started
 * again, because another demo's root rendered in between or an update came; or one still in progress, yielding
 * between slices) leaves a listener whose component never mounted, and the grid's next store update calls its
 * `setState`. React's development build warns then ("Can't perform a React state update on a component that hasn't
 * mounted yet"); in production the update is dropped, but the listener stays, and every store update runs its
 * selector for nothing. The demo runtime renders grids in such renders on purpose (hidden pre-renders and reveals in
 * transitions, time-sliced: client/demos/runtime.tsx), several demos of a page in turn.
 *
 * Patched, before the component's commit its listener updates it only within the render's own task (a grid root's
 * hooks update the store during its render); a later store update removes the listener instead, and the commit (an
 * insertion effect: a hidden `<Activity>`'s commit runs those too) subscribes again and catches up on what the store
 * notified meanwhile (its update count): the component updates right after the commit.
 */

/** A global the page can set to `false` (before the demo code runs) to subscribe as published: bench/demo-switches.ts (`BENCH_GRID_SELECTOR=0`). */
export const GRID_SELECTOR_COMMIT = '__demoGridSelectorCommit';
