/**
 * Page record -> search input: the page's sections as plain text. Guide
 * pages are split at their h2/h3 headings (anchors from the record's TOC);
 * API pages give one section per prop or member (anchor `prop-<name>`)
 * besides their h2 sections. Fenced code, demo embeds and callout markers
 * are left out: they are noise for a text search (but an install block
 * gives its packages and the package managers' names).
 */
import { calloutOf, embedOf, fenceOf, fenceTracker } from '../../lib/markdown-syntax';
import { PACKAGE_MANAGERS } from '../../lib/preferences';
import type { PageRecord, TocEntry } from '../../lib/page-record';
import type { SearchDocInput, SearchSectionInput } from '../../lib/search';
import { ARCHIVE_PATH } from '../../lib/search/ranking';

/** The opening of an install block (```install): the site renders it as npm / pnpm / yarn commands. */
const INSTALL_FENCE = /^\s*(`{3,}|~{3,})install\s*$/;

const HEADING = /^(#{2,3})\s+(.*?)\s*$/;
const CUSTOM_ID = /\s*\{#([A-Za-z0-9][\w-]*)\}\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}/;

/** Inline markdown -> plain text (links keep their label, code its content). */
export function plainText(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`+/g, '')
    .replace(/(\*\*|__|\*|~~)/g, '')
    .replace(/(^|\s)_([^_]+)_(?=\s|$|[.,;:])/g, '$1$2')
    .replace(/^\s*(>\s*)+/, '')
    .replace(/^\s*([-*+]|\d+\.)\s+/, '')
    .replace(/\s*(?<!\\)\|\s*/g, ' ')
    .replace(/\\\|/g, '|')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a table row into cells (escaped pipes stay in the cell). */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

interface Block {
  level: 0 | 2 | 3;
  heading: string;
  anchor: string;
  lines: string[];
}

/** Splits a markdown body at h2/h3 headings, matching each to its TOC entry. */
export function splitSections(markdown: string, toc: readonly TocEntry[]): Block[] {
  const blocks: Block[] = [{ level: 0, heading: '', anchor: '', lines: [] }];
  const inCode = fenceTracker();
  let next = 0;
  // An install block shows the command for each package manager: its packages and their names are
  // searchable (`install with pnpm`); other code is not.
  let install = false;
  for (const line of markdown.split('\n')) {
    if (inCode(line)) {
      if (!install && INSTALL_FENCE.test(line)) {
        install = true;
        blocks.at(-1)!.lines.push(`Install with ${PACKAGE_MANAGERS.join(', ')}:`);
      } else if (install && fenceOf(line)) install = false;
      else if (install) blocks.at(-1)!.lines.push(line.trim());
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      const custom = CUSTOM_ID.exec(h[2]!);
      const text = plainText(custom ? h[2]!.slice(0, custom.index) : h[2]!);
      let i = toc.findIndex((e, k) => k >= next && e.text === text);
      if (i < 0 && custom) i = toc.findIndex((e) => e.id === custom[1]);
      if (i < 0 && next < toc.length && toc[next]!.level === h[1]!.length) i = next;
      const anchor = i >= 0 ? toc[i]!.id : (custom?.[1] ?? '');
      if (i >= 0) next = i + 1;
      blocks.push({ level: h[1]!.length as 2 | 3, heading: text, anchor, lines: [] });
      continue;
    }
    if (embedOf(line) !== undefined || calloutOf(line) || TABLE_RULE.test(line)) continue;
    blocks.at(-1)!.lines.push(line);
  }
  return blocks;
}

/** An API row's anchor part (as scripts/api/render-props.ts `idPart`). */
function idPart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-');
}

function textOf(lines: readonly string[]): string {
  return lines.map(plainText).filter(Boolean).join(' ');
}

function apiSections(record: PageRecord, blocks: Block[]): SearchSectionInput[] {
  const propIds = new Map(record.toc.filter((e) => e.level === 3).map((e) => [e.text, e.id]));
  const out: SearchSectionInput[] = [];
  const seen = new Set<string>();
  for (const b of blocks) {
    const props: SearchSectionInput[] = [];
    const rest: string[] = [];
    // The first h2 tables of props / members: one section per row. Slots and CSS classes too: each
    // found by its own name, with what it is for (not one block of every name, which matched anything).
    const propTable = /^(props|properties|methods|members)$/i.test(b.heading);
    const member = /^slots$/i.test(b.heading) ? 'slot' : /^css classes$/i.test(b.heading) ? 'css' : undefined;
    for (const line of b.level === 0 ? b.lines.filter((l) => !/^\s*_.*_\s*$/.test(l)) : b.lines) {
      const row = line.trim().startsWith('|') ? cells(line) : [];
      const name = propTable || member ? /^`([^`]+)`/.exec(row[0] ?? '')?.[1] : undefined;
      if (name && propTable && name !== 'Name') {
        seen.add(name);
        props.push({ anchor: propIds.get(name) ?? `prop-${name}`, heading: name, text: plainText(row.at(-1) ?? ''), prop: true });
      } else if (name && member === 'slot') {
        props.push({ anchor: `slot-${idPart(name)}`, heading: `${name} slot`, text: plainText(row.at(-1) ?? '').replace(/\s*Props: .*$/, ''), prop: true });
      } else if (name && member === 'css') {
        // `.MuiDataGrid-cell` | `cell` | what it styles: the anchor is the rule name's.
        const rule = /^`([^`]+)`/.exec(row[1] ?? '')?.[1] ?? name.replace(/^\.?[A-Za-z]+-/, '');
        props.push({ anchor: `css-${idPart(rule)}`, heading: name, text: plainText(row.at(-1) ?? ''), prop: true });
      } else rest.push(line);
    }
    out.push({ anchor: b.anchor, heading: b.heading, text: textOf(rest) }, ...props);
  }
  for (const name of record.propNames ?? []) {
    if (!seen.has(name)) out.push({ anchor: propIds.get(name) ?? `prop-${name}`, heading: name, text: '', prop: true });
  }
  return out;
}

/** A table's header whose first column lists what an upgrade took away: `Removed | Use instead`, `v5 prop | v6`. */
const REMOVED_HEADER = /^(?:removed|v\d+\b[^|]*)$/i;
/** A code name of an API (camelCase or PascalCase, `TreeView`, `useGridApiRef`; `<TreeView />` too), not a word. */
const API_NAME = /^<?([A-Za-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*)(?:\s*\/>|>)?$/;
/** Type names of a component, not the component (`TreeViewProps`): no theme key of their own. */
const TYPE_SUFFIX = /(?:Props|Slots|SlotProps|Classes|ClassKey|State|Type|Params|Model)$/;

/**
 * The names the first column of a migration guide's tables of removed or renamed things lists (`| Removed | Use
 * instead |`, `| v5 prop | v6 |`), code names only; a removed component's theme key (`MuiTreeView`) goes with it, as
 * the guides say (the key is `Mui` and the component's name). (scripts/search/build-index.ts keeps those no current
 * page documents.)
 */
export function removedNames(lines: readonly string[]): string[] {
  const out = new Set<string>();
  let inTable = false;
  for (const line of lines) {
    if (!line.trim().startsWith('|')) {
      inTable = false;
      continue;
    }
    const first = cells(line)[0] ?? '';
    if (!first.includes('`')) {
      inTable = REMOVED_HEADER.test(first);
      continue;
    }
    if (!inTable) continue;
    for (const m of first.matchAll(/`([^`]+)`/g)) {
      const name = API_NAME.exec(m[1]!.trim())?.[1];
      if (!name || name.length < 6) continue;
      out.add(name);
      if (/^[A-Z]/.test(name) && !TYPE_SUFFIX.test(name)) out.add(`Mui${name}`);
    }
  }
  return [...out];
}

/** The search input of one page record. */
export function searchDocOf(record: PageRecord): SearchDocInput {
  const api = record.kind === 'component-api' || record.kind === 'interface-api' || record.kind === 'api-index';
  const blocks = splitSections(record.markdown ?? '', record.toc);
  const archive = record.path.startsWith(ARCHIVE_PATH);
  const sections = api
    ? apiSections(record, blocks)
    : blocks.map((b) => {
        const removed = archive ? removedNames(b.lines) : [];
        return { anchor: b.anchor, heading: b.heading, text: textOf(b.lines), ...(removed.length ? { removed: removed.join(' ') } : {}) };
      });
  // A heading whose anchor is unknown still counts for the page, but links to the page.
  return {
    path: record.path,
    title: record.title,
    description: record.description,
    product: record.productId,
    kind: api ? 'api' : 'guide',
    ...(record.date ? { date: record.date } : {}),
    ...(record.keywords?.length ? { keywords: record.keywords } : {}),
    sections,
  };
}
