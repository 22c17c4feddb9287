/**
 * Service-worker registration through workbox-window (loaded on demand,
 * production host only). A waiting update is activated at once and the
 * page reloads exactly once for it; a guard in sessionStorage makes a
 * reload loop impossible even if updates kept coming.
 */
import { Workbox } from 'workbox-window';
import { SW_SCOPE, SW_URL } from './host';

/** sessionStorage key holding the time of the last update reload. */
export const RELOAD_KEY = 'mui-sw-reloaded-at';
/** No second update reload within this window. */
export const RELOAD_GUARD_MS = 60_000;

/** Whether an update may reload the page, given the last reload time. */
export function mayReload(last: string | null, now: number): boolean {
  if (!last) return true;
  const at = Number(last);
  return !Number.isFinite(at) || at > now || now - at >= RELOAD_GUARD_MS;
}

function session(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.sessionStorage;
  } catch {
    const map = new Map<string, string>();
    return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
  }
}

/** Same-origin files this page loaded. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => u.startsWith(`${location.origin}/`));
}

/** Registers /x/sw.js with scope `/`. */
export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox(SW_URL, { scope: SW_SCOPE });
  const store = session();
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return;
    const now = Date.now();
    if (!mayReload(store.getItem(RELOAD_KEY), now)) return;
    store.setItem(RELOAD_KEY, String(now));
    window.location.reload();
  });
  // First install: this page was fetched before the worker ran; keep it for offline reading.
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) wb.messageSW({ type: 'CACHE_VISIT', page: location.href.split('#')[0], urls: loadedFiles() }).catch(() => undefined);
  });
  const registration = await wb.register();
  // Not workbox-window's `waiting` event: it hears of an update only through an `updatefound` after
  // register() has returned. The browser also checks for one when the page is navigated to, and under load
  // that check can install the new worker while the page is still loading, before anyone listened: it would
  // wait until every tab closed. So any worker this registration holds, or finds later, is told to activate
  // once it has installed.
  if (!registration) return;
  const activateWhenInstalled = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state !== 'installed') return;
      worker.removeEventListener('statechange', check);
      worker.postMessage({ type: 'SKIP_WAITING' });
    };
    worker.addEventListener('statechange', check);
    check();
  };
  activateWhenInstalled(registration.waiting);
  activateWhenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => activateWhenInstalled(registration.installing));
}
