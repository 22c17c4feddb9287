/**
 * CSS of the demo frames (scripts/demos/frame.ts): placeholder and its
 * first-paint stand-in, toolbar and code. Which code shows is decided here, from `data-code-variant` and
 * `data-code-styling` on <html> (set by the worker from cookies and by the
 * head script from the URL hash) and the demo's own flags, so the right
 * variant is painted first, with no script. Appended to ui/styles.ts.
 */
import type { Theme } from '@mui/material/styles';

type Styling = 'system' | 'tailwind' | 'css';
type Variant = 'TS' | 'JS';

const HTML_VARIANT: Record<Variant, string> = { TS: ':not([data-code-variant=JS])', JS: '[data-code-variant=JS]' };

/** (html condition, demo condition) pairs under which a demo shows a styling. */
const STYLING_CASES: [Styling, string, string][] = [
  ['system', ':not([data-code-styling=tailwind]):not([data-code-styling=css])', ''],
  ['system', '[data-code-styling=tailwind]', ':not([data-has-tailwind])'],
  ['system', '[data-code-styling=css]', ':not([data-has-css])'],
  ['tailwind', '[data-code-styling=tailwind]', '[data-has-tailwind]'],
  ['css', '[data-code-styling=css]', '[data-has-css]'],
];

/** Selectors of the code blocks that are visible (collapsed: previews; expanded: full sources). */
function visibleCodeSelectors(): string[] {
  const out: string[] = [];
  for (const variant of ['TS', 'JS'] as const) {
    for (const [styling, html, demo] of STYLING_CASES) {
      const src = `.demo-src[data-variant=${variant}][data-styling=${styling}]`;
      out.push(`html${HTML_VARIANT[variant]}${html} .demo${demo}[data-expanded] ${src}:not([data-preview])`);
      out.push(`html${HTML_VARIANT[variant]}${html} .demo${demo}:not([data-expanded]):not([data-hide-code]):not([data-hide-toolbar]) ${src}[data-preview]`);
    }
  }
  return out;
}

function stylingLabelSelectors(): string[] {
  return STYLING_CASES.map(([styling, html, demo]) => `html${html} .demo${demo} [data-styling-label=${styling}]`);
}

/** The demo stylesheet, written against the theme's CSS variables. */
export function demoCss(theme: Theme): string {
  const s = (n: number) => theme.spacing(n);
  const v = (name: string) => `var(--mui-palette-${name})`;
  const r = theme.shape.borderRadius;
  const sm = `@media (min-width:${theme.breakpoints.values.sm}px)`;
  return `
.demo{margin:${s(3)} 0}
.demo-frame{box-sizing:content-box;position:relative;padding:${s(2)};border:1px solid ${v('divider')};border-radius:${r}px ${r}px 0 0;overflow:auto;outline-offset:-2px}
${sm}{.demo-frame{padding:${s(3)}}}
.demo[data-bg=inline] .demo-frame{padding:0;border:0;overflow:visible}
.demo[data-bg=playground] .demo-frame{background:${v('background-default')};background-image:radial-gradient(${v('divider')} 1px,transparent 1px);background-size:16px 16px}
.demo[data-hide-toolbar]:not([data-expanded]) .demo-frame{border-radius:${r}px}
.demo[data-bg=inline][data-expanded] .demo-code{margin-top:${s(2)}}
.demo-toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:2px;padding:${s(0.5)};border:1px solid ${v('divider')};border-top:0;font-size:.8125rem}
.demo-btn{display:inline-flex;align-items:center;gap:4px;min-width:32px;height:32px;padding:0 ${s(1)};border:0;border-radius:8px;background:transparent;color:${v('text-secondary')};font:inherit;font-weight:500;cursor:pointer}
.demo-btn:hover{background:${v('action-hover')};color:${v('text-primary')}}
.demo-btn svg{width:18px;height:18px;fill:currentColor}
.demo-variant{display:inline-flex;margin-inline-start:auto;border:1px solid ${v('divider')};border-radius:8px}
.demo-variant .demo-btn{height:28px;min-width:36px;justify-content:center}
html${HTML_VARIANT.TS} .demo-variant [data-value=TS],html${HTML_VARIANT.JS} .demo-variant [data-value=JS]{color:${v('primary-main')};background:rgba(var(--mui-palette-primary-mainChannel) / .08)}
/* The light scheme's primary.main on that tint is 4.1:1: primary.dark there (WCAG 1.4.3). */
html[data-mui-color-scheme=light]${HTML_VARIANT.TS} .demo-variant [data-value=TS],html[data-mui-color-scheme=light]${HTML_VARIANT.JS} .demo-variant [data-value=JS]{color:${v('primary-dark')}}
.demo-code-hide,.demo[data-expanded] .demo-code-show{display:none}
.demo[data-expanded] .demo-code-hide{display:inline}
.demo-btn .demo-icon-done,.demo-btn[data-copied] .demo-icon-idle{display:none}
.demo-btn[data-copied] .demo-icon-done{display:inline;fill:${v('success-main')}}
.demo-menu{position:relative;display:inline-flex}
.demo [data-styling-label]{display:none}
${stylingLabelSelectors().join(',')}{display:inline}
.demo-menu-list{position:absolute;top:calc(100% + 4px);inset-inline-end:0;z-index:${theme.zIndex.modal};min-width:180px;margin:0;padding:${s(0.5)} 0;list-style:none;background:${v('background-paper')};border:1px solid ${v('divider')};border-radius:8px;box-shadow:${theme.shadows[8]}}
.demo-menu-list[hidden]{display:none}
.demo-menu-list [role=menuitemradio]{padding:${s(0.75)} ${s(2)};cursor:pointer;color:${v('text-primary')}}
.demo-menu-list [role=menuitemradio]:hover,.demo-menu-list [role=menuitemradio]:focus{background:${v('action-hover')};outline:0}
.demo-menu-list [aria-checked=true]{color:${v('primary-main')};font-weight:600}
.demo-status,.demo-vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.demo-code .code-block{margin:0}
.demo-code .code-block pre{border-top:0;border-radius:0 0 ${r}px ${r}px;max-height:640px;overflow:auto}
.demo-src{display:none}
${visibleCodeSelectors().join(',\n')}{display:block}
/* First-paint stand-ins (scripts/demos/standins.ts): the demo's build-time rendering until it mounts, in the reader's scheme.
   Off screen, a stand-in is not styled, laid out or painted (content-visibility): the frame's reserved min-height keeps its place.
   content-visibility clips paint to the padding box: 12px of padding (taken back by the margin, inside the frame's padding) keep
   what a demo draws just outside its box, such as an outlined field's floating label or a card's shadow, as the live demo shows
   it. An inline frame has no padding and its margins would collapse with the stand-in's: there the stand-in is always painted. */
.standin{pointer-events:none;-webkit-user-select:none;user-select:none;content-visibility:auto;contain-intrinsic-block-size:auto 0px}
.demo:not([data-bg=inline]) .standin:not(.standin-skeleton){margin:-12px;padding:12px}
.demo[data-bg=inline] .standin{content-visibility:visible}
.standin-dark,[data-mui-color-scheme=dark] .standin-light{display:none}
[data-mui-color-scheme=dark] .standin-dark{display:block}
.standin-skeleton{border-radius:8px;background:${v('action-hover')}}
/* A picture of the live demo (scripts/demos/demo-pictures.ts), taken at 1280 px: its own size, scaled down with a narrower frame. */
.standin-picture img{display:block;max-width:100%;height:auto}
.standin-picture .standin-dark,[data-mui-color-scheme=dark] .standin-picture .standin-light{display:none}
[data-mui-color-scheme=dark] .standin-picture .standin-dark{display:block}
/* Drawn left to right with the MUI System code: on a right-to-left page, or for a reader of the Tailwind / plain CSS variant, the space stays reserved and blank. */
html[dir=rtl] .standin,html[data-code-styling=tailwind] .demo[data-has-tailwind] .standin,html[data-code-styling=css] .demo[data-has-css] .standin{visibility:hidden}
.demo-error{display:flex;flex-direction:column;align-items:flex-start;gap:${s(1)};padding:${s(2)};border-radius:8px;background:rgba(var(--mui-palette-error-mainChannel) / .08);color:${v('text-primary')}}
.demo-error p{margin:0}
.demo[data-editing] .demo-src{display:none!important}
.demo[data-editing]:not([data-expanded]) .demo-live{display:none}
.demo-live-bar{display:flex;flex-wrap:wrap;align-items:center;gap:${s(1)};padding:${s(0.5)} ${s(1)};border:1px solid ${v('divider')};border-top:0;font-size:.8125rem;color:${v('text-secondary')}}
.demo-live-label{font-weight:600;color:${v('text-primary')}}
.demo-live-hint{margin-inline-end:auto}
.demo-live-input{display:block;box-sizing:border-box;width:100%;max-height:640px;margin:0;padding:${s(2)};border:1px solid ${v('divider')};border-top:0;border-radius:0 0 ${r}px ${r}px;background:${v('background-paper')};color:${v('text-primary')};font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8125rem;line-height:1.5;tab-size:2;white-space:pre;overflow:auto;resize:vertical}
.demo-live-area{position:relative;background:${v('background-paper')};border-radius:0 0 ${r}px ${r}px}
.demo-live-area .demo-live-input{position:relative;background:transparent;color:transparent;caret-color:${v('text-primary')}}
.demo-live-area .demo-live-input::selection{color:transparent;background:rgba(var(--mui-palette-primary-mainChannel) / .25)}
.demo-live-hl{position:absolute;inset:0;box-sizing:border-box;margin:0;padding:${s(2)};border:1px solid transparent;border-top:0;overflow:hidden;pointer-events:none;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8125rem;line-height:1.5;tab-size:2;white-space:pre;color:#24292e}
.demo-live-hl .k{color:#d73a49}.demo-live-hl .s{color:#032f62}.demo-live-hl .c{color:#6a737d}.demo-live-hl .n{color:#005cc5}.demo-live-hl .t{color:#22863a}
html[data-mui-color-scheme='dark'] .demo-live-hl{color:#e1e4e8}html[data-mui-color-scheme='dark'] .demo-live-hl .k{color:#f97583}html[data-mui-color-scheme='dark'] .demo-live-hl .s{color:#9ecbff}html[data-mui-color-scheme='dark'] .demo-live-hl .c{color:#6a737d}html[data-mui-color-scheme='dark'] .demo-live-hl .n{color:#79b8ff}html[data-mui-color-scheme='dark'] .demo-live-hl .t{color:#85e89d}
.demo-live-input:focus-visible{outline:2px solid ${v('primary-main')};outline-offset:-2px}
.demo-live-error{position:sticky;bottom:0;z-index:1;padding:${s(1.5)} ${s(2)};border:1px solid ${v('error-main')};border-top:0;background:linear-gradient(rgba(var(--mui-palette-error-mainChannel) / .08),rgba(var(--mui-palette-error-mainChannel) / .08)),${v('background-paper')};color:${v('text-primary')};font-size:.875rem}
.demo-live-error[hidden]{display:none}
.demo-live-error pre{margin:${s(0.5)} 0;white-space:pre-wrap;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8125rem}
.demo-live-error p{margin:0;color:${v('text-secondary')}}
`;
}
