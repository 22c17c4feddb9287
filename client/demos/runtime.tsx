/**
 * The demo runtime: React, the Emotion cache and the docs theme, loaded
 * only when the first demo nears the viewport. Each demo gets its own React
 * root inside its placeholder, wrapped in an error boundary, so a crash
 * stays in its frame and the rest of the page keeps working.
 *
 * The frame holds the demo's first-paint stand-in (static build-time
 * markup, scripts/demos/standins.ts). The demo's code is loaded first (its
 * preloaded chunks evaluated one per task, preload.ts); then the demo is
 * pre-rendered hidden beside the stand-in (`<Activity mode="hidden">`: its
 * DOM and Emotion styles, in a commit of their own), styled and laid out
 * off screen in tasks of their own (pre-style.ts), and one later commit
 * reveals it in place of the stand-in, so the reader never sees an empty
 * frame, and the frame gets `data-demo-mounted`. The renders are
 * transitions, so React works on them in slices and yields to input
 * between them; demos take turns (one demo's renders and commits at a
 * time, yielding to the browser in between), so input stays responsive
 * while a page of demos mounts.
 */
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useColorScheme, type Theme } from '@mui/material/styles';
import { Activity, startTransition, Suspense, useEffect, useInsertionEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { STORAGE_KEYS } from '../../lib/constants';
import { parseMode } from '../../lib/theme-settings';
import { DOCS_THEME_DATA } from '../../ui/theme-data';
import { createDocsTheme } from '../../ui/theme';
import { docsThemeFromData, THEME_PREBUILT } from '../../ui/theme-prebuilt';
import { DEFAULT_DEMO_STRINGS, type DemoStrings } from '../../lib/client-config';
import { DemoBoundary } from './boundary';
import { createDemoCache, type Direction } from './demo-cache';
import { withEarlyStyles } from './early-styles';
import { withStyleBatches } from './style-batches';
import { flushDeferred, startDeferring, stopDeferring, withDeferredStyles } from './style-defer';
import { ChartHintStart, chartSizeHint, setChartSizeHint } from './chart-hint';
import { gridPreStyle, gridSizeHint, runGridBeforeReveal, setGridSizeHint } from './grid-hint';
import { preStyle, restorePreStyle } from './pre-style';
import { GridSliceContext, openGridSlices, sliceFallback } from './grid-slices';
import { endReveal, startReveal } from './reveal-flag';
import { themeNoSsr } from './theme-client';
import { evaluateImportsOf, yieldToBrowser } from './preload';
import { reportLoadFailure } from '../update-notice';

/** What to mount. */
export interface MountOptions {
  /** URL of the demo chunk (default export: the demo component). */
  chunk: string;
  /** Stylesheet the variant needs, linked before it mounts. */
  css?: string;
  /** Pro / premium demo: apply the licence key first. */
  plan?: boolean;
  licenseKey?: string;
  /** Wrap in the docs theme (the playground skips the theme wrapper). */
  themed: boolean;
  /** The page's demo strings (crash box); English when absent. */
  strings?: DemoStrings | undefined;
}

/** A mounted demo. */
export interface DemoHandle {
  /** Mounts another variant (new chunk / stylesheet). */
  update(options: MountOptions): void;
  /** Remounts from scratch (state lost). */
  reset(): void;
  /**
   * Renders `render()` in place of the demo's own component, inside the same
   * providers and boundary (the live editor's edited code); undefined goes
   * back to the demo.
   */
  override(render: (() => ReactNode) | undefined): void;
  unmount(): void;
}

const caches: Partial<Record<Direction, EmotionCache>> = {};
const themes: Partial<Record<Direction, Theme>> = {};
const modules = new Map<string, Promise<ComponentType>>();
const stylesheets = new Map<string, Promise<void>>();
const live = new Set<() => void>();
let licenseApplied: Promise<void> | undefined;

function direction(): Direction {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function cacheFor(dir: Direction): EmotionCache {
  // Styles compiled while the demo renders in slices, not in its commit (early-styles.ts); rules inserted later (a
  // reader's first click) in a small sheet of their own, so that Blink restyles what they style (style-batches.ts); a
  // hidden pre-render's rules inserted after its commit, in tasks of their own (style-defer.ts).
  caches[dir] ??= withDeferredStyles(withEarlyStyles(withStyleBatches(createDemoCache(dir))));
  return caches[dir];
}

/**
 * The docs theme (ui/theme.ts), made from the data the build computed (ui/theme-prebuilt.ts); with
 * `globalThis.__demoThemePrebuilt = false` (bench/demo-switches.ts, A/B runs) by MUI's `createTheme` as before.
 */
function themeFor(dir: Direction): Theme {
  themes[dir] ??= (globalThis as Record<string, unknown>)[THEME_PREBUILT] === false ? createDocsTheme(dir) : docsThemeFromData(dir, DOCS_THEME_DATA);
  return themes[dir];
}

/**
 * Builds the docs theme and the Emotion cache in a task of their own, while
 * the demo's code is still loading or evaluating, not in the first demo's
 * render (a slice React cannot split). The theme comes from data computed at
 * build time (ui/theme-prebuilt.ts): about 10 ms at 4x CPU, where MUI's
 * `createTheme` with both schemes' CSS variables took 50-60.
 */
function warmTheme(dir: Direction): void {
  if (themes[dir]) return;
  void yieldToBrowser().then(() => {
    themeFor(dir);
    cacheFor(dir);
  });
}

/** Links a stylesheet once; resolves when it has loaded (or failed: the demo still mounts). */
function linkStylesheet(href: string): Promise<void> {
  let p = stylesheets.get(href);
  if (!p) {
    p = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('data-demo-css', '');
      link.onload = () => resolve();
      link.onerror = () => resolve();
      document.head.append(link);
    });
    stylesheets.set(href, p);
  }
  return p;
}

function applyLicense(key: string): Promise<void> {
  licenseApplied ??= import('@mui/x-license').then(({ LicenseInfo }) => LicenseInfo.setLicenseKey(key));
  return licenseApplied;
}

/** Loads a demo's module (and its stylesheet, and for a paid demo the licence, applied before it renders); a failed load is forgotten so a retry fetches again. */
function loadDemo(o: MountOptions): Promise<ComponentType> {
  let p = modules.get(o.chunk);
  if (!p) {
    p = (async () => {
      // The licence is applied before the demo renders, not before its module runs (MUI X checks it when a
      // component renders): the licence module and the demo chunk load side by side, not one after the other.
      // Its imports are evaluated a chunk per task first, so the chunk's own import evaluates little.
      const code = evaluateImportsOf(o.chunk).then(() => import(o.chunk) as Promise<{ default?: unknown }>);
      const [mod] = await Promise.all([code, o.css ? linkStylesheet(o.css) : undefined, o.plan && o.licenseKey ? applyLicense(o.licenseKey) : undefined]);
      if (typeof mod.default !== 'function' && typeof mod.default !== 'object') throw new Error('The demo module has no default export.');
      return mod.default as ComponentType;
    })();
    modules.set(o.chunk, p);
    p.catch((e: unknown) => {
      modules.delete(o.chunk);
      // A chunk a deploy removed: the demo shows its error and the page offers a reload.
      reportLoadFailure(e);
    });
  }
  return p;
}

/** Stands for a demo whose code failed to load: its error boundary shows the error and a reset button. */
function failedDemo(error: unknown): ComponentType {
  return function FailedDemo() {
    throw error instanceof Error ? error : new Error(String(error));
  };
}

let commits: Promise<void> = Promise.resolve();

/** Runs a commit after the ones queued before it, then yields: one demo commit per task. */
function inTurn(commit: () => void | Promise<void>): void {
  commits = commits.then(async () => {
    try {
      await commit();
    } catch (error) {
      // Reported as uncaught, and the queue goes on with the next demo.
      setTimeout(() => {
        throw error;
      });
    }
    await yieldToBrowser();
  });
}

/** Keeps the demo theme's mode in line with the page's (settings panel, other tabs). */
function ModeSync() {
  const { setMode } = useColorScheme();
  useEffect(() => {
    const sync = () => {
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(STORAGE_KEYS.mode);
      } catch {
        // Storage blocked: the page keeps its mode for this visit only.
      }
      setMode(parseMode(stored));
    };
    window.addEventListener('docs:settings', sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener('docs:settings', sync);
      window.removeEventListener('storage', sync);
    };
  }, [setMode]);
  return null;
}

function Providers({ themed, dir, children }: { themed: boolean; dir: Direction; children: ReactNode }) {
  const inner = themed ? (
    <ThemeProvider theme={themeFor(dir)} disableStyleSheetGeneration noSsr={themeNoSsr()}>
      <ModeSync />
      {children}
    </ThemeProvider>
  ) : (
    children
  );
  return <CacheProvider value={cacheFor(dir)}>{inner}</CacheProvider>;
}

/** Calls `onCommit` in the commit that puts the tree on screen (before the browser paints it). */
function Committed({ onCommit }: { onCommit(): void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Calls `onPrerendered` in the commit that puts the hidden demo in the DOM:
 * insertion effects run in hidden trees too (layout effects do not), so this
 * is the commit that also inserted the demo's Emotion styles.
 */
function Prerendered({ onPrerendered }: { onPrerendered(): void }) {
  useInsertionEffect(onPrerendered, [onPrerendered]);
  return null;
}

/**
 * Starts keeping the Emotion rules of the commit that puts the hidden demo in the DOM (style-defer.ts): the first
 * insertion effect of that commit (it comes before the demo's own); `Prerendered`'s, the last, stops it.
 */
function DeferStyles({ cache }: { cache: EmotionCache }) {
  useInsertionEffect(() => startDeferring(cache), [cache]);
  return null;
}

/**
 * Keeps the stand-in on screen while the live demo is pre-rendered hidden
 * beside it: React clears the container in the root's first commit, and
 * this puts the stand-in's nodes back in the same commit, before the
 * browser paints; they leave in the commit that reveals the demo.
 */
function KeepStandIn({ container, nodes }: { container: HTMLElement; nodes: readonly ChildNode[] }) {
  useLayoutEffect(() => {
    container.prepend(...nodes.filter((n) => !n.isConnected));
    return () => {
      for (const n of nodes) n.remove();
      // The pre-render laid out off screen goes in the stand-in's place, in this same commit (pre-style.ts).
      restorePreStyle(container);
    };
  }, [container, nodes]);
  return null;
}

/** The first mount's stand-in: the frame's nodes as the server rendered them, and the container they are in. */
interface StandIn {
  container: HTMLElement;
  nodes: readonly ChildNode[];
}

/**
 * The root's element: the stand-in kept while the demo is pre-rendered
 * hidden, and the demo. `children` is one element object for both commits of
 * a first mount, so the reveal re-renders nothing of the demo (React bails
 * out on an element it has rendered): it only mounts the effects. A second
 * render of the demo would cost the reveal task its whole render again, and
 * a demo whose `defaultValue` is made during render (`dayjs()`) would warn
 * that it changed.
 */
function DemoApp({ standIn, children }: { standIn?: StandIn | undefined; children: ReactNode }) {
  return (
    <>
      {standIn && <KeepStandIn container={standIn.container} nodes={standIn.nodes} />}
      <Activity mode={standIn ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  );
}

/** Mounts a demo into `container` (its frame), replacing the stand-in once the demo's code has loaded. */
export function mountDemo(container: HTMLElement, initial: MountOptions): DemoHandle {
  let options = initial;
  let generation = 0;
  let attempt = 0;
  let dir = direction();
  let latest = 0;
  let unmounted = false;
  let override: (() => ReactNode) | undefined;
  // Set once the live demo has been revealed in place of the stand-in (the frame's nodes before React's).
  let revealed = false;
  const standInNodes = [...container.childNodes];
  // Settles the render in flight: its commit, an error that took the whole root down, or an unmount.
  let settle: (() => void) | undefined;
  const root: Root = createRoot(container, {
    onUncaughtError(error) {
      settle?.();
      reportError(error);
    },
  });
  const render = () => {
    const request = ++latest;
    const current = options;
    loadDemo(current)
      .catch((error: unknown) => failedDemo(error))
      .then((Demo) =>
        inTurn(
          () =>
            new Promise<void>((resolve) => {
              // A newer render (another variant, a reset) or an unmount came first.
              if (request !== latest || unmounted) {
                resolve();
                return;
              }
              // Cleared once the hidden render has committed, or the render settled otherwise (an error, an unmount).
              const done = () => {
                setGridSizeHint(undefined);
                setChartSizeHint(undefined);
                if (slices) slices.open = false;
                endReveal();
                resolve();
              };
              settle = done;
              const onRetry = () => {
                attempt += 1;
                render();
              };
              const onCommit = () => {
                container.setAttribute('data-demo-mounted', '');
                done();
              };
              // The first mount goes in two commits: the demo pre-rendered hidden beside the stand-in (its DOM and
              // Emotion styles), then, in a task of its own, revealed (layout effects: a grid measures itself and
              // renders its rows). Later renders (a variant, a reset, the editor) replace the live demo at once.
              const standIn = revealed ? undefined : { container, nodes: standInNodes };
              // The hidden render's gate of the grids' yields (client/demos/grid-slices.ts): the same object in the
              // reveal's render (no context change), closed in the hidden commit; none for a later render.
              const slices = standIn ? openGridSlices() : undefined;
              const strings = current.strings ?? DEFAULT_DEMO_STRINGS;
              const cache = cacheFor(dir);
              const demo = (
                <Providers themed={current.themed} dir={dir}>
                  {standIn && <DeferStyles cache={cache} />}
                  <ChartHintStart />
                  <Committed onCommit={onCommit} />
                  <DemoBoundary onReset={onRetry} strings={strings}>
                    <GridSliceContext value={slices}>
                      <Suspense fallback={sliceFallback()}>{override ? override() : <Demo />}</Suspense>
                    </GridSliceContext>
                  </DemoBoundary>
                  <Prerendered onPrerendered={onPrerendered} />
                </Providers>
              );
              const app = (hidden: StandIn | undefined) => (
                <DemoApp key={`${generation}:${attempt}:${current.chunk}:${dir}`} standIn={hidden}>
                  {demo}
                </DemoApp>
              );
              let prerendered = false;
              function onPrerendered() {
                if (!standIn || prerendered) return;
                prerendered = true;
                stopDeferring(cache);
                setGridSizeHint(undefined);
                setChartSizeHint(undefined);
                if (slices) slices.open = false;
                // The hidden commit's rules go in first, a slice per task (style-defer.ts), then the reveal in a task of its own.
                void yieldToBrowser()
                  .then(() => flushDeferred(cache, yieldToBrowser))
                  // Its style and layout computed off screen, in tasks of their own, not in the reveal's frame (pre-style.ts).
                  .then(() => (request !== latest || unmounted ? undefined : preStyle(container, standInNodes, gridPreStyle, yieldToBrowser)))
                  .then(() => yieldToBrowser())
                  .then(() => {
                    if (request !== latest || unmounted) return;
                    revealed = true;
                    // The hidden grids' own state gets the size their store has (grid-hint.ts): rendered within the reveal.
                    runGridBeforeReveal();
                    // Until the reveal has committed, MUI's patched components attach their nodes without a synchronous
                    // update (reveal-flag.ts): the grid's mount effects then run in a task of their own.
                    startReveal();
                    startTransition(() => root.render(app(undefined)));
                  });
              }
              // A Data Grid's first render starts from the size its stand-in shows (client/demos/grid-hint.ts), so it
              // draws its rows in the hidden render's slices, not in a second render at the reveal.
              setGridSizeHint(standIn ? gridSizeHint(standIn.nodes) : undefined);
              // The same for charts (client/demos/chart-hint.ts): a chart draws its axes and series in the hidden render,
              // and its measurement at the reveal finds the size it already has.
              setChartSizeHint(standIn ? chartSizeHint(standIn.nodes) : undefined);
              // A transition: React renders the demo in slices of a few milliseconds, yielding to input between
              // them, and the stand-in stays on screen until the commit that reveals the demo.
              startTransition(() => root.render(app(standIn)));
            }),
        ),
      );
  };
  const onSettings = () => {
    // A direction change needs a new Emotion cache and theme: remount.
    if (direction() === dir) return;
    dir = direction();
    render();
  };
  live.add(onSettings);
  if (live.size === 1) window.addEventListener('docs:settings', notifyAll);
  if (initial.themed) warmTheme(dir);
  render();
  return {
    update(next) {
      options = next;
      override = undefined;
      render();
    },
    override(next) {
      override = next;
      render();
    },
    reset() {
      generation += 1;
      render();
    },
    unmount() {
      unmounted = true;
      settle?.();
      live.delete(onSettings);
      root.unmount();
      container.removeAttribute('data-demo-mounted');
    },
  };
}

function notifyAll(): void {
  for (const fn of live) fn();
}
