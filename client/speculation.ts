/**
 * Prerender on rest: where the pointer can hover (a mouse or a trackpad),
 * the page's own speculation rules (which prerender on a 200 ms hover or on
 * the press) give way to the hover rules (lib/speculation.ts): the link the
 * pointer rests on for `HOVER_PRERENDER_MS` is prerendered; a press that
 * comes sooner navigates plainly, with the HTML prefetched on the press; and
 * a press on a link whose prerender has not loaded yet cancels it, since
 * Chromium would otherwise hold the navigation until the prerender is done,
 * which on a slow machine is later than a plain navigation paints. After
 * such a miss the tab's next presses prerender nothing, more of them after
 * each miss in a row (PRERENDER_BACKOFF_KEY).
 * A prerendered page says when it is parsed through localStorage (the
 * inline loader, client/inline/load.ts).
 */
import { HOVER_SPECULATION_RULES, PRERENDER_ATTRIBUTE, PRERENDER_BACKOFF_KEY, PRERENDER_READY_KEY, PRERENDER_SKIP_FIRST, PRERENDER_SKIP_MAX } from '../lib/speculation';

/** How long the pointer rests on a link before its page is prerendered (Chromium's own `eager` waits 10 ms on desktop). */
export const HOVER_PRERENDER_MS = 10;
/** Links prerendered at once at most: a newer one takes the place of the oldest (Chromium keeps two `moderate` prerenders the same way). */
export const MAX_HOVER_PRERENDERS = 2;
/** How long after a prerendered page is shown it reads sessionStorage again (after its first frames, before a reader's next press). */
export const WARM_AFTER_SHOWN_MS = 300;

/** What this module uses of the window (`window` is one; the test passes a fake with a clock). */
export interface Win {
  matchMedia(query: string): Pick<MediaQueryList, 'matches'>;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
  addEventListener(type: 'storage', listener: (e: Pick<StorageEvent, 'key' | 'newValue'>) => void): void;
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'assign'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** What prerenderOnRest reads of a pointerover, pointerdown or click event. */
export type RestEvent = Pick<PointerEvent, 'target' | 'pointerType' | 'button' | 'isPrimary' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'preventDefault'>;

/** What prerenderOnRest uses of the document (`document` is one). */
export interface RestDocument {
  prerendering?: boolean;
  addEventListener(type: 'prerenderingchange', listener: () => void, options: { once: true }): void;
  addEventListener(type: 'pointerover' | 'pointerdown' | 'click', listener: (e: RestEvent) => void, options?: { capture: true }): void;
}

/** The tab's back-off (PRERENDER_BACKOFF_KEY): presses left with no prerender, and how many the next miss gives. */
interface Backoff {
  skip: number;
  next: number;
}

function readBackoff(win: Win): Backoff {
  try {
    const [skip, next] = (win.sessionStorage.getItem(PRERENDER_BACKOFF_KEY) ?? '').split(' ').map(Number);
    const ok = (n: number | undefined): n is number => Number.isInteger(n) && n! >= 0 && n! <= PRERENDER_SKIP_MAX;
    if (ok(skip) && ok(next)) return { skip, next };
  } catch {
    // Storage blocked: no back-off.
  }
  return { skip: 0, next: 0 };
}

function writeBackoff(win: Win, b: Backoff): void {
  try {
    win.sessionStorage.setItem(PRERENDER_BACKOFF_KEY, `${b.skip} ${b.next}`);
  } catch {
    // Storage blocked: the next rest prerenders again.
  }
}

/**
 * Links whose press navigates (PRESS_NAVIGATION_SELECTOR): the sidebar and the
 * previous / next page links, a reader moving from page to page.
 */
export const PRESS_NAVIGATION_SELECTOR = 'nav.nav-drawer a[href], nav.pager a[href]';

/** Whether link `a` leads to the page on screen (same path and query; a fragment does not count). */
function isPageOnScreen(a: Pick<HTMLAnchorElement, 'pathname' | 'search'>, location: Pick<Location, 'pathname' | 'search'>): boolean {
  return a.pathname === location.pathname && a.search === location.search;
}

/**
 * Whether the press `e` on link `a` navigates at once: a plain press of the
 * main mouse button (no modifier: those open tabs and windows) on a sidebar or
 * pager link to another page, in this tab. Not on touch (a press may start a
 * scroll), nor with a pen.
 */
export function navigatesOnPress(
  e: Pick<PointerEvent, 'pointerType' | 'button' | 'isPrimary' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  a: HTMLAnchorElement,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  if (e.pointerType !== 'mouse' || e.button !== 0 || !e.isPrimary || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.defaultPrevented) return false;
  if ((a.target && a.target !== '_self') || !a.matches(PRESS_NAVIGATION_SELECTOR)) return false;
  return !isPageOnScreen(a, location);
}

/** The same-origin page link an event came from, or null. */
function linkOf(target: EventTarget | null, origin: string): HTMLAnchorElement | null {
  const el = target && typeof (target as Element).closest === 'function' ? (target as Element).closest('a[href]') : null;
  if (!el || (el as HTMLAnchorElement).origin !== origin || el.hasAttribute('data-no-prerender') || el.hasAttribute('download')) return null;
  return el as HTMLAnchorElement;
}

/**
 * Puts the hover rules in place of the page's when the browser takes
 * speculation rules and the primary pointer hovers, and prerenders the links
 * the pointer rests on. @returns whether it did
 */
export function initHoverSpeculation(doc: Document, win: Win): boolean {
  if (typeof HTMLScriptElement === 'undefined' || !HTMLScriptElement.supports?.('speculationrules')) return false;
  if (!win.matchMedia('(hover: hover) and (pointer: fine)').matches) return false;
  // The page's rules are in <head> (ui/Document.tsx): the query need not walk the body's thousands of nodes.
  if (doc.head.querySelector('script[type=speculationrules][data-hover]')) return false;
  doc.head.querySelector('script[type=speculationrules]:not([data-hover])')?.remove();
  const script = doc.createElement('script');
  script.type = 'speculationrules';
  script.dataset.hover = '';
  script.textContent = HOVER_SPECULATION_RULES;
  doc.head.append(script);
  prerenderOnRest(doc, win);
  return true;
}

/** Marks the link the pointer rests on for the hover rules, and unmarks an unready one when pressed. */
export function prerenderOnRest(doc: RestDocument, win: Win): void {
  // A page's first sessionStorage read waits on the browser (a synchronous
  // IPC: 7 ms in a trace on a busy 2-core machine, in the press handler right
  // before the navigation). Read it now, so the press reads a warm copy;
  // a prerendered page does it again once shown, when the main thread is idle.
  readBackoff(win);
  if (doc.prerendering) doc.addEventListener('prerenderingchange', () => win.setTimeout(() => readBackoff(win), WARM_AFTER_SHOWN_MS), { once: true });
  const ready = new Set<string>();
  win.addEventListener('storage', (e) => {
    if (e.key === PRERENDER_READY_KEY && e.newValue) ready.add(e.newValue.slice(e.newValue.indexOf(' ') + 1));
  });
  const marked: HTMLAnchorElement[] = [];
  let hovered: HTMLAnchorElement | null = null;
  let timer: number | undefined;
  const mark = (a: HTMLAnchorElement) => {
    // The page on screen is never prerendered: after a press navigates, the pointer rests on the new
    // page's own sidebar link (Chromium sends it a pointerover), and a prerender of it is waste.
    if (isPageOnScreen(a, win.location)) return;
    if (marked.includes(a) || readBackoff(win).skip > 0) return;
    // A new prerender of the page: an earlier one of it, if any, is gone.
    ready.delete(a.pathname);
    a.setAttribute(PRERENDER_ATTRIBUTE, '');
    marked.push(a);
    while (marked.length > MAX_HOVER_PRERENDERS) marked.shift()!.removeAttribute(PRERENDER_ATTRIBUTE);
  };
  doc.addEventListener('pointerover', (e) => {
    const a = linkOf(e.target, win.location.origin);
    if (a === hovered) return;
    win.clearTimeout(timer);
    hovered = a;
    if (a) timer = win.setTimeout(() => mark(a), HOVER_PRERENDER_MS);
  });
  /** The link whose press navigated: the click that ends the press must not navigate again. */
  let pressed: HTMLAnchorElement | null = null;
  doc.addEventListener(
    'pointerdown',
    (e) => {
      // A press before the rest is over starts no prerender: the prefetch rule serves it.
      win.clearTimeout(timer);
      hovered = null;
      pressed = null;
      const a = linkOf(e.target, win.location.origin);
      if (!a) return;
      const i = marked.indexOf(a);
      const miss = i >= 0 && !ready.has(a.pathname);
      // The page changes on the press, not on the release that ends the click: a press lasts
      // about 100 ms, all of it before the browser would even start the navigation. It starts
      // before the bookkeeping below, which the browser's part of the navigation overlaps. A
      // miss waits for the click, by when Chromium has dropped the prerender (else it would
      // hold the navigation until the prerender loads).
      if (!miss && navigatesOnPress(e, a, win.location)) {
        pressed = a;
        win.location.assign(a.href);
      }
      const b = readBackoff(win);
      if (i < 0) {
        // A plain navigation: one press fewer to wait.
        if (b.skip > 0) writeBackoff(win, { skip: b.skip - 1, next: b.next });
      } else if (!miss) {
        // A hit: the prerender is shown.
        if (b.next > 0) writeBackoff(win, { skip: 0, next: 0 });
      } else {
        // A miss: cancel the prerender, and back off.
        a.removeAttribute(PRERENDER_ATTRIBUTE);
        marked.splice(i, 1);
        const next = Math.min(PRERENDER_SKIP_MAX, b.next ? b.next * 2 : PRERENDER_SKIP_FIRST);
        writeBackoff(win, { skip: next, next });
      }
    },
    { capture: true },
  );
  doc.addEventListener(
    'click',
    (e) => {
      if (pressed && linkOf(e.target, win.location.origin) === pressed) e.preventDefault();
      pressed = null;
    },
    { capture: true },
  );
}
