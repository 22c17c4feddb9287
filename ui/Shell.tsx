/**
 * The page shell around every docs page: skip link, app bar, the page
 * itself, navigation drawer, table of contents, back-to-top link and
 * settings panel. Plain semantic HTML rendered in the worker (and in tests); the
 * client script (client/shell.ts) wires its interactions.
 */
import type { TocEntry } from '../lib/page-record';
import { AppHeader, type AppHeaderProps } from './AppHeader';
import { BackToTop, PageView, Toc, type PageViewProps } from './PageView';
import { SettingsPanel } from './SettingsPanel';

export interface ShellProps {
  t: (key: string) => string;
  header: Omit<AppHeaderProps, 't'>;
  /** The navigation tree's HTML (built once per locale and isolate). */
  navHtml: string;
  page: Omit<PageViewProps, 't'>;
  /** A page with a record has a table of contents and a back-to-top link; error pages have neither. */
  toc?: TocEntry[];
}

export function Shell({ t, header, navHtml, page, toc }: ShellProps) {
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <AppHeader t={t} {...header} />
      <div className="layout">
        {/* The page before the navigation (CSS puts the nav in the first column): a browser that
            paints while it parses shows the h1 before it has read the 40 KB nav. */}
        <main className="main" id="main-content" tabIndex={-1}>
          <PageView t={t} {...page} />
        </main>
        <div className="drawer-backdrop" data-drawer-close />
        <nav className="nav-drawer" id="nav-drawer" aria-label={t('mainNavigation')}>
          <div className="drawer-head">
            <button type="button" className="icon-btn" data-drawer-close aria-label={t('closeNavigation')}>
              ✕
            </button>
          </div>
          <div dangerouslySetInnerHTML={{ __html: navHtml }} />
        </nav>
        {toc && <Toc toc={toc} t={t} />}
      </div>
      {toc && <BackToTop t={t} />}
      <SettingsPanel t={t} />
    </>
  );
}
