/**
 * The switches of the site bundle's patches of the date and time pickers and
 * of the Tree View (scripts/demos/picker-tree-patches.ts): updates those
 * components make while a demo is revealed or right after, which either
 * change nothing or need not be synchronous.
 *
 * Pickers: the picker keeps its field's root node in state (it anchors the
 * popup) and sets it when the node attaches: in the runtime's reveal that is
 * a synchronous update in the commit, so React renders the picker again and
 * flushes every pending passive effect in the reveal's task. And the field's
 * layout effect reads the page's selection (`getSelection().rangeCount`),
 * which forces a style and layout pass of the demo just revealed inside that
 * commit.
 *
 * Tree View: the tree's mount effects write its id (undefined in its first
 * state, for server rendering's sake) and its items (the same items
 * processed again into new lookup objects): every item renders again, in a
 * synchronous render (a store update) in the task that runs the reveal's
 * passive effects.
 */

/**
 * Globals the page can set to `false` (before the runtime loads) to keep the published behaviour:
 * bench/demo-switches.ts (`BENCH_PICKER_EFFECTS=0`, `BENCH_TREE_EFFECTS=0`).
 */
export const PICKER_EFFECTS = '__demoPickerEffects';
export const TREE_EFFECTS = '__demoTreeEffects';
