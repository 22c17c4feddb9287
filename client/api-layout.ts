/**
 * Props layout switch of the API pages (table / expanded list). The choice
 * lives on `<html data-api-layout>` (CSS shows one layout from it) and in
 * localStorage, which the head script reads before paint.
 *
 * Prop anchors: table rows carry `id="prop-x"`, list items `id="prop-x-detail"`.
 * In the list layout the row is hidden, so a link to `#prop-x` is sent to its
 * `-detail` twin (on click, on load and on back/forward).
 */

import { STORAGE_KEYS } from '../lib/constants';

type Layout = 'table' | 'list';

function isLayout(value: string | null | undefined): value is Layout {
  return value === 'table' || value === 'list';
}

function syncButtons(doc: Document, layout: Layout): void {
  for (const button of doc.querySelectorAll('[data-api-layout-set]')) {
    button.setAttribute('aria-pressed', String(button.getAttribute('data-api-layout-set') === layout));
  }
}

/** The list item standing for a hidden table row, when the list layout is on. */
function detailTarget(doc: Document, hash: string): Element | null {
  if (doc.documentElement.dataset.apiLayout !== 'list' || hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const row = doc.getElementById(id);
  return row?.tagName === 'TR' ? doc.getElementById(`${id}-detail`) : null;
}

/** Wires the layout buttons and prop anchors of the current page (delegated: call once). */
export function initApiLayout(doc: Document = document): void {
  const root = doc.documentElement;
  const win = doc.defaultView;
  const initial = root.dataset.apiLayout;
  syncButtons(doc, isLayout(initial) ? initial : 'table');

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (typeof target?.closest !== 'function') return;
    const button = target.closest('[data-api-layout-set]');
    if (button) {
      const layout = button.getAttribute('data-api-layout-set');
      if (!isLayout(layout)) return;
      root.dataset.apiLayout = layout;
      syncButtons(doc, layout);
      try {
        win?.localStorage.setItem(STORAGE_KEYS.apiLayout, layout);
      } catch {
        // Storage blocked (private mode, policy): the choice lasts for this page only.
      }
      return;
    }
    const link = target.closest('a[href^="#"]');
    const detail = link && detailTarget(doc, link.getAttribute('href') ?? '');
    if (detail) {
      event.preventDefault();
      win?.history.pushState(null, '', link.getAttribute('href'));
      detail.scrollIntoView();
    }
  });

  const followHash = (): void => detailTarget(doc, doc.location?.hash ?? '')?.scrollIntoView();
  win?.addEventListener('hashchange', followHash);
  followHash();
}
