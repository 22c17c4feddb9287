/**
 * Search entry, loaded with every page: it only binds the app bar button,
 * the shortcuts (Ctrl/Cmd+K, `/`) and in-page search boxes, and opens the
 * modal for a `?q=` in the address. The modal's code is fetched with
 * `import()` on first use, so a page that never searches never loads it.
 */
import type { ClientConfig } from '../../lib/client-config';
import { MAX_QUERY_LENGTH } from '../../lib/search/types';
import { isSearchShortcut } from './shortcut';
import { reportLoadFailure } from '../update-notice';

type Opener = (config: ClientConfig, returnFocus: HTMLElement | null, query?: string) => void;
let loading: Promise<Opener> | undefined;

/** Opens the search modal (optionally with a query), loading its module the first time. */
export function openSearch(config: ClientConfig, query?: string): Promise<void> {
  const returnFocus = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  loading ??= import('./modal').then((m) => m.openSearchModal);
  return loading.then(
    (open) => open(config, returnFocus, query),
    (e: unknown) => {
      // A failed chunk load may work next time (offline); after a deploy removed it, the reader is told.
      loading = undefined;
      reportLoadFailure(e);
    },
  );
}

/** Wires the search button and keyboard shortcuts. */
export function initSearch(config: ClientConfig): void {
  for (const button of document.querySelectorAll<HTMLElement>('[data-search-open]')) {
    button.addEventListener('click', (e) => {
      e.preventDefault();
      void openSearch(config);
    });
  }
  // Search boxes in a page (the 404 page's) open the modal with their query.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-search-form]')) {
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void openSearch(config, String(new FormData(form).get('q') ?? ''));
    });
  }
  // A search box submitted before this script ran (the 404 page's form posts to the product's home with
  // `?q=`), or a shared link with `?q=`: the page opens the modal with that query, once.
  const url = new URL(location.href);
  const q = url.searchParams.get('q')?.trim();
  if (q) {
    url.searchParams.delete('q');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    void openSearch(config, q.slice(0, MAX_QUERY_LENGTH));
  }
  document.addEventListener('keydown', (e) => {
    if (!isSearchShortcut(e)) return;
    if (document.querySelector('dialog.search-dialog[open]')) return;
    e.preventDefault();
    void openSearch(config);
  });
}
