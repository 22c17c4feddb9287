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
import { useDocsConfig } from './DocsProvider';

/** The shell reads the locale and translator from `DocsProvider` (worker/render.tsx wraps it). */
export interface ShellProps {
  header: AppHeaderProps;
  /** The navigation tree's HTML (built once per locale and isolate). */
  navHtml: string;
  page: PageViewProps;
  /** A page with a record has a table of contents and a back-to-top link; error pages have neither. */
  toc?: TocEntry[];
}

export function Shell({ header, navHtml, page, toc }: ShellProps) {
  const { t } = useDocsConfig();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <AppHeader {...header} />
      <div className="layout">
        {/* The page before the navigation (CSS puts the nav in the first column): a browser that
            paints while it parses shows the h1 before it has read the 40 KB nav. */}
        <main className="main" id="main-content" tabIndex={-1}>
          <PageView {...page} />
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
        {toc && <Toc toc={toc} />}
      </div>
      {toc && <BackToTop />}
      <SettingsPanel />
    </>
  );
}
