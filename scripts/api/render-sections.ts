/**
 * The other sections of an API page: import block, slots, CSS classes,
 * demos, and the notes at the top (plan, version, credit).
 */
import { codeToHtml } from 'shiki';
import { CONTRAST_FIXES } from '../content/highlight';
import { CURRENT_VERSION } from '../../lib/constants';
import type { Plan } from '../../lib/nav';
import { codeSpan, escapeHtml, markdownCell, renderJsDocMarkdown, type NameResolver } from './markdown';
import { apiTable, deprecation, descriptionHtml, escapeText, nameCell, planBadge, row, rowIdPart, SWITCH, type RowExtras, type Section } from './render-props';
import type { ClassDoc, ImportLine, SlotDoc } from './types';

/** The import statements of a name, one per exporting package. */
export function importCode(lines: readonly ImportLine[], typeOnly: boolean): string {
  const statements = lines.map((l) => `import ${typeOnly ? 'type ' : ''}{ ${l.exportName} } from '${l.packageName}';`);
  return statements.join('\n// or\n');
}

/** A code block with the copy button, highlighted by shiki in both colour schemes. */
export async function codeBlock(code: string, lang: 'jsx' | 'tsx'): Promise<string> {
  const pre = await codeToHtml(code, { lang, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light', colorReplacements: CONTRAST_FIXES });
  return `<div class="code-block" data-code-block><button type="button" class="code-copy" data-copy aria-label="Copy the code">Copy</button>${pre}</div>`;
}

/** The Import section. */
export async function renderImport(lines: readonly ImportLine[], typeOnly: boolean): Promise<Section> {
  const code = importCode(lines, typeOnly);
  return {
    html: `<h2 id="import">Import</h2>${await codeBlock(code, typeOnly ? 'tsx' : 'jsx')}`,
    markdown: `## Import\n\n\`\`\`${typeOnly ? 'tsx' : 'jsx'}\n${code}\n\`\`\``,
    toc: [{ id: 'import', text: 'Import', level: 2 }],
  };
}

/** The Slots section (empty when the component has no `slots` prop). */
export function renderSlots(slots: readonly (SlotDoc & RowExtras)[], resolve: NameResolver): Section | undefined {
  if (slots.length === 0) return undefined;
  const rows = slots.map((s) => {
    const id = `slot-${rowIdPart(s, s.name)}`;
    // Labelled "Props (slotProps):" by CSS (ui/api-styles.ts `.sp`).
    const props = s.propsType ? `<p class="sp"><code>${escapeText(s.propsType)}</code></p>` : '';
    return row(id, [nameCell(id, s.name, s.mark), s.default ? escapeText(s.default) : '', `${descriptionHtml(s.description, resolve)}${props}`]);
  });
  const intro = '<p>Replace a part of the component with the <code>slots</code> prop, and pass props to it with <code>slotProps</code>.</p>';
  const md = slots.map(
    (s) => `| ${codeSpan(s.name)}${s.markMd ?? ''} | ${s.default ? codeSpan(s.default) : ''} | ${markdownCell(s.description, resolve)}${s.propsType ? ` Props: ${codeSpan(s.propsType)}` : ''} |`,
  );
  return {
    html: `<h2 id="slots">Slots</h2>${intro}${SWITCH}${apiTable('as', ['Slot name', 'Default component', 'Description'], rows)}`,
    markdown: ['## Slots', '', '| Slot name | Default component | Description |', '|:----------|:------------------|:------------|', ...md].join('\n'),
    toc: [{ id: 'slots', text: 'Slots', level: 2, count: slots.length }],
  };
}

/** The CSS classes section. */
export function renderClasses(classes: readonly (ClassDoc & RowExtras)[], resolve: NameResolver): Section | undefined {
  if (classes.length === 0) return undefined;
  const rows = classes.map((c) => {
    const id = `css-${rowIdPart(c, c.key)}`;
    return row(id, [nameCell(id, `.${c.className}`, c.mark), escapeText(c.key), `${deprecation(c, resolve)}${descriptionHtml(c.description, resolve)}`], c.deprecated !== undefined);
  });
  const intro = '<p>Style a part with its global class name, or pass your own class for a rule name through the <code>classes</code> prop.</p>';
  const md = classes.map(
    (c) => `| ${codeSpan(`.${c.className}`)}${c.markMd ?? ''} | ${codeSpan(c.key)} | ${c.deprecated !== undefined ? '**Deprecated** ' : ''}${markdownCell(c.description, resolve)} |`,
  );
  return {
    html: `<h2 id="classes">CSS classes</h2>${intro}${SWITCH}${apiTable('ac', ['Class name', 'Rule name', 'Description'], rows)}`,
    markdown: ['## CSS classes', '', '| Class name | Rule name | Description |', '|:-----------|:----------|:------------|', ...md].join('\n'),
    toc: [{ id: 'classes', text: 'CSS classes', level: 2, count: classes.length }],
  };
}

/**
 * The Demos section: the docs pages whose frontmatter lists the component.
 * Migration guides are left out: they show no demo of it, and two of a
 * product share a title ("Breaking changes: Charts" for v6 and v7).
 */
export function renderDemos(all: readonly { path: string; title: string }[] | undefined): Section | undefined {
  const pages = all?.filter((p) => !p.path.startsWith('/x/migration/'));
  if (!pages || pages.length === 0) return undefined;
  const items = pages.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`);
  return {
    html: `<section class="api-demos" aria-labelledby="demos"><h2 id="demos">Demos</h2><ul>${items.join('')}</ul></section>`,
    markdown: `## Demos\n\n${pages.map((p) => `- [${p.title}](${p.path})`).join('\n')}`,
    toc: [{ id: 'demos', text: 'Demos', level: 2 }],
  };
}

export interface IntroOptions {
  plan?: Plan;
  packageName: string;
  version: string;
  /** The type's own JSDoc (interfaces), markdown. */
  description?: string;
  deprecated?: string;
  /** Packages some members were read from, at other versions. */
  memberSources?: readonly { packageName: string; version: string }[];
}

export function versionNote(packageName: string, version: string, what: string): string {
  return `${what} <code>${escapeHtml(packageName)}</code> ${escapeHtml(version)}, the release closest to ${CURRENT_VERSION}: npm has no ${CURRENT_VERSION} of this package.`;
}

/** The notes above the first section: plan badge, deprecation, version, credit, the type's description. */
export function renderIntro(o: IntroOptions, resolve: NameResolver): Section {
  const parts: string[] = [];
  const md: string[] = [];
  if (o.plan) {
    parts.push(`<p class="api-plan">${planBadge(o.plan, true)} Available with the ${o.plan === 'pro' ? 'Pro' : 'Premium'} plan.</p>`);
    md.push(`This API is part of the ${o.plan === 'pro' ? 'Pro' : 'Premium'} plan.`);
  }
  if (o.deprecated !== undefined) {
    parts.push(`<div class="api-deprecation api-deprecation-page"><span class="api-deprecated-label">Deprecated</span>${o.deprecated ? renderJsDocMarkdown(o.deprecated, resolve) : ''}</div>`);
    md.push(`**Deprecated**${o.deprecated ? `: ${markdownCell(o.deprecated, resolve)}` : ''}`);
  }
  if (o.description) {
    parts.push(`<div class="api-type-description">${renderJsDocMarkdown(o.description, resolve)}</div>`);
    md.push(o.description);
  }
  const notes: string[] = [];
  if (o.version !== CURRENT_VERSION) notes.push(versionNote(o.packageName, o.version, 'This page documents'));
  for (const s of o.memberSources ?? []) notes.push(versionNote(s.packageName, s.version, 'The members marked with a plan are read from'));
  for (const note of notes) {
    parts.push(`<p class="api-version-note" role="note">${note}</p>`);
    md.push(`> ${note.replace(/<\/?code>/g, '`')}`);
  }
  const credit = `The descriptions on this page are the MUI X authors' own words: the JSDoc of the type definitions published in <code>${escapeHtml(o.packageName)}</code> ${escapeHtml(o.version)}.`;
  parts.push(`<p class="api-credit">${credit}</p>`);
  md.push(`_${credit.replace(/<\/?code>/g, '`')}_`);
  return { html: `<div class="api-intro">${parts.join('')}</div>`, markdown: md.join('\n\n'), toc: [] };
}
