/**
 * The page-wide stylesheet: the theme's CSS variables for both colour
 * schemes plus the shell, body, demo and API styles, serialised by Emotion
 * once at build time into a cacheable file (public/build/site-<hash>.css).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { globalCss } from './styles';

/** Serialises the global styles of a theme to plain CSS. */
export function buildSiteCss(theme: Theme): string {
  const html = renderToString(
    <CacheProvider value={createCache({ key: 'g' })}>
      <GlobalStyles styles={theme.generateStyleSheets?.() ?? []} />
      <GlobalStyles styles={globalCss(theme)} />
    </CacheProvider>,
  );
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}
