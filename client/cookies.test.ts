/**
 * Tests of the browser cookie helper: the server-side throw (plain node)
 * and reading / writing through a fake `globalThis.document`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writePreference } from './cookies';

const g = globalThis as { document?: unknown; location?: unknown };

function fakeDocument(cookie: string): { cookie: string } {
  const doc = { cookie };
  g.document = doc;
  return doc;
}

afterEach(() => {
  delete g.document;
  delete g.location;
});

describe('on the server', () => {
  it('has no document in this test environment', () => {
    expect(typeof document).toBe('undefined');
  });

  it('readCookie throws that the cookie cannot be read on the server', () => {
    expect(() => readCookie('codeVariant')).toThrow(/Cannot read cookie "codeVariant" on the server/);
  });

  it('writePreference throws too', () => {
    expect(() => writePreference('codeVariant', 'JS')).toThrow(/on the server/);
  });
});

describe('readCookie', () => {
  it.each([
    ['codeVariant=JS; codeStyling=css', 'codeVariant', 'JS'],
    ['codeVariant=JS; codeStyling=css', 'codeStyling', 'css'],
    ['a=%20b', 'a', ' b'],
    ['a=1', 'missing', undefined],
    ['', 'a', undefined],
    ['a=%E0%A4%A; b=2', 'a', undefined],
    ['junk; b=2', 'b', '2'],
  ])('%j: %s -> %j', (cookie, name, expected) => {
    fakeDocument(cookie);
    expect(readCookie(name)).toBe(expected);
  });
});

describe('writePreference', () => {
  it.each([
    ['http:', 'codeVariant=JS; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['https:', 'codeVariant=JS; Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
  ])('on %s writes %s', (protocol, expected) => {
    const doc = fakeDocument('');
    g.location = { protocol };
    writePreference('codeVariant', 'JS');
    expect(doc.cookie).toBe(expected);
  });

  it('writes the styling cookie without Secure when there is no location', () => {
    const doc = fakeDocument('');
    writePreference('codeStyling', 'tailwind');
    expect(doc.cookie).toBe('codeStyling=tailwind; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
