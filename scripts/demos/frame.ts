/**
 * Server-rendered frame of a demo, written at build time into the page
 * body: a placeholder that reserves the demo's height (the browser mounts
 * the demo into it; its `<!--standin:<id>-->` marker becomes the
 * first-paint stand-in, standins.ts), the toolbar, and the code of every variant and
 * styling. Which code is visible is pure CSS keyed on `data-code-variant`
 * / `data-code-styling` of <html> (ui/demo-styles.ts), so a JS reader never
 * sees a flash of TS. The toolbar is wired by client/demos.
 */
import type { CodeStyling, CodeVariant, DemoRecord, DemoSource } from '../../lib/page-record';
import { codeBlock } from '../content/highlight';
import { escapeHtml } from '../../lib/html';
import { EN_TEXT, type UiText } from '../content/ui-text';

const STYLINGS: CodeStyling[] = ['system', 'tailwind', 'css'];
const VARIANTS: CodeVariant[] = ['TS', 'JS'];

const ICONS = {
  code: 'M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z',
  copy: 'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  reset: 'M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
  focus: 'M5 15H3v4c0 1.1.9 2 2 2h4v-2H5zM5 5h4V3H5c-1.1 0-2 .9-2 2v4h2zm14-2h-4v2h4v4h2V5c0-1.1-.9-2-2-2m0 16h-4v2h4c1.1 0 2-.9 2-2v-4h-2zM12 9c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  link: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5',
  // Brand marks from Simple Icons (CC0).
  stackblitz: 'M10.797 14.182H3.635L16.728 0l-3.525 9.818h7.162L7.272 24l3.525-9.818z',
  codesandbox:
    'M2 6l10.455-6L22.91 6 23 17.95 12.455 24 2 18V6zm2.088 2.481v4.757l3.345 1.86v3.516l3.972 2.296v-8.272L4.088 8.481zm16.739 0l-7.317 4.157v8.272l3.972-2.296V15.1l3.345-1.861V8.48zM5.134 6.601l7.303 4.144 7.32-4.18-3.871-2.197-3.41 1.945-3.43-1.968L5.133 6.6z',
  palette:
    'M12 3a9 9 0 0 0 0 18c.83 0 1.5-.67 1.5-1.5 0-.39-.15-.74-.39-1.01-.23-.26-.38-.61-.38-.99 0-.83.67-1.5 1.5-1.5H16c2.76 0 5-2.24 5-5 0-4.42-4.03-8-9-8m-5.5 9a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3',
} as const;

/** Escapes text for HTML text and attribute values. */
export const esc = escapeHtml;

function icon(name: keyof typeof ICONS, cls = ''): string {
  return `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"${cls ? ` class="${cls}"` : ''}><path d="${ICONS[name]}"/></svg>`;
}

function ga(id: string, action: string): string {
  return ` data-ga-event-category="demo" data-ga-event-action="${esc(action)}" data-ga-event-label="${esc(id)}"`;
}

function button(attrs: string, inner: string, first = false): string {
  return `<button type="button" class="demo-btn" tabindex="${first ? 0 : -1}"${attrs}>${inner}</button>`;
}

function sourceBlock(src: DemoSource, styling: CodeStyling, variant: CodeVariant, preview: boolean, t: UiText): string {
  const attrs = ` data-demo-src data-styling="${styling}" data-variant="${variant}"${preview ? ' data-preview' : ''}`;
  return codeBlock(src.html ?? '', attrs, t).replace('class="code-block"', `class="code-block demo-src${preview ? ' demo-preview' : ''}"`);
}

function stylingMenu(r: DemoRecord, stylings: CodeStyling[], t: UiText): string {
  const label = (s: CodeStyling) => esc(t(`demo.stylings.${s}`));
  const labels = STYLINGS.map((s) => `<span data-styling-label="${s}">${label(s)}</span>`).join('');
  const items = stylings.map((s) => `<li role="menuitemradio" tabindex="-1" aria-checked="false" data-demo-action="styling" data-value="${s}"${ga(r.id, `styling-${s}`)}>${label(s)}</li>`).join('');
  const menuLabel = esc(t('demo.styling'));
  return (
    `<div class="demo-menu">` +
    button(
      ` data-demo-action="styling-menu" aria-haspopup="menu" aria-expanded="false" aria-controls="${r.id}-styling"${ga(r.id, 'styling-menu')}`,
      // The name starts with what the button shows, the styling's name (WCAG 2.5.3, Label in Name), then says what it chooses.
      `${icon('palette')}${labels}<span class="demo-vh">, ${menuLabel}</span>`,
    ) +
    `<ul class="demo-menu-list" role="menu" id="${r.id}-styling" aria-label="${menuLabel}" hidden>${items}</ul></div>`
  );
}

/**
 * The frame HTML of one embedded demo.
 * @param name demo component name, e.g. `BasicGrid`
 * @param t UI strings of the page's locale (toolbar labels)
 */
export function renderFrame(r: DemoRecord, name: string, t: UiText = EN_TEXT): string {
  const label = (key: string) => esc(t(key).replace('{name}', name));
  const id = esc(r.id);
  const stylings = STYLINGS.filter((s) => r.sources[s]);
  const chunkAttrs = stylings.map((s) => ` data-chunk-${s}="${esc(r.chunks[s] ?? '')}"`).join('');
  const styleAttrs = STYLINGS.filter((s) => r.styles?.[s])
    .map((s) => ` data-css-${s}="${esc(r.styles![s]!)}"`)
    .join('');
  const flags = `${r.sources.tailwind ? ' data-has-tailwind' : ''}${r.sources.css ? ' data-has-css' : ''}${r.hideCode ? ' data-hide-code' : ''}${r.plan ? ` data-plan="${r.plan}"` : ''}${r.bg ? ` data-bg="${r.bg}"` : ''}${r.defaultCodeOpen ? ' data-expanded' : ''}${r.hideToolbar ? ' data-hide-toolbar' : ''}`;
  const open = r.defaultCodeOpen === true;

  const toolbar = [
    button(
      ` data-demo-action="code" aria-expanded="${open}" aria-controls="${id}-code"${ga(r.id, open ? 'collapse' : 'expand')}`,
      `${icon('code')}<span class="demo-code-show">${label('demo.showCode')}</span><span class="demo-code-hide">${label('demo.hideCode')}</span>`,
      true,
    ),
    // The live editor (client/demos/live-edit.ts), loaded on the first click.
    // A text label, no icon: a button on every demo, so its bytes count (gzip cannot share them across demos).
    button(` data-demo-action="edit" aria-label="${label('demo.editCode')}"${ga(r.id, 'edit')}`, label('demo.edit')),
    `<span class="demo-variant" role="group" aria-label="${label('demo.language')}">` +
      VARIANTS.map((v) =>
        button(` data-demo-action="variant" data-value="${v}" aria-pressed="false" title="${label(v === 'TS' ? 'demo.typescript' : 'demo.javascript')}"${ga(r.id, `variant-${v.toLowerCase()}`)}`, v),
      ).join('') +
      `</span>`,
    stylings.length > 1 ? stylingMenu(r, stylings, t) : '',
    button(` data-demo-action="copy" aria-label="${label('demo.copy')}"${ga(r.id, 'copy-ts')}`, `${icon('copy', 'demo-icon-idle')}${icon('check', 'demo-icon-done')}`),
    ...(r.sandbox
      ? [
          button(` data-demo-action="stackblitz" aria-label="${label('demo.stackblitz')}" title="${label('demo.stackblitz')}"${ga(r.id, 'stackblitz')}`, icon('stackblitz')),
          button(` data-demo-action="codesandbox" aria-label="${label('demo.codesandbox')}" title="${label('demo.codesandbox')}"${ga(r.id, 'codesandbox')}`, icon('codesandbox')),
        ]
      : []),
    button(` data-demo-action="reset" aria-label="${label('demo.reset')}"${ga(r.id, 'reset')}`, icon('reset')),
    button(` data-demo-action="reset-focus" aria-label="${label('demo.resetFocus')}"${ga(r.id, 'reset-focus')}`, icon('focus')),
    button(` data-demo-action="link" aria-label="${label('demo.link')}"${ga(r.id, 'copy-link')}`, `${icon('link', 'demo-icon-idle')}${icon('check', 'demo-icon-done')}`),
  ].join('');

  const code: string[] = [];
  for (const s of stylings) {
    for (const v of VARIANTS) {
      const preview = r.previews?.[s]?.[v];
      if (preview) code.push(sourceBlock(preview, s, v, true, t));
      code.push(sourceBlock(r.sources[s]![v], s, v, false, t));
      // A template is inert: the self-contained copy costs no rendering.
      const copy = r.copies?.[s]?.[v];
      if (copy) code.push(`<template data-copy data-styling="${s}" data-variant="${v}">${esc(copy)}</template>`);
    }
  }

  // The packages and stylesheets of the demo's sandbox project, read on click (an inert template).
  // Text content needs only `&` and `<` escaped: the JSON's quotes stay one byte each.
  if (r.sandbox) code.push(`<template data-sandbox>${JSON.stringify(r.sandbox).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</template>`);

  return (
    `<div class="demo" id="${id}" data-demo="${id}" data-demo-name="${esc(name)}"${flags}${chunkAttrs}${styleAttrs}>` +
    `<div class="demo-frame" data-demo-frame role="group" aria-label="${label('demo.frame')}" tabindex="-1" style="min-height:${r.height}px"><!--standin:${id}--></div>` +
    (r.hideToolbar ? '' : `<div class="demo-toolbar" role="toolbar" aria-label="${label('demo.toolbar')}">${toolbar}<span class="demo-status" role="status" aria-live="polite"></span></div>`) +
    `<div class="demo-code" id="${id}-code">${code.join('')}</div>` +
    `</div>`
  );
}
