/**
 * The code theme: shiki writes the light colours inline and the dark ones as
 * `--shiki-dark*` variables (scripts/content/highlight.ts); these rules
 * switch to them in dark mode. Part of the site stylesheet (ui/site-css.tsx):
 * a few hundred bytes inline cost less than a request of their own.
 */
export const CODE_THEME_RULES = `html[data-mui-color-scheme='dark'] .shiki,html[data-mui-color-scheme='dark'] .shiki span{color:var(--shiki-dark) !important;background-color:var(--shiki-dark-bg) !important;font-style:var(--shiki-dark-font-style) !important;font-weight:var(--shiki-dark-font-weight) !important;text-decoration:var(--shiki-dark-text-decoration) !important}.shiki{tab-size:2}`;
