/**
 * Pages as markdown, for AI assistants: `<page>.md`, a page URL requested
 * with `Accept: text/markdown`, and the MCP `get_page` / `get_api` tools.
 * Demo embeds become fenced TypeScript (the default System styling),
 * callouts become blockquotes; API pages are already markdown.
 */
import type { Locale } from '../lib/constants';
import { calloutOf, embedOf, fenceTracker, isCallout } from '../lib/markdown-syntax';
import { type ApiTabName, type DemoRecord, type PageRecord } from '../lib/page-record';
import { PUBLIC_CORS } from './cors';
import { cacheFor, type MemoryCache, stringBytes } from './memory-cache';
import { DEV_MODE, KV_PREFIX } from './site';
import { textError } from './errors';
import { RecordInvalid, StoreUnavailable, getMarkdownSource, getPageOrEnglish, getTab, reportInvalid } from './store';
import { logFailure } from './log';

const PLAN_LABEL = { pro: 'Pro', premium: 'Premium' } as const;

/** A fenced block whose fence is longer than any backtick run inside. */
export function fenced(code: string, lang: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** The TypeScript source of a demo in its default styling (or the first it has), self-contained when it has local modules. */
export function demoSource(demo: DemoRecord): string | undefined {
  const copy = demo.copies?.system ?? Object.values(demo.copies ?? {})[0];
  if (copy) return copy.TS ?? copy.JS;
  const styling = demo.sources.system ?? Object.values(demo.sources)[0];
  return styling?.TS?.code ?? styling?.JS?.code;
}

function demoBlock(json: string, demos: readonly DemoRecord[]): string {
  let file: unknown;
  try {
    file = (JSON.parse(`{${json}}`) as { demo?: unknown }).demo;
  } catch {
    return '';
  }
  if (typeof file !== 'string') return '';
  const demo = demos.find((d) => d.file === file);
  const code = demo && demoSource(demo);
  if (!code) return `_Demo: ${file} (open the page in a browser to run it)._`;
  return `Demo \`${file}\`:\n\n${fenced(code, file.endsWith('.tsx') || file.endsWith('.jsx') ? 'tsx' : 'ts')}`;
}

/** A markdown body with demo embeds inlined and callouts as blockquotes. */
export function inlineBody(markdown: string, demos: readonly DemoRecord[]): string {
  const out: string[] = [];
  const inCode = fenceTracker();
  let callout = false;
  for (const line of markdown.split('\n')) {
    if (!inCode(line)) {
      const embed = embedOf(line);
      if (embed !== undefined) {
        out.push(demoBlock(embed, demos));
        continue;
      }
      const c = calloutOf(line);
      if (c && ('close' in c || isCallout(c.open))) {
        callout = 'open' in c;
        if ('open' in c) out.push(`> **${c.open[0]!.toUpperCase()}${c.open.slice(1)}**`, '>');
        continue;
      }
    }
    out.push(callout ? (line ? `> ${line}` : '>') : line);
  }
  return out.join('\n');
}

/** The whole page as markdown: title, description, plan, body (with the page's demos inlined). */
export function pageMarkdown(record: Pick<PageRecord, 'title' | 'description' | 'plan' | 'kind' | 'markdown' | 'demos'>): string {
  // API bodies are markdown already and state their plan themselves.
  const api = Boolean(record.kind && record.kind !== 'markdown');
  const plan = !api && record.plan ? `\n\nThis feature needs the ${PLAN_LABEL[record.plan]} plan.` : '';
  const body = api ? (record.markdown ?? '') : inlineBody(record.markdown ?? '', record.demos ?? []);
  return `# ${record.title}\n\n> ${record.description}${plan}\n\n${body.trim()}\n`;
}

/**
 * The markdown of a page (or of one of its API tabs), null when there is
 * none. A locale without its own record gets the English one, as the HTML
 * page does. Throws StoreUnavailable when KV fails, RecordInvalid on a
 * record of the wrong shape.
 */
export async function readMarkdown(kv: KVNamespace, locale: Locale, contentPath: string, tab?: ApiTabName): Promise<string | null> {
  // A page's demos hold every source of every demo (up to 300 KB of JSON): markdown made once is kept (bounded),
  // so that `.md` and MCP `get_page` do not read and parse them per request.
  // `npm start` changes KV under a running worker: nothing is kept there.
  if (DEV_MODE) return markdownOf(kv, locale, contentPath, tab);
  const memo = cacheFor(MARKDOWN, kv, MARKDOWN_CACHE_BYTES, stringBytes);
  const key = `${locale}|${contentPath}|${tab ?? ''}`;
  const kept = memo.get(key);
  if (kept !== undefined) return kept;
  const text = await markdownOf(kv, locale, contentPath, tab);
  if (text !== null) memo.set(key, text);
  return text;
}

/**
 * Markdown kept per KV binding (a test's faulty binding never sees another's) and isolate: 4 MB (two bytes
 * a UTF-16 unit), least recently used out first. Keys need no content version: a deploy is a new isolate.
 */
const MARKDOWN_CACHE_BYTES = 4 * 1024 * 1024;
const MARKDOWN = new WeakMap<KVNamespace, MemoryCache<string>>();

async function markdownOf(kv: KVNamespace, locale: Locale, contentPath: string, tab?: ApiTabName): Promise<string | null> {
  const found = await getPageOrEnglish(kv, KV_PREFIX, locale, contentPath);
  if (!found) return null;
  const { record, key } = found;
  if (!tab) return pageMarkdown({ ...record, ...(await getMarkdownSource(kv, key)) });
  const content = record.tabs?.includes(tab) ? await getTab(kv, KV_PREFIX, contentPath, tab) : null;
  return content?.markdown ? `# ${record.title}: API\n\n${content.markdown.trim()}\n` : null;
}

/** Serves the markdown of a page record (or API tab), 404 when there is none. */
export async function serveMarkdown(env: Env, locale: Locale, contentPath: string, tab?: ApiTabName): Promise<Response> {
  try {
    const text = await readMarkdown(env.PAGES, locale, contentPath, tab);
    if (text === null) return textError(404);
    return new Response(text, {
      headers: {
        'Content-Type': 'text/markdown; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=300',
        // The same URL also serves HTML: shared caches must keep both apart.
        Vary: 'Accept',
        ...PUBLIC_CORS,
      },
    });
  } catch (e) {
    if (e instanceof StoreUnavailable) {
      logFailure(e);
      return textError(503);
    }
    if (e instanceof RecordInvalid) {
      reportInvalid(e);
      return textError(500, { message: 'This page could not be read. Please retry later.' });
    }
    throw e;
  }
}
