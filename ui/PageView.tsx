/**
 * The page itself: title, description, plan badge, untranslated notice,
 * ad slot, API tabs, body (pre-rendered HTML), pager and edit link.
 */
import type { TocEntry } from '../lib/page-record';
import type { Plan } from '../lib/nav';
import { AdSlot } from './AdSlot';

export interface PagerLink {
  href: string;
  title: string;
  /** The navigation group of the page, shown so two "Overview" links still say where they lead. */
  section?: string;
}

/** What the 404 page offers: a search box, the closest pages and the product's home. */
export interface NotFoundHelp {
  query: string;
  suggestions: PagerLink[];
  home: PagerLink;
}

export interface TabLink {
  href: string;
  label: string;
  current: boolean;
}

export interface PageViewProps {
  t: (key: string) => string;
  title: string;
  description: string;
  plan?: Plan;
  licensingHref: string;
  untranslated: boolean;
  showAdSlot: boolean;
  bot: boolean;
  tabs?: TabLink[];
  bodyHtml: string;
  prev?: PagerLink;
  next?: PagerLink;
  editHref?: string;
  notFound?: NotFoundHelp;
  footer: string;
}

function PagerTitle({ link }: { link: PagerLink }) {
  return (
    <span className="pager-title">
      {link.section && link.section !== link.title && <span className="pager-section">{link.section} › </span>}
      {link.title}
    </span>
  );
}

/** Search box, closest pages and home link of the 404 page. */
function NotFoundHelpView({ help, t }: { help: NotFoundHelp; t: (key: string) => string }) {
  return (
    <section className="not-found" aria-label={t('notFound.help')}>
      <form className="not-found-search" role="search" data-search-form action={help.home.href} method="get">
        <label htmlFor="not-found-q">{t('notFound.searchLabel')}</label>
        <div className="not-found-row">
          <input id="not-found-q" name="q" type="search" defaultValue={help.query} autoComplete="off" />
          <button type="submit" className="icon-btn">
            {t('search')}
          </button>
        </div>
      </form>
      {help.suggestions.length > 0 && (
        <>
          <h2>{t('notFound.suggestions')}</h2>
          <ul className="not-found-list" data-suggestions>
            {help.suggestions.map((s) => (
              <li key={s.href}>
                <a href={s.href}>
                  <PagerTitle link={s} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a className="not-found-home" href={help.home.href} data-product-home>
          {t('notFound.home').replace('{product}', help.home.title)}
        </a>
      </p>
    </section>
  );
}

/** The main column. */
export function PageView(p: PageViewProps) {
  return (
    <article className="page">
      <h1>{p.title}</h1>
      {p.plan && (
        <div className="page-plan">
          <a className={`badge badge-${p.plan} plan-chip`} href={p.licensingHref} data-plan={p.plan}>
            {p.t(`plan.${p.plan}`)}
          </a>
        </div>
      )}
      <p className="description">{p.description}</p>
      {p.untranslated && (
        <p className="notice" role="note" data-untranslated>
          {p.t('untranslated')}
        </p>
      )}
      {p.showAdSlot && <AdSlot bot={p.bot} />}
      {p.tabs && (
        <nav className="api-tabs" aria-label={p.t('apiTabs.label')}>
          {p.tabs.map((tab) => (
            <a key={tab.href} href={tab.href} {...(tab.current ? { 'aria-current': 'page' as const } : {})}>
              {tab.label}
            </a>
          ))}
        </nav>
      )}
      {p.notFound && <NotFoundHelpView help={p.notFound} t={p.t} />}
      <div className="body" dangerouslySetInnerHTML={{ __html: p.bodyHtml }} />
      {(p.prev || p.next) && (
        <nav className="pager" aria-label={p.t('pagination')}>
          {p.prev ? (
            <a className="prev" href={p.prev.href} rel="prev">
              <small>{p.t('previous')}</small>
              <PagerTitle link={p.prev} />
            </a>
          ) : (
            <span />
          )}
          {p.next ? (
            <a className="next" href={p.next.href} rel="next">
              <small>{p.t('next')}</small>
              <PagerTitle link={p.next} />
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
      <footer className="page-footer">
        <span>{p.footer}</span>
        {p.editHref && (
          <a href={p.editHref} rel="noopener" data-ga-event-category="content" data-ga-event-action="edit">
            {p.t('editPage')}
          </a>
        )}
      </footer>
    </article>
  );
}

/**
 * "Back to top": a link to the main content without JavaScript; the client
 * shows it only on long pages once the reader has scrolled a screen down.
 */
export function BackToTop({ t }: { t: (key: string) => string }) {
  return (
    <a className="back-to-top" href="#main-content" data-back-to-top aria-label={t('backToTop')} title={t('backToTop')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z" />
      </svg>
    </a>
  );
}

/** The table of contents with scroll-spy hooks and a reading-progress bar (client/shell.ts). */
export function Toc({ toc, t }: { toc: TocEntry[]; t: (key: string) => string }) {
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">{t('contents')}</h2>
      <div className="toc-progress" role="progressbar" aria-label={t('readingProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0} data-toc-progress>
        <span />
      </div>
      <ul>
        {toc.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`} className={e.level === 3 ? 'toc-h3' : undefined} data-toc-link={e.id}>
              {e.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
