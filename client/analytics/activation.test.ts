/**
 * A page the speculation rules prerender starts its analytics only when the
 * reader is shown it (`prerenderingchange`), exactly once; a page loaded
 * normally starts at once. The ad slot's code waits for the `load` event.
 */
import { describe, expect, it } from 'vitest';
import { TITLE_TIMING, TITLE_WAIT_MS } from '../../lib/constants';
import { afterLoad, afterShown, whenActivated, type ActivationDocument, type ShownEnv } from './index';

function fakeDocument(prerendering: boolean) {
  const listeners: { type: string; fn: () => void; once: boolean }[] = [];
  const doc: ActivationDocument = {
    prerendering,
    addEventListener: (type, fn, opts) => void listeners.push({ type, fn, once: opts.once }),
  };
  return {
    doc,
    activate() {
      for (const l of listeners.filter((x) => x.type === 'prerenderingchange')) l.fn();
    },
    listeners,
  };
}

describe('whenActivated', () => {
  it('starts at once on a page loaded normally', () => {
    let started = 0;
    whenActivated(fakeDocument(false).doc, () => started++);
    expect(started).toBe(1);
  });

  it('waits for activation on a prerendered page, then for the first frame after it, then starts once', () => {
    const fake = fakeDocument(true);
    let started = 0;
    const frames: (() => void)[] = [];
    whenActivated(
      fake.doc,
      () => started++,
      (fn) => frames.push(fn),
    );
    expect(started).toBe(0);
    fake.activate();
    // Activated, but the frame that shows the page comes first.
    expect(started).toBe(0);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(started).toBe(1);
    expect(fake.listeners).toEqual([expect.objectContaining({ type: 'prerenderingchange', once: true })]);
  });
});

describe('afterLoad (the ad slot starts after the page has loaded)', () => {
  function fakeWindow(readyState: DocumentReadyState) {
    const loads: (() => void)[] = [];
    return { document: { readyState }, addEventListener: (type: 'load', fn: () => void) => void (type === 'load' && loads.push(fn)), loads };
  }

  it('waits for load on a page still loading, then starts once', () => {
    const win = fakeWindow('interactive');
    let started = 0;
    afterLoad(win, () => started++);
    expect(started).toBe(0);
    for (const fn of win.loads) fn();
    expect(started).toBe(1);
  });

  it('starts at once when the page has already loaded', () => {
    const win = fakeWindow('complete');
    let started = 0;
    afterLoad(win, () => started++);
    expect(started).toBe(1);
    expect(win.loads).toEqual([]);
  });
});

describe('afterShown (a prerendered page, once shown, waits for the frame that shows it to be presented)', () => {
  function env(supported: string[] = ['element', 'paint']) {
    const timers: { fn: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    type Entry = { entryType: string; identifier?: string };
    const observers: { cb: (list: { getEntries: () => Entry[] }) => void; options?: unknown; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = supported;
      private o: (typeof observers)[number];
      constructor(cb: (typeof observers)[number]['cb']) {
        this.o = { cb, disconnected: false };
        observers.push(this.o);
      }
      observe(options: unknown) {
        this.o.options = options;
      }
      disconnect() {
        this.o.disconnected = true;
      }
    }
    const e = {
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      PerformanceObserver: FakeObserver,
    } satisfies ShownEnv;
    const entries = (...list: Entry[]) => {
      for (const o of observers) if (!o.disconnected) o.cb({ getEntries: () => list });
    };
    return { env: e, timers, frames, observers, entries };
  }

  it("runs in a task after the h1's Element Timing entry, once, and stops observing", () => {
    const t = env();
    let ran = 0;
    afterShown(() => ran++, t.env);
    expect(t.observers[0]!.options).toEqual({ type: 'element', buffered: true });
    t.entries({ entryType: 'element', identifier: 'ad-image' });
    expect(t.timers.map((x) => x.ms)).toEqual([TITLE_WAIT_MS]);
    t.entries({ entryType: 'element', identifier: TITLE_TIMING });
    expect(t.observers[0]!.disconnected).toBe(true);
    expect(t.timers.map((x) => x.ms)).toEqual([TITLE_WAIT_MS, 0]);
    t.timers[1]!.fn();
    expect(ran).toBe(1);
    // The fallback timer, when it fires later, runs nothing more.
    t.timers[0]!.fn();
    expect(t.timers).toHaveLength(2);
    expect(ran).toBe(1);
  });

  it(`runs ${TITLE_WAIT_MS} ms after it was called when the h1's entry never comes`, () => {
    const t = env();
    let ran = 0;
    afterShown(() => ran++, t.env);
    t.timers[0]!.fn();
    expect(t.observers[0]!.disconnected).toBe(true);
    t.timers[1]!.fn();
    expect(ran).toBe(1);
  });

  it('without Element Timing, runs in a task after the next frame', () => {
    const t = env(['paint']);
    let ran = 0;
    afterShown(() => ran++, t.env);
    expect(t.observers).toHaveLength(0);
    t.frames[0]!();
    t.timers[0]!.fn();
    expect(ran).toBe(1);
  });
});
