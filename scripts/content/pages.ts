/**
 * Finds the markdown pages under `content/pages/` and turns them into page
 * records, one per locale. A page at `/x/<rest>` lives at
 * `content/pages/<rest>/index.md`, its Chinese version at `index.zh.md`.
 * A locale without its own file gets the English text, marked untranslated.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Locale } from '../../lib/constants';
import { LOCALES } from '../../lib/constants';
import { categoryIdOf, productIdOf, type Plan } from '../../lib/nav';
import type { PageRecord } from '../../lib/page-record';
import { ContentError, renderPageMarkdown, type RenderedMarkdown } from './markdown';

export interface SourcePage {
  path: string;
  files: Partial<Record<Locale, string>>;
  dir: string;
}

/** The page whose `index.md` is in `dir` (a folder below `pagesDir`), or undefined. */
export function pageAt(root: string, dir: string, pagesDir = join(root, 'content', 'pages')): SourcePage | undefined {
  const en = join(dir, 'index.md');
  const rest = relative(pagesDir, dir).split(/[\\/]/).filter(Boolean);
  if (rest[0] === '..' || !existsSync(en)) return undefined;
  const files: SourcePage['files'] = { en: relative(root, en) };
  for (const locale of LOCALES) {
    const f = join(dir, `index.${locale}.md`);
    if (locale !== 'en' && existsSync(f)) files[locale] = relative(root, f);
  }
  return { path: rest.length ? `/x/${rest.join('/')}` : '/x', files, dir };
}

/** Lists every `index.md` below `pagesDir` with its site path. */
export function findPages(root: string, pagesDir = join(root, 'content', 'pages')): SourcePage[] {
  const out: SourcePage[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
    }
    const page = pageAt(root, dir, pagesDir);
    if (page) out.push(page);
  };
  walk(pagesDir);
  return out;
}

function stringList(fm: Record<string, unknown>, key: string, file: string): string[] | undefined {
  const v = fm[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(x))) {
    throw new ContentError(file, 1, `frontmatter "${key}" must be a list of names`);
  }
  return v as string[];
}

/**
 * The optional `date` (YYYY-MM-DD, a real calendar day): the sitemap's
 * lastmod. YAML reads an unquoted date as a Date at UTC midnight.
 */
export function frontmatterDate(v: unknown, file: string): string | undefined {
  if (v === undefined) return undefined;
  const text = v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v.trim() : '';
  const d = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
  if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) throw new ContentError(file, 1, 'frontmatter "date" must be a day as YYYY-MM-DD');
  return text;
}

/** Most `keywords` a page may have, and the longest one (characters). */
export const KEYWORDS_MAX = 15;
export const KEYWORD_LENGTH = 40;

/**
 * A list of readers' phrases (`keywords`, `keywordsZh`): short lower-case phrases, each once, at most
 * KEYWORDS_MAX of them and `longest` characters each; `check` names what else is wrong with one.
 */
function frontmatterPhrases(v: unknown, file: string, field: string, longest: number, check?: (k: string) => string | undefined): string[] | undefined {
  if (v === undefined) return undefined;
  const fail = (why: string) => new ContentError(file, 1, `frontmatter "${field}" ${why}`);
  if (!Array.isArray(v)) throw fail('must be a list of phrases');
  if (v.length > KEYWORDS_MAX) throw fail(`has ${v.length} phrases (at most ${KEYWORDS_MAX})`);
  const seen = new Set<string>();
  for (const k of v as unknown[]) {
    if (typeof k !== 'string' || !k.trim()) throw fail(`must be a list of phrases (${JSON.stringify(k)} is not one)`);
    const wrong = check?.(k);
    if (wrong) throw fail(wrong);
    if (k !== k.toLowerCase()) throw fail(`must be lower case ("${k}")`);
    if (k !== k.trim().replace(/\s+/g, ' ')) throw fail(`has extra spaces ("${k}")`);
    if (k.length > longest) throw fail(`"${k}" is longer than ${longest} characters`);
    if (seen.has(k)) throw fail(`lists "${k}" twice`);
    seen.add(k);
  }
  return v as string[];
}

/**
 * The optional `keywords`: readers' words for the page's subject that its text does not say
 * (other libraries' names, older MUI X names, everyday words: `rows per page`). Searched as their own
 * field (WEIGHTS.keyword), shown nowhere. A list of short lower-case phrases, each once.
 */
export function frontmatterKeywords(v: unknown, file: string): string[] | undefined {
  return frontmatterPhrases(v, file, 'keywords', KEYWORD_LENGTH);
}

/** The longest `keywordsZh` phrase (characters): a Chinese reader's term is a few characters. */
export const KEYWORD_ZH_LENGTH = 16;

/**
 * The optional `keywordsZh`: what Chinese readers call the page's subject (数据表格, 虚拟滚动, 冻结列),
 * searched in the Chinese index only, as the page's `keywords` are (WEIGHTS.keyword), shown nowhere.
 * The rules of `keywords`, and each phrase holds Chinese: an English phrase belongs in `keywords`.
 */
export function frontmatterKeywordsZh(v: unknown, file: string): string[] | undefined {
  return frontmatterPhrases(v, file, 'keywordsZh', KEYWORD_ZH_LENGTH, (k) => (/\p{Script=Han}/u.test(k) ? undefined : `"${k}" holds no Chinese (an English phrase goes in "keywords")`));
}

/** Validates frontmatter and returns the typed fields. */
export function readFrontmatter(fm: Record<string, unknown>, file: string) {
  const known = ['title', 'description', 'components', 'hooks', 'extraFont', 'productId', 'plan', 'date', 'keywords', 'keywordsZh'];
  const extra = Object.keys(fm).filter((k) => !known.includes(k));
  if (extra.length) throw new ContentError(file, 1, `unknown frontmatter key(s): ${extra.join(', ')}`);
  if (typeof fm.title !== 'string' || !fm.title.trim()) throw new ContentError(file, 1, 'frontmatter needs a "title"');
  if (typeof fm.description !== 'string' || !fm.description.trim()) throw new ContentError(file, 1, 'frontmatter needs a "description"');
  if (fm.extraFont !== undefined && typeof fm.extraFont !== 'boolean') throw new ContentError(file, 1, '"extraFont" must be true or false');
  return {
    title: fm.title.trim(),
    description: fm.description.trim(),
    components: stringList(fm, 'components', file),
    hooks: stringList(fm, 'hooks', file),
    extraFont: fm.extraFont === true,
    date: frontmatterDate(fm.date, file),
    keywords: frontmatterKeywords(fm.keywords, file),
    keywordsZh: frontmatterKeywordsZh(fm.keywordsZh, file),
  };
}

export interface BuiltPage {
  record: PageRecord;
  rendered: RenderedMarkdown;
  file: string;
  dir: string;
  /** The page's markdown as read (span lines index into it). */
  source: string;
}

/** Renders one source page for one locale. */
export async function buildPage(root: string, page: SourcePage, locale: Locale, plan: Plan | undefined): Promise<BuiltPage> {
  const own = page.files[locale];
  const file = own ?? page.files.en!;
  const source = readFileSync(join(root, file), 'utf8');
  const rendered = await renderPageMarkdown(source, file, locale === 'en' ? '' : `/${locale}`);
  const fm = readFrontmatter(rendered.frontmatter, file);
  const record: PageRecord = {
    path: page.path,
    locale,
    title: fm.title,
    description: fm.description,
    productId: productIdOf(page.path),
    categoryId: categoryIdOf(page.path),
    ...(plan ? { plan } : {}),
    source: file,
    toc: rendered.toc,
    html: rendered.html,
    demos: [],
    ...(fm.components ? { components: fm.components } : {}),
    ...(fm.hooks ? { hooks: fm.hooks } : {}),
    ...(own ? {} : locale !== 'en' ? { untranslated: true } : {}),
    ...(fm.extraFont ? { extraFont: true } : {}),
    ...(rendered.demos.some((d) => d.disableAd) ? { noAd: true } : {}),
    ...(fm.date ? { date: fm.date } : {}),
    ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
    ...(fm.keywordsZh?.length ? { keywordsZh: fm.keywordsZh } : {}),
    kind: 'markdown',
    markdown: rendered.body,
  };
  return { record, rendered, file, dir: page.dir, source };
}

/**
 * The locales a one-page rebuild compiles: all of them, unless the edit is one
 * locale's own markdown file. A translation with its own file does not read
 * the English one (and the English page never reads a translation), and a
 * prose edit leaves the demos alone, so the other locales' records from the
 * last build stay true. A locale without its own file is the English text:
 * it is compiled again with English.
 */
export function localesToRebuild(root: string, page: SourcePage, changedFile: string | undefined): readonly Locale[] {
  if (!changedFile) return LOCALES;
  const changed = relative(root, changedFile);
  const owner = LOCALES.find((l) => page.files[l] === changed);
  if (!owner) return LOCALES;
  return LOCALES.filter((l) => l === owner || (owner === 'en' && !page.files[l]));
}
