/**
 * The esbuild plugin of the client build that emits the docs theme's data
 * (ui/theme-prebuilt.ts) with the build: `ui/theme-data.ts` is loaded as the
 * data computed here, in Node, from the same `createDocsTheme`, so the demo
 * runtime builds its theme from it instead of deriving both colour schemes'
 * palettes and CSS variables in the browser (a 50-60 ms task at 4x CPU).
 */
import type { Plugin } from 'esbuild';
import { docsThemeData } from '../ui/theme-prebuilt';

/** The module replaced. */
export const THEME_DATA_FILE = /[\\/]ui[\\/]theme-data\.ts$/;

/** The module's text in the client bundle: the data as JSON text (JSON.parse is faster than an object literal). */
export function themeDataSource(): string {
  return `export const DOCS_THEME_DATA = JSON.parse(${JSON.stringify(JSON.stringify(docsThemeData()))});\n`;
}

export const themeDataPlugin: Plugin = {
  name: 'theme-data',
  setup(b) {
    let source: string | undefined;
    b.onLoad({ filter: THEME_DATA_FILE }, () => ({ contents: (source ??= themeDataSource()), loader: 'js' }));
  },
};
