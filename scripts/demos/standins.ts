/**
 * First-paint stand-ins: before any script runs, every demo frame shows
 * what its demo looks like. At build time, in Node, each demo (its MUI
 * System variant) is rendered with react-dom/server inside the docs theme
 * (standin-render.tsx); Data Grid demos get a static grid drawn from their
 * own rows and columns (standin-grid.tsx), since a grid rendered without a
 * browser has no rows; it draws the state the demo's props set. The
 * markup keeps only what paints (slimMarkup: class names the rules
 * select, no aria/role/tabindex, SVG coordinates to 0.1 px) and a demo's
 * own Emotion `<style>` elements move to the head (hoistStyles). A demo
 * that throws, renders nothing visible or still renders more than
 * STANDIN_MAX_BYTES gets a picture of the live demo taken in a browser
 * (demo-pictures.ts, committed by `npm run demo-pictures`) when one of its
 * current sources exists, else a neutral skeleton of its reserved height.
 *
 * The demos are bundled for Node by esbuild (one bundle for every demo not
 * in the cache, so React and MUI load once) and rendered one after another
 * with a seeded Math.random and a fixed clock, so two builds write the same
 * bytes. Results are cached in `.cache/demos` by the demo's source hash and
 * the hash of the stand-in code, so a warm build renders nothing.
 *
 * Markup: the frame's `<!--standin:<id>-->` marker (frame.ts) becomes
 * `<div class="standin" data-standin aria-hidden="true" inert>`; when the
 * dark rendering differs from the light one both are kept and CSS shows the
 * reader's (ui/demo-styles.ts). Each page's record gets the Emotion rules
 * its stand-ins use, each rule once, in `headCss`: the worker writes them
 * in the head as one `<style data-standin-css>` (worker/render.tsx).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { ComponentType } from 'react';
import type { PageRecord } from '../../lib/page-record';
import { uiText } from '../content/ui-text';
import { readCached, writeCached } from './cache';
import { pictureMarkup, picturesFor, readPictureManifest, type Picture } from './demo-pictures';
import { patchText } from './patch-text';
import { demoEntries } from './registry';
import { chartWidths, PROBE_BASE, unescapeAttr } from './standin-layout';
import type { Rendered } from './standin-render';

/** Bump when the stand-in markup changes shape. */
const STANDIN_VERSION = '3';
/** A stand-in larger than this (both schemes) is replaced by the skeleton: the page record stays small. */
export const STANDIN_MAX_BYTES = 48 * 1024;
/** The clock demos see at build time (a fixed instant: the same bytes every build). */
export const STANDIN_NOW = Date.UTC(2025, 8, 1, 12, 0, 0);

const HERE = dirname(new URL(import.meta.url).pathname);
const RENDERER = join(HERE, 'standin-render.tsx');
const GRID = join(HERE, 'standin-grid.tsx');
/** Files whose change changes every stand-in. */
const STANDIN_SOURCES = [RENDERER, GRID, join(HERE, 'standins.ts'), join(HERE, 'standin-layout.ts'), join(HERE, '..', '..', 'ui', 'theme.ts')];

/** A stand-in as cached: markup per scheme and the rules it uses; `null` means the skeleton. */
export interface StandIn {
  light: string;
  /** Only when it differs from `light`. */
  dark?: string;
  rules: [string, string][];
}

interface Target {
  id: string;
  file: string;
  key: string;
}

/** Answers a demo's own import of a Data Grid package with the real package plus the stand-in grid. */
function gridStandInPlugin(): Plugin {
  return {
    name: 'grid-standin',
    setup(b) {
      b.onResolve({ filter: /^@mui\/x-data-grid(-pro|-premium)?$/ }, (args) => {
        if (args.pluginData === 'real' || /[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
        return { path: args.path, namespace: 'grid-standin', pluginData: { resolveDir: args.resolveDir } };
      });
      b.onLoad({ filter: /.*/, namespace: 'grid-standin' }, async (args) => {
        const resolveDir = (args.pluginData as { resolveDir: string }).resolveDir;
        const real = await b.resolve(args.path, { kind: 'import-statement', resolveDir, pluginData: 'real' });
        if (real.errors.length) return { errors: real.errors };
        return {
          contents: `export * from ${JSON.stringify(real.path)};\nexport { GridStandIn as DataGrid, GridStandInPro as DataGridPro, GridStandInPremium as DataGridPremium } from ${JSON.stringify(GRID)};\n`,
          resolveDir,
          loader: 'js',
        };
      });
    },
  };
}

/**
 * A chart measures its container in the browser; on a server its size is 0
 * and it draws nothing. The stand-in bundle gives a chart without a `width`
 * (or `height`) prop a size instead: the width standin-layout.ts estimates
 * for its SVG (see `chartSizes`), else this one, the width of a demo
 * frame's content on a desktop screen. The SVG keeps its CSS size (100 % of
 * the container) and scales this drawing into it, so at other widths it
 * scales like a picture.
 */
export const STANDIN_CHART_SIZE = { width: 666, height: 300 };

/** What the patched charts call for their initial size (set per render by renderTargets). */
type ChartSizer = (props: { width?: number; height?: number }) => { width: number; height: number };
const SIZER = '__standinChartSize';

/** Patches a package file of the stand-in bundle; fails the build when the text it replaces moved. */
function patch(path: string, from: string, to: string): { contents: string; loader: 'js' } {
  return { contents: patchText(path, readFileSync(path, 'utf8'), [[from, to]], 'the stand-in patch (scripts/demos/standins.ts)'), loader: 'js' };
}

/**
 * The charts' initial dimensions: the stand-in size where the demo gives
 * none; and no animation (a chart's first render on a server is the start of
 * its entry animation: bars of height 0).
 */
const chartSizePlugin: Plugin = {
  name: 'chart-standin-size',
  setup(b) {
    b.onLoad({ filter: /[\\/]x-charts[\\/]esm[\\/]internals[\\/]plugins[\\/]corePlugins[\\/]useChartAnimation[\\/]useChartAnimation\.js$/ }, (args) =>
      patch(args.path, "process.env.NODE_ENV === 'test' ? isAnimationDisabledEnvironment : false", 'true'),
    );
    b.onLoad({ filter: /[\\/]x-charts[\\/]esm[\\/]internals[\\/]plugins[\\/]corePlugins[\\/]useChartDimensions[\\/]useChartDimensions\.js$/ }, (args) =>
      patch(
        args.path,
        'return {\n    dimensions: {\n      margin,\n      width: width ?? 0,\n      height: height ?? 0,',
        `const standInSize = globalThis.${SIZER}?.({ width, height }) ?? ${JSON.stringify(STANDIN_CHART_SIZE)};\n  return {\n    dimensions: {\n      margin,\n      width: width ?? standInSize.width,\n      height: height ?? standInSize.height,`,
      ),
    );
  },
};

let codeHash: string | undefined;
function standInCodeHash(): string {
  codeHash ??= (() => {
    const h = createHash('sha256').update(STANDIN_VERSION);
    for (const f of STANDIN_SOURCES) h.update(readFileSync(f));
    return h.digest('hex').slice(0, 10);
  })();
  return codeHash;
}

/** The demos of these records that have a stand-in to make: their MUI System source and cache key. */
function targetsOf(records: readonly PageRecord[]): Target[] {
  const files = new Map(
    demoEntries()
      .filter((e) => e.styling === 'system')
      .map((e) => [e.id, e]),
  );
  const out = new Map<string, Target>();
  for (const r of records) {
    for (const d of r.demos) {
      const entry = files.get(d.id);
      // A demo with its own stylesheet would paint unstyled before it mounts: it keeps the skeleton.
      if (!entry || out.has(d.id) || d.styles?.system) continue;
      // The hash of the demo's sources (and lockfile, compiler version), the same in both build modes.
      out.set(d.id, { id: d.id, file: entry.file, key: `standin-${d.id}-${entry.sourceHash}-${standInCodeHash()}` });
    }
  }
  return [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A small deterministic PRNG (mulberry32), seeded per demo. */
function seeded(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Date whose "now" is STANDIN_NOW. */
function frozenDate(): DateConstructor {
  const Real = Date;
  class FixedDate extends Real {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(STANDIN_NOW);
      else super(...(args as [string]));
    }
    static override now(): number {
      return STANDIN_NOW;
    }
  }
  return FixedDate as DateConstructor;
}

/** Visible output: text, or an element that paints without text. */
function paintsSomething(html: string): boolean {
  if (/<(svg|img|input|canvas|textarea|select|hr)\b/.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').trim().length > 0;
}

/** Ids the markup or its rules point at: `url(#id)` (gradients, clip paths, masks, filters) and `href="#id"`. */
function referencedIds(html: string, css: string): Set<string> {
  const out = new Set<string>();
  for (const m of (html + css).matchAll(/url\((?:&quot;|["'])?#([^)"'&\s]+)|href="#([^"]+)"/g)) out.add(m[1] ?? m[2]!);
  return out;
}

/**
 * The stand-in is inert and needs no ids, but a chart's gradient, clip path
 * or colour map is drawn through `url(#id)`: those ids stay (they are
 * unique on the page: useId's prefix is the demo's; the live demo replaces
 * the stand-in, so they never meet its own). Every other id goes. The dark
 * copy, when there is one, suffixes the ids its markup uses, so a reference
 * never lands in the hidden copy.
 */
export function keepReferencedIds(html: string, css: string, suffix = ''): string {
  const keep = referencedIds(html, css);
  const inCss = referencedIds('', css);
  const renamed = (id: string) => (suffix && !inCss.has(id) ? id + suffix : id);
  return html
    .replace(/\sid="([^"]*)"/g, (_, id: string) => (keep.has(id) ? ` id="${renamed(id)}"` : ''))
    .replace(/(url\((?:&quot;|["'])?#)([^)"'&\s]+)/g, (_, head: string, id: string) => head + renamed(id))
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${renamed(id)}"`);
}

/** `tag` (an opening tag) with `decl` first in its inline style. */
function withStyle(tag: string, decl: string): string {
  if (/\sstyle="/.test(tag)) return tag.replace(/\sstyle="/, ` style="${decl};`);
  return tag.replace(/\s*(\/?)>$/, ` style="${decl}"$1>`);
}

/**
 * A digital clock (DigitalClock, each MultiSectionDigitalClock section)
 * scrolls its list in an effect after mount so that the focusable or the
 * selected option is at the top, 4 px below it (`scrollTop = offsetTop -
 * 4`); a stand-in has no script, so it showed the list from its first
 * option. CSS does the same scroll: the list (or its scrolling parent)
 * gets `scroll-snap-type: y mandatory` and that option
 * `scroll-snap-align: start` with a 4 px scroll margin, which the browser
 * applies at layout, clamped at the end of the list as the effect's
 * scroll is. The option is the one the effect picks: the first in the
 * list with `tabindex="0"` or `aria-selected="true"`.
 */
export function snapToActiveOption(html: string): string {
  const edits: [number, number, string][] = [];
  const lists = [...html.matchAll(/<([a-z]+)\b[^>]*\srole="listbox"[^>]*>/g)];
  lists.forEach((m, i) => {
    const start = m.index;
    const parent = /<[a-z]+\b[^<>]*>$/.exec(html.slice(0, start));
    const clock = (tag: string | undefined) => tag !== undefined && /\sclass="[^"]*DigitalClock/.test(tag);
    if (!clock(m[0]) && !clock(parent?.[0])) return;
    const end = i + 1 < lists.length ? lists[i + 1]!.index : html.length;
    const segment = html.slice(start + m[0].length, end);
    const option = [...segment.matchAll(/<li\b[^>]*\srole="option"[^>]*>/g)].find((o) => /\s(tabindex="0"|aria-selected="true")/.test(o[0]));
    if (!option) return;
    const snap = 'scroll-snap-type:y mandatory';
    if (parent) edits.push([start - parent[0].length, parent[0].length, withStyle(parent[0], snap)]);
    edits.push([start, m[0].length, withStyle(m[0], snap)]);
    const at = start + m[0].length + option.index;
    edits.push([at, option[0].length, withStyle(option[0], 'scroll-snap-align:start;scroll-margin-top:4px')]);
  });
  let out = html;
  for (const [at, length, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, at) + text + out.slice(at + length);
  return out;
}

/** Attributes that mean nothing to an inert, hidden picture (kept when a rule of the stand-in selects on them); `layout` is what a bar chart passes on to its <rect>s, not SVG. */
const INERT_ATTRIBUTES = /\s(aria-[a-z]+|role|tabindex|focusable|title|data-testid|autocomplete|spellcheck|data-timestamp|data-date|data-index|cursor|layout)="[^"]*"/g;

/** SVG geometry: a chart's coordinates carry 10+ decimals; a tenth of a pixel is below what a screen shows. */
const SVG_GEOMETRY = /\s(d|cx|cy|r|x|y|x1|x2|y1|y2|width|height|transform|points)="([^"]*)"/g;

/**
 * Numbers of an SVG attribute to a tenth. Path data runs numbers together
 * ("1.99.9" is 1.99 then .9): a rounded number gets a space where it
 * would otherwise merge with the next.
 */
export function roundNumbers(value: string): string {
  // Only whole numbers: one that starts right after another's digits ("1.5.96") is left as it is.
  return value.replace(/(?<![\d.])-?\d*\.\d{2,}/g, (n, at: number, all: string) => {
    const rounded = String(Math.round(Number(n) * 10) / 10);
    return /[\d.]/.test(all[at + n.length] ?? '') ? `${rounded} ` : rounded;
  });
}

/**
 * The markup without what only a live component needs: class names no rule
 * of the stand-in selects (MUI's global `Mui*` state and slot classes are
 * most of a picker's bytes) and the attributes of INERT_ATTRIBUTES, and SVG
 * coordinates rounded to a tenth of a pixel. The
 * rules' own class names (`si-*`) and those their selectors name stay, so
 * it paints the same.
 */
export function slimMarkup(html: string, css: string): string {
  const selected = new Set<string>();
  for (const m of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) selected.add(m[1]!);
  // STANDIN_CSS_KEY of standin-render.tsx (not imported: that module loads React and MUI).
  const prefix = 'si-';
  return (
    html
      .replace(SVG_GEOMETRY, (_, name: string, value: string) => ` ${name}="${roundNumbers(value)}"`)
      // Values SVG takes by default.
      .replace(/\sopacity="1"/g, '')
      .replace(/<circle\s[^>]*>/g, (tag) => tag.replace(/\sc[xy]="0"/g, ''))
      .replace(INERT_ATTRIBUTES, (all, name: string) => (css.includes(`[${name}`) ? all : ''))
      .replace(/\sclass="([^"]*)"/g, (_, list: string) => {
        const kept = list.split(/\s+/).filter((c) => c && (c.startsWith(prefix) || c.startsWith('sig-') || selected.has(c)));
        return kept.length ? ` class="${kept.join(' ')}"` : '';
      })
  );
}

/**
 * A declaration with its open parentheses closed, as the CSS parser closes
 * them at the end of a style attribute. MUI's clock numbers write
 * `transform:translate(0px, 33px` (8.11.1, ClockNumber.js): fine inline,
 * but in a rule the `(` swallowed `!important`, the `}` and every rule
 * after it on the page.
 */
export function closeParens(decl: string): string {
  let open = 0;
  for (const c of decl) open = c === '(' ? open + 1 : c === ')' ? Math.max(0, open - 1) : open;
  return decl + ')'.repeat(open);
}

/**
 * Inline styles that repeat (a chart's every tick label carries the same
 * 160-byte font `style`) become one class rule each, `sis-<hash>`, its
 * declarations `!important` so they still win over the stand-in's other
 * rules as the inline style did. SVG defaults that repeat go too: a
 * `<tspan dy="0px">`, and a tspan's `dominant-baseline` equal to its
 * text's (inherited). Returns the markup and the new rules.
 */
export function hoistInlineStyles(html: string): { html: string; rules: [string, string][] } {
  const counts = new Map<string, number>();
  for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  const rules: [string, string][] = [];
  const names = new Map<string, string>();
  for (const [style, n] of counts) {
    if (n < 2) continue;
    const name = `sis-${createHash('sha256').update(style).digest('hex').slice(0, 8)}`;
    names.set(style, name);
    const decls = unescapeAttr(style)
      .split(';')
      .filter((d) => d.includes(':'))
      .map((d) => `${closeParens(d.trim())} !important`)
      .join(';');
    rules.push([name, `.${name}{${decls}}`]);
  }
  const out = html
    .replace(/<([a-zA-Z][\w:-]*)([^>]*?)\sstyle="([^"]*)"([^>]*)>/g, (tag, name: string, before: string, style: string, after: string) => {
      const cls = names.get(style);
      if (!cls) return tag;
      // A self-closing tag (`<rect … />`, most of a chart) keeps its slash last.
      const joined = before + after;
      const slash = /\s*\/$/.exec(joined)?.[0] ?? '';
      const attrs = joined.slice(0, joined.length - slash.length);
      return /\sclass="/.test(attrs) ? `<${name}${attrs.replace(/\sclass="([^"]*)"/, ` class="$1 ${cls}"`)}${slash}>` : `<${name}${attrs} class="${cls}"${slash}>`;
    })
    .replace(/(<tspan\b[^>]*?)\sdy="0(?:px)?"/g, '$1')
    .replace(/(<text\b[^>]*\sdominant-baseline="([^"]*)"[^>]*>)(<tspan\b[^>]*?)\sdominant-baseline="\2"/g, '$1$3');
  return { html: out, rules };
}

/**
 * A demo with its own Emotion cache (an RTL demo's stylis plugins) renders
 * its rules as `<style data-emotion>` elements inside the markup, invalid
 * in the body: they become rules of the page's head like the others.
 */
export function hoistStyles(r: Rendered): Rendered {
  const rules = [...r.rules];
  const html = r.html.replace(/<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g, (_, name: string, css: string) => {
    const id = name.trim().replace(/\s+/g, '-');
    if (!rules.some(([known]) => known === id)) rules.push([id, css]);
    return '';
  });
  if (/<style\b/i.test(html)) throw new Error('writes a <style> into the body');
  return { html, rules };
}

function sameRules(a: [string, string][], b: [string, string][]): boolean {
  return a.length === b.length && a.every(([id], i) => id === b[i]![0]);
}

/** `a`'s rules, then those of `b` whose id `a` has not. */
function mergeRules(a: [string, string][], b: readonly [string, string][]): [string, string][] {
  return [...a, ...b.filter(([id]) => !a.some(([known]) => known === id))];
}

interface RenderModule {
  renderDemo(Demo: ComponentType, mode: 'light' | 'dark', prefix: string): Rendered;
}

/**
 * Sizes for the charts of one demo's renders. The probe pass gives chart
 * i the width PROBE_BASE + i (its SVG's viewBox names it in the markup);
 * `fit` reads the widths standin-layout.ts estimates from that markup; the
 * renders after it give each chart its estimate.
 */
function chartSizes(): { sizer: ChartSizer; begin(probe: boolean): void; fit(r: Rendered): boolean } {
  let next = 0;
  let probing = false;
  let probed = 0;
  let widths = new Map<number, number>();
  return {
    sizer: ({ width }) => {
      const i = next++;
      if (probing && width === undefined) probed++;
      return { width: probing ? PROBE_BASE + i : (widths.get(i) ?? STANDIN_CHART_SIZE.width), height: STANDIN_CHART_SIZE.height };
    },
    begin: (probe) => {
      probing = probe;
      probed = 0;
      next = 0;
    },
    fit: (r) => {
      if (!probing || !probed) return false;
      widths = chartWidths(r.html, r.rules.map(([, css]) => css).join(''));
      return true;
    },
  };
}

let bundles = 0;

/**
 * A folder of its own for each render's bundle, removed when the render ends. One shared folder let two
 * renders at once (a build beside a bench, or two calls in one process) delete each other's files, and
 * their demos silently became skeletons.
 */
export function bundleDir(root: string): string {
  return join(root, '.cache', `standin-bundle-${process.pid}-${++bundles}`);
}

/** Bundles the demos for Node and renders each; returns id -> stand-in (null: skeleton). */
async function renderTargets(root: string, targets: Target[], log: (s: string) => void): Promise<Map<string, StandIn | null>> {
  const out = new Map<string, StandIn | null>();
  if (!targets.length) return out;
  const outdir = bundleDir(root);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const entryPoints: Record<string, string> = { render: RENDERER };
  targets.forEach((t, i) => (entryPoints[`d${i}`] = t.file));
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: ['node22'],
    mainFields: ['module', 'main'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    // CommonJS packages bundled into ESM still call require() for Node built-ins.
    banner: { js: "import { createRequire as __standinRequire } from 'node:module'; const require = __standinRequire(import.meta.url);" },
    logLevel: 'silent',
    metafile: true,
    plugins: [gridStandInPlugin(), chartSizePlugin],
  });
  const outputOf = new Map<string, string>();
  for (const [file, o] of Object.entries(result.metafile.outputs)) if (o.entryPoint) outputOf.set(join(root, o.entryPoint), join(root, file));
  const renderer = (await import(pathToFileURL(outputOf.get(RENDERER)!).href)) as RenderModule;

  const realRandom = Math.random;
  const RealDate = Date;
  const realConsole = { error: console.error, warn: console.warn, log: console.log, info: console.info };
  const failed: string[] = [];
  try {
    globalThis.Date = frozenDate();
    // What demos print while rendering on a server (licence notices, size warnings) is not the build's output.
    console.error = console.warn = console.log = console.info = () => undefined;
    for (const t of targets) {
      Math.random = seeded(t.id);
      let standIn: StandIn | null = null;
      try {
        const file = outputOf.get(t.file);
        if (!file) throw new Error('no bundle output');
        const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
        const Demo = mod.default;
        if (typeof Demo !== 'function' && typeof Demo !== 'object') throw new Error('no default export');
        const prefix = `si-${t.id}-`;
        const sizes = chartSizes();
        (globalThis as Record<string, unknown>)[SIZER] = sizes.sizer;
        const render = (mode: 'light' | 'dark', probe = false) => {
          sizes.begin(probe);
          Math.random = seeded(t.id);
          return hoistStyles(renderer.renderDemo(Demo as ComponentType, mode, prefix));
        };
        // The charts' widths come from a first pass's markup (chartSizes); a demo without charts renders once per scheme.
        // A demo with its own Emotion cache (RTL demos) writes a rule's <style> only the first time its cache meets it:
        // every render keeps the rules of the renders before it.
        const withEarlier = (r: Rendered, earlier: Rendered): Rendered => ({ html: r.html, rules: mergeRules(r.rules, earlier.rules) });
        let light = render('light', true);
        if (sizes.fit(light)) light = withEarlier(render('light'), light);
        const dark = withEarlier(render('dark'), light);
        const same = light.html === dark.html && sameRules(light.rules, dark.rules);
        let rules = same ? light.rules : mergeRules(light.rules, dark.rules);
        const css = rules.map(([, text]) => text).join('');
        const slim = (html: string, suffix?: string) => hoistInlineStyles(slimMarkup(keepReferencedIds(snapToActiveOption(html), css, suffix), css));
        const lightSlim = slim(light.html);
        const darkSlim = same ? undefined : slim(dark.html, '-d');
        rules = mergeRules(rules, [...lightSlim.rules, ...(darkSlim?.rules ?? [])]);
        standIn = { light: lightSlim.html, ...(darkSlim ? { dark: darkSlim.html } : {}), rules };
        const bytes = standIn.light.length + (standIn.dark?.length ?? 0) + rules.reduce((n, [, css]) => n + css.length, 0);
        if (!paintsSomething(light.html)) throw new Error('renders nothing visible');
        if (bytes > STANDIN_MAX_BYTES) throw new Error(`${Math.round(bytes / 1024)} KB, over the ${STANDIN_MAX_BYTES / 1024} KB cap`);
      } catch (e) {
        failed.push(`${t.id} (${(e as Error).message.split('\n')[0]!.slice(0, 80)})`);
        standIn = null;
      }
      out.set(t.id, standIn);
    }
  } finally {
    Object.assign(console, realConsole);
    delete (globalThis as Record<string, unknown>)[SIZER];
    Math.random = realRandom;
    globalThis.Date = RealDate;
    rmSync(outdir, { recursive: true, force: true });
  }
  log(`stand-ins: rendered ${targets.length} demos, ${failed.length} not drawn (a picture or the skeleton)`);
  if (process.env.STANDIN_VERBOSE) for (const f of failed) log(`  not drawn: ${f}`);
  return out;
}

/** The stand-ins of these records' demos: from the cache, the rest rendered now (and cached). */
export async function standInsFor(root: string, records: readonly PageRecord[], log: (s: string) => void = () => undefined, options: StandInOptions = {}): Promise<Map<string, StandIn | null>> {
  const targets = targetsOf(records);
  const found = new Map<string, StandIn | null>();
  const missing: Target[] = [];
  for (const t of targets) {
    const cached = readCached<{ standIn: StandIn | null }>(root, t.key);
    if (cached) found.set(t.id, cached.standIn);
    else missing.push(t);
  }
  if (options.cachedOnly) {
    // Not cached: a skeleton for now (nothing written, so the next full build renders it).
    for (const t of missing) found.set(t.id, null);
    return found;
  }
  const rendered = await renderTargets(root, missing, log);
  for (const t of missing) {
    const standIn = rendered.get(t.id) ?? null;
    writeCached(root, t.key, { standIn });
    found.set(t.id, standIn);
  }
  return found;
}

function standInMarkup(s: StandIn | null | undefined, height: number): string {
  if (!s) return `<div class="standin standin-skeleton" data-standin="skeleton" aria-hidden="true" style="height:${height}px"></div>`;
  const inner = s.dark ? `<div class="standin-light">${s.light}</div><div class="standin-dark">${s.dark}</div>` : s.light;
  return `<div class="standin" data-standin aria-hidden="true" inert>${inner}</div>`;
}

/** `</style>` cannot appear in a rule Emotion wrote, but never let one end the element early. */
function styleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * Puts the stand-ins into the records' bodies (each frame's marker) and
 * the page's stand-in rules into the record's `headCss`. A demo with a
 * picture (one the build could not draw, or one listed for a picture)
 * shows it; a demo with neither a picture nor a drawn stand-in, the skeleton.
 */
export function applyStandIns(records: PageRecord[], standIns: Map<string, StandIn | null>, pictures: ReadonlyMap<string, Picture> = new Map()): void {
  for (const r of records) {
    if (!r.demos.length) continue;
    const rules = new Map<string, string>();
    const demos = new Map(r.demos.map((d) => [d.id, d]));
    const t = uiText(r.locale);
    const html = r.html.replace(/<!--standin:([^>]+?)-->/g, (_, id: string) => {
      const s = standIns.get(id);
      const picture = pictures.get(id);
      if (picture) return pictureMarkup(picture, t('demo.picture').replace('{name}', demos.get(id)?.file.replace(/\.[jt]sx?$/, '') ?? id));
      for (const [name, css] of s?.rules ?? []) if (!rules.has(name)) rules.set(name, css);
      return standInMarkup(s, demos.get(id)?.height ?? 0);
    });
    const css = [...rules.values()].join('');
    r.html = html;
    if (css) r.headCss = styleText(css);
    else delete r.headCss;
  }
}

export interface StandInOptions {
  /**
   * Use only stand-ins already rendered (by source hash); a demo without one
   * gets the skeleton. The authoring loop's one-page rebuild: rendering a
   * changed demo bundles it with React and MUI for Node, seconds that the
   * full build that follows spends instead.
   */
  cachedOnly?: boolean;
}

/** Stand-ins for the records' demos, written into their bodies; pictures for those without one. */
export async function addStandIns(root: string, records: PageRecord[], log: (s: string) => void = () => undefined, options: StandInOptions = {}): Promise<void> {
  const started = performance.now();
  const standIns = await standInsFor(root, records, log, options);
  const files = new Map(
    demoEntries()
      .filter((e) => e.styling === 'system')
      .map((e) => [e.id, e.file]),
  );
  // Demos the build could not draw, and those whose drawn stand-in cannot show their first state (data an
  // effect loads): a maintainer lists them in the picture manifest with `npm run demo-pictures -- <id>`.
  const listed = readPictureManifest(root);
  const without = new Map<string, string>();
  for (const [id, s] of standIns) if ((!s || listed[id]) && files.has(id)) without.set(id, files.get(id)!);
  // The one-page rebuild of the authoring loop sees a few demos: it keeps the other pictures' files.
  const pictures = picturesFor(root, without, log, { prune: !options.cachedOnly, manifest: listed });
  applyStandIns(records, standIns, pictures);
  const made = [...standIns.values()].filter(Boolean).length;
  log(`stand-ins: ${made} rendered, ${pictures.size} pictures, ${[...standIns].filter(([id, st]) => !st && !pictures.has(id)).length} skeletons, in ${Math.round(performance.now() - started)} ms`);
}
