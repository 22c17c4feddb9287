/** Which of the extra font's faces the client fetches after load. */
import { describe, expect, it } from 'vitest';
import { coversBasicLatin, faceWeight } from './fonts';

describe('faceWeight', () => {
  it.each([
    ['normal', 400],
    ['bold', 700],
    ['400', 400],
    ['600', 600],
    ['800', 700],
    ['300', 400],
    ['x', 400],
  ])('%j -> %d', (weight, face) => expect(faceWeight(weight)).toBe(face));
});

describe('coversBasicLatin', () => {
  it('tells the latin subset from latin-ext', () => {
    expect(coversBasicLatin('U+0-FF, U+131, U+152-153')).toBe(true);
    expect(coversBasicLatin('U+0000-00FF,U+0131')).toBe(true);
    expect(coversBasicLatin('U+100-2BA, U+2BD-2C5')).toBe(false);
  });
});
