/**
 * Prerender on hover: where the pointer can hover (a mouse or a trackpad),
 * adds the speculation rules that prefetch and prerender the link under the
 * pointer after a short hover (lib/speculation.ts). The page's own rules
 * wait for a 200 ms hover or the press, which leaves a prerender no time to
 * finish before a reader who rests on a link for a moment presses it.
 */
import { HOVER_SPECULATION_RULES } from '../lib/speculation';

/** Adds the hover rules to `doc` when the browser takes speculation rules and the primary pointer hovers. @returns whether it did */
export function initHoverSpeculation(doc: Document, win: Pick<Window, 'matchMedia'>): boolean {
  if (typeof HTMLScriptElement === 'undefined' || !HTMLScriptElement.supports?.('speculationrules')) return false;
  if (!win.matchMedia('(hover: hover) and (pointer: fine)').matches) return false;
  if (doc.querySelector('script[type=speculationrules][data-hover]')) return false;
  const script = doc.createElement('script');
  script.type = 'speculationrules';
  script.dataset.hover = '';
  script.textContent = HOVER_SPECULATION_RULES;
  doc.head.append(script);
  return true;
}
