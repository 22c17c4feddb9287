import createCache from '@emotion/cache';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRECOMPILED_RULES } from '../../client/demos/early-styles';
import { slicedSource } from './eval-slices';
import { buildPrecompiledRules, captureLargeStyles, PRECOMPILED_MIN_CHARS, PRECOMPILED_MODULE, precompiledModuleSource, type PrecompiledRules } from './precompiled-styles';

const ROOT = join(import.meta.dirname, '..', '..');
const GRID_ROOT_STYLES = join(ROOT, 'node_modules/@mui/x-data-grid/esm/components/containers/GridRootStyles.js');

let built: Promise<PrecompiledRules> | undefined;
const rules = () => (built ??= buildPrecompiledRules());

describe('precompiled grid styles', () => {
  it("captures the grids' root style, both variants of its corner, and nothing under the threshold", async () => {
    const { styles } = await captureLargeStyles();
    // MIT / Pro / Premium share one root style; the top right corner rounded or not: two names.
    expect(styles.length).toBe(2);
    for (const s of styles) {
      expect(s.styles.length).toBeGreaterThanOrEqual(PRECOMPILED_MIN_CHARS);
      expect(s.styles).toContain('--DataGrid-rowBorderColor');
    }
    expect(styles.filter((s) => s.styles.includes('.MuiDataGrid-columnHeader--last{border-top-right-radius')).length).toBe(1);
  }, 60_000);

  it("compiles each for the ltr and the rtl cache as Emotion's own cache compiles it", async () => {
    const out = await rules();
    const { styles } = await captureLargeStyles();
    expect(Object.keys(out).sort()).toEqual(styles.flatMap((s) => [`demo\n${s.name}`, `demo-rtl\n${s.name}`]).sort());
    for (const s of styles) {
      const ltr = out[`demo\n${s.name}`]!;
      const rtl = out[`demo-rtl\n${s.name}`]!;
      expect(ltr.length).toBeGreaterThan(100);
      expect(ltr.every((r) => r.includes(`.demo-${s.name}`))).toBe(true);
      expect(rtl.every((r) => r.includes(`.demo-rtl-${s.name}`))).toBe(true);
      // The rtl plugin flips sides: not the ltr rules under another class.
      expect(rtl.join('')).not.toBe(ltr.join('').split(`.demo-${s.name}`).join(`.demo-rtl-${s.name}`));
      // Emotion's server build (another build of the same cache, compiling to text): the same rules.
      const server = createCache({ key: 'demo' });
      const text = server.insert(`.demo-${s.name}`, { name: s.name, styles: s.styles, next: undefined }, server.sheet, false) as unknown as string;
      expect(ltr.join('')).toBe(text);
    }
  }, 60_000);

  it('ships a module that gives back every rule exactly', async () => {
    const out = await rules();
    const source = precompiledModuleSource(out);
    // Each distinct rule once: well under the four lists' text.
    expect(source.length).toBeLessThan(Object.values(out).flat().join('').length / 2);
    const g = globalThis as Record<string, unknown>;
    delete g[PRECOMPILED_RULES];
    new Function(source)();
    const map = g[PRECOMPILED_RULES] as Map<string, string[]>;
    expect(Object.fromEntries(map)).toEqual(out);
    delete g[PRECOMPILED_RULES];
  }, 60_000);

  it('fails the build when no style reaches the threshold', async () => {
    await expect(captureLargeStyles(ROOT, 10_000_000)).rejects.toThrow(/no Data Grid style of/);
  }, 60_000);

  it("makes the grid's root styles import the rules", () => {
    expect(slicedSource(GRID_ROOT_STYLES)).toContain(`import ${JSON.stringify(PRECOMPILED_MODULE)};`);
  });
});
