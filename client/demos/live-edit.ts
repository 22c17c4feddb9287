/**
 * The live editor of a demo, loaded on the first click of a demo's Edit
 * button (with sucrase; a page that is only read never loads it). The
 * shown code (TS or JS) becomes a <textarea> over a highlighted copy of its
 * text (client/demos/highlight.ts): Tab inserts two spaces,
 * Escape returns the focus to the Edit button, Shift+Tab leaves as usual,
 * so the focus is never trapped. 400 ms after the last change the code is
 * transpiled and run (client/demos/live-run.ts) and rendered in the demo's
 * frame in place of the demo; a syntax, import, run or render error shows
 * in a panel under the editor's text, kept in view while typing
 * (role="alert"), while the last working version stays. Reset restores the original code and demo.
 *
 * It imports no client module of the shell (only types): whatever it needs
 * comes through `LiveContext`, so the shell's own bundle is split exactly
 * as before.
 */
import type * as ReactModule from 'react';
import type { ComponentType, ReactNode } from 'react';
import { DEFAULT_DEMO_STRINGS, fillText, type DemoStrings } from '../../lib/client-config';
import type { CodeStyling, CodeVariant } from '../../lib/page-record';
import { highlightCode } from './highlight';
import { LiveError, runEdited, type LiveScope } from './live-run';
import type { DemoHandle } from './runtime';

/** Debounce of a run after the last keystroke (ms). */
export const LIVE_RUN_DELAY_MS = 400;

/** What the editor needs from the page (client/demos/index.ts). */
export interface LiveContext {
  /** The demo's mounted handle (mounting it first if needed). */
  handle(): Promise<DemoHandle>;
  /** URL of the demo's current chunk (it exports `liveScope`). */
  chunk(): string;
  /** The page's TS/JS choice. */
  variant(): CodeVariant;
  /** The styling the demo shows. */
  styling(): CodeStyling;
  /** The full source of the demo in a variant, as the page shows it. */
  original(variant: CodeVariant): string;
  /** The page's demo strings (labels, messages); English when absent. */
  strings?: DemoStrings | undefined;
}

type ReactLib = typeof ReactModule;

interface Loaded {
  scope: LiveScope;
  react: ReactLib;
  /** The demo's own component: what shows while no edit has rendered. */
  demo: ComponentType;
}

interface Editor {
  demo: HTMLElement;
  ctx: LiveContext;
  variant: CodeVariant;
  styling: CodeStyling;
  original: string;
  box: HTMLElement;
  textarea: HTMLTextAreaElement;
  /** The highlighted copy of the text under the transparent textarea. */
  layer: HTMLElement;
  label: HTMLElement;
  panel: HTMLElement;
  text: DemoStrings;
  loaded: Promise<Loaded>;
  timer?: number;
  seq: number;
  lastGood?: ComponentType;
}

const LANGUAGE: Record<CodeVariant, string> = { TS: 'TypeScript', JS: 'JavaScript' };
const ERROR_TITLE: Record<LiveError['kind'], keyof DemoStrings> = {
  syntax: 'errorSyntax',
  import: 'errorImport',
  run: 'errorRun',
  render: 'errorRender',
};

const editors = new Map<HTMLElement, Editor>();

function editButton(demo: HTMLElement): HTMLElement | null {
  return demo.querySelector<HTMLElement>('.demo-toolbar [data-demo-action=edit]');
}

/** Gives the Edit button the focus (and the toolbar's roving tab stop). */
function focusEditButton(demo: HTMLElement): void {
  const button = editButton(demo);
  if (!button) return;
  for (const b of demo.querySelectorAll<HTMLElement>('.demo-toolbar .demo-btn')) b.tabIndex = b === button ? 0 : -1;
  button.focus();
}

async function load(chunk: string, text: DemoStrings): Promise<Loaded> {
  const mod = (await import(chunk)) as { default?: ComponentType; liveScope?: LiveScope };
  const scope = mod.liveScope;
  if (!scope?.react || !mod.default) throw new LiveError('import', text.noScope);
  const react: object = scope.react;
  return { scope, react: react as ReactLib, demo: mod.default };
}

interface BoundaryProps {
  onError(error: Error): void;
  onRendered(): void;
  fallback: ReactNode;
  children?: ReactNode;
}

const boundaries = new WeakMap<ReactLib, ComponentType<BoundaryProps>>();

/** An error boundary made with the demo's own React (the editor bundles none). */
function boundaryFor(React: ReactLib): ComponentType<BoundaryProps> {
  let B = boundaries.get(React);
  if (!B) {
    class LiveBoundary extends React.Component<BoundaryProps, { error?: Error }> {
      override state: { error?: Error } = {};
      static getDerivedStateFromError(error: unknown) {
        return { error: error instanceof Error ? error : new Error(String(error)) };
      }
      override componentDidCatch(error: Error) {
        this.props.onError(error);
      }
      override componentDidMount() {
        if (!this.state.error) this.props.onRendered();
      }
      override render() {
        return this.state.error ? this.props.fallback : this.props.children;
      }
    }
    B = LiveBoundary;
    boundaries.set(React, B);
  }
  return B;
}

function clearError(ed: Editor): void {
  ed.panel.hidden = true;
  ed.panel.replaceChildren();
}

function showError(ed: Editor, error: unknown): void {
  const e = error instanceof LiveError ? error : new LiveError('run', error instanceof Error ? error.message : String(error));
  const title = document.createElement('strong');
  title.textContent = ed.text[ERROR_TITLE[e.kind]];
  const message = document.createElement('pre');
  message.textContent = e.message;
  const note = document.createElement('p');
  note.textContent = ed.text.note;
  ed.panel.replaceChildren(title, message, note);
  ed.panel.hidden = false;
}

/** Renders a component in the demo's frame through the live boundary. */
async function render(ed: Editor, component: ComponentType, seq: number): Promise<void> {
  const [handle, loaded] = await Promise.all([ed.ctx.handle(), ed.loaded]);
  if (seq !== ed.seq) return;
  const React = loaded.react;
  const Boundary = boundaryFor(React);
  const Fallback = ed.lastGood ?? loaded.demo;
  handle.override(() =>
    React.createElement(
      Boundary,
      {
        key: seq,
        fallback: React.createElement(Fallback),
        onError: (error: Error) => {
          if (seq === ed.seq) showError(ed, new LiveError('render', `${error.name}: ${error.message}`));
        },
        onRendered: () => {
          if (seq !== ed.seq) return;
          ed.lastGood = component;
          clearError(ed);
        },
      },
      React.createElement(component),
    ),
  );
}

/** Transpiles, runs and renders the editor's code (the latest run wins). */
async function run(ed: Editor): Promise<void> {
  const seq = ++ed.seq;
  const code = ed.textarea.value;
  if (code === ed.original) {
    // Back to the original text: the demo's own component, as on load.
    const handle = await ed.ctx.handle();
    if (seq !== ed.seq) return;
    ed.lastGood = undefined;
    clearError(ed);
    handle.override(undefined);
    return;
  }
  try {
    const { scope } = await ed.loaded;
    const component = await runEdited(code, ed.variant, scope, undefined, ed.text);
    if (seq !== ed.seq) return;
    await render(ed, component as ComponentType, seq);
  } catch (e) {
    if (seq === ed.seq) showError(ed, e);
  }
}

function schedule(ed: Editor): void {
  window.clearTimeout(ed.timer);
  ed.timer = window.setTimeout(() => void run(ed), LIVE_RUN_DELAY_MS);
}

function setCode(ed: Editor, variant: CodeVariant, code: string): void {
  ed.variant = variant;
  ed.original = code;
  ed.textarea.value = code;
  // The toolbar's Copy and sandboxes read the language of the text from here.
  ed.textarea.dataset.variant = variant;
  ed.label.textContent = fillText(ed.text.editing, { language: LANGUAGE[variant] });
  ed.textarea.setAttribute('aria-label', fillText(ed.text.codeLabel, { name: ed.demo.dataset.demoName ?? '', language: LANGUAGE[variant] }));
  fit(ed.textarea);
  paint(ed);
}

/** Redraws the highlighted layer from the text (a trailing space keeps a last empty line's height) and aligns its scroll. */
function paint(ed: Editor): void {
  ed.layer.innerHTML = `${highlightCode(ed.textarea.value)} `;
  ed.layer.scrollTop = ed.textarea.scrollTop;
  ed.layer.scrollLeft = ed.textarea.scrollLeft;
}

/** Grows the textarea with its lines (CSS caps the height). */
function fit(textarea: HTMLTextAreaElement): void {
  textarea.rows = Math.max(4, textarea.value.split('\n').length + 1);
}

function insertSpaces(textarea: HTMLTextAreaElement): void {
  // execCommand keeps the browser's undo history; setRangeText is the fallback.
  if (document.execCommand?.('insertText', false, '  ')) return;
  textarea.setRangeText('  ', textarea.selectionStart, textarea.selectionEnd, 'end');
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

function build(demo: HTMLElement, ctx: LiveContext): Editor {
  const text: DemoStrings = { ...DEFAULT_DEMO_STRINGS, ...ctx.strings };
  const id = demo.id;
  const box = document.createElement('div');
  box.className = 'demo-live';
  box.id = `${id}-editor`;
  box.setAttribute('data-live-editor', '');
  const bar = document.createElement('div');
  bar.className = 'demo-live-bar';
  const label = document.createElement('span');
  label.className = 'demo-live-label';
  const hint = document.createElement('span');
  hint.className = 'demo-live-hint';
  hint.id = `${id}-editor-hint`;
  hint.textContent = text.hint;
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.className = 'demo-btn';
  reset.setAttribute('data-live-reset', '');
  reset.textContent = text.reset;
  reset.title = text.resetTitle;
  bar.append(label, hint, reset);
  const textarea = document.createElement('textarea');
  textarea.className = 'demo-live-input';
  textarea.spellcheck = false;
  textarea.wrap = 'off';
  textarea.setAttribute('autocapitalize', 'off');
  textarea.setAttribute('autocomplete', 'off');
  textarea.setAttribute('autocorrect', 'off');
  textarea.setAttribute('aria-describedby', hint.id);
  // The error panel follows the text (sticky at the viewport's bottom while the editor is on screen), so it is in view while typing.
  const panel = document.createElement('div');
  panel.className = 'demo-live-error';
  panel.setAttribute('role', 'alert');
  panel.setAttribute('data-live-error', '');
  panel.hidden = true;
  // Syntax colours: a highlighted <pre> under the textarea, whose own text is transparent (the caret and selection stay the browser's).
  const area = document.createElement('div');
  area.className = 'demo-live-area';
  const layer = document.createElement('pre');
  layer.className = 'demo-live-hl';
  layer.setAttribute('aria-hidden', 'true');
  area.append(layer, textarea);
  box.append(bar, area, panel);

  const variant = ctx.variant();
  const ed: Editor = {
    demo,
    ctx,
    variant,
    styling: ctx.styling(),
    original: '',
    box,
    textarea,
    layer,
    label,
    panel,
    text,
    loaded: load(ctx.chunk(), text),
    seq: 0,
  };
  // A failed load shows on the first run; keep it from being an unhandled rejection now.
  ed.loaded.catch(() => undefined);
  setCode(ed, variant, ctx.original(variant));

  textarea.addEventListener('input', () => {
    fit(textarea);
    paint(ed);
    schedule(ed);
  });
  textarea.addEventListener('scroll', () => {
    layer.scrollTop = textarea.scrollTop;
    layer.scrollLeft = textarea.scrollLeft;
  });
  textarea.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      focusEditButton(demo);
    } else if (e.key === 'Tab' && !e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey) {
      e.preventDefault();
      insertSpaces(textarea);
    }
  });
  reset.addEventListener('click', () => {
    window.clearTimeout(ed.timer);
    setCode(ed, ed.variant, ctx.original(ed.variant));
    void run(ed).then(() => ctx.handle().then((h) => h.reset()));
  });

  demo.querySelector('.demo-code')?.prepend(box);
  return ed;
}

/** The page's TS/JS or styling choice changed: follow it where nothing was edited, close editors of another styling. */
function onPreferenceChange(): void {
  for (const ed of [...editors.values()]) {
    if (ed.ctx.styling() !== ed.styling) {
      closeEditor(ed.demo);
      continue;
    }
    const variant = ed.ctx.variant();
    if (variant !== ed.variant && ed.textarea.value === ed.original) setCode(ed, variant, ed.ctx.original(variant));
  }
}

let observer: MutationObserver | undefined;

/**
 * Opens the demo's editor (once) and puts the focus in it; shows the code
 * panel if it was collapsed.
 */
export function openEditor(demo: HTMLElement, ctx: LiveContext): void {
  let ed = editors.get(demo);
  if (!ed) {
    ed = build(demo, ctx);
    editors.set(demo, ed);
    demo.setAttribute('data-editing', '');
    editButton(demo)?.setAttribute('aria-controls', ed.box.id);
    observer ??= new MutationObserver(onPreferenceChange);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-code-variant', 'data-code-styling'] });
  }
  if (!demo.hasAttribute('data-expanded')) {
    demo.setAttribute('data-expanded', '');
    const code = demo.querySelector<HTMLElement>('.demo-toolbar [data-demo-action=code]');
    code?.setAttribute('aria-expanded', 'true');
    code?.setAttribute('data-ga-event-action', 'collapse');
  }
  ed.textarea.focus();
}

/** Removes the demo's editor and error panel and shows the original demo again. */
export function closeEditor(demo: HTMLElement): void {
  const ed = editors.get(demo);
  if (!ed) return;
  editors.delete(demo);
  window.clearTimeout(ed.timer);
  ed.seq += 1;
  const hadFocus = ed.box.contains(document.activeElement);
  ed.box.remove();
  ed.panel.remove();
  demo.removeAttribute('data-editing');
  editButton(demo)?.removeAttribute('aria-controls');
  void ed.ctx.handle().then((h) => h.override(undefined));
  if (hadFocus) focusEditButton(demo);
}
