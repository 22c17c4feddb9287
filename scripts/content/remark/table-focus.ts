/**
 * Tables take focus: a table wider than the column scrolls in its own box
 * (ui/styles.ts) and, like a code block (shiki's <pre>), keyboard readers
 * must be able to scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

export function rehypeTableFocus() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
    });
  };
}
