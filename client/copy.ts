/**
 * Copy to clipboard for code blocks: the button reads Copy, then Copied for
 * 2000 ms, then Copy again; Ctrl/Cmd+C with nothing selected copies the
 * hovered or focused block. The demo toolbar's copy icons show a copied
 * state for 1200 ms. A failed clipboard write is silently ignored.
 */
import { COPIED_LABEL_MS, COPY_INDICATOR_MS } from '../lib/constants';

export interface CopyDeps {
  write: (text: string) => Promise<void>;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (id: unknown) => void;
}

/** Text a copy button writes: the code of its block, exactly as shown. */
export function codeOf(block: Element): string {
  // The full source of a demo with local modules copies as one self-contained file.
  const el = block as HTMLElement;
  if (el.dataset?.demoSrc !== undefined && el.dataset.preview === undefined) {
    const copy = el.parentElement?.querySelector<HTMLTemplateElement>(`template[data-copy][data-styling="${el.dataset.styling}"][data-variant="${el.dataset.variant}"]`);
    if (copy) return copy.content.textContent ?? '';
  }
  const code = block.querySelector('pre code') ?? block.querySelector('pre');
  return code?.textContent ?? '';
}

/**
 * Copies `text` and flips `button`'s label for COPIED_LABEL_MS.
 * @returns whether the clipboard accepted the text
 */
export async function copyWithFeedback(button: HTMLElement, text: string, labels: { copy: string; copied: string }, deps: CopyDeps): Promise<boolean> {
  try {
    await deps.write(text);
  } catch {
    return false;
  }
  const previous = (button as HTMLElement & { _copyTimer?: unknown })._copyTimer;
  if (previous !== undefined) deps.clearTimer(previous);
  button.textContent = labels.copied;
  button.setAttribute('data-copied', '');
  (button as HTMLElement & { _copyTimer?: unknown })._copyTimer = deps.setTimer(() => {
    button.textContent = labels.copy;
    button.removeAttribute('data-copied');
    (button as HTMLElement & { _copyTimer?: unknown })._copyTimer = undefined;
  }, COPIED_LABEL_MS);
  return true;
}

type Timed = HTMLElement & { _copyTimer?: unknown };

/**
 * Copies `text` and marks the toolbar icon `button` with `data-copied` for
 * COPY_INDICATOR_MS (a repeat restarts the period).
 * @returns whether the clipboard accepted the text
 */
export async function copyWithIndicator(button: HTMLElement, text: string, deps: CopyDeps): Promise<boolean> {
  try {
    await deps.write(text);
  } catch {
    return false;
  }
  const el = button as Timed;
  if (el._copyTimer !== undefined) deps.clearTimer(el._copyTimer);
  button.setAttribute('data-copied', '');
  el._copyTimer = deps.setTimer(() => {
    button.removeAttribute('data-copied');
    el._copyTimer = undefined;
  }, COPY_INDICATOR_MS);
  return true;
}

/** Clipboard and timers of the browser. */
export function browserCopyDeps(): CopyDeps {
  return {
    write: (text) => navigator.clipboard.writeText(text),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (id) => window.clearTimeout(id as number),
  };
}

/** Wires every `[data-copy]` button and the Ctrl/Cmd+C shortcut. */
export function initCopy(doc: Document, labels: { copy: string; copied: string }): void {
  const deps = browserCopyDeps();
  let hovered: Element | null = null;
  doc.addEventListener('click', (e) => {
    const button = (e.target as Element).closest?.('[data-copy]');
    const block = button?.closest('[data-code-block]');
    if (button && block) void copyWithFeedback(button as HTMLElement, codeOf(block), labels, deps);
  });
  doc.addEventListener('mouseover', (e) => {
    hovered = (e.target as Element).closest?.('[data-code-block]') ?? null;
  });
  doc.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'c') return;
    const selection = doc.getSelection();
    if (selection && selection.toString().length > 0) return;
    // A live demo or a text field with the focus keeps its own copy behaviour.
    const active = doc.activeElement as HTMLElement | null;
    if (active?.closest('[data-demo-frame]') || active?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active?.tagName ?? '')) return;
    const block = (doc.activeElement?.closest('[data-code-block]') ?? hovered) as Element | null;
    const button = block?.querySelector<HTMLElement>('[data-copy]');
    if (block && button) {
      e.preventDefault();
      void copyWithFeedback(button, codeOf(block), labels, deps);
    }
  });
}
