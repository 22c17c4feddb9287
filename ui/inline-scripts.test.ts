/**
 * The pre-paint script is plain ES5 in a string: run it against fakes of
 * the browser objects it touches and check that it agrees with the rules in
 * lib/ that the rest of the site uses (storage keys, mode parsing, hash rules).
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_CLICKS, EXTRA_FONT_CSS, LOAD_FALLBACK_MS, OPEN_MENUS_SELECTOR, STORAGE_KEYS } from '../lib/constants';
import { stylingFromHash, variantFromHash } from '../lib/preferences';
import { PRERENDER_READY_KEY } from '../lib/speculation';
import { parseMode } from '../lib/theme-settings';
import { HEAD_SCRIPT, LAZY_NAV_ATTRIBUTE, LAZY_ROWS_ATTRIBUTE, LOAD_SCRIPT, SCRIPTS_ATTRIBUTE, TITLE_TIMING, TITLE_WAIT_MS } from './inline-scripts';

function run(opts: { stored?: Record<string, string>; hash?: string; prefersDark?: boolean; storageThrows?: boolean; extraFont?: boolean; prerendering?: boolean }) {
  const attrs: Record<string, string> = opts.extraFont ? { 'data-extra-font': '' } : {};
  const el = {
    dir: '',
    setAttribute: (k: string, v: string) => (attrs[k] = v),
    hasAttribute: (k: string) => Object.hasOwn(attrs, k),
    removeAttribute: (k: string) => delete attrs[k],
  };
  // Listeners by target and type, with their options; timers run when the test says.
  const listeners: { target: 'window' | 'document'; type: string; fn: () => void; options: unknown }[] = [];
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  const fire = (target: 'window' | 'document', type: string) => {
    for (const l of listeners.filter((x) => x.target === target && x.type === type)) l.fn();
  };
  const links: { rel: string; href: string; blocking?: string }[] = [];
  const createElement = () => {
    const link: { rel: string; href: string; blocking?: string; setAttribute(k: string, v: string): void } = {
      rel: '',
      href: '',
      setAttribute: (k, v) => k === 'blocking' && (link.blocking = v),
    };
    return link;
  };
  const stored = opts.stored ?? {};
  const localStorage = {
    getItem: (k: string) => {
      if (opts.storageThrows) throw new Error('SecurityError');
      return Object.hasOwn(stored, k) ? stored[k] : null;
    },
  };
  runInNewContext(HEAD_SCRIPT, {
    document: {
      documentElement: el,
      createElement,
      head: { appendChild: (l: (typeof links)[number]) => links.push({ rel: l.rel, href: l.href, ...(l.blocking ? { blocking: l.blocking } : {}) }) },
      prerendering: opts.prerendering ?? false,
      addEventListener: (type: string, fn: () => void, options: unknown) => listeners.push({ target: 'document', type, fn, options }),
    },
    addEventListener: (type: string, fn: () => void, options: unknown) => listeners.push({ target: 'window', type, fn, options }),
    setTimeout: (fn: () => void, ms: number) => {
      timers.push(fn);
      delays.push(ms);
    },
    localStorage,
    location: { hash: opts.hash ?? '' },
    matchMedia: (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' && !!opts.prefersDark }),
  });
  return { attrs, dir: el.dir, links, listeners, fire, timers, delays };
}

const silent = { error: () => undefined };

describe('HEAD_SCRIPT', () => {
  it.each([null, 'light', 'dark', 'system', 'sepia', ''])('stored mode %j is read as parseMode reads it', (value) => {
    const { attrs } = run({ stored: value === null ? {} : { [STORAGE_KEYS.mode]: value } });
    expect(attrs['data-mode']).toBe(parseMode(value, silent));
  });

  it('system mode follows the system colour scheme', () => {
    expect(run({ prefersDark: true }).attrs['data-mui-color-scheme']).toBe('dark');
    expect(run({ prefersDark: false }).attrs['data-mui-color-scheme']).toBe('light');
    expect(run({ prefersDark: true, stored: { [STORAGE_KEYS.mode]: 'light' } }).attrs['data-mui-color-scheme']).toBe('light');
  });

  it('reads direction, density and API layout under the keys of STORAGE_KEYS', () => {
    const out = run({ stored: { [STORAGE_KEYS.direction]: 'rtl', [STORAGE_KEYS.dense]: 'true', [STORAGE_KEYS.apiLayout]: 'list' } });
    expect(out.dir).toBe('rtl');
    expect(out.attrs['data-dense']).toBe('');
    expect(out.attrs['data-api-layout']).toBe('list');
    expect(run({ stored: { [STORAGE_KEYS.apiLayout]: 'collapsed' } }).attrs['data-api-layout']).toBe('collapsed');
    expect(run({ stored: { [STORAGE_KEYS.apiLayout]: 'table' } }).attrs).not.toHaveProperty('data-api-layout');
    expect(run({ stored: { [STORAGE_KEYS.apiLayout]: '"><script>' } }).attrs).not.toHaveProperty('data-api-layout');
    const none = run({ stored: { [STORAGE_KEYS.direction]: 'ltr', [STORAGE_KEYS.dense]: 'yes' } });
    expect(none.dir).toBe('');
    expect(none.attrs).not.toHaveProperty('data-dense');
  });

  it.each([
    '',
    '#sorting',
    '#BasicGrid.js',
    '#BasicGrid.tsx',
    '#tailwind-BasicGrid.tsx',
    '#css-BasicGrid.js',
    '#system-BasicGrid.js',
    '#css-tailwind-Grid.tsx',
    '#system-css-Grid.js',
    '#tailwind-Grid.ts',
    '#BasicGrid.jsx',
  ])('hash %j gives the variant and styling of variantFromHash / stylingFromHash', (hash) => {
    const { attrs } = run({ hash });
    expect(attrs['data-code-variant']).toBe(variantFromHash(hash));
    expect(attrs['data-code-styling']).toBe(stylingFromHash(hash));
  });

  it('adds no stylesheet on a page without the extra font, in either colour scheme (the code theme is in the site CSS)', () => {
    expect(run({ prefersDark: true }).links).toEqual([]);
    expect(run({ prefersDark: false }).links).toEqual([]);
    expect(run({ storageThrows: true }).links).toEqual([]);
  });

  it('adds the extra font before first paint only on a page that asks for it, once its files are cached', () => {
    const cached = { [STORAGE_KEYS.fonts]: '1' };
    const shown = run({ extraFont: true, stored: cached });
    expect(shown.attrs['data-fonts']).toBe('');
    expect(shown.links).toContainEqual({ rel: 'stylesheet', href: EXTRA_FONT_CSS, blocking: 'render' });
    for (const out of [run({ extraFont: true }), run({ stored: cached }), run({ extraFont: true, storageThrows: true })]) {
      expect(out.attrs).not.toHaveProperty('data-fonts');
      expect(out.links.map((l) => l.href)).toEqual([]);
    }
  });

  it(`marks the page with ${LAZY_ROWS_ATTRIBUTE} until load, or until the first click before it`, () => {
    const out = run({});
    expect(out.attrs[LAZY_ROWS_ATTRIBUTE]).toBe('');
    expect(out.listeners.find((l) => l.type === 'load')?.options).toEqual({ once: true });
    expect(out.listeners.find((l) => l.type === 'click')).toMatchObject({ target: 'document', options: { capture: true, once: true } });
    out.fire('window', 'load');
    expect(out.attrs).not.toHaveProperty(LAZY_ROWS_ATTRIBUTE);
    const clicked = run({});
    clicked.fire('document', 'click');
    expect(clicked.attrs).not.toHaveProperty(LAZY_ROWS_ATTRIBUTE);
    // Blocked storage changes nothing here.
    expect(run({ storageThrows: true }).attrs[LAZY_ROWS_ATTRIBUTE]).toBe('');
  });

  it(`keeps ${LAZY_ROWS_ATTRIBUTE} on a prerendered page through its load, until ${TITLE_WAIT_MS} ms after it is shown`, () => {
    const out = run({ prerendering: true });
    expect(out.attrs[LAZY_ROWS_ATTRIBUTE]).toBe('');
    expect(out.listeners.some((l) => l.type === 'load')).toBe(false);
    out.fire('window', 'load');
    expect(out.attrs[LAZY_ROWS_ATTRIBUTE]).toBe('');
    expect(out.timers).toHaveLength(0);
    out.fire('document', 'prerenderingchange');
    expect(out.attrs[LAZY_ROWS_ATTRIBUTE]).toBe('');
    expect(out.delays).toEqual([TITLE_WAIT_MS]);
    out.timers.shift()!();
    expect(out.attrs).not.toHaveProperty(LAZY_ROWS_ATTRIBUTE);
  });

  it(`never sets ${LAZY_ROWS_ATTRIBUTE} on a page opened at a fragment (the browser scrolls to exact positions)`, () => {
    for (const hash of ['#prop-rows', '#BasicGrid.js']) {
      const out = run({ hash });
      expect(out.attrs).not.toHaveProperty(LAZY_ROWS_ATTRIBUTE);
      expect(out.listeners).toEqual([]);
    }
  });

  it(`marks every page with ${LAZY_NAV_ATTRIBUTE} (LOAD_SCRIPT takes it away once the h1 is on screen)`, () => {
    for (const out of [run({}), run({ prerendering: true }), run({ hash: '#prop-rows' }), run({ storageThrows: true })]) {
      expect(out.attrs[LAZY_NAV_ATTRIBUTE]).toBe('');
    }
  });

  it('blocked storage still applies the hash and never throws', () => {
    const { attrs } = run({ storageThrows: true, hash: '#css-Grid.js' });
    expect(attrs['data-code-variant']).toBe('JS');
    expect(attrs['data-code-styling']).toBe('css');
  });
});

describe('LOAD_SCRIPT', () => {
  /** Entries as the browser hands them to a PerformanceObserver. */
  type Entry = { entryType: string; name?: string; identifier?: string };
  function load(opts: { prerendering?: boolean; scripts?: string | null; storageThrows?: boolean; entryTypes?: string[]; hash?: string }) {
    const appended: { type: string; src: string }[] = [];
    const writes: [string, string, string | null][] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const delays: number[] = [];
    const fallbacks: (() => void)[] = [];
    const observed: string[] = [];
    let callback: ((list: { getEntries(): Entry[] }) => void) | undefined;
    // The Paint Timing API as Chromium has it (entryTypes: what it supports); none when entryTypes is left out.
    const PerformanceObserver = opts.entryTypes
      ? Object.assign(
          function (this: unknown, cb: typeof callback) {
            callback = cb;
            return {
              observe: (o: { type: string; buffered: boolean }) => {
                expect(o.buffered).toBe(true);
                observed.push(o.type);
              },
            };
          },
          { supportedEntryTypes: opts.entryTypes },
        )
      : undefined;
    /** The browser reports entries (as it does once their frame is presented). */
    const report = (...entries: Entry[]) => {
      callback!({ getEntries: () => entries });
    };
    const config = opts.scripts === null ? null : { getAttribute: (k: string) => (k === SCRIPTS_ATTRIBUTE ? (opts.scripts ?? null) : null) };
    const listeners: { type: string; fn: (e: unknown) => void; capture: boolean }[] = [];
    const window: Record<string, unknown> = {};
    // <html>, marked by HEAD_SCRIPT until the sidebar's links may show.
    const html = { lazyNav: true, removeAttribute: (k: string) => k === LAZY_NAV_ATTRIBUTE && (html.lazyNav = false) };
    // Menus (native <details>) that are open when a click comes.
    const openMenus: { open: boolean; contains(t: unknown): boolean }[] = [];
    runInNewContext(LOAD_SCRIPT, {
      window,
      document: {
        addEventListener: (type: string, fn: (e: unknown) => void, capture: boolean) => listeners.push({ type, fn, capture }),
        prerendering: Boolean(opts.prerendering),
        documentElement: html,
        getElementById: (id: string) => (id === 'docs-config' ? config : null),
        querySelectorAll: (sel: string) => (sel === OPEN_MENUS_SELECTOR ? openMenus.filter((m) => m.open) : []),
        createElement: () => ({ type: '', src: '' }),
        head: { appendChild: (s: { type: string; src: string }) => appended.push({ type: s.type, src: s.src }) },
      },
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      // The loader's fallback (LOAD_FALLBACK_MS) is kept apart from the waits the paint notices arm.
      setTimeout: (fn: () => void, ms: number) => (ms === LOAD_FALLBACK_MS ? fallbacks.push(fn) : (delays.push(ms), timers.push(fn))),
      ...(PerformanceObserver ? { PerformanceObserver } : {}),
      localStorage: {
        setItem: (k: string, v: string) => {
          if (opts.storageThrows) throw new Error('SecurityError');
          writes.push(['set', k, v]);
        },
        removeItem: (k: string) => writes.push(['remove', k, null]),
      },
      location: { pathname: '/x/introduction/licensing', hash: opts.hash ?? '' },
      performance: { timeOrigin: 1234.5 },
    });
    return { appended, frames, timers, delays, fallbacks, listeners, window, writes, observed, report, openMenus, html };
  }

  it('keeps presses on script-driven buttons (type=button) until the client takes them', () => {
    const { listeners, window } = load({ scripts: '/build/entry-A.js' });
    expect(listeners).toEqual([expect.objectContaining({ type: 'click', capture: true })]);
    const button = { id: 'search' };
    const click = (target: unknown) => listeners[0]!.fn({ target });
    // A press inside the button (on its icon), a link or submit button (native actions), and a text node.
    click({ closest: (sel: string) => (sel === 'button[type=button]' ? button : null) });
    click({ closest: () => null });
    click({});
    expect(window[EARLY_CLICKS]).toEqual({ clicks: [button], listener: listeners[0]!.fn });
  });

  it('closes an open menu on a click outside it before the client runs, and keeps it open on a click inside', () => {
    const { listeners, openMenus } = load({ scripts: '/build/entry-A.js' });
    const inside = { closest: () => null };
    const title = { closest: () => null };
    const version = { open: true, contains: (t: unknown) => t === inside };
    const language = { open: false, contains: () => false };
    openMenus.push(version, language);
    const click = (target: unknown) => listeners[0]!.fn({ target });
    click(inside);
    expect(version.open).toBe(true);
    click(title);
    expect(version.open).toBe(false);
    expect(language.open).toBe(false);
  });

  const FCP = { entryType: 'paint', name: 'first-contentful-paint' };
  const FP = { entryType: 'paint', name: 'first-paint' };
  const TITLE = { entryType: 'element', identifier: TITLE_TIMING };
  const SCRIPTS = '/build/entry-A.js /build/other-B.js';
  const ADDED = [
    { type: 'module', src: '/build/entry-A.js' },
    { type: 'module', src: '/build/other-B.js' },
  ];

  it("with Element Timing, adds the module scripts once the h1's frame is presented, not at an earlier paint", () => {
    const t = load({ scripts: SCRIPTS, entryTypes: ['element', 'paint', 'navigation'] });
    expect(t.observed).toEqual(['paint', 'element']);
    t.report(FP, FCP, { entryType: 'element', identifier: 'hero-image' });
    expect(t.appended).toEqual([]);
    expect(t.html.lazyNav).toBe(true);
    t.report(TITLE);
    expect(t.appended).toEqual(ADDED);
    // The sidebar's links show in the next frame.
    expect(t.html.lazyNav).toBe(false);
    // The wait armed at the first contentful paint adds nothing more, and no frame-based fallback was armed.
    expect(t.delays).toEqual([TITLE_WAIT_MS]);
    t.timers[0]!();
    expect(t.appended).toEqual(ADDED);
    expect(t.frames).toEqual([]);
  });

  it(`goes ${TITLE_WAIT_MS} ms after the first contentful paint when the h1 has not been painted by then, and only once`, () => {
    const t = load({ scripts: SCRIPTS, entryTypes: ['element', 'paint'] });
    t.report(FCP);
    expect(t.delays).toEqual([TITLE_WAIT_MS]);
    expect(t.appended).toEqual([]);
    expect(t.html.lazyNav).toBe(true);
    t.timers[0]!();
    expect(t.appended).toEqual(ADDED);
    expect(t.html.lazyNav).toBe(false);
    t.report(TITLE);
    expect(t.appended).toEqual(ADDED);
  });

  it('a page opened at a fragment, or a browser without Element Timing, goes at the first contentful paint', () => {
    for (const t of [load({ scripts: SCRIPTS, entryTypes: ['element', 'paint'], hash: '#sorting-api' }), load({ scripts: SCRIPTS, entryTypes: ['paint'] })]) {
      expect(t.observed).toEqual(['paint']);
      t.report(FP);
      expect(t.timers).toEqual([]);
      t.report(FCP);
      // In the next task, so the observer's callback stays short.
      expect(t.delays).toEqual([0]);
      expect(t.appended).toEqual([]);
      t.timers[0]!();
      expect(t.appended).toEqual(ADDED);
      expect(t.html.lazyNav).toBe(false);
    }
  });

  it(`shows the sidebar and adds the scripts ${LOAD_FALLBACK_MS} ms after it ran when no paint notice comes, and never twice`, () => {
    const silent = load({ scripts: SCRIPTS, entryTypes: ['element', 'paint'] });
    expect(silent.fallbacks).toHaveLength(1);
    silent.fallbacks[0]!();
    expect(silent.appended).toEqual(ADDED);
    expect(silent.html.lazyNav).toBe(false);
    const painted = load({ scripts: SCRIPTS, entryTypes: ['element', 'paint'] });
    painted.report(TITLE);
    painted.fallbacks[0]!();
    expect(painted.appended).toEqual(ADDED);
  });

  it('a browser with an observer but no paint entries falls back to the task after the first frame', () => {
    const t = load({ scripts: SCRIPTS, entryTypes: ['navigation', 'resource'] });
    expect(t.observed).toEqual([]);
    expect(t.frames).toHaveLength(1);
    t.frames[0]!();
    t.timers[0]!();
    expect(t.appended).toEqual(ADDED);
    expect(t.html.lazyNav).toBe(false);
  });

  it('without the Paint Timing API, adds the module scripts only in the task after the first frame', () => {
    const { appended, frames, timers, html } = load({ scripts: '/build/entry-A.js /build/other-B.js' });
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    // The frame itself is not delayed: the scripts come in a task queued from it.
    expect(appended).toEqual([]);
    expect(html.lazyNav).toBe(true);
    timers[0]!();
    expect(html.lazyNav).toBe(false);
    expect(appended).toEqual([
      { type: 'module', src: '/build/entry-A.js' },
      { type: 'module', src: '/build/other-B.js' },
    ]);
  });

  it("a prerendered page loads them at once (it has no frames until shown), and shows the sidebar's links once shown with its h1", () => {
    const t = load({ prerendering: true, scripts: '/build/entry-A.js', entryTypes: ['element', 'paint'] });
    expect(t.appended).toEqual([{ type: 'module', src: '/build/entry-A.js' }]);
    expect(t.frames).toEqual([]);
    expect(t.html.lazyNav).toBe(true);
    t.report(TITLE);
    expect(t.html.lazyNav).toBe(false);
    expect(t.appended).toEqual([{ type: 'module', src: '/build/entry-A.js' }]);
    // Without the Paint Timing API: after its first frame (a prerendered page has none until shown).
    const old = load({ prerendering: true, scripts: '/build/entry-A.js' });
    expect(old.appended).toHaveLength(1);
    expect(old.frames).toHaveLength(1);
    old.frames[0]!();
    old.timers[0]!();
    expect(old.html.lazyNav).toBe(false);
    expect(old.appended).toHaveLength(1);
  });

  it('a prerendered page says through localStorage that its path is ready once parsed, and removes the key at once', () => {
    const { listeners, writes } = load({ prerendering: true, scripts: '/build/entry-A.js' });
    expect(writes).toEqual([]);
    const parsed = listeners.filter((l) => l.type === 'DOMContentLoaded');
    expect(parsed).toHaveLength(1);
    parsed[0]!.fn({});
    expect(writes).toEqual([
      ['set', PRERENDER_READY_KEY, '1234.5 /x/introduction/licensing'],
      ['remove', PRERENDER_READY_KEY, null],
    ]);
  });

  it('a page the reader opened says nothing; blocked storage does not throw', () => {
    const shown = load({ scripts: '/build/entry-A.js' });
    expect(shown.listeners.filter((l) => l.type === 'DOMContentLoaded')).toEqual([]);
    const blocked = load({ prerendering: true, storageThrows: true, scripts: '/build/entry-A.js' });
    expect(() => blocked.listeners.find((l) => l.type === 'DOMContentLoaded')!.fn({})).not.toThrow();
    expect(blocked.writes).toEqual([]);
  });

  it('without a list, or without the config element, adds nothing and does not throw', () => {
    for (const scripts of [null, '', undefined]) {
      const { frames, timers, appended } = load({ scripts });
      frames.forEach((f) => f());
      timers.forEach((t) => t());
      expect(appended).toEqual([]);
    }
  });
});
