/**
 * Analytics, the ad slot runtime and service-worker registration. This
 * part ships with the page and stays small: the ad runtime, web vitals and
 * workbox-window each load with a dynamic import, and only when needed.
 */
import { TITLE_TIMING, TITLE_WAIT_MS, WEB_VITALS_SAMPLE_RATE } from '../../lib/constants';
import type { ClientConfig } from '../../lib/client-config';
import { shouldRegisterServiceWorker } from '../sw/host';
import { clickEvent, installGtag, userProperties, type Gtag } from './gtag';

/** <html> attributes that carry a user property. */
const WATCHED = ['data-code-variant', 'data-code-styling', 'data-mode', 'data-mui-color-scheme', 'dir', 'lang'];

function trackUserProperties(gtag: Gtag, locale: string): void {
  const root = document.documentElement;
  let last = '';
  const send = () => {
    const props = userProperties({ attr: (name) => root.getAttribute(name), locale, pixelRatio: window.devicePixelRatio });
    const key = JSON.stringify(props);
    if (key === last) return;
    last = key;
    gtag('set', 'user_properties', props);
  };
  send();
  new MutationObserver(send).observe(root, { attributes: true, attributeFilter: WATCHED });
  // A zoom or a move to another screen changes the pixel ratio.
  const watchRatio = () => {
    window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        send();
        watchRatio();
      },
      { once: true },
    );
  };
  watchRatio();
}

function startAds(config: ClientConfig, gtag: Gtag): void {
  const slot = document.querySelector<HTMLElement>('[data-ad-slot]');
  if (!slot || slot.dataset.adState !== 'loading') return;
  if (config.bot) {
    slot.dataset.adState = 'empty';
    return;
  }
  import('./ads')
    .then((m) => m.startAdSlot(slot, config, gtag))
    .catch(() => {
      slot.replaceChildren();
      slot.dataset.adState = 'hidden';
      gtag('event', 'ad', { eventAction: 'crash', eventLabel: 'load' });
    });
}

/** What afterShown uses of the window (`window` is one; the test passes a fake). */
export interface ShownEnv {
  setTimeout(handler: () => void, ms: number): unknown;
  requestAnimationFrame(callback: () => void): unknown;
  PerformanceObserver?: {
    readonly supportedEntryTypes?: readonly string[];
    new (callback: (list: { getEntries(): readonly object[] }) => void): { observe(options: { type: string; buffered: boolean }): void; disconnect(): void };
  };
}

/**
 * Runs `fn` in a task once the frame that shows the page has been presented:
 * when the h1's Element Timing entry (`TITLE_TIMING`) comes, or
 * `TITLE_WAIT_MS` at most; where there is no Element Timing, after the next
 * frame. Waiting for the main thread's frame only is not enough on a small
 * machine: work started then shares the processor with that frame's raster.
 */
export function afterShown(fn: () => void, env: ShownEnv = window): void {
  const PO = env.PerformanceObserver;
  if (!PO?.supportedEntryTypes?.includes('element')) {
    env.requestAnimationFrame(() => env.setTimeout(fn, 0));
    return;
  }
  let done = false;
  const observer = new PO((list) => {
    if (list.getEntries().some((e) => 'identifier' in e && e.identifier === TITLE_TIMING)) go();
  });
  function go() {
    if (done) return;
    done = true;
    observer.disconnect();
    env.setTimeout(fn, 0);
  }
  observer.observe({ type: 'element', buffered: true });
  env.setTimeout(go, TITLE_WAIT_MS);
}

/** What whenActivated uses of the document (`document` is one). */
export interface ActivationDocument {
  prerendering?: boolean;
  addEventListener(type: 'prerenderingchange', listener: () => void, options: { once: true }): void;
}

/**
 * Runs `start` now, or, on a page prerendered by the speculation rules
 * (client/inline/load.ts), only when the reader is shown it: a page prerendered
 * and never visited counts no page view, loads no tag and no ad. On
 * activation it waits until the first frame is presented (`later`), so the page the reader
 * clicked is painted before any of `start`'s work.
 */
export function whenActivated(doc: ActivationDocument, start: () => void, later: (fn: () => void) => void = afterShown): void {
  if (doc.prerendering) doc.addEventListener('prerenderingchange', () => later(start), { once: true });
  else start();
}

/** Runs `start` once the document's `load` event has fired (at once when it already has). */
export function afterLoad(win: { document: Pick<Document, 'readyState'>; addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void }, start: () => void): void {
  if (win.document.readyState === 'complete') start();
  // `load` fires on the window; a document listener never sees it.
  else win.addEventListener('load', () => start(), { once: true });
}

/** Starts analytics, the ad slot runtime and service-worker registration. */
export function initAnalytics(config: ClientConfig): void {
  const gtag = installGtag(window, document, config.gaId);
  trackUserProperties(gtag, config.locale);
  gtag('event', 'page_view', {
    page_title: document.title,
    page_location: location.origin + location.pathname,
    productId: config.productId,
    productCategoryId: config.categoryId,
  });
  document.addEventListener(
    'click',
    (event) => {
      const found = clickEvent(event.target);
      if (found) gtag('event', found[0], found[1]);
    },
    { capture: true },
  );
  if (Math.random() < WEB_VITALS_SAMPLE_RATE) {
    import('./vitals').then((m) => m.reportWebVitals(gtag)).catch(() => undefined);
  }
  // The ad is not part of the first view: its code (4 KB) is fetched once the page has loaded.
  afterLoad(window, () => startAds(config, gtag));
  if (shouldRegisterServiceWorker(location.hostname, config.productionHost, 'serviceWorker' in navigator)) {
    import('../sw/register').then((m) => m.registerServiceWorker()).catch(() => undefined);
  }
}
