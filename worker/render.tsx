/**
 * Server rendering of docs pages, error pages and the playground: builds
 * the props from the page record and the per-isolate site data, then
 * renders the React document to one string (the shell has nothing to wait
 * for), whose marks are filled with bytes: the inline stylesheet, the nav
 * and the body (worker/splice.ts), into the page's one byte array.
 */
import { productIdOf } from '../lib/nav';
import { PRODUCTS, productById } from '../lib/products';
import { clientStrings, demoStrings, type ClientConfig } from '../lib/client-config';
import { renderToString } from 'react-dom/server';
import { CURRENT_VERSION, MENU_LANGUAGES, type Locale } from '../lib/constants';
import type { ApiTabName, StoredPageRecord } from '../lib/page-record';
import type { Preferences } from '../lib/preferences';
import { localizePath } from '../lib/routing';
import { OG_IMAGE_SIZE, ogImagePath } from '../lib/seo';
import { versionLinks, type VersionHosts } from '../lib/versions';
import { Document, scriptJson } from '../ui/Document';
import type { NotFoundHelp, PagerLink, TabLink } from '../ui/PageView';
import { Shell } from '../ui/Shell';
import { DocsProvider } from '../ui/DocsProvider';
import { alternates } from './seo';
import inline from './generated/inline.json';
import { BODY_MARK, CSS_MARK, NAV_MARK, fillMarks, navPieces } from './splice';
import { ASSETS, DEV_MODE, SITE, closestPages, navFor, neighbours, translator, type PageRef } from './site';

export interface RenderEnv {
  SOURCE_URL: string;
  PRODUCTION_HOST: string;
  AD_SCRIPT_URL: string;
  AD_SERVICE_URL: string;
  AD_PLACEMENT: string;
  GA_MEASUREMENT_ID: string;
  MUI_X_LICENSE_KEY?: string;
  hosts: VersionHosts;
}

export interface PageInput {
  locale: Locale;
  path: string;
  tab?: ApiTabName;
  record?: StoredPageRecord;
  /** The body: HTML text (API tabs, error pages) or the page's stored body, as read from KV. */
  bodyHtml?: string;
  bodyBytes?: Uint8Array;
  /** Title and text of an error page other than 404 / 503 (worker/errors.ts). */
  errorText?: { title: string; body: string };
  status: number;
  prefs: Preferences;
  bot: boolean;
  env: RenderEnv;
  /** The site's configured origin (SITE_URL, worker/seo.ts), never the request's. */
  origin: string;
  /** The reader's browser holds this build's site stylesheet file (the `siteCss` cookie, lib/site-css.ts): link it, do not inline it. */
  siteCssCached?: boolean;
}

const LANGUAGE_LABELS: Record<string, string> = { en: 'English', zh: '中文' };

function pagerLink(ref: PageRef, locale: Locale): PagerLink {
  return { href: localizePath(ref.path, locale), title: ref.title, section: ref.section };
}

/** The 404 page's help: the missing path's words as a query, the three closest pages, the product's home. */
function notFoundHelp(path: string, locale: Locale, t: (k: string) => string): NotFoundHelp {
  const product = productById(productIdOf(path));
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return {
    query: last.replace(/[-_]+/g, ' ').slice(0, 80),
    suggestions: closestPages(path, locale, 3).map((r) => pagerLink(r, locale)),
    home: { href: localizePath(product.home, locale), title: t(product.dictionaryKey) },
  };
}

function tabsFor(input: PageInput, t: (k: string) => string): TabLink[] | undefined {
  const r = input.record;
  if (!r || !r.tabs?.length) return undefined;
  const base = localizePath(input.path, input.locale);
  const tabs: TabLink[] = [{ href: base, label: t('apiTabs.docs'), current: !input.tab }];
  if (r.tabs.includes('components-api')) tabs.push({ href: `${base}/components-api`, label: t('apiTabs.components'), current: input.tab === 'components-api' });
  if (r.tabs.includes('hooks-api')) tabs.push({ href: `${base}/hooks-api`, label: t('apiTabs.hooks'), current: input.tab === 'hooks-api' });
  return tabs;
}

/** The site stylesheet's bytes, encoded once per isolate. */
let siteCssBytes: Uint8Array | undefined;

/** The document before the shell: React's streaming renderer writes it, `renderToString` does not. */
const DOCTYPE = new TextEncoder().encode('<!DOCTYPE html>');

/** A docs page (or the 404 / 500 / 503 page when `record` is absent) as its bytes. */
export function renderPage(input: PageInput): Uint8Array {
  const { locale, record, env } = input;
  const t = translator(locale);
  const path = record?.path ?? input.path;
  const nb = record ? neighbours(path, locale) : { ancestors: [] as string[] };
  // The nav goes in as bytes at its marker (the same HTML as markCurrent's), never a string per request.
  const nav = navPieces(navFor(locale), localizePath(path, locale), nb.ancestors);
  const title = record ? record.title : (input.errorText?.title ?? (input.status === 503 ? t('unavailable.title') : t('notFound.title')));
  const description = record?.description ?? input.errorText?.body ?? (input.status === 503 ? t('unavailable.body') : t('notFound.body'));
  const versions = versionLinks({ path, productId: record?.productId ?? 'x', locale, hosts: env.hosts, versionPaths: SITE.versionPaths });
  const languages = MENU_LANGUAGES.map((code) => ({ code, label: LANGUAGE_LABELS[code] ?? code, href: localizePath(path, code), current: code === locale }));
  const plan = record?.plan;
  const showAdSlot = Boolean(record) && !plan && !record?.noAd;
  // API reference pages and the inline API tabs link the site stylesheet instead of inlining it (about 62 KB):
  // their HTML stays within its 250 KB budget, and the service worker precaches the file. So does every page
  // for a reader whose browser holds the file (lib/site-css.ts). Every other page inlines it, so that nothing
  // stands before its first paint.
  const linkSiteCss = input.siteCssCached === true || record?.kind === 'component-api' || record?.kind === 'interface-api' || record?.kind === 'api-index' || input.tab !== undefined;
  // The code theme is in the site CSS, the extra font's stylesheet is added by the head script (client/inline/head.ts); icons are inline SVG.
  const stylesheets = [...(linkSiteCss ? [ASSETS.siteCssHref] : []), ...ASSETS.stylesheets];
  const clientConfig = scriptJson({
    locale,
    productId: record?.productId ?? 'x',
    categoryId: record?.categoryId ?? 'x',
    productionHost: env.PRODUCTION_HOST,
    adScriptUrl: env.AD_SCRIPT_URL,
    adServiceUrl: env.AD_SERVICE_URL,
    adPlacement: env.AD_PLACEMENT,
    gaId: env.GA_MEASUREMENT_ID,
    bot: input.bot,
    licenseKey: record?.licensed ? (env.MUI_X_LICENSE_KEY ?? '') : '',
    strings: clientStrings(t),
    siteCss: ASSETS.siteCssHref,
    // The API tabs of a guide show no demos.
    ...(record?.demoCount && input.tab === undefined ? { demoStrings: demoStrings(t), ...(input.bot ? {} : { demoRuntime: ASSETS.demoRuntime }) } : {}),
  } satisfies ClientConfig);
  const body = (
    <DocsProvider value={{ locale, t }}>
      <Shell
        header={{
          products: PRODUCTS.map((p) => ({ label: t(p.dictionaryKey), href: localizePath(p.menuPath, locale), current: p.id === (record?.productId ?? 'x') })),
          homeHref: localizePath('/x/introduction', locale),
          versions: versions.map((v) => ({ ...v, text: v.current ? `v${CURRENT_VERSION}` : v.text })),
          languages,
          sourceHref: 'https://github.com/mui/mui-x',
          showNavButton: true,
        }}
        navHtml={NAV_MARK}
        page={{
          title,
          description,
          plan,
          licensingHref: localizePath('/x/introduction/licensing', locale),
          untranslated: Boolean(record?.untranslated),
          showAdSlot,
          bot: input.bot,
          tabs: tabsFor(input, t),
          bodyHtml: input.bodyBytes ? BODY_MARK : (input.bodyHtml ?? ''),
          prev: nb.prev && pagerLink(nb.prev, locale),
          next: nb.next && pagerLink(nb.next, locale),
          editHref: record && env.SOURCE_URL ? env.SOURCE_URL + record.source : undefined,
          notFound: !record && input.status === 404 ? notFoundHelp(path, locale, t) : undefined,
          feedback: record ? { path: input.tab ? `${path}/${input.tab}` : path, locale } : undefined,
          footer: t('footer').replace('{version}', CURRENT_VERSION),
        }}
        toc={record?.toc}
      />
    </DocsProvider>
  );
  // Absolute URLs on the configured origin; error pages have none.
  const productId = record?.productId ?? 'x';
  const tabPath = input.tab ? `${path}/${input.tab}` : path;
  const pageUrl = record ? `${input.origin}${localizePath(tabPath, locale)}` : undefined;
  const html = renderToString(
    <Document
      lang={locale === 'zh' ? 'zh-CN' : 'en'}
      title={record ? `${record.title} - MUI X` : `${title} - MUI X`}
      description={description}
      siteCssText={linkSiteCss ? undefined : CSS_MARK}
      inlineScripts={inline}
      pageCss={input.tab === undefined ? record?.headCss : undefined}
      extraFont={Boolean(record?.extraFont)}
      codeVariant={input.prefs.codeVariant}
      codeStyling={input.prefs.codeStyling}
      packageManager={input.prefs.packageManager}
      canonical={pageUrl}
      alternates={record && alternates(input.origin, tabPath)}
      preview={
        pageUrl
          ? {
              url: pageUrl,
              image: `${input.origin}${ogImagePath(productId)}`,
              imageAlt: `${t(productById(productId).dictionaryKey)} - MUI X`,
              imageWidth: OG_IMAGE_SIZE.width,
              imageHeight: OG_IMAGE_SIZE.height,
              locale: locale === 'zh' ? 'zh_CN' : 'en_US',
              siteName: 'MUI X',
            }
          : undefined
      }
      noindex={!record}
      stylesheets={stylesheets}
      scripts={ASSETS.scripts}
      devReload={DEV_MODE}
      clientConfig={clientConfig}
    >
      {body}
    </Document>,
  );
  siteCssBytes ??= new TextEncoder().encode(ASSETS.siteCssText);
  return fillMarks(
    html,
    [
      [CSS_MARK, [siteCssBytes]],
      [BODY_MARK, input.bodyBytes ? [input.bodyBytes] : []],
      [NAV_MARK, nav],
    ],
    DOCTYPE,
  );
}
