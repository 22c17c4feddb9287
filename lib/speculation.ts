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

/**
 * The rules the client adds where the pointer can hover (a mouse or a
 * trackpad; client/speculation.ts): the link under the pointer is prefetched
 * and prerendered after a 10 ms hover (`eager` on desktop Chromium), so a
 * reader who rests on a link for a moment before pressing it gets a page
 * that has already loaded, laid out and run its scripts. Chromium keeps the
 * two most recent such prerenders and cancels older ones. Not in the HTML:
 * where Chromium has no hover heuristic (Android), `eager` means
 * `immediate`, which would preload every link of the sidebar.
 */
export const HOVER_SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: SPECULATION_TARGETS, eagerness: 'eager' }],
  prerender: [{ where: SPECULATION_TARGETS, eagerness: 'eager' }],
});
