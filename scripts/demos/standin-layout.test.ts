/** Unit tests of the chart width estimate of stand-ins (standin-layout.ts). */
import { describe, expect, it } from 'vitest';
import { chartWidths, length, PROBE_BASE } from './standin-layout';

const chart = (i: number, cls = 'surface') => `<svg viewBox="0 0 ${PROBE_BASE + i} 300" class="${cls}"><g></g></svg>`;
const SURFACE = '.surface{width:100%;height:300px;display:flex}';
const WRAPPER = '.wrap{display:flex;flex-direction:column;flex:1;align-items:center}';

describe('chartWidths', () => {
  it('gives a lone chart the frame width', () => {
    expect(chartWidths(`<div class="wrap">${chart(0)}</div>`, SURFACE + WRAPPER)).toEqual(new Map([[0, 666]]));
  });

  it("splits a Stack row between its charts, spacing taken off, at the desktop breakpoint, and ignores a Pro chart's watermark", () => {
    const css =
      '.stack{display:flex;flex-direction:column;width:100%}@media (min-width:0px){.stack>:not(style)~:not(style){margin-top:calc(2 * var(--mui-spacing));}}' +
      '@media (min-width:900px){.stack{flex-direction:row;}.stack>:not(style)~:not(style){margin-left:calc(2 * var(--mui-spacing));}}' +
      '@media (min-width:2000px){.stack{flex-direction:column;}}';
    const watermark = '<div style="position:absolute;width:100%;bottom:50%">MUI X Missing license key</div>';
    const html = `<div class="stack"><div class="wrap">${chart(0)}</div>${watermark}<div class="wrap">${chart(1)}</div>${watermark}</div>`;
    expect(chartWidths(html, css + SURFACE + WRAPPER)).toEqual(
      new Map([
        [0, 325],
        [1, 325],
      ]),
    );
  });

  it('gives a chart beside a fixed-width item the rest of the row', () => {
    const css = '.row{display:flex;gap:16px}.list{width:220px;flex-shrink:0}';
    const html = `<div class="row"><ul class="list"><li>A</li></ul><div class="wrap">${chart(0)}</div></div>`;
    expect(chartWidths(html, css + SURFACE + WRAPPER)).toEqual(new Map([[0, 430]]));
  });

  it("gives an item that neither grows nor has a width its text's width, and the chart the rest", () => {
    // A legend beside the chart: the SVG is width: 100% and shrinks; the legend keeps "Technical interview" (19 characters).
    const css = '.wrapper{display:flex;flex-direction:row-reverse}.legend{display:flex;flex-direction:column;padding:0 8px}';
    const html = `<div class="wrapper"><ul class="legend"><li>Applied</li><li>Technical interview</li></ul>${chart(0)}</div>`;
    expect(chartWidths(html, css + SURFACE)).toEqual(new Map([[0, Math.floor(666 - (19 * 7.2 + 16))]]));
  });

  it('honours max-width and padding of the boxes around the chart', () => {
    const css = '.box{width:100%;max-width:480px;padding:0 calc(2 * var(--mui-spacing))}';
    expect(chartWidths(`<div class="box"><div class="wrap">${chart(0)}</div></div>`, css + SURFACE + WRAPPER)).toEqual(new Map([[0, 448]]));
    expect(chartWidths(`<div style="max-width:20rem"><div class="wrap">${chart(0)}</div></div>`, SURFACE + WRAPPER)).toEqual(new Map([[0, 320]]));
  });

  it('splits a grid of equal tracks', () => {
    const css = '.grid{display:grid;grid-template-columns:repeat(3, 1fr);gap:12px}';
    const html = `<div class="grid"><div class="wrap">${chart(0)}</div><div class="wrap">${chart(1)}</div><div class="wrap">${chart(2)}</div></div>`;
    expect(chartWidths(html, css + SURFACE + WRAPPER)).toEqual(
      new Map([
        [0, 214],
        [1, 214],
        [2, 214],
      ]),
    );
  });

  it('leaves out charts that were not probed (a width prop)', () => {
    expect(chartWidths('<svg viewBox="0 0 400 300"></svg>', SURFACE)).toEqual(new Map());
  });
});

describe('length', () => {
  it('reads px, rem, % and theme spacing; nothing else', () => {
    expect(length('12px', 100)).toBe(12);
    expect(length('1.5rem', 100)).toBe(24);
    expect(length('50%', 300)).toBe(150);
    expect(length('calc(3 * var(--mui-spacing))', 0)).toBe(24);
    expect(length('auto', 100)).toBeUndefined();
    expect(length('fit-content', 100)).toBeUndefined();
    expect(length(undefined, 100)).toBeUndefined();
  });
});
