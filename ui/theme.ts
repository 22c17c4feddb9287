/**
 * The docs brand theme: MUI's defaults (breakpoints, spacing, z-index,
 * shadows, transitions, typography scale) with the brand blue and a 12 px
 * radius. CSS variables carry both colour schemes, so switching mode is an
 * attribute change on <html> and never a re-render. Data Grids default to
 * `disableEval` (see below).
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
// Types only: lets the theme set Data Grid default props (components.MuiDataGrid).
import type {} from '@mui/x-data-grid/themeAugmentation';

/** Attribute on <html> that selects the colour scheme (set before first paint). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

const brand = {
  50: '#F0F7FF',
  100: '#CEE5FD',
  200: '#9CCCFC',
  300: '#55A6F6',
  400: '#0A84FF',
  500: '#0073E6',
  600: '#0059B3',
  700: '#004C99',
  800: '#003A75',
  900: '#002952',
};

/** The options of the docs theme (`createTheme`); `direction` only matters for demos mounted in the browser. */
export function docsThemeOptions(direction: 'ltr' | 'rtl' = 'ltr') {
  return {
    direction,
    cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]` },
    colorSchemes: {
      light: { palette: { primary: { main: brand[500], light: brand[300], dark: brand[700] }, background: { default: '#fff' } } },
      dark: {
        palette: {
          // dark: MUI X draws text in primary.dark (the grid's aggregation totals, its accent colour); brand[500]
          // gave 4.1:1 on the dark background, brand[400] gives 5.1:1 (WCAG 1.4.3). Like MUI's default dark
          // scheme, the darker shade is the lighter blue here.
          primary: { main: brand[300], light: brand[200], dark: brand[400] },
          background: { default: 'hsl(210, 14%, 7%)', paper: 'hsl(210, 14%, 9%)' },
        },
      },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      // The grid's filter probes `new Function()` (and, when allowed, compiles its filter with it): under the
      // site's CSP (no 'unsafe-eval') the probe fails and sends a `script-src eval` report on every page
      // with a filtered grid. disableEval takes the grid's own non-eval filter path: same results, no probe.
      // It applies to DataGrid, DataGridPro and DataGridPremium (all read the MuiDataGrid theme props).
      MuiDataGrid: { defaultProps: { disableEval: true } },
    },
  } satisfies ThemeOptions;
}

/** Builds the theme (the demo runtime builds the same theme from data made at build time: ui/theme-prebuilt.ts). */
export function createDocsTheme(direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  return createTheme(docsThemeOptions(direction));
}

export { brand };

declare module '@mui/material/styles' {
  // The docs theme always uses CSS variables.
  interface CssThemeVariables {
    enabled: true;
  }
}
