/**
 * The table of Data Grid locales on /x/react-data-grid/localization, made at
 * build time from the installed @mui/x-data-grid: one row per locale export
 * of `@mui/x-data-grid/locales`, with how many of the grid's texts
 * (the keys of `GRID_DEFAULT_LOCALE_TEXT`) it translates.
 */
import * as locales from '@mui/x-data-grid/locales';
import { GRID_DEFAULT_LOCALE_TEXT } from '@mui/x-data-grid/constants';

export interface GridLocaleRow {
  /** The export name, such as `frFR`. */
  name: string;
  /** BCP 47 tag built from the name, such as `fr-FR`. */
  tag: string;
  /** English name of the language and region, such as "French (France)". */
  language: string;
  /** Keys of the English default that the locale defines. */
  translated: number;
  /** Keys of the English default. */
  total: number;
}

interface LocalizationLike {
  components: { MuiDataGrid: { defaultProps: { localeText: Record<string, unknown> } } };
}

/** A locale export is a theme localization object; other exports (such as `idIDGrid`, raw texts) are not. */
export function isLocaleExport(value: unknown): value is LocalizationLike {
  const text = (value as LocalizationLike | undefined)?.components?.MuiDataGrid?.defaultProps?.localeText;
  return typeof text === 'object' && text !== null;
}

export function collectGridLocales(exports: Record<string, unknown> = locales, defaults: Record<string, unknown> = { ...GRID_DEFAULT_LOCALE_TEXT }): GridLocaleRow[] {
  const keys = Object.keys(defaults);
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const rows: GridLocaleRow[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (!isLocaleExport(value)) continue;
    const text = value.components.MuiDataGrid.defaultProps.localeText;
    const tag = /^[a-z]{2}[A-Z]{2}$/.test(name) ? `${name.slice(0, 2)}-${name.slice(2)}` : name;
    let language = name;
    try {
      language = names.of(tag) ?? name;
    } catch {
      // Not a valid language tag: keep the export name.
    }
    rows.push({
      name,
      tag,
      language,
      translated: keys.filter((key) => Object.prototype.hasOwnProperty.call(text, key)).length,
      total: keys.length,
    });
  }
  return rows.sort((a, b) => a.language.localeCompare(b.language, 'en'));
}

export function localesTable(rows: GridLocaleRow[]): string {
  const lines = [
    '| Locale | BCP 47 tag | Import name | Texts translated |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.language} | ${row.tag} | \`${row.name}\` | ${row.translated} / ${row.total} (${Math.round((100 * row.translated) / row.total)}%) |`),
  ];
  return lines.join('\n');
}

export default async function generate(): Promise<string> {
  const rows = collectGridLocales();
  const complete = rows.filter((row) => row.translated === row.total).length;
  const total = rows[0]?.total ?? 0;
  return [
    `\`@mui/x-data-grid\` ships ${rows.length} locales. The grid has ${total} texts; ${complete} locales translate all of them, and the others fall back to English for the rest.`,
    '',
    localesTable(rows),
  ].join('\n');
}
