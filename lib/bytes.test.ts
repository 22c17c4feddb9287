import { describe, expect, it } from 'vitest';
import { concatBytes } from './bytes';

describe('concatBytes', () => {
  it('puts the arrays one after the other, views into larger buffers included', () => {
    const view = new Uint8Array([9, 3, 4, 9]).subarray(1, 3);
    expect([...concatBytes([new Uint8Array([1, 2]), view, new Uint8Array(0), new Uint8Array([5])])]).toEqual([1, 2, 3, 4, 5]);
    expect(concatBytes([]).byteLength).toBe(0);
  });
});
