/**
 * The global `gtag` every event goes through. It only
 * appends to `dataLayer`; Google's tag script, loaded when a measurement id
 * is configured, reads that queue. Without an id nothing leaves the page,
 * and tests read every event from `dataLayer`.
 */

/** The tag function's call shape. */
export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Where Google's tag script lives. */
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** The tag script URL for a measurement id, or undefined for an invalid id. */
export function gtagScriptUrl(id: string | undefined): string | undefined {
  if (!id || !/^[A-Z]{1,4}-[A-Z0-9-]{4,24}$/i.test(id)) return undefined;
  return `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
}

/**
 * Defines `window.gtag` (kept if already there) and, with a valid id,
 * loads the real tag.
 * @example const gtag = installGtag(window, document, '');
 */
export function installGtag(win: Window, doc: Document, measurementId: string | undefined): Gtag {
  const layer = (win.dataLayer ??= []);
  if (typeof win.gtag !== 'function') {
    // gtag.js expects the arguments object itself, not an array.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads the arguments object itself (see above)
      layer.push(arguments);
    };
  }
  const src = gtagScriptUrl(measurementId);
  if (src && !doc.querySelector(`script[src="${src}"]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    doc.head.append(script);
    win.gtag('js', new Date());
    win.gtag('config', measurementId, { send_page_view: false });
  }
  return win.gtag;
}

/** Device pixel ratio rounded to one decimal. */
export function roundPixelRatio(ratio: number): number {
  return Number.isFinite(ratio) && ratio > 0 ? Math.round(ratio * 10) / 10 : 1;
}

/** What the user properties are read from. */
export interface PropertySource {
  attr(name: string): string | null;
  locale: string;
  pixelRatio: number;
}

/** The reader's settings as analytics user properties. */
export function userProperties(src: PropertySource): Record<string, string | number> {
  const pick = (value: string | null, allowed: readonly string[], fallback: string) => (value && allowed.includes(value) ? value : fallback);
  return {
    codeVariant: pick(src.attr('data-code-variant'), ['TS', 'JS'], 'TS'),
    codeStylingVariant: pick(src.attr('data-code-styling'), ['system', 'tailwind', 'css'], 'system'),
    colorMode: pick(src.attr('data-mode'), ['system', 'light', 'dark'], 'system'),
    paletteMode: pick(src.attr('data-mui-color-scheme'), ['light', 'dark'], 'light'),
    direction: pick(src.attr('dir'), ['ltr', 'rtl'], 'ltr'),
    userLanguage: src.locale || 'en',
    devicePixelRatio: roundPixelRatio(src.pixelRatio),
  };
}

/** The event a click on `target` reports, from the nearest `data-ga-event-*` element. */
export function clickEvent(target: EventTarget | null): [string, Record<string, string | null>] | undefined {
  const start = target && (target as Node).nodeType === 3 ? (target as Node).parentElement : (target as Element | null);
  const el = start && typeof start.closest === 'function' ? start.closest('[data-ga-event-category]') : null;
  const category = el?.getAttribute('data-ga-event-category');
  if (!el || !category) return undefined;
  return [category, { eventAction: el.getAttribute('data-ga-event-action'), eventLabel: el.getAttribute('data-ga-event-label') }];
}
