import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareReactErrors, REACT_ERROR_CODES, REACT_ERRORS, reactErrorMessage } from '../../client/demos/react-errors';
import { REACT_DOM_CLIENT_FILE, REACT_DOM_VERSIONS, reactErrorsSource } from './react-errors';

const require = createRequire(import.meta.url);
const reactDom = dirname(require.resolve('react-dom/package.json'));
const CLIENT = join(reactDom, 'cjs/react-dom-client.production.js');

/**
 * Evaluates a react-dom-client module text as the bundle's CommonJS wrapper does, with a counting `Error` in place of
 * the global one: how many Errors its evaluation made, and with which messages.
 */
function evaluate(code: string): string[] {
  const made: string[] = [];
  const CountingError = function (this: unknown, message?: string) {
    made.push(String(message));
    return new Error(message);
  } as unknown as ErrorConstructor;
  // `instanceof Error` in the module is the real Error's.
  Object.defineProperty(CountingError, 'prototype', { value: Error.prototype });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', 'Error', code)(module, module.exports, require, CountingError);
  expect(typeof module.exports.createRoot).toBe('function');
  return made;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[REACT_ERRORS];
});

describe('React DOM’s sentinel errors in the client bundle (scripts/demos/react-errors.ts)', () => {
  it('patches the installed react-dom-client of a checked version', () => {
    expect(REACT_DOM_VERSIONS).toContain((JSON.parse(readFileSync(join(reactDom, 'package.json'), 'utf8')) as { version: string }).version);
    expect(REACT_DOM_CLIENT_FILE.test(CLIENT)).toBe(true);
    expect(REACT_DOM_CLIENT_FILE.test(join(reactDom, 'cjs/react-dom-client.development.js'))).toBe(false);
    const code = reactErrorsSource(CLIENT);
    for (const code_ of REACT_ERROR_CODES) expect(code).not.toContain(`Error(formatProdErrorMessage(${code_}))`);
  });

  it('as published, evaluating React DOM makes five Errors: the ones the runtime makes first', () => {
    const made = evaluate(readFileSync(CLIENT, 'utf8'));
    expect(made).toEqual(REACT_ERROR_CODES.map(reactErrorMessage));
  });

  it('with the errors made before, evaluating React DOM makes none', () => {
    prepareReactErrors();
    expect(evaluate(reactErrorsSource(CLIENT))).toEqual([]);
  });

  it('with the switch off (or nothing made before), React DOM makes them itself, with the same messages', () => {
    (globalThis as Record<string, unknown>)[REACT_ERRORS] = false;
    prepareReactErrors();
    expect((globalThis as Record<string, unknown>)[REACT_ERRORS]).toBe(false);
    expect(evaluate(reactErrorsSource(CLIENT))).toEqual(REACT_ERROR_CODES.map(reactErrorMessage));
    delete (globalThis as Record<string, unknown>)[REACT_ERRORS];
    expect(evaluate(reactErrorsSource(CLIENT))).toEqual(REACT_ERROR_CODES.map(reactErrorMessage));
  });

  it('takes a made error only when its message is React’s own', () => {
    (globalThis as Record<string, unknown>)[REACT_ERRORS] = Object.fromEntries(REACT_ERROR_CODES.map((c) => [c, new Error(`not React's #${c}`)]));
    expect(evaluate(reactErrorsSource(CLIENT))).toHaveLength(REACT_ERROR_CODES.length);
  });
});
