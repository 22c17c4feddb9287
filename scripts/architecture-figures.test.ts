/**
 * docs/architecture.md states figures and names that the repository can
 * check without a build: page counts of content/nav.json, the KV key scheme,
 * constants and budgets it quotes, the files it names, the two providers it
 * calls dead, and the decision log's index. When one of these changes, this
 * test fails until the doc says the new truth. Nothing here reads dist/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_KV_PREFIX, storedKey, valueKey } from '../lib/content-address';
import { CURRENT_VERSION, LOAD_FALLBACK_MS, MAX_PATH_LENGTH, TITLE_WAIT_MS } from '../lib/constants';
import { pageLeaves, type NavItem } from '../lib/nav';
import { bodyKey, demoKey, DEV_STATE_KEY, markdownKey, pageKey, searchIndexKey, tabKey } from '../lib/page-record';
import { D1_WRITE_POLICY, KV_POLICY } from '../worker/binding-budget';
import { DEFAULT_KEEP, DEPLOY_HISTORY_KEY } from './deploy/plan';
import { KV_LIMITS } from './kv-batches';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const DOC = read('docs/architecture.md');

/** Every file below `dir` (relative to the root), skipping generated and installed folders. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'generated', 'build'].includes(entry.name)) out.push(...filesUnder(path));
    } else out.push(path);
  }
  return out;
}

describe('docs/architecture.md', () => {
  it('states the nav and content page counts', () => {
    const nav = JSON.parse(read('content/nav.json')) as { tree: NavItem[] };
    const leaves = pageLeaves(nav.tree);
    const count = (kind: string) => leaves.filter((l) => l.kind === kind).length;
    expect(DOC).toContain(`lists ${leaves.length} pages`);
    expect(DOC).toContain(`${count('markdown')}\nguides, ${count('component-api')} component API pages and ${count('interface-api')} interface API pages`);
    const pages = filesUnder('content/pages');
    const guides = pages.filter((p) => p.endsWith('/index.md')).length;
    const zh = pages.filter((p) => p.endsWith('/index.zh.md')).length;
    expect(DOC).toContain(`holds ${guides} guides`);
    expect(DOC).toContain(`${zh} of them with their own Chinese file`);
  });

  it('states the KV key scheme the code writes', () => {
    const v = 'V';
    expect(pageKey(v, 'zh', '/x/a')).toBe('V:zh:/x/a');
    expect(bodyKey(pageKey(v, 'en', '/x/a'))).toBe('V:en:/x/a#html');
    expect(markdownKey(pageKey(v, 'en', '/x/a'))).toBe('V:en:/x/a#md');
    expect(tabKey(v, '/x/a', 'components-api')).toBe('V:en:/x/a/components-api');
    expect(demoKey(v, 'd')).toBe('V:demo:d');
    expect(searchIndexKey(v)).toBe('V:search-index');
    expect(searchIndexKey(v, 'zh')).toBe('V:search-index-zh');
    for (const text of ['`<v>:<locale>:<contentPath>`', '`#html`', '`#md`', '`<v>:en:<contentPath>/<tab>`', '`<v>:demo:<id>`', '`<v>:search-index`', '`<v>:search-index-zh`']) {
      expect(DOC).toContain(text);
    }
    // Content-addressed storage: `v:` + 16 hex digits through the manifest; `dev` keys stay logical.
    expect(valueKey('0123456789abcdef')).toBe('v:0123456789abcdef');
    expect(storedKey('V:en:/x/a#html', 'V', { 'en:/x/a#html': 'h' })).toBe('v:h');
    expect(storedKey('V:en:/x/missing', 'V', {})).toBeNull();
    expect(storedKey('dev:en:/x/a', DEV_KV_PREFIX, {})).toBe('dev:en:/x/a');
    expect(DOC).toContain('`v:<hash>`');
    expect(DOC).toContain(`KV prefix\n\`${DEV_KV_PREFIX}\``);
    expect(DOC).toContain(`\`${DEV_STATE_KEY}\``);
    expect(DOC).toContain(`\`${DEPLOY_HISTORY_KEY}\``);
  });

  it('quotes the constants and budgets as the code has them', () => {
    expect(DOC).toContain(`MUI X ${CURRENT_VERSION}`);
    expect(DOC).toContain(`\`MAX_PATH_LENGTH\` = ${MAX_PATH_LENGTH} bytes`);
    expect(DOC).toContain(`\`TITLE_WAIT_MS\` = ${TITLE_WAIT_MS} ms`);
    expect(DOC).toContain(`\`LOAD_FALLBACK_MS\` = ${LOAD_FALLBACK_MS} ms`);
    expect(KV_POLICY).toMatchObject({ attemptMs: 500, attempts: 2 });
    expect(DOC).toContain('500 ms × 2 attempts');
    expect(D1_WRITE_POLICY).toEqual({ attemptMs: 2000, attempts: 2, retryAfterTimeout: false });
    expect(DOC).toContain('2 s × 2, not retried after a timeout');
    expect(KV_LIMITS).toMatchObject({ pairsPerBulk: 10_000, bytesPerBulk: 100 * 1000 * 1000 });
    expect(DOC).toContain('at most 10,000 pairs and\n100 MB');
    expect(DOC).toContain(`(\`--keep\`, default\n${DEFAULT_KEEP})`);
    // Per-isolate caches: the sizes the doc gives, as their definitions in the worker.
    expect(read('worker/memory-cache.ts')).toContain('new MemoryCache(12 * 1024 * 1024)');
    expect(read('worker/page.ts')).toContain('RECORD_CACHE_BYTES = 1024 * 1024;');
    expect(read('worker/page.ts')).toContain('BODY_CACHE_BYTES = 6 * 1024 * 1024;');
    for (const text of ['12 MB LRU', 'records (1 MB LRU) and bodies (6 MB LRU)']) expect(DOC).toContain(text);
  });

  it('names only files that exist', () => {
    const named = new Set([...DOC.matchAll(/`((?:lib|worker|ui|client|scripts|content|tests|bench|public|docs)\/[\w./-]*\.(?:ts|tsx|json|md|sh))`/g)].map((m) => m[1] ?? ''));
    expect(named.size).toBeGreaterThan(50);
    const generated = (path: string) => path.startsWith('worker/generated/');
    const missing = [...named].filter((path) => !generated(path) && !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('is right that the shell reads its strings through DocsProvider and that no React theme provider exists', () => {
    const sources = ['lib', 'worker', 'ui', 'client', 'scripts', 'tests'].flatMap(filesUnder).filter((p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p));
    const importers = sources.filter((p) => /from '[./]*(?:ui\/)?DocsProvider'/.test(read(p)));
    expect(importers).toEqual(expect.arrayContaining(['worker/render.tsx', 'worker/site.tsx', 'ui/Shell.tsx']));
    expect(existsSync(join(ROOT, 'ui/ThemeSettings.tsx'))).toBe(false);
    expect(DOC).toContain('The shell reads its locale and UI strings through `ui/DocsProvider.tsx`');
  });

  it('has a decision log whose index lists every decision file', () => {
    const files = readdirSync(join(ROOT, 'docs/decisions')).filter((f) => /^\d{4}-[\w-]+\.md$/.test(f));
    const index = read('docs/decisions/README.md');
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(index).toContain(`(${f})`);
      expect(read(`docs/decisions/${f}`)).toMatch(/\*\*Status:\*\*/);
    }
    for (const [, n = ''] of DOC.matchAll(/decisions? (\d{4})/g)) expect(files.some((f) => f.startsWith(n))).toBe(true);
  });
});
