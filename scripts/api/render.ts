/**
 * Assembles API pages (component, interface, product index) and hook
 * sections from the extracted data. All text from the type definitions is
 * escaped or goes through the sanitizing markdown renderer.
 */
import { productIdOf } from '../../lib/nav';
import type { ApiPageOutput, Body } from './output';
import { escapeHtml, markdownCell, renderJsDocMarkdown, type NameResolver } from './markdown';
import { PRODUCT_NAMES, type ProductSlug } from './packages';
import { apiTable, descriptionHtml, escapeText, idPart, nameCell, planBadge, renderProps, REQUIRED, row, type Section } from './render-props';
import { renderClasses, renderDemos, renderImport, renderIntro, renderSlots } from './render-sections';
import { indexPath } from './targets';
import type { ApiDoc, HookDoc } from './types';

/** Docs pages that list a component in their frontmatter, by component name. */
export type UsedBy = Record<string, { path: string; title: string }[]>;

function join(attrs: string, sections: ReadonlyArray<Section | undefined>): Body {
  const present = sections.filter((s): s is Section => s !== undefined);
  return {
    html: `<section class="api-page" ${attrs}>${present.map((s) => s.html).join('')}</section>`,
    toc: present.flatMap((s) => s.toc),
    markdown: present.map((s) => s.markdown).join('\n\n'),
  };
}

function describe(doc: ApiDoc): string {
  return doc.kind === 'component'
    ? `API reference for the React ${doc.name} component of ${doc.packageName}: its props and other APIs, read from the published type definitions.`
    : `API reference for the ${doc.name} type of ${doc.packageName}: each property with its type and description, read from the published type definitions.`;
}

/** Renders a component or interface page. */
export async function renderDocPage(doc: ApiDoc, usedBy: UsedBy, resolve: NameResolver): Promise<ApiPageOutput> {
  const attrs = `data-api-kind="${doc.kind}" data-api-name="${escapeHtml(doc.name)}"`;
  const intro = renderIntro(doc, resolve);
  const imports = await renderImport(doc.imports, doc.kind === 'interface');
  const body =
    doc.kind === 'component'
      ? join(attrs, [intro, imports, renderProps(doc.props, 'Props', resolve), renderSlots(doc.slots, resolve), renderClasses(doc.classes, resolve), renderDemos(usedBy[doc.name])])
      : join(attrs, [intro, imports, renderProps(doc.props, 'Properties', resolve)]);
  return {
    path: doc.path,
    title: `${doc.name} API`,
    description: describe(doc),
    productId: productIdOf(doc.path),
    ...(doc.plan ? { plan: doc.plan } : {}),
    kind: doc.kind === 'component' ? 'component-api' : 'interface-api',
    ...body,
    propNames: doc.props.map((p) => p.name),
    data: { doc, resolve },
  };
}

function indexList(id: string, heading: string, docs: readonly ApiDoc[]): Section | undefined {
  if (docs.length === 0) return undefined;
  const items = docs.map((d) => `<li><a href="${escapeHtml(d.path)}">${escapeHtml(d.name)}</a>${d.plan ? ` ${planBadge(d.plan)}` : ''}</li>`);
  return {
    html: `<h2 id="${id}">${heading}</h2><ul class="api-index-list">${items.join('')}</ul>`,
    markdown: `## ${heading}\n\n${docs.map((d) => `- [${d.name}](${d.path})${d.plan ? ` (${d.plan === 'pro' ? 'Pro' : 'Premium'})` : ''}`).join('\n')}`,
    toc: [{ id, text: heading, level: 2 }],
  };
}

/** The API index page of a product: its components and interfaces, linked. */
export function renderIndexPage(product: ProductSlug, docs: readonly ApiDoc[]): ApiPageOutput {
  const mine = docs.filter((d) => d.product === product);
  const name = PRODUCT_NAMES[product];
  const path = indexPath(product);
  const intro: Section = {
    html: `<p class="api-index-intro">The API reference of the MUI X ${escapeHtml(name)} packages, generated from their published type definitions.</p>`,
    markdown: `The API reference of the MUI X ${name} packages, generated from their published type definitions.`,
    toc: [],
  };
  const body = join(`data-api-kind="index" data-api-product="${product}"`, [
    intro,
    indexList(
      'components',
      'Components',
      mine.filter((d) => d.kind === 'component'),
    ),
    indexList(
      'interfaces',
      'Interfaces',
      mine.filter((d) => d.kind === 'interface'),
    ),
  ]);
  return {
    path,
    title: `${name} API reference`,
    description: `Every component and interface of the MUI X ${name} API reference, with links to their props, slots and CSS classes.`,
    productId: productIdOf(path),
    kind: 'api-index',
    ...body,
  };
}

/** The API of a hook, for the `hooks-api` tab: parameters and return value. */
export async function renderHook(hook: HookDoc, resolve: NameResolver): Promise<Body> {
  const rows = hook.params.map((p) => {
    const id = `param-${idPart(p.name)}`;
    return row(id, [nameCell(id, p.name, p.optional ? '' : REQUIRED), escapeText(p.type), descriptionHtml(p.description ?? '', resolve)]);
  });
  const params: Section = {
    html: '<h2 id="parameters">Parameters</h2>' + (rows.length === 0 ? '<p class="api-empty">This hook takes no parameters.</p>' : apiTable('ah', ['Name', 'Type', 'Description'], rows)),
    markdown: `## Parameters\n\n${hook.params.length === 0 ? 'None.' : hook.params.map((p) => `- \`${p.name}\`: \`${p.type}\` ${markdownCell(p.description ?? '', resolve)}`).join('\n')}`,
    toc: [{ id: 'parameters', text: 'Parameters', level: 2 }],
  };
  const returns: Section = {
    html: `<h2 id="returns">Returns</h2><p><code>${escapeText(hook.returnType)}</code></p>${hook.returnDescription ? renderJsDocMarkdown(hook.returnDescription, resolve) : ''}`,
    markdown: `## Returns\n\n\`${hook.returnType}\`${hook.returnDescription ? ` ${markdownCell(hook.returnDescription, resolve)}` : ''}`,
    toc: [{ id: 'returns', text: 'Returns', level: 2 }],
  };
  const attrs = `data-api-kind="hook" data-api-name="${escapeHtml(hook.name)}"`;
  return join(attrs, [renderIntro(hook, resolve), await renderImport(hook.imports, false), params, returns]);
}
