/**
 * What the remark/rehype plugins of scripts/content/remark/ share while a
 * page is compiled: the page context (file name, link prefix, UI strings and
 * the lists the build reads back: TOC, anchors, links, code spans, code
 * blocks and demo embeds), carried on the vfile as `file.data.page`, and the
 * line of the page file where the compiled markdown starts
 * (`file.data.firstLine`, after the frontmatter), so errors and collected
 * items carry the line of the source file, not of the body.
 */
import type { Heading } from 'mdast';
import type { VFile } from 'vfile';
import type { Plan } from '../../../lib/nav';
import type { TocEntry } from '../../../lib/page-record';
import type { UiText } from '../ui-text';

export class ContentError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'ContentError';
  }
}

/** An inline code span of the prose, for the build's truth check. */
export interface CodeSpan {
  value: string;
  line: number;
  /** Followed by the `<!--not-api-->` marker: never checked. */
  silenced?: boolean;
}

export type DemoBackground = 'inline' | 'playground';

export interface DemoEmbed {
  file: string;
  height: number;
  hideCode?: boolean;
  /** Background of the demo: `inline` (none, no frame padding) or `playground` (a tinted panel). */
  bg?: DemoBackground;
  /** Start with the full code shown. */
  defaultCodeOpen?: boolean;
  /** No toolbar (no code button, copy or sandbox). */
  hideToolbar?: boolean;
  /** No ad on the page: the ad slot sits above the page's first demo, and this demo is meant to be seen without one. */
  disableAd?: boolean;
  line: number;
  /** Plan mark of the section the demo sits in (its h3's, else its h2's). */
  sectionPlan?: Plan;
}

export interface LinkRef {
  href: string;
  line: number;
}

export interface PageContext {
  file: string;
  /** Prefix of internal `/x/...` links (`/zh` for Chinese pages). */
  linkPrefix: string;
  /** UI strings of the page's locale (copy buttons, tab labels, plan badges). */
  t: UiText;
  toc: TocEntry[];
  anchors: Set<string>;
  links: LinkRef[];
  codeSpans: CodeSpan[];
  codeBlocks: string[];
  /** Demo embeds in page order (`<!--demo:N-->` in the HTML is `demos[N]`). */
  demos: DemoEmbed[];
  /** Plan marks of the current h2 and h3 (a new h2 clears the h3's). */
  sectionPlans: { h2?: Plan; h3?: Plan };
}

declare module 'vfile' {
  interface DataMap {
    page: PageContext;
    /** Line of the page file where the compiled markdown starts (after the frontmatter). */
    firstLine: number;
  }
}

/** The page context of a file being compiled (a plugin used outside renderPageMarkdown fails loudly). */
export function pageOf(file: VFile): PageContext {
  const page = file.data.page;
  if (!page) throw new Error('markdown plugin run without file.data.page');
  return page;
}

/** The source line of a node. */
export function lineOf(file: VFile, node: { position?: { start: { line: number } } }): number {
  return (file.data.firstLine ?? 1) + (node.position?.start.line ?? 1) - 1;
}

/**
 * Takes a mark out of the end of a heading's text (`## Title [pro] {#id}`):
 * the first match of `mark` in the heading's last text node is cut out, and
 * returned. Plan tags and explicit ids are such marks.
 */
export function takeHeadingMark(h: Heading, mark: RegExp): RegExpExecArray | undefined {
  const last = h.children[h.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const m = mark.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index) + last.value.slice(m.index + m[0].length);
  return m;
}
