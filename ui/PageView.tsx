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
  footer: string;
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
      <div className="body" dangerouslySetInnerHTML={{ __html: p.bodyHtml }} />
      {(p.prev || p.next) && (
        <nav className="pager" aria-label="Pagination">
          {p.prev ? (
            <a className="prev" href={p.prev.href} rel="prev">
              <small>{p.t('previous')}</small>
              {p.prev.title}
            </a>
          ) : (
            <span />
          )}
          {p.next ? (
            <a className="next" href={p.next.href} rel="next">
              <small>{p.t('next')}</small>
              {p.next.title}
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

/** The table of contents with scroll-spy hooks (client/shell.ts). */
export function Toc({ toc, t }: { toc: TocEntry[]; t: (key: string) => string }) {
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">{t('contents')}</h2>
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
