/**
 * Markdown -> page body. A page is one tree, compiled by one unified
 * pipeline: remark-parse and remark-gfm, then one plugin per syntax from
 * ./remark/ (callouts, generated blocks, plan tags, heading ids, the not-api
 * marker, raw HTML, demo embeds, site links, install fences, code
 * highlighting), then remark-rehype, the plan badges, focusable tables and
 * rehype-stringify. The plugins share the page context through
 * `file.data.page` (remark/context.ts). The line reader of
 * lib/markdown-syntax.ts is used here only to count demo embeds without
 * rendering (`countDemoEmbeds`).
 */
import { embedOf, fenceTracker, generatedOf } from '../../lib/markdown-syntax';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import type { TocEntry } from '../../lib/page-record';
import { ContentError, type CodeSpan, type DemoEmbed, type LinkRef, type PageContext } from './remark/context';
import { remarkCallouts } from './remark/callouts';
import { remarkEmbeds } from './remark/embeds';
import { remarkGeneratedBlocks } from './remark/generated-blocks';
import { remarkHeadingIds } from './remark/heading-ids';
import { remarkHighlightCode } from './remark/highlight-code';
import { remarkInstallFences } from './remark/install-fences';
import { remarkNotApiMarker } from './remark/not-api-marker';
import { rehypePlanBadges, remarkPlanTags } from './remark/plan-tags';
import { remarkRawHtml } from './remark/raw-html';
import { remarkSiteLinks } from './remark/site-links';
import { rehypeTableFocus } from './remark/table-focus';
import { localeOfPrefix, uiText } from './ui-text';

export { ContentError, type CodeSpan, type DemoBackground, type DemoEmbed, type LinkRef } from './remark/context';

export interface RenderedMarkdown {
  frontmatter: Record<string, unknown>;
  /** Body HTML; demo embeds are `<!--demo:N-->` markers (N = index in `demos`). */
  html: string;
  toc: TocEntry[];
  anchors: Set<string>;
  links: LinkRef[];
  demos: DemoEmbed[];
  /** The body as markdown, with demo lines kept (for search and AI output). */
  body: string;
  /** Inline code spans of the prose (not fenced code), for the truth check. */
  codeSpans: CodeSpan[];
  /** Identifiers declared in the page's fenced code blocks. */
  codeBlocks: string[];
}

/** Splits YAML frontmatter from the body; returns the body's first line number. */
export function splitFrontmatter(source: string, file: string): { data: Record<string, unknown>; body: string; offset: number } {
  if (!source.startsWith('---\n')) return { data: {}, body: source, offset: 0 };
  const end = source.indexOf('\n---', 4);
  if (end < 0) throw new ContentError(file, 1, 'frontmatter is not closed with ---');
  let data: unknown;
  try {
    data = parseYaml(source.slice(4, end)) ?? {};
  } catch (e) {
    throw new ContentError(file, 1, `bad frontmatter: ${(e as Error).message.split('\n')[0]}`);
  }
  if (typeof data !== 'object' || Array.isArray(data)) throw new ContentError(file, 1, 'frontmatter must be a mapping');
  const rest = source.slice(end + 4).replace(/^[^\n]*\n/, '');
  const offset = source.slice(0, source.length - rest.length).split('\n').length - 1;
  return { data: data as Record<string, unknown>, body: rest, offset };
}

/** Demo embeds of a markdown source (outside fenced code), without rendering it. */
export function countDemoEmbeds(source: string): number {
  const inCode = fenceTracker();
  return source.split('\n').filter((l) => !inCode(l) && embedOf(l) !== undefined && !generatedOf(l)).length;
}

/** The markdown compiler; order matters where a plugin says so. */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkCallouts)
  .use(remarkGeneratedBlocks)
  .use(remarkPlanTags)
  .use(remarkHeadingIds)
  .use(remarkNotApiMarker)
  .use(remarkRawHtml)
  .use(remarkEmbeds)
  .use(remarkSiteLinks)
  .use(remarkInstallFences)
  .use(remarkHighlightCode)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypePlanBadges)
  .use(rehypeTableFocus)
  .use(rehypeStringify, { allowDangerousHtml: true })
  .freeze();

/**
 * Renders one markdown file.
 * @param linkPrefix prefix added to internal `/x/...` links (`/zh` for Chinese pages)
 */
export async function renderPageMarkdown(source: string, file: string, linkPrefix = ''): Promise<RenderedMarkdown> {
  // Watch mode rebuilds often: an unchanged file is not rendered twice.
  const key = `${file}\0${linkPrefix}\0${source}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const result = await render(source, file, linkPrefix);
  memo.set(key, result);
  return result;
}

const memo = new Map<string, Promise<RenderedMarkdown> | RenderedMarkdown>();

async function render(source: string, file: string, linkPrefix: string): Promise<RenderedMarkdown> {
  const { data, body, offset } = splitFrontmatter(source, file);
  const ctx: PageContext = { file, linkPrefix, t: uiText(localeOfPrefix(linkPrefix)), toc: [], anchors: new Set(), links: [], codeSpans: [], codeBlocks: [], demos: [], sectionPlans: {} };
  const html = String(await processor.process({ value: body, data: { page: ctx, firstLine: offset + 1 } }));
  return { frontmatter: data, html, toc: ctx.toc, anchors: ctx.anchors, links: ctx.links, demos: ctx.demos, body, codeSpans: ctx.codeSpans, codeBlocks: ctx.codeBlocks };
}
