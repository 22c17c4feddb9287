/**
 * The switch of the site bundle's patch of a Data Grid's selection path (scripts/demos/grid-interaction.ts).
 *
 * Published, the grid's root component (`DataGridPremiumRaw` and the others, with all their hooks: about 60) reads
 * the row selection (`useGridVirtualizer`, to pass `selected` to each row), so every selection change renders the
 * root again; the root's render rebuilds the virtualizer's getters, whose republishing effect renders the
 * GridVirtualScroller again in a second commit, which finally renders the rows whose `selected` changed. At a
 * reader's first click on a grid (a cell selects its row; on row grouping a group row selects its 22 rows) that was
 * 77 ms of a 158 ms task at 4x CPU slowdown. Patched, a default row (`slots.row` not replaced) reads whether it is
 * selected through its own subscription to the grid's store, the root no longer re-renders for a selection, and a
 * click renders the rows that changed and the components that show the selection (footer, checkboxes).
 */

/** A global the page can set to `false` (before the runtime loads) to keep the published behaviour: bench/demo-switches.ts (`BENCH_GRID_CLICK=0`). */
export const GRID_CLICK = '__demoGridClick';

/**
 * A global the page can set to `false` to keep the published header path of a first click (bench/demo-switches.ts,
 * `BENCH_GRID_HEADER_TAB=0`): published, a cell's first focus moves the grid's tab stop off the first column header
 * synchronously (GridHeaders, the column headers and that header item render again in the click's task), and that
 * header item's re-render mounts its closed column menu, inserting the menu's style rules in the click's commit.
 * Patched, the tab stop reaches the headers as a transition, after the click's task, and a column menu mounts when
 * it first opens.
 */
export const GRID_HEADER_TAB = '__demoGridHeaderTab';

/**
 * A global the page can set to `false` to keep the published sort of a controlled model (bench/demo-switches.ts,
 * `BENCH_GRID_SORT_ONCE=0`): published, a header click on a grid whose `sortModel` is controlled (the sorting page's
 * first demo) sorts the rows by the unchanged model before the parent's new model comes back, so every visible row
 * and cell renders twice in the click's task, once in the old order. Patched, only the model the grid's state took
 * sorts the rows (scripts/demos/grid-interaction.ts, useGridSorting.js).
 */
export const GRID_SORT_ONCE = '__demoGridSortOnce';

/**
 * A global the page can set to `false` to keep the published root props of a Data Grid (bench/demo-switches.ts,
 * `BENCH_GRID_MODEL_PROPS=0`): published, a parent that controls the sort model renders the grid again with the new
 * model and a new handler, the grid's root props context gets a new value, and every component of the grid renders
 * again (380 on the sorting page's first demo, in the click's task) although none reads those two props from it.
 * Patched, the context keeps its value when only those props changed (scripts/demos/grid-interaction.ts,
 * DataGrid.js); the new model reaches the components through the grid's state, as published.
 */
export const GRID_MODEL_PROPS = '__demoGridModelProps';

/**
 * A global the page can set to `false` to keep the published height subscription of a Data Grid row
 * (bench/demo-switches.ts, `BENCH_GRID_ROW_SPACING=0`): published, each row subscribes to a copy of its whole
 * height entry (`content`, `needsFirstMeasurement`, spacing...) but reads only its spacing. The entries are made with
 * `needsFirstMeasurement: true` at the grid's first render and set to false in place afterwards, so the grid's next
 * store update (a reader's first click: the focus) rendered every row in view again, in the click's task. Patched
 * (scripts/demos/grid-interaction.ts, GridRow.js), a row subscribes to `spacingTop` and `spacingBottom` only.
 */
export const GRID_ROW_SPACING = '__demoGridRowSpacing';
