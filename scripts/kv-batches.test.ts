import { describe, expect, it } from 'vitest';
import { KV_LIMITS, kvBatches, kvLimitErrors } from './kv-batches';

const entry = (i: number, valueLength = 10) => ({ key: `v1:en:/x/page-${i}`, value: 'x'.repeat(valueLength) });

describe('kvBatches', () => {
  it('keeps a small site in one request', () => {
    expect(kvBatches(Array.from({ length: 900 }, (_, i) => entry(i)))).toHaveLength(1);
  });

  it('splits at 10,000 pairs, in order, losing nothing', () => {
    const entries = Array.from({ length: 25_001 }, (_, i) => entry(i));
    const batches = kvBatches(entries);
    expect(batches.map((b) => b.length)).toEqual([10_000, 10_000, 5_001]);
    expect(batches.flat()).toEqual(entries);
  });

  it('splits by request size before the pair limit', () => {
    const limits = { ...KV_LIMITS, bytesPerBulk: 1_000 };
    const entries = Array.from({ length: 10 }, (_, i) => entry(i, 300));
    const batches = kvBatches(entries, limits);
    expect(batches.length).toBeGreaterThan(3);
    for (const b of batches) expect(Buffer.byteLength(JSON.stringify(b))).toBeLessThanOrEqual(1_000);
    expect(batches.flat()).toEqual(entries);
  });

  it('counts bytes, not characters', () => {
    const limits = { ...KV_LIMITS, bytesPerBulk: 400 };
    const wide = Array.from({ length: 4 }, (_, i) => ({ key: `k${i}`, value: '中'.repeat(40) })); // 120 bytes each
    for (const b of kvBatches(wide, limits)) expect(Buffer.byteLength(JSON.stringify(b))).toBeLessThanOrEqual(400);
  });

  it('refuses a value over 25 MiB or a key over 512 bytes, naming it', () => {
    expect(kvLimitErrors([{ key: 'v1:en:/x/huge', value: 'x'.repeat(25 * 1024 * 1024 + 1) }])[0]).toMatch(/KV value of 26214401 bytes under v1:en:\/x\/huge/);
    expect(() => kvBatches([{ key: `v1:en:/x/${'a'.repeat(600)}`, value: '' }])).toThrow(/KV key of 609 bytes \(limit 512\)/);
  });
});
