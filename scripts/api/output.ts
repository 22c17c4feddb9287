/**
 * The shapes the API renderer hands on: a page's body, a page, and the
 * component data a page keeps for the inline tabs. A leaf module: the
 * renderers (render.ts, editions.ts, index.ts) import it and it imports
 * none of them, so they form no import cycle.
 */
import type { Plan, ProductId } from '../../lib/nav';
import type { TocEntry } from '../../lib/page-record';
import type { NameResolver } from './markdown';
import type { ApiDoc } from './types';

/** The body of a page: sections joined inside the `api-page` wrapper. */
export interface Body {
  html: string;
  toc: TocEntry[];
  markdown: string;
}

/** A component or interface with the resolver of the names its docs link. */
export interface EditionSource {
  doc: ApiDoc;
  resolve: NameResolver;
}

export interface ApiPageOutput {
  /** Public path, e.g. '/x/api/data-grid/data-grid' (the build stores it under /x/api-docs/...). */
  path: string;
  /** e.g. 'DataGrid API'; index pages 'Data Grid API reference'. */
  title: string;
  /** One sentence. */
  description: string;
  productId: ProductId;
  /** From the documenting package: -pro -> 'pro', -premium -> 'premium'. */
  plan?: Plan;
  kind: 'component-api' | 'interface-api' | 'api-index';
  /** Body HTML: everything below the page title and description. */
  html: string;
  /** h2 sections, and an h3 entry per prop. */
  toc: TocEntry[];
  /** The same body as markdown, for AI assistants. */
  markdown: string;
  /** The documented prop names (for the search index). */
  propNames?: string[];
  /** A component or interface page's data (build time only: the inline tabs merge editions from it). */
  data?: EditionSource;
}
