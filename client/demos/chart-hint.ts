/**
 * The charts' size hint: the size of each chart's SVG read from the
 * stand-in, which occupies the live demo's box, so that a chart's first
 * render, pre-rendered hidden in slices, already has a size and draws its
 * axes, labels and series (scripts/demos/chart-size-hint.ts patches
 * @mui/x-charts in the site's bundle to read it). Published, a chart's first
 * render has no size and draws nothing inside its SVG; at the reveal a
 * layout effect measures the SVG and the whole chart renders again,
 * synchronously, in the reveal's task.
 *
 * The stand-in's chart SVGs (scripts/demos/standins.ts) carry the live
 * SVG's own rules (`MuiChartsSurface`: `width`/`height` 100 % unless the
 * chart has size props, `touch-action: pan-y`, which no other SVG of MUI
 * sets), so each measures what the live one will. Chart i of a demo (in
 * render order: the order its charts create their stores, which is the
 * order the stand-in bundle gave them their sizes and the document order
 * of their SVGs) takes the i-th. Set only while a demo's first render
 * runs; a chart whose size props disagree with its stand-in SVG's drawing
 * (the order drifted) ends the hint for the charts after it. The hint is
 * only a start value: the chart measures itself at the reveal as
 * published, and a different size updates it as it always did.
 */

/** The global the patched charts read. */
export const CHART_SIZE_HINT = '__demoChartSizeHint';

/**
 * A global the page can set to `false` (before the runtime loads) to keep the published behaviour:
 * bench/demo-switches.ts (`BENCH_CHART_HINT=0`). The runtime then sets no hint, and the patched charts update their
 * dimensions on mount even when nothing changed, as published.
 */
export const CHART_HINT = '__demoChartHint';

/**
 * A global the page can set to `false` (before the runtime loads) to measure the axes' labels as published
 * (bench/demo-switches.ts, `BENCH_CHART_SLICES=0`): in one piece per axis, the measuring span's style written again
 * for each string. With it on (scripts/demos/chart-size-hint.ts, MEASURE), an axis's measurements in a demo's
 * hidden first render yield to the browser once the axis has run for the gate's budget (the grid slices' gate:
 * client/demos/grid-slices.ts), and replay from `getStringSize`'s cache.
 */
export const CHART_SLICES = '__demoChartSlices';

/**
 * A global the page can set to `false` (before the runtime loads) to measure a hinted chart in the reveal's commit, as
 * published (`BENCH_CHART_IN_FRAME=0`); the site measures it in the next animation frame (scripts/demos/
 * chart-size-hint.ts, IN_FRAME).
 */
export const CHART_IN_FRAME = '__demoChartInFrame';

/**
 * A global the page can set to `false` (before the demo code loads) to let a starting chart animation flush every due
 * d3 timer, as published (`BENCH_CHART_ONE_TICK=0`); the site runs only the new transition's first tick
 * (scripts/demos/chart-size-hint.ts, TRANSITION).
 */
export const CHART_ONE_TICK = '__demoChartOneTick';

/**
 * A global the page can set to `false` (before the demo code loads) to make the charts' grapheme segmenters when their
 * modules are evaluated, as published (`BENCH_CHART_SEGMENTER=0`); the site makes them at their first use.
 */
export const CHART_SEGMENTER = '__demoChartSegmenter';

/**
 * A global a test sets to `{ yields: 0, replays: 0 }` (before the runtime loads) to count the axes' yields, and with
 * `budget` to set their budget (0: a yield at every measurement). Absent on the site.
 */
export const CHART_SLICES_DEBUG = '__demoChartSlicesDebug';

export interface ChartSizeEntry {
  /** The SVG's size as the chart measures it (`Math.floor` of its computed width and height). */
  width: number;
  height: number;
  /** The size the stand-in drew the chart at (its viewBox): the chart's `width`/`height` props where it has them. */
  drawnWidth: number;
  drawnHeight: number;
}

export interface ChartSizeHint {
  /**
   * The next chart's start size: `width`/`height` are the chart's size props. Undefined when the hint has
   * none for it (no more stand-in SVGs, or a chart before it disagreed with its own).
   */
  take(width: number | undefined, height: number | undefined): { width: number; height: number } | undefined;
  /** Back to the first chart: the demo's render started again from its root (client/demos/runtime.tsx). */
  restart(): void;
}

/** The stand-in SVGs of charts inside `nodes`, in document order. */
function chartSurfaces(nodes: readonly ChildNode[]): SVGSVGElement[] {
  const out: SVGSVGElement[] = [];
  for (const n of nodes) {
    if (!(n instanceof Element)) continue;
    const svgs = n instanceof SVGSVGElement ? [n] : [...n.querySelectorAll('svg')];
    for (const svg of svgs) {
      if (!(svg instanceof SVGSVGElement) || svg.parentElement?.closest('svg')) continue;
      if (getComputedStyle(svg).touchAction === 'pan-y') out.push(svg);
    }
  }
  return out;
}

/** The entries for the charts whose stand-in is `nodes`. */
export function chartSizeEntries(nodes: readonly ChildNode[]): ChartSizeEntry[] {
  return chartSurfaces(nodes).map((svg) => {
    const style = getComputedStyle(svg);
    const box = svg.viewBox.baseVal;
    return {
      width: Math.floor(parseFloat(style.width)) || 0,
      height: Math.floor(parseFloat(style.height)) || 0,
      drawnWidth: box ? box.width : 0,
      drawnHeight: box ? box.height : 0,
    };
  });
}

/** A hint over `entries`; undefined when there is none (no chart in the stand-in). */
export function chartSizeHintOf(entries: readonly ChartSizeEntry[]): ChartSizeHint | undefined {
  if (!entries.length) return undefined;
  let next = 0;
  let lost = false;
  return {
    take(width, height) {
      const entry = entries[next++];
      if (lost || !entry) return undefined;
      // The stand-in drew a chart with size props at those props: another size means another chart.
      if ((width !== undefined && width !== entry.drawnWidth) || (height !== undefined && height !== entry.drawnHeight)) {
        lost = true;
        return undefined;
      }
      const size = { width: width ?? entry.width, height: height ?? entry.height };
      return size.width > 0 && size.height > 0 ? size : undefined;
    },
    restart() {
      next = 0;
    },
  };
}

/** The hint for the demo whose stand-in is `nodes`, or undefined (no chart, or the switch is off). */
export function chartSizeHint(nodes: readonly ChildNode[]): ChartSizeHint | undefined {
  if ((globalThis as HintGlobal)[CHART_HINT] === false) return undefined;
  return chartSizeHintOf(chartSizeEntries(nodes));
}

type HintGlobal = typeof globalThis & { [CHART_SIZE_HINT]?: ChartSizeHint | undefined; [CHART_HINT]?: boolean };

/** Sets (or, with undefined, clears) the hint the next charts to initialise read. */
export function setChartSizeHint(hint: ChartSizeHint | undefined): void {
  (globalThis as HintGlobal)[CHART_SIZE_HINT] = hint;
}

/** Rendered first in a demo's tree: a render started again from the root gives the first chart the first entry. */
export function ChartHintStart(): null {
  (globalThis as HintGlobal)[CHART_SIZE_HINT]?.restart();
  return null;
}
