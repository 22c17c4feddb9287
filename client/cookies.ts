/**
 * Browser-side cookie helper for the reader's code preferences. Parsing and
 * the cookie format come from `lib/preferences`, so the worker and the
 * browser agree on both.
 */
import { parseCookies, preferenceCookie, type PreferenceName, type Preferences } from '../lib/preferences';

function requireDocument(action: 'read' | 'write', name: string): Document {
  // Server rendering has no document: reading there is a bug, not a default.
  if (typeof document === 'undefined') {
    throw new Error(`Cannot ${action} cookie "${name}" on the server: document is not available.`);
  }
  return document;
}

/**
 * Value of a cookie, or undefined when it is absent.
 * @example readCookie('codeVariant') // 'JS'
 */
export function readCookie(name: string): string | undefined {
  const doc = requireDocument('read', name);
  return parseCookies(doc.cookie)[name];
}

/**
 * Stores a preference cookie for one year (Secure on https pages).
 * @example writePreference('codeStyling', 'tailwind')
 */
export function writePreference<N extends PreferenceName>(name: N, value: Preferences[N]): void {
  const doc = requireDocument('write', name);
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  doc.cookie = preferenceCookie(name, value, secure);
}
