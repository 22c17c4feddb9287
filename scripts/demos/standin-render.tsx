/**
 * Renders one demo to static HTML for its first-paint stand-in. Runs in
 * Node at build time, inside the stand-in bundle (standins.ts bundles it
 * with every demo, so the demos and this renderer share one React, one
 * MUI and one Emotion). The demo gets the docs theme (CSS variables, so the
 * markup follows the reader's colour scheme; `useColorScheme()` answers the
 * scheme rendered, so the build renders each scheme) and an Emotion cache in compat
 * mode, whose rules are read back per class name: the page deduplicates
 * them across its demos. React's Suspense markers are dropped: the grid
 * stand-in wraps a demo's cell renderers in boundaries so that one needing
 * the live grid falls back to the cell's text (its error `<template>` goes
 * too), and a stand-in is never hydrated.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createDocsTheme } from '../../ui/theme';

/** Emotion key of stand-in class names (the live demos use `demo`, so the two never share a rule). */
export const STANDIN_CSS_KEY = 'si';

/** One rendering of a demo. */
export interface Rendered {
  html: string;
  /** Emotion rules the markup uses: [name, css], in insertion order. */
  rules: [string, string][];
}

const theme = createDocsTheme('ltr');

/** Markup without React's Suspense boundary comments and the `<template>` of a boundary that fell back. */
export function dropSuspenseMarkers(html: string): string {
  return html.replace(/<!--\/?\$[!?]?-->/g, '').replace(/<template\b[^>]*><\/template>/g, '');
}

/**
 * Server-renders a demo in one colour scheme. Throws what the demo throws.
 * @param prefix `useId` prefix, unique per demo on a page
 */
export function renderDemo(Demo: ComponentType, mode: 'light' | 'dark', prefix: string): Rendered {
  const cache = createCache({ key: STANDIN_CSS_KEY });
  // compat: rules stay in the cache (no inline <style> in the markup); read back below.
  cache.compat = true;
  const raw = renderToString(
    <CacheProvider value={cache}>
      {/* noSsr: useColorScheme() answers the scheme rendered (on a server it would answer undefined, and demos that pick colours with it would draw light in both). */}
      <ThemeProvider theme={theme} defaultMode={mode} disableStyleSheetGeneration noSsr>
        <Demo />
      </ThemeProvider>
    </CacheProvider>,
    { identifierPrefix: prefix },
  );
  const html = dropSuspenseMarkers(raw);
  const { ids } = createEmotionServer(cache).extractCritical(html);
  const used = new Set<string>();
  for (const m of html.matchAll(new RegExp(`${STANDIN_CSS_KEY}-([a-zA-Z0-9_-]+)`, 'g'))) used.add(m[1]!);
  const rules: [string, string][] = [];
  for (const id of ids) {
    const css = cache.inserted[id];
    if (typeof css !== 'string') continue;
    // Rules of class names in the markup, and keyframes; a demo's global styles stay out of the page until it mounts.
    if (used.has(id) || css.startsWith('@keyframes')) rules.push([id, css]);
  }
  return { html, rules };
}
