/**
 * Tests of cookie parsing and the code variant / styling preference rules.
 */
import { describe, expect, it } from 'vitest';
import { PREFERENCE_COOKIE_MAX_AGE } from './constants';
import type { CodeVariant } from './page-record';
import { MAX_COOKIES, MAX_COOKIE_VALUE, parseCookies, preferenceCookie, readPreferences, resolveCodeStyling, resolveCodeVariant, stylingFromHash, variantFromHash } from './preferences';

describe('parseCookies', () => {
  it.each<[string, string | null | undefined, Record<string, string>]>([
    ['null', null, {}],
    ['undefined', undefined, {}],
    ['empty', '', {}],
    ['one pair', 'a=1', { a: '1' }],
    ['several pairs with spaces', ' a = 1 ;b=2;  c=3 ', { a: '1', b: '2', c: '3' }],
    ['percent-encoded value', 'a=%20b%3Bc', { a: ' b;c' }],
    ['quoted value', 'a="x y"', { a: 'x y' }],
    ['empty value', 'a=', { a: '' }],
    ['value with =', 'a=b=c', { a: 'b=c' }],
    ['no = is skipped', 'junk; a=1', { a: '1' }],
    ['empty name is skipped', '=x; a=1', { a: '1' }],
    ['bad name is skipped', 'a b=1; c=2', { c: '2' }],
    ['bad percent-encoding is skipped', 'a=%E0%A4%A; b=%; c=ok', { c: 'ok' }],
    ['first occurrence wins', 'a=1; a=2', { a: '1' }],
    ['stray semicolons', ';;a=1;;', { a: '1' }],
  ])('%s', (_name, header, expected) => {
    expect({ ...parseCookies(header) }).toEqual(expected);
  });

  it('reads at most 50 cookies', () => {
    const header = Array.from({ length: 60 }, (_, i) => `c${i}=${i}`).join('; ');
    const cookies = parseCookies(header);
    expect(Object.keys(cookies)).toHaveLength(MAX_COOKIES);
    expect(cookies.c49).toBe('49');
    expect(cookies.c50).toBeUndefined();
  });

  it.each([
    [MAX_COOKIE_VALUE, true],
    [MAX_COOKIE_VALUE + 1, false],
  ])('a value of %i characters is kept: %s', (length, kept) => {
    const cookies = parseCookies(`big=${'v'.repeat(length)}; codeVariant=JS`);
    expect('big' in cookies).toBe(kept);
    expect(cookies.codeVariant).toBe('JS');
  });

  it('does not let a cookie named __proto__ or constructor change the object', () => {
    const cookies = parseCookies('__proto__=x; constructor=y; toString=z');
    expect(cookies.__proto__).toBe('x');
    expect(cookies.constructor).toBe('y');
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it.each(['\u0000', '%', '=;=;=', ';'.repeat(10000), 'a=\uD800'])('never throws on %j', (header) => {
    expect(() => parseCookies(header)).not.toThrow();
  });
});

describe('readPreferences', () => {
  it.each<[string | null | undefined, string, string, string?]>([
    [null, 'TS', 'system'],
    ['', 'TS', 'system'],
    ['codeVariant=JS', 'JS', 'system'],
    ['codeVariant=TS; codeStyling=tailwind', 'TS', 'tailwind'],
    ['codeStyling=css', 'TS', 'css'],
    ['codeStyling=system; codeVariant=JS', 'JS', 'system'],
    ['codeVariant=js', 'TS', 'system'],
    ['codeVariant=TSX; codeStyling=Tailwind', 'TS', 'system'],
    ['codeVariant=%3Cscript%3E; codeStyling=%E0', 'TS', 'system'],
    ['codeStyling=toString', 'TS', 'system'],
    ['packageManager=pnpm', 'TS', 'system', 'pnpm'],
    ['packageManager=yarn; codeVariant=JS', 'JS', 'system', 'yarn'],
    ['packageManager=PNPM', 'TS', 'system', 'npm'],
    ['packageManager=bun', 'TS', 'system', 'npm'],
    ['packageManager=%3Cscript%3E', 'TS', 'system', 'npm'],
    ['packageManager=constructor', 'TS', 'system', 'npm'],
  ])('%j -> %s / %s / %s', (header, codeVariant, codeStyling, packageManager = 'npm') => {
    expect(readPreferences(header)).toEqual({ codeVariant, codeStyling, packageManager });
  });
});

describe('hash rules', () => {
  it.each<[string | null | undefined, CodeVariant | undefined]>([
    ['#BasicGrid.js', 'JS'],
    ['#BasicGrid.tsx', 'TS'],
    ['#tailwind-BasicGrid.js', 'JS'],
    ['#BasicGrid.ts', undefined],
    ['#BasicGrid.jsx', undefined],
    ['#sorting', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('variantFromHash(%j) = %s', (hash, expected) => {
    expect(variantFromHash(hash)).toBe(expected);
  });

  it.each([
    ['#tailwind-BasicGrid.tsx', 'tailwind'],
    ['#css-BasicGrid.js', 'css'],
    ['#system-BasicGrid.tsx', 'system'],
    ['#demo-tailwind-button.js', 'tailwind'],
    ['#tailwind-BasicGrid', undefined],
    ['#css-section', undefined],
    ['#BasicGrid.tsx', undefined],
    ['#tailwind.tsx', undefined],
    ['', undefined],
    [null, undefined],
  ])('stylingFromHash(%j) = %s', (hash, expected) => {
    expect(stylingFromHash(hash)).toBe(expected);
  });
});

describe('resolveCodeVariant: hash, then cookie, then TS', () => {
  it.each([
    [{ hash: '#Demo.js', cookie: 'TS' }, 'JS'],
    [{ hash: '#Demo.tsx', cookie: 'JS' }, 'TS'],
    [{ hash: '#section', cookie: 'JS' }, 'JS'],
    [{ hash: '', cookie: 'TS' }, 'TS'],
    [{ hash: '#section', cookie: 'bogus' }, 'TS'],
    [{}, 'TS'],
    [{ hash: null, cookie: null }, 'TS'],
  ])('%o -> %s', (input, expected) => {
    expect(resolveCodeVariant(input)).toBe(expected);
  });
});

describe('resolveCodeStyling: hash, then stored, then system', () => {
  it.each([
    [{ hash: '#tailwind-Demo.tsx', stored: 'css' }, 'tailwind'],
    [{ hash: '#css-Demo.js', stored: 'tailwind' }, 'css'],
    [{ hash: '#tailwind-section', stored: 'css' }, 'css'],
    [{ hash: '#Demo.tsx', stored: 'tailwind' }, 'tailwind'],
    [{ hash: '#Demo.tsx', stored: 'Tailwind' }, 'system'],
    [{}, 'system'],
    [{ hash: null, stored: null }, 'system'],
  ])('%o -> %s', (input, expected) => {
    expect(resolveCodeStyling(input)).toBe(expected);
  });
});

describe('preferenceCookie', () => {
  it('uses the one-year constant', () => {
    expect(PREFERENCE_COOKIE_MAX_AGE).toBe(31536000);
  });

  it.each([
    ['codeVariant', 'JS', false, 'codeVariant=JS; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['codeVariant', 'TS', true, 'codeVariant=TS; Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
    ['codeStyling', 'tailwind', false, 'codeStyling=tailwind; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['codeStyling', 'css', true, 'codeStyling=css; Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
    ['packageManager', 'yarn', false, 'packageManager=yarn; Path=/; Max-Age=31536000; SameSite=Lax'],
  ] as const)('%s=%s secure=%s', (name, value, secure, expected) => {
    expect(preferenceCookie(name, value, secure)).toBe(expected);
  });

  it.each([
    ['codeVariant', 'css'],
    ['codeStyling', 'JS'],
    ['codeVariant', 'JS; Domain=evil.example'],
    ['packageManager', 'bun'],
    ['packageManager', 'npm; Domain=evil.example'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => preferenceCookie(name as 'codeVariant', value as CodeVariant, false)).toThrow(/Invalid/);
  });

  it('round-trips through readPreferences', () => {
    const header = [preferenceCookie('codeVariant', 'JS', true), preferenceCookie('codeStyling', 'css', true), preferenceCookie('packageManager', 'pnpm', true)]
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(readPreferences(header)).toEqual({ codeVariant: 'JS', codeStyling: 'css', packageManager: 'pnpm' });
  });
});
