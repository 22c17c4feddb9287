/**
 * The MCP tools: `search_docs`, `get_page` and `get_api`. Each returns
 * markdown. Bad arguments give a tool error (`isError`) with a hint the
 * assistant can act on, never an exception.
 */
import { LOCALES, type Locale } from '../../lib/constants';
import { PRODUCT_IDS, type ProductId } from '../../lib/nav';
import type { ApiTabName } from '../../lib/page-record';
import { apiContentPath, route } from '../../lib/routing';
import { MAX_QUERY_LENGTH, searchFor, searchLocaleOf, type SearchIndex } from '../../lib/search';
import { PRODUCT_LABELS } from './llms';

/** What the tools read; the worker passes KV-backed functions. */
export interface ToolContext {
  /** The search index of a locale: English, or Chinese (every guide, Chinese where translated). */
  index(locale?: Locale): Promise<SearchIndex>;
  /** A page (or API tab) as markdown, null when there is none (worker/markdown.ts readMarkdown). */
  markdown(locale: Locale, contentPath: string, tab?: ApiTabName): Promise<string | null>;
}

/** A tools/call result. */
export interface ToolResult {
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

const SEARCH_LIMIT = 10;
const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** The tools as tools/list describes them. */
export const TOOLS = [
  {
    name: 'search_docs',
    title: 'Search the MUI X docs',
    description:
      'Search the MUI X 8.11.1 documentation (guides and API reference of Data Grid, Date and Time Pickers, Charts, Tree View). Returns the best-matching sections with their paths; read one with get_page.',
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Words to search for, e.g. "row grouping" or "pageSizeOptions".', maxLength: MAX_QUERY_LENGTH },
        product: { type: 'string', enum: [...PRODUCT_IDS], description: 'Only search one library; "x" is for the pages about all of them.' },
        locale: {
          type: 'string',
          enum: [...LOCALES],
          description: 'Language of the results: "zh" for Chinese titles and text where a page is translated. A query in Chinese is searched in Chinese anyway.',
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
    annotations: readOnly,
  },
  {
    name: 'get_page',
    title: 'Read a docs page',
    description: 'The full text of one documentation page as markdown, demos included as TypeScript. Takes a site path such as /x/react-data-grid/sorting (as search_docs returns them).',
    inputSchema: {
      type: 'object',
      properties: { path: { type: 'string', description: 'Site path of the page, e.g. /x/react-date-pickers/date-picker.' } },
      required: ['path'],
      additionalProperties: false,
    },
    annotations: readOnly,
  },
  {
    name: 'get_api',
    title: 'Read a component API',
    description: 'The API reference of one component or interface as markdown: import, props with types and defaults, slots, CSS classes. Takes its name, e.g. DataGridPro or DatePicker.',
    inputSchema: {
      type: 'object',
      properties: { component: { type: 'string', description: 'Component or interface name, e.g. DataGridPro, DatePicker, GridColDef.' } },
      required: ['component'],
      additionalProperties: false,
    },
    annotations: readOnly,
  },
] as const;

function text(t: string, isError = false): ToolResult {
  return isError ? { content: [{ type: 'text', text: t }], isError } : { content: [{ type: 'text', text: t }] };
}

function stringArg(args: Record<string, unknown>, name: string, max: number): string | undefined {
  const v = args[name];
  return typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : undefined;
}

const productLabel = (id: ProductId) => PRODUCT_LABELS.find(([p]) => p === id)?.[1] ?? id;

async function searchDocs(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const query = typeof args.query === 'string' ? args.query.slice(0, MAX_QUERY_LENGTH).trim() : '';
  if (!query) return text('`query` must be a non-empty string.', true);
  const product = args.product;
  if (product !== undefined && !(PRODUCT_IDS as readonly unknown[]).includes(product)) {
    return text(`Unknown product ${JSON.stringify(String(product)).slice(0, 60)}. Use one of: ${PRODUCT_IDS.join(', ')}.`, true);
  }
  const locale = args.locale;
  if (locale !== undefined && !(LOCALES as readonly unknown[]).includes(locale)) {
    return text(`Unknown locale ${JSON.stringify(String(locale)).slice(0, 60)}. Use one of: ${LOCALES.join(', ')}.`, true);
  }
  // Chinese text is searched in the Chinese index whatever locale is asked (untranslated pages are in it
  // in English); other text in the English one. A Chinese reader gets the /zh paths.
  // A Chinese query asking for an API's reference (`GridColDef 有哪些属性`) gets its API row from the English
  // index first (`searchFor`).
  const from: Locale = searchLocaleOf(query) === 'zh' || locale === 'zh' ? 'zh' : 'en';
  const { results } = await searchFor((l) => ctx.index(l), query, { product: product as ProductId | undefined, only: true, limit: SEARCH_LIMIT });
  const scope = product ? ` in ${productLabel(product as ProductId)}` : '';
  if (!results.length) return text(`No pages match "${query}"${scope}. Try other words, or a component or prop name.`);
  const lines = results.map((r, i) => {
    const name = r.heading ? `${r.title} › ${r.heading}` : r.title;
    const plan = r.plan ? ` [${r.plan}]` : '';
    const also = r.variants && r.variants.length > 1 ? `\n   Also on: ${r.variants.slice(1).join(', ')}` : '';
    return `${i + 1}. **${name}**${plan} (${productLabel(r.product)})\n   Path: ${from === 'zh' ? `/zh${r.path}` : r.path}${also}\n   ${r.snippet}`;
  });
  return text(`Results for "${query}"${scope}:\n\n${lines.join('\n\n')}\n\nRead a page with get_page and its path.`);
}

/** A site path from what an assistant may pass: a URL, a `.md` path, a path without `/x/`. */
export function normalizePagePath(input: string): string | undefined {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path.replace(/[#?].*$/, '').replace(/\/+$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (!/^\/(zh\/)?x(\/|$)/.test(path)) path = `/x${path}`;
  return path;
}

async function getPage(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const input = stringArg(args, 'path', 2048);
  const path = input && normalizePagePath(input);
  let r = path ? route(path) : undefined;
  if (r?.kind === 'redirect') r = route(r.location.split('?')[0]!);
  if (!r || r.kind !== 'page') return text('`path` must be a site path such as /x/react-data-grid/sorting.', true);
  const page = await ctx.markdown(r.locale, r.contentPath, r.tab);
  if (page !== null) return text(page);
  const hint = (await ctx.index()).search(r.path.split('/').filter(Boolean).slice(1).join(' '), { limit: 5 });
  const list = hint.map((h) => `- ${h.path.split('#')[0]} (${h.title})`).join('\n');
  return text(`There is no page at ${r.path}.${list ? ` Close matches:\n${list}` : ''}`, true);
}

/** API page name: the title without its ` API` suffix. */
function apiName(title: string): string {
  return title.replace(/ API$/, '');
}

async function getApi(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const raw = stringArg(args, 'component', 200);
  const name = raw?.replace(/[^A-Za-z0-9]/g, '');
  if (!name) return text('`component` must be a component or interface name, e.g. DataGridPro.', true);
  const index = await ctx.index();
  const matches = index.data.pages.filter(([, title, , kind]) => kind === 'api' && title.endsWith(' API') && apiName(title).toLowerCase() === name.toLowerCase());
  if (!matches.length) {
    const hints = index
      .search(name, { limit: 20 })
      .filter((h) => h.title.endsWith(' API'))
      .slice(0, 5);
    const list = hints.map((h) => `- ${apiName(h.title)} (${h.path.split('#')[0]})`).join('\n');
    return text(`No API page for "${name}".${list ? ` Close matches:\n${list}` : ' Try search_docs.'}`, true);
  }
  const [path] = matches[0]!;
  const page = await ctx.markdown('en', apiContentPath(path));
  if (page === null) return text(`The API page of ${name} is missing from this deployment.`, true);
  const others = matches.slice(1).map(([p, , product]) => `${p} (${productLabel(product)})`);
  const note = others.length ? `\n\n_Also documented: ${others.join(', ')}._` : '';
  return text(`${page.trimEnd()}${note}\n`);
}

/** Runs a tool; `undefined` when there is no tool of that name. */
export function callTool(name: string, args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> | undefined {
  switch (name) {
    case 'search_docs':
      return searchDocs(args, ctx);
    case 'get_page':
      return getPage(args, ctx);
    case 'get_api':
      return getApi(args, ctx);
    default:
      return undefined;
  }
}
