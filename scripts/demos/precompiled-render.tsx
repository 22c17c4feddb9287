/**
 * Captures, in Node at build time, the Emotion styles the demos' Data Grids
 * serialise: each grid (MIT, Pro, Premium) server-rendered inside the docs
 * theme as the demo runtime makes it (ui/theme-prebuilt.ts, both directions
 * and colour schemes), with an Emotion cache that records what it is asked
 * to insert. Bundled for Node by scripts/demos/precompiled-styles.ts, which
 * keeps the large ones and compiles them with the demo runtime's caches.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { renderToString } from 'react-dom/server';
import { DOCS_THEME_DATA } from '../../ui/theme-data';
import { docsThemeFromData } from '../../ui/theme-prebuilt';
import { CAPTURE_RADIUS } from './capture-global';

/** One serialised style: Emotion's `name` (the hash of `styles`) and its text. */
export interface CapturedStyle {
  name: string;
  styles: string;
}

const GRIDS = [DataGrid, DataGridPro, DataGridPremium];
const rows = [{ id: 1, name: 'a' }];
const columns = [{ field: 'name' }];

/**
 * Every class style the grids' first render serialises (not keyframes: a hit is a class's own rules), each name once.
 * The root's style has a variant per value of its one state-dependent part (the top right corner's radius, from the
 * grid's dimensions: a server render has none), so each grid renders with both.
 */
export function captureGridStyles(): CapturedStyle[] {
  const out = new Map<string, CapturedStyle>();
  const global = globalThis as Record<string, unknown>;
  for (const [dir, radius] of [
    ['ltr', false],
    ['ltr', true],
    ['rtl', false],
    ['rtl', true],
  ] as const) {
    global[CAPTURE_RADIUS] = radius;
    const theme = docsThemeFromData(dir, DOCS_THEME_DATA);
    for (const mode of ['light', 'dark'] as const) {
      for (const Grid of GRIDS) {
        const cache = createCache({ key: 'capture' });
        const insert = cache.insert.bind(cache);
        cache.insert = (selector, serialized, sheet, shouldCache) => {
          if (selector && !out.has(serialized.name)) out.set(serialized.name, { name: serialized.name, styles: serialized.styles });
          return insert(selector, serialized, sheet, shouldCache);
        };
        renderToString(
          <CacheProvider value={cache}>
            <ThemeProvider theme={theme} defaultMode={mode} disableStyleSheetGeneration noSsr>
              <Grid rows={rows} columns={columns} />
            </ThemeProvider>
          </CacheProvider>,
        );
      }
    }
  }
  delete global[CAPTURE_RADIUS];
  return [...out.values()];
}
