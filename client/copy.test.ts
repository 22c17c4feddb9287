import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_LABEL_MS, COPY_INDICATOR_MS } from '../lib/constants';
import { codeOf, copyWithFeedback, copyWithIndicator, type CopyDeps } from './copy';

/** The little of an element the copy helpers touch. */
function fakeButton(text = 'Copy') {
  const attrs = new Map<string, string>();
  return {
    textContent: text,
    setAttribute: (k: string, v: string) => void attrs.set(k, v),
    removeAttribute: (k: string) => void attrs.delete(k),
    hasAttribute: (k: string) => attrs.has(k),
  } as unknown as HTMLElement;
}

function deps(write: CopyDeps['write'] = async () => undefined): CopyDeps & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    write: async (t) => {
      await write(t);
      written.push(t);
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  };
}

const labels = { copy: 'Copy', copied: 'Copied' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('copyWithFeedback (code block button)', () => {
  it('reads Copied for 2000 ms, then Copy again', async () => {
    const b = fakeButton();
    const d = deps();
    expect(await copyWithFeedback(b, 'const a = 1;', labels, d)).toBe(true);
    expect(d.written).toEqual(['const a = 1;']);
    expect(b.textContent).toBe('Copied');
    expect(b.hasAttribute('data-copied')).toBe(true);
    vi.advanceTimersByTime(COPIED_LABEL_MS - 1);
    expect(b.textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(b.textContent).toBe('Copy');
    expect(b.hasAttribute('data-copied')).toBe(false);
  });

  it('restarts the period on a second click', async () => {
    const b = fakeButton();
    const d = deps();
    await copyWithFeedback(b, 'x', labels, d);
    vi.advanceTimersByTime(1500);
    await copyWithFeedback(b, 'x', labels, d);
    vi.advanceTimersByTime(1500);
    expect(b.textContent).toBe('Copied');
    vi.advanceTimersByTime(500);
    expect(b.textContent).toBe('Copy');
  });

  it('silently ignores a failed clipboard write', async () => {
    const b = fakeButton();
    const d = deps(async () => {
      throw new Error('denied');
    });
    expect(await copyWithFeedback(b, 'x', labels, d)).toBe(false);
    expect(b.textContent).toBe('Copy');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('copyWithIndicator (demo toolbar icon)', () => {
  it('shows the copied state for 1200 ms', async () => {
    const b = fakeButton('');
    const d = deps();
    expect(await copyWithIndicator(b, 'demo source', d)).toBe(true);
    expect(d.written).toEqual(['demo source']);
    expect(b.hasAttribute('data-copied')).toBe(true);
    vi.advanceTimersByTime(COPY_INDICATOR_MS - 1);
    expect(b.hasAttribute('data-copied')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(b.hasAttribute('data-copied')).toBe(false);
    expect(COPY_INDICATOR_MS).toBe(1200);
  });

  it('restarts on a repeat and ignores a failed write', async () => {
    const b = fakeButton('');
    await copyWithIndicator(b, 'a', deps());
    vi.advanceTimersByTime(1000);
    await copyWithIndicator(b, 'a', deps());
    vi.advanceTimersByTime(1000);
    expect(b.hasAttribute('data-copied')).toBe(true);
    vi.advanceTimersByTime(200);
    expect(b.hasAttribute('data-copied')).toBe(false);
    const failing = deps(async () => Promise.reject(new Error('no')));
    expect(await copyWithIndicator(b, 'a', failing)).toBe(false);
    expect(b.hasAttribute('data-copied')).toBe(false);
  });
});

describe('codeOf', () => {
  it('returns the text of the block’s code element', () => {
    const code = { textContent: 'line 1\nline 2' };
    const block = { querySelector: (sel: string) => (sel === 'pre code' ? code : null) } as unknown as Element;
    expect(codeOf(block)).toBe('line 1\nline 2');
  });
});
