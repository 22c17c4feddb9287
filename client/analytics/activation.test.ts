/**
 * A page the speculation rules prerender starts its analytics only when the
 * reader is shown it (`prerenderingchange`), after its first frame (a task
 * queued from the next animation frame), exactly once; a page loaded
 * normally starts at once.
 */
import { describe, expect, it } from 'vitest';
import { whenActivated } from './index';

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

/** Animation frames and timers run only when the test says so. */
function fakeWindow() {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  return {
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => tasks.push(fn),
    frame: () => frames.splice(0).forEach((f) => f()),
    task: () => tasks.splice(0).forEach((t) => t()),
  };
}

describe('whenActivated', () => {
  it('starts at once on a page loaded normally', () => {
    let started = 0;
    whenActivated(fakeDocument(false) as never, () => started++, fakeWindow() as never);
    expect(started).toBe(1);
  });

  it('waits for activation on a prerendered page, then for its first frame, then starts once', () => {
    const doc = fakeDocument(true);
    const win = fakeWindow();
    let started = 0;
    whenActivated(doc as never, () => started++, win as never);
    win.frame();
    win.task();
    expect(started).toBe(0);
    doc.activate();
    expect(started).toBe(0);
    win.task();
    expect(started).toBe(0);
    win.frame();
    expect(started).toBe(0);
    win.task();
    expect(started).toBe(1);
    win.frame();
    win.task();
    expect(started).toBe(1);
    expect(doc.listeners).toEqual([expect.objectContaining({ type: 'prerenderingchange', once: true })]);
  });
});
