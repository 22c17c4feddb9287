/**
 * The ad network's JSON endpoint: fetch, read the answer
 * as an ads list, keep the first usable entry. Everything from the network
 * is untrusted: only http(s) URLs, plain text without markup, bounded
 * sizes and the expected types pass; anything else counts as no ad or, for
 * a broken answer, as a failed fetch (the slot then shows an in-house ad).
 */
import { readCappedBytes } from '../../lib/capped-read';
import { AD } from '../../lib/constants';

/** An ad from the network, reduced to fields that are safe to show. */
export interface NetworkAd {
  statlink: string;
  company: string;
  description: string;
  image?: string;
  statimp?: string;
  /** Tracking pixel URLs, timestamp filled in. */
  pixels: string[];
}

/** Why no ad came back. `none`: no usable entry in any of the tries. */
export type AdFetchFailure = 'network' | 'status' | 'too-large' | 'invalid' | 'none';
export type AdFetchResult = { ok: true; ad: NetworkAd; attempts: number } | { ok: false; reason: AdFetchFailure; attempts: number };

/** Largest answer read, in bytes; a bigger one is hostile or broken. */
export const MAX_AD_RESPONSE_BYTES = 64 * 1024;
/** Longest accepted text fields and URLs, in characters. */
export const MAX_COMPANY_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 400;
export const MAX_URL_LENGTH = 2048;
/** Placeholder the network puts in pixel URLs. */
export const TIMESTAMP_PLACEHOLDER = '[timestamp]';

/** The URL when it is an absolute http(s) URL of sane length, else undefined. */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Plain text: a string without markup, trimmed, within `max` characters. */
function plainText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Control characters go; markup means the answer is hostile.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const text = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!text || text.length > max || /[<>]/.test(text)) return undefined;
  return text;
}

/** Tracking pixels: `pixel` split on `||`, the timestamp placeholder replaced. */
export function pixelUrls(pixel: unknown, timestamp: unknown): string[] | undefined {
  if (pixel === undefined || pixel === null || pixel === '') return [];
  if (typeof pixel !== 'string' || pixel.length > MAX_URL_LENGTH * 4) return undefined;
  const stamp = typeof timestamp === 'number' || typeof timestamp === 'string' ? String(timestamp) : String(Date.now());
  if (!/^[\w.-]{0,40}$/.test(stamp)) return undefined;
  const urls: string[] = [];
  for (const part of pixel.split('||')) {
    if (!part.trim()) continue;
    const url = safeHttpUrl(part.split(TIMESTAMP_PLACEHOLDER).join(stamp));
    if (!url) return undefined;
    urls.push(url);
  }
  return urls;
}

/**
 * One entry of the ads list, or undefined when it is empty, has no
 * statlink, or carries a field of the wrong type or an unsafe value.
 */
export function sanitizeNetworkAd(item: unknown): NetworkAd | undefined {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const o = item as Record<string, unknown>;
  if (Object.keys(o).length === 0 || !o.statlink) return undefined;
  const statlink = safeHttpUrl(o.statlink);
  const company = plainText(o.company, MAX_COMPANY_LENGTH);
  const description = plainText(o.description, MAX_DESCRIPTION_LENGTH);
  if (!statlink || !company || !description) return undefined;
  const optionalUrl = (v: unknown) => (v === undefined || v === null || v === '' ? '' : safeHttpUrl(v));
  const image = optionalUrl(o.image);
  const statimp = optionalUrl(o.statimp);
  const pixels = pixelUrls(o.pixel, o.timestamp);
  if (image === undefined || statimp === undefined || !pixels) return undefined;
  return { statlink, company, description, pixels, ...(image ? { image } : {}), ...(statimp ? { statimp } : {}) };
}

/** The first usable ad of an answer (`{ ads: [...] }`), if any. */
export function pickNetworkAd(answer: unknown): NetworkAd | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const ads = (answer as { ads?: unknown }).ads;
  if (!Array.isArray(ads)) return undefined;
  for (const item of ads.slice(0, 50)) {
    const ad = sanitizeNetworkAd(item);
    if (ad) return ad;
  }
  return undefined;
}

/** `<service>/<placement>.json`, or undefined when the service is not set. */
export function adServiceUrl(base: string | undefined, placement: string | undefined): string | undefined {
  const root = safeHttpUrl(base);
  if (!root || !placement) return undefined;
  return new URL(`${encodeURIComponent(placement)}.json`, root.endsWith('/') ? root : `${root}/`).href;
}

/** The ad script URL with the placement as a query parameter. */
export function adScriptUrl(base: string | undefined, placement: string | undefined): string | undefined {
  const root = safeHttpUrl(base);
  if (!root) return undefined;
  const url = new URL(root);
  if (placement && !url.searchParams.has('placement')) url.searchParams.set('placement', placement);
  return url.href;
}

/** Reads a body up to `max` bytes; undefined when it is longer. */
async function readCapped(res: Response, max: number): Promise<string | undefined> {
  const bytes = await readCappedBytes(res.body, res.headers.get('content-length'), max);
  return bytes && new TextDecoder().decode(bytes);
}

/**
 * Fetches the placement's ads: retries while an answer has no usable
 * entry (up to `AD.fetchRetries` tries), stops at the first network error
 * or broken answer.
 * @example const result = await fetchNetworkAd('https://ads.example/ads/docs.json');
 */
export async function fetchNetworkAd(url: string, fetchFn: typeof fetch = fetch): Promise<AdFetchResult> {
  for (let attempt = 1; attempt <= AD.fetchRetries; attempt++) {
    let res: Response;
    try {
      res = await fetchFn(url, { credentials: 'omit', cache: 'no-store', mode: 'cors', signal: AbortSignal.timeout(10_000) });
    } catch {
      // An ad blocker or a dead network: no point in trying again.
      return { ok: false, reason: 'network', attempts: attempt };
    }
    if (!res.ok) return { ok: false, reason: 'status', attempts: attempt };
    let text: string | undefined;
    try {
      text = await readCapped(res, MAX_AD_RESPONSE_BYTES);
    } catch {
      return { ok: false, reason: 'network', attempts: attempt };
    }
    if (text === undefined) return { ok: false, reason: 'too-large', attempts: attempt };
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'invalid', attempts: attempt };
    }
    const ad = pickNetworkAd(answer);
    if (ad) return { ok: true, ad, attempts: attempt };
  }
  return { ok: false, reason: 'none', attempts: AD.fetchRetries };
}
