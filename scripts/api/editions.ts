/**
 * The plan editions of one component (DataGrid, DataGridPro and
 * DataGridPremium; RichTreeView and RichTreeViewPro) and its Desktop, Mobile
 * and Static variants (DatePicker, DesktopDatePicker, ...) share nearly all
 * their API. A docs page that lists several shows them in its inline API
 * tab as one reference: every member once, marked when only some editions
 * have it (a plan badge when it is the editions of that plan and above, the
 * editions' names otherwise), and a row per edition for a member whose type
 * or text differs between them. Nothing is dropped: every member of every
 * edition has a row, and each edition's own page is linked.
 *
 * @example editionGroups(['DataGrid', 'Toolbar', 'DataGridPremium'], () => true) // [['DataGrid', 'DataGridPremium'], ['Toolbar']]
 */
import type { Plan } from '../../lib/nav';
import { CURRENT_VERSION } from '../../lib/constants';
import type { Body, EditionSource } from './output';
import { escapeHtml } from './markdown';
import { idPart, planBadge, renderProps, type RowExtras, type Section } from './render-props';
import { codeBlock, importCode, renderClasses, renderSlots, versionNote } from './render-sections';
import type { ApiDoc } from './types';

/** A component page's data, as the inline tab merges it. */
const PLAN_LABEL: Record<Plan, string> = { pro: 'Pro', premium: 'Premium' };
const rank = (plan: Plan | undefined) => (plan === 'premium' ? 2 : plan === 'pro' ? 1 : 0);

/**
 * The component a name is an edition or variant of: `DataGridPremium` ->
 * `DataGrid`, `RichTreeViewPro` -> `RichTreeView`, `DesktopDatePicker` and
 * `StaticDatePicker` -> `DatePicker`.
 */
export function editionBase(name: string): string {
  return name.replace(/^(Desktop|Mobile|Static)(?=[A-Z])/, '').replace(/(?<=.)(Pro|Premium)$/, '');
}

/**
 * The listed names grouped by component: the editions of one component
 * (names equal but for a `Pro` / `Premium` ending, each a component page)
 * form one group, at the place of the first; every other name is a group of
 * its own. Order is kept.
 */
export function editionGroups(names: readonly string[], isComponent: (name: string) => boolean): string[][] {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const key = isComponent(name) ? `c:${editionBase(name)}` : `n:${name}`;
    const group = groups.get(key);
    if (group) {
      if (!group.includes(name)) group.push(name);
    } else groups.set(key, [name]);
  }
  return [...groups.values()];
}

/** `A`, `A and B`, `A, B and C`. */
export function listNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

interface Merged<T> {
  name: string;
  variants: { item: T; editions: ApiDoc[] }[];
}

/**
 * The members of every edition, each name once: in the order of the edition
 * with the most members, names it lacks placed after their predecessor in
 * their own edition. Identical members (same type, default, text, plan) of
 * several editions are one variant.
 */
function mergeMembers<T>(editions: readonly ApiDoc[], list: (d: ApiDoc) => readonly T[], nameOf: (t: T) => string): Merged<T>[] {
  const largest = editions.reduce((a, b) => (list(b).length >= list(a).length ? b : a));
  const order = list(largest).map(nameOf);
  const seen = new Set(order);
  for (const d of editions) {
    let after = -1;
    for (const item of list(d)) {
      const name = nameOf(item);
      if (seen.has(name)) after = order.indexOf(name);
      else {
        order.splice(after + 1, 0, name);
        seen.add(name);
        after += 1;
      }
    }
  }
  return order.map((name) => {
    const variants: Merged<T>['variants'] = [];
    for (const d of editions) {
      const item = list(d).find((i) => nameOf(i) === name);
      if (item === undefined) continue;
      const key = JSON.stringify(item);
      const same = variants.find((v) => JSON.stringify(v.item) === key);
      if (same) same.editions.push(d);
      else variants.push({ item, editions: [d] });
    }
    return { name, variants };
  });
}

/** The rows of a merged table: members with their row id and availability mark. */
function markRows<T extends object>(members: readonly Merged<T>[], editions: readonly ApiDoc[]): (T & RowExtras)[] {
  const out: (T & RowExtras)[] = [];
  for (const { name, variants } of members) {
    variants.forEach(({ item, editions: have }, i) => {
      const extras: RowExtras = i === 0 ? {} : { rowId: `${idPart(name)}-${idPart(have[0]!.name)}` };
      if (variants.length === 1 && have.length === editions.length) {
        out.push({ ...item, ...extras });
        return;
      }
      const minRank = Math.min(...have.map((d) => rank(d.plan)));
      const from = editions.find((d) => rank(d.plan) === minRank)?.plan;
      // One variant in the editions of a plan and above: the plan badge says it (unless the member carries its own).
      const upward = variants.length === 1 && from !== undefined && editions.every((d) => have.includes(d) === rank(d.plan) >= minRank);
      if (upward) {
        out.push((item as { plan?: Plan }).plan ? { ...item, ...extras } : { ...item, ...extras, mark: planBadge(from), markMd: ` (${PLAN_LABEL[from]})` });
        return;
      }
      const names = have.map((d) => d.name);
      out.push({ ...item, ...extras, mark: `<span class="api-in">${names.map(escapeHtml).join(', ')}</span>`, markMd: ` (${names.join(', ')})` });
    });
  }
  return out;
}

function intro(sources: readonly EditionSource[]): Section {
  const docs = sources.map((s) => s.doc);
  const parts: string[] = [];
  const md: string[] = [];
  const min = Math.min(...docs.map((d) => rank(d.plan)));
  const legend: string[] = [];
  const legendMd: string[] = [];
  for (const plan of ['pro', 'premium'] as const) {
    if (rank(plan) <= min || !docs.some((d) => d.plan === plan)) continue;
    const have = docs.filter((d) => rank(d.plan) >= rank(plan)).map((d) => d.name);
    legend.push(`a member marked ${planBadge(plan)} is in ${escapeHtml(listNames(have))} only`);
    legendMd.push(`a member marked (${PLAN_LABEL[plan]}) is in ${listNames(have)} only`);
  }
  const names = listNames(docs.map((d) => d.name));
  const editions = new Set(docs.map((d) => rank(d.plan))).size === docs.length;
  const kind = editions ? 'editions' : 'variants';
  const others = `a member that only some of them have${legend.length ? ' otherwise' : ''} is labelled with their names, and one that differs between them has a row for each, labelled with the ${kind} it describes`;
  parts.push(`<p class="api-editions">One reference for ${escapeHtml(names)}, ${kind} of one component: ${[...legend, others].join('; ')}.</p>`);
  md.push(`One reference for ${names}, ${kind} of one component: ${[...legendMd, others].join('; ')}.`);
  for (const d of docs) {
    if (d.deprecated !== undefined) {
      parts.push(`<div class="api-deprecation api-deprecation-page"><span class="api-deprecated-label">Deprecated</span>${escapeHtml(d.name)} is deprecated.</div>`);
      md.push(`**Deprecated**: ${d.name} is deprecated.`);
    }
    const notes: string[] = [];
    if (d.version !== CURRENT_VERSION) notes.push(versionNote(d.packageName, d.version, `${escapeHtml(d.name)}: this page documents`));
    for (const s of d.memberSources) notes.push(versionNote(s.packageName, s.version, `${escapeHtml(d.name)}: the members marked with a plan are read from`));
    for (const note of notes) {
      parts.push(`<p class="api-version-note" role="note">${note}</p>`);
      md.push(`> ${note.replace(/<\/?code>/g, '`')}`);
    }
  }
  const packages = docs.map((d) => `<code>${escapeHtml(d.packageName)}</code> ${escapeHtml(d.version)}`);
  const credit = `The descriptions on this page are the MUI X authors' own words: the JSDoc of the type definitions published in ${listNames(packages)}.`;
  parts.push(`<p class="api-credit">${credit}</p>`);
  md.push(`_${credit.replace(/<\/?code>/g, '`')}_`);
  return { html: `<div class="api-intro">${parts.join('')}</div>`, markdown: md.join('\n\n'), toc: [] };
}

/** One API body for the editions of a component (props, slots and CSS classes merged). */
export async function renderEditions(sources: readonly EditionSource[]): Promise<Body> {
  const docs = sources.map((s) => s.doc);
  const resolve = sources[0]!.resolve;
  const code = docs.map((d) => importCode(d.imports, false)).join('\n');
  const imports: Section = {
    html: `<h2 id="import">Import</h2>${await codeBlock(code, 'jsx')}`,
    markdown: `## Import\n\n\`\`\`jsx\n${code}\n\`\`\``,
    toc: [{ id: 'import', text: 'Import', level: 2 }],
  };
  const props = markRows(
    mergeMembers(
      docs,
      (d) => d.props,
      (p) => p.name,
    ),
    docs,
  );
  const slots = markRows(
    mergeMembers(
      docs,
      (d) => d.slots,
      (s) => s.name,
    ),
    docs,
  );
  const classes = markRows(
    mergeMembers(
      docs,
      (d) => d.classes,
      (c) => c.key,
    ),
    docs,
  );
  const sections = [intro(sources), imports, renderProps(props, 'Props', resolve), renderSlots(slots, resolve), renderClasses(classes, resolve)].filter((s): s is Section => s !== undefined);
  return {
    html: `<section class="api-page" data-api-kind="component" data-api-name="${escapeHtml(docs.map((d) => d.name).join(' '))}">${sections.map((s) => s.html).join('')}</section>`,
    toc: sections.flatMap((s) => s.toc),
    markdown: sections.map((s) => s.markdown).join('\n\n'),
  };
}
