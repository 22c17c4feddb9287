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

/**
 * Token colours of the GitHub themes under WCAG AA (4.5:1) on their own code
 * background, each replaced by a darker (light) or lighter (dark) shade of
 * the same hue: light orange #e36209 is 3.49:1 on #fff (now #b35900, 4.83:1);
 * dark comments #6a737d are 3.05:1 on #24292e (now #959da5, 5.34:1). Every
 * other token colour of both themes already passes.
 */
export const CONTRAST_FIXES = {
  'github-light': { '#e36209': '#b35900' },
  'github-dark': { '#6a737d': '#959da5' },
};

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
  // No time limit per line (shiki's default is 500 ms): on a loaded machine the first lines a
  // grammar tokenizes (while its regexes compile) went past it and came out half-coloured, so
  // the same page built to different HTML from run to run (seen 2026-11-29, 2-6 of 386 renders).
  const html = h.codeToHtml(code, {
    lang: language,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: 'light',
    colorReplacements: CONTRAST_FIXES,
    tokenizeTimeLimit: 0,
  });
  cache.set(key, html);
  return html;
}

/** Wraps highlighted code in the copyable block the client wires up (labels in the page's locale). */
export function codeBlock(preHtml: string, attrs = '', t: UiText = EN_TEXT): string {
  return `<div class="code-block" data-code-block${attrs}><button type="button" class="code-copy" data-copy aria-label="${escapeHtml(t('codeCopy'))}">${escapeHtml(t('copy'))}</button>${preHtml}</div>`;
}
