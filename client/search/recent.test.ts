/** Recent searches: validation of stored data, order, dedupe and cap. */
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/constants';
import { MAX_RECENT, addRecent, clearRecent, readRecent, writeRecent, type RecentItem } from './recent';

const item = (n: number): RecentItem => ({ path: `/x/p${n}`, title: `P${n}`, heading: null, product: 'x' });

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[STORAGE_KEYS.recentSearches, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

describe('recent searches', () => {
  it.each([
    ['nothing stored', undefined],
    ['broken JSON', '{oops'],
    ['an object', '{"path":"/x/a"}'],
    ['foreign items', JSON.stringify([{ path: 'https://evil.example', title: 'x', heading: null, product: 'x' }, { title: 1 }])],
  ])('reads %s as an empty list', (_, stored) => {
    expect(readRecent(memory(stored))).toEqual([]);
  });

  it('puts the newest first, drops an older entry for the same page, keeps MAX_RECENT', () => {
    let list: RecentItem[] = [];
    for (let n = 0; n < MAX_RECENT + 2; n++) list = addRecent(list, item(n));
    list = addRecent(list, { ...item(4), heading: 'Again', snippet: 'dropped' } as RecentItem);
    expect(list.map((r) => r.path)).toEqual(['/x/p4', '/x/p6', '/x/p5', '/x/p3', '/x/p2']);
    expect(list[0]).toEqual({ path: '/x/p4', title: 'P4', heading: 'Again', product: 'x' });
  });

  it('round-trips through storage and ignores a storage that throws', () => {
    const storage = memory();
    writeRecent(storage, [item(1)]);
    expect(readRecent(storage)).toEqual([item(1)]);
    const throwing = {
      setItem: () => {
        throw new Error('quota');
      },
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => writeRecent(throwing, [item(1)])).not.toThrow();
    expect(readRecent(throwing)).toEqual([]);
  });

  it('clears the list, and ignores a storage that throws', () => {
    const storage = memory();
    writeRecent(storage, [item(1), item(2)]);
    clearRecent(storage);
    expect(readRecent(storage)).toEqual([]);
    expect(storage.data.size).toBe(0);
    const throwing = {
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => clearRecent(throwing)).not.toThrow();
  });
});
