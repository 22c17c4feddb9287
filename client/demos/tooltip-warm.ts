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
