/**
 * The loader of every page, inlined at the end of <body> (bundled by
 * scripts/build-inline.ts, allowed in the CSP by the hash of that output).
 * It loads the client's module scripts (listed on the `docs-config`
 * element's `SCRIPTS_ATTRIBUTE`) once the page's h1 is on screen: the frame
 * that shows it is presented before any byte of script is fetched or run,
 * so neither stands before the first, the largest or the title's paint.
 *
 * - It listens for the h1's Element Timing entry (Chromium), which comes
 *   when that frame is presented. A page opened at a fragment (scrolled, so
 *   the h1 may be off screen) and browsers without Element Timing go at the
 *   first contentful paint instead; any page goes `TITLE_WAIT_MS` after it
 *   if the h1 has not been painted by then. Without the Paint Timing API it
 *   goes in the task after the first frame.
 * - However the paint notices behave, it goes `LOAD_FALLBACK_MS` after it
 *   ran at the latest, so the sidebar never stays empty.
 * - A prerendered page has no frames until it is shown, and its point is to
 *   have run its scripts by then: it loads them at once. Once parsed it says
 *   through localStorage that it is ready to be shown (`PRERENDER_READY_KEY`,
 *   read by client/speculation.ts in the page that asked).
 * - Until the client runs, a press on a script-driven button (`type=button`:
 *   a menu, search, feedback) is kept, and the client presses it again once
 *   its handlers are in (client/early-clicks.ts), so a reader's first click
 *   is never lost. A search shortcut (Ctrl/Cmd+K, `/`) pressed by then is
 *   kept as a press on the search button, and its default (Chromium's
 *   address bar search) is prevented. A click outside an open menu (a native `<details>`)
 *   closes it, as the client's own handler does later (client/shell.ts).
 *
 * Tested in Chromium: tests/e2e/inline-scripts.spec.ts.
 */
import { EARLY_CLICKS, LAZY_NAV_ATTRIBUTE, LOAD_FALLBACK_MS, OPEN_MENUS_SELECTOR, SCRIPTS_ATTRIBUTE, TITLE_TIMING, TITLE_WAIT_MS } from '../../lib/constants';
import { isSearchShortcut } from '../search/shortcut';
import { PRERENDER_READY_KEY } from '../../lib/speculation';

const clicks: HTMLButtonElement[] = [];
const listener = (event: Event) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement>('button[type=button]');
  if (button) clicks.push(button);
  document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS_SELECTOR).forEach((menu) => {
    if (!menu.contains(target)) menu.open = false;
  });
};
const keys = (event: KeyboardEvent) => {
  if (!isSearchShortcut(event)) return;
  const search = document.querySelector<HTMLButtonElement>('button[type=button][data-search-open]');
  if (!search) return;
  event.preventDefault();
  if (!clicks.includes(search)) clicks.push(search);
};
document.addEventListener('click', listener, true);
document.addEventListener('keydown', keys);
Reflect.set(window, EARLY_CLICKS, { clicks, listener, keys });

const scripts = (document.getElementById('docs-config')?.getAttribute(SCRIPTS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
let loaded = false;
function loadScripts(): void {
  if (loaded) return;
  loaded = true;
  for (const src of scripts) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.appendChild(script);
  }
}

/** The h1 is on screen: show the sidebar's links, load the scripts. */
function go(): void {
  document.documentElement.removeAttribute(LAZY_NAV_ATTRIBUTE);
  loadScripts();
}

setTimeout(go, LOAD_FALLBACK_MS);

if (document.prerendering) {
  loadScripts();
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      try {
        localStorage.setItem(PRERENDER_READY_KEY, `${performance.timeOrigin} ${location.pathname}`);
        localStorage.removeItem(PRERENDER_READY_KEY);
      } catch {
        // Storage blocked: the page that asked shows it without the notice.
      }
    },
    { once: true },
  );
}

function watchPaints(): boolean {
  if (typeof PerformanceObserver !== 'function') return false;
  const types = PerformanceObserver.supportedEntryTypes;
  if (!types.includes('paint')) return false;
  const titleTiming = types.includes('element') && !location.hash;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as PerformanceEntry & { identifier?: string }).identifier === TITLE_TIMING) go();
      else if (entry.name === 'first-contentful-paint') setTimeout(go, titleTiming ? TITLE_WAIT_MS : 0);
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  if (titleTiming) observer.observe({ type: 'element', buffered: true });
  return true;
}

let watching = false;
try {
  watching = watchPaints();
} catch {
  // An observer that throws counts as none.
}
if (!watching) requestAnimationFrame(() => setTimeout(go, 0));
