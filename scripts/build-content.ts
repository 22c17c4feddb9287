/**
 * Content build: content/ -> page records -> `dist/kv-bulk.json` (the file
 * `wrangler kv bulk put` takes) + `worker/generated/site.json` (content
 * version, navigation, UI dictionaries) for the worker bundle.
 *
 * Fails with `file:line: message` on bad content: frontmatter, embeds,
 * broken internal links or anchors, pages missing from the navigation.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCALES, type Locale } from '../lib/constants';
import { effectivePlan, isPageLeaf, pageLeaves, pruneNav, validateNav, walkNav, type NavItem, type Plan } from '../lib/nav';
import { coverage, formatCoverage } from '../lib/coverage';
import { apiContentPath } from '../lib/routing';
import { bodyKey, demoKey, markdownKey, pageKey, storedRecord, tabKey, type ApiTabName, type DemoRecord, type MarkdownSource, type PageRecord } from '../lib/page-record';
import { ContentError, type DemoEmbed, type LinkRef } from './content/markdown';
import { buildPage, findPages, localesToRebuild, pageAt, type SourcePage } from './content/pages';
import { compileDemos, demoFiles } from './demos/index';
import { addStandIns } from './demos/standins';
import { demoChunks, registerDemo, type DemoEntry } from './demos/registry';
import { buildApiAndSearch } from './content/api-and-search';
import { kvLimitErrors, valueHash, type PendingEntry } from './kv-batches';
import type { ContentManifest } from '../lib/content-address';
import { createTruthChecker, declaredInDir, identifiersOf, migrationNames } from './truth/check';
import { loadNames } from './truth/names';
import type { SiteData, SitemapEntry } from '../lib/generated';
import type { Dictionary, PageTitleTable } from '../lib/i18n';
import type { VersionPaths } from '../lib/versions';
import { writeEmbeddedIndexes, writeGenerated } from './generated-json';

export interface BuildResult {
  contentVersion: string;
  entries: { key: string; value: string }[];
  pagesPresent: number;
  pagesTotal: number;
  records: PageRecord[];
}

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * The page-title table (English and Chinese nav titles), one file per product
 * so that work on different products never edits the same file. A path listed
 * in two files is an error.
 */
function readPageTitles(dir: string): PageTitleTable {
  const table: PageTitleTable = {};
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    for (const [path, titles] of Object.entries(readJson<Record<string, Partial<Record<string, string>>>>(join(dir, name)))) {
      if (table[path]) throw new Error(`content/i18n/page-titles/${name}: ${path} is already titled in another file`);
      if (typeof titles.en !== 'string') throw new Error(`content/i18n/page-titles/${name}: ${path} has no English title`);
      table[path] = { en: titles.en, ...(typeof titles.zh === 'string' ? { zh: titles.zh } : {}) };
    }
  }
  return table;
}

/** The reference demo counts are build-time data: the worker's nav does without them. */
function stripDemoCounts(items: NavItem[]): NavItem[] {
  return items.map(({ demoCount: _, children, ...item }) => (children ? { ...item, children: stripDemoCounts(children) } : item));
}

const PLAN_RANK = { none: 0, pro: 1, premium: 2 } as const;

/**
 * A demo that imports from a `-pro` / `-premium` package must sit on a page of
 * that plan or under a heading with that plan's mark (`## Title [pro]`), so a
 * reader sees the plan before copying the code.
 */
export function checkDemoPlans(file: string, pagePlan: Plan | undefined, embeds: DemoEmbed[], demos: DemoRecord[]): string[] {
  const errors: string[] = [];
  embeds.forEach((embed, i) => {
    const needs = demos[i]?.plan;
    if (!needs) return;
    const has = Math.max(PLAN_RANK[pagePlan ?? 'none'], PLAN_RANK[embed.sectionPlan ?? 'none']);
    if (has < PLAN_RANK[needs]) {
      errors.push(`${file}:${embed.line}: demo ${embed.file} imports from a -${needs} package, but neither the page nor its section is marked ${needs}: end the section's heading with [${needs}]`);
    }
  });
  return errors;
}

/** Ids of every element with an id in a body (our own generated HTML). */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
}

function checkLinks(pages: { file: string; path: string; links: LinkRef[] }[], anchors: Map<string, Set<string>>): void {
  const errors: string[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const [pathPart, hash] = link.href.split('#') as [string, string | undefined];
      const target = pathPart === '' ? page.path : pathPart.replace(/\/$/, '');
      const ids = anchors.get(target);
      if (!ids) errors.push(`${page.file}:${link.line}: broken link ${link.href} (no such page)`);
      else if (hash && !ids.has(hash)) errors.push(`${page.file}:${link.line}: broken anchor ${link.href}`);
    }
  }
  if (errors.length) throw new Error(`Broken links:\n${errors.join('\n')}`);
}

/** What the per-page checks share across a build. */
interface PageChecks {
  plans: Map<string, Plan | undefined>;
  truth: ReturnType<typeof createTruthChecker>;
  /** Source files already truth-checked (a zh page without its own file reuses the English one). */
  truthChecked: Set<string>;
}

interface CompiledPage {
  /** One record per locale, English first. */
  records: PageRecord[];
  demos: DemoRecord[];
  planErrors: string[];
  truthErrors: string[];
  verified: number;
  silenced: number;
  linkSource: { file: string; path: string; links: LinkRef[] };
  anchors: Set<string>;
}

/** One docs page in every locale: records with demo frames, and its checks (plans of demos, truth of code spans). */
async function compilePage(root: string, page: SourcePage, checks: PageChecks, locales: readonly Locale[] = LOCALES): Promise<CompiledPage> {
  if (!checks.plans.has(page.path)) throw new ContentError(page.files.en!, 1, `page ${page.path} is not in content/nav.json`);
  const plan = checks.plans.get(page.path);
  const out: CompiledPage = { records: [], demos: [], planErrors: [], truthErrors: [], verified: 0, silenced: 0, linkSource: { file: '', path: page.path, links: [] }, anchors: new Set() };
  for (const locale of locales) {
    const built = await buildPage(root, page, locale, plan);
    const { records: demoRecords, frames } = await compileDemos({ root, dir: built.dir, file: built.file, pagePath: page.path, embeds: built.rendered.demos, locale });
    if (!checks.truthChecked.has(built.file)) {
      checks.truthChecked.add(built.file);
      const declared = declaredInDir(built.dir);
      for (const block of built.rendered.codeBlocks) identifiersOf(block, declared);
      const result = checks.truth({ file: built.file, path: page.path, productId: built.record.productId, spans: built.rendered.codeSpans, declared, source: built.source });
      out.truthErrors.push(...result.errors);
      out.verified += result.verified;
      out.silenced += result.silenced;
    }
    built.record.html = built.record.html.replace(/<!--demo:(\d+)-->/g, (_, i: string) => frames[Number(i)] ?? '');
    built.record.demos = demoRecords;
    out.records.push(built.record);
    if (locale === 'en') {
      out.planErrors.push(...checkDemoPlans(built.file, plan, built.rendered.demos, demoRecords));
      out.demos.push(...demoRecords);
      out.linkSource = { file: built.file, path: page.path, links: built.rendered.links };
      out.anchors = new Set([...built.rendered.anchors, ...idsOf(built.record.html)]);
    }
  }
  return out;
}

/**
 * KV entries of a page record: the record without its body, markdown and
 * demos (`StoredPageRecord`, a few KB that a page view parses), the body
 * HTML as text (the worker streams its bytes as they are), and the
 * markdown with the demos (read by the markdown output only). Inline API tabs are large and rarely read: each is its own entry (English
 * only), the page record keeps the tab names.
 */
function recordEntries(r: PageRecord): PendingEntry[] {
  const tabs = Object.keys(r.apiTabs ?? {}) as ApiTabName[];
  const contentPath = apiContentPath(r.path);
  const stored = storedRecord(r);
  const recordKey = (v: string) => pageKey(v, r.locale, contentPath);
  const out: PendingEntry[] = [
    { key: recordKey, value: JSON.stringify(tabs.length ? { ...stored, tabs } : stored) },
    { key: (v) => bodyKey(recordKey(v)), value: r.html },
    { key: (v) => markdownKey(recordKey(v)), value: JSON.stringify({ markdown: r.markdown, demos: r.demos } satisfies MarkdownSource) },
  ];
  const { apiTabs } = r;
  if (r.locale === 'en') for (const tab of tabs) out.push({ key: (v) => tabKey(v, contentPath, tab), value: JSON.stringify(apiTabs![tab]) });
  return out;
}

function demoEntry(d: DemoRecord): PendingEntry {
  return { key: (v) => demoKey(v, d.id), value: JSON.stringify(d) };
}

/** Logical name -> hash of the value (lib/content-address.ts) of every entry. */
export function contentManifest(entries: readonly PendingEntry[]): ContentManifest {
  const manifest: ContentManifest = {};
  for (const e of entries) manifest[e.key('').slice(1)] = valueHash(e.value);
  return manifest;
}

/** The entries under a KV prefix (the content version, or `dev`). */
function keyed(entries: PendingEntry[], prefix: string): { key: string; value: string }[] {
  return entries.map((e) => ({ key: e.key(prefix), value: e.value }));
}

/** State of the last full build, for `rebuildPage` (npm start). */
let lastBuild: { root: string; kvPrefix: string; checks: PageChecks; anchors: Map<string, Set<string>>; records: Map<string, PageRecord> } | undefined;

/**
 * The authoring loop's fast path (npm start, stable `dev` keys): rebuilds
 * one page after an edit of its markdown, with the same checks as a full
 * build (demo plans, truth, links against the last full build's anchors),
 * and returns the KV entries to write. The search index and other pages wait
 * for the next full build. Returns undefined when only a full build can
 * answer (no full build yet, a new page, changed API tabs).
 *
 * `changedFile` (one locale's markdown) limits the rebuild to the locales that
 * read it (`localesToRebuild`); `only` limits it to one of them, so that npm
 * start can serve English before it compiles the others (an empty rebuild
 * when that locale does not read the file).
 */
export async function rebuildPage(dir: string, changedFile?: string, only?: Locale): Promise<{ entries: { key: string; value: string }[]; chunks: DemoEntry[]; phases: string } | undefined> {
  if (lastBuild?.kvPrefix !== 'dev') return undefined;
  let at = performance.now();
  const phases: string[] = [];
  const lap = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${Math.round(now - at)}`);
    at = now;
  };
  const page = pageAt(lastBuild.root, dir);
  const before = page && lastBuild.records.get(`en:${page.path}`);
  if (!page || !before) return undefined;
  lap('find');
  const checks = { ...lastBuild.checks, truthChecked: new Set<string>() };
  const locales = localesToRebuild(lastBuild.root, page, changedFile).filter((l) => !only || l === only);
  if (!locales.length) return { entries: [], chunks: [], phases: 'nothing to compile' };
  const out = await compilePage(lastBuild.root, page, checks, locales);
  lap(`compile ${locales.join('+')}`);
  await addStandIns(lastBuild.root, out.records, undefined, { cachedOnly: true });
  lap('stand-ins');
  const problems = [...out.planErrors, ...out.truthErrors];
  if (problems.length) throw new Error(problems.join('\n'));
  const en = out.records.find((r) => r.locale === 'en');
  if (en) {
    if (JSON.stringify(en.components) !== JSON.stringify(before.components) || JSON.stringify(en.hooks) !== JSON.stringify(before.hooks)) return undefined;
    const anchors = new Map(lastBuild.anchors).set(page.path, out.anchors);
    checkLinks([out.linkSource], anchors);
    lastBuild.anchors = anchors;
  }
  // API tabs are unchanged (same components and hooks): keep their names on the records.
  for (const r of out.records) {
    const tabs = (lastBuild.records.get(`${r.locale}:${r.path}`) as PageRecord & { apiTabs?: PageRecord['apiTabs'] })?.apiTabs;
    if (tabs) r.apiTabs = tabs;
    lastBuild.records.set(`${r.locale}:${r.path}`, r);
  }
  const entries = keyed([...out.records.flatMap(recordEntries), ...out.demos.map(demoEntry)], 'dev');
  lap('checks+entries');
  return { entries, chunks: out.demos.flatMap((d) => demoChunks(d.id)), phases: phases.join(', ') };
}

export interface BuildContentOptions {
  /**
   * Development (npm start): KV keys use the fixed prefix `dev` instead of the
   * content version, so a one-page edit changes one or two entries. The
   * content version still changes, so ETags and the render cache stay right.
   */
  stableKeys?: boolean;
  /**
   * npm start: remember each page's compiled records between builds. With
   * `changedDirs`, only pages in those folders are compiled again; every
   * other page is taken from the previous build, unless one of its demos
   * reads a file in `changedFiles` (absolute paths: a module another page's
   * demo imports). Only for edits inside page folders: the caller leaves
   * `changedDirs` out after any other content edit (nav, i18n, shared data).
   */
  incremental?: { changedDirs?: ReadonlySet<string>; changedFiles?: ReadonlySet<string> };
  /**
   * Awaited between steps of the build (default: one turn of the event
   * loop). npm start holds the build here while a one-page rebuild of a
   * fresh edit runs, so that rebuild never waits behind this one; the
   * search indexes are then built on a worker thread.
   */
  pause?: () => Promise<void>;
  /** Write `dist/kv-bulk.json` (default). npm start's background builds put their entries straight into local KV and skip the 160 MB file. */
  writeBulk?: boolean;
}

/** A compiled page as the previous incremental build left it (stand-ins in, before API tabs touched its records). */
interface RememberedPage {
  plan: Plan | undefined;
  out: CompiledPage;
  /** Content files truth-checked for it. */
  files: string[];
  /** Every file its demos read. */
  demoFiles: string[];
  /** Its demos' client chunks, registered again when the page is reused. */
  chunks: [string, DemoEntry[]][];
}

const remembered = new Map<string, RememberedPage>();

/** Every content file a page's records come from (for the truth-check count). */
function pageFiles(page: SourcePage): string[] {
  return [...new Set(Object.values(page.files).filter((f): f is string => typeof f === 'string'))];
}

/** Runs the whole content build and writes its outputs. */
export async function buildContent(root = ROOT, log: (s: string) => void = console.log, options: BuildContentOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const phases: string[] = [];
  let lapAt = started;
  const lap = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${Math.round(now - lapAt)}`);
    lapAt = now;
  };
  const navTree = readJson<{ tree: NavItem[] }>(join(root, 'content', 'nav.json')).tree;
  validateNav(navTree);
  const plans = new Map<string, Plan | undefined>();
  walkNav(navTree, (item, ancestors) => {
    if (isPageLeaf(item)) plans.set(item.pathname, effectivePlan(item, ancestors));
  });

  const records: PageRecord[] = [];
  const demos: DemoRecord[] = [];
  const linkSources: { file: string; path: string; links: LinkRef[] }[] = [];
  const anchors = new Map<string, Set<string>>();
  const usedBy: Record<string, { path: string; title: string }[]> = {};
  const planErrors: string[] = [];
  const truth = createTruthChecker(loadNames(root).index, root, { migration: migrationNames(join(root, 'content', 'migration-types')) });
  const truthErrors: string[] = [];
  let verified = 0;
  let silenced = 0;

  const checks: PageChecks = { plans, truth, truthChecked: new Set() };
  const pause = options.pause ?? (() => new Promise<void>((resolve) => setImmediate(resolve)));
  let reused = 0;
  /** Records compiled by this build (stand-ins go into these only: reused pages have theirs), and pages to remember. */
  const compiled: PageRecord[] = [];
  const toRemember: [string, Omit<RememberedPage, 'out'>, CompiledPage][] = [];
  for (const page of findPages(root)) {
    // Between pages, let timers and file events run: under `npm start` a one-page rebuild of a
    // fresh edit must not wait for this whole build (its awaits alone never leave the microtask queue).
    await pause();
    const plan = plans.get(page.path);
    const { changedDirs, changedFiles } = options.incremental ?? {};
    const before = changedDirs && !changedDirs.has(page.dir) ? remembered.get(`${root}\0${page.dir}`) : undefined;
    let out: CompiledPage;
    if (before && before.plan === plan && plans.has(page.path) && !before.demoFiles.some((f) => changedFiles?.has(f))) {
      reused++;
      // A copy: the API tabs are written into the records below.
      out = structuredClone(before.out);
      for (const f of before.files) checks.truthChecked.add(f);
      for (const [id, chunks] of before.chunks) registerDemo(id, chunks);
    } else {
      out = await compilePage(root, page, checks);
      compiled.push(...out.records);
      if (options.incremental) {
        toRemember.push([`${root}\0${page.dir}`, { plan, files: pageFiles(page), demoFiles: out.demos.flatMap((d) => demoFiles(d.id)), chunks: out.demos.map((d) => [d.id, demoChunks(d.id)]) }, out]);
      }
    }
    records.push(...out.records);
    demos.push(...out.demos);
    planErrors.push(...out.planErrors);
    truthErrors.push(...out.truthErrors);
    verified += out.verified;
    silenced += out.silenced;
    linkSources.push(out.linkSource);
    anchors.set(page.path, out.anchors);
    const en = out.records[0]!;
    for (const name of en.components ?? []) (usedBy[name] ??= []).push({ path: page.path, title: en.title });
  }

  if (planErrors.length) throw new Error(`Demos of a paid plan outside a section of that plan:\n${planErrors.join('\n')}`);
  if (truthErrors.length) {
    throw new Error(`Code spans naming an API that 8.11.1 does not have (${truthErrors.length}):\n${truthErrors.join('\n')}\nIf a span is not an API name, put <!--not-api--> right after it.`);
  }
  lap(reused ? `pages (${reused} reused)` : 'pages');
  log(`content: truth check verified ${verified} API names in ${checks.truthChecked.size} files, ${silenced} silenced with <!--not-api-->`);
  await addStandIns(root, compiled, log);
  // Remembered with their stand-ins, before the API tabs below are written into the records.
  for (const [key, page, out] of toRemember) remembered.set(key, { ...page, out: structuredClone(out) });
  await pause();
  lap('stand-ins');

  const titles = readPageTitles(join(root, 'content', 'i18n', 'page-titles'));
  const apiAndSearch = await buildApiAndSearch({ root, records, usedBy, plans, titles, log, ...(options.pause ? { searchThread: { pause } } : {}) });
  lap('api+search');
  for (const r of apiAndSearch.records) {
    records.push(r);
    if (r.locale === 'en') anchors.set(r.path, idsOf(r.html));
  }
  checkLinks(linkSources, anchors);
  lap('links');

  const present = new Set(records.map((r) => r.path));
  const nav = stripDemoCounts(pruneNav(navTree, (leaf) => present.has(leaf.pathname)));
  const pagesTotal = pageLeaves(navTree).length;
  const pagesPresent = pageLeaves(nav).length;

  await pause();
  const recordPayload: PendingEntry[] = [];
  for (const [i, r] of records.entries()) {
    recordPayload.push(...recordEntries(r));
    if (i % 50 === 49) await pause();
  }
  const payload = [...recordPayload, ...demos.map(demoEntry), ...apiAndSearch.kv];
  // The content version: a hash of every entry (keys with an empty prefix) and of the nav.
  const hash = createHash('sha256');
  for (const [i, p] of payload.entries()) {
    hash.update(p.key('')).update('\0').update(p.value).update('\0');
    // npm start: a one-page rebuild of a fresh edit must not wait for the whole hash.
    if (i % 200 === 199) await pause();
  }
  hash.update(JSON.stringify(nav));
  const contentVersion = hash.digest('hex').slice(0, 12);
  lap('entries+hash');
  const kvPrefix = options.stableKeys ? 'dev' : contentVersion;
  const entries = keyed(payload, kvPrefix);
  lastBuild = { root, kvPrefix, checks, anchors, records: new Map(records.filter((r) => r.kind === 'markdown').map((r) => [`${r.locale}:${r.path}`, r])) };

  const limitErrors = kvLimitErrors(entries);
  if (limitErrors.length) throw new Error(`Content outside Cloudflare KV's limits:\n${limitErrors.join('\n')}`);
  lap('limits');
  mkdirSync(join(root, 'dist'), { recursive: true });
  if (options.writeBulk !== false) writeFileSync(join(root, 'dist', 'kv-bulk.json'), JSON.stringify(entries));
  // Production: every value under `v:<hash>`, the worker carrying the names (lib/content-address.ts).
  const manifest = options.stableKeys ? {} : contentManifest(payload);
  writeGenerated(root, 'manifest.json', JSON.stringify(manifest));
  writeFileSync(join(root, 'dist', 'content-meta.json'), JSON.stringify({ contentVersion, pagesPresent, pagesTotal, entries: entries.length }, null, 2));
  const dicts = Object.fromEntries(LOCALES.map((l) => [l, readJson<Dictionary>(join(root, 'content', 'i18n', `${l}.json`))])) as Record<Locale, Dictionary>;
  const versionPaths = readJson<VersionPaths>(join(root, 'content', 'version-paths.json'));
  const sitemap = records
    .filter((r) => r.locale === 'en')
    .map((r): SitemapEntry => (r.date ? [r.path, r.date] : [r.path]))
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const site = { contentVersion, kvPrefix, nav, dictionaries: dicts, pageTitles: titles, versionPaths, sitemap } satisfies SiteData;
  writeGenerated(root, 'site.json', JSON.stringify(site));
  // Stable keys (npm start): content changes reach KV without a new worker, so the worker reads the indexes there.
  writeEmbeddedIndexes(root, options.stableKeys ? undefined : apiAndSearch.searchIndexes);
  lap('write');

  log(`content: ${records.length} records, ${demos.length} demos, version ${contentVersion} in ${Math.round(performance.now() - started)} ms (${phases.join(', ')})`);
  log(`content: ${pagesPresent} / ${pagesTotal} nav pages present (API pages included)`);
  const written = new Map(records.filter((r) => r.locale === 'en' && (r.kind === 'markdown' || r.kind === 'api-index')).map((r) => [r.path, r.demos.length]));
  log(formatCoverage(coverage(navTree, written), false));
  return { contentVersion, entries, pagesPresent, pagesTotal, records };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildContent().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
