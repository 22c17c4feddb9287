/**
 * API reference pages, generated at build time from the published type
 * definitions of the MUI X packages (see extract.ts for what is read and
 * members.ts for which props a page lists).
 *
 * @example
 * const pages = await buildApiPages({ cacheDir: '.cache', usedBy: { DataGrid: [{ path: '/x/react-data-grid', title: 'Data Grid' }] } });
 * const tab = renderInlineApi(pages.filter((p) => p.productId === record.productId), ['DataGrid']);
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TocEntry } from '../../lib/page-record';
import { cached, cacheKey } from './cache';
import { extractApi } from './extract';
import { editionGroups, renderEditions } from './editions';
import { inlineSections, type MergedEditions } from './inline';
import type { NameResolver } from './markdown';
import { PRODUCT_SLUGS, type ProductSlug } from './packages';
import type { ApiPageOutput, Body } from './output';
import { renderDocPage, renderHook, renderIndexPage, type UsedBy } from './render';
import { apiTargets, readNavTree } from './targets';
import type { ApiData } from './types';

export type { ApiPageOutput } from './output';

/** Hook sections of the last build, for renderInlineApi (hooks have no pages of their own). */
const hookBodies = new Map<string, Body>();

/** The repository root: the nearest folder up from here (or the working directory) with content/nav.json. */
function findRoot(): string {
  for (const start of [process.cwd(), dirname(fileURLToPath(import.meta.url))]) {
    for (let dir = resolvePath(start); ; dir = dirname(dir)) {
      if (existsSync(join(dir, 'content', 'nav.json')) && existsSync(join(dir, 'node_modules'))) return dir;
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error('api: cannot find the repository root (content/nav.json)');
}

/** `[[Name]]` in JSDoc links to the API page of that name, in the same product first. */
function resolverFor(data: ApiData, product: ProductSlug): NameResolver {
  const paths = new Map<string, string>();
  for (const doc of data.docs) if (doc.product !== product && !paths.has(doc.name)) paths.set(doc.name, doc.path);
  for (const doc of data.docs) if (doc.product === product) paths.set(doc.name, doc.path);
  return (name) => paths.get(name);
}

/**
 * Builds every API page of the reference tree (component and interface pages
 * at their nav paths, one index per product). Hooks named in `usedBy` (names
 * starting with `use`, from frontmatter `hooks:`) are extracted too, for the
 * `hooks-api` tab.
 * @param options.usedBy component name -> the docs pages whose frontmatter lists it.
 */
export async function buildApiPages(options: { cacheDir: string; usedBy: Record<string, { path: string; title: string }[]> }): Promise<ApiPageOutput[]> {
  const root = findRoot();
  const started = performance.now();
  const targets = apiTargets(readNavTree(root));
  const hookNames = Object.keys(options.usedBy).filter((name) => /^use[A-Z]/.test(name));
  const { data, hit } = cached(options.cacheDir, cacheKey(root, targets, hookNames), () => extractApi(root, targets, hookNames));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (hit) console.log(`api: cache hit (${seconds} s)`);
  else {
    const count = (kind: string) => data.docs.filter((d) => d.kind === kind).length;
    console.log(`api: extracted ${count('component')} components, ${count('interface')} interfaces in ${seconds} s`);
  }
  for (const u of data.unresolved) console.warn(`api: ${u.path}: ${u.reason}`);
  const resolvers = new Map(PRODUCT_SLUGS.map((p) => [p, resolverFor(data, p)]));
  const usedBy: UsedBy = options.usedBy;
  const pages: ApiPageOutput[] = [];
  for (const doc of data.docs) pages.push(await renderDocPage(doc, usedBy, resolvers.get(doc.product)!));
  for (const product of PRODUCT_SLUGS) pages.push(renderIndexPage(product, data.docs));
  hookBodies.clear();
  for (const hook of data.hooks) hookBodies.set(hook.name, await renderHook(hook, resolvers.get(hook.product)!));
  return pages;
}

/**
 * The API sections of the listed components (and hooks), inline, for the
 * optional `components-api` / `hooks-api` tab of a docs page. Ids are
 * prefixed per component so several fit on one page; headings move one level
 * down under an h2 per component. A name shared by two products (`Toolbar`)
 * resolves to the first page with it: pass the pages of the record's product
 * to pick the right one. The editions of one component (DataGrid,
 * DataGridPro, DataGridPremium) are merged into one section
 * (scripts/api/editions.ts), each member once.
 */
export async function renderInlineApi(pages: ApiPageOutput[], names: string[]): Promise<{ html: string; toc: TocEntry[]; markdown: string }> {
  const page = (name: string) => pages.find((p) => p.kind !== 'api-index' && p.title === `${name} API`);
  const merged = new Map<string, { editions: { name: string; path: string }[]; source: Body }>() satisfies MergedEditions;
  for (const group of editionGroups(names, (name) => page(name)?.data?.doc.kind === 'component')) {
    if (group.length < 2) continue;
    const found = group.map((name) => page(name)!);
    merged.set(group[0]!, { editions: found.map((p) => ({ name: p.data!.doc.name, path: p.path })), source: await renderEditions(found.map((p) => p.data!)) });
  }
  return inlineSections(pages, names, hookBodies, merged);
}
