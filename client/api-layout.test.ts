/**
 * The layout switch and the collapsed rows, on a hand-made fake document
 * (the unit project runs in node; the real browser behaviour is covered end
 * to end in tests/e2e/api-pages.spec.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { initApiLayout } from './api-layout';

class FakeElement {
  attrs = new Map<string, string>();
  classes = new Set<string>();
  parent: FakeElement | null = null;
  children: FakeElement[] = [];
  target = false;
  classList = {
    contains: (c: string) => this.classes.has(c),
    toggle: (c: string, on: boolean) => (on ? this.classes.add(c) : this.classes.delete(c)),
  };
  constructor(
    public tagName: string,
    attrs: Record<string, string> = {},
    public kind = '',
  ) {
    for (const [k, v] of Object.entries(attrs)) this.attrs.set(k, v);
  }
  add(child: FakeElement): FakeElement {
    child.parent = this;
    this.children.push(child);
    return this;
  }
  getAttribute(name: string): string | null {
    return this.attrs.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attrs.set(name, value);
  }
  removeAttribute(name: string): void {
    this.attrs.delete(name);
  }
  hasAttribute(name: string): boolean {
    return this.attrs.has(name);
  }
  getBoundingClientRect() {
    return { top: 0 };
  }
  /** Selectors used by the module, answered from `kind` and the tag. */
  matches(selector: string): boolean {
    if (selector === ':target') return this.target;
    if (selector === '[data-api-layout-set]') return this.kind === 'switch';
    if (selector.endsWith('td:first-child>a')) return this.kind === 'name';
    if (selector === 'tr') return this.tagName === 'TR';
    if (selector === '.at') return this.kind === 'table';
    return false;
  }
  closest(selector: string): FakeElement | null {
    if (this.matches(selector)) return this;
    return this.parent ? this.parent.closest(selector) : null;
  }
  querySelector(selector: string): FakeElement | null {
    for (const c of this.children) {
      if (c.matches(selector)) return c;
      const deeper = c.querySelector(selector);
      if (deeper) return deeper;
    }
    return null;
  }
}

function setup(opts: { layout?: string; hash?: string; storage?: 'ok' | 'blocked' } = {}) {
  const buttons = ['table', 'list', 'collapsed'].map((l) => new FakeElement('BUTTON', { 'data-api-layout-set': l, 'aria-pressed': String(l === 'table') }, 'switch'));
  const link = new FakeElement('A', { href: '#prop-rows' }, 'name');
  const row = new FakeElement('TR', { id: 'prop-rows' }).add(new FakeElement('TD').add(link));
  const otherLink = new FakeElement('A', { href: '#prop-columns' }, 'name');
  const other = new FakeElement('TR', { id: 'prop-columns' }).add(new FakeElement('TD').add(otherLink));
  const table = new FakeElement('TABLE', {}, 'table').add(row).add(other);
  const html = new FakeElement('HTML', opts.layout ? { 'data-api-layout': opts.layout } : {});
  const listeners: Record<string, (e: unknown) => void> = {};
  const setItem = vi.fn((_key: string, _value: string) => {
    if (opts.storage === 'blocked') throw new Error('SecurityError');
  });
  const win = {
    addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[`win:${type}`] = fn),
    localStorage: { setItem },
    scrollBy: vi.fn(),
  };
  const all = [...buttons, table, row, other, link, otherLink];
  const doc = {
    documentElement: html,
    defaultView: win,
    location: { hash: opts.hash ?? '' },
    querySelector: (s: string) => all.find((e) => s.split(', ').some((p) => e.matches(p))) ?? null,
    querySelectorAll: (s: string) => all.filter((e) => e.matches(s)),
    getElementById: (id: string) => all.find((e) => e.getAttribute('id') === id) ?? null,
    addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] = fn),
  };
  if (opts.hash === '#prop-rows') row.target = true;
  initApiLayout(doc as unknown as Document);
  const fire = (type: string, target: FakeElement, extra: Record<string, unknown> = {}) => {
    const event = { target, preventDefault: vi.fn(), ...extra };
    listeners[type]!(event);
    return event;
  };
  const layout = () => html.getAttribute('data-api-layout');
  return { buttons, link, row, other, otherLink, setItem, fire, layout, listeners };
}

describe('initApiLayout', () => {
  it('switches between the three layouts on <html> (none for the table), updates aria-pressed and stores the choice', () => {
    const { buttons, setItem, fire, layout } = setup();
    const [table, list, collapsed] = buttons;
    fire('click', list!);
    expect(layout()).toBe('list');
    expect(list!.getAttribute('aria-pressed')).toBe('true');
    expect(table!.getAttribute('aria-pressed')).toBe('false');
    expect(setItem).toHaveBeenCalledWith('mui-api-layout', 'list');
    fire('click', collapsed!);
    expect(layout()).toBe('collapsed');
    expect(collapsed!.getAttribute('aria-pressed')).toBe('true');
    fire('click', table!);
    expect(layout()).toBeNull();
    expect(setItem).toHaveBeenLastCalledWith('mui-api-layout', 'table');
  });

  it('still switches when storage is blocked', () => {
    const { buttons, fire, layout } = setup({ storage: 'blocked' });
    expect(() => fire('click', buttons[1]!)).not.toThrow();
    expect(layout()).toBe('list');
  });

  it('syncs the buttons with the layout the head script applied, and ignores an unknown one', () => {
    expect(setup({ layout: 'collapsed' }).buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    expect(setup({ layout: 'sideways' }).buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
  });

  it('makes name links disclosure buttons in the collapsed list only', () => {
    const { link, buttons, fire } = setup({ layout: 'collapsed' });
    expect(link.getAttribute('role')).toBe('button');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    fire('click', buttons[0]!);
    expect(link.hasAttribute('role')).toBe(false);
    expect(link.hasAttribute('aria-expanded')).toBe(false);
  });

  it('opens and closes a row from its name (click, Space) in the collapsed list', () => {
    const { link, row, fire } = setup({ layout: 'collapsed' });
    expect(fire('click', link).preventDefault).toHaveBeenCalled();
    expect(row.classList.contains('o')).toBe(true);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    fire('keydown', link, { key: ' ' });
    expect(row.classList.contains('o')).toBe(false);
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(fire('keydown', link, { key: 'a' }).preventDefault).not.toHaveBeenCalled();
  });

  it('leaves name links to the browser in the table and list layouts', () => {
    for (const layout of [undefined, 'list']) {
      const { link, row, fire } = setup({ layout });
      expect(fire('click', link).preventDefault).not.toHaveBeenCalled();
      expect(row.classList.contains('o')).toBe(false);
    }
  });

  it('opens the row the URL targets, and closes it again on request', () => {
    const { row, link, other, fire } = setup({ layout: 'collapsed', hash: '#prop-rows' });
    expect(row.classList.contains('o')).toBe(true);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(other.classList.contains('o')).toBe(false);
    fire('click', link);
    expect(row.classList.contains('o')).toBe(false);
    // CSS opens :target rows; `c` keeps this one closed.
    expect(row.classList.contains('c')).toBe(true);
    fire('click', link);
    expect(row.classList.contains('c')).toBe(false);
    expect(row.classList.contains('o')).toBe(true);
  });

  it('ignores a malformed hash', () => {
    expect(() => setup({ layout: 'collapsed', hash: '#%E0%A4%A' })).not.toThrow();
  });
});
