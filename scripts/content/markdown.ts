/**
 * Markdown -> page body. Callouts (`:::info` ... `:::`) are found by a
 * line pre-pass (`segment`, with lib/markdown-syntax.ts; why:
 * docs/decisions/0019); the markdown between them is compiled by one
 * unified pipeline: remark-parse and remark-gfm, then one plugin per syntax
 * from ./remark/ (generated blocks, plan tags, heading ids, the not-api
 * marker, raw HTML, demo embeds, site links, install fences, code
 * highlighting), then
 * remark-rehype, the plan badges, focusable tables and rehype-stringify.
 * The plugins share the page context through `file.data.page`
 * (remark/context.ts).
 */
import { calloutOf, embedOf, fenceTracker, generatedOf, isCallout } from '../../lib/markdown-syntax';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import type { TocEntry } from '../../lib/page-record';
import { ContentError, type CodeSpan, type DemoEmbed, type LinkRef, type PageContext } from './remark/context';
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

type Segment = { kind: 'md'; text: string; line: number } | { kind: 'open'; callout: string; line: number } | { kind: 'close'; line: number };

/** Line scanner for callouts; fenced code is never scanned. Embeds and generated blocks stay in the markdown (remark/). */
function segment(body: string, firstLine: number): Segment[] {
  const out: Segment[] = [];
  let buf: string[] = [];
  let bufLine = firstLine;
  const inCode = fenceTracker();
  const flush = (nextLine: number) => {
    if (buf.some((l) => l.trim() !== '')) out.push({ kind: 'md', text: buf.join('\n'), line: bufLine });
    buf = [];
    bufLine = nextLine;
  };
  body.split('\n').forEach((raw, i) => {
    const line = firstLine + i;
    if (inCode(raw)) {
      buf.push(raw);
      return;
    }
    const callout = calloutOf(raw);
    if (callout) {
      flush(line + 1);
      out.push('open' in callout ? { kind: 'open', callout: callout.open, line } : { kind: 'close', line });
      return;
    }
    buf.push(raw);
  });
  flush(0);
  return out;
}

/** Demo embeds of a markdown source (outside fenced code), without rendering it. */
export function countDemoEmbeds(source: string): number {
  const inCode = fenceTracker();
  return source.split('\n').filter((l) => !inCode(l) && embedOf(l) !== undefined && !generatedOf(l)).length;
}

/** The markdown compiler between the pre-pass's blocks; order matters where a plugin says so. */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
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

async function renderChunk(text: string, firstLine: number, page: PageContext): Promise<string> {
  return String(await processor.process({ value: text, data: { page, firstLine } }));
}

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
  const parts: string[] = [];
  const stack: { callout: string; line: number }[] = [];
  for (const seg of segment(body, offset + 1)) {
    if (seg.kind === 'md') parts.push(await renderChunk(seg.text, seg.line, ctx));
    else if (seg.kind === 'open') {
      if (!isCallout(seg.callout)) throw new ContentError(file, seg.line, `unknown callout ":::${seg.callout}"`);
      stack.push(seg);
      parts.push(`<aside class="callout callout-${seg.callout}" role="note" data-callout="${seg.callout}">`);
    } else {
      if (!stack.pop()) throw new ContentError(file, seg.line, 'closing ::: without an opening callout');
      parts.push('</aside>');
    }
  }
  const unclosed = stack.pop();
  if (unclosed) throw new ContentError(file, unclosed.line, `callout ":::${unclosed.callout}" is not closed`);
  return { frontmatter: data, html: parts.join('\n'), toc: ctx.toc, anchors: ctx.anchors, links: ctx.links, demos: ctx.demos, body, codeSpans: ctx.codeSpans, codeBlocks: ctx.codeBlocks };
}
