/**
 * React DOM's sentinel errors, made before React DOM's module runs. As published, react-dom-client's module makes
 * five `Error`s when it is evaluated (the values React throws to unwind a suspended render: `SuspenseException` and
 * the like, compared by identity, never shown). Making an `Error` is cheap for a reader, but where DevTools' Runtime
 * domain is on (a reader with DevTools open, Lighthouse and PageSpeed Insights, every bench and browser test of this
 * site) V8 captures a detailed stack trace of each new `Error` and needs the source positions of every function on
 * the stack: React DOM's whole module function (200 KB) and the demo runtime's chunk, which V8 compiled without them,
 * so it parses both again on the main thread. That was the one task over 50 ms on every demo page at 4x CPU (load +
 * 400-1000 ms, 70-200 ms, `V8.CollectSourcePositions`; without DevTools the evaluation is about 15 ms). The site's
 * bundle gives React DOM these errors made here, from a short stack, when the first demo mounts
 * (scripts/demos/react-errors.ts): the same `Error`s with the same messages, only their `stack` text differs.
 */

/** A global the page can set to `false` (before the demo code runs) to let React DOM make them itself: bench/demo-switches.ts. */
export const REACT_ERRORS = '__demoReactErrors';

/** The error codes react-dom-client makes an `Error` of when its module is evaluated (React DOM 19.3). */
export const REACT_ERROR_CODES: readonly number[] = [519, 460, 474, 542, 461];

/** React's production message for `code` with no argument (react-dom-client's `formatProdErrorMessage`). */
export function reactErrorMessage(code: number): string {
  return `Minified React error #${code}; visit https://react.dev/errors/${code} for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`;
}

/** Makes the errors once per page, unless the switch is off (called before the demo runtime's chunks are evaluated). */
export function prepareReactErrors(): void {
  const g = globalThis as Record<string, unknown>;
  if (g[REACT_ERRORS] !== undefined) return;
  const made: Record<number, Error> = {};
  for (const code of REACT_ERROR_CODES) made[code] = new Error(reactErrorMessage(code));
  g[REACT_ERRORS] = made;
}
