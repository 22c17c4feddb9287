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
const DEFAULT_THEME_FILE = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]defaultTheme\.js$/;

export const BOX_EDITS: readonly (readonly [string, string])[] = [
  ['import { createTheme } from "../styles/index.js";', 'import { createTheme } from "../styles/index.js";\nimport demoDefaultTheme from "../styles/defaultTheme.js";'],
  ['const defaultTheme = createTheme();', `const defaultTheme = globalThis[${JSON.stringify(BOX_THEME)}] !== false ? demoDefaultTheme : createTheme();`],
];

/**
 * styles/defaultTheme.js: the default theme is made at its first use, not when the module is evaluated (in the demo
 * runtime's chunk, 15-30 ms at 4x CPU). It is a fallback (`styled`, `useTheme`, `useThemeProps`, `GlobalStyles` and Box
 * use it only when no ThemeProvider gives a theme; every demo has one), so a demo page usually never makes it. The
 * module exports one object, a Proxy whose every operation goes to the theme `createTheme()` makes on the first one.
 */
export const DEFAULT_THEME_EDITS: readonly (readonly [string, string])[] = [
  [
    'const defaultTheme = createTheme();',
    `let demoTheme;
const demoMade = () => (demoTheme ??= createTheme());
const defaultTheme = globalThis[${JSON.stringify(BOX_THEME)}] !== false ? new Proxy({}, {
  get: (_target, key) => Reflect.get(demoMade(), key),
  set: (_target, key, value) => Reflect.set(demoMade(), key, value),
  has: (_target, key) => Reflect.has(demoMade(), key),
  ownKeys: () => Reflect.ownKeys(demoMade()),
  getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(demoMade(), key),
  defineProperty: (_target, key, descriptor) => Reflect.defineProperty(demoMade(), key, descriptor),
  deleteProperty: (_target, key) => Reflect.deleteProperty(demoMade(), key),
  getPrototypeOf: () => Reflect.getPrototypeOf(demoMade()),
}) : createTheme();`,
  ],
];

/** Whether `path` is a module this file patches (Box.js, styles/defaultTheme.js). */
export function isBoxThemePatched(path: string): boolean {
  return BOX_FILE.test(path) || DEFAULT_THEME_FILE.test(path);
}

/** Box.js as the client bundle gets it (throws when a replaced text moved or the version changed). */
export function boxThemePatchedSource(path: string): string {
  const pkg = join(path.slice(0, path.search(/[\\/]esm[\\/]/)), 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string };
  if (!MATERIAL_VERSIONS.includes(version ?? '')) throw new Error(`${path}: @mui/material ${version}, not ${MATERIAL_VERSIONS.join(' or ')}; update scripts/demos/box-theme.ts`);
  return patchText(path, readFileSync(path, 'utf8'), DEFAULT_THEME_FILE.test(path) ? DEFAULT_THEME_EDITS : BOX_EDITS, 'scripts/demos/box-theme.ts');
}
