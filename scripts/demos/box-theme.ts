/**
 * Build-time patch of `@mui/material/esm/Box/Box.js` in the site's client bundle only (applied by `slicedSource`,
 * scripts/demos/eval-slices.ts): Box's fallback theme (used only outside any ThemeProvider) is the default theme
 * `@mui/material/styles/defaultTheme.js` already made (the one `styled` falls back to; the demo runtime's chunk
 * evaluates it before any demo), not a second `createTheme()` made when Box's module is evaluated. Both are
 * `createTheme()` with no argument, so they are equal; the call was 40-60 ms at 4x CPU in one statement, the one long
 * task each demo page still had (client/demos/box-theme.ts). Off with `globalThis.__demoBoxTheme = false`
 * (bench/demo-switches.ts `BENCH_BOX_THEME=0`): Box makes its own, as published.
 *
 * The replaced text must be found and @mui/material must be a version it was checked against, or the build fails.
 * The reader's copied code and sandboxes use the package as published.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOX_THEME } from '../../client/demos/box-theme';
import { patchText } from './patch-text';

/** The @mui/material versions the anchors were checked against. */
export const MATERIAL_VERSIONS: readonly string[] = ['7.3.11'];

const BOX_FILE = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]esm[\\/]Box[\\/]Box\.js$/;

export const BOX_EDITS: readonly (readonly [string, string])[] = [
  ['import { createTheme } from "../styles/index.js";', 'import { createTheme } from "../styles/index.js";\nimport demoDefaultTheme from "../styles/defaultTheme.js";'],
  ['const defaultTheme = createTheme();', `const defaultTheme = globalThis[${JSON.stringify(BOX_THEME)}] !== false ? demoDefaultTheme : createTheme();`],
];

/** Whether `path` is the Box module this file patches. */
export function isBoxThemePatched(path: string): boolean {
  return BOX_FILE.test(path);
}

/** Box.js as the client bundle gets it (throws when a replaced text moved or the version changed). */
export function boxThemePatchedSource(path: string): string {
  const pkg = join(path.slice(0, path.search(/[\\/]esm[\\/]/)), 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string };
  if (!MATERIAL_VERSIONS.includes(version ?? '')) throw new Error(`${path}: @mui/material ${version}, not ${MATERIAL_VERSIONS.join(' or ')}; update scripts/demos/box-theme.ts`);
  return patchText(path, readFileSync(path, 'utf8'), BOX_EDITS, 'scripts/demos/box-theme.ts');
}
