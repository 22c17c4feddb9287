/**
 * Authored raw HTML: the few inline tags docs need (bare `<kbd>`, `<sup>`,
 * `<sub>`, open or close, and `<br>`) pass through; any other HTML is shown
 * as text, never injected. Runs before the plugins that write HTML of their
 * own (code blocks, install tabs).
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Inline HTML kept as HTML: bare <kbd>, <sup>, <sub> (open or close) and <br>. */
const INLINE_TAG = /^(<\/?(kbd|sup|sub)>|<br\s*\/?>)$/;

export function remarkRawHtml() {
  return (tree: Root) => {
    visit(tree, 'html', (node, index, parent) => {
      if (!parent || index === undefined || INLINE_TAG.test(node.value)) return;
      parent.children[index] = { type: 'text', value: node.value };
    });
  };
}
