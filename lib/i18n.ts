/**
 * UI string lookup with fallback: a key missing in a
 * language falls back to English with one warning per (language, key); a
 * missing language logs an error and gives an ellipsis.
 */

/** Nested UI strings of one language. */
export interface Dictionary {
  [key: string]: string | Dictionary;
}

/** Logger shape, so that tests can pass spies instead of `console`. */
export interface I18nLogger {
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/** Looks a key up in a language. */
export type Translate = (language: string, key: string) => string;

/** What a missing language shows. */
export const MISSING_LANGUAGE_TEXT = '…';

const FALLBACK_LANGUAGE = 'en';

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Builds a translator over per-language dictionaries.
 * @example
 * const t = createTranslator({ en: { settings: { mode: { dark: 'Dark' } } } });
 * t('en', 'settings.mode.dark') // 'Dark'
 */
export function createTranslator(dictionaries: Record<string, Dictionary>, log: I18nLogger = console): Translate {
  const warned = new Set<string>();
  return (language, key) => {
    if (!Object.hasOwn(dictionaries, language)) {
      log.error(`Missing language: "${language}".`);
      return MISSING_LANGUAGE_TEXT;
    }
    const own = lookup(dictionaries[language], key);
    if (own !== undefined) return own;
    const pair = `${language}\u0000${key}`;
    if (!warned.has(pair)) {
      warned.add(pair);
      log.warn(`Missing translation for ${language}:${key}`);
    }
    return lookup(dictionaries[FALLBACK_LANGUAGE], key) ?? key;
  };
}

/** Page titles per path, in English and optionally Chinese. */
export type PageTitleTable = Record<string, { en: string; zh?: string }>;

/**
 * Title of a page in a language, falling back to English, else undefined.
 * @example pageTitle({ '/x/introduction': { en: 'Overview' } }, '/x/introduction', 'zh') // 'Overview'
 */
export function pageTitle(table: PageTitleTable, path: string, language: string): string | undefined {
  if (!Object.hasOwn(table, path)) return undefined;
  const entry = table[path]!;
  const localized = (entry as Record<string, string | undefined>)[language];
  return typeof localized === 'string' && localized !== '' ? localized : entry.en;
}
