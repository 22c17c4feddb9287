import { describe, expect, it } from 'vitest';
import generate, { localeRows, localesTable, tagOf } from './date-pickers-locales';

const wrap = (localeText: Record<string, unknown>) => ({
  components: { MuiLocalizationProvider: { defaultProps: { localeText } } },
});

describe('date-pickers-locales generator', () => {
  it('turns export names into BCP 47 tags', () => {
    expect(tagOf('frFR')).toBe('fr-FR');
    expect(tagOf('eu')).toBe('eu');
    expect(tagOf('kzKZ')).toBe('kk-KZ');
    expect(() => tagOf('getPickersLocalization')).toThrow();
  });

  it('counts the texts a locale defines against the defaults', () => {
    const defaults = { okButtonLabel: 'OK', cancelButtonLabel: 'Cancel', todayButtonLabel: 'Today', year: 'Year' };
    const rows = localeRows(
      {
        frFR: wrap({ okButtonLabel: 'OK', cancelButtonLabel: 'Annuler', todayButtonLabel: undefined }),
        deDE: wrap({ okButtonLabel: 'OK', cancelButtonLabel: 'Abbrechen', todayButtonLabel: 'Heute', year: 'Jahr' }),
        notALocale: () => 'helper',
      },
      defaults,
    );
    expect(rows).toEqual([
      { name: 'deDE', tag: 'de-DE', language: 'German (Germany)', translated: 4, total: 4 },
      { name: 'frFR', tag: 'fr-FR', language: 'French (France)', translated: 2, total: 4 },
    ]);
    expect(localesTable(rows).split('\n')).toEqual([
      '| Language | BCP 47 tag | Import name | Translated texts |',
      '| --- | --- | --- | --- |',
      '| German (Germany) | de-DE | `deDE` | 4 / 4 (100%) |',
      '| French (France) | fr-FR | `frFR` | 2 / 4 (50%) |',
    ]);
  });

  it('lists every locale the installed package exports, English complete', async () => {
    const table = await generate();
    const rows = table.split('\n').slice(2);
    expect(rows).toHaveLength(40);
    expect(table).toContain('| English (United States) | en-US | `enUS` |');
    const english = rows.find((row) => row.includes('`enUS`'))!;
    expect(english).toMatch(/\| (\d+) \/ \1 \(100%\) \|$/);
    for (const row of rows) expect(row).toMatch(/^\| .+ \| [a-z]{2,3}(-[A-Z]{2})? \| `\w+` \| \d+ \/ \d+ \(\d+%\) \|$/);
  });
});
