import { describe, expect, it } from 'vitest';
import type { Theme } from '@mui/material/styles';
import { createDocsTheme } from './theme';
import { docsThemeData, docsThemeFromData } from './theme-prebuilt';

/**
 * Every key in order, every value, `undefined` and where functions are (with
 * the names of a function's own properties: `containerQueries.up`, ...);
 * objects shared inside the theme (`palette` and `colorSchemes.light.palette`)
 * must be shared in both.
 */
function shape(theme: unknown): string {
  const seen = new Map<object, string>();
  const walk = (v: unknown, path: string): unknown => {
    if (v === undefined) return '<undefined>';
    if (typeof v === 'function') return { '<function>': Object.keys(v).map((k) => [k, walk((v as unknown as Record<string, unknown>)[k], `${path}.${k}`)]) };
    if (v === null || typeof v !== 'object') return v;
    const first = seen.get(v);
    if (first) return `<same as ${first}>`;
    seen.set(v, path);
    if (Array.isArray(v)) return v.map((x, i) => walk(x, `${path}[${i}]`));
    return Object.keys(v).map((k) => [k, walk((v as Record<string, unknown>)[k], `${path}.${k}`)]);
  };
  return JSON.stringify(walk(theme, 'theme'), null, 1);
}

type AnyTheme = Theme & Record<string, (...args: unknown[]) => unknown> & { palette: Record<string, (...args: unknown[]) => unknown> };

/** What the theme's functions return, for arguments the demos' components pass. */
function behaviour(t: AnyTheme): unknown {
  return {
    spacing: [t.spacing(2), t.spacing(0.5, 'auto'), t.spacing(-1)],
    generatedSpacing: (t.generateSpacing.call({ ...t, spacing: 'var(--mui-spacing)', vars: t.generateThemeVars() }) as (n: number) => string)(3),
    breakpoints: [t.breakpoints.up('md'), t.breakpoints.down('sm'), t.breakpoints.between('sm', 'lg'), t.breakpoints.only('xl'), t.breakpoints.not('xs')],
    containerQueries: (t.containerQueries as unknown as { up(k: string): string }).up('md'),
    applyStyles: [t.applyStyles('dark', { color: 'red' }), t.applyStyles('light', { color: 'blue' })],
    pxToRem: t.typography.pxToRem(14),
    transitions: [t.transitions.create(['width', 'margin']), t.transitions.getAutoHeightDuration(120)],
    contrast: [t.palette.getContrastText('#fff'), t.palette.getContrastText('#0073E6'), t.colorSchemes.dark!.palette!.getContrastText!('#55A6F6')],
    augment: t.palette.augmentColor({ color: { main: '#123456' }, name: 'x' }),
    getCssVar: (t.getCssVar as (...a: string[]) => string)('palette-primary-main', '#000'),
    selector: [t.getColorSchemeSelector('dark'), t.getColorSchemeSelector('light')],
    alpha: [t.alpha(t.vars!.palette.primary.main, 0.5), t.lighten('#0073E6', 0.2), t.darken('#0073E6', 0.2)],
    sx: t.unstable_sx({ p: 2, color: 'primary.main', borderRadius: 1, bgcolor: 'background.paper' }),
    skip: [t.shouldSkipGeneratingVar(['mixins', 'toolbar'], 56), t.shouldSkipGeneratingVar(['palette', 'mode'], 'light'), t.shouldSkipGeneratingVar(['palette', 'primary', 'main'], '#0073E6')],
    themeVars: t.generateThemeVars(),
    styleSheets: t.generateStyleSheets(),
  };
}

describe('docsThemeFromData', () => {
  const data = JSON.parse(JSON.stringify(docsThemeData())) as ReturnType<typeof docsThemeData>;

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`makes the theme createDocsTheme makes (${dir}): keys in order, values, functions in place`, () => {
      expect(shape(docsThemeFromData(dir, data))).toBe(shape(createDocsTheme(dir)));
    });

    it(`gives functions that return what createDocsTheme's return (${dir})`, () => {
      expect(behaviour(docsThemeFromData(dir, data) as AnyTheme)).toEqual(behaviour(createDocsTheme(dir) as AnyTheme));
    });
  }

  it('makes new objects on each call and each generateThemeVars call', () => {
    const a = docsThemeFromData('ltr', data) as AnyTheme;
    const b = docsThemeFromData('ltr', data) as AnyTheme;
    expect(a.palette).not.toBe(b.palette);
    expect(a.vars).not.toBe(b.vars);
    expect(a.generateThemeVars()).not.toBe(a.generateThemeVars());
  });

  it('sees a changed theme option: the data and the theme differ from another palette', () => {
    const other = docsThemeData(createDocsTheme('ltr'));
    (other.colorSchemes.light.palette as { primary: { main: string } }).primary.main = '#ff0000';
    expect(shape(docsThemeFromData('ltr', other))).not.toBe(shape(createDocsTheme('ltr')));
  });
});
