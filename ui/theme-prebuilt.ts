/**
 * The docs theme from data computed at build time. `createDocsTheme` (one
 * `createTheme` call with CSS variables and two colour schemes) costs 50-60 ms
 * of main thread at 4x CPU slowdown in the browser, most of it in the parts
 * that derive data only: both schemes' palettes with their component tokens
 * and channels (`Alert`, `Slider`, `mainChannel`, ...), and the CSS-variable
 * references `theme.vars` (MUI's `prepareCssVars`). The build computes those
 * once in Node (`docsThemeData`, inlined into the client bundle by
 * scripts/theme-data.ts) and the browser makes the rest: the theme without
 * CSS variables (breakpoints, spacing, typography, transitions, the `sx`
 * config: what holds functions), then the finishing steps of MUI's
 * `createThemeWithVars`, in the same order. The result has the same keys in
 * the same order and the same values as `createDocsTheme(direction)`; the
 * functions behave the same (ui/theme-prebuilt.test.ts compares the two).
 */
import { createSpacing, unstable_createGetCssVar as createGetCssVar } from '@mui/system';
import { createGetColorSchemeSelector } from '@mui/system/cssVars';
import { createUnarySpacing } from '@mui/system/spacing';
import { createTheme, shouldSkipGeneratingVar, type Theme, type ThemeOptions } from '@mui/material/styles';
import { createDocsTheme, docsThemeOptions } from './theme';

/** The A/B switch of the benchmarks (bench/demo-switches.ts): `globalThis[THEME_PREBUILT] = false` makes the demo runtime call createDocsTheme. */
export const THEME_PREBUILT = '__demoThemePrebuilt';

/** What the build computes: JSON (strings, numbers, booleans, null, arrays and plain objects). */
export interface DocsThemeData {
  /** Both schemes (`palette`, `opacity`, `overlays`), functions left out (`getContrastText`, `augmentColor`: null in place). */
  colorSchemes: Record<'light' | 'dark', Record<string, unknown>>;
  /** `theme.font` (the typography variants as CSS variables). */
  font: Record<string, unknown>;
  /** `theme.vars`: the CSS variables with the default scheme's values as fallbacks. */
  vars: Record<string, unknown>;
}

/** `var(--name, fallback)` in JSON text, the fallback dropped: what `generateThemeVars` returns, from `theme.vars`. */
const FALLBACK = /"var\((--[^,"]+), (?:[^"\\]|\\.)*\)"/g;

function withoutFallbacks(varsJson: string): string {
  return varsJson.replace(FALLBACK, '"var($1)"');
}

/** The palette's functions, kept in their place in the key order (null in the data). */
const PALETTE_FUNCTIONS = ['getContrastText', 'augmentColor'] as const;

/** The object made step by step is the theme MUI makes (ui/theme-prebuilt.test.ts compares them). */
function asTheme(theme: object): Theme {
  return theme as Theme;
}

/** The data part of the docs theme (run at build time). Directions share it: `direction` makes no CSS variable. */
export function docsThemeData(theme: Theme = createDocsTheme('ltr')): DocsThemeData {
  const t = theme as Theme & { colorSchemes: Record<'light' | 'dark', Record<string, unknown>>; font: Record<string, unknown>; generateThemeVars(): unknown };
  const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? null : v)));
  const data: DocsThemeData = {
    colorSchemes: plain(t.colorSchemes) as DocsThemeData['colorSchemes'],
    font: plain(t.font) as Record<string, unknown>,
    vars: plain(t.vars) as Record<string, unknown>,
  };
  // The runtime makes `generateThemeVars()` from `vars`: the build fails if that no longer gives what MUI gives.
  if (withoutFallbacks(JSON.stringify(data.vars)) !== JSON.stringify(t.generateThemeVars())) {
    throw new Error('ui/theme-prebuilt.ts: theme.generateThemeVars() is no longer theme.vars without fallbacks (an MUI update?)');
  }
  return data;
}

/**
 * The docs theme for `direction` from `data` (docsThemeData). Each call makes
 * new objects (the data is copied): a theme can be changed by whoever holds it.
 */
export function docsThemeFromData(direction: 'ltr' | 'rtl', data: DocsThemeData): Theme {
  const options = docsThemeOptions(direction);
  // MUI's createThemeWithVars, step by step, for the docs theme's options (@mui/material 7.3.x): its first step is the
  // theme without CSS variables for the default (light) scheme's palette, whose palette it then replaces.
  const { palette: lightInput } = options.colorSchemes.light;
  const { colorSchemes: _schemes, cssVariables, ...rest } = options;
  const selector = cssVariables.colorSchemeSelector;
  // `colorSpace: undefined` as MUI passes it (`nativeColor` off): the theme then has the key, undefined.
  const { palette: basePalette, ...muiTheme } = createTheme({ ...rest, palette: { mode: 'light', ...lightInput }, colorSpace: undefined } as ThemeOptions);
  const colorSchemes = structuredClone(data.colorSchemes);
  for (const scheme of Object.values(colorSchemes)) {
    const palette = scheme.palette as Record<string, unknown>;
    // Same closures for both schemes: they read the contrast threshold and tonal offset, the defaults in both.
    for (const fn of PALETTE_FUNCTIONS) if (fn in palette) palette[fn] = basePalette[fn];
  }
  // Its keys in MUI's order (typed with a `defaultColorScheme`, the theme without variables has none).
  const noVars: Record<string, unknown> = muiTheme;
  const theme: Record<string, unknown> = {
    defaultColorScheme: 'light',
    ...noVars,
    cssVarPrefix: 'mui',
    colorSchemeSelector: selector,
    rootSelector: ':root',
    getCssVar: createGetCssVar('mui'),
    colorSchemes,
    font: structuredClone(data.font),
    spacing: '8px',
  };
  const varsJson = JSON.stringify(data.vars);
  const themeVars = withoutFallbacks(varsJson);
  theme.vars = JSON.parse(varsJson) as unknown;
  for (const [key, value] of Object.entries(colorSchemes.light)) theme[key] = value;
  theme.generateThemeVars = () => JSON.parse(themeVars) as unknown;
  // Only a ThemeProvider that writes the variables calls it (the demos' does not: the page's stylesheet has them).
  theme.generateStyleSheets = () => createDocsTheme(direction).generateStyleSheets();
  theme.generateSpacing = function generateSpacing(this: Theme) {
    return createSpacing(undefined, createUnarySpacing(this));
  };
  theme.getColorSchemeSelector = createGetColorSchemeSelector(selector);
  theme.spacing = (theme.generateSpacing as (this: unknown) => unknown).call(theme);
  theme.shouldSkipGeneratingVar = shouldSkipGeneratingVar;
  return asTheme(theme);
}
