/**
 * The props section, rendered twice: a dense table and an expanded list. CSS
 * shows one of them (html[data-api-layout], set before paint), so switching
 * layout never re-renders or flashes.
 *
 * Anchors: the table row carries the canonical `id="prop-<name>"` (the table
 * is the default layout, so the TOC and shared links work without scripts);
 * the list item carries `id="prop-<name>-detail"`, and client/api-layout.ts
 * sends `#prop-<name>` there when the list layout is on.
 */
import type { Plan } from '../../lib/nav';
import { codeSpan, escapeHtml, markdownCell, renderMarkdown, type NameResolver } from './markdown';
import type { ParamDoc, PropDoc, SignatureDoc } from './types';

/** Output of one section of a page. */
export interface Section {
  html: string;
  markdown: string;
  toc: { id: string; text: string; level: 2 | 3 }[];
}

const PLAN_LABEL: Record<Plan, string> = { pro: 'Pro', premium: 'Premium' };

/** Turns any name into an id fragment (letters, digits, `-`, `_`). */
export function idPart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-');
}

/** Small plan badge (linking to the licensing page when `link`). */
export function planBadge(plan: Plan, link = false): string {
  const badge = `<span class="plan-badge plan-badge-${plan}">${PLAN_LABEL[plan]}</span>`;
  return link ? `<a class="plan-badge-link" href="/x/introduction/licensing" aria-label="${PLAN_LABEL[plan]} plan: see licensing">${badge}</a>` : badge;
}

/** `#` link to an anchor, labelled for screen readers. */
export function anchorLink(id: string, label: string): string {
  return `<a class="anchor-link" href="#${id}" aria-label="${escapeHtml(label)}">#</a>`;
}

function deprecation(prop: { deprecated?: string }, resolve: NameResolver): string {
  if (prop.deprecated === undefined) return '';
  const reason = prop.deprecated ? renderMarkdown(prop.deprecated, resolve) : '';
  return `<div class="api-deprecation"><span class="api-deprecated-label">Deprecated</span>${reason}</div>`;
}

function paramList(params: readonly ParamDoc[], resolve: NameResolver): string {
  if (params.length === 0) return '';
  const items = params.map((p) => {
    const description = p.description ? ` ${renderMarkdown(p.description, resolve)}` : '';
    return `<li><code>${escapeHtml(p.name)}${p.optional ? '?' : ''}</code>: <code class="api-type">${escapeHtml(p.type)}</code>${description}</li>`;
  });
  return `<ul class="api-params">${items.join('')}</ul>`;
}

/** `function(a: A, b?: B) => R`, as MUI's docs print signatures. */
export function signatureText(signature: SignatureDoc): string {
  const params = signature.params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
  return `function(${params}) => ${signature.returnType}`;
}

function signatureBlock(signature: SignatureDoc, open: boolean, resolve: NameResolver): string {
  const returns = signature.returnDescription ? `<div class="api-returns"><span class="api-returns-label">Returns:</span> ${renderMarkdown(signature.returnDescription, resolve)}</div>` : '';
  return (
    `<details class="api-signature"${open ? ' open' : ''}><summary>Signature</summary>` +
    `<code class="api-signature-code">${escapeHtml(signatureText(signature))}</code>` +
    `${paramList(signature.params, resolve)}${returns}</details>`
  );
}

/** The signature block adds something when the type is an alias or the authors described the arguments. */
function signatureWorthShowing(prop: PropDoc): boolean {
  const sig = prop.signature;
  if (!sig) return false;
  return !/^[(<]/.test(prop.type) || sig.returnDescription !== undefined || sig.params.some((p) => p.description);
}

function nameCell(prop: PropDoc): string {
  const required = prop.required ? '<span class="api-required" role="img" aria-label="required" title="required">*</span>' : '';
  const plan = prop.plan ? planBadge(prop.plan) : '';
  return `<code class="api-prop-name">${escapeHtml(prop.name)}</code>${required}${plan}`;
}

function defaultHtml(prop: PropDoc): string {
  return prop.default !== undefined ? `<code class="api-default">${escapeHtml(prop.default)}</code>` : '<span class="api-none" role="img" aria-label="none">–</span>';
}

function tableRow(prop: PropDoc, prefix: string, resolve: NameResolver): string {
  const id = `${prefix}-${idPart(prop.name)}`;
  const classes = `api-prop${prop.deprecated !== undefined ? ' api-is-deprecated' : ''}`;
  const signature = signatureWorthShowing(prop) ? signatureBlock(prop.signature!, false, resolve) : '';
  return (
    `<tr id="${id}" class="${classes}" data-prop="${escapeHtml(prop.name)}">` +
    `<td class="api-col-name">${anchorLink(id, `Link to prop ${prop.name}`)}${nameCell(prop)}</td>` +
    `<td class="api-col-type"><code class="api-type">${escapeHtml(prop.type)}</code></td>` +
    `<td class="api-col-default">${defaultHtml(prop)}</td>` +
    `<td class="api-col-description">${deprecation(prop, resolve)}${renderMarkdown(prop.description, resolve)}${signature}</td></tr>`
  );
}

function listItem(prop: PropDoc, prefix: string, resolve: NameResolver): string {
  const id = `${prefix}-${idPart(prop.name)}`;
  const classes = `api-prop-item${prop.deprecated !== undefined ? ' api-is-deprecated' : ''}`;
  const signature = signatureWorthShowing(prop) ? signatureBlock(prop.signature!, true, resolve) : '';
  return (
    `<div id="${id}-detail" class="${classes}" data-prop="${escapeHtml(prop.name)}">` +
    `<h3 class="api-prop-heading">${anchorLink(id, `Link to prop ${prop.name}`)}${nameCell(prop)}</h3>` +
    `<dl class="api-prop-meta"><dt>Type</dt><dd><code class="api-type">${escapeHtml(prop.type)}</code></dd>` +
    `<dt>Default</dt><dd>${defaultHtml(prop)}</dd></dl>` +
    `${deprecation(prop, resolve)}<div class="api-description">${renderMarkdown(prop.description, resolve)}</div>${signature}</div>`
  );
}

const SWITCH =
  '<div class="api-layout-switch" role="group" aria-label="Props layout">' +
  '<button type="button" data-api-layout-set="table" aria-pressed="true">Table</button>' +
  '<button type="button" data-api-layout-set="list" aria-pressed="false">Expanded list</button></div>';

function markdownTable(props: readonly PropDoc[], resolve: NameResolver): string {
  const rows = props.map((p) => {
    const name = `${codeSpan(p.name)}${p.required ? '*' : ''}${p.plan ? ` (${PLAN_LABEL[p.plan]})` : ''}`;
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
export function renderProps(props: readonly PropDoc[], heading: 'Props' | 'Properties', resolve: NameResolver): Section {
  const id = heading.toLowerCase();
  const prefix = 'prop';
  const toc: Section['toc'] = [{ id, text: heading, level: 2 }];
  if (props.length === 0) {
    const none = `<p class="api-empty">This ${heading === 'Props' ? 'component takes no props' : 'type has no documented properties'}.</p>`;
    return { html: `<h2 id="${id}">${heading}</h2>${none}`, markdown: `## ${heading}\n\nNone.`, toc };
  }
  for (const p of props) toc.push({ id: `${prefix}-${idPart(p.name)}`, text: p.name, level: 3 });
  const what = heading === 'Props' ? 'props' : 'properties';
  const note = props.some((p) => p.required) ? `<p class="api-legend">Required ${what} are marked with an asterisk (*).</p>` : '';
  const html =
    `<h2 id="${id}">${heading}</h2>${note}${SWITCH}` +
    '<div class="api-table-wrap api-props-table-wrap"><table class="api-props-table"><thead><tr>' +
    '<th scope="col">Name</th><th scope="col">Type</th><th scope="col">Default</th><th scope="col">Description</th>' +
    `</tr></thead><tbody>${props.map((p) => tableRow(p, prefix, resolve)).join('')}</tbody></table></div>` +
    `<div class="api-props-list">${props.map((p) => listItem(p, prefix, resolve)).join('')}</div>`;
  return { html, markdown: `## ${heading}\n\n${markdownTable(props, resolve)}`, toc };
}
