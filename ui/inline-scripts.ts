/**
 * Inline scripts of every page. They run before first paint, so the reader
 * never sees the wrong colour scheme, direction, density or code variant.
 * CSP allows them by hash (computed by the build), not by nonce, so HTML
 * stays cacheable.
 */
import { AD, AD_SHAPE_ATTRIBUTE, EARLY_CLICKS, EXTRA_FONT_CSS, LOAD_FALLBACK_MS, OPEN_MENUS_SELECTOR, STORAGE_KEYS, TITLE_TIMING, TITLE_WAIT_MS } from '../lib/constants';
import { HASH_STYLING_ORDER } from '../lib/preferences';
import { PRERENDER_READY_KEY } from '../lib/speculation';

const K = STORAGE_KEYS;
const str = (v: string) => JSON.stringify(v);

/**
 * Set on <html> by HEAD_SCRIPT until the page has loaded: while it is there,
 * rows of the API tables out of view are not laid out or painted
 * (`content-visibility: auto`, ui/api-styles.ts), so the first frame of a
 * page with hundreds of props lays out only the rows on screen (on the
 * 4x-slowed bench, a 100 ms layout became a fraction of that). It goes at
 * `load` (a prerendered page: `TITLE_WAIT_MS` after it is shown, when the
 * frame that shows it has been presented: the relayout of every row would
 * otherwise share the processor with that frame's raster), or at the
 * first click, whichever comes first, so that every later measurement,
 * in-page link and find-in-page works on the real layout; a page opened at
 * a fragment never gets it, so the browser scrolls to exact positions.
 */
export const LAZY_ROWS_ATTRIBUTE = 'data-lazy-rows';

/**
 * Set on <html> by HEAD_SCRIPT, taken away by LOAD_SCRIPT once the frame
 * that shows the h1 has been presented: while it is there the sidebar's
 * links are `content-visibility: hidden` (ui/styles.ts), so the browser
 * neither styles, lays out nor paints them, and the first frame of a page
 * (or, for a prerendered page, the first frame after it is shown) carries
 * the header and the page alone. The sidebar is two thirds of most pages'
 * elements; its links appear in the next frame. Without scripts the
 * attribute is never set.
 */
export const LAZY_NAV_ATTRIBUTE = 'data-lazy-nav';

/**
 * Applies stored preferences to <html>: colour mode (system, light, dark;
 * system follows prefers-color-scheme), direction, density, API props
 * layout (expanded or collapsed list; the table has no attribute), and the code variant / styling chosen by the URL hash. Its storage
 * keys and hash rules come from lib/ (`STORAGE_KEYS`, `HASH_STYLING_ORDER`)
 * and ui/inline-scripts.test.ts runs it against `parseMode`,
 * `variantFromHash` and `stylingFromHash`.
 *
 * Until load it marks the page with `LAZY_ROWS_ATTRIBUTE`, and until the
 * h1 is on screen with `LAZY_NAV_ATTRIBUTE` (see there).
 *
 * It draws the ad's shape (`AD_SHAPE_ATTRIBUTE`: a text-only ad with
 * probability `AD.inlineShapeProbability`, else an image ad) so the ad
 * slot reserves the height of what it will show (ui/styles.ts) and the
 * ad runtime (client/analytics/ads.ts) shows that shape.
 *
 * It also adds the stylesheet that only some first paints need, so that no
 * other first paint waits for it: on a page that asks for the extra font
 * (`data-extra-font` on <html>), the font's stylesheet once its files are known to be cached
 * (`data-fonts`, stored by client/fonts.ts); without that the client adds it
 * after `load`.
 */
export const HEAD_SCRIPT =
  `(function(){var d=document.documentElement,e,f;d.setAttribute(${str(AD_SHAPE_ATTRIBUTE)},Math.random()<${AD.inlineShapeProbability}?'inline':'image');try{var s=localStorage,m=s.getItem(${str(K.mode)});if(m!=='light'&&m!=='dark')m='system';` +
  "e=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;d.setAttribute('data-mui-color-scheme',e);d.setAttribute('data-mode',m);" +
  `if(s.getItem(${str(K.direction)})==='rtl')d.dir='rtl';if(s.getItem(${str(K.dense)})==='true')d.setAttribute('data-dense','');` +
  `var l=s.getItem(${str(K.apiLayout)});if(l==='list'||l==='collapsed')d.setAttribute('data-api-layout',l);f=s.getItem(${str(K.fonts)})==='1'}catch(x){}` +
  "var h=location.hash;if(/\\.(js|tsx)$/.test(h)){d.setAttribute('data-code-variant',/\\.js$/.test(h)?'JS':'TS');" +
  `var o=${JSON.stringify(HASH_STYLING_ORDER)};for(var i=0;i<o.length;i++)if(h.indexOf(o[i]+'-')>=0){d.setAttribute('data-code-styling',o[i]);break}}` +
  "function c(u,b){var l=document.createElement('link');l.rel='stylesheet';l.href=u;if(b)l.setAttribute('blocking','render');document.head.appendChild(l)}" +
  `if(f&&d.hasAttribute('data-extra-font')){d.setAttribute('data-fonts','');c(${str(EXTRA_FONT_CSS)},1)}` +
  `d.setAttribute(${str(LAZY_NAV_ATTRIBUTE)},'');` +
  `if(!h){d.setAttribute(${str(LAZY_ROWS_ATTRIBUTE)},'');var z=function(){d.removeAttribute(${str(LAZY_ROWS_ATTRIBUTE)})};` +
  "document.addEventListener('click',z,{capture:true,once:true});" +
  `if(document.prerendering)document.addEventListener('prerenderingchange',function(){setTimeout(z,${TITLE_WAIT_MS})},{once:true});` +
  "else addEventListener('load',z,{once:true})}})()";

export { SPECULATION_RULES } from '../lib/speculation';

/** The attribute of the `docs-config` element that lists the client's module scripts (space-separated). */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

export { TITLE_TIMING, TITLE_WAIT_MS } from '../lib/constants';

/**
 * Loads the client's module scripts (listed on the `docs-config` element)
 * once the page's h1 is on screen: the frame that shows it is presented
 * before any byte of script is fetched or run, so neither stands before the
 * first, the largest or the title's paint. It listens for the h1's Element
 * Timing entry (Chromium), which comes when that frame is presented; a page
 * opened at a fragment (scrolled, so the h1 may be off screen) and browsers
 * without Element Timing go at the first contentful paint instead, and any
 * page goes `TITLE_WAIT_MS` after it if the h1 has not been painted by
 * then. Without the Paint Timing API it goes in the task after the first
 * frame. However the paint notices behave, it goes `LOAD_FALLBACK_MS`
 * after it ran at the latest, so the sidebar never stays empty. Going after the main thread's first frame was not enough: the
 * shell's run (18 ms on the 2-core bench machine, four times that with 4x
 * CPU) then held back the compositor's draw of that frame.
 *
 * A prerendered page has no frames until it is shown, and its whole point
 * is to have run its scripts by then: it loads them at once, and shows the
 * sidebar's links (`LAZY_NAV_ATTRIBUTE`) once the frame that shows it has
 * shown its h1, as any page does.
 * Once it is parsed (DOMContentLoaded) it says through localStorage that
 * it is ready to be shown (`PRERENDER_READY_KEY`, read by
 * client/speculation.ts in the page that asked): from then on activating it
 * paints the h1 on the next frame. Its client scripts need not have run:
 * waiting for them, or for `load`, made a prerender on a slow machine miss
 * a 150 ms rest.
 *
 * Until the client runs, a press on a script-driven button (`type=button`:
 * a menu, search, feedback; no native action of its own) is kept, and the
 * client presses it again once its handlers are in (client/early-clicks.ts),
 * so a reader's first click is never lost. A click outside an open menu (a
 * native `<details>`, which opens without scripts) closes it, as the
 * client's own handler does later (client/shell.ts).
 */
export const LOAD_SCRIPT =
  "(function(){var d=document,q=[],r=function(e){var t=e.target,b=t&&t.closest&&t.closest('button[type=button]');if(b)q.push(b);" +
  `d.querySelectorAll(${JSON.stringify(OPEN_MENUS_SELECTOR)}).forEach(function(m){m.contains(t)||(m.open=!1)})};` +
  `d.addEventListener('click',r,true);window[${JSON.stringify(EARLY_CLICKS)}]={clicks:q,listener:r};` +
  `var c=d.getElementById('docs-config'),u=((c&&c.getAttribute(${JSON.stringify(SCRIPTS_ATTRIBUTE)}))||'').split(' '),n=0;` +
  "function g(){if(n)return;n=1;for(var i=0;i<u.length;i++)if(u[i]){var s=d.createElement('script');s.type='module';s.src=u[i];d.head.appendChild(s)}}" +
  // The h1 is on screen: show the sidebar's links, load the scripts.
  `function w(){d.documentElement.removeAttribute(${JSON.stringify(LAZY_NAV_ATTRIBUTE)});g()}` +
  // Whatever the paint notices do, the sidebar and the scripts never wait longer than LOAD_FALLBACK_MS.
  `setTimeout(w,${LOAD_FALLBACK_MS});` +
  `if(d.prerendering){g();d.addEventListener('DOMContentLoaded',function(){try{var s=localStorage,k=${JSON.stringify(PRERENDER_READY_KEY)};s.setItem(k,performance.timeOrigin+' '+location.pathname);s.removeItem(k)}catch(x){}},{once:true})}` +
  // The h1's entry: go. The first contentful paint: go in a task, or TITLE_WAIT_MS later where the h1's entry may still come.
  `try{var P=PerformanceObserver,T=P.supportedEntryTypes,h=T.includes('element')&&!location.hash;if(T.includes('paint')){` +
  `var o=new P(function(l){l.getEntries().forEach(function(t){t.identifier==${JSON.stringify(TITLE_TIMING)}?w():t.name=='first-contentful-paint'&&setTimeout(w,h?${TITLE_WAIT_MS}:0)})});` +
  "o.observe({type:'paint',buffered:!0});h&&o.observe({type:'element',buffered:!0});return}}catch(x){}" +
  'requestAnimationFrame(function(){setTimeout(w,0)})})()';
