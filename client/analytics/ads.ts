/**
 * The ad slot's browser runtime: a thin layer that gives the state machine
 * of lib/ads.ts its probes, timers and rendering. Loaded on demand, only
 * on pages that have a slot. Ads from the network are built with DOM APIs
 * (text nodes, checked URLs); no HTML from the network is ever injected.
 */
import inHouseAds from '../../content/ads.json';
import { createAdDriver, isBackersLink, type AdDriver, type AdProbe, type AdShape, type AdState } from '../../lib/ads';
import { AD, AD_SHAPE_ATTRIBUTE, LOCALES, type Locale } from '../../lib/constants';
import { localizePath } from '../../lib/routing';
import { DEFAULT_CLIENT_STRINGS, type ClientConfig, type ClientStrings } from '../../lib/client-config';
import { adScriptUrl, adServiceUrl, fetchNetworkAd, type NetworkAd } from './ad-network';
import type { Gtag } from './gtag';

/** An in-house ad (content/ads.json); `description` is our own HTML. */
export interface InHouseAd {
  name: string;
  link: string;
  img: string;
  description: string;
  poweredby: string;
  label: string;
}

const ADS = inHouseAds as InHouseAd[];

/** The ad network's element: the one its script writes, or the one we build from its JSON. */
export const NETWORK_AD_SELECTOR = '#carbonads, [data-network-ad]';

/** The display ratio written by the server (ad config), or the default. */
export function displayRatioOf(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 && n <= 1 ? n : AD.displayRatio;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function image(src: string, alt: string): HTMLImageElement {
  const img = el('img', 'ad-img');
  img.width = AD.imageWidth;
  img.height = AD.imageHeight;
  img.alt = alt;
  img.decoding = 'async';
  img.src = src;
  return img;
}

function card(shape: AdShape, link: HTMLAnchorElement, visual: HTMLElement | undefined, text: HTMLElement, by: string): HTMLElement {
  const box = el('div', 'ad-card');
  box.dataset.adShape = shape;
  const body = el('span', 'ad-body');
  body.append(text, el('span', 'ad-by', by));
  if (visual && shape === 'image') link.append(visual);
  link.append(body);
  box.append(link);
  return box;
}

/** An in-house ad as DOM; `strings` label it in the page's language. */
export function inHouseCard(ad: InHouseAd, shape: AdShape, locale: string, strings: ClientStrings = DEFAULT_CLIENT_STRINGS): HTMLElement {
  const link = el('a', 'ad');
  link.href = ad.link.startsWith('/x/') && (LOCALES as readonly string[]).includes(locale) ? localizePath(ad.link, locale as Locale) : ad.link;
  link.dataset.gaEventCategory = 'ad';
  link.dataset.gaEventAction = 'click';
  link.dataset.gaEventLabel = ad.label;
  const text = el('span', 'ad-text');
  // Our own, reviewed HTML from content/ads.json (never the network's).
  text.innerHTML = ad.description;
  return card(shape, link, image(ad.img, ad.name), text, strings.adBy.replace('{name}', ad.poweredby));
}

/** A network ad from the JSON endpoint as DOM, text only through text nodes. */
export function networkCard(ad: NetworkAd, shape: AdShape, strings: ClientStrings = DEFAULT_CLIENT_STRINGS): HTMLElement {
  const link = el('a', 'ad');
  link.href = ad.statlink;
  link.target = '_blank';
  link.rel = 'noopener noreferrer sponsored';
  const text = el('span', 'ad-text');
  text.append(el('strong', undefined, ad.company), ` — ${ad.description}`);
  const box = card(shape, link, ad.image ? image(ad.image, ad.company) : undefined, text, strings.adNetwork);
  box.dataset.networkAd = '';
  // Impression and tracking pixels, each loaded as an image.
  for (const src of [...(ad.statimp ? [ad.statimp] : []), ...ad.pixels]) {
    const px = el('img', 'ad-pixel');
    px.alt = '';
    px.width = 1;
    px.height = 1;
    px.hidden = true;
    px.referrerPolicy = 'no-referrer';
    px.src = src;
    box.append(px);
  }
  return box;
}

/** The shape the head script (client/inline/head.ts) drew before the first paint (the slot reserved its height), if any. */
export function drawnShape(doc: Document): AdShape | undefined {
  const shape = doc.documentElement.getAttribute(AD_SHAPE_ATTRIBUTE);
  return shape === 'inline' || shape === 'image' ? shape : undefined;
}

/** The plea shown to readers whose ad blocker hides the ad, in the slot's shape. */
function pleaCard(strings: ClientStrings, shape: AdShape): HTMLElement {
  const box = el('div', 'ad-card ad-plea');
  box.dataset.adShape = shape;
  box.setAttribute('role', 'note');
  box.append(el('span', 'ad-text', strings.adPlea));
  return box;
}

/** Sets an element's children, leaving it alone when they are already those. */
function setChildren(parent: HTMLElement, nodes: Node[]): void {
  const current = parent.childNodes;
  if (current.length === nodes.length && nodes.every((n, i) => current[i] === n)) return;
  parent.replaceChildren(...nodes);
}

/** Finds the ad network's element and says whether it links to the backers page. */
export function probeNetwork(doc: Document): AdProbe {
  const found = doc.querySelector(NETWORK_AD_SELECTOR);
  if (!found) return 'none';
  return isBackersLink(found.querySelector('a')?.getAttribute('href')) ? 'backers' : 'ad';
}

/**
 * Runs the ad slot: waits for the ad network, falls back to in-house ads
 * or the plea, and reports display and crash events through `gtag`.
 */
export function startAdSlot(slot: HTMLElement, config: ClientConfig, gtag: Gtag): AdDriver {
  const strings = { ...DEFAULT_CLIENT_STRINGS, ...config.strings };
  const networkBox = el('div', 'ad-network');
  const houseBox = el('div', 'ad-house');
  const scriptUrl = adScriptUrl(config.adScriptUrl, config.adPlacement);
  const serviceUrl = adServiceUrl(config.adServiceUrl, config.adPlacement);
  let shownHouse = '';
  // An ad image that does not load is removed from the layout: no empty 130x100 box beside the text.
  slot.addEventListener(
    'error',
    (e) => {
      const img = e.target;
      if (img instanceof HTMLImageElement && !img.classList.contains('ad-pixel') && img.width > 1) img.hidden = true;
    },
    true,
  );

  const driver: AdDriver = createAdDriver({
    random: Math.random,
    scheduler: window,
    handlers: {
      loadNetwork(shape) {
        if (shape === 'image') {
          const script = el('script');
          script.id = '_carbonads_js';
          script.async = true;
          script.src = scriptUrl!;
          networkBox.append(script);
          return;
        }
        fetchNetworkAd(serviceUrl!).then(
          (result) => {
            if (!result.ok) return driver.dispatch({ type: 'fetch-failed' });
            try {
              networkBox.replaceChildren(networkCard(result.ad, shape, strings));
            } catch {
              driver.dispatch({ type: 'crash' });
            }
          },
          () => driver.dispatch({ type: 'fetch-failed' }),
        );
      },
      probe: () => probeNetwork(document),
      render(state: AdState) {
        if (state.phase === 'idle') return;
        if (state.phase === 'empty' || state.phase === 'hidden') {
          slot.replaceChildren();
        } else if (state.phase === 'loading' || state.phase === 'network') {
          networkBox.hidden = false;
          setChildren(slot, [networkBox]);
        } else {
          const key = `${state.phase}:${state.inHouse}:${state.shape}`;
          if (key !== shownHouse) {
            houseBox.replaceChildren(state.phase === 'plea' ? pleaCard(strings, state.shape ?? 'image') : inHouseCard(ADS[state.inHouse ?? 0]!, state.shape ?? 'image', config.locale, strings));
            shownHouse = key;
          }
          // The network box stays (hidden) while a late network ad may still turn up.
          networkBox.hidden = true;
          setChildren(slot, state.polling ? [networkBox, houseBox] : [houseBox]);
        }
        slot.dataset.adState = state.phase;
      },
      track: (action, label) => gtag('event', 'ad', { eventAction: action, eventLabel: label }),
    },
  });
  driver.dispatch({
    type: 'start',
    bot: config.bot,
    placement: config.adPlacement || 'docs',
    displayRatio: displayRatioOf(slot.dataset.gaDisplayRatio),
    inHouseCount: ADS.length,
    network: { image: Boolean(scriptUrl), inline: Boolean(serviceUrl) },
    shape: drawnShape(document),
  });
  return driver;
}
