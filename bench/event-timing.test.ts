import { describe, expect, it } from 'vitest';
import { interaction, yWhollyInView, type EventEntry, type Rect } from './event-timing';

const entry = (name: string, startTime: number, duration: number, interactionId: number, processing: [number, number] = [startTime + 2, startTime + 10]): EventEntry => ({
  name,
  startTime,
  processingStart: processing[0],
  processingEnd: processing[1],
  duration,
  interactionId,
});

describe('interaction', () => {
  it("splits the longest entry of the press's interaction", () => {
    const r = interaction([entry('pointerdown', 100, 104, 7, [110, 150]), entry('click', 101, 104, 7, [150, 170]), entry('pointerover', 100, 104, 0)], 50);
    expect(r).toMatchObject({ inp: 104, inputDelay: 10, processing: 60, presentation: 34, missing: false });
  });

  it('gives the floor of 16 ms when no entry came and the press reached its frame soon', () => {
    expect(interaction([], 50, [{ down: 100, frame: 112 }])).toMatchObject({ inp: 16, missing: false });
    expect(interaction([], 50)).toMatchObject({ inp: 16, missing: false });
  });

  it('reports a slow press with no entry as missing, with its lower bound', () => {
    // The sorting page's first click at 4x: a 97 ms task, no `event` entry at all.
    expect(interaction([], 50, [{ down: 100, frame: 196 }])).toMatchObject({ inp: 96, missing: true });
  });

  it('ignores presses and entries before `since`', () => {
    expect(interaction([entry('click', 10, 200, 3)], 50, [{ down: 10, frame: 300 }])).toMatchObject({ inp: 16, missing: false });
  });
});

describe('yWhollyInView', () => {
  // Grid rows 52 px high from y = 671 (the sorting page's first grid at 1280x800): the row at 775-827 is cut.
  const rows = (y: number): Rect | null => {
    if (y < 671) return null;
    const top = 671 + Math.floor((y - 671) / 52) * 52;
    return { top, bottom: top + 52 };
  };

  it('moves a point on an element cut by the bottom edge to the element above', () => {
    expect(yWhollyInView(790, 800, rows)).toBe(749);
  });

  it('keeps a point on an element that fits', () => {
    expect(yWhollyInView(700, 800, rows)).toBe(700);
  });

  it('keeps the point when nothing above fits', () => {
    expect(yWhollyInView(790, 800, () => ({ top: 0, bottom: 900 }))).toBe(790);
    expect(yWhollyInView(790, 800, rows, 760)).toBe(790);
  });
});
