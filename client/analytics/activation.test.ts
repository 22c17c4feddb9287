/**
 * A page the speculation rules prerender starts its analytics only when the
 * reader is shown it (`prerenderingchange`), exactly once; a page loaded
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

describe('whenActivated', () => {
  it('starts at once on a page loaded normally', () => {
    let started = 0;
    whenActivated(fakeDocument(false) as never, () => started++);
    expect(started).toBe(1);
  });

  it('waits for activation on a prerendered page, then starts once', () => {
    const doc = fakeDocument(true);
    let started = 0;
    whenActivated(doc as never, () => started++);
    expect(started).toBe(0);
    doc.activate();
    expect(started).toBe(1);
    expect(doc.listeners).toEqual([expect.objectContaining({ type: 'prerenderingchange', once: true })]);
  });
});
