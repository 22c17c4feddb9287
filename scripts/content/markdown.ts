/**
 * Markdown -> page body. remark parses the markdown (GFM tables included);
 * this module adds the docs' own line-level blocks around it: callouts
 * (`:::info` ... `:::`) and demo embeds (`{{"demo": "File.tsx", ...}}`).
 * Headings get stable ids (`## Title {#explicit-id}` overrides), fenced code
 * is highlighted by shiki, authored raw HTML is escaped, and internal links
 * are collected with their line numbers so the build can check them.
 */
import { calloutOf, embedOf, fenceTracker, generatedOf, isCallout } from '../../lib/markdown-syntax';
import { escapeHtml } from '../../lib/html';
import { existsSync } from 'node:fs';
import type { Root as HastRoot } from 'hast';
import type { Heading, Link, Root, RootContent, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import type { Plan } from '../../lib/nav';
import { PACKAGE_MANAGERS, type PackageManager } from '../../lib/preferences';
import type { TocEntry } from '../../lib/page-record';
import { codeBlock, highlight } from './highlight';
import { EN_TEXT, localeOfPrefix, uiText, type UiText } from './ui-text';

declare module 'mdast' {
  interface HtmlData {
    /** HTML this module wrote (a heading's plan badge), kept as HTML; authored raw HTML is escaped. */
    ours?: boolean;
  }
}

export class ContentError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'ContentError';
  }
}

export interface DemoEmbed {
  file: string;
  height: number;
  hideCode?: boolean;
  /** Background of the demo: `inline` (none, no frame padding) or `playground` (a tinted panel). */
  bg?: DemoBackground;
  /** Start with the full code shown. */
  defaultCodeOpen?: boolean;
  /** No toolbar (no code button, copy or sandbox). */
  hideToolbar?: boolean;
  /** No ad on the page: the ad slot sits above the page's first demo, and this demo is meant to be seen without one. */
  disableAd?: boolean;
  line: number;
  /** Plan mark of the section the demo sits in (its h3's, else its h2's). */
  sectionPlan?: Plan;
}

/** An inline code span of the prose, for the build's truth check. */
export interface CodeSpan {
  value: string;
  line: number;
  /** Followed by the `<!--not-api-->` marker: never checked. */
  silenced?: boolean;
}

export interface LinkRef {
  href: string;
  line: number;
}

export interface RenderedMarkdown {
  frontmatter: Record<string, unknown>;
  /** Body HTML; demo embeds are `<!--demo:N-->` markers (N = index in `demos`). */
  html: string;
  toc: TocEntry[];
  anchors: Set<string>;
  links: LinkRef[];
  demos: DemoEmbed[];
  /** The body as markdown, with demo lines kept (for search and AI output). */
  body: string;
  /** Inline code spans of the prose (not fenced code), for the truth check. */
  codeSpans: CodeSpan[];
  /** Identifiers declared in the page's fenced code blocks. */
  codeBlocks: string[];
}

/** Marker after an inline code span that is not an API name (a rare false alarm of the truth check). */
export const NOT_API_MARKER = '<!--not-api-->';
/** Inline HTML kept as HTML: bare <kbd>, <sup>, <sub> (open or close) and <br>. */
const INLINE_TAG = /^(<\/?(kbd|sup|sub)>|<br\s*\/?>)$/;
/** Plan mark at the end of a heading: `## Multi-column sorting [pro]`. */
const PLAN_MARK = /\s*\[(pro|premium)\]\s*$/;
const PLAN_LABEL: Record<Plan, string> = { pro: 'Pro', premium: 'Premium' };

/** Heading text -> anchor id: lowercase, non-alphanumerics to `-`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Splits YAML frontmatter from the body; returns the body's first line number. */
export function splitFrontmatter(source: string, file: string): { data: Record<string, unknown>; body: string; offset: number } {
  if (!source.startsWith('---\n')) return { data: {}, body: source, offset: 0 };
  const end = source.indexOf('\n---', 4);
  if (end < 0) throw new ContentError(file, 1, 'frontmatter is not closed with ---');
  let data: unknown;
  try {
    data = parseYaml(source.slice(4, end)) ?? {};
  } catch (e) {
    throw new ContentError(file, 1, `bad frontmatter: ${(e as Error).message.split('\n')[0]}`);
  }
  if (typeof data !== 'object' || Array.isArray(data)) throw new ContentError(file, 1, 'frontmatter must be a mapping');
  const rest = source.slice(end + 4).replace(/^[^\n]*\n/, '');
  const offset = source.slice(0, source.length - rest.length).split('\n').length - 1;
  return { data: data as Record<string, unknown>, body: rest, offset };
}

type Segment =
  | { kind: 'md'; text: string; line: number }
  | { kind: 'open'; callout: string; line: number }
  | { kind: 'close'; line: number }
  | { kind: 'demo'; json: string; line: number }
  | { kind: 'generated'; name: string; line: number };

/** Line scanner for the docs' own blocks; fenced code is never scanned. */
function segment(body: string, firstLine: number): Segment[] {
  const out: Segment[] = [];
  let buf: string[] = [];
  let bufLine = firstLine;
  const inCode = fenceTracker();
  const flush = (nextLine: number) => {
    if (buf.some((l) => l.trim() !== '')) out.push({ kind: 'md', text: buf.join('\n'), line: bufLine });
    buf = [];
    bufLine = nextLine;
  };
  body.split('\n').forEach((raw, i) => {
    const line = firstLine + i;
    if (inCode(raw)) {
      buf.push(raw);
      return;
    }
    const callout = calloutOf(raw);
    if (callout || embedOf(raw) !== undefined) {
      flush(line + 1);
      if (callout) out.push('open' in callout ? { kind: 'open', callout: callout.open, line } : { kind: 'close', line });
      else {
        const generated = generatedOf(raw);
        out.push(generated ? { kind: 'generated', name: generated, line } : { kind: 'demo', json: raw.trim(), line });
      }
      return;
    }
    buf.push(raw);
  });
  flush(0);
  return out;
}

/** Demo embeds of a markdown source (outside fenced code), without rendering it. */
export function countDemoEmbeds(source: string): number {
  return segment(source, 1).filter((s) => s.kind === 'demo').length;
}

export type DemoBackground = 'inline' | 'playground';
const DEMO_OPTIONS = ['demo', 'height', 'hideCode', 'bg', 'defaultCodeOpen', 'hideToolbar', 'disableAd'];
const DEMO_FLAGS = ['hideCode', 'defaultCodeOpen', 'hideToolbar', 'disableAd'] as const;

function parseDemo(json: string, file: string, line: number): DemoEmbed {
  let spec: unknown;
  try {
    spec = JSON.parse(json.slice(1, -1));
  } catch {
    throw new ContentError(file, line, `unknown embed (not valid JSON): ${json}`);
  }
  const s = spec as Record<string, unknown>;
  if (typeof s !== 'object' || s === null || typeof s.demo !== 'string') throw new ContentError(file, line, `unknown embed: ${json}`);
  const unknownKeys = Object.keys(s).filter((k) => !DEMO_OPTIONS.includes(k));
  if (unknownKeys.length) throw new ContentError(file, line, `unknown demo option(s): ${unknownKeys.join(', ')}`);
  if (!/^[A-Z][A-Za-z0-9]*\.tsx$/.test(s.demo)) throw new ContentError(file, line, `demo file must be PascalCase .tsx: ${s.demo}`);
  if (typeof s.height !== 'number' || s.height < 40 || s.height > 2000) throw new ContentError(file, line, `demo "${s.demo}" needs a "height" in px (40-2000)`);
  for (const flag of DEMO_FLAGS) if (flag in s && typeof s[flag] !== 'boolean') throw new ContentError(file, line, `demo option "${flag}" must be true or false`);
  if (s.bg !== undefined && s.bg !== 'inline' && s.bg !== 'playground') throw new ContentError(file, line, `demo option "bg" must be "inline" or "playground"`);
  if (s.hideCode === true && s.defaultCodeOpen === true) throw new ContentError(file, line, `demo "${s.demo}": "hideCode" and "defaultCodeOpen" contradict each other`);
  return {
    file: s.demo,
    height: Math.round(s.height),
    ...(s.hideCode === true ? { hideCode: true } : {}),
    ...(s.bg === 'inline' || s.bg === 'playground' ? { bg: s.bg } : {}),
    ...(s.defaultCodeOpen === true ? { defaultCodeOpen: true } : {}),
    ...(s.hideToolbar === true ? { hideToolbar: true } : {}),
    ...(s.disableAd === true ? { disableAd: true } : {}),
    line,
  };
}

const INSTALL_VERBS: Record<PackageManager, [string, string]> = {
  npm: ['npm install', 'npm install --save-dev'],
  pnpm: ['pnpm add', 'pnpm add -D'],
  yarn: ['yarn add', 'yarn add --dev'],
};
const PACKAGE_NAME = /^(@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*(@[\w.^~<>=|*-]+)?$/;

/**
 * An ```install fence: one command a line (`-D ` first for dev dependencies),
 * rendered as npm / pnpm / yarn tabs. Every tab is in the HTML; CSS shows the
 * one named by `<html data-package-manager>`, which the worker sets from the
 * reader's cookie, so the first paint already shows the reader's choice.
 */
export async function installTabs(source: string, file: string, line: number, t: UiText = EN_TEXT): Promise<string> {
  const commands = source
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l, i) => {
      const dev = l.startsWith('-D ');
      const names = (dev ? l.slice(3) : l).split(/\s+/);
      const bad = names.find((n) => !PACKAGE_NAME.test(n));
      if (bad) throw new ContentError(file, line + 1 + i, `install: "${bad}" is not a package name`);
      return { dev, names };
    });
  if (!commands.length) throw new ContentError(file, line, 'install: the fence lists no package');
  const panels = await Promise.all(
    PACKAGE_MANAGERS.map(async (pm) => {
      const text = commands.map((c) => `${INSTALL_VERBS[pm][c.dev ? 1 : 0]} ${c.names.join(' ')}`).join('\n');
      return `<div class="install-panel" role="tabpanel" data-pm="${pm}" aria-label="${pm}">${codeBlock(await highlight(text, 'bash'), '', t)}</div>`;
    }),
  );
  const tabs = PACKAGE_MANAGERS.map((pm) => `<button type="button" role="tab" class="install-tab" data-pm="${pm}">${pm}</button>`).join('');
  return `<div class="install-tabs" data-install><div class="install-tablist" role="tablist" aria-label="${escapeHtml(t('packageManager'))}">${tabs}</div>${panels.join('')}</div>`;
}

const generated = new Map<string, Promise<string>>();

/**
 * Markdown made at build time by `scripts/content/generated/<name>.ts`
 * (its default export), for tables that must come from the installed
 * packages rather than be typed by hand.
 */
async function generatedMarkdown(name: string, file: string, line: number): Promise<string> {
  const url = new URL(`./generated/${name}.ts`, import.meta.url);
  if (!existsSync(url)) throw new ContentError(file, line, `no generator scripts/content/generated/${name}.ts`);
  let hit = generated.get(name);
  if (!hit) {
    hit = import(url.href).then((m: { default?: () => Promise<string> | string }) => {
      if (typeof m.default !== 'function') throw new ContentError(file, line, `scripts/content/generated/${name}.ts has no default export function`);
      return m.default();
    });
    generated.set(name, hit);
  }
  return hit;
}

interface Ctx {
  file: string;
  linkPrefix: string;
  /** UI strings of the page's locale (copy buttons, tab labels, plan badges). */
  t: UiText;
  toc: TocEntry[];
  anchors: Set<string>;
  links: LinkRef[];
  codeSpans: CodeSpan[];
  codeBlocks: string[];
  /** Plan marks of the current h2 and h3 (a new h2 clears the h3's). */
  sectionPlans: { h2?: Plan; h3?: Plan };
}

async function renderChunk(text: string, firstLine: number, ctx: Ctx): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkGfm);
  const tree = processor.parse(text) as Root;
  const lineOf = (node: { position?: { start: { line: number } } }) => firstLine + (node.position?.start.line ?? 1) - 1;
  const pending: Promise<void>[] = [];
  const spans: { node: { value: string; data?: unknown }; line: number }[] = [];

  visit(tree, (node, index, parent) => {
    if (node.type === 'html' && parent && index !== undefined) {
      if (node.data?.ours) return;
      if (node.value.trim() === NOT_API_MARKER) {
        const before = parent.children[index - 1];
        if (before?.type !== 'inlineCode') throw new ContentError(ctx.file, lineOf(node), `${NOT_API_MARKER} must follow an inline code span`);
        before.data = { ...before.data, notApi: true } as typeof before.data;
        parent.children[index] = { type: 'text', value: '' } as Text;
        return;
      }
      // The few inline tags docs need pass through, bare (no attributes);
      // any other authored raw HTML is shown as text, never injected.
      if (INLINE_TAG.test(node.value)) return;
      parent.children[index] = { type: 'text', value: node.value } as Text;
    } else if (node.type === 'inlineCode') {
      // The marker comes after the span: read it once the walk is over (see below).
      spans.push({ node, line: lineOf(node) });
    } else if (node.type === 'heading') {
      const h = node as Heading;
      const last = h.children[h.children.length - 1];
      let id: string | undefined;
      let plan: Plan | undefined;
      if (last && last.type === 'text') {
        const m = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/.exec(last.value);
        if (m) {
          id = m[1];
          last.value = last.value.slice(0, m.index);
        }
        const p = PLAN_MARK.exec(last.value);
        if (p) {
          plan = p[1] as Plan;
          last.value = last.value.slice(0, p.index);
        }
      }
      if (h.depth === 2) ctx.sectionPlans = { h2: plan };
      else if (h.depth === 3) ctx.sectionPlans.h3 = plan;
      const label = toString(h).trim();
      id ??= slugify(label) || `section-${ctx.anchors.size + 1}`;
      if (ctx.anchors.has(id)) throw new ContentError(ctx.file, lineOf(h), `duplicate heading id "${id}"`);
      ctx.anchors.add(id);
      h.data = { hProperties: { id } };
      if (plan) {
        h.children.push(
          { type: 'text', value: ' ' },
          {
            type: 'html',
            value: `<a class="badge badge-${plan} heading-plan" href="${ctx.linkPrefix}/x/introduction/licensing" title="${escapeHtml(ctx.t(`plan.${plan}`))}">${PLAN_LABEL[plan]}</a>`,
            data: { ours: true },
          },
        );
      }
      if (h.depth === 2 || h.depth === 3) ctx.toc.push({ id, text: label, level: h.depth });
      if (h.depth === 1) throw new ContentError(ctx.file, lineOf(h), 'no h1 in the body: the title comes from frontmatter');
    } else if (node.type === 'link') {
      const l = node as Link;
      if (l.url.startsWith('/') || l.url.startsWith('#')) {
        ctx.links.push({ href: l.url, line: lineOf(l) });
        if (l.url.startsWith('/x/')) l.url = ctx.linkPrefix + l.url;
      } else if (!/^(https?:|mailto:)/.test(l.url)) {
        throw new ContentError(ctx.file, lineOf(l), `link must be a site path, an anchor or http(s): ${l.url}`);
      }
    } else if (node.type === 'code' && parent && index !== undefined) {
      const code = node;
      const slot: RootContent = { type: 'html', value: '' };
      parent.children[index] = slot;
      if (code.lang === 'install') {
        pending.push(installTabs(code.value, ctx.file, lineOf(code), ctx.t).then((html) => void ((slot as { value: string }).value = html)));
        return;
      }
      ctx.codeBlocks.push(code.value);
      pending.push(
        highlight(code.value, code.lang).then((html) => {
          (slot as { value: string }).value = codeBlock(html, '', ctx.t);
        }),
      );
    }
  });
  for (const { node, line } of spans) {
    const silenced = (node.data as { notApi?: boolean } | undefined)?.notApi === true;
    ctx.codeSpans.push({ value: node.value, line, ...(silenced ? { silenced } : {}) });
  }
  await Promise.all(pending);
  const hast: HastRoot = await unified().use(remarkRehype, { allowDangerousHtml: true }).run(tree);
  // A table scrolls in its own box when it is wider than the column (ui/styles.ts): like a code
  // block (shiki's <pre>), it takes focus so keyboard readers can scroll it (WCAG 2.1.1; axe
  // scrollable-region-focusable).
  visit(hast, 'element', (node: { tagName: string; properties: Record<string, unknown> }) => {
    if (node.tagName === 'table') node.properties.tabIndex = 0;
  });
  return String(unified().use(rehypeStringify, { allowDangerousHtml: true }).stringify(hast));
}

/**
 * Renders one markdown file.
 * @param linkPrefix prefix added to internal `/x/...` links (`/zh` for Chinese pages)
 */
export async function renderPageMarkdown(source: string, file: string, linkPrefix = ''): Promise<RenderedMarkdown> {
  // Watch mode rebuilds often: an unchanged file is not rendered twice.
  const key = `${file}\0${linkPrefix}\0${source}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const result = await render(source, file, linkPrefix);
  memo.set(key, result);
  return result;
}

const memo = new Map<string, Promise<RenderedMarkdown> | RenderedMarkdown>();

async function render(source: string, file: string, linkPrefix: string): Promise<RenderedMarkdown> {
  const { data, body, offset } = splitFrontmatter(source, file);
  const ctx: Ctx = { file, linkPrefix, t: uiText(localeOfPrefix(linkPrefix)), toc: [], anchors: new Set(), links: [], codeSpans: [], codeBlocks: [], sectionPlans: {} };
  const demos: DemoEmbed[] = [];
  const parts: string[] = [];
  const stack: { callout: string; line: number }[] = [];
  for (const seg of segment(body, offset + 1)) {
    if (seg.kind === 'md') parts.push(await renderChunk(seg.text, seg.line, ctx));
    else if (seg.kind === 'demo') {
      const sectionPlan = ctx.sectionPlans.h3 ?? ctx.sectionPlans.h2;
      demos.push({ ...parseDemo(seg.json, file, seg.line), ...(sectionPlan ? { sectionPlan } : {}) });
      parts.push(`<!--demo:${demos.length - 1}-->`);
    } else if (seg.kind === 'generated') {
      parts.push(await renderChunk(await generatedMarkdown(seg.name, file, seg.line), seg.line, ctx));
    } else if (seg.kind === 'open') {
      if (!isCallout(seg.callout)) throw new ContentError(file, seg.line, `unknown callout ":::${seg.callout}"`);
      stack.push(seg);
      parts.push(`<aside class="callout callout-${seg.callout}" role="note" data-callout="${seg.callout}">`);
    } else {
      if (!stack.pop()) throw new ContentError(file, seg.line, 'closing ::: without an opening callout');
      parts.push('</aside>');
    }
  }
  const unclosed = stack.pop();
  if (unclosed) throw new ContentError(file, unclosed.line, `callout ":::${unclosed.callout}" is not closed`);
  return { frontmatter: data, html: parts.join('\n'), toc: ctx.toc, anchors: ctx.anchors, links: ctx.links, demos, body, codeSpans: ctx.codeSpans, codeBlocks: ctx.codeBlocks };
}
