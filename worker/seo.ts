/**
 * Search engines and link previews: absolute URLs on the site's configured
 * origin (SITE_URL, read by worker/vars.ts, never the request's host), `GET /robots.txt` and
 * `GET /sitemap.xml` (every page in English and Chinese with hreflang
 * alternates; lastmod only from a page's frontmatter `date`).
 */
import { Hono } from 'hono';
import { LOCALES, type Locale } from '../lib/constants';
import { pageLeaves, type NavItem } from '../lib/nav';
import { localizePath } from '../lib/routing';
import type { SitemapEntry } from '../lib/generated';
import { SITE } from './site';
import { readVars } from './vars';

/** hreflang of each locale. */
export const HREFLANG: Record<Locale, string> = { en: 'en', zh: 'zh-Hans' };

/** The `<link rel="alternate">` set of a page: each locale, and x-default (English). */
export function alternates(origin: string, path: string): { hrefLang: string; href: string }[] {
  return [...LOCALES.map((l) => ({ hrefLang: HREFLANG[l], href: `${origin}${localizePath(path, l)}` })), { hrefLang: 'x-default', href: `${origin}${path}` }];
}

/** The robots.txt text: everything may be crawled; the sitemap on the site's origin. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * The sitemap: one `<url>` per page and locale (navigation order, then
 * by path), each with its hreflang alternates; `<lastmod>` only for a page
 * whose frontmatter has a `date`. The pages come from the worker's own
 * build data (SITE.sitemap), never from KV or the search index: the
 * sitemap answers whatever state they are in.
 */
export function sitemapXml(pages: readonly SitemapEntry[], nav: readonly NavItem[], origin: string): string {
  const order = new Map(pageLeaves(nav).map((leaf, i) => [leaf.pathname, i]));
  const rank = (path: string) => order.get(path) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...pages].sort((a, b) => rank(a[0]) - rank(b[0]) || (a[0] < b[0] ? -1 : 1));
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const [path, date] of sorted) {
    const links = alternates(origin, encodeURI(path)).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xmlEscape(a.href)}"/>`);
    for (const locale of LOCALES) {
      out.push(`<url><loc>${xmlEscape(`${origin}${localizePath(encodeURI(path), locale)}`)}</loc>${date ? `<lastmod>${xmlEscape(date)}</lastmod>` : ''}${links.join('')}</url>`);
    }
  }
  out.push('</urlset>');
  return `${out.join('\n')}\n`;
}

export const seoRoutes = new Hono<{ Bindings: Env }>();

const TEXT = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=3600' };

seoRoutes.on(['GET', 'HEAD'], '/robots.txt', (c) => new Response(robotsTxt(readVars(c.env).SITE_URL), { headers: { ...TEXT, 'Content-Type': 'text/plain; charset=utf-8' } }));

seoRoutes.on(
  ['GET', 'HEAD'],
  '/sitemap.xml',
  (c) => new Response(sitemapXml(SITE.sitemap, SITE.nav, readVars(c.env).SITE_URL), { headers: { ...TEXT, 'Content-Type': 'application/xml; charset=utf-8' } }),
);
