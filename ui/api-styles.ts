/**
 * Styles of the API reference pages (scripts/api renders the HTML at build
 * time). Colours come from MUI's CSS variables, so light and dark mode need
 * no rules of their own.
 *
 * Props, slots, CSS classes and hook parameters are one `<table class="at">`
 * each, laid out three ways from `html[data-api-layout]` (absent: table,
 * `list`: expanded list, `collapsed`: collapsed list), which the head script
 * sets from localStorage before first paint, so the chosen layout shows
 * without a flash. Rows are CSS grids sized by container queries on the
 * table: the table layout keeps four columns when there is room, puts the
 * description under name, type and default on a 1280 px screen, and stacks
 * on a phone, so every description is readable without side scrolling.
 * Cells are picked by position (`ap` props: name, type, default,
 * description; `as` slots, `ac` classes, `ah` hook parameters: three).
 * Until the page has loaded, rows out of view are skipped by layout and
 * paint (`LAZY_ROWS_ATTRIBUTE`, lib/constants.ts).
 */

import { LAZY_ROWS_ATTRIBUTE } from '../lib/constants';

const MONO = 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';
/** The table layout: no layout attribute on <html>. */
const T = 'html:not([data-api-layout])';
/** The collapsed list: a row is open when toggled (`o`, client/api-layout.ts) or targeted by the URL (unless closed again: `c`). */
const C = 'html[data-api-layout=collapsed]';
const CLOSED = `${C} .at tr:not(.o):is(:not(:target),.c)`;

/** CSS for `.api-page` and the inline API tabs. */
export const apiStyles = `
.api-page{--api-border:1px solid var(--mui-palette-divider);color:var(--mui-palette-text-primary)}
.page h1{overflow-wrap:break-word}
.api-page h2{scroll-margin-top:80px}
.api-page a,.api-inline a{color:var(--mui-palette-primary-main)}
.api-page code{font-family:${MONO};font-size:.8125rem;overflow-wrap:anywhere}
.api-intro{margin-bottom:16px}
.api-intro p{margin:8px 0}
.sp::before{content:"Props (slotProps): "}
.api-credit,.api-legend,.sp,.api-inline-link{color:var(--mui-palette-text-secondary);font-size:.875rem}
.api-version-note{padding:10px 14px;border-left:4px solid var(--mui-palette-primary-main);background:var(--mui-palette-action-hover);border-radius:var(--mui-shape-borderRadius)}
.plan-badge{display:inline-block;margin:0 4px;padding:0 6px;border:var(--api-border,1px solid var(--mui-palette-divider));border-radius:var(--mui-shape-borderRadius);font-family:inherit;font-size:.75rem;font-weight:600;line-height:1.5;vertical-align:middle;color:var(--mui-palette-primary-main);white-space:nowrap}
.plan-badge-premium{color:var(--mui-palette-text-primary)}
.plan-badge-link{text-decoration:none}
.api-in{display:inline-block;margin:0 4px;padding:0 6px;border:1px dashed var(--mui-palette-divider);border-radius:var(--mui-shape-borderRadius);font-family:system-ui,sans-serif;font-size:.75rem;line-height:1.5;vertical-align:middle;color:var(--mui-palette-text-secondary);white-space:normal}
.api-layout-switch{display:inline-flex;flex-wrap:wrap;max-width:100%;margin:8px 0 12px;border:var(--api-border);border-radius:var(--mui-shape-borderRadius);overflow:hidden}
.api-layout-switch button{padding:4px 10px;border:0;background:transparent;color:var(--mui-palette-text-secondary);font:inherit;font-size:.8125rem;cursor:pointer}
.api-layout-switch button+button{border-inline-start:var(--api-border)}
.api-layout-switch button[aria-pressed="true"]{background:var(--mui-palette-action-hover);color:var(--mui-palette-primary-main);font-weight:600}
.api-layout-switch button:focus-visible{outline:2px solid var(--mui-palette-primary-main);outline-offset:-2px}
/* .api-page raises these over the markdown tables' rules (.body td) in ui/styles.ts. */
.api-page .at{display:block;width:100%;margin:8px 0 24px;overflow:visible;border-collapse:collapse;font-size:.875rem;container-type:inline-size}
.at>thead,.at>tbody{display:block}
.at tr{display:grid;grid-template-columns:minmax(0,1fr);grid-template-areas:"n" "t" "d" "e";gap:4px 16px;padding:10px 4px;border-bottom:var(--api-border);scroll-margin-top:80px}
html[${LAZY_ROWS_ATTRIBUTE}] .at>tbody>tr{content-visibility:auto;contain-intrinsic-size:auto 64px}
.at:not(.ap) tr{grid-template-areas:"n" "t" "e"}
.at>thead{display:none}
.at th{font-weight:600;text-align:start}
.api-page .at td,.api-page .at th{display:block;min-width:0;padding:0;border:0;overflow-wrap:anywhere}
.at :is(td,th):first-child{grid-area:n}
.at :is(td,th):nth-child(2){grid-area:t}
.ap :is(td,th):nth-child(3){grid-area:d}
.at :is(td,th):last-child{grid-area:e}
.at td:not(:last-child){font-family:${MONO};font-size:.8125rem;white-space:pre-wrap}
.at td:first-child>a{font-weight:600;text-decoration:none}
.at td:first-child>a:hover{text-decoration:underline}
.at td::before{font-family:system-ui,sans-serif;font-size:.75rem;color:var(--mui-palette-text-secondary);margin-inline-end:8px;white-space:normal}
.ap td:nth-child(2)::before,.ah td:nth-child(2)::before{content:"Type"}
.ap td:nth-child(3)::before{content:"Default"}
.as td:nth-child(2)::before{content:"Default component"}
.ac td:nth-child(2)::before{content:"Rule name"}
.ap td:nth-child(3):empty,.as td:nth-child(2):empty{display:none}
.at td:last-child p{margin:0 0 6px}
.at td:last-child p:last-child{margin-bottom:0}
.at tr:target{background:var(--mui-palette-action-hover)}
html[data-api-layout=list] .at td:first-child{font-size:.9375rem}
@container (min-width:520px){
${T} .at>thead{display:block}
${T} .at>thead>tr{padding-block:6px}
${T} .at td::before{display:none}
${T} .ap td:nth-child(3):empty{display:block}
${T} .ap td:nth-child(3):empty::before{display:inline;content:"–"}
${T} .ap tr{grid-template-columns:minmax(0,1fr) minmax(0,1.4fr) minmax(0,.8fr);grid-template-areas:"n t d" "e e e"}
${T} .at:not(.ap) tr{grid-template-columns:minmax(0,1fr) minmax(0,1fr);grid-template-areas:"n t" "e e"}
${T} .at th:last-child{display:none}
}
@container (min-width:860px){
${T} .ap tr{grid-template-columns:minmax(0,1fr) minmax(0,1.3fr) minmax(0,.8fr) minmax(0,2fr);grid-template-areas:"n t d e"}
${T} .at:not(.ap) tr{grid-template-columns:minmax(0,1fr) minmax(0,.8fr) minmax(0,2fr);grid-template-areas:"n t e"}
${T} .at th:last-child{display:block}
}
${C} .at tr{padding-block:6px}
${C} .at td:first-child>a::before{content:"";display:inline-block;width:6px;height:6px;margin-inline-end:10px;border-inline-end:2px solid currentColor;border-block-end:2px solid currentColor;transform:rotate(45deg);vertical-align:2px}
${CLOSED}{grid-template-columns:minmax(0,max-content) minmax(0,1fr);grid-template-areas:"n t"}
${CLOSED} td:first-child>a::before{transform:rotate(-45deg)}
[dir=rtl] ${CLOSED} td:first-child>a::before{transform:rotate(135deg)}
${CLOSED}>td:nth-child(n+3){display:none}
${CLOSED}>td:nth-child(2){display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;color:var(--mui-palette-text-secondary)}
${CLOSED}>td:nth-child(2)::before{display:none}
.api-deprecated-label{display:inline-block;margin-inline-end:6px;padding:0 6px;border:1px solid currentColor;border-radius:var(--mui-shape-borderRadius);font-size:.75rem;font-weight:600;color:var(--mui-palette-text-secondary)}
.api-deprecation{margin-bottom:6px;color:var(--mui-palette-text-secondary)}
.api-deprecation p{display:inline}
.dp>td:first-child>a{text-decoration:line-through}
.rq{margin-inline-start:2px;color:var(--mui-palette-text-secondary)}
.sg{margin-top:6px}
.sg summary{cursor:pointer;color:var(--mui-palette-text-secondary);font-size:.8125rem}
.sg>code{display:block;margin:6px 0;padding:6px 8px;background:var(--mui-palette-action-hover);border-radius:var(--mui-shape-borderRadius);white-space:pre-wrap}
.sg ul{margin:4px 0;padding-inline-start:20px}
.sg li p,.sg p{display:inline}
.api-index-list{columns:2 220px;padding-left:20px}
.api-inline-item+.api-inline-item{margin-top:40px}
.api-page .code-block{position:relative}
.api-page .code-block pre{margin:8px 0;padding:12px 16px;overflow-x:auto;border-radius:var(--mui-shape-borderRadius)}
.api-page .code-copy{position:absolute;top:6px;right:6px;padding:2px 8px;border:var(--api-border);border-radius:var(--mui-shape-borderRadius);background:var(--mui-palette-background-paper);color:var(--mui-palette-text-secondary);font:inherit;font-size:.75rem;cursor:pointer}
`;
