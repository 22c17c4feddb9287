/**
 * Heading ids and the TOC: every heading gets a stable id, the slug of its
 * text or the one pinned with `## Title {#explicit-id}`; h2 and h3 go to the
 * page's TOC. A duplicate id and an h1 in the body (the title comes from the
 * frontmatter) are errors with their line. Runs after remarkPlanTags, so
 * plan marks are out of the text.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { ContentError, lineOf, pageOf, takeHeadingMark } from './context';

const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

/** Heading text -> anchor id: lowercase, non-alphanumerics to `-`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const page = pageOf(file);
    visit(tree, 'heading', (h) => {
      let id = takeHeadingMark(h, EXPLICIT_ID)?.[1];
      const label = toString(h).trim();
      id ??= slugify(label) || `section-${page.anchors.size + 1}`;
      if (page.anchors.has(id)) throw new ContentError(page.file, lineOf(file, h), `duplicate heading id "${id}"`);
      page.anchors.add(id);
      h.data = { ...h.data, hProperties: { id, ...h.data?.hProperties } };
      if (h.depth === 2 || h.depth === 3) page.toc.push({ id, text: label, level: h.depth });
      if (h.depth === 1) throw new ContentError(page.file, lineOf(file, h), 'no h1 in the body: the title comes from frontmatter');
    });
  };
}
