/**
 * Build-time patch of `react-dom/cjs/react-dom-client.production.js` in the site's client bundle only: the five
 * sentinel `Error`s React DOM makes when its module is evaluated are taken from the ones the demo runtime made before
 * (client/demos/react-errors.ts), when their message is React's own; otherwise (the switch off: `globalThis.__demoReactErrors
 * = false`, bench/demo-switches.ts `BENCH_REACT_ERRORS=0`, or a page that did not make them) React DOM makes them, as
 * published. Why: with DevTools' Runtime domain on, a new `Error` made while React DOM's module function is on the
 * stack made V8 parse that function and the runtime's chunk again for their source positions, 70-200 ms at 4x CPU.
 *
 * The replaced text must be found and react-dom must be a version it was checked against, or the build fails. The
 * reader's copied code and sandboxes use the package as published.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { REACT_ERROR_CODES, REACT_ERRORS } from '../../client/demos/react-errors';
import { patchText } from './patch-text';

/** The react-dom versions the anchors were checked against. */
export const REACT_DOM_VERSIONS: readonly string[] = ['19.3.1'];

/** The file patched: React DOM's client, production build (the development build is left as published). */
export const REACT_DOM_CLIENT_FILE = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The helper the patched declarations call (a function declaration: hoisted above its first use). */
const HELPER = `// The site's demo runtime: React DOM's sentinel errors made before this module (scripts/demos/react-errors.ts).
function demoReactError(code) {
  var message = formatProdErrorMessage(code),
    made = globalThis[${JSON.stringify(REACT_ERRORS)}],
    error = made && made[code];
  return error instanceof Error && error.message === message ? error : Error(message);
}
`;

/** The declarations, by the name React DOM gives each error. */
const NAMES: Record<number, string> = {
  519: 'HydrationMismatchException',
  460: 'SuspenseException',
  474: 'SuspenseyCommitException',
  542: 'SuspenseActionException',
  461: 'SelectiveHydrationException',
};

export const REACT_ERROR_EDITS: readonly (readonly [string, string])[] = [
  ['function formatProdErrorMessage(code) {', `${HELPER}function formatProdErrorMessage(code) {`],
  ...REACT_ERROR_CODES.map((code) => [`${NAMES[code]} = Error(formatProdErrorMessage(${code}))`, `${NAMES[code]} = demoReactError(${code})`] as const),
];

/** React DOM's client as the client bundle gets it (throws when a replaced text moved or the version changed). */
export function reactErrorsSource(path: string): string {
  const pkg = join(path.slice(0, path.search(/[\\/]cjs[\\/]/)), 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string };
  if (!REACT_DOM_VERSIONS.includes(version ?? '')) throw new Error(`${path}: react-dom ${version}, not ${REACT_DOM_VERSIONS.join(' or ')}; update scripts/demos/react-errors.ts`);
  return patchText(path, readFileSync(path, 'utf8'), REACT_ERROR_EDITS, 'scripts/demos/react-errors.ts');
}

/** The esbuild plugin of the client build (scripts/build-client.ts). */
export const reactErrorsPlugin: Plugin = {
  name: 'react-errors',
  setup(b) {
    b.onLoad({ filter: REACT_DOM_CLIENT_FILE }, (args) => ({ contents: reactErrorsSource(args.path), loader: 'js' }));
  },
};
