/**
 * Global class names: the `Mui…` prefix read from the compiled JS of a
 * `*Classes` const, and MUI's global state classes.
 */
import { describe, expect, it } from 'vitest';
import { globalClassName, prefixFromJs } from './classes';

const CJS = `
function getBarElementUtilityClass(slot) {
  return (0, _generateUtilityClass.default)('MuiBarElement', slot);
}
const barElementClasses = exports.barElementClasses = (0, _generateUtilityClasses.default)('MuiBarElement', ['root', 'highlighted']);
const barLabelClasses = exports.barLabelClasses = (0, _generateUtilityClasses.default)('MuiBarLabel', ['root']);
`;

describe('prefixFromJs', () => {
  it('reads the prefix of the named const', () => {
    expect(prefixFromJs(CJS, 'barElementClasses')).toBe('MuiBarElement');
    expect(prefixFromJs(CJS, 'barLabelClasses')).toBe('MuiBarLabel');
  });

  it('falls back to any utility class call of the file', () => {
    expect(prefixFromJs(CJS, 'somethingElseClasses')).toBe('MuiBarElement');
    expect(prefixFromJs('const x = 1;', 'xClasses')).toBeUndefined();
  });
});

describe('globalClassName', () => {
  it.each([
    ['root', 'MuiDataGrid-root'],
    ['columnHeader--sorted', 'MuiDataGrid-columnHeader--sorted'],
    ['selected', 'Mui-selected'],
    ['disabled', 'Mui-disabled'],
    ['focusVisible', 'Mui-focusVisible'],
  ])('%s -> %s', (key, name) => {
    expect(globalClassName('MuiDataGrid', key)).toBe(name);
  });
});
