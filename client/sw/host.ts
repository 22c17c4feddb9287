/**
 * Where the service worker registers: only on the production host, and
 * only in browsers that have service workers.
 */

/** The script URL and scope of the service worker. */
export const SW_URL = '/x/sw.js';
export const SW_SCOPE = '/';

/**
 * Whether to register on this page.
 * @example shouldRegisterServiceWorker('mui.com', 'mui.com', true); // true
 */
export function shouldRegisterServiceWorker(hostname: string, productionHost: string | undefined, supported: boolean): boolean {
  if (!supported || !productionHost) return false;
  return hostname.toLowerCase() === productionHost.trim().toLowerCase();
}
