/**
 * A build-time patch of MUI X's Data Grid in the site's client bundle only (applied by `slicedSource`,
 * scripts/demos/eval-slices.ts, which loads every `@mui/<package>/esm` file, after the size hint's patches of the
 * same files): a reader's click that changes the row selection renders the rows whose selection changed, not the
 * grid's root and its virtual scroller (client/demos/grid-interaction.ts says why; off with
 * `BENCH_GRID_CLICK=0`, bench/demo-switches.ts).
 *
 * components/GridRow.js: a row of the default slot (`slots.row` is this GridRow, marked by the patch) subscribes
 * to whether its own id is in the selection (a `useGridSelector` with the row id as argument: `has(id)` on the
 * memoized selection manager, a boolean, so the row renders only when its own state flips) and reads `selected`
 * from the grid's state at render (`has(id) && isRowSelectable(id)`, what the root computed for the prop), not
 * from the prop. The hook is always called; switched off, or in a replaced row slot, its argument is `null`, its
 * value a constant, and the row uses the prop as published.
 *
 * hooks/core/useGridVirtualizer.js: with such a row, the root's subscription to the selection manager never
 * reports a change (its equality is constant), and the `selected` prop it still passes is read from the grid's
 * state at that render (a render for any other reason passes the current value, as published). A replaced row
 * slot (a demo's own row component may read `selected` from its props) keeps the published subscription.
 *
 * components/GridRow.js also (GRID_ROW_SPACING, `BENCH_GRID_ROW_SPACING=0`): a row subscribes to the spacing of its
 * height entry, the only keys of it the row reads, not to a copy of the whole entry. The virtualizer makes each entry
 * with `needsFirstMeasurement: true` at the grid's first render and sets it to false in place afterwards, so published,
 * the grid's next store update (a reader's first click: the focus) rendered every row in view again.
 *
 * The virtualizer's `getters` (x-virtualizer 0.1.5 `useVirtualization`: inline functions rebuilt at every render
 * of the root, republished by an effect) are left as published: that republishing is the path by which a root
 * render reaches the rows (`getRows` closes over `renderRow`, which closes over the selection), so getters made
 * stable through a ref would leave rows stale; with this patch a selection no longer renders the root at all.
 *
 * Each replaced text must be found and the package must be the version the anchors were checked against, or the
 * build fails: an upgrade is a conscious update of this file. The reader's copied code and sandboxes use the
 * packages as published.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FOOTER_WARM } from '../../client/demos/footer-warm';
import { GRID_CLICK, GRID_HEADER_TAB, GRID_MODEL_PROPS, GRID_ROW_SPACING, GRID_SORT_ONCE } from '../../client/demos/grid-interaction';
import { backgroundStepSource, patchText } from './patch-text';

/** The @mui/x-data-grid versions the anchors below were checked against. */
export const GRID_INTERACTION_VERSIONS: readonly string[] = ['8.11.1'];

/** The property that marks the default row component (the patched GridRow) as reading its own selection. */
export const OWN_SELECTION_MARK = '__demoOwnSelection';

const ON = `globalThis[${JSON.stringify(GRID_CLICK)}] !== false`;
const HEADER_ON = `globalThis[${JSON.stringify(GRID_HEADER_TAB)}] !== false`;
const FOOTER_ON = `globalThis[${JSON.stringify(FOOTER_WARM)}] !== false`;
const SORT_ONCE_ON = `globalThis[${JSON.stringify(GRID_SORT_ONCE)}] !== false`;
const MODEL_PROPS_ON = `globalThis[${JSON.stringify(GRID_MODEL_PROPS)}] !== false`;
const ROW_SPACING_ON = `globalThis[${JSON.stringify(GRID_ROW_SPACING)}] !== false`;

/**
 * The props of a grid that no component reads from the grid's root props context (checked in @mui/x-data-grid*
 * 8.11.1 by scripts/demos/grid-interaction.test.ts): the hooks read them from the props they are given, the
 * components read the sort model from the grid's state.
 */
export const MODEL_PROP_KEYS: readonly string[] = ['sortModel', 'onSortModelChange'];
const OWN = `${ON} && rootProps.slots.row?.${OWN_SELECTION_MARK} === true`;

type Edits = readonly (readonly [string, string])[];

const ROW: Edits = [
  [
    'import { gridRowNodeSelector } from "../hooks/features/rows/gridRowsSelector.js";\n',
    `import { gridRowNodeSelector } from "../hooks/features/rows/gridRowsSelector.js";
import { gridRowSelectionManagerSelector as demoSelectionManagerSelector } from "../hooks/features/rowSelection/gridRowSelectionSelector.js";
// The site's demo runtime: a default row subscribes to its own selection (scripts/demos/grid-interaction.ts).
const demoRowInSelection = (apiRef, rowId) => rowId !== null && demoSelectionManagerSelector(apiRef).has(rowId);
`,
  ],
  [
    `const GridRow = forwardRef(function GridRow(props, refProp) {
  const {
      selected,
      rowId,`,
    `const GridRow = forwardRef(function GridRow(props, refProp) {
  const {
      selected: demoSelectedProp,
      rowId,`,
  ],
  [
    `  const rootProps = useGridRootProps();
  const currentPage = useGridVisibleRows(apiRef, rootProps);
`,
    `  const rootProps = useGridRootProps();
  const demoOwnSelection = ${OWN};
  useGridSelector(apiRef, demoRowInSelection, demoOwnSelection ? rowId : null);
  const currentPage = useGridVisibleRows(apiRef, rootProps);
`,
  ],
  [
    `  const rowNode = gridRowNodeSelector(apiRef, rowId);
`,
    `  const rowNode = gridRowNodeSelector(apiRef, rowId);
  const selected = demoOwnSelection ? !!rowNode && demoSelectionManagerSelector(apiRef).has(rowId) && apiRef.current.isRowSelectable(rowId) : demoSelectedProp;
`,
  ],
  [
    `const MemoizedGridRow = fastMemo(GridRow);
`,
    `const MemoizedGridRow = fastMemo(GridRow);
MemoizedGridRow.${OWN_SELECTION_MARK} = true;
`,
  ],
  [
    `  const heightEntry = useGridSelector(apiRef, () => _extends({}, apiRef.current.getRowHeightEntry(rowId)), undefined, objectShallowCompare);
`,
    `  // The site's demo runtime: the row subscribes to the two keys of its height entry it reads (scripts/demos/grid-interaction.ts).
  const heightEntry = useGridSelector(apiRef, ${ROW_SPACING_ON} ? demoRowSpacing : () => _extends({}, apiRef.current.getRowHeightEntry(rowId)), ${ROW_SPACING_ON} ? rowId : undefined, objectShallowCompare);
`,
  ],
  [
    `const GridRow = forwardRef(function GridRow(props, refProp) {
`,
    `const demoRowSpacing = (apiRef, rowId) => {
  const entry = apiRef.current.getRowHeightEntry(rowId);
  return {
    spacingTop: entry.spacingTop,
    spacingBottom: entry.spacingBottom
  };
};
const GridRow = forwardRef(function GridRow(props, refProp) {
`,
  ],
];

const VIRTUALIZER: Edits = [
  [
    `  const rowSelectionManager = useGridSelector(apiRef, gridRowSelectionManagerSelector);
`,
    `  // The site's demo runtime: a default row reads its own selection; the root does not render for one (scripts/demos/grid-interaction.ts).
  const demoOwnSelection = ${OWN};
  const demoSubscribedSelection = useGridSelector(apiRef, gridRowSelectionManagerSelector, undefined, demoOwnSelection ? demoSameSelection : Object.is);
  const rowSelectionManager = demoOwnSelection ? gridRowSelectionManagerSelector(apiRef) : demoSubscribedSelection;
`,
  ],
  [
    `function identity(x) {
  return x;
}
`,
    `function identity(x) {
  return x;
}
const demoSameSelection = () => true;
`,
  ],
];

/**
 * components/GridHeaders.js: whether any cell holds the grid's tab stop (published: a selector the component
 * subscribes to, so the first focus of a cell renders GridHeaders, the Pro column headers with all their hooks and
 * the first header item again, synchronously in the click, to move that header's `tabIndex` from 0 to -1) reaches
 * the headers as a transition: the same render, in a task of its own after the click's (React renders transitions
 * concurrently). Until then the first header keeps `tabIndex="0"` beside the focused cell's (no reader can tell:
 * both are in the tab order for a few frames; focus, and the headers' own tab state, are not deferred).
 */
const HEADERS: Edits = [
  [
    `function GridHeaders() {
`,
    `// The site's demo runtime: whether a cell holds the tab stop reaches the headers as a transition (scripts/demos/grid-interaction.ts).
const demoSameTabStop = () => true;
function useDemoNoCellTabStop(apiRef, on) {
  const [value, setValue] = React.useState(() => gridTabIndexCellSelector(apiRef) === null);
  const latest = React.useRef(value);
  React.useEffect(() => {
    if (!on) return undefined;
    const check = () => {
      const next = gridTabIndexCellSelector(apiRef) === null;
      if (next === latest.current) return;
      latest.current = next;
      React.startTransition(() => setValue(next));
    };
    check();
    return apiRef.current.store.subscribe(check);
  }, [apiRef, on]);
  return value;
}
function GridHeaders() {
`,
  ],
  [
    `  const hasNoCellTabIndexState = useGridSelector(apiRef, () => gridTabIndexCellSelector(apiRef) === null);
`,
    `  const demoDeferTabStop = ${HEADER_ON};
  const demoNoCellTabStop = useDemoNoCellTabStop(apiRef, demoDeferTabStop);
  const demoPublishedNoCellTabStop = useGridSelector(apiRef, () => gridTabIndexCellSelector(apiRef) === null, undefined, demoDeferTabStop ? demoSameTabStop : Object.is);
  const hasNoCellTabIndexState = demoDeferTabStop ? demoNoCellTabStop : demoPublishedNoCellTabStop;
`,
  ],
];

/**
 * components/menu/columnMenu/GridColumnHeaderMenu.js: a header's column menu (GridMenu, a closed popper that renders
 * no element) is mounted at the header item's first render after its node attached, i.e. at its first re-render:
 * on a reader's first click, the first header's (the tab stop above), whose Emotion rules (the menu's z-index) were
 * inserted in the click's commit, so the click's style recalculation processed a changed style sheet. A menu that
 * has never been open is not mounted; it mounts when it opens (`open` true at its first render: the same popper and
 * transition as a closed menu that opens, and the same `menuOpen` event). Published, a closed menu's mount publishes
 * a `menuClose` event: when the grid has an `onMenuClose` prop the menu mounts as published.
 */
const HEADER_MENU: Edits = [
  [
    `import { useGridApiContext } from "../../../hooks/utils/useGridApiContext.js";
`,
    `import { useGridApiContext } from "../../../hooks/utils/useGridApiContext.js";
import { useGridRootProps as useDemoRootProps } from "../../../hooks/utils/useGridRootProps.js";
`,
  ],
  [
    `  if (!target || !colDef) {
    return null;
  }
  return /*#__PURE__*/_jsx(GridMenu, {`,
    `  // The site's demo runtime: a menu never opened is not mounted (scripts/demos/grid-interaction.ts).
  const demoRootProps = useDemoRootProps();
  const demoOpened = React.useRef(false);
  if (open) demoOpened.current = true;
  if (!target || !colDef || (!demoOpened.current && ${HEADER_ON} && !demoRootProps.onMenuClose)) {
    return null;
  }
  return /*#__PURE__*/_jsx(GridMenu, {`,
  ],
];

/**
 * components/GridFooter.js (client/demos/footer-warm.ts; off with `BENCH_FOOTER_WARM=0`): soon after the grid went
 * live (a background-priority task: once no other task is queued), a transition renders the selected-row count once, hidden (`display: none`,
 * aria-hidden), after the footer's children, while no row is selected, so its style rules are in the page before a
 * reader's first selection; the next idle step removes it.
 */
const FOOTER: Edits = [
  [
    `  const visibleTopLevelRowCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);\n`,
    `  const visibleTopLevelRowCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  // The site's demo runtime: the count rendered once, hidden, before the first selection (scripts/demos/grid-interaction.ts).
  const [demoWarm, setDemoWarm] = React.useState(0);
  React.useEffect(() => {
    if (demoWarm > 1 || !(${FOOTER_ON})) {
      return undefined;
    }
    const step = () => React.startTransition(() => setDemoWarm(demoWarm + 1));
    // A background task (patch-text.ts backgroundStepSource).
${backgroundStepSource('step')}  }, [demoWarm]);
`,
  ],
  [
    `    children: [selectedRowCountElement, rowCountElement, paginationElement]`,
    `    children: [selectedRowCountElement, rowCountElement, paginationElement, demoWarm === 1 && !rootProps.hideFooterSelectedRowCount && selectedRowCount === 0 && /*#__PURE__*/_jsx(GridSelectedRowCount, {
      selectedRowCount: 1,
      style: {
        display: 'none'
      },
      "aria-hidden": true,
      "data-demo-footer-warm": ""
    })]`,
  ],
];

/**
 * hooks/features/sorting/useGridSorting.js (client/demos/grid-interaction.ts, GRID_SORT_ONCE; off with
 * `BENCH_GRID_SORT_ONCE=0`): `setSortModel` sorts the rows again only when the grid's state took the new model.
 * Published, with a controlled `sortModel` (the grid's state keeps the prop's model, `setState` returns false and the
 * parent is told through `onSortModelChange`) it still calls `applySorting`, which sorts by the unchanged model and
 * publishes rows equal to the current ones as a new array: every visible row and cell renders again, in the same
 * order, before the parent's new prop comes back and sorts them (the layout effect calls `setSortModel` again, and
 * that time the state takes it and the rows are sorted as published).
 */
const SORTING: Edits = [
  [
    `      apiRef.current.setState(mergeStateWithSortModel(model, props.disableMultipleColumnsSorting));
      apiRef.current.applySorting();
`,
    `      const demoTaken = apiRef.current.setState(mergeStateWithSortModel(model, props.disableMultipleColumnsSorting));
      // The site's demo runtime: a model the (controlled) state did not take sorts nothing (scripts/demos/grid-interaction.ts).
      if (demoTaken !== false || !(${SORT_ONCE_ON})) {
        apiRef.current.applySorting();
      }
`,
  ],
];

/**
 * DataGrid/DataGrid.js (client/demos/grid-interaction.ts, GRID_MODEL_PROPS; off with `BENCH_GRID_MODEL_PROPS=0`): when
 * the only props that changed are a controlled sort model and its handler (MODEL_PROP_KEYS, which no component reads
 * from the root props context), the context keeps its value, updated in place, so the grid's components do not
 * render again for it. Published, the new props object is the context's new value and every component of the grid
 * that reads the root props (nearly all: 380 on the sorting page's first demo) renders again, in the same task as
 * the sort itself; the hooks still get the new props, and the new model reaches the components through the grid's
 * state (useGridSorting's layout effect), as published.
 */
const DATA_GRID: Edits = [
  [
    `import { jsx as _jsx } from "react/jsx-runtime";
`,
    `import { jsx as _jsx } from "react/jsx-runtime";
// The site's demo runtime: the root props context keeps its value when only a controlled model changed
// (scripts/demos/grid-interaction.ts).
const DEMO_MODEL_PROP_KEYS = ${JSON.stringify(MODEL_PROP_KEYS)};
function useDemoContextProps(props) {
  const last = React.useRef(props);
  const prev = last.current;
  if (prev !== props && ${MODEL_PROPS_ON}) {
    const keys = Object.keys(props);
    if (keys.length === Object.keys(prev).length && keys.every(key => key in prev && (prev[key] === props[key] || DEMO_MODEL_PROP_KEYS.includes(key)))) {
      // A component that reads one of them from the context at its next render gets the current value.
      DEMO_MODEL_PROP_KEYS.forEach(key => {
        if (key in props) {
          prev[key] = props[key];
        }
      });
      return prev;
    }
  }
  last.current = props;
  return props;
}
`,
  ],
  [
    `    validateProps(props, propValidatorsDataGrid);
  }
  return /*#__PURE__*/_jsx(GridContextProvider, {
    privateApiRef: privateApiRef,
    configuration: configuration,
    props: props,
`,
    `    validateProps(props, propValidatorsDataGrid);
  }
  const demoContextProps = useDemoContextProps(props);
  return /*#__PURE__*/_jsx(GridContextProvider, {
    privateApiRef: privateApiRef,
    configuration: configuration,
    props: demoContextProps,
`,
  ],
];

/** By path inside @mui/x-data-grid's `esm/` directory. */
const FILES: Record<string, Edits> = {
  'components/GridRow.js': ROW,
  'hooks/core/useGridVirtualizer.js': VIRTUALIZER,
  'components/GridHeaders.js': HEADERS,
  'components/menu/columnMenu/GridColumnHeaderMenu.js': HEADER_MENU,
  'components/GridFooter.js': FOOTER,
  'hooks/features/sorting/useGridSorting.js': SORTING,
  'DataGrid/DataGrid.js': DATA_GRID,
};

function fileOf(path: string): Edits | undefined {
  const m = /\/node_modules\/@mui\/x-data-grid\/esm\/(.+)$/.exec(path.replace(/\\/g, '/'));
  return m ? FILES[m[1]!] : undefined;
}

/** Whether the client bundle applies this file's patch to `path`. */
export function isGridInteractionPatched(path: string): boolean {
  return fileOf(path) !== undefined;
}

/** Applies the patch to `code` (the text of `path`, maybe patched by others already); throws when a text moved or the version changed. */
export function gridInteractionSource(path: string, code: string = readFileSync(path, 'utf8')): string {
  const edits = fileOf(path);
  if (!edits) throw new Error(`${path}: not a file scripts/demos/grid-interaction.ts patches`);
  const pkg = join(path.slice(0, path.search(/[\\/]esm[\\/]/)), 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string };
  if (!GRID_INTERACTION_VERSIONS.includes(version ?? ''))
    throw new Error(`${path}: @mui/x-data-grid ${version}, not ${GRID_INTERACTION_VERSIONS.join(' or ')}; update scripts/demos/grid-interaction.ts`);
  return patchText(path, code, edits, 'scripts/demos/grid-interaction.ts');
}
