/**
 * The shell's everyday interactions, without React: navigation drawer
 * (modal below md), settings (mode, direction, density), menus, table of
 * contents scroll-spy, and scrolling the current nav item into view.
 */
import { STORAGE_KEYS } from '../lib/constants';
import { effectiveMode, parseMode, themeReducer, type ThemeAction, type ThemeMode, type ThemeSettings } from '../lib/theme-settings';

const root = document.documentElement;

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be blocked; the choice then lasts for this page only.
  }
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');

/** Applies a colour mode to <html> and tells demos (which run their own theme). */
export function applyMode(mode: ThemeMode): void {
  root.setAttribute('data-mode', mode);
  root.setAttribute('data-mui-color-scheme', effectiveMode(mode, darkQuery.matches));
  window.dispatchEvent(new CustomEvent('docs:settings'));
}

function currentSettings(): Record<string, string> {
  return {
    mode: parseMode(read(STORAGE_KEYS.mode)),
    direction: root.dir === 'rtl' ? 'rtl' : 'ltr',
    dense: root.hasAttribute('data-dense') ? 'true' : 'false',
  };
}

function syncSettingButtons(): void {
  const s = currentSettings();
  for (const b of document.querySelectorAll<HTMLElement>('[data-setting]')) {
    b.setAttribute('aria-pressed', String(s[b.dataset.setting!] === b.dataset.value));
  }
}

/** Theme settings as <html> shows them (the head script applied the stored ones). */
function settingsFromDocument(): ThemeSettings {
  return {
    dense: root.hasAttribute('data-dense'),
    direction: root.dir === 'rtl' ? 'rtl' : 'ltr',
    paletteMode: root.getAttribute('data-mui-color-scheme') === 'dark' ? 'dark' : 'light',
  };
}

/** Runs an action through the theme reducer (lib/theme-settings.ts) and applies only what changed. */
export function dispatchSettings(action: ThemeAction): void {
  const before = settingsFromDocument();
  const after = themeReducer(before, action);
  if (after === before) return;
  if (after.direction !== before.direction) {
    store(STORAGE_KEYS.direction, after.direction);
    root.dir = after.direction;
  }
  if (after.dense !== before.dense) {
    store(STORAGE_KEYS.dense, String(after.dense));
    root.toggleAttribute('data-dense', after.dense);
  }
  window.dispatchEvent(new CustomEvent('docs:settings'));
}

function applySetting(setting: string, value: string): void {
  if (setting === 'mode') {
    store(STORAGE_KEYS.mode, value);
    applyMode(parseMode(value));
  } else if (setting === 'direction') {
    dispatchSettings({ type: 'CHANGE', payload: { direction: value === 'rtl' ? 'rtl' : 'ltr' } });
  } else if (setting === 'dense') {
    dispatchSettings(value === 'true' ? { type: 'SET_DENSE', payload: true } : { type: 'RESET_DENSITY' });
  }
  syncSettingButtons();
}

function toggle(attr: string, open: boolean, control: string, focusSel?: string): void {
  root.toggleAttribute(attr, open);
  for (const b of document.querySelectorAll(control)) b.setAttribute('aria-expanded', String(open));
  if (open && focusSel) document.querySelector<HTMLElement>(focusSel)?.focus();
}

function initScrollSpy(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')];
  if (!links.length || !('IntersectionObserver' in window)) return;
  const byId = new Map(links.map((a) => [a.dataset.tocLink!, a]));
  const visible = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target.id);
        else visible.delete(e.target.id);
      }
      const first = links.find((a) => visible.has(a.dataset.tocLink!));
      if (!first) return;
      for (const a of links) a.removeAttribute('aria-current');
      first.setAttribute('aria-current', 'true');
    },
    { rootMargin: '-64px 0px -60% 0px' },
  );
  for (const id of byId.keys()) {
    const el = document.getElementById(id);
    if (el) observer.observe(el);
  }
}

/** Wires the shell. Safe to call once per page. */
export function initShell(): void {
  syncSettingButtons();
  darkQuery.addEventListener('change', () => {
    if (parseMode(read(STORAGE_KEYS.mode)) === 'system') applyMode('system');
  });
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.mode) applyMode(parseMode(e.newValue));
  });
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    const setting = target.closest<HTMLElement>('[data-setting]');
    if (setting) applySetting(setting.dataset.setting!, setting.dataset.value!);
    if (target.closest('[data-drawer-toggle]')) toggle('data-drawer-open', !root.hasAttribute('data-drawer-open'), '[data-drawer-toggle]', '#nav-drawer [data-drawer-close]');
    else if (target.closest('[data-drawer-close]')) {
      toggle('data-drawer-open', false, '[data-drawer-toggle]');
      document.querySelector<HTMLElement>('[data-drawer-toggle]')?.focus();
    }
    if (target.closest('[data-settings-toggle]')) toggle('data-settings-open', true, '[data-settings-toggle]', '[data-settings-close]');
    else if (target.closest('[data-settings-close]')) {
      toggle('data-settings-open', false, '[data-settings-toggle]');
      document.querySelector<HTMLElement>('[data-settings-toggle]')?.focus();
    }
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details.menu[open]')) {
      if (!menu.contains(target)) menu.open = false;
    }
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    if (root.hasAttribute('data-drawer-open')) {
      toggle('data-drawer-open', false, '[data-drawer-toggle]');
      document.querySelector<HTMLElement>('[data-drawer-toggle]')?.focus();
    }
    if (root.hasAttribute('data-settings-open')) {
      toggle('data-settings-open', false, '[data-settings-toggle]');
      document.querySelector<HTMLElement>('[data-settings-toggle]')?.focus();
    }
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details.menu[open]')) menu.open = false;
  });
  const current = document.querySelector<HTMLElement>('.nav-drawer [aria-current=page]');
  const drawer = document.getElementById('nav-drawer');
  if (current && drawer) {
    const top = current.offsetTop - drawer.clientHeight / 3;
    if (top > 0) drawer.scrollTop = top;
  }
  initScrollSpy();
}
