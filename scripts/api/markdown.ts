/**
 * JSDoc markdown -> safe HTML. The text comes from third-party type
 * definitions, so nothing in it is trusted: raw HTML is shown as text (only
 * `<br>` is kept, as a line break), link targets are limited to http(s),
 * mailto, site paths and fragments, images become their alt text, and headings
 * become paragraphs (a prop description must not add to the page outline).
 * Links to mui.com/x/ become site paths, and `[[GridRowParams]]` (the authors'
 * cross-reference syntax) links to that API page when the site has one.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Link, Paragraph, PhrasingContent, Root as MdastRoot, RootContent } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import { escapeHtml } from '../../lib/html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

export { escapeHtml };

/** Returns a safe href, rewriting `https://mui.com/x/...` to a site path and other root paths to mui.com; undefined when unsafe. */
export function safeHref(url: string): string | undefined {
  const trimmed = url.trim();
  const site = /^https?:\/\/mui\.com(\/x(?:\/[^?#]*)?)([?#].*)?$/i.exec(trimmed);
  if (site) return (site[1]!.replace(/\/+$/, '') || '/x') + (site[2] ?? '');
  if (/^https?:\/\/[^\s]+$/i.test(trimmed) || /^mailto:[^\s]+$/i.test(trimmed)) return trimmed;
  // A root path outside /x (`/material-ui/api/input/`) is a page of mui.com, not of this site.
  if (/^\/(?![/\\])/.test(trimmed) && !/^\/x(?:[/?#]|$)/.test(trimmed)) return `https://mui.com${trimmed}`;
  if (/^\/(?![/\\])/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  return undefined;
}

/** Resolves an API name (`GridRowParams`) to its page path, if the site has one. */
export type NameResolver = (name: string) => string | undefined;

/** `[[Name]]` -> a markdown link to the API page, or inline code. */
export function expandCrossReferences(md: string, resolve: NameResolver): string {
  return md.replace(/\[\[([A-Za-z_$][\w$.]*)\]\]/g, (_, name: string) => {
    const path = resolve(name);
    return path ? `[\`${name}\`](${path})` : `\`${name}\``;
  });
}

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

/** mdast pass: the sanitizing rules of the module comment. */
function sanitizeMdast() {
  return (tree: MdastRoot) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      const siblings = parent.children as RootContent[];
      switch (node.type) {
        case 'html':
          siblings[index] = /^<br\s*\/?>$/i.test(node.value.trim()) ? { type: 'break' } : text(node.value);
          return SKIP;
        case 'link': {
          const href = safeHref(node.url);
          if (href) (node as Link).url = href;
          else {
            siblings.splice(index, 1, ...(node.children as RootContent[]));
            return [SKIP, index];
          }
          return;
        }
        case 'image':
          siblings[index] = text(node.alt ?? '');
          return SKIP;
        case 'definition':
        case 'imageReference':
        case 'footnoteDefinition':
          siblings.splice(index, 1);
          return [SKIP, index];
        case 'footnoteReference':
          siblings[index] = text(`[^${node.identifier}]`);
          return SKIP;
        case 'heading':
          siblings[index] = { type: 'paragraph', children: [{ type: 'strong', children: node.children }] } as Paragraph;
          return;
        default:
          return;
      }
    });
  };
}

/** hast pass: every code block gets the copy button the client wires up. */
function wrapCodeBlocks() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataCodeBlock: '' },
        children: [
          {
            type: 'element',
            tagName: 'button',
            properties: { type: 'button', className: ['code-copy'], dataCopy: '', ariaLabel: 'Copy the code' },
            children: [{ type: 'text', value: 'Copy' }],
          },
          node,
        ],
      };
      (parent.children as ElementContent[])[index] = wrapper;
      return SKIP;
    });
  };
}

const processor = unified().use(remarkParse).use(remarkGfm).use(sanitizeMdast).use(remarkRehype, { allowDangerousHtml: false }).use(wrapCodeBlocks).use(rehypeStringify);

const memo = new Map<string, string>();

/**
 * Renders JSDoc markdown to sanitized HTML (memoized: descriptions repeat a
 * lot across pickers and charts).
 * @example renderJsDocMarkdown('If `true`, the grid <b>is</b> dense.') // '<p>If <code>true</code>, the grid &#x3C;b>is&#x3C;/b> dense.</p>'
 */
export function renderJsDocMarkdown(md: string, resolve: NameResolver = () => undefined): string {
  const source = expandCrossReferences(md, resolve);
  let html = memo.get(source);
  if (html === undefined) {
    html = String(processor.processSync(source)).trim();
    memo.set(source, html);
  }
  return html;
}

/** Flattens JSDoc markdown to one line for a markdown table cell. */
export function markdownCell(md: string, resolve: NameResolver = () => undefined): string {
  return expandCrossReferences(md, resolve)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** Inline code span for markdown, fenced with enough backticks for its content. */
export function codeSpan(code: string): string {
  const one = code.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(one.match(/`+/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(longest + 1);
  const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${one}${pad}${fence}`;
}
