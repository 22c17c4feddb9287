/**
 * The site stylesheet for returning readers. A page inlines the site
 * stylesheet (about 62 KB) so that a first visit paints with nothing to
 * fetch; once the browser holds the file itself (`/site/site-<hash>.css`,
 * immutable), the client says so in the `siteCss` cookie (the file's hash),
 * and the worker then links the file instead of inlining it: each later
 * page is that much smaller and its stylesheet comes parsed from the
 * browser's memory cache. A cookie naming another build's file counts as
 * absent, so a deploy with new styles inlines them again until the new
 * file is cached. Shared by the worker (worker/page.ts) and the client
 * (client/site-css.ts).
 */

/** The cookie's name. */
export const SITE_CSS_COOKIE = 'siteCss';

/** How long the cookie lasts (30 days): well under the file's own year, so a browser that evicted the file stops being told it has it. */
export const SITE_CSS_COOKIE_MAX_AGE = 2592000;

/**
 * The hash in a site stylesheet's address, or undefined for any other address.
 * @example siteCssHash('/site/site-9ba69c1b7a.css') // '9ba69c1b7a'
 */
export function siteCssHash(href: string): string | undefined {
  return /^\/site\/site-([0-9a-f]{6,64})\.css$/.exec(href)?.[1];
}

/**
 * The `document.cookie` assignment that records `hash` (Secure on https pages).
 * @example siteCssCookie('9ba69c1b7a', false) // 'siteCss=9ba69c1b7a; Path=/; Max-Age=2592000; SameSite=Lax'
 */
export function siteCssCookie(hash: string, secure: boolean): string {
  if (!/^[0-9a-f]{6,64}$/.test(hash)) throw new Error(`Invalid site stylesheet hash: ${hash}`);
  const cookie = `${SITE_CSS_COOKIE}=${hash}; Path=/; Max-Age=${SITE_CSS_COOKIE_MAX_AGE}; SameSite=Lax`;
  return secure ? `${cookie}; Secure` : cookie;
}
