/** The result-count clamp the engine and the English API row share (`wantedResults`). */
import { describe, expect, it } from 'vitest';
import { MAX_RESULTS, wantedResults } from './types';

describe('wantedResults', () => {
  it('gives MAX_RESULTS unless fewer are asked for, and at least one', () => {
    expect([undefined, 0, NaN, 50, MAX_RESULTS].map(wantedResults)).toEqual([MAX_RESULTS, MAX_RESULTS, MAX_RESULTS, MAX_RESULTS, MAX_RESULTS]);
    expect([1, 2.9, 7, -3].map(wantedResults)).toEqual([1, 2, 7, 1]);
  });
});
