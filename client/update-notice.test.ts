/**
 * Which failures mean "this tab's code is gone" (client/update-notice.ts):
 * the module-load errors of Chromium, Safari and Firefox, not other errors.
 * The notice itself is checked in Chromium (tests/e2e/sw.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './update-notice';

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/build/chunks/modal-AB.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module: http://x/build/a.js'), true],
    [new TypeError('Failed to fetch'), false],
    [new Error('The demo module has no default export.'), false],
    [undefined, false],
  ])('%s -> %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
