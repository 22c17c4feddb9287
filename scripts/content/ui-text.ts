/**
 * The UI dictionaries (content/i18n/<locale>.json) for what the build writes
 * into page bodies around the authored text: code-block copy buttons,
 * install tabs, plan badges and demo toolbars. A Chinese record (translated
 * or not) gets its chrome in Chinese; the worker translates the shell.
 */
import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '../../lib/constants';
import { createTranslator, type Dictionary } from '../../lib/i18n';

/** A translator bound to one locale. */
export type UiText = (key: string) => string;

const dictionaries = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(new URL(`../../content/i18n/${l}.json`, import.meta.url), 'utf8')) as Dictionary])) as Record<
  Locale,
  Dictionary
>;
const translate = createTranslator(dictionaries);

/**
 * The UI strings of a locale (English for an unknown one).
 * @example uiText('zh')('demo.showCode') // '显示代码'
 */
export function uiText(locale: string): UiText {
  const l: Locale = (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en';
  return (key) => translate(l, key);
}

/** English, the default of every body renderer. */
export const EN_TEXT: UiText = uiText('en');

/**
 * The locale of a link prefix (`''` English, `/zh` Chinese).
 * @example localeOfPrefix('/zh') // 'zh'
 */
export function localeOfPrefix(prefix: string): Locale {
  const l = prefix.replace(/^\//, '');
  return (LOCALES as readonly string[]).includes(l) ? (l as Locale) : 'en';
}
