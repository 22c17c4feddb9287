/**
 * The languages MUI X ships texts in, as query words: the English and the own name of the language of every locale
 * export of the grid's, the pickers' and the charts' `locales` entries (`deDE`: `german`, `deutsch`), made by
 * scripts/search/languages.ts from the installed packages and checked against them by scripts/search/languages.test.ts
 * (held here, not read at run time: the worker does not bundle the locales).
 */
export const LANGUAGE_WORDS: ReadonlySet<string> = new Set(
  'arabic armenian bangla belarusian bokmal bulgarian catala catalan cestina chinese croatian czech danish dansk deutsch dutch espanol finnish francais french german greek hebrew hrvatski hungarian icelandic indonesia indonesian islenska italian italiano japanese korean magyar nederlands norsk norwegian nynorsk persian polish polski portugues portuguese romana romanian russian slovak slovencina spanish suomi svenska swedish tieng turkce turkish ukrainian urdu viet vietnamese'.split(
    ' ',
  ),
);
