/**
 * Caches the site stylesheet file for the reader's next pages (lib/site-css.ts):
 * once the page has loaded and the browser is idle, fetches the file (from
 * the HTTP cache when the page linked it; an immutable file, so the browser
 * keeps it) and, when it arrived whole, stores its hash in the `siteCss`
 * cookie. The worker then links the file on later pages instead of inlining
 * it. Nothing is written when the cookie already names the file, or when the
 * fetch fails: the next pages keep their inline stylesheet.
 */
import { parseCookies } from '../lib/preferences';
import { SITE_CSS_COOKIE, siteCssCookie, siteCssHash } from '../lib/site-css';

type Win = Pick<Window, 'addEventListener' | 'setTimeout' | 'fetch'> & {
  requestIdleCallback?: Window['requestIdleCallback'];
  location: Pick<Location, 'protocol'>;
};
type Doc = Pick<Document, 'readyState' | 'cookie'>;

/** How long an idle callback may wait for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 5000;

/** @returns the fetch once it is under way (tests), or undefined when there is nothing to do */
export function rememberSiteCss(doc: Doc, win: Win, href: string | undefined): Promise<void> | undefined {
  const hash = href ? siteCssHash(href) : undefined;
  if (!href || !hash || parseCookies(doc.cookie)[SITE_CSS_COOKIE] === hash) return undefined;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  const run = () =>
    win
      .fetch(href, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) return;
        // Read to the end: a file cut short is not in the cache.
        await res.arrayBuffer();
        doc.cookie = siteCssCookie(hash, win.location.protocol === 'https:');
      })
      .catch(() => undefined)
      .then(done);
  const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(run, 1000));
  if (doc.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return finished;
}
