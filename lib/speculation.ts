/**
 * Speculation rules (Chromium's prefetch and prerender of the next page).
 * The HTML carries `SPECULATION_RULES` (ui/Document.tsx, allowed by the CSP
 * by hash); the client adds `HOVER_SPECULATION_RULES` where the pointer can
 * hover (client/speculation.ts).
 */

/** Links that may be fetched ahead: same-origin pages, never the MCP endpoint or a link marked `data-no-prerender`. */
const SPECULATION_TARGETS = { and: [{ href_matches: '/*' }, { not: { href_matches: '/x/mcp' } }, { not: { selector_matches: '[data-no-prerender]' } }] };

/**
 * Speculation rules (Chromium) of every page, safe on any device: a link's
 * HTML is prefetched when the reader presses it (`conservative`), and the
 * page is prerendered on intent (`moderate`: a 200 ms hover, or the press;
 * on touch screens, Chromium's viewport heuristics). A prerendered page
 * starts its analytics only once shown, after the first frame that shows it
 * (client/analytics `whenActivated`).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: SPECULATION_TARGETS, eagerness: 'conservative' }],
  prerender: [{ where: SPECULATION_TARGETS, eagerness: 'moderate' }],
});

/** The attribute the client sets on a link the pointer rests on: the hover rules prerender the links that carry it (client/speculation.ts). */
export const PRERENDER_ATTRIBUTE = 'data-prerender';

/**
 * The localStorage key under which a prerendered page says it is parsed
 * (`<time origin> <path>`, removed at once), so that the page that asked for
 * it, told by a `storage` event, knows it is ready. Not a BroadcastChannel:
 * Chromium holds a prerendered page's messages until it is shown.
 */
export const PRERENDER_READY_KEY = 'mui-x-prerender-ready';

/**
 * The sessionStorage key of the tab's prerender back-off, `<skip> <next>`:
 * a press on a link whose prerender had not loaded (a miss: on this machine
 * and network a prerender does not finish while a pointer rests, and one
 * running in the background slows the plain navigation that follows, since
 * it shares the processor) makes the next `PRERENDER_SKIP_FIRST` presses of
 * the tab plain navigations with nothing prerendered; each further miss in
 * a row doubles that, up to `PRERENDER_SKIP_MAX`, and a prerender that is
 * shown resets it.
 */
export const PRERENDER_BACKOFF_KEY = 'mui-x-prerender-backoff';
/** Presses with no prerender after a first miss (PRERENDER_BACKOFF_KEY). */
export const PRERENDER_SKIP_FIRST = 3;
/** The most presses with no prerender after misses in a row. */
export const PRERENDER_SKIP_MAX = 48;

/**
 * The rules the client puts in place of the page's where the pointer can
 * hover (a mouse or a trackpad; client/speculation.ts): a link's HTML is
 * prefetched after a 10 ms hover or on the press (`eager` on desktop
 * Chromium), and a link is prerendered while it carries `data-prerender`,
 * which the client sets once the pointer has rested on it and takes away to
 * cancel a prerender that has not loaded when the link is pressed. Nothing
 * is prerendered on the press itself: a prerender started then, in a new
 * renderer process with cold caches, paints later than the plain navigation
 * it replaces (bench/navigation). Not in the HTML: where Chromium has no
 * hover heuristic (Android), `eager` means `immediate`, which would preload
 * every link of the sidebar.
 */
export const HOVER_SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: SPECULATION_TARGETS, eagerness: 'eager' }],
  prerender: [{ where: { and: [...SPECULATION_TARGETS.and, { selector_matches: `[${PRERENDER_ATTRIBUTE}]` }] }, eagerness: 'immediate' }],
});
