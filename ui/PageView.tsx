/**
 * The page itself: title, description, plan badge, untranslated notice,
 * ad slot, API tabs, body (pre-rendered HTML), pager, the "Was this page
 * helpful?" widget and edit link.
 */
import type { Locale } from '../lib/constants';
import { escapeHtml } from '../lib/html';
import type { TocEntry } from '../lib/page-record';
import type { Plan } from '../lib/nav';
import { AdSlot } from './AdSlot';
import { FeedbackWidget } from './FeedbackWidget';
import { useDocsConfig } from './DocsProvider';
import { TITLE_TIMING } from '../lib/constants';

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
  /** "Was this page helpful?" for this page (pages with a record; error pages have none). */
  feedback?: { path: string; locale: Locale };
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
function NotFoundHelpView({ help }: { help: NotFoundHelp }) {
  const { t } = useDocsConfig();
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
  const { t } = useDocsConfig();
  return (
    <article className="page">
      {/* Element Timing names the paint of the page's title: the inline loader waits for it (client/inline/load.ts), bench/navigation times it. */}
      <h1 {...{ elementtiming: TITLE_TIMING }}>{p.title}</h1>
      {p.plan && (
        <div className="page-plan">
          <a className={`badge badge-${p.plan} plan-chip`} href={p.licensingHref} data-plan={p.plan}>
            {t(`plan.${p.plan}`)}
          </a>
        </div>
      )}
      <p className="description">{p.description}</p>
      {p.untranslated && (
        <p className="notice" role="note" data-untranslated>
          {t('untranslated')}
        </p>
      )}
      {p.showAdSlot && <AdSlot bot={p.bot} />}
      {p.tabs && (
        <nav className="api-tabs" aria-label={t('apiTabs.label')}>
          {p.tabs.map((tab) => (
            <a key={tab.href} href={tab.href} {...(tab.current ? { 'aria-current': 'page' as const } : {})}>
              {tab.label}
            </a>
          ))}
        </nav>
      )}
      {p.notFound && <NotFoundHelpView help={p.notFound} />}
      <div className="body" dangerouslySetInnerHTML={{ __html: p.bodyHtml }} />
      {(p.prev || p.next) && (
        <nav className="pager" aria-label={t('pagination')}>
          {p.prev ? (
            <a className="prev" href={p.prev.href} rel="prev">
              <small>{t('previous')}</small>
              <PagerTitle link={p.prev} />
            </a>
          ) : (
            <span />
          )}
          {p.next ? (
            <a className="next" href={p.next.href} rel="next">
              <small>{t('next')}</small>
              <PagerTitle link={p.next} />
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
      {p.feedback && <FeedbackWidget path={p.feedback.path} locale={p.feedback.locale} />}
      <footer className="page-footer">
        <span>{p.footer}</span>
        {p.editHref && (
          <a href={p.editHref} rel="noopener" data-ga-event-category="content" data-ga-event-action="edit">
            {t('editPage')}
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
export function BackToTop() {
  const { t } = useDocsConfig();
  return (
    <a className="back-to-top" href="#main-content" data-back-to-top aria-label={t('backToTop')} title={t('backToTop')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z" />
      </svg>
    </a>
  );
}

/** A TOC section: a level-2 entry (or a leading level-3 one) and the level-3 entries under it. */
interface TocSection {
  entry: TocEntry;
  children: TocEntry[];
}

function tocSections(toc: readonly TocEntry[]): TocSection[] {
  const out: TocSection[] = [];
  for (const e of toc) {
    const last = out[out.length - 1];
    if (e.level === 3 && last && last.entry.level === 2) last.children.push(e);
    else out.push({ entry: e, children: [] });
  }
  return out;
}

/** A group of this many members or more starts closed. */
const GROUP_MIN = 12;

function tocLink(e: TocEntry): string {
  const id = escapeHtml(e.id);
  return `<a href="#${id}"${e.level === 3 ? ' class="toc-h3"' : ''} data-toc-link="${id}">${escapeHtml(e.text)}</a>`;
}

/**
 * The TOC's list as HTML. An API section (an entry with a `count`: props,
 * slots, CSS classes) keeps its own link and gets a group, closed when long,
 * so the later sections stay one glance away; the group's entries are made
 * by the client from the section's table when it is opened (the names are
 * on the page already: the largest API pages would carry hundreds of
 * entries twice). Written as a string, not React elements, per request.
 */
export function tocListHtml(toc: readonly TocEntry[]): string {
  let html = '';
  for (const { entry, children } of tocSections(toc)) {
    if (entry.count === undefined) {
      html += `<li>${tocLink(entry)}</li>`;
      for (const c of children) html += `<li>${tocLink(c)}</li>`;
      continue;
    }
    const label = escapeHtml(`${entry.text}: ${entry.count}`);
    const open = entry.count < GROUP_MIN ? ' open' : '';
    html += `<li class="toc-gl">${tocLink(entry)}<details class="toc-g" data-toc-group="${escapeHtml(entry.id)}"${open}><summary aria-label="${label}">${entry.count}</summary><ul></ul></details></li>`;
  }
  return html;
}

/** The table of contents with scroll-spy hooks and a reading-progress bar (client/shell.ts). */
export function Toc({ toc }: { toc: TocEntry[] }) {
  const { t } = useDocsConfig();
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">{t('contents')}</h2>
      <div className="toc-progress" role="progressbar" aria-label={t('readingProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0} data-toc-progress>
        <span />
      </div>
      <ul dangerouslySetInnerHTML={{ __html: tocListHtml(toc) }} />
    </nav>
  );
}
