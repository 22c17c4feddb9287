/**
 * Completeness of the UI dictionaries and the page-title table: every
 * English key has a Chinese string (same placeholders), every key the code
 * asks for exists, and every navigation label has a Chinese title (code
 * identifiers of API pages excepted), so nothing on a /zh page falls back to
 * English by omission.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientStrings, DEFAULT_CLIENT_STRINGS, DEFAULT_DEMO_STRINGS, demoStrings } from './client-config';
import { createTranslator, type Dictionary, type PageTitleTable } from './i18n';
import { walkNav, type NavItem } from './nav';
import { PRODUCTS } from './products';

const root = new URL('../', import.meta.url);
const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as T;

const en = readJson<Dictionary>('content/i18n/en.json');
const zh = readJson<Dictionary>('content/i18n/zh.json');

/** Every leaf of a dictionary as [dotted key, string]. */
function leaves(d: Dictionary, prefix = ''): [string, string][] {
  return Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI dictionaries', () => {
  const enLeaves = new Map(leaves(en));
  const zhLeaves = new Map(leaves(zh));

  it('has every English key in Chinese, non-empty and with the same placeholders', () => {
    const missing = [...enLeaves.keys()].filter((k) => !zhLeaves.has(k));
    expect(missing).toEqual([]);
    for (const [key, text] of enLeaves) {
      const other = zhLeaves.get(key)!;
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('has no Chinese key that English lacks (a typo would never be read)', () => {
    expect([...zhLeaves.keys()].filter((k) => !enLeaves.has(k))).toEqual([]);
  });

  it('translates the words of the shell and the demo toolbar (no English left in Chinese)', () => {
    // Strings that may stay as they are in Chinese: brand and product names, plan names.
    const same = new Set(['products.x', 'apiTabs.hooks', 'plan.badgePro', 'plan.badgePremium', 'demo.typescript', 'demo.javascript', 'demo.stylings.system', 'demo.stylings.tailwind']);
    const untranslated = [...enLeaves].filter(([k, v]) => !same.has(k) && zhLeaves.get(k) === v).map(([k]) => k);
    expect(untranslated).toEqual([]);
  });

  it('has every key the shell, the build and the client ask for', () => {
    const files = [
      'ui/AppHeader.tsx',
      'ui/NavTree.tsx',
      'ui/PageView.tsx',
      'ui/SettingsPanel.tsx',
      'ui/Shell.tsx',
      'worker/render.tsx',
      'worker/errors.ts',
      'scripts/demos/frame.ts',
      'scripts/content/markdown.ts',
      'scripts/content/highlight.ts',
      'lib/client-config.ts',
    ];
    const asked = new Set<string>();
    for (const file of files) {
      const source = readFileSync(new URL(file, root), 'utf8');
      for (const m of source.matchAll(/\b(?:t|label)\(\s*'([\w.]+)'\s*\)/g)) asked.add(m[1]!);
    }
    for (const p of PRODUCTS) asked.add(p.dictionaryKey);
    for (const plan of ['pro', 'premium']) asked.add(`plan.${plan}`);
    for (const s of ['system', 'tailwind', 'css']) asked.add(`demo.stylings.${s}`);
    expect(asked.size).toBeGreaterThan(40);
    expect([...asked].filter((k) => !enLeaves.has(k))).toEqual([]);
  });

  it('keeps the client fallback strings equal to the English dictionary', () => {
    const t = createTranslator({ en, zh });
    expect(DEFAULT_CLIENT_STRINGS).toEqual(clientStrings((key) => t('en', key)));
    const chinese = clientStrings((key) => t('zh', key));
    for (const [name, text] of Object.entries(chinese)) expect(text, name).not.toBe(DEFAULT_CLIENT_STRINGS[name as keyof typeof chinese]);
  });

  it('keeps the demo crash box and live editor fallback equal to the English dictionary, and has them in Chinese', () => {
    const t = createTranslator({ en, zh });
    expect(DEFAULT_DEMO_STRINGS).toEqual(demoStrings((key) => t('en', key)));
    const chinese = demoStrings((key) => t('zh', key));
    for (const [name, text] of Object.entries(chinese)) expect(text, name).not.toBe(DEFAULT_DEMO_STRINGS[name as keyof typeof chinese]);
  });
});

describe('page-title table', () => {
  const table: PageTitleTable = {};
  for (const file of readdirSync(new URL('content/i18n/page-titles/', root))) {
    Object.assign(table, readJson<PageTitleTable>(`content/i18n/page-titles/${file}`));
  }
  const nav = readJson<{ tree: NavItem[] }>('content/nav.json').tree;
  const items: NavItem[] = [];
  walkNav(nav, (item) => void items.push(item));
  /** An API page named after its component, hook or interface keeps that name in every language. */
  const codeName = (item: NavItem) => item.pathname.startsWith('/x/api/') && !item.children && /^(use)?[A-Z][A-Za-z0-9]*$/.test(item.title ?? '') && item.title !== 'Index';

  it('gives every navigation label (group, section, page) a Chinese title', () => {
    const missing = items.filter((i) => !codeName(i) && !table[i.pathname]?.zh?.trim()).map((i) => `${i.pathname} (${i.title})`);
    expect(missing).toEqual([]);
  });

  it('titles only paths of the navigation', () => {
    const paths = new Set(items.map((i) => i.pathname));
    expect(Object.keys(table).filter((p) => !paths.has(p))).toEqual([]);
  });
});
