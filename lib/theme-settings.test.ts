/**
 * Tests of the theme reducer and the stored-preference parsers.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_SETTINGS, effectiveMode, parseDense, parseDirection, parseMode, themeReducer, type ThemeAction, type ThemeSettings } from './theme-settings';

const base: ThemeSettings = { dense: false, direction: 'ltr', paletteMode: 'light' };

describe('DEFAULT_THEME_SETTINGS', () => {
  it('is not dense, ltr, light', () => {
    expect(DEFAULT_THEME_SETTINGS).toEqual({ dense: false, direction: 'ltr', paletteMode: 'light' });
  });
});

describe('themeReducer', () => {
  it.each<[string, ThemeSettings, ThemeAction, ThemeSettings]>([
    ['CHANGE palette', base, { type: 'CHANGE', payload: { paletteMode: 'dark' } }, { ...base, paletteMode: 'dark' }],
    ['CHANGE direction', base, { type: 'CHANGE', payload: { direction: 'rtl' } }, { ...base, direction: 'rtl' }],
    ['CHANGE both', base, { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } }, { dense: false, paletteMode: 'dark', direction: 'rtl' }],
    ['CHANGE one of two that differs', { ...base, paletteMode: 'dark' }, { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } }, { ...base, paletteMode: 'dark', direction: 'rtl' }],
    ['SET_DENSE true', base, { type: 'SET_DENSE', payload: true }, { ...base, dense: true }],
    ['SET_DENSE false', { ...base, dense: true }, { type: 'SET_DENSE', payload: false }, base],
    ['RESET_DENSITY', { ...base, dense: true, paletteMode: 'dark' }, { type: 'RESET_DENSITY' }, { ...base, paletteMode: 'dark' }],
  ])('%s', (_name, state, action, expected) => {
    const next = themeReducer(state, action);
    expect(next).toEqual(expected);
    expect(next).not.toBe(state);
  });

  it.each<[string, ThemeSettings, ThemeAction]>([
    ['CHANGE to the same palette', base, { type: 'CHANGE', payload: { paletteMode: 'light' } }],
    ['CHANGE to the same direction', base, { type: 'CHANGE', payload: { direction: 'ltr' } }],
    ['CHANGE with both equal', base, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } }],
    ['CHANGE with an empty payload', base, { type: 'CHANGE', payload: {} }],
    ['SET_DENSE to the current value', base, { type: 'SET_DENSE', payload: false }],
    ['RESET_DENSITY when not dense', base, { type: 'RESET_DENSITY' }],
  ])('%s returns the same state object', (_name, state, action) => {
    expect(themeReducer(state, action)).toBe(state);
  });

  it('does not mutate the state it is given', () => {
    const state = { ...base };
    themeReducer(state, { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } });
    themeReducer(state, { type: 'SET_DENSE', payload: true });
    expect(state).toEqual(base);
  });

  it.each(['TOGGLE', 'change', ''])('throws on unknown type %j', (type) => {
    expect(() => themeReducer(base, { type } as unknown as ThemeAction)).toThrow(`Unrecognized type ${type}`);
  });
});

describe('parseMode', () => {
  it.each([
    [null, 'system'],
    ['system', 'system'],
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const)('%j -> %s without logging', (value, expected) => {
    const log = { error: vi.fn() };
    expect(parseMode(value, log)).toBe(expected);
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each(['blue', 'Dark', '', 'undefined'])('unknown %j logs an error and gives system', (value) => {
    const log = { error: vi.fn() };
    expect(parseMode(value, log)).toBe('system');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(String(log.error.mock.calls[0]?.[0])).toContain(`"${value}"`);
  });

  it('logs through console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(parseMode('sepia')).toBe('system');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('effectiveMode', () => {
  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    ['dark', true, 'dark'],
    ['dark', false, 'dark'],
  ] as const)('%s with prefersDark=%s -> %s', (mode, prefersDark, expected) => {
    expect(effectiveMode(mode, prefersDark)).toBe(expected);
  });
});

describe('parseDirection / parseDense', () => {
  it.each([
    ['rtl', 'rtl'],
    ['ltr', 'ltr'],
    ['RTL', 'ltr'],
    [null, 'ltr'],
    [undefined, 'ltr'],
    ['', 'ltr'],
  ] as const)('parseDirection(%j) = %s', (value, expected) => {
    expect(parseDirection(value)).toBe(expected);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', false],
    ['TRUE', false],
    [null, false],
    [undefined, false],
  ] as const)('parseDense(%j) = %s', (value, expected) => {
    expect(parseDense(value)).toBe(expected);
  });
});
