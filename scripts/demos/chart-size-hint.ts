/**
 * A build-time patch of `@mui/x-charts` (the charts' dimensions plugin,
 * which @mui/x-charts-pro uses too) inside the site's client bundle only: a
 * chart's first render may start from the size the demo runtime already
 * knows, instead of 0 × 0.
 *
 * Why: a chart without `width` and `height` props starts with a size of 0
 * (`useChartDimensions.getInitialState`), and its SVG (`ChartsSurface`)
 * draws nothing inside until it has a size. The demo runtime pre-renders a
 * demo hidden, in slices (client/demos/runtime.tsx), so that render was
 * nearly free; then in the reveal's commit a layout effect measured the
 * SVG, set the chart's store and its `innerWidth`/`innerHeight` state, and
 * React rendered the whole chart again, synchronously, in that task: the
 * axes, their tick labels measured one by one (`getStringSize`), the
 * series (a 352 ms task at 4x CPU on the lines page).
 *
 * How: the runtime measures the stand-in's chart SVGs (they occupy the live
 * charts' boxes) and sets `globalThis[CHART_SIZE_HINT]`
 * (client/demos/chart-hint.ts) while the demo's first render runs. The
 * patched `getInitialState` takes the next chart's size from it, and the
 * plugin's "initial compute" state starts from that size, so the layout
 * effect at the reveal measures the same size and changes nothing: the
 * chart was drawn in the hidden render's slices. Without a hint nothing
 * changes; a wrong hint costs what publishing costs (the measurement
 * differs, and the chart updates as it always did).
 *
 * Also, the mount's other updates that change nothing (skipped unless the
 * bench switch `__demoChartHint` is false): the plugin's mount effect
 * writes the chart's dimensions again (a new object with the same values:
 * every selector of the store runs again, and the parts that select the
 * margin or the size props render again), the experimental-features plugin
 * writes its flags again in a layout effect, and the x-axis's `useMounted`
 * and the tooltip's `NoSsr` (@mui/material) set their state in a layout
 * effect (see MOUNTED).
 *
 * Each replaced text must be found, and the package must be the version
 * this was written for, or the build fails (scripts/demos/patch-text.ts):
 * an upgrade is a conscious update of this file. The reader's copied code
 * and sandboxes use the package as published; this patch is only the site's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { CHART_HINT, CHART_IN_FRAME, CHART_ONE_TICK, CHART_SEGMENTER, CHART_SIZE_HINT, CHART_SLICES, CHART_SLICES_DEBUG } from '../../client/demos/chart-hint';
import { POPPER_ONCE, STABLE_MARKS, TOOLTIP_KEEP, TOOLTIP_WARM, TOOLTIP_WARM_CONTEXT, TOOLTIP_WARM_DEBUG } from '../../client/demos/tooltip-warm';
import { backgroundStepSource, patchText } from './patch-text';
import { sliceGateSource } from './slice-gate';

/**
 * The @mui/x-charts versions the anchors below were checked against: the site's 8.11.1, and the 8.11.0 that
 * @mui/x-charts-pro 8.11.0 brings as its own copy (the patched file is the same in both).
 */
export const CHARTS_VERSIONS: readonly string[] = ['8.11.1', '8.11.0'];

const HINT = `globalThis[${JSON.stringify(CHART_SIZE_HINT)}]`;
const SWITCH_ON = `globalThis[${JSON.stringify(CHART_HINT)}] !== false`;
const SLICES_ON = `globalThis[${JSON.stringify(CHART_SLICES)}] !== false`;
const SLICES_DEBUG = `globalThis[${JSON.stringify(CHART_SLICES_DEBUG)}]`;
const IN_FRAME_ON = `globalThis[${JSON.stringify(CHART_IN_FRAME)}] !== false`;
const ONE_TICK_ON = `globalThis[${JSON.stringify(CHART_ONE_TICK)}] !== false`;
const SEGMENTER_LAZY = `globalThis[${JSON.stringify(CHART_SEGMENTER)}] !== false`;
const WARM_ON = `globalThis[${JSON.stringify(TOOLTIP_WARM)}] !== false`;
const WARM_DEBUG = `globalThis[${JSON.stringify(TOOLTIP_WARM_DEBUG)}]`;
const KEEP_ON = `globalThis[${JSON.stringify(TOOLTIP_KEEP)}] !== false`;
const ONCE_ON = `globalThis[${JSON.stringify(POPPER_ONCE)}] !== false`;
const STABLE_ON = `globalThis[${JSON.stringify(STABLE_MARKS)}] !== false`;
/** The context both patched tooltip modules read: one object per page, made by whichever module is evaluated first. */
const WARM_CONTEXT = `(globalThis[${JSON.stringify(TOOLTIP_WARM_CONTEXT)}] ??= React.createContext(false))`;

/** internals/plugins/corePlugins/useChartDimensions/useChartDimensions.js */
const DIMENSIONS: readonly (readonly [string, string])[] = [
  // The first state: the hinted size where the chart has no size props.
  [
    `  return {
    dimensions: {
      margin,
      width: width ?? 0,
      height: height ?? 0,`,
    `  const demoSize = ${HINT}?.take(width, height);
  return {
    dimensions: {
      margin,
      width: width ?? demoSize?.width ?? 0,
      height: height ?? demoSize?.height ?? 0,
      demoSizeHint: demoSize !== undefined,`,
  ],
  // The "initial compute" state: a hinted chart has measured that size (its first layout effect finds it and stops).
  [
    `  const [innerWidth, setInnerWidth] = React.useState(0);
  const [innerHeight, setInnerHeight] = React.useState(0);`,
    `  const [innerWidth, setInnerWidth] = React.useState(() => store.value.dimensions.demoSizeHint ? store.value.dimensions.width : 0);
  const [innerHeight, setInnerHeight] = React.useState(() => store.value.dimensions.demoSizeHint ? store.value.dimensions.height : 0);`,
  ],
  // The mount effect's write of the same dimensions: skipped when no value changes.
  [
    `    store.update(prev => {
      const width = params.width ?? prev.dimensions.width;
      const height = params.height ?? prev.dimensions.height;
      return _extends({}, prev, {`,
    `    store.update(prev => {
      const width = params.width ?? prev.dimensions.width;
      const height = params.height ?? prev.dimensions.height;
      const d = prev.dimensions;
      if (${SWITCH_ON} && d.width === width && d.height === height && d.propsWidth === params.width && d.propsHeight === params.height && d.margin.top === params.margin.top && d.margin.right === params.margin.right && d.margin.bottom === params.margin.bottom && d.margin.left === params.margin.left) {
        return prev;
      }
      return _extends({}, prev, {`,
  ],
  // The reveal's measurements of a hinted chart: in the next frame, not in the reveal's commit (IN_FRAME below).
  [
    `    if (hasInSize || !stateRef.current.initialCompute || stateRef.current.computeRun > MAX_COMPUTE_RUN) {
      return;
    }
    const computedSize = computeSize();`,
    `    if (hasInSize || !stateRef.current.initialCompute || stateRef.current.computeRun > MAX_COMPUTE_RUN) {
      return;
    }
    if (${IN_FRAME_ON} && store.value.dimensions.demoSizeHint && stateRef.current.computeRun === 0 && innerWidth === store.value.dimensions.width && innerHeight === store.value.dimensions.height) {
      stateRef.current.initialCompute = false;
      return;
    }
    const computedSize = computeSize();`,
  ],
  [
    `    computeSize();
    const elementToObserve = svgRef.current;`,
    `    let demoFrame;
    if (${IN_FRAME_ON} && store.value.dimensions.demoSizeHint && !stateRef.current.demoMeasured) {
      stateRef.current.demoMeasured = true;
      demoFrame = requestAnimationFrame(() => {
        demoFrame = undefined;
        computeSize();
      });
    } else {
      computeSize();
    }
    const elementToObserve = svgRef.current;`,
  ],
  [
    `    return () => {
      if (animationFrame) {
        cancelAnimationFrame(animationFrame);
      }`,
    `    return () => {
      if (demoFrame) {
        cancelAnimationFrame(demoFrame);
      }
      if (animationFrame) {
        cancelAnimationFrame(animationFrame);
      }`,
  ],
];

/**
 * IN_FRAME (the last three edits of DIMENSIONS; skipped when the bench switch `__demoChartInFrame` is false): at the
 * reveal, a chart's two layout effects measure its SVG (`getComputedStyle`), which forces the page's first style and
 * layout of the revealed demo inside the reveal's task (20-30 ms of a 45-65 ms task at 4x CPU). A hinted chart
 * already has the size it would measure; it measures in a `requestAnimationFrame` callback instead, before the
 * frame's own style and layout, so that work is done once, in the frame. A size that differs updates the chart's store
 * there, and React renders that update before the frame paints (a store update is synchronous): a wrong hint is never
 * painted. The chart's ResizeObserver is set up as published.
 */

/**
 * internals/plugins/corePlugins/useChartExperimentalFeature/useChartExperimentalFeature.js: a layout effect writes the
 * flags the first state already holds (a new state object: every selector of the store runs again, in the reveal's
 * commit); a write that changes nothing is skipped.
 */
const EXPERIMENTAL: readonly (readonly [string, string])[] = [
  [
    `    store.update(prevState => {
      return _extends({}, prevState, {
        experimentalFeatures: params.experimentalFeatures`,
    `    store.update(prevState => {
      if (${SWITCH_ON} && prevState.experimentalFeatures === params.experimentalFeatures) {
        return prevState;
      }
      return _extends({}, prevState, {
        experimentalFeatures: params.experimentalFeatures`,
  ],
];

/**
 * hooks/useMounted.js (the x-axis: `ChartsSingleXAxis` measures its tick labels only once mounted, for hydration's
 * sake) and @mui/material's NoSsr.js (the charts' tooltip container renders its Popper inside one): the same
 * "mounted" state, false in the first render and set by a layout effect. While the hint is set (a demo's first render
 * in the runtime: a client render that hydrates nothing), they start mounted, so the axis measures its labels in the
 * hidden render, and their layout effect has nothing to set. Published, that `setMountedState(true)` is a synchronous
 * update in the reveal's commit: React renders again there and flushes every pending passive effect in that task.
 */
const MOUNTED: readonly (readonly [string, string])[] = [
  ['  const [mountedState, setMountedState] = React.useState(false);', `  const [mountedState, setMountedState] = React.useState(() => !defer && ${HINT} !== undefined);`],
  [
    `  useEnhancedEffect(() => {
    if (!defer) {
      setMountedState(true);
    }
  }, [defer]);`,
    `  useEnhancedEffect(() => {
    if (!defer && !mountedState) {
      setMountedState(true);
    }
  }, [defer]);`,
  ],
];

/** The axes' yield points (scripts/demos/slice-gate.ts), in domUtils.js: the axes import the hook from there. */
const MEASURE_GATE = sliceGateSource({
  hook: 'useDemoMeasureSlices',
  point: 'demoMeasurePoint',
  exported: true,
  what: "an axis's label measurements",
  on: SLICES_ON,
  budget: `(${SLICES_DEBUG}?.budget ?? gate.budget)`,
  debug: SLICES_DEBUG,
  onReplay: 'debug.replays += 1;',
  onYield: 'debug.yields += 1;',
});

/**
 * internals/domUtils.js: `getStringSize`, which measures a string in a hidden span (the axes' tick labels: which fit,
 * and where to cut the ones that do not). Each call writes the span's style (about 20 CSS properties, each parsed),
 * its text, re-arms a timer, and reads its box: a style recalculation and a layout per string, ~4-5 ms at 4x CPU. An
 * x-axis measured its labels in one component's render: one slice of up to ~60-75 ms React cannot split.
 *
 * Two changes, both skipped when the bench switch `__demoChartSlices` is false:
 * - the span's style is written only when it differs from the style the last measurement wrote on the same span
 *   (the same assignments again change nothing: the span's style is the same either way), and the timer that empties
 *   the span after the task is armed once, not cleared and armed again per string (the text is written before each
 *   measurement either way);
 * - the axes' measurements yield (MEASURE_SLICES): a call while an axis measures in a demo's hidden first render
 *   is a yield point, the grid slices' way (scripts/demos/grid-slices.ts): once the axis's render has run for the
 *   gate's budget, `React.use()` on a resolved promise; React yields the task and replays the axis, whose earlier
 *   measurements are now in `getStringSize`'s cache (the same strings, in the same order: the same points).
 */
const MEASURE: readonly (readonly [string, string])[] = [
  [
    `import _extends from "@babel/runtime/helpers/esm/extends";\n`,
    `import _extends from "@babel/runtime/helpers/esm/extends";
import * as React from 'react';
${MEASURE_GATE}/** The axis whose measurements are yield points now (set by demoMeasured only). */
let demoActive;
/** The span and the style string the last measurement wrote on it. */
let demoStyled;
/** Runs an axis's measuring function with its calls to getStringSize as yield points. */
export function demoMeasured(s, fn, ...args) {
  if (s.gate === undefined) return fn(...args);
  const previous = demoActive;
  demoActive = s;
  try {
    return fn(...args);
  } finally {
    demoActive = previous;
  }
}
`,
  ],
  [
    `  const str = \`\${text}\`;
  const styleString = getStyleString(style);`,
    `  if (demoActive !== undefined) demoMeasurePoint(demoActive);
  const str = \`\${text}\`;
  const styleString = getStyleString(style);`,
  ],
  [
    `    const measurementSpanStyle = _extends({}, SPAN_STYLE, style);
    Object.keys(measurementSpanStyle).map(styleKey => {
      measurementSpan.style[camelToMiddleLine(styleKey)] = autoCompleteStyle(styleKey, measurementSpanStyle[styleKey]);
      return styleKey;
    });`,
    `    if (!(${SLICES_ON} && demoStyled !== undefined && demoStyled.span === measurementSpan && demoStyled.style === styleString)) {
      const measurementSpanStyle = _extends({}, SPAN_STYLE, style);
      Object.keys(measurementSpanStyle).map(styleKey => {
        measurementSpan.style[camelToMiddleLine(styleKey)] = autoCompleteStyle(styleKey, measurementSpanStyle[styleKey]);
        return styleKey;
      });
      demoStyled = { span: measurementSpan, style: styleString };
    }`,
  ],
  [
    `      if (domCleanTimeout) {
        clearTimeout(domCleanTimeout);
      }
      domCleanTimeout = setTimeout(() => {
        // Limit node cleaning to once per render cycle
        measurementSpan.textContent = '';
      }, 0);`,
    `      if (!(${SLICES_ON} && domCleanTimeout)) {
        if (domCleanTimeout) {
          clearTimeout(domCleanTimeout);
        }
        domCleanTimeout = setTimeout(() => {
          domCleanTimeout = undefined;
          // Limit node cleaning to once per render cycle
          measurementSpan.textContent = '';
        }, 0);
      }`,
  ],
];

/** ChartsXAxis/ChartsSingleXAxis.js: the x-axis's measurements (which labels show, the axis title's height, the cut labels) as yield points. */
const X_AXIS: readonly (readonly [string, string])[] = [
  ['import { getStringSize } from "../internals/domUtils.js";', 'import { getStringSize, useDemoMeasureSlices, demoMeasured } from "../internals/domUtils.js";'],
  ['  const isMounted = useMounted();\n', '  const isMounted = useMounted();\n  const demoSlices = useDemoMeasureSlices();\n'],
  ['  const visibleLabels = getVisibleLabels(xTicks, {', '  const visibleLabels = demoMeasured(demoSlices, getVisibleLabels, xTicks, {'],
  [
    '  const labelHeight = label ? getStringSize(label, axisLabelProps.style).height : 0;',
    '  const labelHeight = label ? demoMeasured(demoSlices, getStringSize, label, axisLabelProps.style).height : 0;',
  ],
  [
    '  const tickLabels = isHydrated ? shortenLabels(visibleLabels, drawingArea, tickLabelsMaxHeight, isRtl, axisTickLabelProps.style)',
    '  const tickLabels = isHydrated ? demoMeasured(demoSlices, shortenLabels, visibleLabels, drawingArea, tickLabelsMaxHeight, isRtl, axisTickLabelProps.style)',
  ],
];

/** ChartsYAxis/ChartsSingleYAxis.js: the y-axis's measurements (the axis title's height, the cut labels) as yield points. */
const Y_AXIS: readonly (readonly [string, string])[] = [
  ['import { getStringSize } from "../internals/domUtils.js";', 'import { getStringSize, useDemoMeasureSlices, demoMeasured } from "../internals/domUtils.js";'],
  ['  const isHydrated = useIsHydrated();\n', '  const isHydrated = useIsHydrated();\n  const demoSlices = useDemoMeasureSlices();\n'],
  [
    '(label ? getStringSize(label, axisLabelProps.style).height + AXIS_LABEL_TICK_LABEL_GAP : 0)',
    '(label ? demoMeasured(demoSlices, getStringSize, label, axisLabelProps.style).height + AXIS_LABEL_TICK_LABEL_GAP : 0)',
  ],
  [
    '  const tickLabels = isHydrated ? shortenLabels(yTicks, drawingArea, tickLabelsMaxWidth, isRtl, axisTickLabelProps.style)',
    '  const tickLabels = isHydrated ? demoMeasured(demoSlices, shortenLabels, yTicks, drawingArea, tickLabelsMaxWidth, isRtl, axisTickLabelProps.style)',
  ],
];

/**
 * internals/getGraphemeCount.js and internals/sliceUntil.js (used by `ellipsize` only, to cut a tick label that does not
 * fit): each makes an `Intl.Segmenter` for graphemes when its module is evaluated. The first one loads ICU's break
 * rules: ~55 ms at 4x CPU in the evaluation of the axes' chunk, one task nothing can split, on every chart page, where
 * most pages never cut a label. The segmenter is made at its first use instead (unless the bench switch
 * `__demoChartSegmenter` is false); it segments the same way.
 */
const SEGMENTER: readonly (readonly [string, string])[] = [
  [
    `const segmenter = typeof window !== 'undefined' && 'Intl' in window && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, {
  granularity: 'grapheme'
}) : null;`,
    `const demoCanSegment = typeof window !== 'undefined' && 'Intl' in window && 'Segmenter' in Intl;
let demoSegmenter = demoCanSegment && ${SEGMENTER_LAZY} ? undefined : demoCanSegment ? new Intl.Segmenter(undefined, {
  granularity: 'grapheme'
}) : null;
// The site's demo runtime: made at the first use, not when the module is evaluated (scripts/demos/chart-size-hint.ts).
const segmenter = demoCanSegment ? {
  segment: text => (demoSegmenter ??= new Intl.Segmenter(undefined, {
    granularity: 'grapheme'
  })).segment(text)
} : null;`,
  ],
];

/**
 * internals/animation/Transition.js: a chart's animated elements (lines, areas, bars, arcs, marks) each start a
 * Transition when they attach, and its constructor calls d3-timer's `timerFlush()` to apply the first tick at once.
 * That flush runs every due timer: the callbacks of all the transitions started before it in the same task, again (d3
 * caches the time per frame: the same elapsed time, the same values written again). N elements attached in the
 * reveal's commit made N(N+1)/2 ticks, 12-20 ms of the reveal at 4x CPU on a chart of a few dozen elements. The site
 * runs this transition's own first tick, with the elapsed time the flush would give it (unless the bench switch
 * `__demoChartOneTick` is false). Transitions already running tick at their next frame, before it paints, as they do.
 */
const TRANSITION: readonly (readonly [string, string])[] = [
  [
    `    this.timer = timer(elapsed => this.timerCallback(elapsed), 0, time);
    timerFlush();`,
    `    this.timer = timer(elapsed => this.timerCallback(elapsed), 0, time);
    if (${ONE_TICK_ON}) {
      // The site's demo runtime: this transition's first tick only (scripts/demos/chart-size-hint.ts).
      this.timerCallback(now() - time);
    } else {
      timerFlush();
    }`,
  ],
];

/**
 * ChartsTooltip/ChartsTooltipContainer.js (TOOLTIP_WARM; client/demos/tooltip-warm.ts; skipped when the bench switch
 * `__demoTooltipWarm` is false): once the container's effects have run (the chart is live), in an idle period, a
 * transition renders the tooltip's Popper open, hidden (`visibility: hidden`), in the document's body as published, but
 * through React DOM's `createPortal`, not MUI's Portal (which mounts its node in a layout effect: a synchronous render
 * of the whole tooltip in the commit), with its own popper ref; in the
 * next idle period it is removed. The reader's first hover then renders and positions a tooltip whose code, styles and
 * popper.js have run once. A hover during the warm-up shows the real tooltip, which replaces the warm one.
 */
const TOOLTIP_CONTAINER: readonly (readonly [string, string])[] = [
  [
    `import * as React from 'react';\n`,
    `import * as React from 'react';\nimport * as ReactDOM from 'react-dom';\nimport { ChartsAxisHighlightPath as DemoHighlightPath } from "../ChartsAxisHighlight/ChartsAxisHighlightPath.js";\n`,
  ],
  [
    `  const popperRef = React.useRef(null);\n`,
    `  const popperRef = React.useRef(null);
  // The site's demo runtime: the tooltip opened once, hidden, after the chart went live (scripts/demos/chart-size-hint.ts).
  // Kept (client/demos/tooltip-warm.ts TOOLTIP_KEEP): the tooltip always portalled by React DOM, the warm one staying,
  // hidden, until the first hover makes it the real one.
  const demoKeep = ${WARM_ON} && ${KEEP_ON} && trigger !== 'none' && other.container == null && !other.disablePortal;
  const demoWarmRef = React.useRef(null);
  const demoHiddenRef = React.useRef(true);
  const demoReadRef = React.useRef(null);
  const demoOpenedRef = React.useRef(false);
  const [demoWarm, setDemoWarm] = React.useState(0);
  React.useEffect(() => {
    if (demoWarm === (demoKeep ? 2 : 1) && ${WARM_DEBUG}) {
      ${WARM_DEBUG}.warmed += 1;
    }
    if (demoWarm > 1 || !(${WARM_ON}) || trigger === 'none' || demoKeep && demoOpenedRef.current) {
      return undefined;
    }
    const step = () => React.startTransition(() => setDemoWarm(demoWarm + 1));
    // Kept: a background task (patch-text.ts backgroundStepSource); otherwise an idle callback.
${backgroundStepSource('step', 'demoKeep')}  }, [demoWarm, trigger, demoKeep]);
`,
  ],
  [
    `    const update = rafThrottle(() => popperRef.current?.update());`,
    `    const update = rafThrottle(() => {
      // The site's demo runtime: nothing to place while the kept tooltip is hidden; nothing new when the popper
      // already read the pointer's latest position (scripts/demos/chart-size-hint.ts).
      if (demoHiddenRef.current || ${ONCE_ON} && demoReadRef.current?.x === positionRef.current.x && demoReadRef.current?.y === positionRef.current.y) {
        return;
      }
      popperRef.current?.update();
    });`,
  ],
  [`    getBoundingClientRect: () => ({`, `    getBoundingClientRect: () => (demoReadRef.current = positionRef.current, {`],
  [
    `  }], [isMouse, isTouch]);
  if (trigger === 'none') {`,
    `  }], [isMouse, isTouch]);
  // The kept tooltip is not in MUI's Portal: popper.js's altBoundary back to that path's \`false\`; its scroll and
  // resize listeners (popper.js 2.11's eventListeners, the same) do nothing while it is hidden.
  const demoModifiers = React.useMemo(() => demoKeep ? modifiers.concat([{
    name: 'preventOverflow',
    options: {
      altBoundary: false
    }
  }, {
    name: 'flip',
    options: {
      altBoundary: false
    }
  }, {
    name: 'eventListeners',
    enabled: true,
    phase: 'write',
    fn: () => {},
    effect: ({
      state,
      instance
    }) => {
      const demoUpdate = () => {
        if (!demoHiddenRef.current) {
          instance.update();
        }
      };
      const passive = {
        passive: true
      };
      const view = state.elements.popper.ownerDocument.defaultView;
      const parents = [].concat(state.scrollParents.reference, state.scrollParents.popper);
      parents.forEach(parent => parent.addEventListener('scroll', demoUpdate, passive));
      view.addEventListener('resize', demoUpdate, passive);
      return () => {
        parents.forEach(parent => parent.removeEventListener('scroll', demoUpdate, passive));
        view.removeEventListener('resize', demoUpdate, passive);
      };
    }
  }]) : modifiers, [modifiers, demoKeep]);
  if (trigger === 'none') {`,
  ],
  [
    `  return /*#__PURE__*/_jsx(NoSsr, {
    children: isOpen && /*#__PURE__*/_jsx(ChartsTooltipRoot, _extends({`,
    `  if (demoKeep) {
    demoHiddenRef.current = !isOpen;
    if (isOpen) {
      demoOpenedRef.current = true;
    }
    const demoShow = isOpen || demoWarm >= 1 && !demoOpenedRef.current;
    return /*#__PURE__*/_jsx(NoSsr, {
      children: demoShow && /*#__PURE__*/ReactDOM.createPortal(/*#__PURE__*/_jsx(${WARM_CONTEXT}.Provider, {
        value: !isOpen,
        children: [/*#__PURE__*/_jsx(ChartsTooltipRoot, _extends({
          className: classes?.root,
          open: isOpen || demoWarm >= 2,
          keepMounted: true,
          placement: isMouse ? 'right-start' : 'top',
          popperRef: popperRef,
          anchorEl: anchorEl,
          modifiers: demoModifiers
        }, other, {
          disablePortal: true
        }, isOpen ? null : {
          // Hidden, but laid out (not \`display: none\`), so that the step that makes the popper reads a clean layout.
          style: _extends({}, other.style, {
            display: undefined,
            visibility: 'hidden'
          }),
          "aria-hidden": true,
          "data-demo-tooltip-warm": ""
        }, {
          children: children
        }), "tooltip"), !isOpen && demoWarm === 1 && /*#__PURE__*/_jsx("svg", {
          "aria-hidden": true,
          style: {
            position: 'absolute',
            width: 0,
            height: 0,
            overflow: 'hidden',
            visibility: 'hidden'
          },
          children: ['line', 'band'].map(axisHighlight => /*#__PURE__*/_jsx(DemoHighlightPath, {
            d: 'M 0 0',
            ownerState: {
              axisHighlight
            }
          }, axisHighlight))
        }, "highlight")]
      }), svgRef.current?.ownerDocument.body ?? document.body)
    });
  }
  return /*#__PURE__*/_jsx(NoSsr, {
    children: isOpen && /*#__PURE__*/_jsx(ChartsTooltipRoot, _extends({`,
  ],
  [
    `    children: isOpen && /*#__PURE__*/_jsx(ChartsTooltipRoot, _extends({
      className: classes?.root,
      open: isOpen,
      placement: isMouse ? 'right-start' : 'top',
      popperRef: popperRef,
      anchorEl: anchorEl,
      modifiers: modifiers
    }, other, {
      children: children
    }))`,
    `    children: isOpen ? /*#__PURE__*/_jsx(ChartsTooltipRoot, _extends({
      className: classes?.root,
      open: isOpen,
      placement: isMouse ? 'right-start' : 'top',
      popperRef: popperRef,
      anchorEl: anchorEl,
      modifiers: modifiers
    }, other, {
      children: children
    })) : demoWarm === 1 && /*#__PURE__*/ReactDOM.createPortal(/*#__PURE__*/_jsx(${WARM_CONTEXT}.Provider, {
      value: true,
      children: /*#__PURE__*/_jsx(ChartsTooltipRoot, _extends({
        className: classes?.root,
        open: true,
        placement: isMouse ? 'right-start' : 'top',
        popperRef: demoWarmRef,
        anchorEl: anchorEl,
        modifiers: modifiers
      }, other, {
        disablePortal: true,
        style: _extends({}, other.style, {
          visibility: 'hidden'
        }),
        "aria-hidden": true,
        "data-demo-tooltip-warm": "",
        children: children
      }))
    }), svgRef.current?.ownerDocument.body ?? document.body)`,
  ],
];

/**
 * @mui/material's Popper/BasePopper.js (POPPER_ONCE; client/demos/tooltip-warm.ts): the passive effect's
 * `forceUpdate()` right after the layout effect made the popper is skipped once; `createPopper`'s own first update
 * (its debounced `update()`, a microtask of the same task) positions it. Every later render updates as published.
 */
const BASE_POPPER: readonly (readonly [string, string])[] = [
  [
    `  React.useEffect(() => {
    if (popperRef.current) {
      popperRef.current.forceUpdate();
    }
  });`,
    `  // The site's demo runtime: a popper made in this commit is positioned by its own first update (scripts/demos/chart-size-hint.ts).
  const demoMadeRef = React.useRef(false);
  React.useEffect(() => {
    if (demoMadeRef.current) {
      demoMadeRef.current = false;
      return;
    }
    if (popperRef.current) {
      popperRef.current.forceUpdate();
    }
  });`,
  ],
  [
    `    handlePopperRefRef.current(popper);
    const popperElement = tooltipRef.current;`,
    `    handlePopperRefRef.current(popper);
    demoMadeRef.current = ${ONCE_ON} && popper.state.orderedModifiers.length > 0;
    const popperElement = tooltipRef.current;`,
  ],
];

/**
 * ChartsTooltip/useAxisTooltip.js (TOOLTIP_WARM): inside the warm-up render (the context above), with no axis under
 * the pointer, the axes that trigger the tooltip show their first data index, so the axis tooltip's content renders
 * as it will at the first hover (its rows, marks, the demo's value formatters).
 */
const AXIS_TOOLTIP: readonly (readonly [string, string])[] = [
  [`'use client';\n`, `'use client';\n\nimport * as React from 'react';`],
  [
    `  const tooltipXAxes = useSelector(store, selectorChartsInteractionTooltipXAxes);
  const tooltipYAxes = useSelector(store, selectorChartsInteractionTooltipYAxes);`,
    `  let tooltipXAxes = useSelector(store, selectorChartsInteractionTooltipXAxes);
  let tooltipYAxes = useSelector(store, selectorChartsInteractionTooltipYAxes);`,
  ],
  [
    `  const colorProcessors = useColorProcessor();
  if (tooltipXAxes.length === 0`,
    `  const colorProcessors = useColorProcessor();
  const demoWarm = React.useContext(${WARM_CONTEXT});
  if (demoWarm && tooltipXAxes.length === 0 && tooltipYAxes.length === 0 && tooltipRotationAxes.length === 0) {
    // The site's demo runtime: a warm-up render shows the first data index (scripts/demos/chart-size-hint.ts).
    const demoFirst = axes => Object.keys(axes).filter(axisId => axes[axisId].triggerTooltip && axes[axisId].data?.length > 0).map(axisId => ({
      axisId,
      dataIndex: 0
    }));
    tooltipXAxes = demoFirst(xAxis);
    tooltipYAxes = demoFirst(yAxis);
  }
  if (tooltipXAxes.length === 0`,
  ],
];

/**
 * internals/consumeThemeProps.js (STABLE_MARKS; client/demos/tooltip-warm.ts): the HOC made its inner component,
 * `React.forwardRef(InComponent)`, in every render of the outer one: a new component type each time, so React unmounted
 * and mounted the whole inner tree at every render (ChartsLabelMark, ChartsLabel, ChartsLabelGradient and the
 * continuous and piecewise colour legends): each axis tooltip row's mark was new DOM, styled and laid out again, at
 * every tooltip update (the opening, every new data index). The inner component is now made once per HOC, as the
 * outer one is; the props, classes and ref it gets are the same.
 */
const CONSUME_THEME_PROPS: readonly (readonly [string, string])[] = [
  [
    `export const consumeThemeProps = (name, options, InComponent) => /*#__PURE__*/React.forwardRef(function ConsumeThemeInternal(props, ref) {`,
    `export const consumeThemeProps = (name, options, InComponent) => {
  // The site's demo runtime: one inner component per HOC, not one per render (scripts/demos/chart-size-hint.ts).
  const DemoOutComponent = /*#__PURE__*/React.forwardRef(InComponent);
  return /*#__PURE__*/React.forwardRef(function ConsumeThemeInternal(props, ref) {`,
  ],
  [`  const OutComponent = /*#__PURE__*/React.forwardRef(InComponent);`, `  const OutComponent = ${STABLE_ON} ? DemoOutComponent : /*#__PURE__*/React.forwardRef(InComponent);`],
  [
    `    ref: ref
  }));
});
`,
    `    ref: ref
  }));
});
};
`,
  ],
];

interface PatchedFile {
  edits: readonly (readonly [string, string])[];
  /** The package (under node_modules/@mui) and the versions whose text the anchors were checked against. */
  pkg: string;
  versions: readonly string[];
}

const FILES: Record<string, PatchedFile> = {
  'useChartDimensions.js': { edits: DIMENSIONS, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'useChartExperimentalFeature.js': { edits: EXPERIMENTAL, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'useMounted.js': { edits: MOUNTED, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'NoSsr.js': { edits: MOUNTED, pkg: 'material', versions: ['7.3.11'] },
  'domUtils.js': { edits: MEASURE, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'ChartsSingleXAxis.js': { edits: X_AXIS, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'ChartsSingleYAxis.js': { edits: Y_AXIS, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'getGraphemeCount.js': { edits: SEGMENTER, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'Transition.js': { edits: TRANSITION, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'sliceUntil.js': { edits: SEGMENTER, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'ChartsTooltipContainer.js': { edits: TOOLTIP_CONTAINER, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'useAxisTooltip.js': { edits: AXIS_TOOLTIP, pkg: 'x-charts', versions: CHARTS_VERSIONS },
  'BasePopper.js': { edits: BASE_POPPER, pkg: 'material', versions: ['7.3.11'] },
  'consumeThemeProps.js': { edits: CONSUME_THEME_PROPS, pkg: 'x-charts', versions: CHARTS_VERSIONS },
};

/** The files patched, as the client build resolves them (the site's @mui/x-charts and @mui/x-charts-pro's own copy). */
export const CHART_PATCHED_FILES =
  /[\\/]@mui[\\/](x-charts[\\/]esm[\\/](internals[\\/](plugins[\\/]corePlugins[\\/](useChartDimensions[\\/]useChartDimensions|useChartExperimentalFeature[\\/]useChartExperimentalFeature)|domUtils|getGraphemeCount|sliceUntil|consumeThemeProps|animation[\\/]Transition)|hooks[\\/]useMounted|ChartsXAxis[\\/]ChartsSingleXAxis|ChartsYAxis[\\/]ChartsSingleYAxis|ChartsTooltip[\\/](ChartsTooltipContainer|useAxisTooltip))|material[\\/]esm[\\/](NoSsr[\\/]NoSsr|Popper[\\/]BasePopper))\.js$/;

/** Throws unless the package holding `path` is a version the anchors were checked against. */
function checkVersion(path: string, file: PatchedFile): void {
  const pkg = join(path.slice(0, path.search(/[\\/]esm[\\/]/)), 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string };
  if (!file.versions.includes(version ?? '')) throw new Error(`${path}: @mui/${file.pkg} ${version}, not ${file.versions.join(' or ')}; update scripts/demos/chart-size-hint.ts`);
}

/** A package file's text as the client bundle gets it (throws when a patched text moved or the version changed). */
export function chartPatchedSource(path: string): string {
  const file = FILES[path.slice(path.search(/[^\\/]+$/))];
  if (!CHART_PATCHED_FILES.test(path) || !file) throw new Error(`${path}: not a file scripts/demos/chart-size-hint.ts patches`);
  checkVersion(path, file);
  return patchText(path, readFileSync(path, 'utf8'), file.edits, 'scripts/demos/chart-size-hint.ts');
}

/**
 * These patches alone as an esbuild plugin, for the unit tests that bundle a patched file by itself. The client build
 * applies them through scripts/demos/eval-slices.ts's `slicedSource`, with the other patches.
 */
export const chartSizeHintPlugin: Plugin = {
  name: 'chart-size-hint',
  setup(b) {
    b.onLoad({ filter: CHART_PATCHED_FILES }, (args) => ({ contents: chartPatchedSource(args.path), loader: 'js' }));
  },
};
