/**
 * The in-house ads (content/ads.json) and their images, the display ratio
 * read from the slot, and the web-vitals event shape.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ads from '../../content/ads.json';
import { AD } from '../../lib/constants';
import { displayRatioOf } from './ads';
import { vitalsEvent } from './vitals';

const ROOT = join(__dirname, '..', '..');

describe('content/ads.json', () => {
  it('holds four ads with every field', () => {
    expect(ads).toHaveLength(4);
    for (const ad of ads) {
      expect(Object.keys(ad).sort()).toEqual(['description', 'img', 'label', 'link', 'name', 'poweredby']);
      for (const value of Object.values(ad)) expect(typeof value === 'string' && value.length > 0).toBe(true);
    }
    expect(new Set(ads.map((a) => a.label)).size).toBe(4);
  });

  it.each(ads.map((a) => [a.name, a] as const))('%s links inside the site and uses only <strong> or <em>', (_name, ad) => {
    expect(ad.link).toMatch(/^\/x\//);
    expect(ad.description.replace(/<\/?(strong|em)>/g, '')).not.toMatch(/[<>]/);
  });

  it.each(ads.map((a) => [a.img] as const))('%s is a 130 x 100 SVG of ours', (img) => {
    const file = join(ROOT, 'public', img);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(new RegExp(`<svg[^>]*width="${AD.imageWidth}"[^>]*height="${AD.imageHeight}"`));
    expect(svg).not.toMatch(/<script|href="http|xlink:href/);
    expect(svg.length).toBeLessThan(4096);
  });
});

describe('displayRatioOf', () => {
  it.each([
    ['0.1', 0.1],
    ['0.5', 0.5],
    ['0', 0],
    ['1', 1],
    ['', AD.displayRatio],
    [undefined, AD.displayRatio],
    ['2', AD.displayRatio],
    ['-1', AD.displayRatio],
    ['abc', AD.displayRatio],
  ])('%s -> %s', (value, ratio) => {
    expect(displayRatioOf(value)).toBe(ratio);
  });
});

describe('vitalsEvent', () => {
  it('reports a timing in whole milliseconds', () => {
    expect(vitalsEvent({ name: 'LCP', value: 1234.4, delta: 1234.4, id: 'v5-1', rating: 'good' })).toMatchObject({ eventAction: 'LCP', eventLabel: 'v5-1', value: 1234, non_interaction: true });
  });
  it('scales CLS by 1000 so it survives rounding', () => {
    expect(vitalsEvent({ name: 'CLS', value: 0.0123, delta: 0.0123, id: 'v5-2', rating: 'good' }).value).toBe(12);
  });
});
