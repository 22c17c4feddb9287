/**
 * The Data Grid's size hint: the size of the grid's main element (where it
 * draws headers and rows) read from the stand-in, which occupies the live
 * demo's box, so that the grid's first render, pre-rendered hidden in
 * slices, already draws its rows (scripts/demos/grid-size-hint.ts patches
 * @mui/x-virtualizer in the site's bundle to read it). Set only while a
 * demo's first render runs; a demo whose stand-in shows no grid, or more
 * than one, or an auto-height grid, gets none, and its grid measures itself
 * as published.
 */

/** The global the patched virtualizer reads. */
export const GRID_SIZE_HINT = '__demoGridSizeHint';

export interface GridSizeHint {
  /** The main element's box (px): the grid's root inside its border, between its toolbar and its footer. */
  width: number;
  height: number;
  /** The browser's scrollbar width, as the virtualizer measures it. */
  scrollbarSize: number;
  /**
   * Whether the rows overflow (the stand-in's body does): flex columns share the width left of the vertical
   * scrollbar; the patched virtualizer drops the hint when its own computation disagrees.
   */
  hasScrollY: boolean;
}

let scrollbar: number | undefined;

/** Measured as @mui/x-virtualizer's measureScrollbarSize does (a 99 px box with `overflow: scroll`), inside `parent`. */
function scrollbarSize(parent: HTMLElement): number {
  if (scrollbar === undefined) {
    const probe = document.createElement('div');
    probe.style.cssText = 'width:99px;height:99px;position:absolute;overflow:scroll';
    parent.append(probe);
    scrollbar = probe.offsetWidth - probe.clientWidth;
    probe.remove();
  }
  return scrollbar;
}

/** The hint for the demo whose stand-in is `nodes`, or undefined when its grid's first layout cannot be read from it. */
export function gridSizeHint(nodes: readonly ChildNode[]): GridSizeHint | undefined {
  const grids: HTMLElement[] = [];
  for (const n of nodes) {
    if (!(n instanceof HTMLElement)) continue;
    if (n.matches('[data-standin-grid]')) grids.push(n);
    grids.push(...n.querySelectorAll<HTMLElement>('[data-standin-grid]'));
  }
  const root = grids.length === 1 ? grids[0]! : undefined;
  if (!root || root.hasAttribute('data-auto-height')) return undefined;
  const box = root.getBoundingClientRect();
  const style = getComputedStyle(root);
  const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`)) || 0;
  let top = box.top + border('top');
  let bottom = box.bottom - border('bottom');
  const toolbar = root.querySelector(':scope > .sig-toolbar');
  if (toolbar) top = toolbar.getBoundingClientRect().bottom;
  const footer = root.querySelector(':scope > .sig-foot');
  if (footer) bottom = footer.getBoundingClientRect().top;
  const width = box.width - border('left') - border('right');
  const height = bottom - top;
  if (!(width > 0) || !(height > 0)) return undefined;
  const body = root.querySelector(':scope > .sig-body');
  const hasScrollY = body ? body.scrollHeight > body.clientHeight : false;
  return { width, height, scrollbarSize: scrollbarSize(root), hasScrollY };
}

type HintGlobal = typeof globalThis & { [GRID_SIZE_HINT]?: GridSizeHint | undefined };

/** Sets (or, with undefined, clears) the hint the next grid to initialise reads. */
export function setGridSizeHint(hint: GridSizeHint | undefined): void {
  (globalThis as HintGlobal)[GRID_SIZE_HINT] = hint;
}

/**
 * `globalThis[GRID_EFFECTS] = false` turns off the patches that keep a grid's mount effects from updating state
 * to equal values and its reveal free of synchronous updates (scripts/demos/grid-size-hint.ts: the Tooltip's node,
 * the grid's props and columns when unchanged, a hinted grid's size in its state at mount): the page then behaves
 * as before them (bench/demo-switches.ts, `BENCH_GRID_EFFECTS=0`).
 */
export const GRID_EFFECTS = '__demoGridEffects';

/**
 * `globalThis[GRID_TASKS] = false` turns off the patches that keep a grid's mount from making long tasks after its
 * reveal (scripts/demos/grid-size-hint.ts: the closed Tooltips' nodes set in a transition, sliced, not in one
 * synchronous render; the mount not applying again the pipe processors the state initialisers just applied, which
 * filtered, sorted, aggregated and rendered a row-grouping or aggregation grid again in one task):
 * bench/demo-switches.ts, `BENCH_GRID_TASKS=0`.
 */
export const GRID_TASKS = '__demoGridTasks';

/** The global where committed hinted grids register the update they make before the reveal (grid-size-hint.ts). */
export const GRID_BEFORE_REVEAL = '__demoGridBeforeReveal';

type BeforeRevealGlobal = typeof globalThis & { [GRID_BEFORE_REVEAL]?: Set<() => void> };

/**
 * Runs, once, the updates the hidden grids registered (a hinted grid's own state gets the size its store has,
 * as the published first measurement would do): called just before the reveal, so the grids' components render
 * them while hidden or within the reveal's render, and the revealed grid is the final one.
 */
export function runGridBeforeReveal(): void {
  const list = (globalThis as BeforeRevealGlobal)[GRID_BEFORE_REVEAL];
  if (!list) return;
  for (const sync of [...list]) {
    list.delete(sync);
    try {
      sync();
    } catch (error) {
      // The grid then updates at its mount, as published; the error is reported, the reveal goes on.
      console.error(error);
    }
  }
}

/**
 * `globalThis[GRID_MOUNT] = false` turns off the patches that keep a hinted grid's state as it is after its reveal
 * when nothing changed (scripts/demos/grid-size-hint.ts: the virtualizer's unchanged dimensions not published again,
 * a client-paginated grid's row count taken after filtering in its first render, not set by a mount effect, the rows'
 * getters made again before the reveal stored in place, not by a mount effect that notified the scroller), which
 * rendered a Premium grid again in one synchronous task after its reveal: bench/demo-switches.ts, `BENCH_GRID_MOUNT=0`.
 */
export const GRID_MOUNT = '__demoGridMount';

/**
 * `globalThis[GRID_REVEAL] = false` turns off the patches that take work out of a hinted grid's reveal task
 * (scripts/demos/grid-size-hint.ts: the virtualizer's first measurement takes the scrollbar width the hint measured
 * on the stand-in, not a probe element appended to the grid and measured, a forced layout): bench/demo-switches.ts,
 * `BENCH_GRID_REVEAL=0`.
 */
export const GRID_REVEAL = '__demoGridReveal';

/**
 * `globalThis[GRID_READ] = false` turns off the patch that keeps a hinted grid's reveal from reading its size
 * (scripts/demos/grid-size-hint.ts, dimensions.js `observeRootNode`): its `getBoundingClientRect` forced the style
 * recalculation and layout of the whole revealed grid inside the reveal's task; on, the grid takes the size its state
 * holds (the hint's) and its ResizeObserver checks it after the frame's layout: bench/demo-switches.ts,
 * `BENCH_GRID_READ=0`.
 */
export const GRID_READ = '__demoGridRead';

/**
 * `globalThis[GRID_NODE_DEP] = false` turns off the patch that keeps a hinted grid's first re-render after its reveal
 * (a reader's first sort, on the sorting page) from observing its container node again (scripts/demos/grid-size-hint.ts,
 * dimensions.js): the hidden first render and the reveal read `refs.container.current` as null (the node attaches in
 * the reveal's commit, and the reveal's effects take it from the ref, `demoContainer`), so the next render, reading
 * the node, changed the dependency of `observeRootNode`'s layout effect and of `updateDimensions`: in that click's
 * commit the grid disconnected and re-made its ResizeObserver, read its size again (`getBoundingClientRect`, a forced
 * style and layout) and recomputed its dimensions and rows' positions, all equal. On, while the node is the one the
 * reveal's effect observed, the dependency stays null (the effects read the node from the ref as at the reveal); a
 * different node is a new dependency, as published: bench/demo-switches.ts, `BENCH_GRID_NODE_DEP=0`.
 */
export const GRID_NODE_DEP = '__demoGridNodeDep';

/**
 * The global where committed hinted grids register what their root's size variables will be at the reveal
 * (scripts/demos/grid-size-hint.ts, useGridVirtualizer.js): a function returning `--DataGrid-rowWidth` and the others
 * with the values the grid sets on its root when it mounts (`setCSSVariables`, at its `rootMount`, in the reveal).
 */
export const GRID_PRE_STYLE = '__demoGridPreStyle';

type PreStyleGlobal = typeof globalThis & { [GRID_PRE_STYLE]?: Set<() => Record<string, string> | undefined> };

/**
 * Sets a hinted grid's size variables on its root in the hidden pre-render `nodes` (client/demos/pre-style.ts), so
 * that the layout done before the reveal is the revealed one: only when one grid registered and `nodes` hold one
 * grid root (a hint is given to a demo whose stand-in shows one grid). The grid's own `setCSSVariables` at the
 * reveal then writes the same values.
 */
export function gridPreStyle(nodes: readonly HTMLElement[]): void {
  const list = (globalThis as PreStyleGlobal)[GRID_PRE_STYLE];
  if (!list || list.size !== 1) return;
  const roots = nodes.flatMap((n) => [...(n.matches('.MuiDataGrid-root') ? [n] : []), ...n.querySelectorAll<HTMLElement>('.MuiDataGrid-root')]);
  if (roots.length !== 1) return;
  const vars = [...list][0]!();
  if (!vars) return;
  for (const [name, value] of Object.entries(vars)) roots[0]!.style.setProperty(name, value);
}
