/**
 * Content coverage: per section of the navigation, which written pages exist
 * and whether each has at least two thirds of the reference page's demos
 * (rounded up), the bar a content page must clear to be done.
 */
import { isPageLeaf, navTitle, type NavItem } from './nav';

/** Demos a page needs: two thirds of the reference count, rounded up. */
export function requiredDemos(referenceCount: number): number {
  return Math.ceil((referenceCount * 2) / 3);
}

export interface PageCoverage {
  path: string;
  title: string;
  present: boolean;
  demos: number;
  required: number;
  /** Missing, or fewer demos than required. */
  short: boolean;
}

export interface SectionCoverage {
  /** `Data Grid / Main features` */
  name: string;
  /** Pathname of the section's group, e.g. `/x/react-data-grid/main-features`. */
  id: string;
  pages: PageCoverage[];
  present: number;
  demos: number;
  required: number;
  short: PageCoverage[];
}

/**
 * Coverage of the written (markdown) pages, grouped by section: the second
 * level of the tree (Data Grid / Main features), or the top level for pages
 * that sit directly under it (Data Grid / Overview goes to "Data Grid").
 * @param present demos per page path, for the pages that exist
 */
export function coverage(tree: readonly NavItem[], present: ReadonlyMap<string, number>): SectionCoverage[] {
  const sections = new Map<string, SectionCoverage>();
  const visit = (items: readonly NavItem[], top: NavItem | undefined, second: NavItem | undefined) => {
    for (const item of items) {
      if (item.children) {
        visit(item.children, top ?? item, top ? (second ?? item) : undefined);
        continue;
      }
      if (!isPageLeaf(item) || item.kind !== 'markdown') continue;
      const group = second ?? top;
      const id = group?.pathname ?? item.pathname;
      const name = second && top ? `${navTitle(top)} / ${navTitle(second)}` : navTitle(group ?? item);
      let section = sections.get(id);
      if (!section) sections.set(id, (section = { name, id, pages: [], present: 0, demos: 0, required: 0, short: [] }));
      const demos = present.get(item.pathname);
      const required = requiredDemos(item.demoCount ?? 0);
      const page: PageCoverage = { path: item.pathname, title: navTitle(item), present: demos !== undefined, demos: demos ?? 0, required, short: demos === undefined || demos < required };
      section.pages.push(page);
      if (page.present) section.present += 1;
      section.demos += Math.min(page.demos, required);
      section.required += required;
      if (page.short) section.short.push(page);
    }
  };
  visit(tree, undefined, undefined);
  return [...sections.values()];
}

/**
 * Sections a `--enforce` argument names: a group pathname
 * (`/x/react-data-grid/main-features`), a part of it, or a part of the
 * section's name (`Data Grid / Main`), case-insensitive.
 */
export function matchSections(sections: readonly SectionCoverage[], query: string): SectionCoverage[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return sections.filter((s) => s.id.toLowerCase() === q || s.id.toLowerCase().includes(q) || s.name.toLowerCase().includes(q));
}

/** The report, one line per section and one per page that falls short. */
export function formatCoverage(sections: readonly SectionCoverage[], verbose = true): string {
  const lines: string[] = [];
  let pages = 0;
  let present = 0;
  let demos = 0;
  let required = 0;
  for (const s of sections) {
    pages += s.pages.length;
    present += s.present;
    demos += s.demos;
    required += s.required;
    lines.push(`${s.short.length ? '✗' : '✓'} ${s.name}: ${s.present}/${s.pages.length} pages, ${s.demos}/${s.required} required demos${s.short.length ? `, ${s.short.length} short` : ''}`);
    if (verbose) for (const p of s.short) lines.push(`    ${p.path}: ${p.present ? `${p.demos}/${p.required} demos` : `missing (needs ${p.required} demos)`}`);
  }
  lines.push(`coverage: ${present}/${pages} written pages, ${demos}/${required} required demos`);
  return lines.join('\n');
}
