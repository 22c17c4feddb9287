/**
 * The page-wide stylesheet: the theme's CSS variables for both colour
 * schemes plus the shell, body, demo, API, ad-slot and code-theme styles, serialised by Emotion
 * once at build time into a cacheable file (public/build/site-<hash>.css).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { AD_SLOT_CSS } from './AdSlot';
import { CODE_THEME_RULES } from './code-theme';
import { globalCss } from './styles';

/** Serialises the global styles of a theme to plain CSS. */
export function buildSiteCss(theme: Theme): string {
  // compat mode: Emotion collects the styles in the cache instead of inlining
  // them, and @emotion/server extracts them from the fully buffered render.
  // No vendor prefixer: the site targets current browsers, where `display:-ms-flexbox` and
  // friends are dead bytes on every page (7.6 KB raw, 0.5 KB gzip). The one prefix Safari
  // still needs (user-select) is written by hand in the styles.
  const cache = createCache({ key: 'g', stylisPlugins: [] });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles styles={theme.generateStyleSheets?.() ?? []} />
      <GlobalStyles styles={globalCss(theme)} />
      <GlobalStyles styles={AD_SLOT_CSS} />
      <GlobalStyles styles={CODE_THEME_RULES} />
    </CacheProvider>,
  );
  const { css } = createEmotionServer(cache).extractCritical(html);
  return css;
}
