import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { CHART_HINT, CHART_SIZE_HINT, chartSizeHintOf, type ChartSizeHint } from '../../client/demos/chart-hint';
import { POPPER_ONCE, STABLE_MARKS, TOOLTIP_KEEP, TOOLTIP_WARM, TOOLTIP_WARM_CONTEXT } from '../../client/demos/tooltip-warm';
import { CHART_PATCHED_FILES, chartPatchedSource, chartSizeHintPlugin } from './chart-size-hint';
import { slicedSource } from './eval-slices';

const require = createRequire(import.meta.url);
const charts = dirname(require.resolve('@mui/x-charts/package.json'));
const chartsPro = dirname(require.resolve('@mui/x-charts-pro/package.json'));
// @mui/x-charts-pro 8.11.0 brings its own @mui/x-charts 8.11.0: its charts use that copy's plugins.
const proCharts = join(chartsPro, 'node_modules/@mui/x-charts');
const material = dirname(require.resolve('@mui/material/package.json'));
const DIMENSIONS = 'esm/internals/plugins/corePlugins/useChartDimensions/useChartDimensions.js';
const EXPERIMENTAL = 'esm/internals/plugins/corePlugins/useChartExperimentalFeature/useChartExperimentalFeature.js';
const MOUNTED = 'esm/hooks/useMounted.js';
const DOM_UTILS = 'esm/internals/domUtils.js';
const X_AXIS = 'esm/ChartsXAxis/ChartsSingleXAxis.js';
const Y_AXIS = 'esm/ChartsYAxis/ChartsSingleYAxis.js';
const GRAPHEMES = 'esm/internals/getGraphemeCount.js';
const SLICE_UNTIL = 'esm/internals/sliceUntil.js';
const TRANSITION = 'esm/internals/animation/Transition.js';
const TOOLTIP = 'esm/ChartsTooltip/ChartsTooltipContainer.js';
const AXIS_TOOLTIP = 'esm/ChartsTooltip/useAxisTooltip.js';
const CONSUME_THEME_PROPS = 'esm/internals/consumeThemeProps.js';
const FILES = [
  ...[charts, proCharts].flatMap((root) =>
    [DIMENSIONS, EXPERIMENTAL, MOUNTED, DOM_UTILS, X_AXIS, Y_AXIS, GRAPHEMES, SLICE_UNTIL, TRANSITION, TOOLTIP, AXIS_TOOLTIP, CONSUME_THEME_PROPS].map((f) => join(root, f)),
  ),
  join(material, 'esm/NoSsr/NoSsr.js'),
  join(material, 'esm/Popper/BasePopper.js'),
];
const version = (root: string) => (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

describe('the chart size hint patch', () => {
  it('applies to the installed files of the versions it was written for', () => {
    expect(version(charts)).toBe('8.11.1');
    expect(version(proCharts)).toBe('8.11.0');
    expect(version(material)).toBe('7.3.11');
    for (const f of FILES) {
      expect(CHART_PATCHED_FILES.test(f), f).toBe(true);
      const code = chartPatchedSource(f);
      expect(code).not.toBe(readFileSync(f, 'utf8'));
      expect(code).toMatch(/__demoChartSizeHint|__demoChartHint|__demoChartSlices|__demoChartSegmenter|__demoChartOneTick|demoMeasured|__demoTooltipWarm|__demoPopperOnce|__demoStableMarks/);
      // The client build's module slicing applies the same patches (one onLoad per file in esbuild).
      expect(slicedSource(f).startsWith(code)).toBe(true);
    }
    const dims = chartPatchedSource(join(charts, DIMENSIONS));
    expect(dims).toContain(`const demoSize = globalThis["${CHART_SIZE_HINT}"]?.take(width, height);`);
    expect(dims).toContain('React.useState(() => store.value.dimensions.demoSizeHint ? store.value.dimensions.width : 0)');
    expect(chartPatchedSource(join(charts, MOUNTED))).toContain('if (!defer && !mountedState) {');
    expect(chartPatchedSource(join(charts, EXPERIMENTAL))).toContain(`globalThis["${CHART_HINT}"] !== false && prevState.experimentalFeatures === params.experimentalFeatures`);
    for (const root of [charts, proCharts]) {
      // Both axes measure through demoMeasured (yield points), their hooks first.
      const x = chartPatchedSource(join(root, X_AXIS));
      expect(x).toContain('const demoSlices = useDemoMeasureSlices();');
      expect(x.match(/demoMeasured\(demoSlices, /g)).toHaveLength(3);
      expect(chartPatchedSource(join(root, Y_AXIS)).match(/demoMeasured\(demoSlices, /g)).toHaveLength(2);
      expect(chartPatchedSource(join(root, DOM_UTILS))).toContain('if (demoActive !== undefined) demoMeasurePoint(demoActive);');
      // The tooltip's warm-up: a hidden Popper in a transition, portalled by React DOM, its axis content at index 0.
      const tooltip = chartPatchedSource(join(root, TOOLTIP));
      expect(tooltip).toContain(`globalThis["${TOOLTIP_WARM}"] !== false`);
      expect(tooltip).toContain('React.startTransition(() => setDemoWarm(demoWarm + 1))');
      expect(tooltip).toMatch(/ReactDOM\.createPortal\([^]*disablePortal: true,\s+style: _extends\(\{\}, other\.style, \{\s+visibility: 'hidden'/);
      // Kept (stop 15): one React DOM portal for the warm and the real tooltip, altBoundary as MUI's Portal path, the
      // highlight's styles, and the next frame's update skipped when hidden or when the pointer did not move.
      expect(tooltip).toContain(`globalThis["${TOOLTIP_KEEP}"] !== false`);
      expect(tooltip).toContain('const demoShow = isOpen || demoWarm >= 1 && !demoOpenedRef.current;');
      expect(tooltip.match(/altBoundary: false/g)).toHaveLength(2);
      expect(tooltip).toContain("['line', 'band'].map(axisHighlight => /*#__PURE__*/_jsx(DemoHighlightPath, {");
      expect(tooltip).toContain(`if (demoHiddenRef.current || globalThis["${POPPER_ONCE}"] !== false && demoReadRef.current?.x === positionRef.current.x`);
      expect(tooltip).toContain('getBoundingClientRect: () => (demoReadRef.current = positionRef.current, {');
      const axis = chartPatchedSource(join(root, AXIS_TOOLTIP));
      expect(axis).toContain(`const demoWarm = React.useContext((globalThis["${TOOLTIP_WARM_CONTEXT}"] ??= React.createContext(false)));`);
      expect(axis).toContain('tooltipXAxes = demoFirst(xAxis);');
    }
  });

  it('skips the passive update of a popper made in the same commit, once (BasePopper)', () => {
    const popper = chartPatchedSource(join(material, 'esm/Popper/BasePopper.js'));
    expect(popper).toContain(`demoMadeRef.current = globalThis["${POPPER_ONCE}"] !== false && popper.state.orderedModifiers.length > 0;`);
    expect(popper).toMatch(/if \(demoMadeRef\.current\) \{\s+demoMadeRef\.current = false;\s+return;\s+\}\s+if \(popperRef\.current\) \{\s+popperRef\.current\.forceUpdate\(\);/);
  });

  it('makes consumeThemeProps’s inner component once per HOC, not once per render (both x-charts copies)', () => {
    for (const root of [charts, proCharts]) {
      const code = chartPatchedSource(join(root, CONSUME_THEME_PROPS));
      // Made when the HOC is, beside the outer component; a render takes it unless the switch is off.
      expect(code).toMatch(
        /=> \{\s+\/\/[^\n]*\n\s+const DemoOutComponent = \/\*#__PURE__\*\/React\.forwardRef\(InComponent\);\s+return \/\*#__PURE__\*\/React\.forwardRef\(function ConsumeThemeInternal/,
      );
      expect(code).toContain(`const OutComponent = globalThis["${STABLE_MARKS}"] !== false ? DemoOutComponent : /*#__PURE__*/React.forwardRef(InComponent);`);
    }
  });

  it('fails the build on another version of the package, or a moved text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chart-hint-'));
    try {
      const root = join(dir, 'node_modules/@mui/x-charts');
      cpSync(join(charts, 'esm/hooks'), join(root, 'esm/hooks'), { recursive: true });
      writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@mui/x-charts', version: '9.0.0' }));
      expect(() => chartPatchedSource(join(root, MOUNTED))).toThrow(/@mui\/x-charts 9\.0\.0, not 8\.11\.1 or 8\.11\.0/);
      writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@mui/x-charts', version: '8.11.1' }));
      expect(chartPatchedSource(join(root, MOUNTED))).toContain('!mountedState');
      writeFileSync(join(root, MOUNTED), readFileSync(join(charts, MOUNTED), 'utf8').replace('React.useState(false)', 'React.useState(!1)'));
      expect(() => chartPatchedSource(join(root, MOUNTED))).toThrow(/not found; update scripts\/demos\/chart-size-hint\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('a chart’s initial dimensions', () => {
    type Dims = { width: number; height: number; propsWidth?: number; propsHeight?: number; demoSizeHint?: boolean };
    type Init = (params: { width?: number; height?: number; margin: object }) => { dimensions: Dims };
    let init: Init | undefined;
    const g = globalThis as typeof globalThis & Record<string, ChartSizeHint | undefined>;

    async function load(): Promise<Init> {
      if (init) return init;
      const out = await build({
        stdin: { contents: `export { useChartDimensions } from '@mui/x-charts/internals';`, resolveDir: process.cwd() },
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'node',
        plugins: [chartSizeHintPlugin],
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      });
      const mod = (await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0]!.text).toString('base64')}`)) as {
        useChartDimensions: { getInitialState: Init };
      };
      init = mod.useChartDimensions.getInitialState;
      return init;
    }
    const margin = { top: 5, right: 5, bottom: 5, left: 5 };
    const entry = (width: number, height: number, drawnWidth = 666, drawnHeight = 300) => ({ width, height, drawnWidth, drawnHeight });

    afterEach(() => {
      g[CHART_SIZE_HINT] = undefined;
    });

    it('without a hint, is the published one: 0 × 0 where the chart has no size props', async () => {
      const state = (await load())({ margin });
      expect(state.dimensions).toMatchObject({ width: 0, height: 0, demoSizeHint: false });
      expect((await load())({ height: 200, margin }).dimensions).toMatchObject({ width: 0, height: 200, propsHeight: 200 });
    });

    it('with a hint, each chart takes its stand-in SVG’s size in order, its size props first', async () => {
      g[CHART_SIZE_HINT] = chartSizeHintOf([entry(666, 300), entry(320, 250, 666, 250), entry(500, 180)]);
      const first = await load();
      expect(first({ margin }).dimensions).toMatchObject({ width: 666, height: 300, demoSizeHint: true });
      expect(first({ height: 250, margin }).dimensions).toMatchObject({ width: 320, height: 250, propsHeight: 250, demoSizeHint: true });
      expect(first({ margin }).dimensions).toMatchObject({ width: 500, height: 180 });
      // No fourth SVG in the stand-in: no hint.
      expect(first({ margin }).dimensions).toMatchObject({ width: 0, height: 0, demoSizeHint: false });
    });
  });
});

/** Bundles `file` (an absolute path) for node, with the site's patches or as published. */
async function bundle<T>(file: string, patched: boolean): Promise<T> {
  const out = await build({
    stdin: { contents: `export * from ${JSON.stringify(file)};`, resolveDir: process.cwd() },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    plugins: patched ? [chartSizeHintPlugin] : [],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return (await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0]!.text).toString('base64')}`)) as T;
}

describe('the charts’ label measurements', () => {
  const g = globalThis as unknown as Record<string, unknown>;
  const saved = { window: g.window, document: g.document };

  afterEach(() => {
    g.window = saved.window;
    g.document = saved.document;
  });

  /** A document whose measuring span counts the style properties written on it (its box: 7 px per character). */
  function fakeDocument(): { writes: () => number } {
    let writes = 0;
    let span: { id?: string; textContent: string } | undefined;
    const make = () => {
      const style = new Proxy({} as Record<string, string>, {
        set(target, key, value: string) {
          writes += 1;
          target[key as string] = value;
          return true;
        },
      });
      const el = {
        style,
        textContent: '',
        setAttribute(name: string, value: string) {
          if (name === 'id') el.id = value;
        },
        id: undefined as string | undefined,
        getBoundingClientRect: () => ({ width: el.textContent.length * 7 * (style['font-size'] === '20px' ? 2 : 1), height: 16 }),
      };
      return el;
    };
    g.window = globalThis;
    g.document = {
      getElementById: (id: string) => (span?.id === id ? span : null),
      createElement: () => make(),
      body: { appendChild: (el: typeof span) => (span = el) },
    };
    return { writes: () => writes };
  }

  type DomUtils = { getStringSize(text: string, style?: object): { width: number; height: number } };

  it('writes the measuring span’s style once per style, and measures what the published code measures', async () => {
    const strings = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
    const run = async (patched: boolean) => {
      const doc = fakeDocument();
      const { getStringSize } = await bundle<DomUtils>(join(charts, DOM_UTILS), patched);
      const sizes = [...strings.map((t) => getStringSize(t, { fontSize: 12 })), getStringSize('Jul', { fontSize: 20 }), getStringSize('Aug', { fontSize: 12 })];
      return { sizes, writes: doc.writes() };
    };
    const published = await run(false);
    const patched = await run(true);
    expect(patched.sizes).toEqual(published.sizes);
    // Published: the span's 8 properties written for each of the 8 strings; patched: for each change of style (3).
    expect(published.writes).toBe(64);
    expect(patched.writes).toBe(24);
  });

  it('makes the grapheme segmenter at its first use, not when the module is evaluated', async () => {
    const Segmenter = Intl.Segmenter;
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    let made = 0;
    intl.Segmenter = class extends Segmenter {
      constructor(...args: ConstructorParameters<typeof Segmenter>) {
        super(...args);
        made += 1;
      }
    };
    try {
      g.window = globalThis;
      type Graphemes = { getGraphemeCount(text: string): number };
      type Slice = { sliceUntil(text: string, end: number): string };
      const text = 'Déjà vu 👍🏽 ok';
      const published = await bundle<Graphemes>(join(charts, GRAPHEMES), false);
      expect(made).toBe(1);
      made = 0;
      const graphemes = await bundle<Graphemes>(join(proCharts, GRAPHEMES), true);
      const slice = await bundle<Slice>(join(charts, SLICE_UNTIL), true);
      expect(made).toBe(0);
      expect(graphemes.getGraphemeCount(text)).toBe(published.getGraphemeCount(text));
      expect(graphemes.getGraphemeCount(text)).toBe(12);
      expect(slice.sliceUntil(text, 9)).toBe('Déjà vu 👍🏽');
      expect(made).toBe(2);
      graphemes.getGraphemeCount(text);
      expect(made).toBe(2);
    } finally {
      intl.Segmenter = Segmenter;
    }
  });
});

describe('a chart animation’s start', () => {
  type Transition = { stop(): void };
  type Mod = { Transition: new (duration: number, easing: (t: number) => number, onTick: (t: number) => void) => Transition };

  it('runs the new transition’s first tick only, not every transition started before it in the task', async () => {
    const run = async (patched: boolean) => {
      const { Transition } = await bundle<Mod>(join(patched ? proCharts : charts, TRANSITION), patched);
      const ticks: number[][] = [[], [], [], [], []];
      const all = ticks.map(
        (seen) =>
          new Transition(
            300,
            (t) => t,
            (t) => seen.push(t),
          ),
      );
      for (const t of all) t.stop();
      return ticks;
    };
    // Published: the k-th of 5 transitions started in one task ticks 5 - k + 1 times, at the same time.
    expect((await run(false)).map((t) => t.length)).toEqual([5, 4, 3, 2, 1]);
    const patched = await run(true);
    expect(patched.map((t) => t.length)).toEqual([1, 1, 1, 1, 1]);
    for (const [t] of patched) expect(t).toBeLessThan(0.05);
  });
});

describe('the chart size hint', () => {
  const entry = (width: number, height: number, drawnWidth = 666, drawnHeight = 300) => ({ width, height, drawnWidth, drawnHeight });

  it('is none without a chart in the stand-in', () => {
    expect(chartSizeHintOf([])).toBeUndefined();
  });

  it('starts again from the first chart when the demo renders again from its root', () => {
    const hint = chartSizeHintOf([entry(600, 300), entry(400, 200)])!;
    expect(hint.take(undefined, undefined)).toEqual({ width: 600, height: 300 });
    hint.restart();
    expect(hint.take(undefined, undefined)).toEqual({ width: 600, height: 300 });
    expect(hint.take(undefined, undefined)).toEqual({ width: 400, height: 200 });
  });

  it('ends at a chart whose size props are not what its stand-in drew (the order drifted)', () => {
    const hint = chartSizeHintOf([entry(600, 300, 666, 300), entry(400, 200, 666, 200), entry(300, 100)])!;
    expect(hint.take(undefined, 300)).toEqual({ width: 600, height: 300 });
    expect(hint.take(undefined, 250)).toBeUndefined();
    expect(hint.take(undefined, undefined)).toBeUndefined();
  });

  it('gives no size where the stand-in SVG had none', () => {
    const hint = chartSizeHintOf([entry(0, 300), entry(500, 0)])!;
    expect(hint.take(undefined, undefined)).toBeUndefined();
    expect(hint.take(undefined, undefined)).toBeUndefined();
  });
});
