/**
 * The languages MUI X ships texts in, as a reader types their names: the English name and the language's own name
 * (`german`, `deutsch`; `french`, `francais`) of every locale export of the grid's, the pickers' and the charts'
 * `locales` entries (`deDE`, `frFR`: two letters of a language, two of a country), by `Intl.DisplayNames`. Only the
 * Latin-letter words a query keeps (lib/search/tokens.ts `queryTokens`), not `english`, the texts' own language. The
 * engine reads the list that lib/search/languages.ts holds; languages.test.ts checks that it is this one.
 */
import * as charts from '@mui/x-charts/locales';
import * as grid from '@mui/x-data-grid/locales';
import * as pickers from '@mui/x-date-pickers/locales';
import { queryTokens } from '../../lib/search/tokens';

export function localeLanguageWords(modules: readonly Record<string, unknown>[] = [grid, pickers, charts]): string[] {
  const codes = new Set<string>();
  for (const m of modules) for (const name of Object.keys(m)) if (/^[a-z]{2}[A-Z]{2}$/.test(name)) codes.add(name.slice(0, 2));
  const words = new Set<string>();
  for (const code of codes) {
    let names: string[];
    try {
      names = [new Intl.DisplayNames(['en'], { type: 'language' }).of(code), new Intl.DisplayNames([code], { type: 'language' }).of(code)].filter((n): n is string => !!n && n !== code);
    } catch {
      continue;
    }
    for (const w of queryTokens(names.join(' '))) if (/^[a-z]{4,}$/.test(w) && w !== 'english') words.add(w);
  }
  return [...words].sort();
}
