/**
 * Build-time patches of `@mui/x-date-pickers` and `@mui/x-tree-view` inside
 * the site's client bundle only (applied by `slicedSource`,
 * scripts/demos/eval-slices.ts, which loads every `@mui/<package>/esm` file):
 * the updates these components make at a demo's reveal that change nothing,
 * or that need not run in the reveal's task (client/demos/picker-tree.ts
 * says why; each is off with its bench switch, bench/demo-switches.ts).
 *
 * Pickers (usePicker.js, useFieldV7TextField.js): a closed picker stores its
 * field's node just after the reveal's commit, not in it; a field that is
 * neither focused nor has a selected section does not read the page's
 * selection in the reveal's commit (it was hidden until then: no selection
 * can be inside it, and the read forces a layout of the revealed demo).
 *
 * Tree View (useTreeViewId.js, useTreeViewItems.js, useTreeViewSelection.js,
 * useTreeViewLabel.js): the tree's id is made in its first state (the demos
 * are rendered on the client only: there is no server HTML to match), the
 * mount effect does not process the items its first state was built from
 * again, and the selection and label effects do not write values equal to
 * the state's.
 *
 * Each replaced text must be found and the package must be a version the
 * anchors were checked against, or the build fails: an upgrade is a
 * conscious update of this file. @mui/x-tree-view-pro 8.10.1 brings its own
 * @mui/x-tree-view 8.10.2, whose files differ: only its id and items are
 * patched (the Pro trees' mount). The reader's copied code and sandboxes use
 * the packages as published.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRID_SLICES_DEBUG } from '../../client/demos/grid-slices';
import { PICKER_EFFECTS, TREE_EFFECTS } from '../../client/demos/picker-tree';
import { REVEALING } from '../../client/demos/reveal-flag';
import { patchText } from './patch-text';
import { sliceGateSource } from './slice-gate';

/** The versions the anchors below were checked against. */
export const PICKERS_VERSIONS: readonly string[] = ['8.11.1'];
export const TREE_VIEW_VERSIONS: readonly string[] = ['8.11.1'];
/** The version of the @mui/x-tree-view that @mui/x-tree-view-pro brings as its own copy. */
export const PRO_TREE_VIEW_VERSIONS: readonly string[] = ['8.10.2'];

const REVEAL = `globalThis[${JSON.stringify(REVEALING)}] === true`;
const PICKERS_ON = `globalThis[${JSON.stringify(PICKER_EFFECTS)}] !== false`;
const TREE_ON = `globalThis[${JSON.stringify(TREE_EFFECTS)}] !== false`;
const SLICE_DEBUG = `globalThis[${JSON.stringify(GRID_SLICES_DEBUG)}]`;

type Edits = readonly (readonly [string, string])[];

/**
 * internals/hooks/usePicker/usePicker.js: the picker keeps its field's root node in state (`triggerElement`, the
 * popup's anchor) and its ref is that state's setter. In the runtime's reveal that is a synchronous update in the
 * commit (the picker and its field render again there, and React flushes every pending passive effect in that task).
 * A closed picker sets it just after that commit, as a transition: the picker's render again (30-45 ms at 4x CPU, the
 * context holding the node changes) goes in slices React yields between. The popup needs the node only once it
 * opens: an open picker whose state does not hold the node yet (a click before that transition rendered) anchors its
 * popup at the node its ref holds. An open picker, a detached node, or any later node: as published.
 */
const PICKER: Edits = [
  [
    '  const [triggerElement, triggerRef] = React.useState(null);',
    `  const [triggerElement, demoSetTriggerElement] = React.useState(null);
  const demoOpen = React.useRef(false);
  const demoTriggerNode = React.useRef(null);
  const triggerRef = React.useCallback(node => {
    demoTriggerNode.current = node;
    if (node && !demoOpen.current && ${REVEAL} && ${PICKERS_ON}) {
      queueMicrotask(() => {
        if (demoTriggerNode.current === node) React.startTransition(() => demoSetTriggerElement(node));
      });
    } else {
      demoSetTriggerElement(node);
    }
  }, []);`,
  ],
  [
    `  } = useValueAndOpenStates({
    props,
    valueManager,
    validator
  });`,
    `  } = useValueAndOpenStates({
    props,
    valueManager,
    validator
  });
  demoOpen.current = state.open;`,
  ],
  [
    `  const privateContextValue = React.useMemo(() => ({`,
    `  const demoTrigger = triggerElement ?? (state.open ? demoTriggerNode.current : null);
  const privateContextValue = React.useMemo(() => ({`,
  ],
  [
    `    triggerElement,
    viewContainerRole,`,
    `    triggerElement: demoTrigger,
    viewContainerRole,`,
  ],
  [`labelId, triggerElement, viewContainerRole,`, `labelId, demoTrigger, viewContainerRole,`],
];

/**
 * internals/hooks/useField/useFieldV7TextField.js: a layout effect with no dependencies syncs the field's selected
 * section to the page's selection. With no section selected and the field not focused it only clears a selection
 * that would lie inside the field, and `getSelection().rangeCount` forces a style and layout pass: in the reveal's
 * commit, of the whole demo just revealed (28 ms at 4x CPU on the date range picker). A field revealed now was
 * hidden until now, so no selection lies inside it: the check is skipped in that commit (later runs as published).
 */
const FIELD_V7_SELECTION: Edits = [
  [
    `  useEnhancedEffect(() => {
    syncSelectionToDOM({`,
    `  useEnhancedEffect(() => {
    if (parsedSelectedSections == null && !focused && ${REVEAL} && ${PICKERS_ON}) return;
    syncSelectionToDOM({`,
  ],
];

/**
 * A field's first render is one component's render that React cannot split (the first field of a date range picker
 * page: 45-50 ms at 4x CPU, of a date-time field 80: building its sections and their boundaries with the date
 * library, its code compiled on first use). In the demo runtime's hidden first render only, the field yields between
 * groups of its hooks (in useFieldState.js, and in useFieldV7TextField.js around it) once it has run for the gate's
 * budget, as the Data Grid's root does (scripts/demos/grid-slices.ts, whose gate it reads: open only in a demo's
 * hidden first render, which React always renders concurrently, and only until this field commits): `React.use()` on
 * a resolved promise suspends the component, React yields the task and replays the component with the hooks it
 * already ran kept. The two functions run in one component (the field's), and React matches a replay's `use()` calls
 * to the suspended attempt's by their index in the component: they share one gate state (V7 passes its own to
 * useFieldState), so the field's points are in one order and a new yield comes after every earlier one. With a state
 * each, an attempt could yield at a point of one before a point the other had yielded at, and React's development
 * build printed "A component was suspended by an uncached promise" (tests/e2e/field-slices.spec.ts). A test's debug
 * object (`__demoGridSlicesDebug`) counts the fields' yields. The helpers are exported from the patched
 * useFieldState.js (V7 imports them).
 */
const FIELD_SLICE_HELPERS = sliceGateSource({
  hook: 'useDemoFieldSlices',
  point: 'demoFieldSlicePoint',
  exported: true,
  what: "a field's first render",
  on: PICKERS_ON,
  debug: SLICE_DEBUG,
  onYield: 'debug.fieldYields = (debug.fieldYields ?? 0) + 1;',
});

/** A yield point before each of `lines` (statements at the function body's top level). */
const pointsBefore = (lines: readonly string[]): Edits => lines.map((line) => [line, `  demoFieldSlicePoint(demoSlices);\n${line}`] as const);

const FIELD_STATE_SLICES: Edits = [
  [
    'import { getSectionTypeGranularity } from "../../utils/getDefaultReferenceDate.js";\n',
    `import { getSectionTypeGranularity } from "../../utils/getDefaultReferenceDate.js";\n${FIELD_SLICE_HELPERS}`,
  ],
  // Called from useFieldV7TextField, the field's gate state is V7's (one per component, see FIELD_SLICE_HELPERS); from
  // V6's, its own. A call site always passes it or never does, so a component's hooks are the same at every render.
  ['export const useFieldState = parameters => {\n', 'export const useFieldState = parameters => {\n  const demoSlices = parameters.demoSlices ?? useDemoFieldSlices();\n'],
  ...pointsBefore([
    '  const {\n    hasValidationError\n  } = useValidation({',
    '  const localizedDigits = React.useMemo(',
    '  const sectionsValueBoundaries = React.useMemo(',
    '  const [state, setState] = React.useState(() => {',
    '  const [selectedSections, innerSetSelectedSections] = useControlled({',
  ]),
];

const FIELD_V7_SLICES: Edits = [
  ['import { useFieldState } from "./useFieldState.js";\n', 'import { useFieldState, useDemoFieldSlices, demoFieldSlicePoint } from "./useFieldState.js";\n'],
  ['export const useFieldV7TextField = parameters => {\n', 'export const useFieldV7TextField = parameters => {\n  const demoSlices = useDemoFieldSlices();\n'],
  [
    `useFieldState({
    manager,
    internalPropsWithDefaults,
    forwardedProps
  });`,
    `useFieldState({
    demoSlices,
    manager,
    internalPropsWithDefaults,
    forwardedProps
  });`,
  ],
  ...pointsBefore([
    '  const stateResponse = useFieldState({',
    '  const applyCharacterEditing = useFieldCharacterEditing({',
    '  const rootProps = useFieldRootProps({',
    '  const elements = React.useMemo(() => {',
  ]),
];

/**
 * internals/corePlugins/useTreeViewId/useTreeViewId.js: the tree's id starts undefined (so that a server render and
 * its hydration agree) and a mount effect makes it: every item's `id` attribute changes, so every item renders again,
 * synchronously (a store update), in the task of the reveal's passive effects. The site renders demos on the client
 * only, so the first state has the id already (the same `mui-tree-view-<n>` the effect would make) and the effect
 * finds it set.
 */
const TREE_ID: Edits = [
  [
    `}) => ({
  id: {
    treeId: undefined,
    providedTreeId: id
  }
});`,
    `}) => ({
  id: {
    treeId: ${TREE_ON} ? id ?? createTreeViewDefaultId() : undefined,
    providedTreeId: id
  }
});`,
  ],
];

/**
 * internals/plugins/useTreeViewItems/useTreeViewItems.js: the mount effect processes the `items` prop again (the
 * first state was built from it) and stores new lookup objects equal to the state's: every item selecting its meta
 * renders again. The first state remembers the props it was built from (a WeakMap keyed by the state's `items`
 * object, so any later write of the items forgets it); while the state is still that one and the props are the same,
 * the effect has nothing to do.
 */
const TREE_ITEMS: Edits = [
  [
    `const processItemsLookups = ({`,
    `const demoItemsSource = new WeakMap();
const demoSameItemsSource = (source, params) => source !== undefined && source.items === params.items && source.disabledItemsFocusable === params.disabledItemsFocusable && source.isItemDisabled === params.isItemDisabled && source.getItemId === params.getItemId && source.getItemLabel === params.getItemLabel && source.getItemChildren === params.getItemChildren;
const demoRememberItemsSource = (params, state) => {
  demoItemsSource.set(state.items, params);
  return state;
};
const processItemsLookups = ({`,
  ],
  [
    `  React.useEffect(() => {
    if (instance.areItemUpdatesPrevented()) {
      return;
    }
    const newState = processItemsLookups({`,
    `  React.useEffect(() => {
    if (instance.areItemUpdatesPrevented()) {
      return;
    }
    if (${TREE_ON} && demoSameItemsSource(demoItemsSource.get(store.state.items), params)) {
      return;
    }
    const newState = processItemsLookups({`,
  ],
  // The first state's object literal becomes the argument of the call that remembers it (its closing \`})\` now ends the call).
  [`useTreeViewItems.getInitialState = params => ({`, `useTreeViewItems.getInitialState = params => demoRememberItemsSource(params, {`],
];

/**
 * The same file in the @mui/x-tree-view 8.10.2 that @mui/x-tree-view-pro 8.10.1 brings (the Pro trees use it): the
 * same first state, an effect that writes through `store.update` and a store whose state is `store.value`.
 */
const TREE_ITEMS_8_10: Edits = [
  TREE_ITEMS[0]!,
  [
    `  React.useEffect(() => {
    if (instance.areItemUpdatesPrevented()) {
      return;
    }
    store.update(prevState => {
      const newState = processItemsLookups({`,
    `  React.useEffect(() => {
    if (instance.areItemUpdatesPrevented()) {
      return;
    }
    if (${TREE_ON} && demoSameItemsSource(demoItemsSource.get(store.value.items), params)) {
      return;
    }
    store.update(prevState => {
      const newState = processItemsLookups({`,
  ],
  TREE_ITEMS[2]!,
];

/**
 * internals/plugins/useTreeViewSelection/useTreeViewSelection.js: a layout effect copies the selection props into
 * the state, in a new object, also at mount where the first state holds the same values (every item's selection
 * selectors run again in the reveal's commit). Equal values are not written again.
 */
const TREE_SELECTION: Edits = [
  [
    `  useEnhancedEffect(() => {
    store.set('selection', {`,
    `  useEnhancedEffect(() => {
    const demoPrev = store.state.selection;
    if (${TREE_ON} && (params.selectedItems === undefined || demoPrev.selectedItems === params.selectedItems) && demoPrev.isEnabled === !params.disableSelection && demoPrev.isMultiSelectEnabled === params.multiSelect && demoPrev.isCheckboxSelectionEnabled === params.checkboxSelection && demoPrev.selectionPropagation?.descendants === params.selectionPropagation.descendants && demoPrev.selectionPropagation?.parents === params.selectionPropagation.parents) {
      return;
    }
    store.set('selection', {`,
  ],
];

/**
 * internals/plugins/useTreeViewLabel/useTreeViewLabel.js: a layout effect writes `isItemEditable` into the state,
 * also at mount where the first state holds it (with no item being edited, the write changes nothing the label
 * selectors read). Not written when equal and no item is being edited.
 */
const TREE_LABEL: Edits = [
  [
    `  useEnhancedEffect(() => {
    store.set('label', _extends({}, store.state.items, {`,
    `  useEnhancedEffect(() => {
    if (${TREE_ON} && store.state.label?.isItemEditable === params.isItemEditable && store.state.label?.editedItemId == null) {
      return;
    }
    store.set('label', _extends({}, store.state.items, {`,
  ],
];

interface PatchedFile {
  /** The package under node_modules/@mui, and the versions whose text the anchors were checked against. */
  pkg: string;
  versions: readonly string[];
  edits: Edits;
}

/** By path inside the package's `esm/` directory. */
const FILES: Record<string, PatchedFile> = {
  'internals/hooks/usePicker/usePicker.js': { pkg: 'x-date-pickers', versions: PICKERS_VERSIONS, edits: PICKER },
  'internals/hooks/useField/useFieldV7TextField.js': { pkg: 'x-date-pickers', versions: PICKERS_VERSIONS, edits: [...FIELD_V7_SELECTION, ...FIELD_V7_SLICES] },
  'internals/hooks/useField/useFieldState.js': { pkg: 'x-date-pickers', versions: PICKERS_VERSIONS, edits: FIELD_STATE_SLICES },
  'internals/corePlugins/useTreeViewId/useTreeViewId.js': { pkg: 'x-tree-view', versions: TREE_VIEW_VERSIONS, edits: TREE_ID },
  'internals/plugins/useTreeViewItems/useTreeViewItems.js': { pkg: 'x-tree-view', versions: TREE_VIEW_VERSIONS, edits: TREE_ITEMS },
  'internals/plugins/useTreeViewSelection/useTreeViewSelection.js': { pkg: 'x-tree-view', versions: TREE_VIEW_VERSIONS, edits: TREE_SELECTION },
  'internals/plugins/useTreeViewLabel/useTreeViewLabel.js': { pkg: 'x-tree-view', versions: TREE_VIEW_VERSIONS, edits: TREE_LABEL },
};

/** The same for the Tree View Pro's own nested @mui/x-tree-view (its id and items). */
const PRO_NESTED_FILES: Record<string, PatchedFile> = {
  'internals/corePlugins/useTreeViewId/useTreeViewId.js': { pkg: 'x-tree-view', versions: PRO_TREE_VIEW_VERSIONS, edits: TREE_ID },
  'internals/plugins/useTreeViewItems/useTreeViewItems.js': { pkg: 'x-tree-view', versions: PRO_TREE_VIEW_VERSIONS, edits: TREE_ITEMS_8_10 },
};

/** The patched file of `path` (a resolved package file), or undefined. */
function patchedFileOf(path: string): PatchedFile | undefined {
  const p = path.replace(/\\/g, '/');
  const m = /\/node_modules\/@mui\/(x-date-pickers|x-tree-view)\/esm\/(.+)$/.exec(p);
  if (!m) return undefined;
  const file = (/\/x-tree-view-pro\/node_modules\//.test(p) ? PRO_NESTED_FILES : FILES)[m[2]!];
  return file?.pkg === m[1] ? file : undefined;
}

/** Whether the client bundle patches `path`. */
export function isPickerTreePatched(path: string): boolean {
  return patchedFileOf(path) !== undefined;
}

/** A patched file's text as the client bundle gets it (throws when a replaced text moved or the version changed). */
export function pickerTreePatchedSource(path: string): string {
  const file = patchedFileOf(path);
  if (!file) throw new Error(`${path}: not a file scripts/demos/picker-tree-patches.ts patches`);
  const pkg = join(path.slice(0, path.search(/[\\/]esm[\\/]/)), 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string };
  if (!file.versions.includes(version ?? '')) throw new Error(`${path}: @mui/${file.pkg} ${version}, not ${file.versions.join(' or ')}; update scripts/demos/picker-tree-patches.ts`);
  return patchText(path, readFileSync(path, 'utf8'), file.edits, 'scripts/demos/picker-tree-patches.ts');
}
