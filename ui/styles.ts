/**
 * Global CSS of the shell and the page body, written against MUI's CSS
 * variables so one stylesheet serves light and dark. Breakpoints, z-index,
 * transitions and spacing are read from the theme, never retyped.
 * Emitted once through <GlobalStyles>, before the elements it styles.
 */
import type { Theme } from '@mui/material/styles';
import { AD } from '../lib/constants';
import { PACKAGE_MANAGERS } from '../lib/preferences';
import { apiStyles } from './api-styles';
import { demoCss } from './demo-styles';
import { feedbackCss } from './feedback-styles';
import { LAZY_NAV_ATTRIBUTE } from '../lib/constants';

/** Builds the global stylesheet from the theme. */
export function globalCss(theme: Theme): string {
  const md = `@media (min-width:${theme.breakpoints.values.md}px)`;
  const lg = `@media (min-width:${theme.breakpoints.values.lg}px)`;
  const sm = `@media (min-width:${theme.breakpoints.values.sm}px)`;
  const s = (n: number) => theme.spacing(n);
  const z = theme.zIndex;
  const t = theme.transitions.duration;
  const v = (name: string) => `var(--mui-palette-${name})`;
  return `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:${s(10)}}
body{margin:0;font-family:${theme.typography.fontFamily};font-size:${theme.typography.body1.fontSize};line-height:1.6;color:${v('text-primary')};background:${v('background-default')}}
a{color:${v('primary-main')}}
:focus-visible{outline:2px solid ${v('primary-main')};outline-offset:2px}
.skip-link{position:fixed;inset-inline-start:${s(2)};top:calc(-1 * ${s(10)});z-index:${z.tooltip};padding:${s(1)} ${s(2)};background:${v('background-paper')};border-radius:${theme.shape.borderRadius}px;box-shadow:${theme.shadows[4]};transition:top ${t.shorter}ms}
.skip-link:focus{top:${s(1)}}
.app-bar{position:sticky;top:0;z-index:${z.appBar};display:flex;align-items:center;gap:${s(1)};height:${s(8)};padding-inline:${s(2)};background:${v('background-default')};border-bottom:1px solid ${v('divider')}}
.app-bar .logo{font-weight:800;font-size:1.125rem;color:${v('text-primary')};text-decoration:none;white-space:nowrap}
.app-bar .logo span{color:${v('primary-main')}}
.app-bar .spacer{flex:1}
.app-bar .source-link{display:none}
${sm}{.app-bar .source-link{display:inline-flex}}
.icon-btn{display:inline-flex;align-items:center;justify-content:center;min-width:40px;height:40px;padding:0 ${s(1)};gap:4px;border:1px solid ${v('divider')};border-radius:${theme.shape.borderRadius}px;background:transparent;color:${v('text-primary')};font:inherit;font-size:.875rem;cursor:pointer;text-decoration:none}
.icon-btn:hover{background:${v('action-hover')}}
.icon-btn svg{width:20px;height:20px;fill:currentColor}
.menu{position:relative}
.menu>summary{list-style:none;max-width:38vw;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.app-bar{min-width:0}
/* Phones: tighter padding and gaps, and the version menu's label yields (ellipsis) so every button stays inside the viewport down to 320 px. */
@media (max-width:${theme.breakpoints.values.sm - 0.05}px){.app-bar{gap:4px;padding-inline:${s(1)}}.menu[data-menu=version]>summary{max-width:min(38vw,calc(100vw - 264px))}}
.menu[data-menu=product]{display:none}
${sm}{.menu[data-menu=product]{display:block}}
.app-bar .logo{flex-shrink:0}
/* 360 px phones: tighter bar, and the version menu may shrink (its label ellipsizes), so the bar never widens the page. */
.app-bar>.menu{min-width:0}
@media (max-width:399.95px){.app-bar{gap:4px;padding-inline:${s(1)}}}
.menu>summary::-webkit-details-marker{display:none}
.menu-list{position:absolute;inset-inline-end:0;top:calc(100% + 4px);min-width:220px;max-width:calc(100vw - ${s(2)});max-height:calc(100vh - ${s(10)});overflow:auto;margin:0;padding:${s(0.5)} 0;list-style:none;background:${v('background-paper')};border:1px solid ${v('divider')};border-radius:${theme.shape.borderRadius}px;box-shadow:${theme.shadows[8]};z-index:${z.modal}}
/* Menus left of the spacer open towards the page's inline end, the others towards its start: both stay on screen (client/shell.ts nudges any that still overflow). */
.menu[data-menu=product] .menu-list,.menu[data-menu=version] .menu-list{inset-inline-end:auto;inset-inline-start:0}
.menu-list a,.menu-list span{display:block;padding:${s(0.75)} ${s(2)};color:${v('text-primary')};text-decoration:none;font-size:.875rem}
.menu-list a:hover{background:${v('action-hover')}}
.menu-list [aria-current]{font-weight:700;color:${v('primary-main')}}
.menu-btn{display:inline-flex}
${md}{.menu-btn{display:none}}
/* Grid columns are fixed before the content streams in: nothing narrows when the TOC arrives. */
.layout{display:grid;grid-template-columns:minmax(0,1fr);align-items:start}
/* The main column comes first in the document (ui/Shell.tsx): each column is placed by hand. */
${md}{.layout{grid-template-columns:260px minmax(0,1fr)}.main{grid-column:2;grid-row:1}}
${lg}{.layout{grid-template-columns:260px minmax(0,1fr) 240px}}
.nav-drawer{position:fixed;inset-block:0;inset-inline-start:0;width:280px;max-width:85vw;overflow:auto;padding:${s(1)} ${s(1)} ${s(4)};background:${v('background-paper')};border-inline-end:1px solid ${v('divider')};z-index:${z.drawer};transform:translateX(-105%);visibility:hidden;transition:transform ${t.enteringScreen}ms,visibility ${t.enteringScreen}ms}
[dir=rtl] .nav-drawer{transform:translateX(105%)}
/* Opening shows the surface at once (visibility 0s), so focus can move into it in the same task; closing keeps it visible while it slides out. */
html[data-drawer-open] .nav-drawer{transform:none;visibility:visible;transition:transform ${t.enteringScreen}ms,visibility 0s}
.drawer-backdrop{display:none}
html[data-drawer-open] .drawer-backdrop{display:block;position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:${z.drawer - 1}}
.drawer-head{display:flex;justify-content:flex-end}
${md}{.nav-drawer,[dir=rtl] .nav-drawer{position:sticky;top:${s(8)};height:calc(100vh - ${s(8)});width:auto;max-width:none;grid-column:1;grid-row:1;transform:none;visibility:visible;z-index:auto;transition:none}.drawer-head,html[data-drawer-open] .drawer-backdrop{display:none}}
html[${LAZY_NAV_ATTRIBUTE}] .nav-drawer>div{content-visibility:hidden}
.nav-tree ul{list-style:none;margin:0;padding:0}
.nav-tree ul ul{padding-inline-start:${s(1.5)}}
.nav-tree a,.nav-tree summary,.nav-sub{display:flex;align-items:center;gap:6px;padding:5px ${s(1)};border-radius:8px;color:${v('text-secondary')};text-decoration:none;font-size:.875rem;cursor:pointer}
.nav-tree a{flex-wrap:wrap;row-gap:2px;overflow-wrap:anywhere}
.nav-tree a:hover,.nav-tree summary:hover{background:${v('action-hover')};color:${v('text-primary')}}
.nav-tree a[aria-current=page]{color:${v('primary-main')};background:rgba(${'var(--mui-palette-primary-mainChannel)'} / .08);font-weight:600}
/* On a tinted background (nav, callouts, inline code, pressed buttons) the light scheme's primary.main falls under 4.5:1 (4.1-4.2): text there takes primary.dark (WCAG 1.4.3). */
[data-mui-color-scheme=light] :is(.nav-tree a[aria-current=page],.callout a,.notice a,a code,.segmented button[aria-pressed=true],.api-layout-switch button[aria-pressed=true],.feedback-choice[aria-pressed=true]){color:${v('primary-dark')}}
.nav-tree summary{font-weight:600;color:${v('text-primary')}}
/* Groups show whether they are open: a chevron that turns with the group. */
.nav-tree summary::-webkit-details-marker{display:none}
.nav-tree summary::after{content:'';flex:none;width:6px;height:6px;margin-inline-start:auto;border-inline-end:2px solid currentColor;border-block-end:2px solid currentColor;transform:rotate(-45deg);transition:transform ${t.shortest}ms;opacity:.6}
[dir=rtl] .nav-tree summary::after{transform:rotate(45deg)}
.nav-tree details[open]>summary::after{transform:rotate(45deg)}
.nav-group-single{display:flex;align-items:center;gap:6px;padding:5px ${s(1)};font-size:.875rem;font-weight:600;color:${v('text-primary')}}
.nav-sub{font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.06em;margin-top:${s(1)}}
.nav-tree>ul>li>details>summary{margin-top:${s(0.5)}}
.badge{display:inline-block;padding:0 6px;border-radius:6px;font-size:.6875rem;font-weight:700;line-height:18px;white-space:nowrap}
.badge-pro{color:#0059B3;background:#E6F0FA;border:1px solid #9CCCFC}
.badge-premium{color:#7A4100;background:#FFF4E5;border:1px solid #F5C888}
.badge-new{color:#1B5E20;background:#E8F5E9}
.badge-planned,.badge-unstable{color:${v('text-secondary')};border:1px solid ${v('divider')}}
[data-mui-color-scheme=dark] .badge-pro{color:#9CCCFC;background:#002952;border-color:#004C99}
[data-mui-color-scheme=dark] .badge-premium{color:#F5C888;background:#3D2200;border-color:#7A4100}
[data-mui-color-scheme=dark] .badge-new{color:#A5D6A7;background:#0D2A10}
.main{min-width:0;padding:${s(3)} ${s(2)} ${s(8)}}
${sm}{.main{padding-inline:${s(4)}}}
.page{max-width:860px;margin-inline:auto}
.page h1{font-size:2.25rem;font-weight:700;line-height:1.2;margin:${s(1)} 0}
.page .description{font-size:1.125rem;color:${v('text-secondary')};margin:0 0 ${s(2)}}
.page-plan{margin-bottom:${s(1)}}
.plan-chip{font-size:.8125rem;line-height:24px;padding:0 10px;border-radius:12px;text-decoration:none}
.notice{padding:${s(1.5)} ${s(2)};border:1px solid ${v('divider')};border-radius:${theme.shape.borderRadius}px;background:${v('action-hover')};margin:${s(2)} 0;font-size:.9375rem}
.toc{display:none}
${lg}{.toc{display:block;grid-column:3;grid-row:1;position:sticky;top:${s(8)};max-height:calc(100vh - ${s(8)});overflow:auto;padding:${s(3)} ${s(2)};font-size:.8125rem}}
.toc h2{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;margin:0 0 ${s(1)}}
.toc ul{list-style:none;margin:0;padding:0}
.toc a{display:block;padding:3px ${s(1)};border-inline-start:2px solid transparent;color:${v('text-secondary')};text-decoration:none}
.toc a.toc-h3{padding-inline-start:${s(2.5)}}
.toc-gl{position:relative}
.toc-g>summary{position:absolute;top:0;inset-inline-end:0;padding:3px ${s(0.5)};list-style:none;cursor:pointer;color:${v('text-secondary')};font-size:.75rem;border-radius:4px}
.toc-g>summary::-webkit-details-marker{display:none}
.toc-g>summary::after{content:'';display:inline-block;width:5px;height:5px;margin-inline-start:6px;border-inline-end:1.5px solid currentColor;border-block-end:1.5px solid currentColor;transform:rotate(45deg);vertical-align:2px}
.toc-g[open]>summary::after{transform:rotate(-135deg);vertical-align:-1px}
.toc-g>summary:hover{background:${v('action-hover')}}
.toc-gl>a{padding-inline-end:${s(6)}}
.toc-g a{padding-inline-start:${s(2.5)}}
.toc-progress{height:2px;margin:0 0 ${s(1)};background:${v('divider')};border-radius:1px;overflow:hidden}
.toc-progress>span{display:block;height:100%;width:100%;background:${v('primary-main')};transform:scaleX(var(--reading-progress,0));transform-origin:left}
[dir=rtl] .toc-progress>span{transform-origin:right}
.toc a[data-read]{border-inline-start-color:rgba(var(--mui-palette-primary-mainChannel) / .35)}
.back-to-top{position:fixed;inset-inline-end:${s(2)};bottom:${s(2)};z-index:${z.speedDial};display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;border:1px solid ${v('divider')};background:${v('background-paper')};color:${v('text-primary')};box-shadow:${theme.shadows[4]};opacity:0;visibility:hidden;transition:opacity ${t.shorter}ms,visibility ${t.shorter}ms}
.back-to-top svg{width:22px;height:22px;fill:currentColor}
html[data-show-back-to-top] .back-to-top{opacity:1;visibility:visible}
html[data-drawer-open] .back-to-top,html[data-settings-open] .back-to-top{visibility:hidden}
.toc a[aria-current=true]{color:${v('primary-main')};border-inline-start-color:${v('primary-main')}}
.page-footer{display:flex;flex-wrap:wrap;overflow-wrap:break-word;justify-content:space-between;gap:${s(2)};margin-top:${s(6)};padding-top:${s(2)};border-top:1px solid ${v('divider')};font-size:.875rem}
.page-footer a{text-decoration:none}
.pager{display:flex;justify-content:space-between;gap:${s(2)};margin-top:${s(4)}}
.pager a{flex:1;min-width:0;overflow-wrap:break-word;padding:${s(1.5)} ${s(2)};border:1px solid ${v('divider')};border-radius:${theme.shape.borderRadius}px;text-decoration:none}
.pager a small{display:block;color:${v('text-secondary')}}
.pager .next{text-align:end}
.pager-title{display:block;font-weight:600}
.pager-section{font-weight:400;color:${v('text-secondary')}}
.not-found{margin:${s(3)} 0}
.not-found-search label{display:block;font-weight:600;margin-bottom:${s(1)}}
.not-found-row{display:flex;gap:${s(1)}}
.not-found-row input{flex:1;min-width:0;height:40px;padding:0 ${s(1.5)};border:1px solid ${v('divider')};border-radius:${theme.shape.borderRadius}px;background:${v('background-paper')};color:${v('text-primary')};font:inherit}
.not-found h2{font-size:1.125rem;margin:${s(3)} 0 ${s(1)}}
.not-found-list{margin:0;padding-inline-start:${s(2.5)}}
.not-found-list li{margin:${s(0.5)} 0}
.api-tabs{display:flex;gap:${s(1)};border-bottom:1px solid ${v('divider')};margin:${s(2)} 0}
.api-tabs a{padding:${s(1)} ${s(1.5)};text-decoration:none;color:${v('text-secondary')};border-bottom:2px solid transparent}
.api-tabs a[aria-current=page]{color:${v('primary-main')};border-bottom-color:${v('primary-main')}}
/* Long words (code spans, URLs) wrap in prose instead of widening the page; tables and code blocks scroll in their own box. */
.body{overflow-wrap:break-word}
.body .demo-frame{overflow-wrap:normal}
.body h2:not(.demo-frame *){font-size:1.5rem;margin:${s(5)} 0 ${s(1)}}
.body h3:not(.demo-frame *){font-size:1.125rem;margin:${s(3)} 0 ${s(1)}}
.body table:not(.demo-frame *){border-collapse:collapse;width:100%;display:block;overflow-x:auto;font-size:.875rem}
.body th:not(.demo-frame *),.body td:not(.demo-frame *){border-bottom:1px solid ${v('divider')};padding:${s(1)};text-align:start;vertical-align:top}
.body code:not(.demo-frame *){font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8125rem}
.body :not(pre)>code:not(.demo-frame *){padding:1px 5px;border-radius:6px;background:${v('action-hover')}}
.callout{margin:${s(2)} 0;padding:${s(1)} ${s(2)};border-inline-start:4px solid ${v('info-main')};border-radius:${theme.shape.borderRadius}px;background:${v('action-hover')}}
.callout-warning{border-inline-start-color:${v('warning-main')}}
.callout-success{border-inline-start-color:${v('success-main')}}
.callout-error{border-inline-start-color:${v('error-main')}}
.code-block{position:relative;margin:${s(2)} 0}
.code-block pre{margin:0;padding:${s(2)};overflow-x:auto;border-radius:${theme.shape.borderRadius}px;border:1px solid ${v('divider')};font-size:.8125rem;line-height:1.5}
.code-copy{position:absolute;top:${s(1)};inset-inline-end:${s(1)};padding:2px 8px;border:1px solid ${v('divider')};border-radius:8px;background:${v('background-paper')};color:${v('text-secondary')};font:inherit;font-size:.75rem;cursor:pointer}
pre,code,kbd,samp,.demo-live-input,.at td:not(:last-child){direction:ltr;unicode-bidi:isolate}
pre{text-align:left}
.code-block{direction:ltr}
@media (max-width:${theme.breakpoints.values.sm - 0.05}px){.code-block pre,.api-page .code-block pre{padding-top:40px}}
.body kbd{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.75rem;padding:1px 6px;border:1px solid ${v('divider')};border-bottom-width:2px;border-radius:6px;background:${v('background-paper')};white-space:nowrap}
.heading-plan{vertical-align:middle;margin-inline-start:${s(1)};text-decoration:none}
.install-tabs{margin:${s(2)} 0}
.install-tablist{display:flex;gap:${s(0.5)}}
.install-tab{padding:${s(0.5)} ${s(1.5)};border:1px solid transparent;border-bottom:2px solid transparent;background:transparent;color:${v('text-secondary')};font:inherit;font-size:.8125rem;cursor:pointer}
.install-tab:focus-visible{outline:2px solid ${v('primary-main')}}
.install-panel{display:none}
.install-panel .code-block{margin-top:${s(0.5)}}
${PACKAGE_MANAGERS.map((pm) => `html[data-package-manager=${pm}] .install-panel[data-pm=${pm}]{display:block}html[data-package-manager=${pm}] .install-tab[data-pm=${pm}]{color:${v('primary-main')};border-bottom-color:${v('primary-main')}}`).join('\n')}
/* Size and layout containment: the slot's height is its min-height whatever it holds (every ad is clipped to it), so
   the ad drawn after load lays out the slot alone, not the whole document (a 45-50 ms layout at 4x CPU on the
   charts pages, issue 36). */
.ad-slot{display:block;min-height:${AD.minHeight}px;margin-block:${s(AD.marginSpacing)};contain:size layout}
${sm}{.ad-slot{min-height:${AD.minHeightSm}px}}
/* A text-only ad (shape drawn before the first paint, client/inline/head.ts) gets the slot its card fills. */
html[data-ad-shape=inline] .ad-slot{min-height:${AD.inlineHeight}px}
${sm}{html[data-ad-shape=inline] .ad-slot{min-height:${AD.inlineHeightSm}px}}
.ad-slot:empty{visibility:hidden}
.settings{position:fixed;inset-block:0;inset-inline-end:0;width:320px;max-width:90vw;padding:${s(2)};background:${v('background-paper')};border-inline-start:1px solid ${v('divider')};box-shadow:${theme.shadows[16]};z-index:${z.modal};transform:translateX(105%);visibility:hidden;transition:transform ${t.enteringScreen}ms,visibility ${t.enteringScreen}ms}
[dir=rtl] .settings{transform:translateX(-105%)}
html[data-settings-open] .settings{transform:none;visibility:visible;transition:transform ${t.enteringScreen}ms,visibility 0s}
.settings h2{font-size:1rem;margin:0}
.settings h3{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;color:${v('text-secondary')};margin:${s(3)} 0 ${s(1)}}
.settings-head{display:flex;justify-content:space-between;align-items:center}
.segmented{display:flex}
.segmented button{flex:1;padding:${s(1)};border:1px solid ${v('divider')};background:transparent;color:${v('text-primary')};font:inherit;font-size:.8125rem;cursor:pointer}
.segmented button:first-of-type{border-start-start-radius:${theme.shape.borderRadius}px;border-end-start-radius:${theme.shape.borderRadius}px}
.segmented button:last-of-type{border-start-end-radius:${theme.shape.borderRadius}px;border-end-end-radius:${theme.shape.borderRadius}px}
.segmented button[aria-pressed=true]{color:${v('primary-main')};border-color:${v('primary-main')};background:rgba(var(--mui-palette-primary-mainChannel) / .08)}
html[data-dense] .body{line-height:1.45}
html[data-dense] .nav-tree a{padding-block:2px}
.error-page{padding:${s(6)} 0}
${demoCss(theme)}
${feedbackCss(theme)}
${apiStyles}`;
}
