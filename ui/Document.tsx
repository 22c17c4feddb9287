/**
 * The whole HTML document of a docs page. Rendered to a string by the
 * worker (worker/render.tsx). All CSS comes from the site stylesheet, which
 * Emotion serialised from the MUI theme at build time (ui/site-css.tsx),
 * code theme included, inlined in the head so nothing paints unstyled and no
 * request stands before the first paint; the head script applies stored
 * preferences before first paint and adds the extra font's stylesheet, and
 * the loader adds the client's scripts after the first frame
 * (client/inline/, bundled by scripts/build-inline.ts and handed in by the
 * worker).
 */
import type { ReactNode } from 'react';
import { SCRIPTS_ATTRIBUTE } from '../lib/constants';
import { SPECULATION_RULES } from '../lib/speculation';

export interface DocumentProps {
  lang: string;
  title: string;
  description: string;
  /** The site stylesheet, inlined in the head: nothing paints unstyled, and no request stands before the first paint (absent: the page links it among `stylesheets`). */
  siteCssText?: string;
  /** The page's own CSS (the demos' stand-in rules, `PageRecord.headCss`), in `<style data-standin-css>` after the site stylesheet. */
  pageCss?: string;
  /** The page asks for the extra font (frontmatter `extraFont`; see client/fonts.ts). */
  extraFont?: boolean;
  codeVariant: 'TS' | 'JS';
  codeStyling: string;
  packageManager: string;
  canonical?: string;
  alternates?: { hrefLang: string; href: string }[];
  /** Open Graph / Twitter card: absolute URLs on the site's configured origin. */
  preview?: { url: string; image: string; imageAlt: string; imageWidth: number; imageHeight: number; locale: string; siteName: string };
  noindex?: boolean;
  stylesheets: string[];
  /** The client's module scripts: loaded by the inline loader after the first frame (client/inline/load.ts). */
  scripts: string[];
  /** The built inline scripts (worker/generated/inline.json): `head` runs before first paint, `load` loads `scripts`. */
  inlineScripts: { head: string; load: string };
  /** JSON for the client runtime (config, dictionary subset). */
  clientConfig: string;
  /** `npm start`: the page reloads itself after an edit (worker/dev.ts). */
  devReload?: boolean;
  children: ReactNode;
}

/** Browser chrome colour per colour scheme: the theme's page background (ui/theme.ts). */
export const THEME_COLOR = { light: '#ffffff', dark: '#0f1214' } as const;

/**
 * The site's icon (public/static/icons/favicon.svg, which the web app
 * manifest names; ui/Document.test.ts keeps the two the same), as the
 * page's icon link: a `data:` URL, so a page load makes no request for it.
 * Lighthouse's simulated LCP counts every request that ended before the
 * observed LCP, and the browser's favicon fetch sometimes did (its LCP on
 * the prose page then read about 1060 ms instead of about 910).
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0073E6"/><path d="M9 8h4.2l2.8 4.6L18.8 8H23l-4.9 7.9L23.3 24h-4.2L16 19l-3.1 5H8.7l5.2-8.1z" fill="#fff"/></svg>';

/** `FAVICON_SVG` as a `data:` URL (the CSP's img-src allows `data:`). */
export const FAVICON_URL = `data:image/svg+xml,${FAVICON_SVG.replace(/[%#<>"]/g, encodeURIComponent)}`;

/** The document. `children` is the body content. */
export function Document(p: DocumentProps) {
  return (
    <html
      lang={p.lang}
      dir="ltr"
      data-mui-color-scheme="light"
      data-code-variant={p.codeVariant}
      data-code-styling={p.codeStyling}
      data-package-manager={p.packageManager}
      data-extra-font={p.extraFont ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{p.title}</title>
        <meta name="description" content={p.description} />
        {p.noindex && <meta name="robots" content="noindex" />}
        {p.canonical && <link rel="canonical" href={p.canonical} />}
        {p.alternates?.map((a) => (
          <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
        ))}
        {p.preview && (
          <>
            <meta property="og:type" content="website" />
            <meta property="og:site_name" content={p.preview.siteName} />
            <meta property="og:title" content={p.title} />
            <meta property="og:description" content={p.description} />
            <meta property="og:url" content={p.preview.url} />
            <meta property="og:locale" content={p.preview.locale} />
            <meta property="og:image" content={p.preview.image} />
            <meta property="og:image:type" content="image/png" />
            <meta property="og:image:width" content={String(p.preview.imageWidth)} />
            <meta property="og:image:height" content={String(p.preview.imageHeight)} />
            <meta property="og:image:alt" content={p.preview.imageAlt} />
            <meta name="twitter:card" content="summary_large_image" />
            <meta name="twitter:title" content={p.title} />
            <meta name="twitter:description" content={p.description} />
            <meta name="twitter:image" content={p.preview.image} />
            <meta name="twitter:image:alt" content={p.preview.imageAlt} />
          </>
        )}
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLOR.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLOR.dark} />
        <link rel="icon" href={FAVICON_URL} type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {p.siteCssText !== undefined && <style dangerouslySetInnerHTML={{ __html: p.siteCssText }} />}
        {p.pageCss && <style data-standin-css="" dangerouslySetInnerHTML={{ __html: p.pageCss }} />}
        <script dangerouslySetInnerHTML={{ __html: p.inlineScripts.head }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
        {p.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script id="docs-config" type="application/json" {...{ [SCRIPTS_ATTRIBUTE]: p.scripts.join(' ') }} dangerouslySetInnerHTML={{ __html: p.clientConfig }} />
        <script dangerouslySetInnerHTML={{ __html: p.inlineScripts.load }} />
        {p.devReload && <script src="/__dev/reload.js" defer />}
      </head>
      <body>{p.children}</body>
    </html>
  );
}

/** JSON safe to embed in a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
