/**
 * Syntax colours for the live editor: a one-pass tokenizer for TS/JS with
 * JSX (comments, strings, keywords, numbers, JSX tag names), written as
 * spans for the highlighted layer under the editor's transparent textarea
 * (client/demos/live-edit.ts). The colours are those of the page's code
 * blocks (GitHub light and dark, ui/demo-styles.ts). A few hundred bytes:
 * the editor chunk carries no highlighting library.
 */

const KEYWORDS =
  'as|async|await|break|case|catch|class|const|continue|default|else|enum|export|extends|false|finally|for|from|function|if|implements|import|in|instanceof|interface|keyof|let|new|null|of|readonly|return|satisfies|switch|this|throw|true|try|type|typeof|undefined|var|void|while|yield';

const TOKEN = new RegExp(
  [
    String.raw`(\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$))`,
    String.raw`('(?:[^'\\\n]|\\.)*'?|"(?:[^"\\\n]|\\.)*"?|\x60(?:[^\x60\\]|\\[\s\S])*\x60?)`,
    String.raw`(<\/?)([A-Za-z][\w.]*)`,
    String.raw`\b(${KEYWORDS})\b`,
    String.raw`\b(\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?n?)\b`,
  ].join('|'),
  'g',
);

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const span = (cls: string, s: string) => `<span class="${cls}">${escape(s)}</span>`;

/**
 * The code as HTML with `c` (comment), `s` (string), `t` (JSX tag), `k` (keyword) and `n` (number) spans.
 * @example highlightCode('const a = 1;') // '<span class="k">const</span> a = <span class="n">1</span>;'
 */
export function highlightCode(code: string): string {
  let out = '';
  let last = 0;
  for (const m of code.matchAll(TOKEN)) {
    out += escape(code.slice(last, m.index));
    if (m[1] !== undefined) out += span('c', m[1]);
    else if (m[2] !== undefined) out += span('s', m[2]);
    else if (m[4] !== undefined) out += escape(m[3]!) + span('t', m[4]);
    else if (m[5] !== undefined) out += span('k', m[5]);
    else out += span('n', m[6]!);
    last = m.index + m[0].length;
  }
  return out + escape(code.slice(last));
}
