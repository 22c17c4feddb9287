/**
 * The shell's everyday interactions, without React: navigation drawer
 * (modal below md), settings (mode, direction, density), menus, table of
 * contents scroll-spy, and scrolling the current nav item into view.
 */
import { setIfChanged } from './attrs';
import { OPEN_MENUS_SELECTOR, STORAGE_KEYS } from '../lib/constants';
import { effectiveMode, parseMode, themeReducer, type ThemeAction, type ThemeMode, type ThemeSettings } from '../lib/theme-settings';

const root = document.documentElement;
/** The md breakpoint (theme.breakpoints.values.md): from here the drawer is a permanent column. */
const MD = 900;

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
  for (const b of document.querySelectorAll<HTMLElement>('[data-setting]')) setIfChanged(b, 'aria-pressed', String(s[b.dataset.setting!] === b.dataset.value));
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

/** What stays reachable behind an open modal surface is made inert (no focus, hidden from assistive tech). */
function setBackgroundInert(modal: HTMLElement | null): void {
  for (const el of document.querySelectorAll<HTMLElement>('.skip-link,.app-bar,.main,.toc,#settings-panel,#nav-drawer')) {
    el.inert = modal !== null && el !== modal && !el.contains(modal);
  }
}

function toggle(attr: string, open: boolean, control: string, focusSel?: string): void {
  root.toggleAttribute(attr, open);
  for (const b of document.querySelectorAll(control)) b.setAttribute('aria-expanded', String(open));
  setBackgroundInert(openModal());
  if (open && focusSel) {
    const target = document.querySelector<HTMLElement>(focusSel);
    target?.focus();
    // A surface still hidden this frame (a slower stylesheet) takes focus on the next one.
    if (target && document.activeElement !== target) requestAnimationFrame(() => target.focus());
  }
}

function closeDrawer(): void {
  toggle('data-drawer-open', false, '[data-drawer-toggle]');
  document.querySelector<HTMLElement>('[data-drawer-toggle]')?.focus();
}

function closeSettings(): void {
  toggle('data-settings-open', false, '[data-settings-toggle]');
  document.querySelector<HTMLElement>('[data-settings-toggle]')?.focus();
}

const FOCUSABLE = 'a[href],button:not([disabled]),summary,input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

/** Focusable elements of a container that are rendered (not inside a closed <details>, not hidden). */
function focusables(container: Element): HTMLElement[] {
  // checkVisibility also rules out the skipped content of a closed <details>, which still has boxes.
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

/** Focuses the first element of `list` that accepts focus. */
function focusFirstOf(list: HTMLElement[]): void {
  for (const el of list) {
    el.focus();
    if (document.activeElement === el) return;
  }
}

/** The open modal surface (phone drawer or settings panel), if any. */
function openModal(): HTMLElement | null {
  if (root.hasAttribute('data-settings-open')) return document.getElementById('settings-panel');
  if (root.hasAttribute('data-drawer-open') && !window.matchMedia(`(min-width:${MD}px)`).matches) return document.getElementById('nav-drawer');
  return null;
}

/** Keeps Tab and Shift+Tab inside the open drawer or settings panel. */
function trapTab(e: KeyboardEvent): void {
  const modal = openModal();
  if (!modal) return;
  const items = focusables(modal);
  if (!items.length) return;
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && modal.contains(active);
  if (e.shiftKey && (!inside || active === items[0])) {
    e.preventDefault();
    focusFirstOf(items.reverse());
  } else if (!e.shiftKey && (!inside || active === items[items.length - 1])) {
    e.preventDefault();
    focusFirstOf(items);
  }
}

/** Menu items of an app-bar menu. */
function menuItems(menu: HTMLDetailsElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role=menuitem]')];
}

/**
 * Upgrades the app-bar <details> menus to the WAI-ARIA menu-button pattern:
 * the summary is a button with a popup menu, arrows move between items,
 * Escape closes and returns focus to the button, Tab leaves and closes.
 * Without JavaScript they stay plain disclosure lists of links.
 */
function initMenus(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details.menu')) {
    const summary = menu.querySelector('summary')!;
    const list = menu.querySelector<HTMLElement>('.menu-list');
    if (!list) continue;
    list.id ||= `menu-${menu.dataset.menu ?? 'list'}`;
    list.setAttribute('role', 'menu');
    summary.setAttribute('role', 'button');
    summary.setAttribute('aria-haspopup', 'menu');
    summary.setAttribute('aria-controls', list.id);
    summary.setAttribute('aria-expanded', String(menu.open));
    for (const li of list.querySelectorAll('li')) li.setAttribute('role', 'none');
    for (const a of list.querySelectorAll<HTMLElement>('a')) {
      a.setAttribute('role', 'menuitem');
      a.tabIndex = -1;
    }
    let focusLast = false;
    menu.addEventListener('toggle', () => {
      summary.setAttribute('aria-expanded', String(menu.open));
      if (!menu.open) return;
      for (const other of document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS_SELECTOR)) if (other !== menu) other.open = false;
      keepInViewport(list);
      const items = menuItems(menu);
      (focusLast ? items[items.length - 1] : items[0])?.focus();
      focusLast = false;
    });
    summary.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      e.preventDefault();
      focusLast = e.key === 'ArrowUp';
      if (menu.open) {
        const items = menuItems(menu);
        (focusLast ? items[items.length - 1] : items[0])?.focus();
        focusLast = false;
      } else menu.open = true;
    });
    list.addEventListener('keydown', (e) => {
      const items = menuItems(menu);
      const i = items.indexOf(document.activeElement as HTMLElement);
      let next: HTMLElement | undefined;
      if (e.key === 'ArrowDown') next = items[(i + 1) % items.length];
      else if (e.key === 'ArrowUp') next = items[(i - 1 + items.length) % items.length];
      else if (e.key === 'Home') next = items[0];
      else if (e.key === 'End') next = items[items.length - 1];
      else if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        menu.open = false;
        summary.focus();
        return;
      } else if (e.key === 'Tab') {
        menu.open = false;
        return;
      } else if (e.key.length === 1 && /\S/.test(e.key)) {
        // Type-ahead: the next item starting with the typed character.
        const ch = e.key.toLowerCase();
        next = [...items.slice(i + 1), ...items.slice(0, i + 1)].find((it) => it.textContent?.trim().toLowerCase().startsWith(ch));
      }
      if (next) {
        e.preventDefault();
        next.focus();
      }
    });
  }
}

/** Shifts an absolutely placed popup back inside the viewport (both edges). */
function keepInViewport(el: HTMLElement): void {
  el.style.translate = '';
  const rect = el.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const margin = 8;
  let dx = 0;
  if (rect.right > vw - margin) dx = vw - margin - rect.right;
  if (rect.left + dx < margin) dx = margin - rect.left;
  if (dx) el.style.translate = `${Math.round(dx)}px 0`;
}

function initScrollSpy(): void {
  // Every in-page link of the TOC (grouped API members carry no data-toc-link, to keep big pages small).
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
  if (!links.length || !('IntersectionObserver' in window)) return;
  const idOf = (a: HTMLAnchorElement) => a.getAttribute('href')!.slice(1);
  const byId = new Map(links.map((a) => [idOf(a), a]));
  const visible = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target.id);
        else visible.delete(e.target.id);
      }
      const first = links.find((a) => visible.has(idOf(a)));
      if (!first) return;
      for (const a of links) a.removeAttribute('aria-current');
      first.setAttribute('aria-current', 'true');
      // Inside a closed group (the props of an API page), its section link shows where the reader is.
      const group = first.closest('details.toc-g:not([open])');
      group?.parentElement?.querySelector(':scope>a')?.setAttribute('aria-current', 'true');
      // Sections above the current one are marked read (the TOC's rail fills up as one reads).
      const at = links.indexOf(first);
      links.forEach((a, i) => a.toggleAttribute('data-read', i < at));
    },
    { rootMargin: '-64px 0px -60% 0px' },
  );
  for (const id of byId.keys()) {
    const el = document.getElementById(id);
    if (el) observer.observe(el);
  }
}

/**
 * Reading progress (the bar in the table of contents) and the "back to top"
 * control, shown on pages longer than two screens once a screen is scrolled.
 */
function initReadingProgress(): void {
  const bar = document.querySelector<HTMLElement>('[data-toc-progress]');
  const back = document.querySelector<HTMLAnchorElement>('[data-back-to-top]');
  if (!bar && !back) return;
  const update = () => {
    const max = root.scrollHeight - window.innerHeight;
    const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 1;
    if (bar) {
      bar.style.setProperty('--reading-progress', progress.toFixed(3));
      bar.setAttribute('aria-valuenow', String(Math.round(progress * 100)));
    }
    root.toggleAttribute('data-show-back-to-top', root.scrollHeight > 2 * window.innerHeight && window.scrollY > window.innerHeight);
  };
  // Scroll events already come once per frame; reading the sizes is cheap (no style is written before).
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  window.addEventListener('load', update);
  back?.addEventListener('click', (e) => {
    e.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  });
  update();
}

/** Wires the shell's controls (settings, drawer, menus). Safe to call once per page. */
export function initShell(): void {
  // The system's colour preference may have changed between the head's script and now (the client loads after the
  // title's paint), and that change event came before this listener: apply the mode again if it no longer matches.
  const mode = parseMode(read(STORAGE_KEYS.mode));
  if (root.getAttribute('data-mui-color-scheme') !== effectiveMode(mode, darkQuery.matches)) applyMode(mode);
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
    else if (target.closest('[data-drawer-close]')) closeDrawer();
    if (target.closest('[data-settings-toggle]')) toggle('data-settings-open', true, '[data-settings-toggle]', '[data-settings-close]');
    else if (target.closest('[data-settings-close]')) closeSettings();
    for (const menu of document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS_SELECTOR)) {
      if (!menu.contains(target)) menu.open = false;
    }
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') return trapTab(e);
    if (e.key !== 'Escape') return;
    if (root.hasAttribute('data-settings-open')) closeSettings();
    else if (root.hasAttribute('data-drawer-open')) closeDrawer();
    for (const menu of document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS_SELECTOR)) {
      const hadFocus = menu.contains(document.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector('summary')?.focus();
    }
  });
  // Reaching the md width turns the drawer into a permanent column: it is no longer modal.
  window.matchMedia(`(min-width:${MD}px)`).addEventListener('change', (e) => {
    if (e.matches && root.hasAttribute('data-drawer-open')) toggle('data-drawer-open', false, '[data-drawer-toggle]');
  });
  initMenus();
  // The sidebar shows the current page's link.
  afterParse(() => {
    const drawer = document.getElementById('nav-drawer');
    const current = drawer?.querySelector<HTMLElement>('[aria-current=page]');
    if (current && drawer) {
      const top = current.offsetTop - drawer.clientHeight / 3;
      if (top > 0) drawer.scrollTop = top;
    }
  });
}

/** The table of contents' scroll-spy and the reading progress (client/entry.ts runs it in a task after initShell's). */
export function initReadingAids(): void {
  afterParse(() => {
    initScrollSpy();
    initReadingProgress();
  });
}

/** Runs `fn` once the document is parsed: the bundle is an async module, it can run while the rest of the page (nav, TOC, back-to-top) is still streaming in. */
function afterParse(fn: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}
