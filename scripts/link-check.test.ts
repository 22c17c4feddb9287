/**
 * The link check of the built site: every internal link and every fragment
 * of every page body in both languages (pages, API reference, API tabs)
 * leads somewhere, read from the records of the last content build
 * (dist/kv-bulk.json). A link resolves as the worker routes it
 * (lib/routing.ts): a Chinese page without its own record is the English
 * one, whose links the worker prefixes with /zh (lib/localize-links.ts).
 * A fragment must be an id in the target's body or the shell's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../lib/constants';
import { localizeLinks } from '../lib/localize-links';
import { route } from '../lib/routing';

const ROOT = join(__dirname, '..');
/** Ids the shell renders around every body (skip link target, app bar, nav, TOC). */
const SHELL_IDS = new Set(['main-content', 'main', 'app-bar', 'nav', 'toc', 'top']);

interface Body {
  locale: Locale;
  path: string;
  html: string;
}

function load() {
  const entries = JSON.parse(readFileSync(join(ROOT, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  const records = new Set<string>();
  const bodies = new Map<string, string>();
  for (const { key, value } of entries) {
    const [, locale, ...rest] = key.split(':');
    const path = rest.join(':');
    if (locale !== 'en' && locale !== 'zh') continue;
    if (path.endsWith('#html')) bodies.set(`${locale}:${path.slice(0, -5)}`, value);
    else if (/\/(components|hooks)-api$/.test(path)) bodies.set(`${locale}:${path}`, (JSON.parse(value) as { html: string }).html);
    else if (!path.includes('#')) records.add(`${locale}:${path}`);
  }
  return { records, bodies };
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));

describe('links of the built site', () => {
  const { records, bodies } = load();
  const idCache = new Map<string, Set<string>>();
  /** The body a public path shows in a locale (the English one when it has none), or undefined. */
  const bodyKey = (locale: Locale, contentPath: string): string | undefined => {
    for (const l of locale === 'en' ? (['en'] as const) : ([locale, 'en'] as const)) if (bodies.has(`${l}:${contentPath}`)) return `${l}:${contentPath}`;
    return undefined;
  };
  const idsOf = (key: string) => {
    let set = idCache.get(key);
    if (!set) idCache.set(key, (set = ids(bodies.get(key)!)));
    return set;
  };

  /** What is wrong with one href of the page at `from`, or undefined. */
  function problem(from: Body, fromKey: string, href: string): string | undefined {
    const [pathPart, fragment] = href.split('#', 2) as [string, string | undefined];
    let targetKey = fromKey;
    if (pathPart !== '') {
      const path = pathPart.split('?')[0]!;
      let r = route(path);
      if (r.kind === 'redirect') r = route(r.location.split('?')[0]!);
      if (r.kind === 'playground') return undefined;
      if (r.kind !== 'page') return `${r.kind} ${'status' in r ? r.status : ''}`;
      if (r.markdown) return records.has(`en:${r.contentPath}`) ? undefined : 'no page for the markdown link';
      const key = bodyKey(r.locale, r.tab ? `${r.contentPath}/${r.tab}` : r.contentPath);
      if (!key) return 'no such page';
      targetKey = key;
    }
    if (fragment === undefined || fragment === '') return undefined;
    const id = decodeURIComponent(fragment);
    return idsOf(targetKey).has(id) || SHELL_IDS.has(id) ? undefined : `no #${id} there`;
  }

  it('every internal link and fragment of every page in both languages resolves', () => {
    const broken: string[] = [];
    let links = 0;
    for (const [key, stored] of bodies) {
      const [locale, path] = [key.slice(0, 2) as Locale, key.slice(3)];
      // An English body shown on a Chinese page gets its links prefixed by the worker.
      const html = locale === 'zh' ? localizeLinks(stored, 'zh') : stored;
      for (const m of html.matchAll(/\shref="([^"]*)"/g)) {
        const href = m[1]!.replace(/&amp;/g, '&');
        if (!(href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//')))) continue;
        if (/^\/(static|build|og|favicon|sw\.js|manifest)/.test(href)) continue;
        links += 1;
        const p = problem({ locale, path, html }, key, href);
        if (p) broken.push(`${key} -> ${href}: ${p}`);
      }
    }
    expect(links).toBeGreaterThan(10_000);
    expect(broken.slice(0, 50)).toEqual([]);
  });

  it('Chinese pages link to Chinese pages, also where the body is English', () => {
    const english: string[] = [];
    for (const [key, stored] of bodies) {
      if (!key.startsWith('zh:')) continue;
      for (const m of localizeLinks(stored, 'zh').matchAll(/\shref="(\/x(?:[/#?][^"]*)?)"/g)) english.push(`${key} -> ${m[1]}`);
    }
    expect(english.slice(0, 20)).toEqual([]);
  });
});
