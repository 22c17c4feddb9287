/**
 * Inline scripts of every page. They run before first paint, so the reader
 * never sees the wrong colour scheme, direction, density or code variant.
 * CSP allows them by hash (computed by the build), not by nonce, so HTML
 * stays cacheable.
 */
import { STORAGE_KEYS } from '../lib/constants';
import { HASH_STYLING_ORDER } from '../lib/preferences';

const K = STORAGE_KEYS;
const str = (v: string) => JSON.stringify(v);

/**
 * Applies stored preferences to <html>: colour mode (system, light, dark;
 * system follows prefers-color-scheme), direction, density, API props
 * layout (expanded or collapsed list; the table has no attribute), and the code variant / styling chosen by the URL hash. Its storage
 * keys and hash rules come from lib/ (`STORAGE_KEYS`, `HASH_STYLING_ORDER`)
 * and ui/inline-scripts.test.ts runs it against `parseMode`,
 * `variantFromHash` and `stylingFromHash`.
 */
export const HEAD_SCRIPT =
  `(function(){var d=document.documentElement;try{var s=localStorage,m=s.getItem(${str(K.mode)});if(m!=='light'&&m!=='dark')m='system';` +
  "var e=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;d.setAttribute('data-mui-color-scheme',e);d.setAttribute('data-mode',m);" +
  `if(s.getItem(${str(K.direction)})==='rtl')d.dir='rtl';if(s.getItem(${str(K.dense)})==='true')d.setAttribute('data-dense','');` +
  `var l=s.getItem(${str(K.apiLayout)});if(l==='list'||l==='collapsed')d.setAttribute('data-api-layout',l)}catch(x){}` +
  "var h=location.hash;if(/\\.(js|tsx)$/.test(h)){d.setAttribute('data-code-variant',/\\.js$/.test(h)?'JS':'TS');" +
  `var o=${JSON.stringify(HASH_STYLING_ORDER)};for(var i=0;i<o.length;i++)if(h.indexOf(o[i]+'-')>=0){d.setAttribute('data-code-styling',o[i]);break}}})()`;

/** Prerender a page when the reader shows intent (hover or focus on a link). */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/x/mcp' } }, { not: { selector_matches: '[data-no-prerender]' } }] }, eagerness: 'moderate' }],
});
