import { describe, expect, it } from 'vitest';
import type { Page } from '@playwright/test';
import { press } from './demo-clicks';

/** A page whose mouse records each call and when it came. */
function fakePage() {
  const calls: { what: string; at: number }[] = [];
  const t0 = performance.now();
  const log = (what: string) => async () => void calls.push({ what, at: performance.now() - t0 });
  const page = { mouse: { click: log('click'), move: log('move'), down: log('down'), up: log('up') } } as unknown as Page;
  return { page, calls };
}

describe('press', () => {
  it("is Playwright's click by default: move, press and release at once", async () => {
    const { page, calls } = fakePage();
    await press(page, { x: 1, y: 2 }, 0, 0);
    expect(calls.map((c) => c.what)).toEqual(['click']);
  });

  it('holds the button pressMs before the release', async () => {
    const { page, calls } = fakePage();
    await press(page, { x: 1, y: 2 }, 0, 60);
    expect(calls.map((c) => c.what)).toEqual(['move', 'down', 'up']);
    const [, down = 0, up = 0] = calls.map((c) => c.at);
    expect(up - down).toBeGreaterThanOrEqual(55);
  });

  it('rests the pointer hoverMs before the press', async () => {
    const { page, calls } = fakePage();
    await press(page, { x: 1, y: 2 }, 40, 0);
    expect(calls.map((c) => c.what)).toEqual(['move', 'down', 'up']);
    const [move = 0, down = 0, up = 0] = calls.map((c) => c.at);
    expect(down - move).toBeGreaterThanOrEqual(35);
    expect(up - down).toBeLessThan(35);
  });
});
