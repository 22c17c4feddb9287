/**
 * Demo compiler entry point used by the content build. For every demo embed
 * of a page it returns the demo record (highlighted TS and generated JS of
 * every styling variant, previews, plan, adapter, chunk URLs) and the
 * server-rendered frame HTML, and registers the demo's client chunks for
 * the client build. Compiled demos are cached by the hash of their sources,
 * so a watch rebuild only recompiles what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plan } from '../../lib/nav';
import type { CodeStyling, CodeVariant, DemoRecord, DemoSource } from '../../lib/page-record';
import { ContentError, type DemoEmbed } from '../content/markdown';
import { readDemoGraph, type DemoGraph } from './analyze';
import { readCached, writeCached } from './cache';
import { renderFrame } from './frame';
import { uiText } from '../content/ui-text';
import { demoSandbox } from './sandbox';
import { registerDemo, type DemoEntry } from './registry';
import { compileInPool, type CompiledOutput } from './pool';

export interface CompileDemosInput {
  root: string;
  /** Absolute folder of the page (demos sit beside its index.md). */
  dir: string;
  /** Content file of the page, for error messages. */
  file: string;
  pagePath: string;
  embeds: DemoEmbed[];
  /** Locale of the page record the frames go into (toolbar labels); English by default. */
  locale?: string;
}

export interface CompiledDemos {
  records: DemoRecord[];
  /** One frame per embed, same order. */
  frames: string[];
}

/** Bump when the compiled output changes shape, so cached chunk names change too. */
const COMPILER_VERSION = '5';
/**
 * The code that turns compiled sources into a served chunk (the client
 * build's esbuild options, the live-edit scope of the chunk's entry): a
 * demo chunk's name changes whenever one of them
 * changes, so no browser keeps an immutable chunk of the old shape under an
 * unchanged name. (A hand-bumped constant did this before, and could be
 * forgotten.) The package versions are in `lockHash`.
 */
const CHUNK_FORMAT = (() => {
  const h = createHash('sha256');
  for (const file of ['scripts/build-client.ts', 'scripts/demos/live-scope.ts']) h.update(readFileSync(join(import.meta.dirname, '..', '..', file)));
  return h.digest('hex').slice(0, 12);
})();
const STYLING_FILES: [CodeStyling, string][] = [
  ['system', '.tsx'],
  ['tailwind', '.tailwind.tsx'],
  ['css', '.css.tsx'],
];

/**
 * Stable demo id: the page path slug and the demo name.
 * @example demoIdOf('/x/react-data-grid/sorting', 'BasicGrid') // 'react-data-grid-sorting-BasicGrid'
 */
export function demoIdOf(pagePath: string, name: string): string {
  const slug = pagePath
    .replace(/^\/x\/?/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `${slug}-${name}` : name;
}

interface CompiledStyling extends CompiledOutput {
  graph: DemoGraph;
  hash: string;
}

const cache = new Map<string, Promise<CompiledStyling>>();
/** Demo id -> every source file its variants read (the demo and its local modules), from its last compile. */
const filesOf = new Map<string, string[]>();

/** Absolute paths of the files the demo's last compile read (npm start: which pages an edit of a shared module touches). */
export function demoFiles(id: string): string[] {
  return filesOf.get(id) ?? [];
}
let lockHash: string | undefined;

function hashOf(root: string, styling: CodeStyling, graph: DemoGraph): string {
  lockHash ??= (() => {
    const lock = join(root, 'package-lock.json');
    return existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : '';
  })();
  // No build mode here: the compiled sources, copies and previews are the same in both, so a development
  // build reuses the production build's compiles and stand-ins from the cache. The chunk name carries the mode.
  const h = createHash('sha256').update(`${COMPILER_VERSION}\0${lockHash}\0${styling}\0`);
  for (const f of graph.files) h.update(relative(root, f)).update('\0').update(graph.contents.get(f)!).update('\0');
  return h.digest('hex').slice(0, 10);
}

/** The chunk name's hash: the compiled sources' hash, the chunk format and the build mode (React's development or production build is in it). */
function chunkHash(sourceHash: string): string {
  const mode = process.env.NODE_ENV === 'development' ? 'dev' : 'prod';
  return createHash('sha256').update(`${sourceHash}\0${CHUNK_FORMAT}\0${mode}`).digest('hex').slice(0, 10);
}

async function compileStyling(root: string, styling: CodeStyling, graph: DemoGraph, hash: string): Promise<CompiledStyling> {
  const cacheKey = `${graph.files[0]!.split('/').pop()}-${hash}`;
  const cached = readCached<CompiledOutput>(root, cacheKey);
  if (cached) return { ...cached, graph, hash };
  const output = await compileInPool({ root, styling, files: graph.files, contents: [...graph.contents], packages: graph.packages });
  writeCached(root, cacheKey, output);
  return { ...output, graph, hash };
}

async function compileDemo(root: string, dir: string, id: string, name: string): Promise<{ record: Omit<DemoRecord, 'height'>; entries: DemoEntry[] }> {
  const record: Omit<DemoRecord, 'height'> = { id, file: `${name}.tsx`, chunks: {}, sources: {} };
  const entries: DemoEntry[] = [];
  const plans: (Plan | undefined)[] = [];
  const files = new Set<string>();
  for (const [styling, suffix] of STYLING_FILES) {
    const file = join(dir, name + suffix);
    if (styling !== 'system' && !existsSync(file)) continue;
    const graph = readDemoGraph(root, file);
    for (const f of graph.files) files.add(f);
    const hash = hashOf(root, styling, graph);
    const key = `${file}\0${hash}`;
    let compiled = cache.get(key);
    if (!compiled) {
      compiled = compileStyling(root, styling, graph, hash);
      cache.set(key, compiled);
      compiled.catch(() => cache.delete(key));
    }
    const c = await compiled;
    const base = `/build/demos/${id}-${styling}-${chunkHash(c.hash)}`;
    record.chunks[styling] = `${base}.js`;
    record.sources[styling] = c.sources;
    if (c.copy) (record.copies ??= {})[styling] = c.copy;
    if (c.preview) (record.previews ??= {})[styling] = c.preview;
    const hasCss = styling === 'tailwind' || c.graph.stylesheets.length > 0;
    if (hasCss) (record.styles ??= {})[styling] = `${base}.css`;
    if (c.graph.adapter) record.adapter ??= c.graph.adapter;
    (record.sandbox ??= {})[styling] = demoSandbox(root, c.graph, styling);
    plans.push(c.plan);
    entries.push({
      id,
      styling,
      name: `demos/${id}-${styling}`,
      file,
      js: `${base}.js`,
      sourceHash: c.hash,
      ...(hasCss ? { css: `${base}.css` } : {}),
      ...(c.tailwindCss !== undefined ? { tailwindCss: c.tailwindCss } : {}),
    });
  }
  filesOf.set(id, [...files]);
  if (record.previews?.system) record.preview = record.previews.system;
  const plan = plans.includes('premium') ? 'premium' : plans.includes('pro') ? 'pro' : undefined;
  if (plan) record.plan = plan;
  return { record, entries };
}

type SourceSet = Partial<Record<CodeStyling, Record<CodeVariant, DemoSource>>>;

function codeOnly(set: SourceSet): SourceSet {
  const out: SourceSet = {};
  for (const [styling, v] of Object.entries(set) as [CodeStyling, Record<CodeVariant, DemoSource>][]) out[styling] = { TS: { code: v.TS.code }, JS: { code: v.JS.code } };
  return out;
}

/** The stored record: sources without their highlighted HTML, which the frame already carries. */
function withoutHtml(r: DemoRecord): DemoRecord {
  const out: DemoRecord = { ...r, sources: codeOnly(r.sources) };
  if (r.previews) out.previews = codeOnly(r.previews);
  if (r.preview) out.preview = { TS: { code: r.preview.TS.code }, JS: { code: r.preview.JS.code } };
  return out;
}

/**
 * Compiles the demos embedded in one page. A missing demo file or a demo
 * embedded twice fails with the page's `file:line`.
 */
export async function compileDemos(input: CompileDemosInput): Promise<CompiledDemos> {
  const records: DemoRecord[] = [];
  const frames: string[] = [];
  const seen = new Set<string>();
  for (const embed of input.embeds) {
    const name = embed.file.replace(/\.tsx$/, '');
    const id = demoIdOf(input.pagePath, name);
    if (seen.has(id)) throw new ContentError(input.file, embed.line, `demo "${embed.file}" is embedded twice on this page`);
    seen.add(id);
    const main = join(input.dir, embed.file);
    if (!existsSync(main)) throw new ContentError(input.file, embed.line, `demo file not found: ${relative(input.root, main)}`);
    const { record: base, entries } = await compileDemo(input.root, input.dir, id, name);
    const record: DemoRecord = {
      ...base,
      height: embed.height,
      ...(embed.hideCode ? { hideCode: true } : {}),
      ...(embed.bg ? { bg: embed.bg } : {}),
      ...(embed.defaultCodeOpen ? { defaultCodeOpen: true } : {}),
      ...(embed.hideToolbar ? { hideToolbar: true } : {}),
    };
    registerDemo(id, entries);
    frames.push(renderFrame(record, name, uiText(input.locale ?? 'en')));
    records.push(withoutHtml(record));
  }
  return { records, frames };
}
