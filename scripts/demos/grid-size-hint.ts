/**
 * A build-time patch of `@mui/x-virtualizer` (the Data Grid's virtualizer)
 * inside the site's client bundle only: the grid's first render may start
 * from a size the demo runtime already knows, instead of an empty one.
 *
 * Why: a grid renders first without a size (it has not measured its main
 * element yet), so it draws headers and no rows; in the commit that puts it
 * on screen a layout effect measures it (dimensions.js, `observeRootNode`),
 * updates the virtualizer's store, and the whole grid renders again, rows
 * and cells included, synchronously in that task (useSyncExternalStore
 * updates are never time-sliced). The demo runtime pre-renders a demo
 * hidden in slices before revealing it (client/demos/runtime.tsx), so if
 * the first render already knows the size, the rows are drawn in those
 * slices and the measurement at the reveal finds what the state holds
 * (the virtualizer's own deep-equality bail-out): no second render.
 *
 * How: the runtime measures the stand-in (it occupies the live demo's box)
 * and sets `globalThis[GRID_SIZE_HINT]` (client/demos/grid-hint.ts) while
 * the demo's first render runs. The patched virtualizer's initial state
 * then holds the root size, the dimensions `updateDimensions` would compute
 * for it, the rows' positions and the first render context. Without a hint,
 * or for a grid whose first layout the hint cannot predict (auto height,
 * variable row heights or spacing, flex columns, column or row spanning, a
 * restored scroll position), nothing changes: today's measurement and
 * re-render. A wrong hint costs nothing either: the measurement differs,
 * and the grid updates as it always did.
 *
 * Each replaced text must be found, or the build fails (scripts/demos/
 * patch-text.ts, as the stand-in bundle's patches): an upgrade of the
 * package is a conscious update of this file. The reader's copied code and
 * sandboxes use the package as published; this patch is only the site's.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { GRID_BEFORE_REVEAL, GRID_EFFECTS, GRID_PRE_STYLE, GRID_MOUNT, GRID_NODE_DEP, GRID_READ, GRID_REVEAL, GRID_SIZE_HINT, GRID_TASKS } from '../../client/demos/grid-hint';
import { REVEALING } from '../../client/demos/reveal-flag';
import { PRE_STYLE } from '../../client/demos/pre-style';
import { patchText } from './patch-text';

const HINT = `globalThis[${JSON.stringify(GRID_SIZE_HINT)}]`;
/** True while the demo runtime's reveal commits (client/demos/reveal-flag.ts). */
const REVEAL = `globalThis[${JSON.stringify(REVEALING)}] === true`;
/** False when the mount-effect patches are switched off (client/demos/grid-hint.ts, GRID_EFFECTS). */
const EFFECTS = `globalThis[${JSON.stringify(GRID_EFFECTS)}] !== false`;
/** False when the mount-task patches are switched off (client/demos/grid-hint.ts, GRID_TASKS). */
const TASKS = `globalThis[${JSON.stringify(GRID_TASKS)}] !== false`;
/** False when the post-reveal patches are switched off (client/demos/grid-hint.ts, GRID_MOUNT). */
const MOUNT = `globalThis[${JSON.stringify(GRID_MOUNT)}] !== false`;
/** False when the reveal patches are switched off (client/demos/grid-hint.ts, GRID_REVEAL). */
const REVEAL_PATCHES = `globalThis[${JSON.stringify(GRID_REVEAL)}] !== false`;
/** False when the reveal's measurement patch is switched off (client/demos/grid-hint.ts, GRID_READ). */
const GRID_READ_ON = `globalThis[${JSON.stringify(GRID_READ)}] !== false`;
/** False when the container-node dependency patch is switched off (client/demos/grid-hint.ts, GRID_NODE_DEP). */
const NODE_DEP_ON = `globalThis[${JSON.stringify(GRID_NODE_DEP)}] !== false`;
/** The hinted grids' updates the demo runtime makes before its reveal (client/demos/grid-hint.ts). */
const BEFORE_REVEAL = `globalThis[${JSON.stringify(GRID_BEFORE_REVEAL)}]`;
/** The hinted grids' size variables for the pre-render's layout before the reveal (client/demos/grid-hint.ts). */
const PRE_STYLE_LIST = `globalThis[${JSON.stringify(GRID_PRE_STYLE)}]`;
/** False when the hidden pre-render is not laid out before its reveal (client/demos/pre-style.ts, PRE_STYLE). */
const PRE_STYLE_DIMS_ON = `globalThis[${JSON.stringify(PRE_STYLE)}] !== false`;

/** features/dimensions.js: the hinted initial state, and no first-sizing skip for it. */
const DIMENSIONS: readonly (readonly [string, string])[] = [
  [
    `  const rowHeights = new Map();
  return {
    rootSize: Size.EMPTY,`,
    `  const rowHeights = new Map();
  const hinted = demoHintedState(params, rowHeights);
  if (hinted) {
    return hinted;
  }
  return {
    rootSize: Size.EMPTY,`,
  ],
  // A hinted grid has had its first sizing: its later measurements compare with the state as usual. And while the
  // hint is set (the first render, before its commit), the hinted state follows the inputs: the grid's root renders
  // again within its first render once sorting and filtering have run (their store updates), with its rows.
  [
    '  const isFirstSizing = React.useRef(true);',
    `  const isFirstSizing = React.useRef(!store.state.demoSizeHint);
  demoRefreshHintedState(store, params);`,
  ],
  // The reveal's row-height pass finds the rows' positions the hinted state holds: no store update for nothing.
  ["    store.set('rowsMeta', rowsMeta);", "    if (!(store.state.demoSizeHint && isDeepEqual(store.state.rowsMeta, rowsMeta))) store.set('rowsMeta', rowsMeta);"],
  // A hinted grid is not rendered again when its nodes attach (virtualization.js, refSetter): its effects read the
  // container node when they run (the nodes below the grid's root attach before the root's layout effects run).
  [
    '    const scrollbarSize = measureScrollbarSize(containerNode, params.dimensions.scrollbarSize);',
    // And a hinted grid's first measurement takes the scrollbar width the hint measured (as published: a probe element
    // appended to the grid and measured in the reveal's layout effects, a second forced layout of that task).
    '    const scrollbarSize = measureScrollbarSize(demoContainer(store, refs, containerNode), params.dimensions.scrollbarSize ?? demoHintedScrollbar(store));',
  ],
  [
    '  useLayoutEffect(() => observeRootNode(containerNode, store, setRootSize), [containerNode, store, setRootSize]);',
    '  useLayoutEffect(() => observeRootNode(demoObserve(store, containerNode, demoContainer(store, refs, containerNode)), store, setRootSize), [containerNode, store, setRootSize]);',
  ],
  // GRID_NODE_DEP: a hinted grid's render after its reveal reads the container node its reveal's effect observed
  // (through demoContainer, with a null dependency): the dependency stays null, so that render (a reader's first
  // sort) does not observe it again, re-make its ResizeObserver and read its size (client/demos/grid-hint.ts).
  ['  const containerNode = refs.container.current;', '  const containerNode = demoNodeDep(store, refs.container.current);'],
  // A hinted grid's first measurement, in its reveal's layout effects, is the size its state already holds (the
  // hint's): no getBoundingClientRect, which forced the style and layout of the whole revealed grid in the reveal's
  // task. The ResizeObserver observes the node as published: its first callback, after the frame's layout, compares
  // the real size with the state and updates it when they differ, as a later resize does.
  [
    `  const bounds = node.getBoundingClientRect();
  const initialSize = {`,
    `  const demoSize = demoHintedRootSize(store);
  const bounds = demoSize ? undefined : node.getBoundingClientRect();
  const initialSize = demoSize ?? {`,
  ],
  [
    'function eslintUseValue(_) {}',
    `function eslintUseValue(_) {}

/** The root size a hinted grid's state holds, at its reveal (its first measurement), or undefined: measure it. */
function demoHintedRootSize(store) {
  const size = store.state.rootSize;
  return store.state.demoSizeHint === true && ${REVEAL} && ${GRID_READ_ON} && size.width > 0 && size.height > 0 ? size : undefined;
}

/** The scrollbar width a hinted grid's state holds (the hint's, measured as measureScrollbarSize does), or undefined. */
function demoHintedScrollbar(store) {
  return store.state.demoSizeHint === true && ${REVEAL_PATCHES} ? store.state.dimensions.scrollbarSize : undefined;
}

/** The node observeRootNode's effect last observed per virtualizer store, and the dependency it ran with. */
const demoObserved = new WeakMap();

/** Records what observeRootNode's effect observes (the node) and the dependency it ran with; returns the node. */
function demoObserve(store, dep, node) {
  demoObserved.set(store, { dep, node });
  return node;
}

/**
 * The container node as the dimension effects' dependency: for a hinted grid whose effect ran with a null dependency
 * and observed this node (the reveal's, through demoContainer), null again, as then; otherwise the node, as published.
 */
function demoNodeDep(store, node) {
  const seen = demoObserved.get(store);
  return ${NODE_DEP_ON} && store.state.demoSizeHint === true && seen !== undefined && seen.dep === null && node !== null && node === seen.node ? null : node;
}

/** The container node an effect measures: for a hinted grid, the node attached since the render, if any. */
function demoContainer(store, refs, rendered) {
  return rendered ?? (store.state.demoSizeHint ? refs.container.current : null);
}

/** The size hint of the site's demo runtime, when this grid's first layout can be computed from it. */
function demoSizeHint(params) {
  const hint = ${HINT};
  if (!hint || !(hint.width > 0) || !(hint.height > 0) || !(hint.scrollbarSize >= 0) || typeof hint.hasScrollY !== 'boolean') return undefined;
  if (params.dimensions.scrollbarSize !== undefined) return undefined;
  if (params.autoHeight || params.getRowHeight || params.getEstimatedRowHeight || params.getRowSpacing) return undefined;
  if (params.colspan?.enabled || params.initialState?.scroll || !Array.isArray(params.rows) || !Array.isArray(params.columns)) return undefined;
  const spanning = params.initialState?.rowSpanning?.caches;
  if (spanning && Object.values(spanning).some((v) => v && Object.keys(v).length > 0)) return undefined;
  return hint;
}

/** The initial state updateDimensions and hydrateRowsMeta would reach once the grid measured the hinted size. */
function demoHintedState(params, rowHeights) {
  const hint = demoSizeHint(params);
  if (!hint) return undefined;
  const { rowHeight, columnsTotalWidth, leftPinnedWidth, rightPinnedWidth, topPinnedHeight, bottomPinnedHeight } = params.dimensions;
  const rootSize = { width: roundToDecimalPlaces(hint.width, 1), height: roundToDecimalPlaces(hint.height, 1) };
  const pinned = params.pinnedRows;
  const rowsMeta = {
    currentPageTotalHeight: params.rows.length * rowHeight,
    positions: params.rows.map((_, i) => i * rowHeight),
    pinnedTopRowsTotalHeight: (pinned?.top.length ?? 0) * rowHeight,
    pinnedBottomRowsTotalHeight: (pinned?.bottom.length ?? 0) * rowHeight
  };
  const scrollbarSize = params.dimensions.scrollbarSize ?? hint.scrollbarSize;
  // From here to newDimensions: updateDimensions' computation (autoHeight excluded above).
  const topContainerHeight = topPinnedHeight + rowsMeta.pinnedTopRowsTotalHeight;
  const bottomContainerHeight = bottomPinnedHeight + rowsMeta.pinnedBottomRowsTotalHeight;
  const contentSize = {
    width: columnsTotalWidth,
    height: roundToDecimalPlaces(rowsMeta.currentPageTotalHeight, 1)
  };
  let hasScrollX = false;
  let hasScrollY = false;
  const viewportOuterSize = { width: rootSize.width, height: rootSize.height };
  const viewportInnerSize = {
    width: Math.max(0, viewportOuterSize.width),
    height: Math.max(0, viewportOuterSize.height - topContainerHeight - bottomContainerHeight)
  };
  const hasScrollXIfNoYScrollBar = contentSize.width > viewportInnerSize.width;
  const hasScrollYIfNoXScrollBar = contentSize.height > viewportInnerSize.height;
  if (hasScrollXIfNoYScrollBar || hasScrollYIfNoXScrollBar) {
    hasScrollY = hasScrollYIfNoXScrollBar;
    hasScrollX = contentSize.width + (hasScrollY ? scrollbarSize : 0) > viewportInnerSize.width;
    if (hasScrollX) {
      hasScrollY = contentSize.height + scrollbarSize > viewportInnerSize.height;
    }
  }
  if (hasScrollY) {
    viewportInnerSize.width -= scrollbarSize;
  }
  if (hasScrollX) {
    viewportInnerSize.height -= scrollbarSize;
  }
  // Flex columns were sized from the hint's guess of a vertical scrollbar (gridColumnsUtils.js): a wrong guess, no hint
  // (checked again once the rows came, when the root renders again within its first render: demoRefreshHintedState).
  if (hasScrollY !== hint.hasScrollY && params.rows.length > 0 && params.columns.some((c) => c.flex > 0)) return undefined;
  const rowWidth = Math.max(viewportOuterSize.width, columnsTotalWidth + (hasScrollY ? scrollbarSize : 0));
  const minimumSize = {
    width: columnsTotalWidth,
    height: topContainerHeight + contentSize.height + bottomContainerHeight
  };
  const dimensions = {
    isReady: true,
    root: rootSize,
    viewportOuterSize,
    viewportInnerSize,
    contentSize,
    minimumSize,
    hasScrollX,
    hasScrollY,
    scrollbarSize,
    rowWidth,
    rowHeight,
    columnsTotalWidth,
    leftPinnedWidth,
    rightPinnedWidth,
    topContainerHeight,
    bottomContainerHeight
  };
  return { rootSize, dimensions, rowsMeta, rowHeights, demoSizeHint: true, demoHintInputs: demoHintInputs(params), demoHintContext: null };
}

/** What the hinted state was computed from. */
function demoHintInputs(params) {
  const d = params.dimensions;
  return [params.rows, params.columns, params.pinnedRows, d.rowHeight, d.columnsTotalWidth, d.leftPinnedWidth, d.rightPinnedWidth, d.topPinnedHeight, d.bottomPinnedHeight];
}

/** Recomputes a hinted state whose inputs changed while the hint is still set (render-phase re-renders of the first render). */
function demoRefreshHintedState(store, params) {
  const state = store.state;
  if (!state.demoSizeHint || !${HINT}) return;
  const inputs = demoHintInputs(params);
  if (inputs.every((v, i) => v === state.demoHintInputs[i])) return;
  const next = demoHintedState(params, state.rowHeights);
  if (next) {
    Object.assign(state, next);
  } else {
    // Back to an unmeasured grid: the measurement at the reveal updates it as without a hint.
    state.demoSizeHint = false;
    state.dimensions = _extends({}, state.dimensions, { isReady: false });
  }
}`,
  ],
];

/** features/virtualization.js: a hinted grid's first render context (the rows and columns in view). */
const VIRTUALIZATION: readonly (readonly [string, string])[] = [
  [
    '  const renderContext = useStore(store, selectors.renderContext);',
    `  demoHintedRenderContext(store, params, api);
  const renderContext = useStore(store, selectors.renderContext);`,
  ],
  // What the measurement's render-context update would have told the grid (lazy loading, row spanning).
  [
    '  useStoreEffect(store, Dimensions.selectors.dimensions, forceUpdateRenderContext);',
    `  useRunOnce(store.state.demoSizeHint === true, () => {
    if (Dimensions.selectors.dimensions(store.state).isReady && renderContext !== EMPTY_RENDER_CONTEXT && previousRowContext.current === EMPTY_RENDER_CONTEXT) {
      previousRowContext.current = renderContext;
      onRenderContextChange?.(renderContext);
    }
  });
  useStoreEffect(store, Dimensions.selectors.dimensions, forceUpdateRenderContext);`,
  ],
  // The rows' getters go to the store in the first render, then in an effect (hidden trees run none): a hinted grid's
  // later passes of its first render (with its rows) put theirs in too, so its hidden render draws the rows.
  [
    `  useFirstRender(() => {
    store.state = _extends({}, store.state, {
      getters
    });
  });`,
    `  const demoFirst = store.state.getters === null;
  const demoCommitted = React.useRef(false);
  useEnhancedEffect(() => {
    demoCommitted.current = true;
  }, []);
  if (demoFirst || (store.state.demoSizeHint && ${HINT})) {
    store.state = _extends({}, store.state, {
      getters
    });
  } else if (store.state.demoSizeHint === true && !demoCommitted.current && ${MOUNT}) {
    // Renders after the hint was cleared and before the reveal's commit (the reveal's own, once the runtime gave the
    // grid its size): the getters (the same functions of the same values, made again) go in place, no store update.
    store.state.getters = getters;
  }`,
  ],
  // The first node a hinted grid's ref receives in the runtime's reveal renders nothing again: published, every node
  // the ref receives re-renders the grid's root, synchronously in that commit, which also flushes the grid's mount
  // effects there (client/demos/reveal-flag.ts); dimensions.js reads the node when its effects run instead. A later
  // node (a remounted element) re-renders as published.
  [
    `    if (node && refs[name].current !== node) {
      refs[name].current = node;
      setRefTick(tick => tick + 1);
    }`,
    `    if (node && refs[name].current !== node) {
      const demoFirstNode = store.state.demoSizeHint === true && refs[name].current == null && ${REVEAL};
      refs[name].current = node;
      if (!demoFirstNode) setRefTick(tick => tick + 1);
    }`,
  ],
  // A hinted grid's scroller, new in its reveal's commit, is at 0 already (its hidden render had no box): setting its
  // scrollLeft there forced the style and layout of the whole revealed grid in the reveal's task. Later resets (the
  // scrollReset dependency) set it as published.
  [
    `  useEnhancedEffect(() => {
    if (refs.scroller.current) {
      refs.scroller.current.scrollLeft = 0;`,
    `  useEnhancedEffect(() => {
    if (refs.scroller.current && !(store.state.demoSizeHint === true && ${REVEAL} && ${GRID_READ_ON})) {
      refs.scroller.current.scrollLeft = 0;`,
  ],
  [
    'function createRange(from, to) {',
    `function demoHintedRenderContext(store, params, api) {
  if (!store.state.demoSizeHint || store.state.demoHintContext === store.state.demoHintInputs) return;
  store.state.demoHintContext = store.state.demoHintInputs;
  try {
    const v = store.state.virtualization;
    // Row and column spanning were excluded with the hint (dimensions.js): neither hides a cell yet.
    const firstApi = _extends({}, api, { getHiddenCellsOrigin: () => ({}), getCellColSpanInfo: () => undefined });
    const inputs = inputsSelector(store, params, firstApi, v.enabledForRows, v.enabledForColumns);
    const { isRtl = false, rowBufferPx = 150, columnBufferPx = 150 } = params.virtualization;
    const cache = createScrollCache(isRtl, rowBufferPx, columnBufferPx, params.dimensions.rowHeight * 15, MINIMUM_COLUMN_WIDTH * 6);
    store.state.virtualization = _extends({}, v, { renderContext: computeRenderContext(inputs, EMPTY_SCROLL_POSITION, cache) });
  } catch {
    // Back to an unmeasured grid: the measurement at the reveal updates it as without a hint.
    store.state.demoSizeHint = false;
    store.state.dimensions = _extends({}, store.state.dimensions, { isReady: false });
  }
}
function createRange(from, to) {`,
  ],
];

/**
 * @mui/x-data-grid's hooks/features/columns/gridColumnsUtils.js: a grid that has not measured itself
 * gives its flex columns their share of the hinted width (the virtualizer checks the scrollbar guess).
 */
const COLUMNS: readonly (readonly [string, string])[] = [
  [
    '  const availableWidth = dimensions === undefined ? 0 : dimensions.viewportOuterSize.width - (dimensions.hasScrollY ? dimensions.scrollbarSize : 0);',
    `  const hint = ${HINT};
  const availableWidth = (dimensions === undefined || !dimensions.isReady) && hint ? hint.width - (hint.hasScrollY ? hint.scrollbarSize : 0) : dimensions === undefined ? 0 : dimensions.viewportOuterSize.width - (dimensions.hasScrollY ? dimensions.scrollbarSize : 0);`,
  ],
];

/**
 * @mui/x-data-grid's hooks/core/useGridVirtualizer.js: the grid copies the virtualizer's state once, in its first
 * render, but into its store's state object (`apiRef.current.store.state`), while the grid's selectors read
 * `apiRef.current.state`, which holds its state initialisers' values (an empty render context: the column headers
 * draw no cell) until the mount effects' `setState`s. Published, those run in the reveal's task (the refs patch of
 * virtualization.js), before the browser paints; with the reveal deferral they come a task later. So in a hinted
 * grid's first pass, before any child renders, the selectors' state gets the hinted render context too: the header
 * rows draw their cells in the hidden render. Only then: a change of the selectors' state that notifies no one,
 * once children have selected from it, leaves them holding stale values, and the next store update (a Premium
 * grid's aggregation, from a microtask during the sliced render) makes them update a tree not yet committed, which
 * restarts the render, forever. A hinted state recomputed since (its rows came) is copied again into the store's
 * state only, in place as that first copy (a notifying setState here would update children that already rendered,
 * while rendering the root); the rows read the two values the root had selected before the copy from the grid's
 * state as it is when they render.
 */
const GRID_VIRTUALIZER: readonly (readonly [string, string])[] = [
  [
    'export function useGridVirtualizer(apiRef, rootProps) {',
    `/** Whether two grid dimensions hold the same values (key by key; the sizes compared by width and height). */
function demoSameDimensions(a, b) {
  if (!a || !b) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every(k => {
    const x = a[k];
    const y = b[k];
    if (x === y) return true;
    return !!x && !!y && typeof x === 'object' && typeof y === 'object' && x.width === y.width && x.height === y.height && Object.keys(x).length === 2 && Object.keys(y).length === 2;
  });
}
export function useGridVirtualizer(apiRef, rootProps) {`,
  ],
  [
    '      scrollbarWidth: verticalScrollbarWidth,\n      gridHasFiller: hasFiller',
    `      scrollbarWidth: virtualizer.store.state.demoSizeHint ? gridVerticalScrollbarWidthSelector(apiRef) : verticalScrollbarWidth,
      gridHasFiller: virtualizer.store.state.demoSizeHint ? gridHasFillerSelector(apiRef) : hasFiller`,
  ],
  [
    '  useStoreEffect(virtualizer.store, Dimensions.selectors.dimensions, (_, dimensions) => {',
    `  const demoState = virtualizer.store.state;
  if (demoState.demoSizeHint && demoState.demoSynced !== demoState.demoHintInputs) {
    if (demoState.demoSynced === undefined) {
      // The first render's copy (useFirstRender above) is already the hinted state; the selectors' state gets its
      // render context (the columns in view), before any child of the grid renders.
      // With PRE_STYLE_DIMS, its size and rows' positions too: the components that select them (the root's Emotion
      // class, the scroller's hasScrollX class, the scrollbars) render them in the hidden render, so the reveal does
      // not change their classes (a restyle of the whole grid in the reveal's frame, client/demos/pre-style.ts).
      apiRef.current.state = ${PRE_STYLE_DIMS_ON}
        ? _extends({}, apiRef.current.state, {
            dimensions: _extends({}, addGridDimensions(demoState.dimensions, headerHeight, groupHeaderHeight, headerFilterHeight, headersTotalHeight)),
            rowsMeta: demoState.rowsMeta,
            virtualization: demoState.virtualization
          })
        : _extends({}, apiRef.current.state, { virtualization: demoState.virtualization });
    } else {
      const gridState = apiRef.current.store.state;
      gridState.dimensions = addGridDimensions(demoState.dimensions, headerHeight, groupHeaderHeight, headerFilterHeight, headersTotalHeight);
      gridState.rowsMeta = demoState.rowsMeta;
      gridState.virtualization = demoState.virtualization;
    }
    demoState.demoSynced = demoState.demoHintInputs;
  }
  // A hinted grid's selectors' state (apiRef.current.state) still holds its initialisers' size (not ready), rows'
  // positions and render context after its hidden render; its store's state has the virtualizer's since the copy
  // above. Published, the first measurement's store update brings them into both. A hinted grid's measurement finds
  // the state it started from and updates nothing, so the selectors' state waited for an unrelated update: the
  // mount's column regeneration then sized flex columns for no width, and the grid rendered twice more in that task
  // (narrow columns, then its own again), synchronously. One update instead, the state the first measurement gives,
  // made by the demo runtime just before the reveal (client/demos/grid-hint.ts, runGridBeforeReveal): the hidden
  // grid's components that selected the unready size render again within the reveal's render (in slices), so the
  // revealed grid is already the final one. Registered in an insertion effect, which a hidden commit runs: only a
  // committed grid. The passive effect is the fallback (a grid revealed otherwise), before the grid's pipe appliers
  // run (they read the size). The size is a new object (addGridDimensions returns the store's own for the same
  // input): the store notifies, so the components and the grid's CSS variables get the ready one.
  const demoSyncSize = () => {
    const v = virtualizer.store.state;
    if (!(${EFFECTS}) || v.demoSizeHint !== true || !v.dimensions.isReady) return;
    const demoDimensions = addGridDimensions(v.dimensions, headerHeight, groupHeaderHeight, headerFilterHeight, headersTotalHeight);
    if (!demoSameDimensions(apiRef.current.state.dimensions, demoDimensions)) {
      apiRef.current.setState(gridState => _extends({}, gridState, {
        dimensions: _extends({}, demoDimensions),
        rowsMeta: v.rowsMeta,
        virtualization: v.virtualization
      }));
    }
  };
  const demoSync = React.useRef(demoSyncSize);
  demoSync.current = demoSyncSize;
  React.useInsertionEffect(() => {
    if (!(${EFFECTS}) || virtualizer.store.state.demoSizeHint !== true) return undefined;
    const sync = () => demoSync.current();
    const list = (${BEFORE_REVEAL} ??= new Set());
    list.add(sync);
    return () => {
      list.delete(sync);
    };
  }, []);
  // The size variables the grid's root gets when it mounts (useGridDimensions.js setCSSVariables, at its rootMount,
  // in the reveal), from the dimensions demoSyncSize gives its state: the demo runtime sets them on the hidden root
  // before it lays the pre-render out off screen (client/demos/pre-style.ts, grid-hint.ts gridPreStyle).
  const demoVariables = () => {
    const v = virtualizer.store.state;
    if (v.demoSizeHint !== true || !v.dimensions.isReady) return undefined;
    const d = addGridDimensions(v.dimensions, headerHeight, groupHeaderHeight, headerFilterHeight, headersTotalHeight);
    return {
      '--DataGrid-hasScrollX': \`\${Number(d.hasScrollX)}\`,
      '--DataGrid-hasScrollY': \`\${Number(d.hasScrollY)}\`,
      '--DataGrid-scrollbarSize': \`\${d.scrollbarSize}px\`,
      '--DataGrid-rowWidth': \`\${d.rowWidth}px\`,
      '--DataGrid-columnsTotalWidth': \`\${d.columnsTotalWidth}px\`,
      '--DataGrid-leftPinnedWidth': \`\${d.leftPinnedWidth}px\`,
      '--DataGrid-rightPinnedWidth': \`\${d.rightPinnedWidth}px\`,
      '--DataGrid-headerHeight': \`\${d.headerHeight}px\`,
      '--DataGrid-headersTotalHeight': \`\${d.headersTotalHeight}px\`,
      '--DataGrid-topContainerHeight': \`\${d.topContainerHeight}px\`,
      '--DataGrid-bottomContainerHeight': \`\${d.bottomContainerHeight}px\`,
      '--height': \`\${d.rowHeight}px\`
    };
  };
  const demoVars = React.useRef(demoVariables);
  demoVars.current = demoVariables;
  React.useInsertionEffect(() => {
    if (!(${EFFECTS}) || virtualizer.store.state.demoSizeHint !== true) return undefined;
    const vars = () => demoVars.current();
    const list = (${PRE_STYLE_LIST} ??= new Set());
    list.add(vars);
    return () => {
      list.delete(vars);
    };
  }, []);
  React.useEffect(() => {
    demoSync.current();
  }, []);
  useStoreEffect(virtualizer.store, Dimensions.selectors.dimensions, (_, dimensions) => {`,
  ],
  // The store effect runs at every update of the virtualizer's store, whatever changed (useStoreEffect calls it with
  // the previous and the next selected value, equal or not), and makes a new grid state each time. A hinted grid's
  // first one comes at its mount (the rows' getters the virtualizer stores in a passive effect): its dimensions are
  // the ones demoSyncSize put in the grid's state before the reveal, but in the object addGridDimensions keeps, not
  // the copy made then, so the grid published them and every component that selects them rendered again, in one
  // synchronous task after the reveal; the next call, with that very object, made a new grid state with no key
  // changed. A hinted grid whose state already holds these dimensions (key by key) keeps its state; a changed size,
  // and every other grid, as published.
  [
    `  useStoreEffect(virtualizer.store, Dimensions.selectors.dimensions, (_, dimensions) => {
    apiRef.current.setState(gridState => _extends({}, gridState, {`,
    `  useStoreEffect(virtualizer.store, Dimensions.selectors.dimensions, (_, dimensions) => {
    if (virtualizer.store.state.demoSizeHint === true && ${MOUNT}) {
      const demoNext = addGridDimensions(dimensions, headerHeight, groupHeaderHeight, headerFilterHeight, headersTotalHeight);
      const demoNow = apiRef.current.state.dimensions;
      const demoKeys = Object.keys(demoNext);
      if (demoNow && demoKeys.length === Object.keys(demoNow).length && demoKeys.every(k => demoNow[k] === demoNext[k])) return;
    }
    apiRef.current.setState(gridState => _extends({}, gridState, {`,
  ],
];

/**
 * @mui/x-data-grid's hooks/features/virtualization/useGridVirtualization.js: the grid's mount effect sets the
 * virtualization flags it already has (a new object with the same values), which updates the grid's state and
 * renders its root again; for a hinted grid that is a render of the whole grid in the reveal's task (its passive
 * effects are flushed there), for nothing. A hinted grid whose flags are already those keeps its state.
 */
const GRID_VIRTUALIZATION: readonly (readonly [string, string])[] = [
  [
    `  const setVirtualization = enabled => {
    enabled &&= HAS_LAYOUT;
`,
    `  const setVirtualization = enabled => {
    enabled &&= HAS_LAYOUT;
    const demoFlags = virtualizer.store.state.virtualization;
    if (virtualizer.store.state.demoSizeHint === true && demoFlags.enabled === enabled && demoFlags.enabledForColumns === enabled && demoFlags.enabledForRows === (enabled && !autoHeight)) {
      return;
    }
`,
  ],
];

/**
 * @mui/material's Select/SelectInput.js: a Select keeps its display node in state (it anchors the menu) and sets
 * it when the node attaches; in the runtime's reveal that is a synchronous update in the commit, which makes React
 * flush every pending passive effect in the reveal's task (a Data Grid's footer has one: rows per page). A closed
 * Select sets it just after that commit then, as a default update (the menu needs it only once opened); an open one
 * as published.
 */
const SELECT_INPUT: readonly (readonly [string, string])[] = [
  [
    `  const handleDisplayRef = React.useCallback(node => {
    displayRef.current = node;
    if (node) {
      setDisplayNode(node);
    }
  }, []);`,
    `  const demoOpen = React.useRef(openState);
  demoOpen.current = openState;
  const handleDisplayRef = React.useCallback(node => {
    displayRef.current = node;
    if (node) {
      if (!demoOpen.current && ${REVEAL}) {
        // After the reveal's commit (a microtask: still before the browser paints), as a default update.
        queueMicrotask(() => setDisplayNode(node));
      } else {
        setDisplayNode(node);
      }
    }
  }, []);`,
  ],
];

/**
 * @mui/material's Tooltip/Tooltip.js: a Tooltip keeps its child's node in state (it anchors the popper) and sets it
 * when the node attaches, as the Select does (SELECT_INPUT). A Data Grid's column headers each hold one (their
 * titles), so the reveal of a grid whose hidden render drew its header cells made as many synchronous updates in the
 * reveal's commit, which flushed the grid's mount effects and rendered it again in the reveal's task. A closed
 * Tooltip sets it just after that commit then (a closed Tooltip renders no popper: `open` is false without the node
 * too), in a transition: one default update per header made one synchronous render of them all, a 45-55 ms task at
 * 4x CPU after the reveal; a transition renders in slices (GRID_TASKS off: a default update). An open Tooltip, or a
 * node detached meanwhile, as published.
 */
const TOOLTIP: readonly (readonly [string, string])[] = [
  [
    '  const handleRef = useForkRef(getReactElementRef(children), setChildNode, ref);',
    `  const demoOpen = React.useRef(open);
  demoOpen.current = open;
  const demoNode = React.useRef(undefined);
  const demoSetChildNode = React.useCallback(node => {
    demoNode.current = node;
    if (node && !demoOpen.current && ${REVEAL} && ${EFFECTS}) {
      // After the reveal's commit (a microtask: still before the browser paints), as a default update.
      queueMicrotask(() => {
        if (demoNode.current !== node) return;
        // A transition: the headers' Tooltips render again in slices React yields between, not in one task.
        if (${TASKS}) React.startTransition(() => setChildNode(node));
        else setChildNode(node);
      });
    } else {
      setChildNode(node);
    }
  }, []);
  const handleRef = useForkRef(getReactElementRef(children), demoSetChildNode, ref);`,
  ],
];

/**
 * @mui/x-data-grid's hooks/core/useGridProps.js: the grid's mount effect copies two props into its state, in a new
 * object with the values its state initialiser already put there; every component selecting from that state then
 * renders again in the mount's task. Equal values keep the state (the grid's setState ignores an unchanged state).
 */
const GRID_PROPS: readonly (readonly [string, string])[] = [
  [
    `    apiRef.current.setState(state => _extends({}, state, {
      props: {`,
    `    apiRef.current.setState(state => ${EFFECTS} && state.props && state.props.listView === props.listView && state.props.getRowId === props.getRowId ? state : _extends({}, state, {
      props: {`,
  ],
];

/**
 * @mui/x-data-grid's hooks/features/columns/useGridColumns.js: at mount, the grid regenerates its columns once for
 * the pipe processors its first render registered (runAppliersForPendingProcessors) and re-sizes flex columns when
 * its viewport's width is first reported: both build a new columns state equal to the one the state initialiser
 * built (same fields in the same order, same column definitions and widths, same visibility), and publishing it
 * renders every header and cell again. An equal columns state is not published (nor its `columnsChange`); a
 * different one is, as published.
 */
const GRID_COLUMNS: readonly (readonly [string, string])[] = [
  [
    `      keepOnlyColumnsToUpsert: false
    });
    setGridColumnsState(columnsState);
  }, [apiRef, logger, setGridColumnsState]);`,
    `      keepOnlyColumnsToUpsert: false
    });
    if (demoSameColumns(gridColumnsStateSelector(apiRef), columnsState)) return;
    setGridColumnsState(columnsState);
  }, [apiRef, logger, setGridColumnsState]);`,
  ],
  [
    '      setGridColumnsState(hydrateColumnsWidth(gridColumnsStateSelector(apiRef), apiRef.current.getRootDimensions()));',
    `      const demoColumns = hydrateColumnsWidth(gridColumnsStateSelector(apiRef), apiRef.current.getRootDimensions());
      if (demoSameColumns(gridColumnsStateSelector(apiRef), demoColumns)) return;
      setGridColumnsState(demoColumns);`,
  ],
  [
    'export function useGridColumns(apiRef, props) {',
    `/** Whether two columns states hold the same values (a column definition compared key by key). */
function demoSameColumns(a, b) {
  if (!(${EFFECTS}) || !a || !b) return false;
  const same = (x, y) => {
    if (x === y) return true;
    if (!x || !y || typeof x !== 'object' || typeof y !== 'object' || Array.isArray(x) !== Array.isArray(y)) return false;
    const kx = Object.keys(x);
    return kx.length === Object.keys(y).length && kx.every(k => Object.prototype.hasOwnProperty.call(y, k) && x[k] === y[k]);
  };
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every(k => {
    if (k !== 'lookup') return same(a[k], b[k]);
    const fields = Object.keys(b.lookup);
    return fields.length === Object.keys(a.lookup).length && fields.every(f => same(a.lookup[f], b.lookup[f]));
  });
}
export function useGridColumns(apiRef, props) {`,
  ],
];

/**
 * @mui/x-data-grid's hooks/core/pipeProcessing/useGridPipeProcessing.js: after each render of its root, the grid
 * applies again every pipe group whose processors changed since it last did so; at mount that is every group its
 * first render registered, though its state initialisers have just applied those very processors (columns, rows). The
 * results are equal but new objects (a row-grouping column's or an aggregated column's functions made again, an
 * aggregation footer's row), so the grid published them: the whole grid filtered, sorted, aggregated and rendered
 * again synchronously (store updates are never time-sliced), one task of 90-170 ms at 4x CPU after the reveal of a
 * row-grouping or aggregation grid, for nothing. In the mount's run only, a group last applied with exactly the
 * processors it has now (the same list: processorsAsArray is a new array whenever one changes) is not applied again;
 * any other group, and every later run, as published.
 */
const GRID_PIPES: readonly (readonly [string, string])[] = [
  [
    `      const groupCache = cache.current[group];
      if (groupCache.processorsUpdated) {
        groupCache.processorsUpdated = false;
        runAppliers(groupCache);
      }
    }
  }, [runAppliers]);`,
    `      const groupCache = cache.current[group];
      if (groupCache.processorsUpdated) {
        groupCache.processorsUpdated = false;
        if (demoFirstRun && groupCache.demoApplied === groupCache.processorsAsArray) continue;
        runAppliers(groupCache);
      }
    }
  }, [runAppliers]);`,
  ],
  [
    '  const runAppliersForPendingProcessors = React.useCallback(() => {',
    `  const demoMounted = React.useRef(false);
  const runAppliersForPendingProcessors = React.useCallback(() => {
    const demoFirstRun = !demoMounted.current && ${TASKS};
    demoMounted.current = true;`,
  ],
  [
    `    const processors = cache.current[group].processorsAsArray;
    let result = value;`,
    `    const processors = cache.current[group].processorsAsArray;
    cache.current[group].demoApplied = processors;
    let result = value;`,
  ],
];

/**
 * @mui/x-data-grid's components/virtualization/GridVirtualScrollbar.js: the scrollbar's content gets its size in a
 * passive effect. Published, a grid revealed by the runtime ran its passive effects in the reveal's task (the
 * synchronous updates above flushed them); now they run a task later, so the first frame would show the scrollbar
 * without its size. A layout effect sets it in the commit that shows the scrollbar, as the published reveal did
 * (a style, no state update: nothing renders again).
 */
const GRID_SCROLLBAR: readonly (readonly [string, string])[] = [
  [
    '  React.useEffect(() => {\n    const content = contentRef.current;\n    content.style.setProperty(propertyDimension,',
    `  (${EFFECTS} ? React.useLayoutEffect : React.useEffect)(() => {\n    const content = contentRef.current;\n    content.style.setProperty(propertyDimension,`,
  ],
];

/**
 * @mui/x-data-grid's hooks/features/pagination/useGridRowCount.js: with client-side pagination, the grid's state
 * initialiser counts every row (`totalRowCount`: a row-grouping grid's 80 data rows), and a mount effect then sets the
 * count of top-level rows left after filtering (its 4 group rows): a state update after the reveal, which rendered
 * the grid again in one synchronous task. Filtering has run by then in the first render (useGridFilter, before this
 * hook), so in its first pass the grid starts from the count the effect would set (a setState in the first render, as
 * filtering's and sorting's own): the effect then finds it and updates nothing. Later counts as published.
 */
const GRID_ROW_COUNT: readonly (readonly [string, string])[] = [
  [
    `  const logger = useGridLogger(apiRef, 'useGridRowCount');
  const visibleTopLevelRowCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);`,
    `  const logger = useGridLogger(apiRef, 'useGridRowCount');
  const demoFirst = React.useRef(true);
  if (demoFirst.current) {
    demoFirst.current = false;
    const demoCount = gridFilteredTopLevelRowCountSelector(apiRef);
    if (${MOUNT} && props.paginationMode === 'client' && gridPaginationRowCountSelector(apiRef) !== demoCount) {
      apiRef.current.setState(state => _extends({}, state, {
        pagination: _extends({}, state.pagination, {
          rowCount: demoCount
        })
      }));
    }
  }
  const visibleTopLevelRowCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);`,
  ],
];

const FILES: Record<string, readonly (readonly [string, string])[]> = {
  'useGridVirtualizer.js': GRID_VIRTUALIZER,
  'dimensions.js': DIMENSIONS,
  'virtualization.js': VIRTUALIZATION,
  'gridColumnsUtils.js': COLUMNS,
  'useGridVirtualization.js': GRID_VIRTUALIZATION,
  'SelectInput.js': SELECT_INPUT,
  'Tooltip.js': TOOLTIP,
  'useGridProps.js': GRID_PROPS,
  'useGridColumns.js': GRID_COLUMNS,
  'GridVirtualScrollbar.js': GRID_SCROLLBAR,
  'useGridPipeProcessing.js': GRID_PIPES,
  'useGridRowCount.js': GRID_ROW_COUNT,
};

/** The files patched, as the client build resolves them. */
export const PATCHED_FILES =
  /[\\/]@mui[\\/](x-virtualizer[\\/]esm[\\/]features[\\/](dimensions|virtualization)|x-data-grid[\\/]esm[\\/](components[\\/]virtualization[\\/]GridVirtualScrollbar|hooks[\\/](features[\\/]columns[\\/](gridColumnsUtils|useGridColumns)|core[\\/]useGridProps|core[\\/]pipeProcessing[\\/]useGridPipeProcessing|features[\\/]virtualization[\\/]useGridVirtualization|features[\\/]pagination[\\/]useGridRowCount|core[\\/]useGridVirtualizer))|material[\\/]esm[\\/](Select[\\/]SelectInput|Tooltip[\\/]Tooltip))\.js$/;

/** A package file's text as the client bundle gets it (throws when a patched text moved). */
export function patchedSource(path: string): string {
  const name = path.slice(path.search(/[^\\/]+$/));
  const edits = FILES[name];
  if (!edits) throw new Error(`${path}: not a file scripts/demos/grid-size-hint.ts patches`);
  return patchText(path, readFileSync(path, 'utf8'), edits, 'scripts/demos/grid-size-hint.ts');
}

/**
 * These patches alone as an esbuild plugin, for the unit tests that bundle a patched file by itself. The client build
 * applies them through scripts/demos/eval-slices.ts's `slicedSource`, with the other patches.
 */
export const gridSizeHintPlugin: Plugin = {
  name: 'grid-size-hint',
  setup(b) {
    b.onLoad({ filter: PATCHED_FILES }, (args) => ({ contents: patchedSource(args.path), loader: 'js' }));
  },
};
