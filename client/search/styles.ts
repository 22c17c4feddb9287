/**
 * Styles of the search modal, injected once by the modal module. Colours
 * come from MUI's CSS variables, so light and dark mode need nothing more;
 * logical properties keep it right in RTL.
 */

const v = (name: string) => `var(--mui-palette-${name})`;

/** The modal's stylesheet. */
export const SEARCH_CSS = `
.search-dialog{width:min(640px,calc(100vw - 24px));max-width:none;max-height:min(640px,calc(100dvh - 48px));margin:8vh auto auto;padding:0;border:1px solid ${v('divider')};border-radius:12px;background:${v('background-paper')};color:${v('text-primary')};box-shadow:0 16px 48px rgba(0,0,0,.24);overflow:hidden}
.search-dialog[open]{display:flex;flex-direction:column}
.search-dialog::backdrop{background:rgba(15,18,20,.45);backdrop-filter:blur(2px)}
.search-box{display:flex;align-items:center;gap:8px;padding:4px 12px;border-bottom:1px solid ${v('divider')}}
.search-box svg{flex:none;width:22px;height:22px;fill:${v('primary-main')}}
.search-input{flex:1;min-width:0;height:48px;border:0;outline:0;background:transparent;color:inherit;font:inherit;font-size:1.0625rem}
.search-input::placeholder{color:${v('text-secondary')}}
.search-close{flex:none;padding:2px 8px;border:1px solid ${v('divider')};border-radius:6px;background:transparent;color:${v('text-secondary')};font:inherit;font-size:.75rem;font-weight:600;cursor:pointer}
.search-close:hover{background:${v('action-hover')}}
.search-filters{display:flex;flex-wrap:wrap;gap:6px;padding:8px 12px 0}
.search-filter{padding:2px 10px;border:1px solid ${v('divider')};border-radius:999px;background:transparent;color:${v('text-secondary')};font:inherit;font-size:.8125rem;cursor:pointer}
.search-filter:hover{background:${v('action-hover')}}
.search-filter[aria-pressed="true"]{border-color:${v('primary-main')};color:${v('primary-main')};font-weight:600}
.search-clear{align-self:flex-end;margin:6px 16px 0;padding:0;border:0;background:transparent;color:${v('primary-main')};font:inherit;font-size:.75rem;cursor:pointer;text-decoration:underline}
.search-clear[hidden]{display:none}
.search-list{flex:1;overflow:auto;padding:4px 8px 8px;overscroll-behavior:contain}
.search-list:empty{display:none}
.search-group-label{margin:0;padding:12px 8px 4px;font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:${v('text-secondary')}}
.search-option{display:block;padding:8px 12px;border-radius:8px;color:inherit;text-decoration:none;cursor:pointer;border:1px solid transparent}
.search-option[aria-selected="true"]{background:${v('action-selected')};border-color:${v('primary-main')}}
.search-option-title{display:block;font-weight:600;line-height:1.4}
.search-option-heading{color:${v('primary-main')};font-weight:500}
.search-option-heading::before{content:"› ";color:${v('text-secondary')}}
.search-option-snippet{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;margin-top:2px;font-size:.8125rem;line-height:1.45;color:${v('text-secondary')}}
.search-option mark{background:transparent;color:${v('primary-main')};font-weight:700}
.search-page-title{margin:6px 0 0;padding:4px 12px 2px;font-weight:600;line-height:1.4}
.search-page-title mark{background:transparent;color:${v('primary-main')};font-weight:700}
.search-option-section{margin-inline-start:16px;padding-block:6px;border-inline-start:2px solid ${v('divider')};border-start-start-radius:0;border-end-start-radius:0}
.search-option-section .search-option-heading::before{content:none}
.search-badge{display:inline-block;margin-inline-start:8px;padding:0 6px;border-radius:4px;font-size:.6875rem;font-weight:700;line-height:1.5;vertical-align:1px;background:${v('primary-main')};color:${v('primary-contrastText')}}
.search-badge[data-plan="premium"]{background:${v('secondary-main')};color:${v('secondary-contrastText')}}
.search-option-variants{display:block;font-size:.75rem;color:${v('text-secondary')}}
.search-loading .search-list{opacity:.55}
.search-empty{padding:8px 12px 0}
.search-empty-title{margin:0 0 4px;font-weight:600}
.search-suggest{margin:0;font-size:.875rem}
.search-suggestion{margin-inline-start:6px;padding:0;border:0;background:transparent;color:${v('primary-main')};font:inherit;font-weight:600;cursor:pointer;text-decoration:underline}
.search-status{margin:0;padding:12px 20px;font-size:.875rem;color:${v('text-secondary')}}
.search-status:empty{display:none}
.search-footer{padding:8px 16px;border-top:1px solid ${v('divider')};font-size:.75rem;color:${v('text-secondary')}}
@media (max-width:599.95px){.search-dialog{margin-top:12px;max-height:calc(100dvh - 24px)}.search-footer{display:none}}
`;
