import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../../lib/page-record';
import { renderFrame } from './frame';
import { applyStandIns, type StandIn } from './standins';

const demo = (id: string, height: number) => ({
  id,
  file: `${id}.tsx`,
  height,
  chunks: { system: `/build/demos/${id}-system-0123456789.js` },
  sources: { system: { TS: { code: '' }, JS: { code: '' } } },
});

function page(ids: string[]): PageRecord {
  const demos = ids.map((id, i) => demo(id, 100 + i));
  return {
    path: '/x/p',
    locale: 'en',
    title: 'P',
    description: '',
    productId: 'x',
    categoryId: 'x',
    source: 'content/pages/p/index.md',
    toc: [],
    html: `<p>Intro</p>${demos.map((d) => renderFrame({ ...d, sources: { system: { TS: { code: '', html: '' }, JS: { code: '', html: '' } } } }, d.id)).join('<p>Between</p>')}`,
    demos,
  };
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
