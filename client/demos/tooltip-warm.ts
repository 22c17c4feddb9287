/**
 * A chart's tooltip opened once, invisibly, after the chart went live, so that the reader's first hover is not the
 * first time (scripts/demos/chart-size-hint.ts, TOOLTIP_WARM, patches @mui/x-charts to do it).
 *
 * Why: the first time a reader's pointer crosses a chart, its axis tooltip opens for the first time, in the task of
 * that pointer move: the tooltip's components render for the first time (their code compiled on first call, Emotion
 * serialising and inserting their ~26 rules, the demo's value formatter) and popper.js positions it for the first
 * time (`createPopper`: its scroll-parent and offset-parent walks, its modifiers, compiled on first call). At 4x CPU
 * that is 100-250 ms of a task, and a click made with the move (a reader's quick first try, the bench's click) waits
 * for it: the lines page's first-click INP (issue 36, point 3) was that input delay.
 *
 * How: once the chart's effects have run (the reveal), in an idle period, the tooltip container renders its Popper
 * open, in a transition (React renders it in slices), with `visibility: hidden`, inside the chart's own box (no
 * portal, so nothing renders again in a layout effect), its axis content showing the first data index; the commit
 * inserts the styles and popper.js positions the hidden box; in the next idle period it is removed. Nothing is
 * visible, nothing moves (the box is out of flow and hidden), and the reader's hover renders the same tooltip as
 * published, at the same place.
 */

/** A global the page can set to `false` (before the demo code runs) to open the tooltip only at the first hover, as published: bench/demo-switches.ts (`BENCH_TOOLTIP_WARM=0`). */
export const TOOLTIP_WARM = '__demoTooltipWarm';

/** The global holding the React context the patched axis tooltip reads (true inside a warm-up render). */
export const TOOLTIP_WARM_CONTEXT = '__demoTooltipWarmContext';

/** A global a test sets to `{ warmed: 0 }` (before the runtime loads) to count the warm-ups committed. Absent on the site. */
export const TOOLTIP_WARM_DEBUG = '__demoTooltipWarmDebug';

/**
 * Stop 15 (issue 36, point 3: the lines page's first click, INP 128 ms at 4x): the warm-up above ran in an idle
 * period (timeout 2 s) and was then removed, so a click in the page's first seconds (the bench's, at live + 1.1 s)
 * still found no tooltip, and the first hover still made the popper (`createPopper`: its scroll-parent walks and a
 * forced style and layout) and all the tooltip's DOM. Now, with this switch on (the default):
 * - the warm-up starts as soon as no other task is queued after the chart went live (`scheduler.postTask`,
 *   priority `background`: never while another demo's hidden render yields, which a React update would restart),
 *   without waiting for an idle period, in two steps of their own:
 *   1. the tooltip's tree mounted closed (`keepMounted`, `display: none`, hidden): its code, DOM and styles, and the
 *      axis highlight's styles (rendered once, hidden, for the same reason);
 *   2. opened, still hidden: popper.js made and positioned;
 * - and it stays, hidden, until the reader's first hover, which renders the same element, open and visible: the
 *   tooltip always goes through React DOM's `createPortal` to the body (where MUI's Portal puts it), with
 *   `disablePortal` and popper.js's `altBoundary` set back to what MUI's Portal path gives (`false`), so the position
 *   is the published one. While hidden, its scroll and resize listeners and the pointer's position updates do
 *   nothing; after the first hover closes, the tooltip is removed when closed, as published.
 * Off (`false`, bench/demo-switches.ts `BENCH_TOOLTIP_KEEP=0`): the warm-up of stop 14 (idle, removed after).
 */
export const TOOLTIP_KEEP = '__demoTooltipKeep';

/**
 * A popper's position computed once per change (switch; `false`: as published, bench/demo-switches.ts
 * `BENCH_POPPER_ONCE=0`): MUI's BasePopper (@mui/material) calls `forceUpdate()` in a passive effect after every
 * render, also right after the layout effect that made the popper, whose own first update (`createPopper`'s
 * debounced `update()`) follows in a microtask of the same task: the first position was computed twice. That
 * passive call is skipped once, right after `createPopper`. And the chart tooltip's pointer handler's update in the
 * next animation frame is skipped when the popper already read the pointer's latest position (it was updated after
 * the move: the open, a new data index), or while the kept tooltip is hidden.
 */
export const POPPER_ONCE = '__demoPopperOnce';

/**
 * A chart tooltip's and legend's label marks kept from one render to the next (switch; `false`: as published,
 * bench/demo-switches.ts `BENCH_STABLE_MARKS=0`). Published, @mui/x-charts's `consumeThemeProps` HOC (ChartsLabelMark,
 * ChartsLabel, ChartsLabelGradient, the colour legends) makes its inner component in every render, a new component
 * type each time, so React replaced the inner tree's DOM at every render: each axis tooltip row's mark at the
 * tooltip's opening and at every new data index (new nodes, their style and layout, the old ones removed). Made once
 * per HOC now (scripts/demos/chart-size-hint.ts CONSUME_THEME_PROPS).
 */
export const STABLE_MARKS = '__demoStableMarks';
