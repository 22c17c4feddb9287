import { describe, expect, it } from 'vitest';
import * as locales from '@mui/x-data-grid/locales';
import generate, { collectGridLocales, isLocaleExport, localesTable } from './data-grid-locales';

const localeExports = Object.entries(locales).filter(([, value]) => isLocaleExport(value));

describe('data-grid-locales', () => {
  it('has one row per locale export of @mui/x-data-grid/locales', () => {
    const rows = collectGridLocales();
    expect(localeExports.length).toBeGreaterThan(30);
    expect(rows.map((row) => row.name).sort()).toEqual(localeExports.map(([name]) => name).sort());
    // Every export named like a locale (frFR, ptBR, ...) is a row; only helpers such as idIDGrid are left out.
    const localeNamed = Object.keys(locales).filter((name) => /^[a-z]{2}[A-Z]{2}$/.test(name));
    expect(rows).toHaveLength(localeNamed.length);
  });

  it('renders one table line per locale', async () => {
    const markdown = await generate();
    const tableLines = markdown.split('\n').filter((line) => /^\| .* \| `[a-zA-Z]+` \|/.test(line));
    expect(tableLines).toHaveLength(localeExports.length);
    expect(markdown).toContain('| French (France) | fr-FR | `frFR` |');
  });

  it('counts the keys of the English default that a locale defines', () => {
    const rows = collectGridLocales(
      {
        xxXX: { components: { MuiDataGrid: { defaultProps: { localeText: { a: 'A', extra: 'E' } } } } },
        notALocale: { a: 'raw text object' },
      },
      { a: 'a', b: 'b' },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'xxXX', tag: 'xx-XX', translated: 1, total: 2 });
    expect(localesTable(rows)).toContain('1 / 2 (50%)');
  });

  it('reports English as complete', () => {
    const enUS = collectGridLocales().find((row) => row.name === 'enUS');
    expect(enUS?.translated).toBe(enUS?.total);
  });
});
