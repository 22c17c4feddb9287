import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../../lib/page-record';
import { framedPage, fixtureDemo } from './test-page';
import { applyStandIns, bundleDir, hoistInlineStyles, closeParens, hoistStyles, keepReferencedIds, roundNumbers, slimMarkup, snapToActiveOption, type StandIn } from './standins';

function page(ids: string[]): PageRecord {
  return framedPage(
    ids.map((id, i) => fixtureDemo(id, 100 + i)),
    { intro: '<p>Intro</p>', between: '<p>Between</p>' },
  );
}

describe('applyStandIns', () => {
  it('fills each frame with its stand-in and puts each rule once in the CSS of the head, not in the body', () => {
    const r = page(['a', 'b', 'c']);
    const shared: [string, string] = ['x1', '.si-x1{color:red;}'];
    const standIns = new Map<string, StandIn | null>([
      ['a', { light: '<div class="si-x1">A</div>', rules: [shared] }],
      ['b', { light: '<div class="si-x1 si-y2">B</div>', rules: [shared, ['y2', '.si-y2{margin:0;}']] }],
      ['c', null],
    ]);
    applyStandIns([r], standIns);
    expect(r.headCss).toBe('.si-x1{color:red;}.si-y2{margin:0;}');
    expect(r.html.startsWith('<p>Intro</p>')).toBe(true);
    expect(r.html).not.toContain('<style');
    expect(r.html).toContain('style="min-height:100px"><div class="standin" data-standin aria-hidden="true" inert><div class="si-x1">A</div></div></div>');
    expect(r.html).toContain('<div class="standin" data-standin aria-hidden="true" inert><div class="si-x1 si-y2">B</div></div>');
    // A demo without a stand-in gets the skeleton of its reserved height.
    expect(r.html).toContain('style="min-height:102px"><div class="standin standin-skeleton" data-standin="skeleton" aria-hidden="true" style="height:102px"></div></div>');
    expect(r.html).not.toContain('<!--standin:');
  });

  it('keeps both schemes when the dark rendering differs, and never lets a rule close the style element', () => {
    const r = page(['a']);
    applyStandIns([r], new Map([['a', { light: '<b>L</b>', dark: '<b>D</b>', rules: [['z', '.si-z::after{content:"</style>"}']] }]]));
    expect(r.html).toContain('<div class="standin-light"><b>L</b></div><div class="standin-dark"><b>D</b></div>');
    expect(r.headCss).toBe('.si-z::after{content:"<\\/style>"}');
    expect(r.html).not.toContain('<style');
  });

  it('leaves a page without demos as it is', () => {
    const r = { ...page([]), html: '<p>Prose</p>', demos: [] };
    applyStandIns([r], new Map());
    expect(r.html).toBe('<p>Prose</p>');
    expect(r.headCss).toBeUndefined();
  });
});

describe('slimMarkup', () => {
  it('keeps the class names rules select and drops the rest, and the attributes only a live component reads', () => {
    const css = '.si-a{color:red}.si-a .MuiPickersDay-today{border:1px solid}.si-b[aria-selected=true]{font-weight:bold}';
    const html =
      '<div class="MuiBox-root si-a" role="grid" tabindex="0"><button class="MuiPickersDay-root MuiPickersDay-today MuiButtonBase-root" aria-label="1" title="x" data-timestamp="1">1</button><span class="si-b" aria-selected="true">2</span><i class="MuiSvgIcon-root"></i></div>';
    expect(slimMarkup(html, css)).toBe('<div class="si-a"><button class="MuiPickersDay-today">1</button><span class="si-b" aria-selected="true">2</span><i></i></div>');
  });

  it('rounds SVG geometry to a tenth of a pixel and drops SVG defaults', () => {
    const html =
      '<svg><path d="M10.123456,20.98765L30,40.05"></path><circle cx="0" cy="0" r="4" transform="translate(207.23456, 59.3)" opacity="1" cursor="unset"></circle><text x="12.5">1.23456</text></svg>';
    expect(slimMarkup(html, '')).toBe('<svg><path d="M10.1,21L30,40.1"></path><circle r="4" transform="translate(207.2, 59.3)"></circle><text x="12.5">1.23456</text></svg>');
  });

  it('keeps numbers that path data runs together apart when rounding them', () => {
    // An icon path: 1.99 then .9 (rounded apart), and 1.5 then .96 (left as it is).
    expect(roundNumbers('M5 3c-1.11 0-1.99.9-1.99 2L3 19c1.5.96 2 0')).toBe('M5 3c-1.1 0-2 .9-2 2L3 19c1.5.96 2 0');
    expect(roundNumbers('M1.234.5')).toBe('M1.2 .5');
  });
});

describe('hoistStyles', () => {
  it("moves a demo's own Emotion <style> elements out of the markup into its rules, once each", () => {
    const r = hoistStyles({
      html: '<div dir="rtl"><style data-emotion="rtl 9yry3h">.rtl-9yry3h{overflow:hidden}</style><div class="rtl-9yry3h si-c">A</div><style data-emotion="rtl 9yry3h">.rtl-9yry3h{overflow:hidden}</style></div>',
      rules: [['c', '.si-c{color:red}']],
    });
    expect(r.html).toBe('<div dir="rtl"><div class="rtl-9yry3h si-c">A</div></div>');
    expect(r.rules).toEqual([
      ['c', '.si-c{color:red}'],
      ['rtl-9yry3h', '.rtl-9yry3h{overflow:hidden}'],
    ]);
    expect(() => hoistStyles({ html: '<style>p{}</style>', rules: [] })).toThrow('<style>');
  });
});

describe('keepReferencedIds', () => {
  const svg =
    '<div id="root"><svg><defs><linearGradient id="g1"></linearGradient><clipPath id="_si-x-R_1_-clip"></clipPath></defs>' +
    '<g clip-path="url(#_si-x-R_1_-clip)"><rect class="bar" id="unused"></rect><use href="#sym"></use></g><symbol id="sym"></symbol></svg></div>';
  const css = '.bar{fill:url(#g1)}';

  it('keeps the ids a url() or href points at, in the markup or its rules, and drops the rest', () => {
    const out = keepReferencedIds(svg, css);
    expect(out).toContain('id="g1"');
    expect(out).toContain('id="_si-x-R_1_-clip"');
    expect(out).toContain('id="sym"');
    expect(out).not.toContain('id="root"');
    expect(out).not.toContain('id="unused"');
  });

  it("suffixes the dark copy's ids and their references, except those a shared rule names", () => {
    const out = keepReferencedIds(svg, css, '-d');
    expect(out).toContain('id="_si-x-R_1_-clip-d"');
    expect(out).toContain('clip-path="url(#_si-x-R_1_-clip-d)"');
    expect(out).toContain('href="#sym-d"');
    // The rule `.bar{fill:url(#g1)}` is the page's, shared with the light copy: that id cannot change.
    expect(out).toContain('id="g1"');
  });
});

describe('hoistInlineStyles', () => {
  const tick = (label: string) =>
    `<text class="MuiChartsAxis-tickLabel" x="6" dominant-baseline="hanging" style="font-family:system-ui, &quot;Segoe UI&quot;;font-size:12px"><tspan x="6" dy="0px" dominant-baseline="hanging">${label}</tspan></text>`;

  it('puts the class before the slash of a self-closing tag, so the markup still parses', () => {
    const { html } = hoistInlineStyles('<svg><rect width="1" style="fill:red"/><rect class="a" style="fill:red" /></svg>');
    expect(html).toMatch(/^<svg><rect width="1" class="sis-[0-9a-f]{8}"\/><rect class="a sis-[0-9a-f]{8}" \/><\/svg>$/);
  });

  it('turns a repeated inline style into one !important class rule, and drops repeated SVG defaults', () => {
    const { html, rules } = hoistInlineStyles(`<svg>${tick('Jan')}${tick('Feb')}<rect style="fill:red"></rect></svg>`);
    expect(rules).toHaveLength(1);
    const [name, css] = rules[0]!;
    expect(css).toBe(`.${name}{font-family:system-ui, "Segoe UI" !important;font-size:12px !important}`);
    expect(html).toBe(
      `<svg><text class="MuiChartsAxis-tickLabel ${name}" x="6" dominant-baseline="hanging"><tspan x="6">Jan</tspan></text>` +
        `<text class="MuiChartsAxis-tickLabel ${name}" x="6" dominant-baseline="hanging"><tspan x="6">Feb</tspan></text><rect style="fill:red"></rect></svg>`,
    );
  });

  it("keeps a tspan's own baseline when it differs from its text's", () => {
    const { html } = hoistInlineStyles('<text dominant-baseline="hanging"><tspan dominant-baseline="central">A</tspan></text>');
    expect(html).toContain('<tspan dominant-baseline="central">');
  });
});

describe('bundleDir', () => {
  it('gives every render a folder of its own under .cache, so two renders at once never delete each other', () => {
    const a = bundleDir('/r');
    const b = bundleDir('/r');
    expect(a).not.toBe(b);
    expect(a.startsWith('/r/.cache/standin-bundle-')).toBe(true);
    expect(b.startsWith('/r/.cache/standin-bundle-')).toBe(true);
  });
});

describe('snapToActiveOption', () => {
  it("scrolls a digital clock's list to the option its effect would, by CSS", () => {
    const clock =
      '<div class="MuiDigitalClock-root"><ul class="MuiList-root" role="listbox">' +
      '<li class="a" role="option" aria-selected="false" tabindex="-1">12:00</li>' +
      '<li class="a" role="option" aria-selected="true" tabindex="0" style="color:red">09:15</li>' +
      '<li class="a" role="option" aria-selected="false" tabindex="-1">09:30</li></ul></div>';
    expect(snapToActiveOption(clock)).toBe(
      '<div class="MuiDigitalClock-root" style="scroll-snap-type:y mandatory"><ul class="MuiList-root" role="listbox" style="scroll-snap-type:y mandatory">' +
        '<li class="a" role="option" aria-selected="false" tabindex="-1">12:00</li>' +
        '<li class="a" role="option" aria-selected="true" tabindex="0" style="scroll-snap-align:start;scroll-margin-top:4px;color:red">09:15</li>' +
        '<li class="a" role="option" aria-selected="false" tabindex="-1">09:30</li></ul></div>',
    );
  });

  it('marks each section of a multi-section clock on its own, and leaves other listboxes alone', () => {
    const section = (selected: number) =>
      `<ul class="MuiMultiSectionDigitalClockSection-root" role="listbox">${[0, 1, 2].map((i) => `<li role="option" aria-selected="${i === selected}" tabindex="${i === selected ? 0 : -1}">${i}</li>`).join('')}</ul>`;
    const out = snapToActiveOption(`<div class="MuiMultiSectionDigitalClock-root">${section(2)}${section(1)}</div>`);
    expect(out.match(/scroll-snap-align:start/g)).toHaveLength(2);
    expect(out).toContain('<li role="option" aria-selected="true" tabindex="0" style="scroll-snap-align:start;scroll-margin-top:4px">2</li>');
    expect(out).toContain('<li role="option" aria-selected="true" tabindex="0" style="scroll-snap-align:start;scroll-margin-top:4px">1</li>');
    const other = '<div class="Autocomplete"><ul role="listbox"><li role="option" aria-selected="true" tabindex="0">x</li></ul></div>';
    expect(snapToActiveOption(other)).toBe(other);
  });
});

describe('closeParens', () => {
  it('closes what a style attribute leaves open, so a hoisted rule cannot swallow the rules after it', () => {
    expect(closeParens('transform:translate(0px, 33px')).toBe('transform:translate(0px, 33px)');
    expect(closeParens('transform:translate(calc(1px + 2px), 3px')).toBe('transform:translate(calc(1px + 2px), 3px)');
    expect(closeParens('color:rgb(1, 2, 3)')).toBe('color:rgb(1, 2, 3)');
    const { rules } = hoistInlineStyles('<span style="transform:translate(0px, 33px">1</span><span style="transform:translate(0px, 33px">1</span>');
    expect(rules[0]![1]).toMatch(/^\.sis-[0-9a-f]{8}\{transform:translate\(0px, 33px\) !important\}$/);
  });
});
