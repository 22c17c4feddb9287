/**
 * Inline scripts of every page. They run before first paint, so the reader
 * never sees the wrong colour scheme, direction, density or code variant.
 * CSP allows them by hash (computed by the build), not by nonce, so HTML
 * stays cacheable.
 */

/**
 * Applies stored preferences to <html>: colour mode (`mui-mode`: system,
 * light, dark; system follows prefers-color-scheme), direction, density, API
 * props layout, and the code variant / styling chosen by the URL hash.
 */
export const HEAD_SCRIPT =
  "(function(){var d=document.documentElement;try{var s=localStorage,m=s.getItem('mui-mode');if(m!=='light'&&m!=='dark')m='system';" +
  "var e=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;d.setAttribute('data-mui-color-scheme',e);d.setAttribute('data-mode',m);" +
  "if(s.getItem('mui-direction')==='rtl')d.dir='rtl';if(s.getItem('mui-dense')==='true')d.setAttribute('data-dense','');" +
  "if(s.getItem('mui-api-layout')==='list')d.setAttribute('data-api-layout','list')}catch(x){}" +
  "var h=location.hash;if(/\\.(js|tsx)$/.test(h)){d.setAttribute('data-code-variant',/\\.js$/.test(h)?'JS':'TS');" +
  "var t=/(tailwind|css|system)-/.exec(h);if(t)d.setAttribute('data-code-styling',t[1])}})()";

/** Prerender a page when the reader shows intent (hover or focus on a link). */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/x/mcp' } }, { not: { selector_matches: '[data-no-prerender]' } }] }, eagerness: 'moderate' }],
});
