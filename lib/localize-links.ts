/**
 * Links of an English body shown on a Chinese page (the API reference and
 * untranslated pages have one English record): every `href="/x…"` gets the
 * page's language prefix, so a Chinese reader stays on Chinese pages, as
 * the translated pages' links do. Works on the stored bytes (UTF-8, the
 * pattern is ASCII) so the worker never decodes a body into a string.
 */
import type { Locale } from './constants';

const PATTERN = new TextEncoder().encode('href="/x');
/** What may follow `/x` in a site link: the end of the path or its next part. */
const AFTER = new Set(['/', '"', '#', '?'].map((c) => c.charCodeAt(0)));

function matchAt(bytes: Uint8Array, i: number): boolean {
  for (let j = 0; j < PATTERN.length; j++) if (bytes[i + j] !== PATTERN[j]) return false;
  return AFTER.has(bytes[i + PATTERN.length] ?? 0);
}

/**
 * The body with its site links prefixed for `locale`; the same array for English or when nothing matches.
 * @example new TextDecoder().decode(localizeLinkBytes(new TextEncoder().encode('<a href="/x/a">'), 'zh')) // '<a href="/zh/x/a">'
 */
export function localizeLinkBytes(bytes: Uint8Array, locale: Locale): Uint8Array {
  if (locale === 'en') return bytes;
  const at: number[] = [];
  for (let i = bytes.indexOf(PATTERN[0]!); i >= 0 && i <= bytes.length - PATTERN.length; i = bytes.indexOf(PATTERN[0]!, i + 1)) if (matchAt(bytes, i)) at.push(i + 6);
  if (!at.length) return bytes;
  const prefix = new TextEncoder().encode(`/${locale}`);
  const out = new Uint8Array(bytes.length + at.length * prefix.length);
  let from = 0;
  let to = 0;
  for (const pos of at) {
    out.set(bytes.subarray(from, pos), to);
    to += pos - from;
    out.set(prefix, to);
    to += prefix.length;
    from = pos;
  }
  out.set(bytes.subarray(from), to);
  return out;
}

/** The same for a body held as a string (an API tab's HTML). */
export function localizeLinks(html: string, locale: Locale): string {
  return locale === 'en' ? html : html.replace(/href="\/x(?=[/"#?])/g, `href="/${locale}/x`);
}
