/**
 * Callouts: a line `:::info` (or `:::warning`, `:::success`, `:::error`),
 * the callout's markdown, and a closing line `:::` become
 * `<aside class="callout callout-info" role="note" data-callout="info">…</aside>`.
 *
 * The syntax is the container directive of micromark-extension-directive
 * (what remark-directive registers), so the callout's markdown is part of the
 * page's one tree. Only the container construct is registered: text
 * directives (`:name`) and leaf directives (`::name`) are never parsed, so
 * prose such as `foo:bar`, `16:9`, `mailto:a@b.c` or a line `::x` reads
 * exactly as plain markdown (restoring them from the tree could not undo
 * what their parse changed around them: a broken autolink, a split
 * paragraph). Why not the full remark-directive: docs/decisions/0019.
 *
 * The search extraction and the worker's markdown output read callouts line
 * by line (lib/markdown-syntax.ts, no remark). So that all readers agree, the
 * opening and closing lines of each callout must be what that line reader
 * calls callout lines, and a callout line the directive syntax did not take
 * (`::: info`, a stray `:::`, `:::info[label]`) is an error, as are an
 * unknown kind, a callout that is not closed and a callout inside another.
 */
import type { Blockquote, Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { calloutOf, fenceTracker, isCallout } from '../../../lib/markdown-syntax';
import { ContentError, pageOf } from './context';

type MicromarkExtension = ReturnType<typeof directive>;

const COLON = 58;

/** micromark-extension-directive's syntax with only its container construct (the one flow construct that is `concrete`). */
function containerDirectiveSyntax(): MicromarkExtension {
  const flow = directive().flow?.[COLON];
  const containers = (Array.isArray(flow) ? flow : flow ? [flow] : []).filter((c) => c.concrete);
  if (containers.length !== 1) throw new Error('micromark-extension-directive: expected one container construct');
  return { flow: { [COLON]: containers } };
}

export function remarkCallouts(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(containerDirectiveSyntax());
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());

  return (tree: Root, file: VFile) => {
    const page = pageOf(file);
    const firstLine = file.data.firstLine ?? 1;
    const lines = String(file.value).split('\n');
    /** Indexes (into `lines`) of the callout lines the tree has. */
    const taken = new Set<number>();

    visit(tree, 'containerDirective', (node, index, parent) => {
      const start = (node.position?.start.line ?? 1) - 1;
      const end = (node.position?.end.line ?? 1) - 1;
      const opening = calloutOf(lines[start] ?? '');
      if (!opening || !('open' in opening) || opening.open !== node.name || !isCallout(node.name)) {
        throw new ContentError(page.file, firstLine + start, `unknown callout "${(lines[start] ?? '').trim()}"`);
      }
      const closing = end > start ? calloutOf(lines[end] ?? '') : undefined;
      if (!closing || !('close' in closing)) throw new ContentError(page.file, firstLine + start, `callout ":::${node.name}" is not closed`);
      visit(node, 'containerDirective', (inner) => {
        if (inner !== node) throw new ContentError(page.file, firstLine + (inner.position?.start.line ?? 1) - 1, 'callouts do not nest');
      });
      if (!parent || index === undefined) return;
      taken.add(start).add(end);
      // A blockquote's HTML wraps its blocks in line breaks; hName/hProperties make it the aside.
      const aside: Blockquote = {
        type: 'blockquote',
        children: node.children,
        position: node.position,
        data: { hName: 'aside', hProperties: { className: ['callout', `callout-${node.name}`], role: 'note', dataCallout: node.name } },
      };
      parent.children[index] = aside;
    });

    const inCode = fenceTracker();
    lines.forEach((line, i) => {
      if (inCode(line) || taken.has(i)) return;
      const c = calloutOf(line);
      if (!c) return;
      if ('close' in c) throw new ContentError(page.file, firstLine + i, 'closing ::: without an opening callout');
      throw new ContentError(page.file, firstLine + i, `"${line.trim()}" is not read as a callout: write ":::${c.open}" alone on its line, at the start of a block`);
    });
  };
}
