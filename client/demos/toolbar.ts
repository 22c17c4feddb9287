/**
 * The demo toolbars, without React: show/hide code, JS/TS (one choice for
 * the whole page), the styling menu, copy, reset, reset focus and copy
 * link, with a roving tabindex (Left/Right/Home/End). The choice of
 * variant and styling lives on <html> (`data-code-variant`,
 * `data-code-styling`), where the CSS reads it, and in cookies.
 */
import { DEFAULT_CLIENT_STRINGS, type ClientStrings } from '../../lib/client-config';
import type { CodeStyling, CodeVariant } from '../../lib/page-record';
import { selfContainedEdit } from '../../lib/edited-source';
import { isCodeStyling, isCodeVariant } from '../../lib/preferences';
import { setIfChanged } from '../attrs';
import { writePreference } from '../cookies';
import { browserCopyDeps, codeOf, copyWithIndicator } from '../copy';
import { demoHash, effectiveStyling, type DemoStylings } from './hash';
import { openSandbox, sandboxInput } from './sandbox';

const root = document.documentElement;

/** The page-wide code variant. */
export function currentVariant(): CodeVariant {
  return root.getAttribute('data-code-variant') === 'JS' ? 'JS' : 'TS';
}

/** The page-wide code styling choice. */
export function currentStyling(): CodeStyling {
  const s = root.getAttribute('data-code-styling');
  return isCodeStyling(s) ? s : 'system';
}

/** The stylings a demo element offers. */
export function stylingsOf(demo: HTMLElement): DemoStylings {
  return { tailwind: demo.hasAttribute('data-has-tailwind'), css: demo.hasAttribute('data-has-css') };
}

/** The full source of a demo in a variant, as its code block shows it (local imports as they are). */
export function shownSource(demo: HTMLElement, variant: CodeVariant): string {
  const styling = effectiveStyling(currentStyling(), stylingsOf(demo));
  return demo.querySelector(`.demo-src:not([data-preview])[data-styling="${styling}"][data-variant="${variant}"] pre code`)?.textContent ?? '';
}

/** The language of the code the reader sees: the live editor's while it is open, else the page's. */
export function visibleVariant(demo: HTMLElement): CodeVariant {
  const v = demo.querySelector<HTMLTextAreaElement>('textarea.demo-live-input')?.dataset.variant;
  return isCodeVariant(v) ? v : currentVariant();
}

/**
 * The code of a demo as the reader sees it, as one self-contained file: the
 * live editor's text while it is open (its local modules inlined from the
 * page's self-contained copy, lib/edited-source.ts), else the shown block's
 * self-contained copy.
 */
export function visibleSource(demo: HTMLElement): string {
  const styling = effectiveStyling(currentStyling(), stylingsOf(demo));
  const edited = demo.querySelector<HTMLTextAreaElement>('textarea.demo-live-input');
  if (edited) {
    const variant = visibleVariant(demo);
    const copy = demo.querySelector<HTMLTemplateElement>(`template[data-copy][data-styling="${styling}"][data-variant="${variant}"]`)?.content.textContent ?? undefined;
    return selfContainedEdit(edited.value, shownSource(demo, variant), copy) ?? edited.value;
  }
  const block = demo.querySelector(`.demo-src:not([data-preview])[data-styling="${styling}"][data-variant="${currentVariant()}"]`);
  // codeOf copies the self-contained file of a demo with local modules.
  return block ? codeOf(block) : '';
}

/** Brings the toolbars' pressed/checked states and analytics labels in line with <html>. */
export function syncToolbars(doc: Document = document): void {
  const variant = currentVariant();
  for (const b of doc.querySelectorAll<HTMLElement>('.demo [data-demo-action=variant]')) setIfChanged(b, 'aria-pressed', String(b.dataset.value === variant));
  for (const b of doc.querySelectorAll<HTMLElement>('.demo [data-demo-action=copy]')) setIfChanged(b, 'data-ga-event-action', `copy-${variant.toLowerCase()}`);
  for (const demo of doc.querySelectorAll<HTMLElement>('.demo')) {
    const styling = effectiveStyling(currentStyling(), stylingsOf(demo));
    for (const item of demo.querySelectorAll<HTMLElement>('[data-demo-action=styling]')) setIfChanged(item, 'aria-checked', String(item.dataset.value === styling));
  }
}

/** Sets the page-wide variant and remembers it. */
export function setVariant(variant: CodeVariant): void {
  root.setAttribute('data-code-variant', variant);
  writePreference('codeVariant', variant);
  syncToolbars();
}

/** Sets the page-wide styling and remembers it. */
export function setStyling(styling: CodeStyling): void {
  root.setAttribute('data-code-styling', styling);
  writePreference('codeStyling', styling);
  syncToolbars();
}

export interface ToolbarHooks {
  /** Remounts a demo (reset button). */
  reset(demo: HTMLElement): void;
  /** The page-wide styling changed: demos whose styling changed remount. */
  stylingChanged(): void;
  /** Opens the demo's live editor (or focuses it). */
  edit(demo: HTMLElement): void;
}

function announce(demo: HTMLElement, text: string): void {
  const status = demo.querySelector('.demo-status');
  if (status) status.textContent = text;
}

function toolbarButtons(toolbar: Element): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>('.demo-btn')].filter((b) => b.offsetParent !== null || b.getClientRects().length > 0);
}

function moveFocus(toolbar: Element, current: HTMLElement, key: string): boolean {
  const buttons = toolbarButtons(toolbar);
  const i = buttons.indexOf(current);
  if (i < 0) return false;
  const rtl = getComputedStyle(toolbar).direction === 'rtl';
  const next = key === 'Home' ? 0 : key === 'End' ? buttons.length - 1 : (key === 'ArrowRight') !== rtl ? (i + 1) % buttons.length : (i - 1 + buttons.length) % buttons.length;
  for (const b of buttons) b.tabIndex = -1;
  buttons[next]!.tabIndex = 0;
  buttons[next]!.focus();
  return true;
}

function setMenu(menuButton: HTMLElement, open: boolean, focusItem = false): void {
  const list = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
  if (!list) return;
  menuButton.setAttribute('aria-expanded', String(open));
  list.hidden = !open;
  if (open && focusItem) (list.querySelector<HTMLElement>('[aria-checked=true]') ?? list.querySelector<HTMLElement>('[role=menuitemradio]'))?.focus();
}

function closeMenus(except?: Element): void {
  for (const b of document.querySelectorAll<HTMLElement>('[data-demo-action=styling-menu][aria-expanded=true]')) if (b !== except) setMenu(b, false);
}

function act(target: HTMLElement, demo: HTMLElement, hooks: ToolbarHooks, strings: ClientStrings): void {
  const action = target.dataset.demoAction;
  const deps = browserCopyDeps();
  if (action === 'code') {
    const open = !demo.hasAttribute('data-expanded');
    demo.toggleAttribute('data-expanded', open);
    target.setAttribute('aria-expanded', String(open));
    target.setAttribute('data-ga-event-action', open ? 'collapse' : 'expand');
  } else if (action === 'variant' && isCodeVariant(target.dataset.value)) {
    setVariant(target.dataset.value);
  } else if (action === 'styling-menu') {
    const open = target.getAttribute('aria-expanded') !== 'true';
    closeMenus(target);
    setMenu(target, open, open);
  } else if (action === 'styling' && isCodeStyling(target.dataset.value)) {
    const button = demo.querySelector<HTMLElement>('[data-demo-action=styling-menu]');
    if (button) {
      setMenu(button, false);
      button.focus();
    }
    if (target.dataset.value !== currentStyling()) {
      setStyling(target.dataset.value);
      hooks.stylingChanged();
    }
  } else if (action === 'copy') {
    void copyWithIndicator(target, visibleSource(demo), deps).then((ok) => ok && announce(demo, strings.copied));
  } else if (action === 'stackblitz' || action === 'codesandbox') {
    const styling = effectiveStyling(currentStyling(), stylingsOf(demo));
    if (openSandbox(action, sandboxInput(demo, visibleSource(demo), visibleVariant(demo), styling))) announce(demo, action === 'stackblitz' ? strings.openingStackblitz : strings.openingCodesandbox);
  } else if (action === 'edit') {
    hooks.edit(demo);
  } else if (action === 'reset') {
    hooks.reset(demo);
  } else if (action === 'reset-focus') {
    demo.querySelector<HTMLElement>('[data-demo-frame]')?.focus();
  } else if (action === 'link') {
    const hash = demoHash(demo.id, currentVariant(), currentStyling(), stylingsOf(demo));
    void copyWithIndicator(target, `${location.origin}${location.pathname}${location.search}${hash}`, deps).then((ok) => ok && announce(demo, strings.linkCopied));
  }
}

/** Wires every demo toolbar of the page (event delegation, call once); `strings` are the page locale's status messages. */
export function initToolbars(hooks: ToolbarHooks, strings: ClientStrings = DEFAULT_CLIENT_STRINGS): void {
  syncToolbars();
  document.addEventListener('click', (e) => {
    const target = (e.target as Element).closest?.<HTMLElement>('[data-demo-action]');
    const demo = target?.closest<HTMLElement>('.demo');
    if (!target || !demo) {
      closeMenus();
      return;
    }
    if (target.classList.contains('demo-btn')) {
      for (const b of demo.querySelectorAll<HTMLElement>('.demo-toolbar .demo-btn')) b.tabIndex = b === target ? 0 : -1;
    }
    act(target, demo, hooks, strings);
  });
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    const item = target.closest?.<HTMLElement>('[role=menuitemradio]');
    if (item) {
      const items = [...item.parentElement!.querySelectorAll<HTMLElement>('[role=menuitemradio]')];
      const i = items.indexOf(item);
      const to =
        e.key === 'ArrowDown'
          ? items[(i + 1) % items.length]
          : e.key === 'ArrowUp'
            ? items[(i - 1 + items.length) % items.length]
            : e.key === 'Home'
              ? items[0]
              : e.key === 'End'
                ? items[items.length - 1]
                : undefined;
      if (to) to.focus();
      else if (e.key === 'Enter' || e.key === ' ') item.click();
      else if (e.key === 'Escape' || e.key === 'Tab') {
        const button = item.closest('.demo')?.querySelector<HTMLElement>('[data-demo-action=styling-menu]');
        if (button) {
          setMenu(button, false);
          if (e.key === 'Escape') button.focus();
        }
        if (e.key === 'Tab') return;
      } else return;
      e.preventDefault();
      return;
    }
    const toolbar = target.closest?.('.demo-toolbar');
    if (!toolbar || !target.classList.contains('demo-btn')) return;
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) {
      if (moveFocus(toolbar, target, e.key)) e.preventDefault();
    } else if (e.key === 'ArrowDown' && target.dataset.demoAction === 'styling-menu') {
      closeMenus(target);
      setMenu(target, true, true);
      e.preventDefault();
    }
  });
}
