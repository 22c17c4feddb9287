/**
 * Generated blocks: `{{"generated": "name"}}` alone on its line is replaced
 * by the markdown that `scripts/content/generated/<name>.ts` (its default
 * export) makes at build time, for tables that must come from the installed
 * packages rather than be typed by hand. The inserted nodes count their
 * lines from the block's line and go through every later plugin like the
 * rest of the page, so this plugin runs first.
 */
import { existsSync } from 'node:fs';
import type { Paragraph, Parents, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { generatedOf } from '../../../lib/markdown-syntax';
import { ContentError, lineOf, pageOf } from './context';

const generated = new Map<string, Promise<string>>();
const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/** The markdown of a generator (memoised per name: a build runs each once). */
async function generatedMarkdown(name: string, file: string, line: number): Promise<string> {
  const url = new URL(`../generated/${name}.ts`, import.meta.url);
  if (!existsSync(url)) throw new ContentError(file, line, `no generator scripts/content/generated/${name}.ts`);
  let hit = generated.get(name);
  if (!hit) {
    hit = import(url.href).then((m: { default?: () => Promise<string> | string }) => {
      if (typeof m.default !== 'function') throw new ContentError(file, line, `scripts/content/generated/${name}.ts has no default export function`);
      return m.default();
    });
    generated.set(name, hit);
  }
  return hit;
}

export function remarkGeneratedBlocks() {
  return async (tree: Root, file: VFile) => {
    const page = pageOf(file);
    const source = String(file.value);
    const blocks: { node: Paragraph; parent: Parents; name: string }[] = [];
    visit(tree, 'paragraph', (node, _index, parent) => {
      const { start, end } = node.position ?? {};
      if (!parent || start?.offset === undefined || end?.offset === undefined) return;
      const name = generatedOf(source.slice(start.offset, end.offset));
      if (name) blocks.push({ node, parent, name });
    });
    for (const { node, parent, name } of blocks) {
      const shift = (node.position?.start.line ?? 1) - 1;
      const inserted = parser.parse(await generatedMarkdown(name, page.file, lineOf(file, node))).children;
      // Lines count from the block's line; offsets point into the generator's text, not this file's: dropped.
      for (const child of inserted)
        visit(child, (n) => {
          if (n.position) n.position = { start: { line: n.position.start.line + shift, column: n.position.start.column }, end: { line: n.position.end.line + shift, column: n.position.end.column } };
        });
      const children: RootContent[] = parent.children;
      children.splice(children.indexOf(node), 1, ...inserted);
    }
  };
}
