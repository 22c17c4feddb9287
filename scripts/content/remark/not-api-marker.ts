/**
 * Inline code spans of the prose for the build's truth check, with the
 * `<!--not-api-->` marker: written right after a span, it silences that span
 * (a rare false alarm of the check) and is dropped from the output. A marker
 * that follows no code span is an error with its line. Runs before
 * remarkRawHtml, which would otherwise show the marker as text.
 */
import type { InlineCode, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { ContentError, lineOf, pageOf } from './context';

/** Marker after an inline code span that is not an API name. */
export const NOT_API_MARKER = '<!--not-api-->';

export function remarkNotApiMarker() {
  return (tree: Root, file: VFile) => {
    const page = pageOf(file);
    const silenced = new Set<InlineCode>();
    visit(tree, 'html', (node, index, parent) => {
      if (!parent || index === undefined || node.value.trim() !== NOT_API_MARKER) return;
      const before = parent.children[index - 1];
      if (before?.type !== 'inlineCode') throw new ContentError(page.file, lineOf(file, node), `${NOT_API_MARKER} must follow an inline code span`);
      silenced.add(before);
      parent.children[index] = { type: 'text', value: '' };
    });
    visit(tree, 'inlineCode', (node) => {
      page.codeSpans.push({ value: node.value, line: lineOf(file, node), ...(silenced.has(node) ? { silenced: true } : {}) });
    });
  };
}
