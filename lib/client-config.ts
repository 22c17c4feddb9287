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
  /** The notice of a tab whose chunks a deploy replaced (client/update-notice.ts), and its button. */
  updateNotice: string;
  reload: string;
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
    updateNotice: t('update.notice'),
    reload: t('update.reload'),
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
  updateNotice: 'This page was updated after you opened it, and part of it could not load. Reload to get the new version.',
  reload: 'Reload',
};

/**
 * What the demo runtime and the live editor write (client/demos): the crash
 * box of a demo and the editor's labels and error panel. `{language}`,
 * `{name}`, `{module}` and `{known}` are filled in by the client.
 */
export interface DemoStrings {
  crashTitle: string;
  crashReset: string;
  editing: string;
  codeLabel: string;
  hint: string;
  reset: string;
  resetTitle: string;
  note: string;
  errorSyntax: string;
  errorImport: string;
  errorRun: string;
  errorRender: string;
  noScope: string;
  unknownModule: string;
  unknownExport: string;
  noDefault: string;
}

/**
 * The demo strings of a locale from its translator.
 * @example demoStrings((key) => t('zh', key)).crashTitle // '此示例崩溃了。'
 */
export function demoStrings(t: (key: string) => string): DemoStrings {
  return {
    crashTitle: t('demo.crash.title'),
    crashReset: t('demo.crash.reset'),
    editing: t('demo.live.editing'),
    codeLabel: t('demo.live.codeLabel'),
    hint: t('demo.live.hint'),
    reset: t('demo.live.reset'),
    resetTitle: t('demo.live.resetTitle'),
    note: t('demo.live.note'),
    errorSyntax: t('demo.live.syntax'),
    errorImport: t('demo.live.import'),
    errorRun: t('demo.live.run'),
    errorRender: t('demo.live.render'),
    noScope: t('demo.live.noScope'),
    unknownModule: t('demo.live.unknownModule'),
    unknownExport: t('demo.live.unknownExport'),
    noDefault: t('demo.live.noDefault'),
  };
}

/** English demo strings: the playground page and a page without a readable config use them. */
export const DEFAULT_DEMO_STRINGS: DemoStrings = {
  crashTitle: 'This demo crashed.',
  crashReset: 'Reset the demo',
  editing: 'Editing {language}',
  codeLabel: 'Code of the {name} demo ({language})',
  hint: 'Tab inserts spaces. Escape leaves the editor.',
  reset: 'Reset',
  resetTitle: 'Restore the original code and demo',
  note: 'The demo shows the last version that worked. Fix the code, or press Reset to go back to the original.',
  errorSyntax: 'Syntax error',
  errorImport: 'Import error',
  errorRun: 'Error while running the code',
  errorRender: 'Error while rendering the demo',
  noScope: 'This demo cannot be edited here: its bundle carries no live-edit scope.',
  unknownModule: '"{module}" cannot be imported here: the live editor offers the modules this demo imports ({known}).',
  unknownExport: '"{name}" from "{module}" is not available in the live editor: it offers what this demo imports from there.',
  noDefault: 'The code has no default export: export the demo component with `export default function Demo() { … }`.',
};

/**
 * Fills `{key}` placeholders of a UI string.
 * @example fillText('Editing {language}', { language: 'TypeScript' }) // 'Editing TypeScript'
 */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key]! : whole));
}

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
  /** The site stylesheet file, which the client caches for the next pages (lib/site-css.ts). */
  siteCss?: string;
  /** Demo crash box and live editor strings, sent only to pages with demos (`demoStrings`). */
  demoStrings?: DemoStrings;
  /** The demo runtime's chunk and the chunks it imports (same build as the page), sent only to pages with demos: preloaded at `load` (client/demos/preload.ts). */
  demoRuntime?: string[];
}

/** The bare playground page (client/demos/playground.ts). */
export interface PlaygroundConfig {
  demo: string;
  chunks: Partial<Record<CodeStyling, string>>;
  styles: Partial<Record<CodeStyling, string>>;
  plan?: Plan;
  licenseKey: string;
}
