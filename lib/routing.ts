/**
 * Path normalisation: turns a raw request path into a route decision.
 * Pure and platform-free so that the worker and the tests share one truth.
 */
import { HOME_PATH, LOCALES, MAX_PATH_LENGTH, type Locale } from './constants';
import type { ApiTabName } from './page-record';

export type Route =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'error'; status: 400 | 404 | 414; reason: string }
  | {
      kind: 'page';
      locale: Locale;
      /** Public path without language prefix or tab, e.g. `/x/api/data-grid/data-grid`. */
      path: string;
      /** Key path of the page record: `/x/api/...` is stored as `/x/api-docs/...`. */
      contentPath: string;
      tab?: ApiTabName;
      /** `<page>.md`: the page as markdown. */
      markdown?: boolean;
    }
  | { kind: 'playground'; locale: Locale; demoId: string };

const TABS: readonly string[] = ['components-api', 'hooks-api'];
const MARKUP = /[<>"'`{}|^]/;
const DEMO_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;
const SEGMENT = /^[A-Za-z0-9._~!$&()*+,;=:@-]+$/;

/** Maps a public `/x/api/...` path to where its record is stored. */
export function apiContentPath(path: string): string {
  return path === '/x/api' || path.startsWith('/x/api/') ? `/x/api-docs${path.slice(6)}` : path;
}

/** Prefixes a locale onto a public path (English has none). */
export function localizePath(path: string, locale: Locale): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

function redirect(location: string, search: string): Route {
  // A single leading slash followed by a non-slash: never `//host` or `/\host`.
  const safe = `/${location.replace(/^[/\\]+/, '')}`;
  return { kind: 'redirect', status: 301, location: safe + search };
}

/**
 * Decides what a request path means. A redirect goes straight to its final
 * address (one hop: `/x/` to `/x/introduction`, never through `/x`).
 * @example route('/x/introduction/', '?a=1') // { kind: 'redirect', location: '/x/introduction?a=1' }
 */
export function route(rawPath: string, search = ''): Route {
  let decided = routeOnce(rawPath, search);
  // Each hop only removes slashes or a prefix, so two more at most; the bound is a guard.
  for (let hop = 0; hop < 4 && decided.kind === 'redirect'; hop++) {
    const target = decided.location.slice(0, decided.location.length - (search.length > 1 ? search.length : 0));
    const next = routeOnce(target, search);
    if (next.kind !== 'redirect') break;
    decided = next;
  }
  return decided;
}

/** One step of route(): a redirect here may lead to another. */
function routeOnce(rawPath: string, search: string): Route {
  if (rawPath.length > MAX_PATH_LENGTH) return { kind: 'error', status: 414, reason: 'URI too long' };
  if (!rawPath.startsWith('/')) return { kind: 'error', status: 400, reason: 'Bad path' };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'error', status: 400, reason: 'Invalid percent-encoding' };
  }
  // eslint-disable-next-line no-control-regex -- control characters in a path are refused
  if (path.includes('\0') || path.includes('\\') || MARKUP.test(path) || /[\u0000-\u001f\u007f]/.test(path)) {
    return { kind: 'error', status: 400, reason: 'Bad characters in path' };
  }
  const segments = path.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) {
    return { kind: 'error', status: 400, reason: 'Path traversal' };
  }
  if (segments.some((s) => !SEGMENT.test(s))) return { kind: 'error', status: 404, reason: 'Not found' };
  const safeSearch = search.length > 1 ? search : '';
  // Encoded forms are compared so that a redirect never changes what was asked for.
  const canonicalRaw = `/${rawPath
    .split('/')
    .filter((s) => s !== '')
    .join('/')}`;
  if (canonicalRaw !== rawPath) return redirect(canonicalRaw, safeSearch);

  let locale: Locale = 'en';
  let rest = segments;
  if (rest[0] === 'en') return redirect(rest.length > 1 ? `/${rest.slice(1).join('/')}` : HOME_PATH, safeSearch);
  if ((LOCALES as readonly string[]).includes(rest[0] ?? '')) {
    locale = rest[0] as Locale;
    rest = rest.slice(1);
  }
  const prefix = locale === 'en' ? '' : `/${locale}`;
  if (rest.length === 0 || (rest.length === 1 && rest[0] === 'x')) {
    return redirect(prefix + HOME_PATH, safeSearch);
  }
  if (rest[0] !== 'x') return { kind: 'error', status: 404, reason: 'Not found' };

  if (rest[1] === 'playground') {
    const demoId = rest[2];
    if (rest.length !== 3 || !demoId || !DEMO_ID.test(demoId)) return { kind: 'error', status: 404, reason: 'Not found' };
    return { kind: 'playground', locale, demoId };
  }

  let markdown = false;
  const last = rest[rest.length - 1]!;
  if (last.endsWith('.md') && last.length > 3) {
    markdown = true;
    rest = [...rest.slice(0, -1), last.slice(0, -3)];
  }
  let tab: ApiTabName | undefined;
  if (rest.length > 2 && TABS.includes(rest[rest.length - 1]!)) {
    tab = rest[rest.length - 1] as ApiTabName;
    rest = rest.slice(0, -1);
  }
  const pagePath = `/${rest.join('/')}`;
  return {
    kind: 'page',
    locale,
    path: pagePath,
    contentPath: apiContentPath(pagePath),
    ...(tab ? { tab } : {}),
    ...(markdown ? { markdown } : {}),
  };
}
