/**
 * For the plugin tests beside this file: compiles markdown with remark-parse,
 * remark-gfm and only the plugins under test, against a fresh page context,
 * and returns the HTML with the context the plugins filled.
 */
import type { PluggableList } from 'unified';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { localeOfPrefix, uiText } from '../ui-text';
import type { PageContext } from './context';

export function newPage(linkPrefix = ''): PageContext {
  return { file: 'page.md', linkPrefix, t: uiText(localeOfPrefix(linkPrefix)), toc: [], anchors: new Set(), links: [], codeSpans: [], codeBlocks: [], demos: [], sectionPlans: {} };
}

/** `firstLine` is the source line the markdown starts at (errors and collected lines count from it). */
export async function compile(markdown: string, plugins: { remark?: PluggableList; rehype?: PluggableList }, page = newPage(), firstLine = 1) {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(plugins.remark ?? [])
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(plugins.rehype ?? [])
    .use(rehypeStringify, { allowDangerousHtml: true })
    .process({ value: markdown, data: { page, firstLine } });
  return { html: String(file), page };
}
