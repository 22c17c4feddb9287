/**
 * Requirement 5: for every component of the reference tree, the props on its
 * SERVED page equal the props the type checker sees, and the defaults shown
 * equal the `@default` tags. Independent of the extractor: this file builds
 * its own program and re-implements the documented inclusion rule (see
 * members.ts) in the simplest way, importing nothing from scripts/api.
 *
 * The served pages are read from the content build's `dist/kv-bulk.json`
 * (or `API_KV_BULK`, e.g. the file scripts/api/preview.ts writes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinPageRecords } from '../../lib/page-record';

const root = resolve(__dirname, '../..');
const bulkFile = process.env.API_KV_BULK ?? join(root, 'dist', 'kv-bulk.json');
const present = existsSync(bulkFile);

/** Packages of each product, most basic first (the first real export documents a name). */
const PRODUCTS: Record<string, string[]> = {
  'data-grid': ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
  'date-pickers': ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
  charts: ['@mui/x-charts', '@mui/x-charts-pro'],
  'tree-view': ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
};

interface Leaf {
  pathname: string;
  title?: string;
  kind?: string;
  children?: Leaf[];
}

function leaves(items: Leaf[], kind: string): Leaf[] {
  return items.flatMap((item) => (item.children ? leaves(item.children, kind) : item.kind === kind ? [item] : []));
}

const tree = (JSON.parse(readFileSync(join(root, 'content', 'nav.json'), 'utf8')) as { tree: Leaf[] }).tree;
const components = leaves(tree, 'component-api');
const interfaces = leaves(tree, 'interface-api');

// --- the checker's view ------------------------------------------------------

let checker: ts.TypeChecker;
const exportsOf = new Map<string, Map<string, ts.Symbol>>();

function typesEntry(name: string): string {
  const dir = join(root, 'node_modules', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { types?: string };
  return join(dir, pkg.types ?? 'index.d.ts');
}

function tagText(symbol: ts.Symbol, name: string): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === name);
  return tag ? ts.displayPartsToString(tag.text).trim() : undefined;
}

/** The documented inclusion rule, implemented again. */
function documented(symbol: ts.Symbol): boolean {
  const inMuiX = (symbol.declarations ?? []).some((d) => /\/node_modules\/@mui\/x-[^/]+\//.test(d.getSourceFile().fileName));
  return inMuiX && !symbol.getJsDocTags().some((t) => t.name === 'ignore');
}

/** name -> `@default` text (or undefined) of the props the checker sees on the component's first parameter. */
function expectedProps(product: string, title: string): Map<string, string | undefined> {
  let component: ts.Symbol | undefined;
  for (const name of [title, `Unstable_${title}`]) {
    // A deprecated export counts only when no package has a live one (`-pro` ships `DataGrid(): null` stubs).
    const found = PRODUCTS[product]!.flatMap((p) => exportsOf.get(p)!.get(name) ?? []);
    component = found.find((s) => !s.getJsDocTags().some((t) => t.name === 'deprecated')) ?? found[0];
    if (component) break;
  }
  if (!component) throw new Error(`${title}: not exported by ${product}`);
  const param = checker.getTypeOfSymbol(component).getCallSignatures()[0]?.parameters[0];
  const out = new Map<string, string | undefined>();
  if (!param) return out;
  const type = checker.getTypeOfSymbol(param);
  const members = type.isUnion() ? type.types : [type];
  for (const member of members) {
    for (const prop of checker.getPropertiesOfType(member)) {
      if (!documented(prop)) continue;
      const def = tagText(prop, 'default') || undefined;
      if (!out.has(prop.name) || (out.get(prop.name) === undefined && def !== undefined)) out.set(prop.name, def);
    }
  }
  return out;
}

// --- the served pages --------------------------------------------------------

interface Served {
  html: string;
  toc: { id: string }[];
}

/** Public path -> html and TOC of the English API records of the bulk file. */
function readServed(): Map<string, Served> {
  const out = new Map<string, Served>();
  if (!present) return out;
  const entries = (JSON.parse(readFileSync(bulkFile, 'utf8')) as { key: string; value: string }[]).filter((e) => /:en:\/x\/api-docs\//.test(e.key));
  for (const record of joinPageRecords(entries)) out.set(record.path, { html: record.html, toc: record.toc });
  return out;
}

const served = readServed();

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, n: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[n]!);
}

const squash = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim();

/** Props as the table of a served page shows them (every layout shows the same rows): name -> default text (undefined when none). */
function tableProps(html: string): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const table = /<table class="at ap">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  // Every cell has its end tag.
  for (const row of table.matchAll(/<tr id="prop-[^"]*"(?: class="[^"]*")?><td><a href="#[^"]*">([^<]*)<\/a>[\s\S]*?<\/td><td>[\s\S]*?<\/td><td>([\s\S]*?)<\/td><td>/g)) {
    out.set(decode(row[1]!), row[2] === '' ? undefined : decode(row[2]!));
  }
  return out;
}

function compare(shown: Map<string, string | undefined>, expected: Map<string, string | undefined>): void {
  expect([...shown.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, def] of expected) expect({ name, default: squash(shown.get(name)) }).toEqual({ name, default: squash(def) });
}

it.runIf(!present)(`is skipped: ${bulkFile} does not exist (run the content build, or set API_KV_BULK)`, () => {});

describe.skipIf(!present)(`API pages served from ${bulkFile}`, () => {
  beforeAll(() => {
    if (served.size === 0) return;
    const roots = Object.values(PRODUCTS).flat();
    const program = ts.createProgram(roots.map(typesEntry), {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.ReactJSX,
    });
    checker = program.getTypeChecker();
    for (const name of roots) {
      const file = program.getSourceFile(typesEntry(name))!;
      const symbols = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!);
      exportsOf.set(name, new Map(symbols.map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s])));
    }
  }, 120_000);

  it('has API pages at all (buildApiPages is wired into the content build)', () => {
    expect(served.size, `${bulkFile} has no /x/api-docs/ records`).toBeGreaterThan(0);
  });

  it('serves a page for every component and interface of the reference tree', () => {
    expect(components).toHaveLength(170);
    expect(interfaces).toHaveLength(29);
    const missing = [...components, ...interfaces].filter((leaf) => !served.has(leaf.pathname)).map((l) => l.pathname);
    expect(missing).toEqual([]);
  });

  it('gives every served API page unique ids and a target for each TOC entry', () => {
    for (const [path, page] of served) {
      const ids = [...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
      const duplicated = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(duplicated, path).toEqual([]);
      const known = new Set(ids);
      expect(
        page.toc.filter((e) => !known.has(e.id)).map((e) => e.id),
        path,
      ).toEqual([]);
    }
  });

  it.runIf(served.size > 0).each(components.map((leaf) => [leaf.title!, leaf.pathname] as const))('%s: props and defaults equal the type definitions', (title, path) => {
    const html = served.get(path)?.html;
    expect(html, `${path} is not served`).toBeDefined();
    expect(html).toContain(`data-api-kind="component" data-api-name="${title}"`);
    const expected = expectedProps(path.split('/')[3]!, title);
    compare(tableProps(html!), expected);
  });
});
