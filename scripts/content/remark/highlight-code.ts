/**
 * Fenced code (any language but `install`, see install-fences.ts): highlighted
 * by shiki into the copyable code block, and its text kept in the page's
 * `codeBlocks` for the truth check.
 */
import type { Code, Parents, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { codeBlock, highlight } from '../highlight';
import { pageOf } from './context';

export function remarkHighlightCode() {
  return async (tree: Root, file: VFile) => {
    const page = pageOf(file);
    const blocks: { node: Code; index: number; parent: Parents }[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang === 'install' || !parent || index === undefined) return;
      page.codeBlocks.push(node.value);
      blocks.push({ node, index, parent });
    });
    await Promise.all(
      blocks.map(async ({ node, index, parent }) => {
        parent.children[index] = { type: 'html', value: codeBlock(await highlight(node.value, node.lang), '', page.t) };
      }),
    );
  };
}
