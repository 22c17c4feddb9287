/**
 * The app bar: navigation button (below md), text logo, version menu,
 * language menu, search, settings and source link. Menus are native
 * <details> so they open without JavaScript; client/shell.ts closes them on
 * outside clicks and Escape.
 */
import { Icon } from './icons';
import { useDocsConfig } from './DocsProvider';

export interface VersionEntry {
  text: string;
  href: string;
  current: boolean;
}

export interface LanguageEntry {
  code: string;
  label: string;
  href: string;
  current: boolean;
}

export interface ProductEntry {
  label: string;
  href: string;
  current: boolean;
}

export interface AppHeaderProps {
  products: ProductEntry[];
  homeHref: string;
  versions: VersionEntry[];
  languages: LanguageEntry[];
  sourceHref: string;
  showNavButton: boolean;
}

/** The sticky app bar. */
export function AppHeader({ products, homeHref, versions, languages, sourceHref, showNavButton }: AppHeaderProps) {
  const { t } = useDocsConfig();
  const current = versions.find((v) => v.current);
  const currentProduct = products.find((p) => p.current)?.label ?? t('products.x');
  return (
    <header className="app-bar">
      {showNavButton && (
        <button type="button" className="icon-btn menu-btn" data-drawer-toggle aria-label={t('openNavigation')} aria-controls="nav-drawer" aria-expanded="false">
          <Icon name="menu" />
        </button>
      )}
      <a className="logo" href={homeHref} aria-label={t('home')}>
        MUI <span>X</span>
      </a>
      <details className="menu" data-menu="product">
        {/* The accessible name starts with the visible text (WCAG 2.5.3, Label in Name): "Data Grid, Choose a library". */}
        <summary className="icon-btn" aria-label={`${currentProduct}, ${t('productMenu')}`}>
          {currentProduct}
          <Icon name="expand" />
        </summary>
        <ul className="menu-list" role="list">
          {products.map((p) => (
            <li key={p.href}>
              <a href={p.href} {...(p.current ? { 'aria-current': 'page' as const } : {})} data-ga-event-category="product" data-ga-event-action="switch" data-ga-event-label={p.label}>
                {p.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <details className="menu" data-menu="version">
        <summary className="icon-btn" aria-label={current?.text ? `${current.text}, ${t('versionMenu')}` : t('versionMenu')}>
          {current?.text}
          <Icon name="expand" />
        </summary>
        <ul className="menu-list" role="list">
          {versions.map((v) => (
            <li key={v.text}>
              <a
                href={v.href}
                {...(v.current ? { 'aria-current': 'page' as const } : { rel: 'noopener' })}
                data-version={v.text}
                data-ga-event-category="version"
                data-ga-event-action="switch"
                data-ga-event-label={v.text}
              >
                {v.text}
                {v.current ? ` (${t('currentVersion')})` : ''}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <span className="spacer" />
      <button type="button" className="icon-btn" data-search-open aria-label={t('search')} aria-keyshortcuts="Control+K Meta+K /">
        <Icon name="search" />
      </button>
      <details className="menu" data-menu="language">
        <summary className="icon-btn" aria-label={t('language')}>
          <Icon name="language" />
        </summary>
        <ul className="menu-list" role="list">
          {languages.map((l) => (
            <li key={l.code}>
              <a href={l.href} lang={l.code} hrefLang={l.code} {...(l.current ? { 'aria-current': 'page' as const } : {})}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <button type="button" className="icon-btn" data-settings-toggle aria-label={t('settings.open')} aria-controls="settings-panel" aria-expanded="false">
        <Icon name="settings" />
      </button>
      <a className="icon-btn source-link" href={sourceHref} aria-label={t('sourceCode')} rel="noopener">
        <Icon name="github" />
      </a>
    </header>
  );
}
