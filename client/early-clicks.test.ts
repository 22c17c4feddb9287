/** replayEarlyClicks: the buttons pressed before the client ran are pressed again once, in order, and no more are kept. */
import { describe, expect, it } from 'vitest';
import { EARLY_CLICKS } from '../lib/constants';
import { replayEarlyClicks } from './early-clicks';

function button(name: string, pressed: string[], connected = true) {
  return { isConnected: connected, click: () => pressed.push(name) } as unknown as HTMLElement;
}

describe('replayEarlyClicks', () => {
  it('stops keeping clicks, then presses each kept button that is still in the page, in order', () => {
    const pressed: string[] = [];
    const listener = () => undefined;
    const keys = () => undefined;
    const removed: [string, unknown, unknown][] = [];
    const doc: Pick<Document, 'removeEventListener'> = { removeEventListener: (type: string, fn: unknown, capture?: unknown) => void removed.push([type, fn, capture]) };
    const win: Record<string, unknown> = { [EARLY_CLICKS]: { clicks: [button('search', pressed), button('gone', pressed, false), button('yes', pressed)], listener, keys } };
    expect(replayEarlyClicks(doc, win)).toBe(2);
    expect(pressed).toEqual(['search', 'yes']);
    expect(removed).toEqual([
      ['click', listener, true],
      ['keydown', keys, undefined],
    ]);
    expect(win[EARLY_CLICKS]).toBeUndefined();
    // Once only.
    expect(replayEarlyClicks(doc, win)).toBe(0);
    expect(pressed).toEqual(['search', 'yes']);
  });

  it('does nothing on a page without the inline loader (the playground)', () => {
    expect(replayEarlyClicks({ removeEventListener: () => undefined }, {})).toBe(0);
  });
});
