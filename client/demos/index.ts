/**
 * Demo islands on docs pages. The frames are server-rendered (with a
 * stand-in of the demo); this module wires their toolbars and, when a frame
 * nears the viewport, loads the React runtime (once) and the demo's chunk
 * and mounts it in place: at once when the frame is in the viewport, in an
 * idle moment when it is only near it (within DEMO_ROOT_MARGIN). Demos far
 * from the viewport never load. Pages without demos load nothing more.
 *
 * Nothing mounts before the page has settled (whenSettled): the stand-ins
 * are the page's first paint; the demos go live when the browser is first
 * idle after `load`, or at once on a reader's first gesture. The runtime
 * renders each demo interruptibly and commits one demo per task, so input
 * stays responsive while they mount. Bots and printed pages keep the
 * stand-ins; a prerendered page waits until it is shown. At `load`, the
 * code of the demos in view (runtime, chunks and their imports) is
 * preloaded (client/demos/preload.ts), so it is there when they mount.
 */
import { DEFAULT_CLIENT_STRINGS, type ClientConfig } from '../../lib/client-config';
import { stylingFromHash, variantFromHash } from '../../lib/preferences';
import { writePreference } from '../cookies';
import { DEMO_ROOT_MARGIN } from './config';
import { demoIdFromHash, effectiveStyling } from './hash';
import { warmIntl } from './intl-warm';
import { evaluateInTurn, preloadDemoCode } from './preload';
import { prepareReactErrors } from './react-errors';
import type * as LiveEditModule from './live-edit';
import type * as RuntimeModule from './runtime';
import type { DemoHandle, MountOptions } from './runtime';
import { reportLoadFailure } from '../update-notice';
import { currentStyling, currentVariant, initToolbars, setStyling, setVariant, shownSource, stylingsOf } from './toolbar';

type Runtime = typeof RuntimeModule;

let runtime: Promise<Runtime> | undefined;
let liveEdit: Promise<typeof LiveEditModule> | undefined;
const mounted = new Map<HTMLElement, { handle: Promise<DemoHandle>; chunk: string }>();
/** Set once the page is being printed: nothing mounts after that. */
let printing = false;
/** Set once the demos started mounting: a preload after that would come too late. */
let settled = false;

function optionsFor(demo: HTMLElement, config: ClientConfig): MountOptions {
  const styling = effectiveStyling(currentStyling(), stylingsOf(demo));
  const chunk = demo.getAttribute(`data-chunk-${styling}`) ?? demo.getAttribute('data-chunk-system') ?? '';
  const css = demo.getAttribute(`data-css-${styling}`) ?? undefined;
  return { chunk, css, plan: demo.hasAttribute('data-plan'), licenseKey: config.licenseKey || undefined, themed: true, strings: config.demoStrings };
}

function mount(demo: HTMLElement, config: ClientConfig): void {
  const frame = demo.querySelector<HTMLElement>('[data-demo-frame]');
  if (!frame || mounted.has(demo)) return;
  const options = optionsFor(demo, config);
  warmIntl();
  // React DOM's sentinel errors, made from this short stack before its module runs (client/demos/react-errors.ts).
  prepareReactErrors();
  // The runtime's chunks (React, MUI) are evaluated one per task before it, not as one long task.
  runtime ??= evaluateInTurn(config.demoRuntime ?? []).then(() => import('./runtime'));
  const handle = runtime.then((r) => r.mountDemo(frame, options));
  mounted.set(demo, { handle, chunk: options.chunk });
  handle.catch((e: unknown) => {
    // The runtime itself failed to load (offline, or a deploy removed it: the reader is told): allow a later retry.
    mounted.delete(demo);
    runtime = undefined;
    reportLoadFailure(e);
  });
}

/** The demo's handle, mounting the demo first when it has not neared the viewport yet. */
function handleOf(demo: HTMLElement, config: ClientConfig): Promise<DemoHandle> {
  mount(demo, config);
  const m = mounted.get(demo);
  return m ? m.handle : Promise.reject(new Error('The demo has no frame.'));
}

/** Opens a demo's live editor, loading the editor (and sucrase) on the first edit of the page. */
function edit(demo: HTMLElement, config: ClientConfig): void {
  liveEdit ??= import('./live-edit');
  liveEdit.then(
    (m) =>
      m.openEditor(demo, {
        handle: () => handleOf(demo, config),
        chunk: () => mounted.get(demo)?.chunk ?? optionsFor(demo, config).chunk,
        variant: currentVariant,
        styling: () => effectiveStyling(currentStyling(), stylingsOf(demo)),
        original: (variant) => shownSource(demo, variant),
        strings: config.demoStrings,
      }),
    (e: unknown) => {
      // Offline (the next click tries again), or a deploy removed it (the reader is told).
      liveEdit = undefined;
      reportLoadFailure(e);
    },
  );
}

function remountChangedStylings(config: ClientConfig): void {
  for (const [demo, m] of mounted) {
    const options = optionsFor(demo, config);
    if (options.chunk === m.chunk) continue;
    m.chunk = options.chunk;
    void m.handle.then((h) => h.update(options));
  }
}

/** Runs `fn` when the browser is idle (at the latest after 3 s; after a short timeout where requestIdleCallback is missing). */
function whenIdle(fn: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => fn(), { timeout: 3000 });
  else setTimeout(fn, 200);
}

/** A reader's hand on the page: any of these wakes the demos at once, before the browser is idle. */
const READER_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'] as const;

/** How long after `load` the demos wait for an idle moment at most (requestIdleCallback's timeout). */
const IDLE_TIMEOUT_MS = 1000;

type PrerenderingDocument = Document & { prerendering?: boolean };

/** Pages that keep their stand-ins: bots (the worker's isbot, in the client config) and pages opened for printing. */
function keepsStandIns(config: ClientConfig): boolean {
  return config.bot || window.matchMedia('print').matches;
}

/**
 * Runs `fn` once the page is shown and settled: when the browser is first
 * idle after `load`, or at the first pointer, touch, wheel, scroll, key or
 * focus, whichever comes first. A prerendered page waits until it is shown
 * (the reader may never come), then follows the same rule.
 */
function whenSettled(fn: () => void): void {
  const doc = document as PrerenderingDocument;
  if (doc.prerendering === true) {
    document.addEventListener('prerenderingchange', () => whenSettled(fn), { once: true });
    return;
  }
  let done = false;
  const go = (e?: Event) => {
    // The page's own scrolling of an inner box (the sidebar showing the current link) is not a reader.
    if (e?.type === 'scroll' && e.target !== document) return;
    if (done) return;
    done = true;
    for (const type of READER_EVENTS) window.removeEventListener(type, go, true);
    fn();
  };
  for (const type of READER_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
  // Already here: scrolled, or the pointer over the page.
  if (window.scrollY !== 0 || document.documentElement.matches(':hover')) go();
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => go(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(() => go(), 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Scrolls to the demo a `#<id>.js`-style hash names (no element has that id, so the browser does not). */
function scrollToHashDemo(): void {
  const id = demoIdFromHash(location.hash);
  const el = id ? document.getElementById(id) : null;
  if (el?.classList.contains('demo')) el.scrollIntoView();
}

/** The hash's variant / styling is the reader's choice too: written back to the cookies. */
function persistHashChoice(): void {
  const variant = variantFromHash(location.hash);
  const styling = stylingFromHash(location.hash);
  if (variant) writePreference('codeVariant', variant);
  if (styling) writePreference('codeStyling', styling);
}

function start(config: ClientConfig): void {
  const demos = [...document.querySelectorAll<HTMLElement>('.demo[data-demo]')];
  if (!demos.length) return;
  persistHashChoice();
  initToolbars(
    {
      reset: (demo) => {
        const m = mounted.get(demo);
        if (m) void m.handle.then((h) => h.reset());
        else mount(demo, config);
      },
      stylingChanged: () => remountChangedStylings(config),
      edit: (demo) => edit(demo, config),
    },
    { ...DEFAULT_CLIENT_STRINGS, ...config.strings },
  );
  window.addEventListener('hashchange', () => {
    // A demo link followed inside the page: apply its view as the head script does on load.
    const variant = variantFromHash(location.hash);
    const styling = stylingFromHash(location.hash);
    if (variant) setVariant(variant);
    if (styling && styling !== currentStyling()) {
      setStyling(styling);
      remountChangedStylings(config);
    }
    scrollToHashDemo();
  });
  scrollToHashDemo();
  if (keepsStandIns(config)) return;
  // Printing from here on keeps what is on screen: demos not yet mounted stay stand-ins.
  window.addEventListener('beforeprint', () => (printing = true));
  whenLoaded(() => preloadInView(demos, config));
  whenSettled(() => {
    settled = true;
    observe(demos, config);
  });
}

/** Runs `fn` at `load` (in the next task when it has passed); a prerendered page waits until it is shown. */
function whenLoaded(fn: () => void): void {
  if ((document as PrerenderingDocument).prerendering === true) {
    document.addEventListener('prerenderingchange', () => whenLoaded(fn), { once: true });
    return;
  }
  // Already past: in a task of its own, not in the shell's start-up task (client/entry.ts).
  if (document.readyState === 'complete') setTimeout(fn, 0);
  else window.addEventListener('load', fn, { once: true });
}

/** How far above and below the viewport a demo counts as near (the observer's root margin). */
const NEAR_PX = parseInt(DEMO_ROOT_MARGIN, 10) || 0;

/**
 * Preloads the code of the demos in the viewport (or, when none is, of the
 * first one near it): the ones that mount first once the page settles.
 */
function preloadInView(demos: HTMLElement[], config: ClientConfig): void {
  if (settled || printing || !config.demoRuntime?.length) return;
  const inView: HTMLElement[] = [];
  let near: HTMLElement | undefined;
  for (const demo of demos) {
    const box = demo.getBoundingClientRect();
    // Frames follow the page's order: past the first far below the viewport, none is near.
    if (box.top >= window.innerHeight + NEAR_PX) break;
    if (box.height === 0) continue;
    if (box.bottom > 0 && box.top < window.innerHeight) inView.push(demo);
    else if (!near && box.bottom > -NEAR_PX) near = demo;
  }
  const chosen = inView.length ? inView : near ? [near] : [];
  // ICU's data loaded by a worker while the code downloads, not by the first demo's Intl object (intl-warm.ts).
  if (chosen.length) warmIntl();
  preloadDemoCode(
    config.demoRuntime,
    chosen.map((demo) => optionsFor(demo, config).chunk),
  );
}

/** Mounts each demo as it nears the viewport (not once the page is being printed). */
function observe(demos: HTMLElement[], config: ClientConfig): void {
  const auto = (demo: HTMLElement) => {
    if (!printing) mount(demo, config);
  };
  if (!('IntersectionObserver' in window)) {
    for (const demo of demos) auto(demo);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        observer.unobserve(e.target);
        const demo = e.target as HTMLElement;
        const box = e.boundingClientRect;
        // On screen: the reader is looking at it. Off screen but near: when the browser is idle.
        if (box.bottom > 0 && box.top < window.innerHeight) auto(demo);
        else whenIdle(() => auto(demo));
      }
    },
    { rootMargin: DEMO_ROOT_MARGIN },
  );
  for (const demo of demos) observer.observe(demo);
}

/** Finds demo frames, wires their toolbars and loads each demo when it nears the viewport. */
export function initDemos(config: ClientConfig): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => start(config), { once: true });
  else start(config);
}
