import { describe, expect, it } from 'vitest';
import { readCappedBytes } from './capped-read';

function stream(parts: string[]): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (pulled === parts.length) return c.close();
      c.enqueue(enc.encode(parts[pulled++]!));
    },
  });
  return { body, pulled: () => pulled };
}

describe('readCappedBytes', () => {
  it('gives every byte up to the cap', async () => {
    const bytes = await readCappedBytes(stream(['ab', 'c']).body, null, 3);
    expect(new TextDecoder().decode(bytes)).toBe('abc');
  });

  it('stops reading at the first chunk past the cap', async () => {
    const s = stream(['ab', 'cd', 'ef', 'gh']);
    expect(await readCappedBytes(s.body, null, 3)).toBeUndefined();
    expect(s.pulled()).toBeLessThan(4);
  });

  it('refuses a declared length over the cap before reading', async () => {
    const s = stream(['a']);
    expect(await readCappedBytes(s.body, '10', 3)).toBeUndefined();
    expect(s.pulled()).toBe(0);
  });

  it('counts bytes, not characters', async () => {
    expect(await readCappedBytes(stream(['éé']).body, null, 3)).toBeUndefined();
  });

  it('an absent body is empty', async () => {
    expect(await readCappedBytes(null, null, 3)).toEqual(new Uint8Array(0));
  });
});
