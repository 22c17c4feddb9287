/**
 * A hidden pre-render styled and laid out before its reveal. The demo runtime pre-renders a demo inside
 * `<Activity mode="hidden">` (client/demos/runtime.tsx): React hides its top-level nodes with `display: none`, so the
 * browser computes no style and no layout for them, and the reveal's frame then did both for the whole demo (a Data
 * Grid's few thousand elements: most of that frame's 70-100 ms at 4x CPU).
 *
 * Before the reveal, `preStyle` gives those nodes their display back, but out of the page's flow and unseen:
 * `position: fixed` off screen, `visibility: hidden` (not painted, not focusable, not in the accessibility tree, not
 * hit by the pointer; a descendant that sets `visibility: visible` itself is still off screen), at the width they will
 * have in the frame. The style recalculation runs in that task (computed values are read, CSS Typed OM: no layout),
 * the layout in the next one: the browser does that work before the reveal. A hinted Data Grid's size variables
 * (`--DataGrid-rowWidth` and the others, which the grid sets on its root when it mounts, in the reveal) are set
 * first, with the values the grid will set (client/demos/grid-hint.ts, `gridPreStyle`), and its hidden render already
 * selects its hinted size (scripts/demos/grid-size-hint.ts), so the classes it renders are the revealed ones and the
 * layout done here is the final one. The reveal's commit removes what was added (the stand-in's cleanup,
 * `restorePreStyle`) while React shows the nodes: in flow, at the same width, their descendants keep the layout the
 * browser computed here. The visibility change is inherited: taken off in the reveal it restyled the demo's elements
 * that inherit it (121 on sorting) in the reveal's frame. So, in a third task, the nodes are made visible, their
 * style brought up to date (that restyle runs there), and then skipped with `content-visibility: hidden` (not painted,
 * not focusable, not in the accessibility tree; the style and layout computed are kept), all in one task: nothing
 * sees them visible. The reveal's commit drops the skip with the rest, and its frame restyles a few elements
 * (`globalThis[PRE_STYLE_SKIP] = false`, `BENCH_PRE_STYLE_SKIP=0`: visibility until the reveal). `opacity: 0` left 4
 * elements to restyle, but the demo was focusable; `opacity: 0` + `inert` restyled 151 (inertness is inherited in
 * Blink's computed style too). Decision 0015, session 27.
 *
 * Only nodes React shows as blocks (no `display` in their style prop, or block, flex, grid, flow-root) are moved; an
 * auto or percentage width is set in pixels from the frame's content width, other widths are left as they are. A
 * node not moved keeps `display: none` until its reveal, as before. `globalThis[PRE_STYLE] = false`
 * (bench/demo-switches.ts, `BENCH_PRE_STYLE=0`) keeps the published behaviour.
 */

/** A global the page can set to `false` (before the runtime loads) to reveal demos straight from `display: none`. */
export const PRE_STYLE = '__demoPreStyle';

/** A global the page can set to `false` (before the runtime loads) to keep `visibility: hidden` on the laid-out pre-render until its reveal. */
export const PRE_STYLE_SKIP = '__demoPreStyleSkip';

/** The inline properties `preStyle` sets (besides `display`) and `restorePreStyle` puts back. */
const PROPS = ['position', 'visibility', 'content-visibility', 'top', 'left', 'width', 'height'] as const;

/** How to put a container's pre-styled nodes back, per container. */
const restores = new WeakMap<HTMLElement, () => void>();

/** The `display` React gives the node when it shows it: its `style` prop's, or none inline (React's unhideInstance). */
function shownDisplay(node: HTMLElement): string {
  for (const key of Object.keys(node)) {
    if (!key.startsWith('__reactProps$')) continue;
    const props: unknown = Reflect.get(node, key);
    const style: unknown = props && typeof props === 'object' ? Reflect.get(props, 'style') : undefined;
    const display: unknown = style && typeof style === 'object' ? Reflect.get(style, 'display') : undefined;
    return display == null || typeof display === 'boolean' ? '' : String(display).trim();
  }
  return '';
}

/** Whether the node was hidden by React's Activity (inline `display: none !important`). */
function hiddenByReact(node: Element): node is HTMLElement {
  return node instanceof HTMLElement && node.style.getPropertyValue('display') === 'none' && node.style.getPropertyPriority('display') === 'important';
}

/** The frame's content box width: what an in-flow block child's width resolves against. */
function contentWidth(container: HTMLElement): number {
  const style = getComputedStyle(container);
  return container.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
}

/** Display values whose box, in the frame, is a block as wide as the frame's content. */
const BLOCK = /^(block|flex|grid|flow-root)$/;

type Saved = Map<(typeof PROPS)[number], readonly [string, string]>;

function save(node: HTMLElement): Saved {
  const saved: Saved = new Map();
  for (const p of PROPS) saved.set(p, [node.style.getPropertyValue(p), node.style.getPropertyPriority(p)]);
  return saved;
}

function put(node: HTMLElement, saved: Saved): void {
  for (const [p, [value, priority]] of saved) {
    if (value) node.style.setProperty(p, value, priority);
    else node.style.removeProperty(p);
  }
}

/** A computed width or height (CSS Typed OM): 'auto', a percentage, or undefined (another value: left as it is). */
function typed(map: StylePropertyMapReadOnly, property: string): 'auto' | { percent: number } | undefined {
  const v = map.get(property);
  if (v instanceof CSSKeywordValue) return v.value === 'auto' ? 'auto' : undefined;
  if (v instanceof CSSUnitValue && v.unit === 'percent') return { percent: v.value };
  return undefined;
}

/** A computed margin, padding or border width in px (a percentage of `base`, the frame's content width; else 0). */
function length(map: StylePropertyMapReadOnly, property: string, base: number): number {
  const v = map.get(property);
  if (!(v instanceof CSSUnitValue)) return 0;
  return v.unit === 'px' ? v.value : v.unit === 'percent' ? (base * v.value) / 100 : 0;
}

/**
 * Styles and lays out the hidden pre-render in `container` (the nodes that are not the stand-in's) off screen, in
 * two tasks (`yieldTask` between them); `beforeLayout(nodes)` runs once they have their style (the grids' size
 * variables). Resolves when the layout is done. Does nothing when switched off or already done for `container`.
 */
export async function preStyle(container: HTMLElement, standIn: readonly ChildNode[], beforeLayout: (nodes: readonly HTMLElement[]) => void, yieldTask: () => Promise<void>): Promise<void> {
  if ((globalThis as Record<string, unknown>)[PRE_STYLE] === false || restores.has(container) || typeof Element.prototype.computedStyleMap !== 'function') return;
  const nodes = [...container.children].filter((n): n is HTMLElement => !standIn.includes(n) && hiddenByReact(n));
  if (!nodes.length) return;
  const width = contentWidth(container);
  if (!(width > 0)) return;
  const moved: { node: HTMLElement; saved: Saved }[] = [];
  for (const node of nodes) {
    const display = shownDisplay(node);
    // In flow, an inline or table box is not as wide as the frame: that node keeps `display: none` until its reveal.
    if (display && !BLOCK.test(display)) continue;
    const saved = save(node);
    node.style.setProperty('display', display);
    node.style.setProperty('position', 'fixed', 'important');
    node.style.setProperty('visibility', 'hidden', 'important');
    node.style.setProperty('top', '0px', 'important');
    node.style.setProperty('left', '-20000px', 'important');
    moved.push({ node, saved });
  }
  if (!moved.length) return;
  // The grids' size variables before the style is computed: one recalculation.
  beforeLayout(moved.map((m) => m.node));
  // Computed values (CSS Typed OM), not getComputedStyle's used ones: reading them brings the document's style up to
  // date (the style recalculation of the whole demo, in this task) without laying it out.
  for (const { node } of moved) {
    const map = node.computedStyleMap();
    const w = typed(map, 'width');
    let px: number | undefined;
    if (w === 'auto') {
      // A block's auto width in flow: the frame's content width less its margins (and, content-box, its padding and border).
      px = width - length(map, 'margin-left', width) - length(map, 'margin-right', width);
      if (String(map.get('box-sizing')) !== 'border-box') {
        for (const p of ['padding-left', 'padding-right', 'border-left-width', 'border-right-width']) px -= length(map, p, width);
      }
    } else if (w) {
      px = (width * w.percent) / 100;
    }
    if (px !== undefined) node.style.setProperty('width', `${Math.max(0, px)}px`, 'important');
    // A percentage height resolves against the viewport when fixed, and as auto in the frame (whose height is auto).
    const h = typed(map, 'height');
    if (h !== undefined && h !== 'auto') node.style.setProperty('height', 'auto', 'important');
  }
  restores.set(container, () => {
    for (const { node, saved } of moved) {
      // React sets the shown display itself in the same commit (or the node leaves the document).
      put(node, saved);
    }
  });
  await yieldTask();
  // Its layout, in a task of its own (the reveal may have been cancelled meanwhile: the nodes are then gone).
  if (!moved[0]!.node.isConnected) return;
  void moved[0]!.node.offsetWidth;
  if ((globalThis as Record<string, unknown>)[PRE_STYLE_SKIP] === false) return;
  await yieldTask();
  if (!moved[0]!.node.isConnected || !restores.has(container)) return;
  // Visible again, then skipped (`content-visibility: hidden`: not painted, not focusable, not in the accessibility
  // tree, its layout kept), in one task: no input, focus change or accessibility update comes in between. The
  // descendants' restyle for the visibility change runs here, before the skip (a skipped subtree's would wait for the
  // reveal's frame): a layout read brings the whole document's style up to date (the node's own computed values alone
  // do not restyle its descendants); the visibility change itself needs no layout.
  for (const { node } of moved) node.style.removeProperty('visibility');
  void moved[0]!.node.offsetWidth;
  for (const { node } of moved) node.style.setProperty('content-visibility', 'hidden', 'important');
}

/** Puts back what `preStyle` changed in `container` (the reveal's commit, or the demo's unmount); no-op otherwise. */
export function restorePreStyle(container: HTMLElement): void {
  const restore = restores.get(container);
  if (!restore) return;
  restores.delete(container);
  restore();
}
