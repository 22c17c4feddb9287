/**
 * `{{"generated": "date-pickers-locales"}}`: the table of the locales that
 * the installed `@mui/x-date-pickers` exports from `@mui/x-date-pickers/locales`,
 * each with its share of translated texts. A text counts as translated when
 * the locale defines it; the total is the number of texts of the English
 * defaults (`DEFAULT_LOCALE`). Built from the package at build time, so the
 * table follows the installed version.
 */
import * as pickersLocales from '@mui/x-date-pickers/locales';

/** Shape of a locale export: a theme fragment holding the texts. */
export interface PickersLocaleExport {
  components: { MuiLocalizationProvider: { defaultProps: { localeText: Record<string, unknown> } } };
}

export interface LocaleRow {
  /** Export name, such as `frFR`. */
  name: string;
  /** BCP 47 tag, such as `fr-FR`. */
  tag: string;
  /** Language (and region) in English, such as `French (France)`. */
  language: string;
  translated: number;
  total: number;
}

/** Export names whose letters are not a BCP 47 tag. */
const TAG_OVERRIDES: Record<string, string> = {
  // Kazakh's language code is `kk`; the export keeps the country code.
  kzKZ: 'kk-KZ',
};

/** `frFR` -> `fr-FR`, `eu` -> `eu`. */
export function tagOf(name: string): string {
  if (TAG_OVERRIDES[name]) return TAG_OVERRIDES[name]!;
  const m = /^([a-z]{2,3})([A-Z]{2})?$/.exec(name);
  if (!m) throw new Error(`date-pickers-locales: "${name}" is not a locale export name`);
  return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

export function isLocaleExport(value: unknown): value is PickersLocaleExport {
  const localeText = (value as PickersLocaleExport | undefined)?.components?.MuiLocalizationProvider?.defaultProps?.localeText;
  return typeof localeText === 'object' && localeText !== null;
}

/** One row per locale export, in the order of the export names. */
export function localeRows(exports: Record<string, unknown>, defaults: Record<string, unknown>): LocaleRow[] {
  const keys = Object.keys(defaults);
  return Object.keys(exports)
    .filter((name) => isLocaleExport(exports[name]))
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const texts = (exports[name] as PickersLocaleExport).components.MuiLocalizationProvider.defaultProps.localeText;
      const tag = tagOf(name);
      return {
        name,
        tag,
        language: languageNames.of(tag) ?? tag,
        translated: keys.filter((key) => texts[key] !== undefined).length,
        total: keys.length,
      };
    });
}

/** Markdown table: language, import name, progress. */
export function localesTable(rows: LocaleRow[]): string {
  const lines = ['| Language | BCP 47 tag | Import name | Translated texts |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    const share = Math.floor((row.translated / row.total) * 100);
    lines.push(`| ${row.language} | ${row.tag} | \`${row.name}\` | ${row.translated} / ${row.total} (${share}%) |`);
  }
  return lines.join('\n');
}

export default async function generate(): Promise<string> {
  const { DEFAULT_LOCALE, ...exports }: Record<string, unknown> & { DEFAULT_LOCALE: Record<string, unknown> } = { ...pickersLocales, DEFAULT_LOCALE: { ...pickersLocales.DEFAULT_LOCALE } };
  return localesTable(localeRows(exports, DEFAULT_LOCALE));
}
