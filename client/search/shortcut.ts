/**
 * The keyboard shortcuts that open search: Ctrl/Cmd+K anywhere, `/` when
 * the reader is not typing. One predicate for the inline loader (which keeps
 * a press made before the client ran, client/inline/load.ts) and the
 * client's own handler (client/search/index.ts).
 */

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
}

/** Whether a keydown asks to open search. */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.isComposing || e.altKey) return false;
  const ctrlK = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k';
  const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !typingIn(e.target);
  return ctrlK || slash;
}
