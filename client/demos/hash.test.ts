import { describe, expect, it } from 'vitest';
import { stylingFromHash, variantFromHash } from '../../lib/preferences';
import { demoHash, demoIdFromHash, effectiveStyling } from './hash';

const none = { tailwind: false, css: false };
const both = { tailwind: true, css: true };

describe('effectiveStyling', () => {
  it.each([
    ['system', both, 'system'],
    ['tailwind', both, 'tailwind'],
    ['css', both, 'css'],
    ['tailwind', none, 'system'],
    ['css', { tailwind: true, css: false }, 'system'],
  ] as const)('%s on %j -> %s', (choice, has, out) => expect(effectiveStyling(choice, has)).toBe(out));
});

describe('demoHash', () => {
  it.each([
    ['TS', 'system', none, '#grid-Basic.tsx'],
    ['JS', 'tailwind', none, '#grid-Basic.js'],
    ['TS', 'tailwind', both, '#tailwind-grid-Basic.tsx'],
    ['JS', 'css', both, '#css-grid-Basic.js'],
    ['JS', 'system', both, '#system-grid-Basic.js'],
  ] as const)('%s / %s -> %s', (variant, styling, has, hash) => expect(demoHash('grid-Basic', variant, styling, has)).toBe(hash));

  it('is read back by the rules of lib/preferences to the same view', () => {
    for (const variant of ['TS', 'JS'] as const) {
      for (const styling of ['system', 'tailwind', 'css'] as const) {
        const hash = demoHash('react-charts-pie-LegendCardPie', variant, styling, both);
        expect(variantFromHash(hash)).toBe(variant);
        expect(stylingFromHash(hash)).toBe(styling);
        expect(demoIdFromHash(hash)).toBe('react-charts-pie-LegendCardPie');
      }
    }
  });
});

describe('demoIdFromHash', () => {
  it.each([
    ['#react-data-grid-sorting-Basic.tsx', 'react-data-grid-sorting-Basic'],
    ['#tailwind-react-data-grid-sorting-Basic.js', 'react-data-grid-sorting-Basic'],
    ['#sorting', undefined],
    ['#a.jsx', undefined],
    ['', undefined],
  ])('%s -> %s', (hash, id) => expect(demoIdFromHash(hash)).toBe(id));
});
