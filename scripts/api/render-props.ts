/**
 * The props section: one table whose rows CSS lays out three ways (ui/api-
 * styles.ts): a table, an expanded list and a collapsed list (names and
 * types; a row opens when its name link is followed or toggled). The
 * layout is `html[data-api-layout]`, set before paint from localStorage, so
 * switching never re-renders or flashes, and the markup is not repeated per
 * layout.
 *
 * Every row carries the one anchor `id="prop-<name>"`. The HTML is kept
 * small on purpose (the largest pages list hundreds of props): short class
 * names, no per-cell classes (CSS picks cells by position), text escaped only
 * where HTML needs it.
 */
import type { Plan } from '../../lib/nav';
import type { TocEntry } from '../../lib/page-record';
import { codeSpan, markdownCell, renderJsDocMarkdown, type NameResolver } from './markdown';
import type { ParamDoc, PropDoc, SignatureDoc } from './types';

/**
 * What a merged table (scripts/api/editions.ts) adds to a member: its own
 * row id (a member with a row per edition) and a mark naming the editions
 * that have it, in HTML and in markdown.
 */
export interface RowExtras {
  rowId?: string;
  mark?: string;
  markMd?: string;
}

/** The id part of a member's row: its own when merged, else its name. */
export function rowIdPart(item: { rowId?: string }, name: string): string {
  return item.rowId ?? idPart(name);
}

/** Output of one section of a page. */
export interface Section {
  html: string;
  markdown: string;
  toc: TocEntry[];
}

const PLAN_LABEL: Record<Plan, string> = { pro: 'Pro', premium: 'Premium' };

/** Turns any name into an id fragment (letters, digits, `-`, `_`). */
export function idPart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-');
}

/**
 * Escapes text content (not attribute values): `&` and `<` are all HTML
 * needs there, and types are full of `<`, `>` and quotes.
 * @example escapeText('Record<"a", B>') // 'Record&lt;"a", B>'
 */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** Small plan badge (linking to the licensing page when `link`). */
export function planBadge(plan: Plan, link = false): string {
  const badge = `<span class="plan-badge plan-badge-${plan}">${PLAN_LABEL[plan]}</span>`;
  return link ? `<a class="plan-badge-link" href="/x/introduction/licensing" aria-label="${PLAN_LABEL[plan]} plan: see licensing">${badge}</a>` : badge;
}

/** A description: one paragraph loses its `<p>` (the cell is the block), more keep theirs. */
export function descriptionHtml(md: string, resolve: NameResolver): string {
  const html = renderJsDocMarkdown(md, resolve);
  const one = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return one && !one[1]!.includes('<p>') ? one[1]! : html;
}

/** The deprecation note of a prop or class (the label, then the reason). */
export function deprecation(item: { deprecated?: string }, resolve: NameResolver): string {
  if (item.deprecated === undefined) return '';
  return `<div class="api-deprecation"><span class="api-deprecated-label">Deprecated</span>${item.deprecated ? descriptionHtml(item.deprecated, resolve) : ''}</div>`;
}

function paramList(params: readonly ParamDoc[], resolve: NameResolver): string {
  if (params.length === 0) return '';
  const items = params.map((p) => {
    const description = p.description ? ` ${descriptionHtml(p.description, resolve)}` : '';
    return `<li><code>${escapeText(p.name)}${p.optional ? '?' : ''}</code>: <code>${escapeText(p.type)}</code>${description}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** `function(a: A, b?: B) => R`, as MUI's docs print signatures. */
export function signatureText(signature: SignatureDoc): string {
  const params = signature.params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
  return `function(${params}) => ${signature.returnType}`;
}

/** The signature of a function prop, expanded on demand. */
function signatureBlock(signature: SignatureDoc, resolve: NameResolver): string {
  const returns = signature.returnDescription ? `<p><b>Returns:</b> ${descriptionHtml(signature.returnDescription, resolve)}</p>` : '';
  return `<details class="sg"><summary>Signature</summary><code>${escapeText(signatureText(signature))}</code>${paramList(signature.params, resolve)}${returns}</details>`;
}

/** The signature block adds something when the type is an alias or the authors described the arguments. */
function signatureWorthShowing(prop: PropDoc): boolean {
  const sig = prop.signature;
  if (!sig) return false;
  return !/^[(<]/.test(prop.type) || sig.returnDescription !== undefined || sig.params.some((p) => p.description);
}

/** The required mark, announced as "required". */
export const REQUIRED = '<span class="rq" role="img" aria-label="required">*</span>';

/**
 * The name cell of a row: the name links to the row itself (in the collapsed
 * layout the same link opens the row), then marks.
 */
export function nameCell(id: string, name: string, extra = ''): string {
  return `<a href="#${id}">${escapeText(name)}</a>${extra}`;
}

/**
 * A row of an API table (`cells`: each cell's HTML); `deprecated` strikes
 * the name through. Every cell and row has its end tag: HTML may leave them
 * out, but validators and other parsers of our pages then read a cell's
 * lists and a row's successor wrongly (issue 40).
 */
export function row(id: string, cells: readonly string[], deprecated = false): string {
  return `<tr id="${id}"${deprecated ? ' class="dp"' : ''}>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
}

/**
 * An API table. `kind` picks the columns' labels in the list layouts:
 * `ap` props (Name, Type, Default, Description), `as` slots, `ac` CSS
 * classes, `ah` hook parameters (three columns each).
 */
export function apiTable(kind: 'ap' | 'as' | 'ac' | 'ah', headings: readonly string[], rows: readonly string[]): string {
  return `<table class="at ${kind}"><thead><tr>${headings.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The layout switch above each table (client/api-layout.ts wires it; every switch shows the same choice). */
export const SWITCH =
  '<div class="api-layout-switch" role="group" aria-label="Layout">' +
  '<button type="button" data-api-layout-set="table" aria-pressed="true">Table</button>' +
  '<button type="button" data-api-layout-set="list" aria-pressed="false">Expanded list</button>' +
  '<button type="button" data-api-layout-set="collapsed" aria-pressed="false">Collapsed list</button></div>';

function propRow(prop: PropDoc & RowExtras, prefix: string, resolve: NameResolver): string {
  const id = `${prefix}-${rowIdPart(prop, prop.name)}`;
  const marks = `${prop.required ? REQUIRED : ''}${prop.plan ? planBadge(prop.plan) : ''}${prop.mark ?? ''}`;
  const signature = signatureWorthShowing(prop) ? signatureBlock(prop.signature!, resolve) : '';
  const def = prop.default !== undefined ? escapeText(prop.default) : '';
  return row(id, [nameCell(id, prop.name, marks), escapeText(prop.type), def, `${deprecation(prop, resolve)}${descriptionHtml(prop.description, resolve)}${signature}`], prop.deprecated !== undefined);
}

function markdownTable(props: readonly (PropDoc & RowExtras)[], resolve: NameResolver): string {
  const rows = props.map((p) => {
    const name = `${codeSpan(p.name)}${p.required ? '*' : ''}${p.plan ? ` (${PLAN_LABEL[p.plan]})` : ''}${p.markMd ?? ''}`;
    const dep = p.deprecated !== undefined ? `**Deprecated**${p.deprecated ? ` ${markdownCell(p.deprecated, resolve)}` : ''}. ` : '';
    const sig = p.signature ? ` Signature: ${codeSpan(signatureText(p.signature))}` : '';
    const def = p.default !== undefined ? codeSpan(p.default) : '';
    return `| ${name} | ${codeSpan(p.type)} | ${def} | ${dep}${markdownCell(p.description, resolve)}${sig} |`;
  });
  return ['| Name | Type | Default | Description |', '|:-----|:-----|:--------|:------------|', ...rows].join('\n');
}

/**
 * The props (or an interface's properties) section.
 * @param heading `Props` or `Properties`; its id is the lower-cased word.
 */
export function renderProps(props: readonly (PropDoc & RowExtras)[], heading: 'Props' | 'Properties', resolve: NameResolver): Section {
  const id = heading.toLowerCase();
  const prefix = 'prop';
  const toc: Section['toc'] = [{ id, text: heading, level: 2 }];
  if (props.length === 0) {
    const none = `<p class="api-empty">This ${heading === 'Props' ? 'component takes no props' : 'type has no documented properties'}.</p>`;
    return { html: `<h2 id="${id}">${heading}</h2>${none}`, markdown: `## ${heading}\n\nNone.`, toc };
  }
  toc[0]!.count = props.length;
  for (const p of props) toc.push({ id: `${prefix}-${rowIdPart(p, p.name)}`, text: p.name, level: 3 });
  const what = heading === 'Props' ? 'props' : 'properties';
  const note = props.some((p) => p.required) ? `<p class="api-legend">Required ${what} are marked with an asterisk (*).</p>` : '';
  const table = apiTable(
    'ap',
    ['Name', 'Type', 'Default', 'Description'],
    props.map((p) => propRow(p, prefix, resolve)),
  );
  return { html: `<h2 id="${id}">${heading}</h2>${note}${SWITCH}${table}`, markdown: `## ${heading}\n\n${markdownTable(props, resolve)}`, toc };
}
