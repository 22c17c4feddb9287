/**
 * The docs theme's data (ui/theme-prebuilt.ts). Run as is (tests, tools),
 * this module computes it; the client build replaces it with the data
 * computed once at build time (scripts/theme-data.ts), so the browser
 * never runs the derivation.
 */
import { docsThemeData } from './theme-prebuilt';

export const DOCS_THEME_DATA = docsThemeData();
