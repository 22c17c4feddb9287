/**
 * Layout switch of the API tables (table / expanded list / collapsed list).
 * The choice lives on `<html data-api-layout>` (absent for the table; CSS in
 * ui/api-styles.ts lays the one markup out from it) and in localStorage,
 * which the head script reads before paint.
 *
 * In the collapsed list a row shows its name and type; the name link opens
 * and closes the rest (class `o` on the row; `c` closes a row the URL targets). While that layout is on, the
 * name links are announced as buttons with `aria-expanded`, and Space works
 * on them as on a button. A row targeted by the URL (`#prop-x`, from the
 * table of contents or a shared link) is open in every layout.
 *
 * The table of contents' groups of an API page (props, slots, classes) are
 * filled from the tables when opened.
 */

import { STORAGE_KEYS } from '../lib/constants';

export type Layout = 'table' | 'list' | 'collapsed';

const LAYOUTS: readonly string[] = ['table', 'list', 'collapsed'];
/** The name link of a row of an API table. */
const NAME_LINK = '.at td:first-child>a';
const ROW_LINK = 'td:first-child>a';

export function isLayout(value: string | null | undefined): value is Layout {
  return typeof value === 'string' && LAYOUTS.includes(value);
}

function currentLayout(doc: Document): Layout {
  const value = doc.documentElement.getAttribute('data-api-layout');
  return isLayout(value) ? value : 'table';
}

function syncButtons(doc: Document, layout: Layout): void {
  for (const button of doc.querySelectorAll('[data-api-layout-set]')) {
    button.setAttribute('aria-pressed', String(button.getAttribute('data-api-layout-set') === layout));
  }
}

/** Name links are disclosure buttons in the collapsed list only. */
function syncNameLinks(doc: Document, layout: Layout): void {
  for (const link of doc.querySelectorAll(NAME_LINK)) {
    if (layout === 'collapsed') {
      link.setAttribute('role', 'button');
      const row = link.closest('tr');
      link.setAttribute('aria-expanded', String(row ? isOpen(row) : false));
    } else {
      link.removeAttribute('role');
      link.removeAttribute('aria-expanded');
    }
  }
}

/** Whether a row shows its details in the collapsed list (toggled open, or targeted and not closed again). */
function isOpen(row: Element): boolean {
  return row.classList.contains('o') || (row.matches(':target') && !row.classList.contains('c'));
}

/** Opens or closes a row; `c` keeps a row the URL targets closed (CSS opens :target rows). */
function setOpen(row: Element, open: boolean): void {
  row.classList.toggle('o', open);
  row.classList.toggle('c', !open && row.matches(':target'));
  const link = row.querySelector(ROW_LINK);
  if (link?.hasAttribute('aria-expanded')) link.setAttribute('aria-expanded', String(open));
}

/** The row of an API table a hash points at, if any. */
function rowForHash(doc: Document, hash: string): Element | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const el = doc.getElementById(id);
  return el?.tagName === 'TR' && el.closest('.at') ? el : null;
}

/**
 * Fills a group of the table of contents (`details.toc-g`, an API section
 * such as Props) with a link per row of the section's table, once. The
 * server sends the group empty: the names are in the table already.
 */
export function fillTocGroup(doc: Document, group: Element): void {
  const list = group.querySelector('ul');
  const heading = doc.getElementById(group.getAttribute('data-toc-group') ?? '');
  if (!list || list.children.length > 0 || !heading) return;
  let table = heading.nextElementSibling;
  while (table && !(table.tagName === 'TABLE' && table.classList.contains('at'))) {
    if (/^H[1-6]$/.test(table.tagName)) return;
    table = table.nextElementSibling;
  }
  if (!table) return;
  const items = doc.createDocumentFragment();
  for (const row of table.querySelectorAll('tbody>tr[id]')) {
    const link = doc.createElement('a');
    link.setAttribute('href', `#${row.id}`);
    link.textContent = row.querySelector(ROW_LINK)?.textContent ?? row.id;
    const item = doc.createElement('li');
    item.append(link);
    items.append(item);
  }
  list.append(items);
}

/** Applies a layout to the page: attribute, buttons, name links. */
export function applyLayout(doc: Document, layout: Layout): void {
  if (layout === 'table') doc.documentElement.removeAttribute('data-api-layout');
  else doc.documentElement.setAttribute('data-api-layout', layout);
  syncButtons(doc, layout);
  syncNameLinks(doc, layout);
}

/** Wires the layout buttons and the collapsed rows of the current page (delegated: call once). */
export function initApiLayout(doc: Document = document): void {
  const win = doc.defaultView;
  if (!doc.querySelector('[data-api-layout-set], .at')) return;
  applyLayout(doc, currentLayout(doc));

  const toggle = (link: Element, event: Event): void => {
    const row = link.closest('tr');
    if (!row) return;
    event.preventDefault();
    setOpen(row, !isOpen(row));
  };

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (typeof target?.closest !== 'function') return;
    const button = target.closest('[data-api-layout-set]');
    if (button) {
      const layout = button.getAttribute('data-api-layout-set');
      if (!isLayout(layout)) return;
      // The switch the reader used stays where it was (the rows above it change height).
      const before = button.getBoundingClientRect().top;
      applyLayout(doc, layout);
      win?.scrollBy(0, button.getBoundingClientRect().top - before);
      try {
        win?.localStorage.setItem(STORAGE_KEYS.apiLayout, layout);
      } catch {
        // Storage blocked (private mode, policy): the choice lasts for this page only.
      }
      return;
    }
    const link = target.closest(NAME_LINK);
    if (link && currentLayout(doc) === 'collapsed') toggle(link, event);
  });

  doc.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || currentLayout(doc) !== 'collapsed') return;
    const target = event.target as Element | null;
    if (typeof target?.matches === 'function' && target.matches(NAME_LINK)) toggle(target, event);
  });

  for (const group of doc.querySelectorAll('details.toc-g[open]')) fillTocGroup(doc, group);
  // `toggle` does not bubble: listen in the capture phase.
  doc.addEventListener(
    'toggle',
    (event) => {
      const target = event.target as Element | null;
      if (typeof target?.matches === 'function' && target.matches('details.toc-g[open]')) fillTocGroup(doc, target);
    },
    true,
  );

  const followHash = (): void => {
    const row = rowForHash(doc, doc.location?.hash ?? '');
    if (row) setOpen(row, true);
  };
  win?.addEventListener('hashchange', followHash);
  followHash();
}
