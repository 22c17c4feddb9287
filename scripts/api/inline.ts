/**
 * Inline API sections for the `components-api` / `hooks-api` tab of a docs
 * page, made from the rendered API pages: every id gets a per-component
 * prefix (so several components fit on one page), headings move one level
 * down under an h2 per component, and the Demos section (which would link to
 * the page the reader is on) is left out.
 */
import type { TocEntry } from '../../lib/page-record';
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

/**
 * Renders the listed names from API pages (by title `<name> API`) or hook bodies.
 * Unknown names are skipped.
 */
export function inlineSections(
  pages: ReadonlyArray<InlineSource & { title: string; kind: string }>,
  names: readonly string[],
  hooks: ReadonlyMap<string, InlineSource>,
): { html: string; toc: TocEntry[]; markdown: string } {
  const html: string[] = [];
  const toc: TocEntry[] = [];
  const markdown: string[] = [];
  for (const name of names) {
    const found = pages.find((p) => p.kind !== 'api-index' && p.title === `${name} API`) ?? hooks.get(name);
    if (!found) continue;
    const source = withoutDemos(found);
    const slug = kebab(name);
    const headingId = `${slug}-api`;
    const link = source.path ? `<p class="api-inline-link"><a href="${escapeHtml(source.path)}">Open the ${escapeHtml(name)} API page</a></p>` : '';
    html.push(
      `<section class="api-inline-item" aria-labelledby="${headingId}"><h2 id="${headingId}">${escapeHtml(name)} API</h2>${link}` + `${demoteHeadings(prefixIds(source.html, slug))}</section>`,
    );
    toc.push({ id: headingId, text: `${name} API`, level: 2 });
    for (const e of source.toc) if (e.level === 2) toc.push({ id: `${slug}-${e.id}`, text: e.text, level: 3 });
    markdown.push(`## ${name} API\n\n${source.markdown.replace(/^(#{2,5}) /gm, '#$1 ')}`);
  }
  return { html: html.length ? `<div class="api-inline">${html.join('')}</div>` : '', toc, markdown: markdown.join('\n\n') };
}
