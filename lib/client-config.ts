/**
 * What the worker tells the browser in `<script id="docs-config">`: one type
 * per page kind. The worker builds the value with `satisfies`, the client
 * reads it with this type; a field nobody reads is not sent.
 */
import type { Plan } from './nav';
import type { CodeStyling } from './page-record';

/** What the client writes on a page: copy buttons, demo toolbar status, the ad slot. */
export interface ClientStrings {
  copy: string;
  copied: string;
  linkCopied: string;
  openingStackblitz: string;
  openingCodesandbox: string;
  /** `{name}` is the advertiser's service. */
  adBy: string;
  adNetwork: string;
  adPlea: string;
}

/**
 * The client strings of a locale from its translator.
 * @example clientStrings((key) => t('zh', key)).copy // '复制'
 */
export function clientStrings(t: (key: string) => string): ClientStrings {
  return {
    copy: t('copy'),
    copied: t('copied'),
    linkCopied: t('demo.linkCopied'),
    openingStackblitz: t('demo.openingStackblitz'),
    openingCodesandbox: t('demo.openingCodesandbox'),
    adBy: t('ads.by'),
    adNetwork: t('ads.network'),
    adPlea: t('ads.plea'),
  };
}

/** English client strings: what a page without a readable config falls back to. */
export const DEFAULT_CLIENT_STRINGS: ClientStrings = {
  copy: 'Copy',
  copied: 'Copied',
  linkCopied: 'Link copied',
  openingStackblitz: 'Opening in StackBlitz',
  openingCodesandbox: 'Opening in CodeSandbox',
  adBy: 'ad by {name}',
  adNetwork: 'ads via our ad network',
  adPlea: 'MUI X is built by a small team, and ads on these pages help pay for it. If these docs help you, please consider allowing ads on this site in your ad blocker.',
};

/** Docs pages (client/entry.ts and the features it starts). */
export interface ClientConfig {
  locale: string;
  productId: string;
  categoryId: string;
  /** The service worker registers only on this host. */
  productionHost: string;
  adScriptUrl: string;
  adServiceUrl: string;
  adPlacement: string;
  gaId: string;
  bot: boolean;
  /** Pro / Premium licence key, sent only to pages with such demos (public by nature: the libraries read it in the browser). */
  licenseKey: string;
  /** UI strings of the page's locale for what the client writes (content/i18n, see `clientStrings`). */
  strings: ClientStrings;
}

/** The bare playground page (client/demos/playground.ts). */
export interface PlaygroundConfig {
  demo: string;
  chunks: Partial<Record<CodeStyling, string>>;
  styles: Partial<Record<CodeStyling, string>>;
  plan?: Plan;
  licenseKey: string;
}
