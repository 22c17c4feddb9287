/**
 * Build-time syntax highlighting with shiki. The worker never highlights:
 * every code block reaches KV as HTML. Light and dark colours are both in the
 * markup (shiki's dual themes); `ui/code-theme.ts` switches
 * them with the colour scheme.
 */
import { createHighlighter, type Highlighter } from 'shiki';
import { escapeHtml } from '../../lib/html';
import { EN_TEXT, type UiText } from './ui-text';

const LANGS = ['tsx', 'ts', 'jsx', 'js', 'json', 'bash', 'css', 'html', 'md', 'diff', 'yaml', 'text'] as const;
const ALIASES: Record<string, string> = { typescript: 'ts', javascript: 'js', sh: 'bash', shell: 'bash', console: 'bash', plaintext: 'text', txt: 'text', '': 'text' };

let highlighter: Promise<Highlighter> | undefined;
const cache = new Map<string, string>();

/** One shared highlighter per build process. */
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: [...LANGS] });
  return highlighter;
}

/** Normalises a fence language; unknown languages render as plain text. */
export function normalizeLang(lang: string | null | undefined): string {
  const l = (lang ?? '').toLowerCase();
  const aliased = ALIASES[l] ?? l;
  return (LANGS as readonly string[]).includes(aliased) ? aliased : 'text';
}

/** Highlights code to a `<pre class="shiki">` element (memoised per code and language). */
export async function highlight(code: string, lang: string | null | undefined): Promise<string> {
  const language = normalizeLang(lang);
  const key = `${language}\0${code}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const h = await getHighlighter();
  const html = h.codeToHtml(code, { lang: language, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light' });
  cache.set(key, html);
  return html;
}

/** Wraps highlighted code in the copyable block the client wires up (labels in the page's locale). */
export function codeBlock(preHtml: string, attrs = '', t: UiText = EN_TEXT): string {
  return `<div class="code-block" data-code-block${attrs}><button type="button" class="code-copy" data-copy aria-label="${escapeHtml(t('codeCopy'))}">${escapeHtml(t('copy'))}</button>${preHtml}</div>`;
}
