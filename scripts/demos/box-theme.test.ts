import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOX_THEME } from '../../client/demos/box-theme';
import { boxThemePatchedSource, isBoxThemePatched, MATERIAL_VERSIONS } from './box-theme';
import { slicedSource } from './eval-slices';

const require = createRequire(import.meta.url);
const material = dirname(require.resolve('@mui/material/package.json'));
const BOX = join(material, 'esm/Box/Box.js');
// The package's CommonJS build of the same two modules (node runs it as is).
const { default: createTheme } = require(join(material, 'styles/createTheme.js')) as { default: () => object };
const { default: defaultTheme } = require(join(material, 'styles/defaultTheme.js')) as { default: object };

/** A theme as text: its data, and the names of its functions (closures are new objects in each theme). */
const asText = (theme: object) => JSON.stringify(theme, (_k, v: unknown) => (typeof v === 'function' ? `fn:${v.name}` : v));

describe('Box’s default theme in the client bundle (scripts/demos/box-theme.ts)', () => {
  it('applies to the installed Box.js through the client build’s module slicing: no createTheme() at its evaluation', () => {
    expect(MATERIAL_VERSIONS).toContain((JSON.parse(readFileSync(join(material, 'package.json'), 'utf8')) as { version: string }).version);
    expect(isBoxThemePatched(BOX)).toBe(true);
    expect(isBoxThemePatched(join(material, 'esm/Stack/Stack.js'))).toBe(false);
    const code = slicedSource(BOX);
    expect(code.startsWith(boxThemePatchedSource(BOX))).toBe(true);
    expect(code).toContain('import demoDefaultTheme from "../styles/defaultTheme.js";');
    expect(code).toContain(`const defaultTheme = globalThis["${BOX_THEME}"] !== false ? demoDefaultTheme : createTheme();`);
    expect(code).not.toContain('const defaultTheme = createTheme();');
  });

  it('gives Box a theme equal to the one it made itself', () => {
    expect(asText(defaultTheme)).toBe(asText(createTheme()));
    expect(Object.keys(defaultTheme).sort()).toEqual(Object.keys(createTheme()).sort());
  });

  it('makes styles/defaultTheme’s theme at its first use, not at evaluation, and it behaves as the theme', () => {
    const DEFAULT = join(material, 'esm/styles/defaultTheme.js');
    expect(isBoxThemePatched(DEFAULT)).toBe(true);
    const code = slicedSource(DEFAULT);
    expect(code.startsWith(boxThemePatchedSource(DEFAULT))).toBe(true);
    // The module's text, run with a counting createTheme in place of its import.
    const body = boxThemePatchedSource(DEFAULT)
      .replace(/^'use client';\n/, '')
      .replace('import createTheme from "./createTheme.js";', '')
      .replace('export default defaultTheme;', 'return defaultTheme;');
    const evaluate = (on: boolean) => {
      const calls = { n: 0 };
      const g = globalThis as Record<string, unknown>;
      g[BOX_THEME] = on ? undefined : false;
      const theme = new Function('createTheme', body)(() => (calls.n++, createTheme())) as Record<string, unknown>;
      delete g[BOX_THEME];
      return { theme, calls };
    };
    const { theme, calls } = evaluate(true);
    expect(calls.n).toBe(0);
    const real = createTheme() as Record<string, unknown>;
    expect(asText(theme)).toBe(asText(real));
    expect(calls.n).toBe(1);
    expect(Object.keys(theme)).toEqual(Object.keys(real));
    expect('palette' in theme && !('nope' in theme)).toBe(true);
    expect(Object.getPrototypeOf(theme)).toBe(Object.prototype);
    expect((theme.spacing as (n: number) => string)(2)).toBe('16px');
    expect((theme.unstable_sx as (sx: object) => unknown)({ p: 1 })).toEqual({ padding: '8px' });
    expect({ ...theme }.palette).toBe(theme.palette);
    expect(calls.n).toBe(1);
    const off = evaluate(false);
    expect(off.calls.n).toBe(1);
    expect(asText(off.theme)).toBe(asText(real));
  });

  it('fails the build when the anchor moved', () => {
    expect(() => boxThemePatchedSource(join(material, 'esm/Stack/Stack.js'))).toThrow(/update scripts\/demos\/box-theme\.ts/);
  });
});
