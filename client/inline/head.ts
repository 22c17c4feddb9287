/**
 * The pre-paint script of every page, inlined at the top of <head> (the
 * build bundles it with esbuild into an IIFE, scripts/build-inline.ts; the
 * worker allows it in the CSP by the hash of that output). It runs before
 * first paint, so the reader never sees the wrong colour scheme, direction,
 * density, API layout or code variant, and it reads them with the same
 * rules the rest of the site uses (lib/theme-settings.ts, lib/preferences.ts).
 *
 * Until load it marks the page with `LAZY_ROWS_ATTRIBUTE`, and until the h1
 * is on screen with `LAZY_NAV_ATTRIBUTE` (lib/constants.ts says why).
 *
 * It draws the ad's shape (`AD_SHAPE_ATTRIBUTE`: a text-only ad with
 * probability `AD.inlineShapeProbability`, else an image ad) first of all,
 * so the ad slot reserves the height of what it will show (ui/styles.ts)
 * and the ad runtime (client/analytics/ads.ts) shows that shape.
 *
 * It also adds the stylesheet only some first paints need: on a page that
 * asks for the extra font (`data-extra-font` on <html>), the font's
 * stylesheet once its files are known to be cached (`STORAGE_KEYS.fonts`,
 * stored by client/fonts.ts); without that the client adds it after `load`.
 *
 * Tested in Chromium: tests/e2e/inline-scripts.spec.ts.
 */
import { AD, AD_SHAPE_ATTRIBUTE, EXTRA_FONT_CSS, LAZY_NAV_ATTRIBUTE, LAZY_ROWS_ATTRIBUTE, STORAGE_KEYS, TITLE_WAIT_MS } from '../../lib/constants';
import { stylingFromHash, variantFromHash } from '../../lib/preferences';
import { effectiveMode, parseMode } from '../../lib/theme-settings';

const html = document.documentElement;
html.setAttribute(AD_SHAPE_ATTRIBUTE, Math.random() < AD.inlineShapeProbability ? 'inline' : 'image');
const silent = { error: () => undefined };
let fontsCached = false;
try {
  const stored = localStorage;
  const mode = parseMode(stored.getItem(STORAGE_KEYS.mode), silent);
  html.setAttribute('data-mui-color-scheme', effectiveMode(mode, matchMedia('(prefers-color-scheme: dark)').matches));
  html.setAttribute('data-mode', mode);
  if (stored.getItem(STORAGE_KEYS.direction) === 'rtl') html.dir = 'rtl';
  if (stored.getItem(STORAGE_KEYS.dense) === 'true') html.setAttribute('data-dense', '');
  const layout = stored.getItem(STORAGE_KEYS.apiLayout);
  if (layout === 'list' || layout === 'collapsed') html.setAttribute('data-api-layout', layout);
  fontsCached = stored.getItem(STORAGE_KEYS.fonts) === '1';
} catch {
  // Storage blocked (a sandboxed frame, strict privacy settings): the server's defaults stand.
}

const hash = location.hash;
const variant = variantFromHash(hash);
if (variant) html.setAttribute('data-code-variant', variant);
const styling = stylingFromHash(hash);
if (styling) html.setAttribute('data-code-styling', styling);

if (fontsCached && html.hasAttribute('data-extra-font')) {
  html.setAttribute('data-fonts', '');
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = EXTRA_FONT_CSS;
  link.setAttribute('blocking', 'render');
  document.head.appendChild(link);
}

html.setAttribute(LAZY_NAV_ATTRIBUTE, '');
// A page opened at a fragment never gets it: the browser scrolls to exact positions.
if (!hash) {
  html.setAttribute(LAZY_ROWS_ATTRIBUTE, '');
  const layOut = () => html.removeAttribute(LAZY_ROWS_ATTRIBUTE);
  document.addEventListener('click', layOut, { capture: true, once: true });
  // A prerendered page: TITLE_WAIT_MS after it is shown, when the frame that shows it has been presented.
  if (document.prerendering) document.addEventListener('prerenderingchange', () => setTimeout(layOut, TITLE_WAIT_MS), { once: true });
  else addEventListener('load', layOut, { once: true });
}
