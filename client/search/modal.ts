/**
 * The search modal (loaded on first use by ./index.ts): a native modal
 * <dialog> holding a combobox input, product filter buttons and a listbox
 * of results grouped by product. The empty box lists the reader's recent
 * searches (clearable) and a few entry points per product, navigable like
 * results. Focus stays in the input (aria-activedescendant names the
 * active option); Tab is kept inside the dialog; closing returns focus to
 * what had it before. Plain DOM, no framework: it opens instantly.
 */
import type { ClientConfig } from '../../lib/client-config';
import { LIBRARIES } from '../../lib/products';
import { entryPoints } from './entries';
import { addRecent, clearRecent, readRecent, writeRecent, type RecentItem } from './recent';
import { searchStrings, type SearchStrings } from './strings';
import { SEARCH_CSS } from './styles';

interface Result extends RecentItem {
  snippet?: string;
  plan?: 'pro' | 'premium';
  variants?: string[];
  sections?: { path: string; heading: string; snippet: string; plan?: 'pro' | 'premium' }[];
}

/** What search.json answers (worker/search/search-json.ts). */
interface Answer {
  results: Result[];
  words?: string[];
  suggestions?: string[];
}

/** One row of the list: a page's title line (not an option) or an option, indented when it is a section under its page. */
type Row = { kind: 'page'; title: string; plan?: string } | { kind: 'option'; item: Result; nested: boolean };

const DEBOUNCE_MS = 60;
/** A search slower than this shows that it is loading. */
export const LOADING_MS = 150;
const SEARCH_ICON = 'M15.5 14h-.79l-.28-.27A6.5 6.5 0 1 0 14 15.5l.27.28v.79l5 4.99L20.49 19zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, val] of Object.entries(attrs)) node.setAttribute(k, val);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Appends `text` to `parent` with the searched words (the query's and the corrections of its typos) wrapped in <mark>. */
function highlighted(parent: HTMLElement, text: string, words: readonly string[]): void {
  const escaped = [...new Set(words)].filter((w) => w.length > 1).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!escaped.length) {
    parent.append(text);
    return;
  }
  const re = new RegExp(`(${escaped.join('|')})`, 'gi');
  text.split(re).forEach((part, i) => parent.append(i % 2 ? el('mark', {}, part) : part));
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

class SearchModal {
  readonly dialog: HTMLDialogElement;
  private readonly input: HTMLInputElement;
  private readonly list: HTMLElement;
  private readonly status: HTMLElement;
  private readonly clear: HTMLButtonElement;
  private readonly filters: HTMLButtonElement[] = [];
  /** Product the results are limited to ('' for every product). */
  private filter = '';
  private readonly strings: SearchStrings;
  private readonly cache = new Map<string, Answer>();
  private loadingTimer: ReturnType<typeof setTimeout> | undefined;
  private items: Result[] = [];
  private options: HTMLElement[] = [];
  private active = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | undefined;
  private returnFocus: HTMLElement | null = null;

  constructor(private readonly config: ClientConfig) {
    this.strings = searchStrings(config.locale);
    const s = this.strings;
    this.dialog = el('dialog', { class: 'search-dialog', 'aria-label': s.label });
    const box = el('div', { class: 'search-box' });
    box.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${SEARCH_ICON}"/></svg>`;
    this.input = el('input', {
      class: 'search-input',
      type: 'text',
      role: 'combobox',
      'aria-label': s.label,
      'aria-autocomplete': 'list',
      'aria-expanded': 'false',
      'aria-controls': 'search-listbox',
      placeholder: s.label,
      autocomplete: 'off',
      autocapitalize: 'off',
      spellcheck: 'false',
      enterkeyhint: 'go',
      maxlength: '200',
    });
    // The name contains the key it shows (WCAG 2.5.3, Label in Name).
    const close = el('button', { type: 'button', class: 'search-close', 'aria-label': `Esc, ${s.close}` }, 'Esc');
    box.append(this.input, close);
    const filters = el('div', { class: 'search-filters', role: 'group', 'aria-label': s.filter });
    for (const [id, name] of [['', s.all], ...LIBRARIES.map((p): [string, string] => [p.id, s.products[p.id] ?? p.id])] as [string, string][]) {
      const button = el('button', { type: 'button', class: 'search-filter', 'data-product': id, 'aria-pressed': String(id === '') }, name);
      button.addEventListener('click', () => this.setFilter(id));
      this.filters.push(button);
    }
    filters.append(...this.filters);
    this.clear = el('button', { type: 'button', class: 'search-clear', hidden: '' }, s.clearRecent);
    this.clear.addEventListener('click', () => {
      clearRecent(safeStorage());
      this.showRecent();
      this.input.focus();
    });
    this.list = el('div', { id: 'search-listbox', role: 'listbox', class: 'search-list', 'aria-label': s.label });
    this.status = el('p', { class: 'search-status', role: 'status', 'aria-live': 'polite' });
    this.dialog.append(box, filters, this.clear, this.list, this.status, el('div', { class: 'search-footer', 'aria-hidden': 'true' }, s.hint));

    close.addEventListener('click', () => this.close());
    this.input.addEventListener('input', () => this.schedule());
    this.input.addEventListener('keydown', (e) => this.onKey(e));
    this.dialog.addEventListener('keydown', (e) => this.trapTab(e));
    // The native Escape handling would skip our focus restore on some browsers.
    this.dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      this.close();
    });
    this.dialog.addEventListener('click', (e) => {
      if (e.target === this.dialog) this.close();
    });
    this.list.addEventListener('mousemove', (e) => {
      const option = (e.target as HTMLElement).closest<HTMLElement>('[role="option"]');
      if (option) this.setActive(this.options.indexOf(option), false);
    });
    this.list.addEventListener('click', (e) => {
      const option = (e.target as HTMLElement).closest<HTMLElement>('[role="option"]');
      if (option) this.remember(this.items[this.options.indexOf(option)]);
    });
  }

  open(returnFocus: HTMLElement | null, query = ''): void {
    if (this.dialog.open) return;
    this.returnFocus = returnFocus;
    this.input.value = query;
    if (query.trim()) this.schedule();
    else this.showRecent();
    this.dialog.showModal();
    this.input.focus();
  }

  close(): void {
    clearTimeout(this.timer);
    this.controller?.abort();
    if (this.dialog.open) this.dialog.close();
    const target = this.returnFocus?.isConnected ? this.returnFocus : document.querySelector<HTMLElement>('[data-search-open]');
    target?.focus();
  }

  private href(path: string): string {
    return this.config.locale && this.config.locale !== 'en' ? `/${this.config.locale}${path}` : path;
  }

  /** Limits the results to one product ('' for all) and searches again. */
  private setFilter(id: string): void {
    this.filter = id;
    for (const b of this.filters) b.setAttribute('aria-pressed', String(b.dataset.product === id));
    this.input.focus();
    this.schedule();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const q = this.input.value.trim();
    if (!q) {
      this.controller?.abort();
      this.showRecent();
      return;
    }
    this.clear.hidden = true;
    this.timer = setTimeout(() => void this.run(q), DEBOUNCE_MS);
  }

  private async run(q: string): Promise<void> {
    const filter = this.filter;
    const key = `${filter}|${q}`;
    let answer = this.cache.get(key);
    if (!answer) {
      this.controller?.abort();
      const controller = (this.controller = new AbortController());
      const params = new URLSearchParams({ q });
      if (filter) params.set('filter', filter);
      // The reader's product ('x' on the introduction pages: the engine never lifts old migration guides for it).
      else if (this.config.productId) params.set('product', this.config.productId);
      // Chinese queries are searched in Chinese from any page; /zh readers say so too.
      if (this.config.locale === 'zh') params.set('locale', 'zh');
      clearTimeout(this.loadingTimer);
      this.loadingTimer = setTimeout(() => this.showLoading(), LOADING_MS);
      try {
        const res = await fetch(`/x/search.json?${params}`, { signal: controller.signal });
        if (!res.ok) throw new Error(`search ${res.status}`);
        answer = (await res.json()) as Answer;
        this.cache.set(key, answer);
      } catch {
        if (controller.signal.aborted) return;
        clearTimeout(this.loadingTimer);
        this.render([], [], this.strings.error);
        return;
      } finally {
        if (this.controller === controller) clearTimeout(this.loadingTimer);
      }
    }
    if (this.input.value.trim() !== q || this.filter !== filter) return;
    const words = [...q.toLowerCase().split(/\s+/), ...(answer.words ?? [])];
    if (answer.results.length) this.render(this.rowsOf(answer.results), words, this.strings.results(answer.results.length));
    else this.showNoResults(q, answer.suggestions ?? []);
  }

  /** After LOADING_MS without an answer: says so (the list keeps the previous results meanwhile). */
  private showLoading(): void {
    this.list.setAttribute('aria-busy', 'true');
    this.dialog.classList.add('search-loading');
    this.status.textContent = this.strings.loading;
  }

  /** Nothing matched: the corrected query to try, then the start pages of the reader's product. */
  private showNoResults(q: string, suggestions: string[]): void {
    const product = this.config.productId && this.config.productId !== 'x' ? this.config.productId : '';
    const starts = entryPoints(product, this.config.locale).filter((e) => !product || e.product === product);
    this.renderGroups([[this.strings.startPages, starts.map((e): Row => ({ kind: 'option', item: { ...e, heading: null }, nested: false }))]], [], '');
    // The message heads the list (it is the live status), then what to try, then the start pages.
    const box = el('div', { class: 'search-empty', role: 'status' });
    box.append(el('p', { class: 'search-empty-title' }, this.strings.noResults(q)));
    if (suggestions.length) {
      const line = el('p', { class: 'search-suggest' }, `${this.strings.tryInstead} `);
      for (const text of suggestions) {
        const button = el('button', { type: 'button', class: 'search-suggestion' }, text);
        button.addEventListener('click', () => {
          this.input.value = text;
          this.input.focus();
          this.schedule();
        });
        line.append(button);
      }
      box.append(line);
    }
    this.list.prepend(box);
  }

  /** Results as rows: product groups are labelled by the caller; each page's title once, its sections indented under it. */
  private rowsOf(results: Result[]): Row[] {
    const rows: Row[] = [];
    for (const r of results) {
      const more = (r.sections ?? []).map((sec): Result => ({
        path: sec.path,
        title: r.title,
        heading: sec.heading,
        product: r.product,
        snippet: sec.snippet,
        ...(sec.plan ? { plan: sec.plan } : {}),
      }));
      if (r.heading === null) {
        rows.push({ kind: 'option', item: r, nested: false });
      } else {
        rows.push({ kind: 'page', title: r.title });
        rows.push({ kind: 'option', item: r, nested: true });
      }
      for (const m of more) rows.push({ kind: 'option', item: m, nested: true });
    }
    return rows;
  }

  /** Rows grouped by product, groups in order of their first row. */
  private byProduct(rows: Row[]): [string, Row[]][] {
    const groups = new Map<string, Row[]>();
    let product = '';
    for (const row of rows) {
      if (row.kind === 'option') product = row.item.product;
      else {
        // A page title belongs to the option after it.
        const next = rows[rows.indexOf(row) + 1];
        if (next?.kind === 'option') product = next.item.product;
      }
      groups.set(product, [...(groups.get(product) ?? []), row]);
    }
    return [...groups].map(([id, members]) => [this.strings.products[id] ?? id, members]);
  }

  /** The empty box: recent searches (when there are any), then entry points per product. */
  private showRecent(): void {
    const recent = readRecent(safeStorage());
    const entries = entryPoints(this.config.productId, this.config.locale).map((e): Row => ({ kind: 'option', item: { ...e, heading: null }, nested: false }));
    this.clear.hidden = recent.length === 0;
    const groups = this.byProduct(entries);
    this.renderGroups(recent.length ? [[this.strings.recent, recent.map((item): Row => ({ kind: 'option', item, nested: false }))], ...groups] : groups, [], '');
  }

  /** Draws rows grouped by product. */
  private render(rows: Row[], words: readonly string[], status: string): void {
    this.renderGroups(this.byProduct(rows), words, status);
  }

  /** Draws groups of rows. */
  private renderGroups(groups: [string, Row[]][], words: readonly string[], status: string): void {
    clearTimeout(this.loadingTimer);
    this.list.removeAttribute('aria-busy');
    this.dialog.classList.remove('search-loading');
    if (words.length) this.clear.hidden = true;
    this.items = [];
    this.options = [];
    this.list.replaceChildren();
    let g = 0;
    for (const [label, members] of groups) {
      const labelId = `search-group-${g++}`;
      const group = el('div', { role: 'group', 'aria-labelledby': labelId });
      group.append(el('p', { id: labelId, class: 'search-group-label', role: 'presentation' }, label));
      let pageTitle = '';
      for (const row of members) {
        if (row.kind === 'page') {
          pageTitle = row.title;
          const head = el('p', { class: 'search-page-title', role: 'presentation' });
          highlighted(head, row.title, words);
          group.append(head);
          continue;
        }
        const r = row.item;
        const option = el('a', {
          id: `search-option-${this.options.length}`,
          role: 'option',
          class: row.nested ? 'search-option search-option-section' : 'search-option',
          href: this.href(r.path),
          tabindex: '-1',
          'aria-selected': 'false',
        });
        // A nested section shows its heading; its page's title (shown above it) is in its accessible name.
        if (row.nested && pageTitle) option.setAttribute('aria-label', `${pageTitle} › ${r.heading ?? ''}`);
        const title = el('span', { class: 'search-option-title' });
        if (!row.nested) highlighted(title, r.title, words);
        if (r.heading) {
          const heading = el('span', { class: 'search-option-heading' });
          highlighted(heading, r.heading, words);
          if (!row.nested) title.append(' ');
          title.append(heading);
        }
        if (r.plan) title.append(el('span', { class: 'search-badge', 'data-plan': r.plan }, this.strings.plans[r.plan]));
        option.append(title);
        if (r.variants && r.variants.length > 1) option.append(el('span', { class: 'search-option-variants' }, this.strings.variants(r.variants)));
        if (r.snippet) {
          const snippet = el('span', { class: 'search-option-snippet' });
          highlighted(snippet, r.snippet, words);
          option.append(snippet);
        }
        group.append(option);
        this.options.push(option);
        this.items.push(r);
      }
      this.list.append(group);
    }
    this.status.textContent = status;
    this.input.setAttribute('aria-expanded', String(this.options.length > 0));
    this.active = -1;
    if (this.options.length) this.setActive(0, false);
    else this.input.removeAttribute('aria-activedescendant');
  }

  private setActive(i: number, scroll = true): void {
    if (i < 0 || i >= this.options.length || i === this.active) return;
    this.options[this.active]?.setAttribute('aria-selected', 'false');
    this.active = i;
    const option = this.options[i]!;
    option.setAttribute('aria-selected', 'true');
    this.input.setAttribute('aria-activedescendant', option.id);
    if (scroll) option.scrollIntoView({ block: 'nearest' });
  }

  private remember(item: Result | undefined): void {
    if (!item) return;
    const storage = safeStorage();
    writeRecent(storage, addRecent(readRecent(storage), item));
  }

  private onKey(e: KeyboardEvent): void {
    if (e.isComposing) return;
    const n = this.options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      // Wraps around at both ends; render() always makes the first option active.
      if (n) this.setActive(e.key === 'ArrowDown' ? (this.active + 1) % n : (this.active - 1 + n) % n);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const item = this.items[this.active];
      if (!item) return;
      this.remember(item);
      const href = this.options[this.active]!.getAttribute('href')!;
      // Ctrl/Cmd+Enter: a new tab, as Ctrl/Cmd+click on the link would; the dialog stays.
      if (e.ctrlKey || e.metaKey) {
        window.open(href, '_blank', 'noopener');
        return;
      }
      this.returnFocus = null;
      this.dialog.close();
      window.location.assign(href);
    } else if (e.key === 'Escape' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k')) {
      e.preventDefault();
      e.stopPropagation();
      this.close();
    }
  }

  /** Keeps Tab and Shift+Tab inside the dialog. */
  private trapTab(e: KeyboardEvent): void {
    if (e.key !== 'Tab') return;
    const focusable = [...this.dialog.querySelectorAll<HTMLElement>('input, button')].filter((e) => !e.hidden);
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }
}

let modal: SearchModal | undefined;

/** Opens the modal (building it and its styles the first time). */
export function openSearchModal(config: ClientConfig, returnFocus: HTMLElement | null, query?: string): void {
  if (!modal) {
    const style = el('style', { id: 'search-modal-styles' }, SEARCH_CSS);
    document.head.append(style);
    modal = new SearchModal(config);
    document.body.append(modal.dialog);
  }
  modal.open(returnFocus, query);
}
