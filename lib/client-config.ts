/**
 * What the worker tells the browser in `<script id="docs-config">`: one type
 * per page kind. The worker builds the value with `satisfies`, the client
 * reads it with this type; a field nobody reads is not sent.
 */
import type { Plan } from './nav';
import type { CodeStyling } from './page-record';

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
  strings: { copy: string; copied: string };
}

/** The bare playground page (client/demos/playground.ts). */
export interface PlaygroundConfig {
  demo: string;
  chunks: Partial<Record<CodeStyling, string>>;
  styles: Partial<Record<CodeStyling, string>>;
  plan?: Plan;
  licenseKey: string;
}
