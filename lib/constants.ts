/**
 * The site's fixed numbers and names (version, languages, limits, keys,
 * budgets) and the configuration every room shares. Theme numbers (breakpoints, spacing,
 * z-index, shadows, transitions) are deliberately absent: they are MUI's
 * defaults and come from `createTheme`.
 */

/** The library version the site documents. */
export const CURRENT_VERSION = '8.11.1';

/** The site's own language list (English; its pages carry no prefix). */
export const SITE_LANGUAGES = ['en'] as const;

/**
 * Languages the language menu offers on every page: English and Chinese.
 * Every page has its UI in both (content/i18n), so the other language is
 * always there; a page without a Chinese body shows the English one under
 * the Chinese UI with the untranslated notice.
 */
export const MENU_LANGUAGES = ['en', 'zh'] as const;

/** Every locale the router accepts: the site's language list plus zh. */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where `/` and `/x` send the reader. */
export const HOME_PATH = '/x/introduction';

/** Longest request path (in bytes of the raw, encoded path) the router accepts. */
export const MAX_PATH_LENGTH = 2048;

/** Copy button: "Copied" is shown for this long. */
export const COPIED_LABEL_MS = 2000;
/** Demo toolbar copy icon resets after this long. */
export const COPY_INDICATOR_MS = 1200;

/** codeVariant / codeStyling cookies live one year. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

/** Share of visits that report web vitals (0.01 percent). */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;

/** Set on <html> by the head script (client/inline/head.ts): the shape (`inline` or `image`) of the ad this page view shows. */
export const AD_SHAPE_ATTRIBUTE = 'data-ad-shape';

/** Ad slot constants. */
export const AD = {
  displayRatio: 0.1,
  imageWidth: 130,
  imageHeight: 100,
  displayEventDelayMs: 2500,
  pollIntervalMs: 500,
  maxPolls: 30,
  blockedAfterPolls: 6,
  fetchRetries: 10,
  pleaProbability: 0.2,
  inlineShapeProbability: 0.2,
  minHeight: 142,
  minHeightSm: 126,
  /**
   * Height of a text-only (inline) ad, card and slot alike: border, padding,
   * `inlineLines` (phones) or `inlineLinesSm` lines of text at 13/19.5 px, the
   * "ad by" line (11/16.5 px) and the 4 px gap. The shape is drawn before the
   * first paint (the head script sets `data-ad-shape` on <html>), so the slot
   * reserves this height from the start instead of the image ad's.
   */
  inlineLines: 3,
  inlineLinesSm: 2,
  inlineHeight: 2 + 16 + 3 * 19.5 + 4 + 16.5,
  inlineHeightSm: 2 + 16 + 2 * 19.5 + 4 + 16.5,
  marginSpacing: 3,
} as const;

/** localStorage keys for reader preferences. */
export const STORAGE_KEYS = {
  mode: 'mui-mode',
  direction: 'mui-direction',
  dense: 'mui-dense',
  apiLayout: 'mui-api-layout',
  recentSearches: 'mui-recent-searches',
  /** '1' once the extra font's files were fetched (client/fonts.ts): pages use it from then on. */
  fonts: 'mui-fonts',
} as const;

/** The extra font's stylesheet (Inter), on pages whose frontmatter sets `extraFont` (client/fonts.ts). */
export const EXTRA_FONT_CSS = '/static/styles/extra-font.css';

/** The window property under which the inline loader (client/inline/load.ts) keeps the clicks made before the client ran (client/early-clicks.ts). */
export const EARLY_CLICKS = '__docsEarlyClicks';

/** The header's open menus (native `<details>`): a click outside one closes it, in the inline loader (client/inline/load.ts) and then in the client (client/shell.ts). */
export const OPEN_MENUS_SELECTOR = 'details.menu[open]';

/** The `elementtiming` name of every page's h1 (ui/PageView.tsx): the inline loader waits for its paint, and so does a prerendered page's work once shown (client/analytics `afterShown`). */
export const TITLE_TIMING = 'page-title';
/**
 * How long after the first contentful paint the loader still waits for the
 * h1's own paint, where the h1 is not in the first frame (the reader is
 * scrolled down it, or it had not arrived); also the longest a prerendered
 * page, once shown, waits for it.
 */
export const TITLE_WAIT_MS = 300;
/**
 * The longest the loader waits for a paint notice at all: a page whose
 * paint entries never come (seen arriving from search on a loaded machine)
 * still shows its sidebar and loads its scripts this long after the loader
 * ran.
 */
export const LOAD_FALLBACK_MS = 2000;

/**
 * Set on <html> by the head script (client/inline/head.ts) until the page
 * has loaded: while it is there, rows of the API tables out of view are not
 * laid out or painted (`content-visibility: auto`, ui/api-styles.ts), so the
 * first frame of a page with hundreds of props lays out only the rows on
 * screen (on the 4x-slowed bench, a 100 ms layout became a fraction of
 * that). It goes at `load` (a prerendered page: `TITLE_WAIT_MS` after it is
 * shown, when the frame that shows it has been presented), or at the first
 * click, whichever comes first, so that every later measurement, in-page
 * link and find-in-page works on the real layout; a page opened at a
 * fragment never gets it, so the browser scrolls to exact positions.
 */
export const LAZY_ROWS_ATTRIBUTE = 'data-lazy-rows';

/**
 * Set on <html> by the head script, taken away by the loader
 * (client/inline/load.ts) once the frame that shows the h1 has been
 * presented: while it is there the sidebar's links are
 * `content-visibility: hidden` (ui/styles.ts), so the first frame of a page
 * carries the header and the page alone. The sidebar is two thirds of most
 * pages' elements; its links appear in the next frame. Without scripts the
 * attribute is never set.
 */
export const LAZY_NAV_ATTRIBUTE = 'data-lazy-nav';

/** The attribute of the `docs-config` element that lists the client's module scripts (space-separated), for the loader (client/inline/load.ts). */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';
