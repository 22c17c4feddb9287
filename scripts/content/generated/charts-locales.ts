/**
 * `{{"generated": "charts-locales"}}`: the table of the locales that the
 * installed `@mui/x-charts` exports from `@mui/x-charts/locales`, each with its
 * share of translated texts. A text counts as translated when the locale
 * defines it; the total is the number of texts of the English defaults
 * (`DEFAULT_LOCALE`). Built from the package at build time, so the table
 * follows the installed version.
 */
import * as chartsLocales from '@mui/x-charts/locales';

/** Shape of a locale export: a theme fragment holding the texts. */
export interface ChartsLocaleExport {
  components: { MuiChartsLocalizationProvider: { defaultProps: { localeText: Record<string, unknown> } } };
}

export interface ChartsLocaleRow {
  /** Export name of the theme fragment, such as `frFR`. */
  name: string;
  /** Export name of the bare texts, such as `ptBRLocaleText` (or `frFRLocalText` in 8.11.1). */
  textsName: string | undefined;
  /** BCP 47 tag, such as `fr-FR`. */
  tag: string;
  /** Language and region in English, such as `French (France)`. */
  language: string;
  translated: number;
  total: number;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

/** `frFR` -> `fr-FR`. */
export function chartsTagOf(name: string): string {
  const m = /^([a-z]{2,3})([A-Z]{2})?$/.exec(name);
  if (!m) throw new Error(`charts-locales: "${name}" is not a locale export name`);
  return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
}

export function isChartsLocaleExport(value: unknown): value is ChartsLocaleExport {
  const localeText = (value as ChartsLocaleExport | undefined)?.components?.MuiChartsLocalizationProvider?.defaultProps?.localeText;
  return typeof localeText === 'object' && localeText !== null;
}

/** One row per locale export, sorted by export name. */
export function chartsLocaleRows(exports: Record<string, unknown>, defaults: Record<string, unknown>): ChartsLocaleRow[] {
  const keys = Object.keys(defaults);
  return Object.keys(exports)
    .filter((name) => isChartsLocaleExport(exports[name]))
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const texts = (exports[name] as ChartsLocaleExport).components.MuiChartsLocalizationProvider.defaultProps.localeText;
      const tag = chartsTagOf(name);
      // The bare texts are exported beside the theme fragment, under a name that starts with it.
      const textsName = Object.keys(exports).find((other) => other !== name && other.startsWith(name) && typeof exports[other] === 'object' && !isChartsLocaleExport(exports[other]));
      return {
        name,
        textsName,
        tag,
        language: languageNames.of(tag) ?? tag,
        translated: keys.filter((key) => texts[key] !== undefined).length,
        total: keys.length,
      };
    });
}

/** Markdown table: language, tag, import names, progress. */
export function chartsLocalesTable(rows: ChartsLocaleRow[]): string {
  const lines = ['| Language | BCP 47 tag | Theme import | Texts import | Translated texts |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const share = Math.floor((row.translated / row.total) * 100);
    const texts = row.textsName ? `\`${row.textsName}\`` : '';
    lines.push(`| ${row.language} | ${row.tag} | \`${row.name}\` | ${texts} | ${row.translated} / ${row.total} (${share}%) |`);
  }
  return lines.join('\n');
}

export default async function generate(): Promise<string> {
  const { DEFAULT_LOCALE, ...exports } = chartsLocales as unknown as Record<string, unknown> & {
    DEFAULT_LOCALE: Record<string, unknown>;
  };
  return chartsLocalesTable(chartsLocaleRows(exports, DEFAULT_LOCALE));
}
