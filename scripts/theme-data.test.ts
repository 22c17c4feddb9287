import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docsThemeData, docsThemeFromData } from '../ui/theme-prebuilt';
import { createDocsTheme } from '../ui/theme';
import { THEME_DATA_FILE, themeDataSource } from './theme-data';

describe('the theme data module of the client build', () => {
  it('replaces ui/theme-data.ts only', () => {
    expect(THEME_DATA_FILE.test('/repo/ui/theme-data.ts')).toBe(true);
    expect(THEME_DATA_FILE.test('/repo/ui/theme.ts')).toBe(false);
    expect(THEME_DATA_FILE.test('/repo/client/theme-data.ts')).toBe(false);
  });

  it('exports the data docsThemeData computes, from which the runtime makes the docs theme', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'theme-data-'));
    try {
      const file = join(dir, 'theme-data.mjs');
      writeFileSync(file, themeDataSource());
      const { DOCS_THEME_DATA } = (await import(pathToFileURL(file).href)) as { DOCS_THEME_DATA: ReturnType<typeof docsThemeData> };
      expect(DOCS_THEME_DATA).toEqual(docsThemeData());
      const theme = docsThemeFromData('rtl', DOCS_THEME_DATA);
      expect(theme.vars).toEqual(createDocsTheme('rtl').vars);
      expect(theme.direction).toBe('rtl');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
