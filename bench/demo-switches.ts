/**
 * The A/B switches of bench/demo-ready.ts and bench/demo-trace.ts besides BENCH_GRID_HINT (bench/grid-hint-off.ts):
 * init scripts that turn one of the demo runtime's mount optimisations off in the same build.
 *   BENCH_EARLY_STYLES=0  Emotion styles compiled in the commit that inserts them, as published (client/demos/early-styles.ts)
 *   BENCH_PRECOMPILED=0   the Data Grid's root style compiled by stylis in the demo's render, as with every other style,
 *                         not taken from the rules the build compiled (client/demos/early-styles.ts, scripts/demos/precompiled-styles.ts)
 *   BENCH_EVAL_SLICES=0   MUI's modules evaluated without yielding, one chunk per task (client/demos/eval-slices.ts)
 *   BENCH_THEME_PREBUILT=0  the docs theme made by MUI's createTheme in the browser, not from build-time data (ui/theme-prebuilt.ts)
 *   BENCH_REVEAL_DEFER=0  nodes attached in a reveal update state synchronously, as published (client/demos/reveal-flag.ts)
 *   BENCH_CHART_HINT=0    charts start without a size and measure themselves at the reveal, as published (client/demos/chart-hint.ts)
 *   BENCH_CHART_SLICES=0  an axis measures its labels in one piece, restyling the span per string, as published (client/demos/chart-hint.ts)
 *   BENCH_CHART_SEGMENTER=0  the charts' grapheme segmenters made when their modules are evaluated, as published (chart-hint.ts)
 *   BENCH_CHART_IN_FRAME=0  a hinted chart measures itself in the reveal's commit, as published (chart-hint.ts)
 *   BENCH_CHART_ONE_TICK=0  a starting chart animation flushes every due d3 timer, as published (chart-hint.ts)
 *   BENCH_INTL_WARM=0     the page's first Intl object loads ICU on the main thread, no warm-up worker (client/demos/intl-warm.ts)
 *   BENCH_GRID_SLICES=0   a Data Grid's first render in one piece, as published (client/demos/grid-slices.ts)
 *   BENCH_GRID_EFFECTS=0  a grid's Tooltips, equal props and columns, hinted size at mount as published (client/demos/grid-hint.ts)
 *   BENCH_STYLE_BATCHES=0 Emotion's rules all in one style sheet, as published, also those inserted at a reader's
 *                         first click (client/demos/style-batches.ts)
 *   BENCH_GRID_TASKS=0    a grid's Tooltips re-render in one task, its mount applies its pipe processors again (client/demos/grid-hint.ts)
 *   BENCH_GRID_MOUNT=0    a hinted grid's unchanged dimensions, row count and rows' getters published again after its reveal,
 *                         as published (client/demos/grid-hint.ts)
 *   BENCH_THEME_NO_SSR=0  the demos' ThemeProvider renders again after mount to set its colour scheme, as published
 *                         (client/demos/theme-client.ts)
 *   BENCH_PICKER_EFFECTS=0  a picker's field node and selection read in the reveal's commit, as published (client/demos/picker-tree.ts)
 *   BENCH_TREE_EFFECTS=0  a Tree View's id, items, selection and label written again at mount, as published (client/demos/picker-tree.ts)
 *   BENCH_TOOLTIP_WARM=0  a chart's tooltip opens for the first time at the reader's first hover, as published
 *                         (client/demos/tooltip-warm.ts)
 *   BENCH_AD_CONTAIN=0    the ad slot without size and layout containment (ui/styles.ts): the ad drawn after
 *                         `load` lays out the whole document again
 *   BENCH_GRID_CLICK=0    a selection change renders the Data Grid's root and virtual scroller again, the rows get `selected`
 *                         from the root, as published (client/demos/grid-interaction.ts)
 *   BENCH_GRID_HEADER_TAB=0  a cell's first focus moves the tab stop off the first column header in the click's task,
 *                         and that header mounts its closed column menu, as published (client/demos/grid-interaction.ts)
 *   BENCH_STYLE_DEFER=0   a hidden pre-render's Emotion rules inserted one by one in its commit, as published, not in
 *                         tasks of their own after it (client/demos/style-defer.ts)
 *   BENCH_GRID_REVEAL=0   a hinted grid measures the scrollbar width with a probe element in its reveal, as published
 *                         (client/demos/grid-hint.ts)
 *   BENCH_TOOLTIP_KEEP=0  a chart's tooltip warm-up as at stop 14: in an idle period (up to 2 s), removed after; on,
 *                         it starts in background tasks once the chart is live, not idle periods, and stays hidden until the first hover,
 *                         which shows that same element (client/demos/tooltip-warm.ts)
 *   BENCH_POPPER_ONCE=0   a popper made in a commit is positioned twice in that task (MUI's passive effect and
 *                         createPopper's own update), and the chart tooltip's pointer handler updates it again in the
 *                         next frame, as published (client/demos/tooltip-warm.ts)
 *   BENCH_FOOTER_WARM=0   a Data Grid's "N rows selected" renders first, and inserts its style rules, at the reader's
 *                         first selection, as published (client/demos/footer-warm.ts)
 *   BENCH_GRID_READ=0     a hinted grid reads its size (getBoundingClientRect) in its reveal's layout effects, as
 *                         published: the style and layout of the whole revealed grid forced in the reveal's task
 *                         (client/demos/grid-hint.ts)
 *   BENCH_GRID_SORT_ONCE=0  a header click on a grid with a controlled sort model sorts by the unchanged model first
 *                         (every visible row and cell renders again in the old order), as published (client/demos/grid-interaction.ts)
 *   BENCH_GRID_ROW_SPACING=0  a Data Grid row subscribes to its whole height entry, as published: the grid's first store
 *                         update after its first render (a reader's first click) renders every row in view again
 *                         (client/demos/grid-interaction.ts)
 *   BENCH_GRID_MODEL_PROPS=0  a grid whose parent changes only its controlled sort model (and handler) renders all its
 *                         components again through its root props context, as published (client/demos/grid-interaction.ts)
 *   BENCH_GRID_SELECTOR=0 a Data Grid component subscribes to its grid's store in its render, as published, not in its
 *                         commit (client/demos/grid-selector.ts)
 *   BENCH_BOX_THEME=0     MUI's default theme made when its module is evaluated, and again by Box's, as published
 *                         (scripts/demos/box-theme.ts)
 *   BENCH_REACT_ERRORS=0  React DOM makes its five sentinel errors when its module is evaluated, as published: under
 *                         DevTools' Runtime domain (every bench) V8 parses React DOM and the runtime's chunk again for
 *                         their stack traces (client/demos/react-errors.ts)
 *   BENCH_GRID_NODE_DEP=0  a hinted grid's first render after its reveal (a reader's first sort) observes its container
 *                         node again, as published after a mount that re-rendered: a new ResizeObserver, a forced layout
 *                         (client/demos/grid-hint.ts)
 *   BENCH_PRE_STYLE=0     a hidden pre-render stays `display: none` until its reveal, as published: its style and layout
 *                         are computed in the reveal's frame, not off screen in tasks before it (client/demos/pre-style.ts)
 *   BENCH_PRE_STYLE_SKIP=0  the laid-out pre-render stays `visibility: hidden` until its reveal, as before session 27:
 *                         the reveal's frame restyles its elements that inherit the change (client/demos/pre-style.ts)
 *   BENCH_STABLE_MARKS=0  a chart's tooltip and legend marks (@mui/x-charts consumeThemeProps) made again, new DOM, at every
 *                         render, as published: every tooltip opening and new data index (client/demos/tooltip-warm.ts)
 *   BENCH_DEMO_HINT=0     the demos' chunks and the chunks they import without V8's compile hint, as before stop 23 (the
 *                         runtime's chunks keep it): their functions compiled lazily on the main thread at first call
 *                         (scripts/build-client.ts DEMO_COMPILE_HINT). Not an init script: the context routes the
 *                         site's /build/ scripts and strips the line, so that arm also pays Playwright's interception;
 *                         for an exact A/B build with CLIENT_DEMO_COMPILE_HINT=0 and serve it with BENCH_ROOT
 *   BENCH_HINT_OFF_OVER=400  only the demos' chunks over that many KB lose the hint (the Data Grid's 523 KB chunk):
 *                         routed as BENCH_DEMO_HINT=0; give both arms the route with a size no chunk has (99999)
 */
import { CHART_HINT, CHART_IN_FRAME, CHART_ONE_TICK, CHART_SEGMENTER, CHART_SLICES } from '../client/demos/chart-hint';
import { EARLY_STYLES, PRECOMPILED } from '../client/demos/early-styles';
import { EVAL_SLICES } from '../client/demos/eval-slices';
import { GRID_SLICES } from '../client/demos/grid-slices';
import { INTL_WARM } from '../client/demos/intl-warm';
import { GRID_EFFECTS, GRID_MOUNT, GRID_NODE_DEP, GRID_READ, GRID_REVEAL, GRID_TASKS } from '../client/demos/grid-hint';
import { GRID_CLICK, GRID_HEADER_TAB, GRID_MODEL_PROPS, GRID_ROW_SPACING, GRID_SORT_ONCE } from '../client/demos/grid-interaction';
import { PICKER_EFFECTS, TREE_EFFECTS } from '../client/demos/picker-tree';
import { REVEAL_DEFER } from '../client/demos/reveal-flag';
import { STYLE_BATCHES } from '../client/demos/style-batches';
import { THEME_PREBUILT } from '../ui/theme-prebuilt';
import { FOOTER_WARM } from '../client/demos/footer-warm';
import { GRID_SELECTOR_COMMIT } from '../client/demos/grid-selector';
import { POPPER_ONCE, STABLE_MARKS, TOOLTIP_KEEP, TOOLTIP_WARM } from '../client/demos/tooltip-warm';
import { THEME_NO_SSR } from '../client/demos/theme-client';
import { STYLE_DEFER } from '../client/demos/style-defer';
import { BOX_THEME } from '../client/demos/box-theme';
import { REACT_ERRORS } from '../client/demos/react-errors';
import { PRE_STYLE, PRE_STYLE_SKIP } from '../client/demos/pre-style';

/** The ad slot's containment off: a rule after the site's (the ad is drawn after `load`, long after this runs). */
export const AD_CONTAIN_OFF = `document.addEventListener('DOMContentLoaded', () => {
  const style = document.createElement('style');
  style.textContent = '.ad-slot{contain:none!important}';
  document.head.append(style);
});`;

const SWITCHES: readonly { env: string; global?: string; init?: string }[] = [
  { env: 'BENCH_EARLY_STYLES', global: EARLY_STYLES },
  { env: 'BENCH_PRECOMPILED', global: PRECOMPILED },
  { env: 'BENCH_EVAL_SLICES', global: EVAL_SLICES },
  { env: 'BENCH_THEME_PREBUILT', global: THEME_PREBUILT },
  { env: 'BENCH_REVEAL_DEFER', global: REVEAL_DEFER },
  { env: 'BENCH_CHART_HINT', global: CHART_HINT },
  { env: 'BENCH_CHART_SLICES', global: CHART_SLICES },
  { env: 'BENCH_CHART_SEGMENTER', global: CHART_SEGMENTER },
  { env: 'BENCH_CHART_IN_FRAME', global: CHART_IN_FRAME },
  { env: 'BENCH_CHART_ONE_TICK', global: CHART_ONE_TICK },
  { env: 'BENCH_INTL_WARM', global: INTL_WARM },
  { env: 'BENCH_GRID_SLICES', global: GRID_SLICES },
  { env: 'BENCH_GRID_EFFECTS', global: GRID_EFFECTS },
  { env: 'BENCH_STYLE_BATCHES', global: STYLE_BATCHES },
  { env: 'BENCH_GRID_TASKS', global: GRID_TASKS },
  { env: 'BENCH_GRID_MOUNT', global: GRID_MOUNT },
  { env: 'BENCH_THEME_NO_SSR', global: THEME_NO_SSR },
  { env: 'BENCH_PICKER_EFFECTS', global: PICKER_EFFECTS },
  { env: 'BENCH_TREE_EFFECTS', global: TREE_EFFECTS },
  { env: 'BENCH_TOOLTIP_WARM', global: TOOLTIP_WARM },
  { env: 'BENCH_AD_CONTAIN', init: AD_CONTAIN_OFF },
  { env: 'BENCH_GRID_CLICK', global: GRID_CLICK },
  { env: 'BENCH_GRID_HEADER_TAB', global: GRID_HEADER_TAB },
  { env: 'BENCH_STYLE_DEFER', global: STYLE_DEFER },
  { env: 'BENCH_GRID_REVEAL', global: GRID_REVEAL },
  { env: 'BENCH_TOOLTIP_KEEP', global: TOOLTIP_KEEP },
  { env: 'BENCH_POPPER_ONCE', global: POPPER_ONCE },
  { env: 'BENCH_FOOTER_WARM', global: FOOTER_WARM },
  { env: 'BENCH_GRID_READ', global: GRID_READ },
  { env: 'BENCH_GRID_NODE_DEP', global: GRID_NODE_DEP },
  { env: 'BENCH_GRID_SORT_ONCE', global: GRID_SORT_ONCE },
  { env: 'BENCH_GRID_ROW_SPACING', global: GRID_ROW_SPACING },
  { env: 'BENCH_GRID_MODEL_PROPS', global: GRID_MODEL_PROPS },
  { env: 'BENCH_GRID_SELECTOR', global: GRID_SELECTOR_COMMIT },
  { env: 'BENCH_BOX_THEME', global: BOX_THEME },
  { env: 'BENCH_REACT_ERRORS', global: REACT_ERRORS },
  { env: 'BENCH_PRE_STYLE', global: PRE_STYLE },
  { env: 'BENCH_PRE_STYLE_SKIP', global: PRE_STYLE_SKIP },
  { env: 'BENCH_STABLE_MARKS', global: STABLE_MARKS },
];

/** The init scripts of the switches turned off (`=0`) in this run. */
export const SWITCHES_OFF: readonly string[] = SWITCHES.filter((s) => process.env[s.env] === '0').map((s) => s.init ?? `globalThis[${JSON.stringify(s.global)}] = false;`);

/** BENCH_DEMO_HINT=0: the demos' chunks served without the compile hint (bench/demo-clicks.ts readerContext routes them). */
export const DEMO_HINT_OFF = process.env.BENCH_DEMO_HINT === '0';

/** BENCH_HINT_OFF_OVER=<KB>: only the demos' chunks larger than that served without the hint (routed likewise); null: unset. */
export const HINT_OFF_OVER_KB = process.env.BENCH_HINT_OFF_OVER ? Number(process.env.BENCH_HINT_OFF_OVER) : null;

/** What the switches of this run are, for the report's header ("" when all are on). */
export const SWITCHES_LABEL = [
  ...SWITCHES.filter((s) => process.env[s.env] === '0').map((s) => `${s.env}=0`),
  ...(DEMO_HINT_OFF ? ['BENCH_DEMO_HINT=0'] : []),
  ...(HINT_OFF_OVER_KB !== null ? [`BENCH_HINT_OFF_OVER=${HINT_OFF_OVER_KB}`] : []),
].join(' ');
