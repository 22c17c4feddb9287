/**
 * Install tabs (npm / pnpm / yarn). Every panel is in the HTML and CSS shows
 * the one named by `<html data-package-manager>`, which the worker sets from
 * the `packageManager` cookie: a click only changes that attribute and the
 * cookie, so every install snippet of every page follows the reader's choice,
 * from the first paint of the next page on.
 */
import { isPackageManager, PACKAGE_MANAGERS } from '../lib/preferences';
import { writePreference } from './cookies';

/** Marks the selected tab of every tab list (ARIA state follows the attribute). */
function syncTabs(doc: Document, pm: string): void {
  for (const tab of doc.querySelectorAll<HTMLElement>('.install-tab')) {
    const selected = tab.dataset.pm === pm;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
}

/** Wires every install tab list of the page (one delegated listener). */
export function initInstallTabs(doc: Document = document): void {
  const root = doc.documentElement;
  if (!doc.querySelector('[data-install]')) return;
  syncTabs(doc, root.dataset.packageManager ?? PACKAGE_MANAGERS[0]);
  const choose = (pm: string, focus?: HTMLElement | null) => {
    if (!isPackageManager(pm)) return;
    root.dataset.packageManager = pm;
    writePreference('packageManager', pm);
    syncTabs(doc, pm);
    focus?.querySelector<HTMLElement>(`.install-tab[data-pm="${pm}"]`)?.focus();
  };
  doc.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('.install-tab');
    if (tab?.dataset.pm) choose(tab.dataset.pm);
  });
  doc.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('.install-tab');
    if (!tab?.dataset.pm || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const rtl = doc.documentElement.dir === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const i = PACKAGE_MANAGERS.indexOf(tab.dataset.pm as (typeof PACKAGE_MANAGERS)[number]);
    event.preventDefault();
    choose(PACKAGE_MANAGERS[(i + step + PACKAGE_MANAGERS.length) % PACKAGE_MANAGERS.length]!, tab.parentElement);
  });
}
