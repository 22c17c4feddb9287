/**
 * Prerender on rest (client/speculation.ts): which links get `data-prerender`
 * (the hover rules prerender those), when a press takes it away again, the
 * back-off after misses, and the prerendered page's "ready" word.
 */
import { describe, expect, it } from 'vitest';
import { PRERENDER_ATTRIBUTE, PRERENDER_BACKOFF_KEY, PRERENDER_READY_KEY, PRERENDER_SKIP_FIRST, PRERENDER_SKIP_MAX } from '../lib/speculation';
import { HOVER_PRERENDER_MS, MAX_HOVER_PRERENDERS, PRESS_NAVIGATION_SELECTOR, WARM_AFTER_SHOWN_MS, prerenderOnRest, type RestDocument, type RestEvent, type Win } from './speculation';

const ORIGIN = 'https://docs.example';

/**
 * A fake anchor (an event target with the anchor's fields): `closest('a[href]')`
 * finds itself, attributes in a set; it sits in the sidebar (`matches` the
 * press-navigation selector) unless `in` says otherwise.
 */
function link(path: string, opts: { origin?: string; attrs?: string[]; in?: 'sidebar' | 'pager' | 'article'; target?: string; search?: string } = {}) {
  const attrs = new Set(opts.attrs ?? []);
  const where = opts.in ?? 'sidebar';
  const a = Object.assign(new EventTarget(), {
    origin: opts.origin ?? ORIGIN,
    pathname: path,
    search: opts.search ?? '',
    href: `${opts.origin ?? ORIGIN}${path}${opts.search ?? ''}`,
    target: opts.target ?? '',
    matches: (sel: string) => sel === PRESS_NAVIGATION_SELECTOR && where !== 'article',
    closest: (sel: string): EventTarget | null => (sel === 'a[href]' ? a : null),
    hasAttribute: (n: string) => attrs.has(n),
    setAttribute: (n: string) => attrs.add(n),
    removeAttribute: (n: string) => attrs.delete(n),
  });
  return a;
}
type Link = ReturnType<typeof link>;

function setup(opts: { storage?: Record<string, string>; prerendering?: boolean } = {}) {
  const listeners: Record<string, ((e: RestEvent) => void)[]> = {};
  const storageListeners: ((e: Pick<StorageEvent, 'key' | 'newValue'>) => void)[] = [];
  let clock = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const session: Record<string, string> = { ...opts.storage };
  const reads: string[] = [];
  const assigned: string[] = [];
  const win = {
    matchMedia: () => ({ matches: true }),
    setTimeout: (fn: () => void, ms: number) => {
      timers.push({ at: clock + ms, fn, id: ++ids });
      return ids;
    },
    clearTimeout: (id: number | undefined) => {
      timers = timers.filter((t) => t.id !== id);
    },
    addEventListener: (_type: 'storage', fn: (e: Pick<StorageEvent, 'key' | 'newValue'>) => void) => void storageListeners.push(fn),
    location: { origin: ORIGIN, pathname: '/x/current', search: '', assign: (url: string | URL) => void assigned.push(String(url)) },
    sessionStorage: { getItem: (k: string) => (reads.push(k), session[k] ?? null), setItem: (k: string, v: string) => void (session[k] = v) },
  } satisfies Win;
  const doc: RestDocument = { prerendering: opts.prerendering, addEventListener: (type: string, fn: (e: RestEvent) => void) => void (listeners[type] ??= []).push(fn) };
  prerenderOnRest(doc, win);
  /** Fires a document event; a plain press of the main mouse button unless `init` says otherwise. Returns whether a listener prevented its default. */
  const fire = (type: string, target: EventTarget | null, init: Partial<RestEvent> = {}) => {
    let prevented = false;
    const event: RestEvent = {
      target,
      pointerType: 'mouse',
      button: 0,
      isPrimary: true,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
      ...init,
      preventDefault: () => void (prevented = true),
    };
    listeners[type]?.forEach((fn) => fn(event));
    return prevented;
  };
  return {
    session,
    /** URLs the page navigated to (location.assign). */
    assigned,
    /** The sessionStorage keys read so far, in order. */
    reads,
    /** The prerendered page is shown. */
    shown: () => fire('prerenderingchange', null),
    over: (target: EventTarget) => fire('pointerover', target),
    /** A press of the main mouse button, unless `init` says otherwise. */
    press: (target: EventTarget, init: Partial<RestEvent> = {}) => fire('pointerdown', target, init),
    /** The click that ends a press; returns whether a listener prevented its navigation. */
    click: (target: EventTarget) => fire('click', target),
    /** Moves the fake clock, running the timers that fall due. */
    wait(ms: number) {
      clock += ms;
      const due = timers.filter((t) => t.at <= clock);
      timers = timers.filter((t) => t.at > clock);
      due.forEach((t) => t.fn());
    },
    /** A `storage` event as another page of the origin would cause it. */
    storage: (key: string, newValue: string | null) => storageListeners.forEach((fn) => fn({ key, newValue })),
  };
}

const marked = (a: Link) => a.hasAttribute(PRERENDER_ATTRIBUTE);

describe('prerenderOnRest', () => {
  it('reads the back-off once at start, so that a press never makes the first sessionStorage read of the page', () => {
    const t = setup();
    expect(t.reads).toEqual([PRERENDER_BACKOFF_KEY]);
    t.press(link('/x/a'));
    expect(t.reads).toEqual([PRERENDER_BACKOFF_KEY, PRERENDER_BACKOFF_KEY]);
  });

  it(`a prerendered page reads it again ${WARM_AFTER_SHOWN_MS} ms after it is shown, not at the showing`, () => {
    const t = setup({ prerendering: true });
    expect(t.reads).toHaveLength(1);
    t.shown();
    expect(t.reads).toHaveLength(1);
    t.wait(WARM_AFTER_SHOWN_MS - 1);
    expect(t.reads).toHaveLength(1);
    t.wait(1);
    expect(t.reads).toHaveLength(2);
    // A page loaded plainly has nothing to do when shown.
    const plain = setup();
    plain.shown();
    plain.wait(WARM_AFTER_SHOWN_MS);
    expect(plain.reads).toHaveLength(1);
  });

  it(`marks a link once the pointer has rested on it for ${HOVER_PRERENDER_MS} ms, not before`, () => {
    const t = setup();
    const a = link('/x/introduction/licensing');
    t.over(a);
    t.wait(HOVER_PRERENDER_MS - 1);
    expect(marked(a)).toBe(false);
    t.wait(1);
    expect(marked(a)).toBe(true);
  });

  it('a pointer that moves on, or presses, before the rest is over marks nothing', () => {
    const t = setup();
    const a = link('/x/a');
    const b = link('/x/b');
    t.over(a);
    t.wait(5);
    t.over(new EventTarget()); // off the link, onto text
    t.wait(HOVER_PRERENDER_MS);
    expect(marked(a)).toBe(false);
    t.over(b);
    t.wait(2);
    t.press(b);
    t.wait(HOVER_PRERENDER_MS);
    expect(marked(b)).toBe(false);
  });

  it('moving within the same link keeps its timer', () => {
    const t = setup();
    const a = link('/x/a');
    t.over(a);
    t.wait(6);
    t.over(a); // onto the badge inside it
    t.wait(HOVER_PRERENDER_MS - 6);
    expect(marked(a)).toBe(true);
  });

  it('never marks another origin, a download or a link marked data-no-prerender', () => {
    const t = setup();
    const others = [link('/x/a', { origin: 'https://elsewhere.example' }), link('/x/b', { attrs: ['download'] }), link('/x/c', { attrs: ['data-no-prerender'] })];
    for (const a of others) {
      t.over(a);
      t.wait(HOVER_PRERENDER_MS);
      expect(marked(a)).toBe(false);
    }
  });

  it('never marks a link to the page on screen (the pointer rests on it after a press navigated), but does one to the same path with another query', () => {
    const t = setup();
    const here = link('/x/current');
    t.over(here);
    t.wait(HOVER_PRERENDER_MS * 10);
    expect(marked(here)).toBe(false);
    const other = link('/x/current', { search: '?tab=api' });
    t.over(other);
    t.wait(HOVER_PRERENDER_MS);
    expect(marked(other)).toBe(true);
  });

  it(`keeps at most ${MAX_HOVER_PRERENDERS} links marked, the newest`, () => {
    const t = setup();
    const links = ['/x/a', '/x/b', '/x/c'].map((p) => link(p));
    for (const a of links) {
      t.over(a);
      t.wait(HOVER_PRERENDER_MS);
    }
    expect(links.map(marked)).toEqual([false, true, true]);
  });

  it('a press on a link whose prerender has said it is ready keeps it (the prerender is shown)', () => {
    const t = setup();
    const a = link('/x/introduction/licensing');
    t.over(a);
    t.wait(HOVER_PRERENDER_MS);
    t.storage(PRERENDER_READY_KEY, '1234.5 /x/introduction/licensing');
    t.storage(PRERENDER_READY_KEY, null); // the removal that follows
    t.press(a);
    expect(marked(a)).toBe(true);
    expect(t.session[PRERENDER_BACKOFF_KEY]).toBeUndefined();
  });

  /** Rests on a fresh link, then presses it: whether it was marked at the press, and whether the press kept it. */
  function restAndPress(t: ReturnType<typeof setup>, path: string, ready = false) {
    const a = link(path);
    t.over(a);
    t.wait(HOVER_PRERENDER_MS);
    const wasMarked = marked(a);
    if (ready) t.storage(PRERENDER_READY_KEY, `1 ${path}`);
    t.press(a);
    t.over(new EventTarget());
    return { wasMarked, kept: marked(a), a };
  }

  it(`a press on a link whose prerender has not loaded unmarks it (cancelled); the next ${PRERENDER_SKIP_FIRST} presses prerender nothing`, () => {
    const t = setup();
    t.storage(PRERENDER_READY_KEY, '99 /x/other'); // another page's word does not count
    expect(restAndPress(t, '/x/a')).toMatchObject({ wasMarked: true, kept: false });
    expect(t.session[PRERENDER_BACKOFF_KEY]).toBe(`${PRERENDER_SKIP_FIRST} ${PRERENDER_SKIP_FIRST}`);
    for (let i = 0; i < PRERENDER_SKIP_FIRST; i++) expect(restAndPress(t, `/x/skip-${i}`).wasMarked).toBe(false);
    // The back-off is spent: the next rest prerenders, and a hit resets it.
    expect(restAndPress(t, '/x/b', true)).toMatchObject({ wasMarked: true, kept: true });
    expect(t.session[PRERENDER_BACKOFF_KEY]).toBe('0 0');
  });

  it(`each miss in a row doubles the presses with no prerender, up to ${PRERENDER_SKIP_MAX}`, () => {
    const t = setup();
    const skips: number[] = [];
    for (let miss = 0; miss < 6; miss++) {
      expect(restAndPress(t, `/x/miss-${miss}`).wasMarked).toBe(true);
      const skip = Number(t.session[PRERENDER_BACKOFF_KEY]!.split(' ')[0]);
      skips.push(skip);
      for (let i = 0; i < skip; i++) t.press(link(`/x/plain-${miss}-${i}`));
    }
    expect(skips).toEqual([3, 6, 12, 24, 48, 48]);
  });

  it('a back-off left by an earlier page of the tab holds on a new page; a bad one is ignored', () => {
    for (const [stored, expected] of [
      ['2 3', false],
      ['0 3', true],
      ['garbage', true],
      ['-1 3', true],
      [`${PRERENDER_SKIP_MAX + 1} 3`, true],
    ] as const) {
      const t = setup({ storage: { [PRERENDER_BACKOFF_KEY]: stored } });
      const a = link('/x/a');
      t.over(a);
      t.wait(HOVER_PRERENDER_MS);
      expect(marked(a), stored).toBe(expected);
    }
  });

  it('a press elsewhere (not on a marked link) changes nothing', () => {
    const t = setup();
    const a = link('/x/a');
    t.over(a);
    t.wait(HOVER_PRERENDER_MS);
    t.press(new EventTarget());
    t.press(link('/x/b'));
    expect(marked(a)).toBe(true);
    expect(t.session[PRERENDER_BACKOFF_KEY]).toBeUndefined();
  });

  it('a plain press on a sidebar or pager link navigates at once, and the click that ends it does not navigate again', () => {
    for (const where of ['sidebar', 'pager'] as const) {
      const t = setup();
      const a = link('/x/react-data-grid/sorting', { in: where });
      t.press(a);
      expect(t.assigned).toEqual([`${ORIGIN}/x/react-data-grid/sorting`]);
      expect(t.click(a)).toBe(true);
      // A later click (the keyboard's Enter, say) is the browser's again.
      expect(t.click(a)).toBe(false);
    }
  });

  it('a press with a modifier, another button, a touch or a pen, or on another kind of link, waits for the click', () => {
    const cases: [string, Link, Partial<RestEvent>][] = [
      ['ctrl (new tab)', link('/x/a'), { ctrlKey: true }],
      ['meta (new tab)', link('/x/a'), { metaKey: true }],
      ['shift (new window)', link('/x/a'), { shiftKey: true }],
      ['alt (download)', link('/x/a'), { altKey: true }],
      ['middle button', link('/x/a'), { button: 1 }],
      ['right button', link('/x/a'), { button: 2 }],
      ['touch (may start a scroll)', link('/x/a'), { pointerType: 'touch' }],
      ['pen', link('/x/a'), { pointerType: 'pen' }],
      ['a second pointer', link('/x/a'), { isPrimary: false }],
      ['a press a page handler cancelled', link('/x/a'), { defaultPrevented: true }],
      ['a link in the article', link('/x/a', { in: 'article' }), {}],
      ['a link to another window', link('/x/a', { target: '_blank' }), {}],
      ['the page itself (a hash link)', link('/x/current'), {}],
      ['another origin', link('/x/a', { origin: 'https://elsewhere.example' }), {}],
    ];
    for (const [name, a, init] of cases) {
      const t = setup();
      t.press(a, init);
      expect(t.assigned, name).toEqual([]);
      expect(t.click(a), name).toBe(false);
    }
    // The same page with another query is another page.
    const t = setup();
    t.press(link('/x/current', { search: '?tab=props' }));
    expect(t.assigned).toEqual([`${ORIGIN}/x/current?tab=props`]);
  });

  it('a press on a link whose prerender is ready navigates at once; one whose prerender has not loaded waits for the click', () => {
    const t = setup();
    expect(restAndPress(t, '/x/hit', true).kept).toBe(true);
    expect(t.assigned).toEqual([`${ORIGIN}/x/hit`]);
    const miss = restAndPress(t, '/x/miss');
    expect(miss.kept).toBe(false);
    expect(t.assigned).toHaveLength(1);
    expect(t.click(miss.a)).toBe(false);
  });
});
