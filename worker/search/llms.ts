/**
 * `/x/llms.txt`: an index of every page for AI assistants (llmstxt.org
 * format): one section per product, guides in navigation order, then the
 * product's API reference; each line links the page's markdown (`.md`).
 */
import { CURRENT_VERSION } from '../../lib/constants';
import { pageLeaves, type NavItem } from '../../lib/nav';
import { PRODUCTS, type ProductId } from '../../lib/products';
import type { SearchIndexData } from '../../lib/search';

/** Section titles, in the order they appear. */
export const PRODUCT_LABELS: ReadonlyArray<[ProductId, string]> = PRODUCTS.map((p) => [p.id, p.name.en]);

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** One list line: `- [Title](<origin><path>.md): description`. */
export function llmsLine(origin: string, path: string, title: string, description: string): string {
  const label = oneLine(title).replace(/[[\]\\]/g, (c) => `\\${c}`);
  const desc = oneLine(description);
  return `- [${label}](${origin}${encodeURI(path)}.md)${desc ? `: ${desc}` : ''}`;
}

/**
 * The llms.txt text. Pages come from the search index (every page the
 * build made); the navigation gives their order.
 */
export function llmsTxt(pages: SearchIndexData['pages'], nav: readonly NavItem[], origin: string): string {
  const order = new Map(pageLeaves(nav).map((leaf, i) => [leaf.pathname, i]));
  const rank = (path: string) => order.get(path) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...pages].sort((a, b) => rank(a[0]) - rank(b[0]) || (a[0] < b[0] ? -1 : 1));
  const out = [
    `# MUI X ${CURRENT_VERSION}`,
    '',
    `> Documentation of MUI X ${CURRENT_VERSION}: the React Data Grid, Date and Time Pickers, Charts and Tree View libraries. Each link below is a page as markdown; remove \`.md\` for the HTML page.`,
    '',
    `AI assistants can also use the MCP server at ${origin}/x/mcp (Streamable HTTP) with the tools \`search_docs\`, \`get_page\` and \`get_api\`.`,
  ];
  for (const [product, label] of PRODUCT_LABELS) {
    for (const [kind, heading] of [
      ['guide', label],
      ['api', `${label} API reference`],
    ] as const) {
      const lines = sorted.filter((p) => p[2] === product && p[3] === kind).map(([path, title, , , description]) => llmsLine(origin, path, title, description));
      if (lines.length) out.push('', `## ${heading}`, '', ...lines);
    }
  }
  return `${out.join('\n')}\n`;
}
