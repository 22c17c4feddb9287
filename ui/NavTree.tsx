/**
 * The navigation tree as static markup. It is rendered once per locale and
 * isolate (see worker/site.tsx); the current page is marked afterwards
 * without a React render: the worker cuts the encoded nav where
 * `aria-current` and `open` go (worker/splice.ts, navPieces). `markCurrent`
 * is the same edit on a string, the reference navPieces is tested against.
 * Collapsible groups are native <details>, so they work without JavaScript.
 */
import type { Locale } from '../lib/constants';
import { localizePath } from '../lib/routing';
import { navTitle, type NavItem } from '../lib/nav';
import { useDocsConfig } from './DocsProvider';

export interface NavTreeProps {
  items: NavItem[];
  locale: Locale;
  title: (item: NavItem) => string;
}

function Badges({ item }: { item: NavItem }) {
  const { t } = useDocsConfig();
  return (
    <>
      {item.plan === 'pro' && (
        <span className="badge badge-pro" title={t('plan.pro')}>
          {t('plan.badgePro')}
        </span>
      )}
      {item.plan === 'premium' && (
        <span className="badge badge-premium" title={t('plan.premium')}>
          {t('plan.badgePremium')}
        </span>
      )}
      {item.newFeature && <span className="badge badge-new">{t('flags.new')}</span>}
      {item.planned && <span className="badge badge-planned">{t('flags.planned')}</span>}
      {item.unstable && <span className="badge badge-unstable">{t('flags.unstable')}</span>}
    </>
  );
}

/**
 * An item's label and badges. The label and its trailing space are one text
 * node, so React writes no `<!-- -->` separator after each of the ~440 labels.
 */
function Label({ label, item }: { label: string; item: NavItem }) {
  return (
    <>
      {`${label} `}
      <Badges item={item} />
    </>
  );
}

function Items({ items, ...rest }: NavTreeProps) {
  return (
    <ul>
      {items.map((item) => {
        const label = rest.title(item);
        if (item.children && item.subheader) {
          return (
            <li key={item.pathname}>
              <div className="nav-sub">
                <Label label={label} item={item} />
              </div>
              <Items {...rest} items={item.children} />
            </li>
          );
        }
        if (item.children?.length === 1 && !item.children[0]!.children) {
          // A group of one page shows it at once: no disclosure to open first.
          return (
            <li key={item.pathname}>
              <div className="nav-group-single" data-nav-single={item.pathname}>
                <Label label={label} item={item} />
              </div>
              <Items {...rest} items={item.children} />
            </li>
          );
        }
        if (item.children) {
          return (
            <li key={item.pathname}>
              <details data-nav-group={item.pathname}>
                <summary>
                  <Label label={label} item={item} />
                </summary>
                <Items {...rest} items={item.children} />
              </details>
            </li>
          );
        }
        return (
          <li key={item.pathname}>
            <a href={localizePath(item.pathname, rest.locale)}>
              <Label label={label} item={item} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The whole tree; `title` resolves a label per locale. */
export function NavTree(props: NavTreeProps) {
  return (
    <div className="nav-tree">
      <Items {...props} />
    </div>
  );
}

/** Default label of an item. */
export const defaultTitle = (item: NavItem) => navTitle(item);

/**
 * The reference edit (worker/splice.test.ts holds navPieces to it): marks the current page (by its link, `href` as the nav of its locale
 * writes it: a page's link is the only one with its address) and opens its
 * ancestor groups in pre-rendered nav HTML.
 * @example markCurrent(html, '/zh/x/react-data-grid/sorting', ['/x/react-data-grid-group'])
 */
export function markCurrent(html: string, href: string, ancestors: readonly string[]): string {
  // Insertions found first, then one pass of slices: one copy of the nav per request, not one per edit.
  const inserts: [number, string][] = [];
  const current = `<a href="${href}">`;
  const at = html.indexOf(current);
  if (at >= 0) inserts.push([at + current.length - 1, ' aria-current="page"']);
  for (const group of new Set(ancestors)) {
    const g = html.indexOf(`<details data-nav-group="${group}"`);
    if (g >= 0) inserts.push([g + '<details'.length, ' open=""']);
  }
  if (!inserts.length) return html;
  inserts.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  let from = 0;
  for (const [pos, text] of inserts) {
    parts.push(html.slice(from, pos), text);
    from = pos;
  }
  parts.push(html.slice(from));
  return parts.join('');
}
