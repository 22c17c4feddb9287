/**
 * Inline API sections for the `components-api` / `hooks-api` tab of a docs
 * page, made from the rendered API pages: every id gets a per-component
 * prefix (so several components fit on one page), headings move one level
 * down under an h2 per component, and the Demos section (which would link to
 * the page the reader is on) is left out. The editions of one component
 * (DataGrid, DataGridPro, DataGridPremium) come as one merged section
 * (scripts/api/editions.ts) under one h2, linking each edition's page.
 */
import type { TocEntry } from '../../lib/page-record';
import { listNames } from './editions';
import { escapeHtml } from './markdown';

interface InlineSource {
  path?: string;
  html: string;
  toc: TocEntry[];
  markdown: string;
}

/** `DataGrid` -> `data-grid`, `useGridApiRef` -> `use-grid-api-ref`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .toLowerCase();
}

/** Prefixes ids and in-page references inside tags only (text content is never touched). */
export function prefixIds(html: string, prefix: string): string {
  return html.replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(/\s(id|aria-labelledby)="([^"]+)"/g, ` $1="${prefix}-$2"`).replace(/\shref="#([^"]+)"/g, ` href="#${prefix}-$1"`));
}

/** h2 -> h3 and h3 -> h4. */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([2-5])(?=[\s>])/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);
}

function withoutDemos(source: InlineSource): InlineSource {
  return {
    ...source,
    html: source.html.replace(/<section class="api-demos"[\s\S]*?<\/section>/, ''),
    toc: source.toc.filter((e) => e.id !== 'demos'),
    markdown: source.markdown.replace(/(^|\n\n)## Demos\n[\s\S]*$/, ''),
  };
}

/** Editions merged into one section: keyed by the first edition's name. */
export type MergedEditions = ReadonlyMap<string, { editions: { name: string; path: string }[]; source: InlineSource }>;

/**
 * Renders the listed names from API pages (by title `<name> API`) or hook bodies.
 * Unknown names are skipped; the editions in `merged` make one section, at the first's place.
 */
export function inlineSections(
  pages: ReadonlyArray<InlineSource & { title: string; kind: string }>,
  names: readonly string[],
  hooks: ReadonlyMap<string, InlineSource>,
  merged: MergedEditions = new Map(),
): { html: string; toc: TocEntry[]; markdown: string } {
  const html: string[] = [];
  const toc: TocEntry[] = [];
  const markdown: string[] = [];
  const inGroup = new Set([...merged.values()].flatMap((g) => g.editions.map((e) => e.name)));
  for (const name of names) {
    const group = merged.get(name);
    if (!group && inGroup.has(name)) continue;
    const found = group?.source ?? pages.find((p) => p.kind !== 'api-index' && p.title === `${name} API`) ?? hooks.get(name);
    if (!found) continue;
    const source = withoutDemos(found);
    const slug = kebab(name);
    const headingId = `${slug}-api`;
    const title = group ? listNames(group.editions.map((e) => e.name)) : name;
    const link = group
      ? `<p class="api-inline-link">Open the API page of ${group.editions.map((e, i) => `${i === 0 ? '' : i === group.editions.length - 1 ? ' or ' : ', '}<a href="${escapeHtml(e.path)}">${escapeHtml(e.name)}</a>`).join('')}</p>`
      : source.path
        ? `<p class="api-inline-link"><a href="${escapeHtml(source.path)}">Open the ${escapeHtml(name)} API page</a></p>`
        : '';
    html.push(
      `<section class="api-inline-item" aria-labelledby="${headingId}"><h2 id="${headingId}">${escapeHtml(title)} API</h2>${link}` + `${demoteHeadings(prefixIds(source.html, slug))}</section>`,
    );
    toc.push({ id: headingId, text: `${title} API`, level: 2 });
    for (const e of source.toc) if (e.level === 2) toc.push({ id: `${slug}-${e.id}`, text: e.text, level: 3 });
    const mdLink = group ? `Open the API page of ${group.editions.map((e) => `[${e.name}](${e.path})`).join(', ')}.\n\n` : '';
    markdown.push(`## ${title} API\n\n${mdLink}${source.markdown.replace(/^(#{2,5}) /gm, '#$1 ')}`);
  }
  return { html: html.length ? `<div class="api-inline">${html.join('')}</div>` : '', toc, markdown: markdown.join('\n\n') };
}
