/**
 * The notice of a tab left open across a deploy whose lazily loaded code
 * (a demo, the runtime, the search dialog, the editor) can no longer load:
 * instead of a demo that never comes alive or a search button that does
 * nothing, one bar says the page was updated and offers a reload. Deploys
 * keep the files of the last builds (scripts/deploy/assets.ts), so this
 * shows only for a tab older than those, or a file lost in between.
 * Offline, a failed load says nothing here: a reload would not help.
 */
import { DEFAULT_CLIENT_STRINGS, type ClientStrings } from '../lib/client-config';

type Strings = Pick<ClientStrings, 'updateNotice' | 'reload'>;

let strings: Strings = DEFAULT_CLIENT_STRINGS;

/** The strings of the page's locale (client/entry.ts). */
export function setUpdateNoticeStrings(s: Strings): void {
  strings = s;
}

/** Whether `e` is a browser's failure to fetch a module (`import()` of a chunk that is gone). */
export function isChunkLoadError(e: unknown): boolean {
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

/** Shows the notice once (later calls leave the first one). */
export function showUpdateNotice(doc: Document = document, reload: () => void = () => doc.defaultView?.location.reload()): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('[data-update-notice]');
  if (existing) return existing;
  const bar = doc.createElement('div');
  bar.setAttribute('data-update-notice', '');
  bar.setAttribute('role', 'alert');
  bar.className = 'update-notice';
  // Styled through the CSSOM (allowed by the CSP, unlike a style attribute): the site stylesheet has no rule for it.
  Object.assign(bar.style, {
    position: 'fixed',
    insetInline: '16px',
    bottom: '16px',
    zIndex: '2000',
    display: 'flex',
    gap: '12px',
    alignItems: 'center',
    justifyContent: 'space-between',
    maxWidth: '640px',
    margin: '0 auto',
    padding: '12px 16px',
    borderRadius: '8px',
    background: '#1f262e',
    color: '#fff',
    font: '14px/1.5 system-ui, sans-serif',
    boxShadow: '0 4px 16px rgba(0,0,0,.3)',
  });
  const text = doc.createElement('span');
  text.textContent = strings.updateNotice;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = strings.reload;
  Object.assign(button.style, { flex: 'none', padding: '6px 14px', border: '0', borderRadius: '6px', background: '#90caf9', color: '#0b1a2a', font: 'inherit', fontWeight: '600', cursor: 'pointer' });
  button.addEventListener('click', () => reload());
  bar.append(text, button);
  doc.body.append(bar);
  return bar;
}

/** Shows the notice when `e` is a failed chunk load while online; returns whether it did. */
export function reportLoadFailure(e: unknown, doc: Document = document): boolean {
  if (!isChunkLoadError(e) || doc.defaultView?.navigator.onLine === false) return false;
  showUpdateNotice(doc);
  return true;
}
