import { describe, expect, it } from 'vitest';
import { median, subtractBase } from './search-cold-base';

describe('subtractBase', () => {
  it("takes from an isolate's i-th request the median of the n=0 isolates' i-th request, in cold mode", () => {
    // Three runs; request 0 is a first request (cold route, ~7 ms), request 1 a second (~2 ms).
    const raw = [
      [15, 6],
      [16, 5],
      [14, 7],
    ];
    const bases = [
      [7, 2],
      [8, 2.5],
      [6.5, 1.5],
    ];
    expect(subtractBase('cold', raw, bases)).toEqual([
      [8, 4],
      [9, 3],
      [7, 5],
    ]);
  });

  it("takes each run's own warm baseline from all its requests, in warm mode", () => {
    expect(
      subtractBase(
        'warm',
        [
          [10, 4],
          [12, 5],
        ],
        [[2], [3]],
      ),
    ).toEqual([
      [8, 2],
      [9, 2],
    ]);
  });

  it('takes the lower middle of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2);
  });
});
