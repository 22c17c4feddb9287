/**
 * A Data Grid's footer renders its "N rows selected" once, hidden (`display: none`, aria-hidden), soon after the grid
 * went live, and then removes it again (scripts/demos/grid-interaction.ts, FOOTER, patches @mui/x-data-grid's
 * GridFooter to do it).
 *
 * Why: that count is rendered for the first time by a reader's first click that selects a row, and Emotion then
 * inserts its two style rules (`GridSelectedRowCountRoot`: the root and its `sm` breakpoint) in the click's commit.
 * A changed style sheet makes Blink process the sheet again in the style recalculation that the click's focus forces:
 * 8-17 ms of that task at 4x CPU slowdown (stop 14, /work/notes/s14/gridclick.md) on every grid page's first click.
 * Rendered once before, the rules are in the page and the click inserts none. Nothing is shown: the hidden count is
 * out of the footer's flex layout, after its other children, for one idle step.
 */

/** A global the page can set to `false` (before the demo code runs) to render the count first at the first selection, as published: bench/demo-switches.ts (`BENCH_FOOTER_WARM=0`). */
export const FOOTER_WARM = '__demoFooterWarm';
