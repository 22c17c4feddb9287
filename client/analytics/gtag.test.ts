/**
 * The global tag: the local queue, the real tag's URL, user properties,
 * pixel-ratio rounding and the click delegation lookup.
 */
import { describe, expect, it } from 'vitest';
import { clickEvent, gtagScriptUrl, installGtag, roundPixelRatio, userProperties } from './gtag';

/** Just enough of window and document for installGtag. */
function fakeBrowser() {
  const appended: { src: string; async: boolean }[] = [];
  const win = {} as Window;
  const doc = {
    querySelector: () => null,
    createElement: () => ({ src: '', async: false }),
    head: { append: (el: { src: string; async: boolean }) => appended.push(el) },
  } as unknown as Document;
  return { win, doc, appended };
}

describe('installGtag', () => {
  it('without an id defines a gtag that only queues its arguments', () => {
    const { win, doc, appended } = fakeBrowser();
    const gtag = installGtag(win, doc, '');
    gtag('event', 'page_view', { a: 1 });
    expect(appended).toEqual([]);
    expect(win.dataLayer!.map((a) => Array.from(a as ArrayLike<unknown>))).toEqual([['event', 'page_view', { a: 1 }]]);
  });

  it('with an id loads the real tag once and configures it without its own page_view', () => {
    const { win, doc, appended } = fakeBrowser();
    installGtag(win, doc, 'G-ABC1234');
    expect(appended).toEqual([{ src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC1234', async: true }]);
    const calls = win.dataLayer!.map((a) => Array.from(a as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'G-ABC1234', { send_page_view: false }]);
  });

  it('keeps an existing gtag and queue', () => {
    const { win, doc } = fakeBrowser();
    const mine = () => undefined;
    win.gtag = mine;
    win.dataLayer = ['x'];
    expect(installGtag(win, doc, '')).toBe(mine);
    expect(win.dataLayer).toEqual(['x']);
  });
});

describe('gtagScriptUrl', () => {
  it.each([
    ['G-ABC1234', 'https://www.googletagmanager.com/gtag/js?id=G-ABC1234'],
    ['UA-12345-1', 'https://www.googletagmanager.com/gtag/js?id=UA-12345-1'],
    ['', undefined],
    [undefined, undefined],
    ['G-"><script>', undefined],
    ['G-ABC&x=1', undefined],
  ])('%s -> %s', (id, url) => {
    expect(gtagScriptUrl(id)).toBe(url);
  });
});

describe('roundPixelRatio', () => {
  it.each([
    [1, 1],
    [1.25, 1.3],
    [1.75, 1.8],
    [2.625, 2.6],
    [2.6666, 2.7],
    [0, 1],
    [Number.NaN, 1],
  ])('%s -> %s', (input, out) => {
    expect(roundPixelRatio(input)).toBe(out);
  });
});

describe('userProperties', () => {
  const from = (attrs: Record<string, string>, locale = 'en', pixelRatio = 2) => userProperties({ attr: (n) => attrs[n] ?? null, locale, pixelRatio });

  it('reads every setting from <html>', () => {
    expect(from({ 'data-code-variant': 'JS', 'data-code-styling': 'css', 'data-mode': 'dark', 'data-mui-color-scheme': 'dark', dir: 'rtl' }, 'zh', 1.333)).toEqual({
      codeVariant: 'JS',
      codeStylingVariant: 'css',
      colorMode: 'dark',
      paletteMode: 'dark',
      direction: 'rtl',
      userLanguage: 'zh',
      devicePixelRatio: 1.3,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(from({ 'data-code-variant': 'COBOL', dir: 'sideways' })).toEqual({
      codeVariant: 'TS',
      codeStylingVariant: 'system',
      colorMode: 'system',
      paletteMode: 'light',
      direction: 'ltr',
      userLanguage: 'en',
      devicePixelRatio: 2,
    });
  });
});

describe('clickEvent', () => {
  /** A tiny element tree with closest() and attributes. */
  function node(attrs: Record<string, string>, parent?: FakeEl): FakeEl {
    return {
      nodeType: 1,
      parentElement: parent ?? null,
      getAttribute: (n: string) => attrs[n] ?? null,
      closest(sel: string) {
        const name = /\[(.+)\]/.exec(sel)![1]!;
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- walking up from the fake element itself
        for (let el: FakeEl | null = this; el; el = el.parentElement) if (el.getAttribute(name) !== null) return el;
        return null;
      },
    };
  }
  interface FakeEl {
    nodeType: number;
    parentElement: FakeEl | null;
    getAttribute(n: string): string | null;
    closest(sel: string): FakeEl | null;
  }

  it('finds the nearest element with a category and reports its action and label', () => {
    const outer = node({ 'data-ga-event-category': 'outer' });
    const box = node({ 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': 'in-house-mcp' }, outer);
    const inner = node({}, box);
    expect(clickEvent(inner as unknown as Element)).toEqual(['ad', { eventAction: 'click', eventLabel: 'in-house-mcp' }]);
  });

  it('reports nothing outside tracked elements', () => {
    expect(clickEvent(node({}) as unknown as Element)).toBeUndefined();
    expect(clickEvent(null)).toBeUndefined();
  });
});
