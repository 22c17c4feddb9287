import { describe, expect, it } from 'vitest';
import { LANGUAGE_WORDS } from '../../lib/search/languages';
import { localeLanguageWords } from './languages';

describe('LANGUAGE_WORDS', () => {
  it('is the languages of the installed packages’ locale exports (rerun scripts/search/languages.ts if not)', () => {
    expect([...LANGUAGE_WORDS]).toEqual(localeLanguageWords());
  });

  it('holds a language by its English and its own name, not English', () => {
    expect(localeLanguageWords([{ deDE: {}, frFR: {}, enUS: {}, GridRow: {} }])).toEqual(['deutsch', 'francais', 'french', 'german']);
  });
});
