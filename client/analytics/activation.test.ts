/**
 * A page the speculation rules prerender starts its analytics only when the
 * reader is shown it (`prerenderingchange`), exactly once; a page loaded
 * normally starts at once. The ad slot's code waits for the `load` event.
 */
import { describe, expect, it } from 'vitest';
import { afterLoad, whenActivated } from './index';

function fakeDocument(prerendering: boolean) {
  const listeners: { type: string; fn: () => void; once: boolean }[] = [];
  return {
    prerendering,
    addEventListener: (type: string, fn: () => void, opts?: { once?: boolean }) => listeners.push({ type, fn, once: Boolean(opts?.once) }),
    activate() {
      for (const l of listeners.filter((x) => x.type === 'prerenderingchange')) l.fn();
    },
    listeners,
  };
}

describe('whenActivated', () => {
  it('starts at once on a page loaded normally', () => {
    let started = 0;
    whenActivated(fakeDocument(false) as never, () => started++);
    expect(started).toBe(1);
  });

  it('waits for activation on a prerendered page, then for the first frame after it, then starts once', () => {
    const doc = fakeDocument(true);
    let started = 0;
    const frames: (() => void)[] = [];
    whenActivated(
      doc as never,
      () => started++,
      (fn) => frames.push(fn),
    );
    expect(started).toBe(0);
    doc.activate();
    // Activated, but the frame that shows the page comes first.
    expect(started).toBe(0);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(started).toBe(1);
    expect(doc.listeners).toEqual([expect.objectContaining({ type: 'prerenderingchange', once: true })]);
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
