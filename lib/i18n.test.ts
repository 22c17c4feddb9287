/**
 * Tests of the translator's fallbacks and logging, and of page titles.
 */
import { describe, expect, it, vi } from 'vitest';
import { createTranslator, MISSING_LANGUAGE_TEXT, pageTitle, type Dictionary, type PageTitleTable } from './i18n';

const dictionaries: Record<string, Dictionary> = {
  en: { settings: { mode: { dark: 'Dark', light: 'Light' }, title: 'Settings' }, search: 'Search', onlyEn: 'English only' },
  zh: { settings: { mode: { dark: '深色' }, title: '设置' }, search: '搜索' },
};

function setup() {
  const log = { warn: vi.fn(), error: vi.fn() };
  return { log, t: createTranslator(dictionaries, log) };
}

describe('createTranslator', () => {
  it.each([
    ['en', 'settings.mode.dark', 'Dark'],
    ['en', 'search', 'Search'],
    ['zh', 'settings.mode.dark', '深色'],
    ['zh', 'settings.title', '设置'],
    ['zh', 'search', '搜索'],
  ])('%s %s -> %s without logging', (language, key, expected) => {
    const { t, log } = setup();
    expect(t(language, key)).toBe(expected);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each([
    ['zh', 'settings.mode.light', 'Light'],
    ['zh', 'onlyEn', 'English only'],
  ])('%s %s falls back to English (%s) and warns', (language, key, expected) => {
    const { t, log } = setup();
    expect(t(language, key)).toBe(expected);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]?.[0])).toContain(key);
  });

  it('warns once per (language, key) pair', () => {
    const { t, log } = setup();
    t('zh', 'onlyEn');
    t('zh', 'onlyEn');
    t('zh', 'onlyEn');
    expect(log.warn).toHaveBeenCalledTimes(1);
    t('zh', 'settings.mode.light');
    t('zh', 'settings.mode.light');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('keeps its warned pairs per translator', () => {
    const first = setup();
    const second = setup();
    first.t('zh', 'onlyEn');
    second.t('zh', 'onlyEn');
    expect(first.log.warn).toHaveBeenCalledTimes(1);
    expect(second.log.warn).toHaveBeenCalledTimes(1);
  });

  it.each(['fr', '', 'toString', '__proto__'])('missing language %j logs an error and returns the ellipsis', (language) => {
    const { t, log } = setup();
    expect(t(language, 'search')).toBe('…');
    expect(MISSING_LANGUAGE_TEXT).toBe('\u2026');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'nope.nothing'],
    ['zh', 'nope.nothing'],
    ['en', 'settings'],
    ['en', 'settings.mode'],
    ['en', 'search.deeper'],
    ['en', 'settings.toString'],
  ])('%s %s missing in English too returns the key and warns once', (language, key) => {
    const { t, log } = setup();
    expect(t(language, key)).toBe(key);
    expect(t(language, key)).toBe(key);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('defaults to console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const t = createTranslator(dictionaries);
      t('zh', 'onlyEn');
      t('fr', 'search');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('pageTitle', () => {
  const table: PageTitleTable = {
    '/x/introduction': { en: 'Overview', zh: '概览' },
    '/x/introduction/installation': { en: 'Installation' },
    '/x/empty-zh': { en: 'Empty', zh: '' },
  };

  it.each([
    ['/x/introduction', 'en', 'Overview'],
    ['/x/introduction', 'zh', '概览'],
    ['/x/introduction/installation', 'zh', 'Installation'],
    ['/x/introduction', 'fr', 'Overview'],
    ['/x/empty-zh', 'zh', 'Empty'],
    ['/x/missing', 'en', undefined],
    ['/x/missing', 'zh', undefined],
    ['constructor', 'en', undefined],
  ])('%s in %s -> %s', (path, language, expected) => {
    expect(pageTitle(table, path, language)).toBe(expected);
  });
});
