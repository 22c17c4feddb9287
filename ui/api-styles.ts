/**
 * Styles of the API reference pages (scripts/api renders the HTML at build
 * time). Colours come from MUI's CSS variables, so light and dark mode need
 * no rules of their own. The props layout keys off `html[data-api-layout]`,
 * which the head script sets from localStorage before first paint: the chosen
 * layout shows without a flash.
 */

/** CSS for `.api-page` and the inline API tabs. */
export const apiStyles = `
.api-page{--api-border:1px solid var(--mui-palette-divider);color:var(--mui-palette-text-primary)}
.api-page h2{scroll-margin-top:80px}
.api-page a,.api-inline a{color:var(--mui-palette-primary-main)}
.api-page code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8125rem}
.api-intro{margin-bottom:16px}
.api-intro p{margin:8px 0}
.api-credit,.api-legend,.api-slot-props,.api-inline-link{color:var(--mui-palette-text-secondary);font-size:.875rem}
.api-version-note{padding:10px 14px;border-left:4px solid var(--mui-palette-primary-main);background:var(--mui-palette-action-hover);border-radius:var(--mui-shape-borderRadius)}
.plan-badge{display:inline-block;margin:0 4px;padding:0 6px;border:var(--api-border,1px solid var(--mui-palette-divider));border-radius:var(--mui-shape-borderRadius);font-size:.75rem;font-weight:600;line-height:1.5;vertical-align:middle;color:var(--mui-palette-primary-main)}
.plan-badge-premium{color:var(--mui-palette-text-primary)}
.plan-badge-link{text-decoration:none}
.api-layout-switch{display:inline-flex;margin:8px 0 12px;border:var(--api-border);border-radius:var(--mui-shape-borderRadius);overflow:hidden}
.api-layout-switch button{padding:4px 12px;border:0;background:transparent;color:var(--mui-palette-text-secondary);font:inherit;font-size:.8125rem;cursor:pointer}
.api-layout-switch button+button{border-left:var(--api-border)}
.api-layout-switch button[aria-pressed="true"]{background:var(--mui-palette-action-hover);color:var(--mui-palette-primary-main);font-weight:600}
.api-layout-switch button:focus-visible{outline:2px solid var(--mui-palette-primary-main);outline-offset:-2px}
.api-table-wrap{overflow-x:auto;margin:8px 0 24px}
.api-page table{width:100%;border-collapse:collapse;font-size:.875rem}
.api-page th{text-align:left;font-weight:600;padding:8px;border-bottom:var(--api-border);background:var(--mui-palette-background-paper)}
.api-page td{padding:8px;border-bottom:var(--api-border);vertical-align:top}
.api-page td p{margin:0 0 6px}
.api-page td p:last-child{margin-bottom:0}
.api-page tr:target,.api-prop-item:target{background:var(--mui-palette-action-hover)}
.api-page tr[id]{scroll-margin-top:80px}
.api-col-name{white-space:nowrap}
.api-col-type{min-width:160px;max-width:360px}
.api-type{white-space:pre-wrap;overflow-wrap:break-word}
.api-default{white-space:pre-wrap;overflow-wrap:anywhere}
.api-col-default{min-width:90px;max-width:220px}
.api-col-description{min-width:240px}
.api-prop-name{font-weight:600;color:var(--mui-palette-primary-main)}
.api-required{margin-left:2px;color:var(--mui-palette-text-secondary)}
.api-none{color:var(--mui-palette-text-secondary)}
.anchor-link{margin-right:4px;color:var(--mui-palette-text-secondary);text-decoration:none;opacity:0}
tr:hover>td>.anchor-link,.api-prop-heading:hover>.anchor-link,.anchor-link:focus{opacity:1}
.api-deprecated-label{display:inline-block;margin-right:6px;padding:0 6px;border:1px solid currentColor;border-radius:var(--mui-shape-borderRadius);font-size:.75rem;font-weight:600;color:var(--mui-palette-text-secondary)}
.api-deprecation{margin-bottom:6px;color:var(--mui-palette-text-secondary)}
.api-deprecation p{display:inline}
.api-is-deprecated .api-prop-name{text-decoration:line-through}
.api-signature{margin-top:6px}
.api-signature summary{cursor:pointer;color:var(--mui-palette-text-secondary);font-size:.8125rem}
.api-signature-code{display:block;margin:6px 0;padding:6px 8px;background:var(--mui-palette-action-hover);border-radius:var(--mui-shape-borderRadius);white-space:pre-wrap;overflow-wrap:anywhere}
.api-params{margin:4px 0;padding-left:20px}
.api-params p{display:inline}
.api-returns-label{font-weight:600}
.api-returns p{display:inline}
.api-props-list{display:none}
html[data-api-layout="list"] .api-props-table-wrap{display:none}
html[data-api-layout="list"] .api-props-list{display:block}
.api-prop-item{padding:12px 0;border-bottom:var(--api-border);scroll-margin-top:80px}
.api-prop-heading{margin:0 0 6px;font-size:1rem}
.api-prop-meta{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px;font-size:.875rem}
.api-prop-meta dt{color:var(--mui-palette-text-secondary)}
.api-prop-meta dd{margin:0}
.api-description{font-size:.875rem}
.api-index-list{columns:2 220px;padding-left:20px}
.api-inline-item+.api-inline-item{margin-top:40px}
.api-page .code-block{position:relative}
.api-page .code-block pre{margin:8px 0;padding:12px 16px;overflow-x:auto;border-radius:var(--mui-shape-borderRadius)}
.api-page .code-copy{position:absolute;top:6px;right:6px;padding:2px 8px;border:var(--api-border);border-radius:var(--mui-shape-borderRadius);background:var(--mui-palette-background-paper);color:var(--mui-palette-text-secondary);font:inherit;font-size:.75rem;cursor:pointer}
@media (max-width:600px){.api-col-description{min-width:180px}.api-col-type{min-width:100px}}
`;
