/**
 * The props layout switch, on a hand-made fake document (the unit project
 * runs in node; the real browser behaviour is covered end to end).
 */
import { describe, expect, it, vi } from 'vitest';
import { initApiLayout } from './api-layout';

class FakeElement {
  attrs = new Map<string, string>();
  scrollIntoView = vi.fn();
  constructor(
    public tagName: string,
    attrs: Record<string, string>,
    private match: (selector: string) => boolean = () => false,
  ) {
    for (const [k, v] of Object.entries(attrs)) this.attrs.set(k, v);
  }
  getAttribute(name: string): string | null {
    return this.attrs.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attrs.set(name, value);
  }
  closest(selector: string): FakeElement | null {
    return this.match(selector) ? this : null;
  }
}

function setup(opts: { layout?: string; hash?: string; storage?: 'ok' | 'blocked' } = {}) {
  const table = new FakeElement('BUTTON', { 'data-api-layout-set': 'table', 'aria-pressed': 'true' }, (s) => s === '[data-api-layout-set]');
  const list = new FakeElement('BUTTON', { 'data-api-layout-set': 'list', 'aria-pressed': 'false' }, (s) => s === '[data-api-layout-set]');
  const row = new FakeElement('TR', { id: 'prop-rows' });
  const detail = new FakeElement('DIV', { id: 'prop-rows-detail' });
  const link = new FakeElement('A', { href: '#prop-rows' }, (s) => s.startsWith('a['));
  const byId: Record<string, FakeElement> = { 'prop-rows': row, 'prop-rows-detail': detail };
  const listeners: Record<string, (e: unknown) => void> = {};
  const setItem = vi.fn((_key: string, _value: string) => {
    if (opts.storage === 'blocked') throw new Error('SecurityError');
  });
  const win = {
    addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[`win:${type}`] = fn),
    history: { pushState: vi.fn() },
    localStorage: { setItem },
  };
  const doc = {
    documentElement: { dataset: opts.layout ? { apiLayout: opts.layout } : ({} as Record<string, string>) },
    defaultView: win,
    location: { hash: opts.hash ?? '' },
    querySelectorAll: () => [table, list],
    getElementById: (id: string) => byId[id] ?? null,
    addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] = fn),
  };
  initApiLayout(doc as unknown as Document);
  const click = (target: FakeElement) => {
    const event = { target, preventDefault: vi.fn() };
    listeners.click!(event);
    return event;
  };
  return { doc, table, list, detail, link, setItem, win, click };
}

describe('initApiLayout', () => {
  it('switches the layout on <html>, updates aria-pressed and stores the choice', () => {
    const { doc, table, list, setItem, click } = setup();
    click(list);
    expect(doc.documentElement.dataset.apiLayout).toBe('list');
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(table.getAttribute('aria-pressed')).toBe('false');
    expect(setItem).toHaveBeenCalledWith('mui-api-layout', 'list');
    click(table);
    expect(doc.documentElement.dataset.apiLayout).toBe('table');
  });

  it('still switches when storage is blocked', () => {
    const { doc, list, click } = setup({ storage: 'blocked' });
    expect(() => click(list)).not.toThrow();
    expect(doc.documentElement.dataset.apiLayout).toBe('list');
  });

  it('syncs the buttons with the layout the head script applied', () => {
    const { list, table } = setup({ layout: 'list' });
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(table.getAttribute('aria-pressed')).toBe('false');
  });

  it('sends a prop link to the list item in the list layout', () => {
    const { link, detail, win, click } = setup({ layout: 'list' });
    const event = click(link);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(win.history.pushState).toHaveBeenCalledWith(null, '', '#prop-rows');
    expect(detail.scrollIntoView).toHaveBeenCalled();
  });

  it('leaves prop links to the browser in the table layout', () => {
    const { link, detail, click } = setup();
    expect(click(link).preventDefault).not.toHaveBeenCalled();
    expect(detail.scrollIntoView).not.toHaveBeenCalled();
  });

  it('follows the hash on load in the list layout', () => {
    const { detail } = setup({ layout: 'list', hash: '#prop-rows' });
    expect(detail.scrollIntoView).toHaveBeenCalled();
  });
});
