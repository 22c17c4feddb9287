/**
 * Links: site paths (`/x/...`) and anchors (`#...`) are collected with their
 * lines for the build's link check, and `/x/` paths get the page's link
 * prefix (`/zh` on Chinese pages); other links must be http(s) or mailto
 * (a relative or `javascript:` link is an error with its line).
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { ContentError, lineOf, pageOf } from './context';

export function remarkSiteLinks() {
  return (tree: Root, file: VFile) => {
    const page = pageOf(file);
    visit(tree, 'link', (l) => {
      if (l.url.startsWith('/') || l.url.startsWith('#')) {
        page.links.push({ href: l.url, line: lineOf(file, l) });
        if (l.url.startsWith('/x/')) l.url = page.linkPrefix + l.url;
      } else if (!/^(https?:|mailto:)/.test(l.url)) {
        throw new ContentError(page.file, lineOf(file, l), `link must be a site path, an anchor or http(s): ${l.url}`);
      }
    });
  };
}
