/**
 * The demos' theme provider starts on the client side of its colour scheme. MUI's ThemeProvider (a CSS-variables
 * theme with a light and a dark scheme) assumes server rendering unless told otherwise (`noSsr`): its first render
 * leaves the mode and colour scheme undefined, as a server would, and a passive effect then sets them ("to rerender
 * the component after hydration"). A demo is never server-rendered by React (its stand-in is static markup), so
 * that effect only rendered the provider again after the demo's reveal: its colour-scheme context changed, and in
 * dark mode the theme too (the first render used the default scheme), which rendered the demo's styled components
 * again, a Data Grid's root among them, synchronously in the task after the reveal. With `noSsr` the first render
 * already reads the stored mode and the system's scheme, as that effect would.
 */

/** A global the page can set to `false` (before the runtime loads) to keep the published behaviour: bench/demo-switches.ts. */
export const THEME_NO_SSR = '__demoThemeNoSsr';

/** Whether the demos' ThemeProvider gets `noSsr` (read once per render of the providers). */
export function themeNoSsr(): boolean {
  return (globalThis as Record<string, unknown>)[THEME_NO_SSR] !== false;
}
