/**
 * The page-wide stylesheet: the theme's CSS variables for both colour
 * schemes plus the shell, body, demo, API and ad-slot styles, serialised by Emotion
 * once at build time into a cacheable file (public/build/site-<hash>.css).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { AD_SLOT_CSS } from './AdSlot';
import { globalCss } from './styles';

/** Serialises the global styles of a theme to plain CSS. */
export function buildSiteCss(theme: Theme): string {
  // compat mode: Emotion collects the styles in the cache instead of inlining
  // them, and @emotion/server extracts them from the fully buffered render.
  const cache = createCache({ key: 'g' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles styles={theme.generateStyleSheets?.() ?? []} />
      <GlobalStyles styles={globalCss(theme)} />
      <GlobalStyles styles={AD_SLOT_CSS} />
    </CacheProvider>,
  );
  const { css } = createEmotionServer(cache).extractCritical(html);
  return css;
}
