import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_STYLES, PRECOMPILE, PRECOMPILED, PRECOMPILED_HITS, PRECOMPILED_RULES } from '../../client/demos/early-styles';
import { earlyStylesPlugin, earlyStylesSource } from './early-styles';

const require = createRequire(import.meta.url);
const utils = join(dirname(require.resolve('@emotion/utils/package.json')), 'dist/emotion-utils.browser.esm.js');

interface Serialized {
  name: string;
  styles: string;
  next?: Serialized;
}
interface Cache {
  key: string;
  sheet: { insert(rule: string): void };
  inserted: Record<string, unknown>;
  [PRECOMPILE]?: unknown;
}
interface Emotion {
  createCache(options: { key: string; container: object }): Cache;
  registerStyles(cache: Cache, serialized: Serialized, isStringTag: boolean): void;
  insertStyles(cache: Cache, serialized: Serialized, isStringTag: boolean): void;
  withEarlyStyles(cache: Cache): Cache;
}

let emotion: Emotion | undefined;

/** @emotion/cache and the patched @emotion/utils as the client build bundles them, with the runtime's withEarlyStyles. */
async function load(): Promise<Emotion> {
  if (emotion) return emotion;
  const out = await build({
    stdin: {
      contents: `export { default as createCache } from '@emotion/cache';
export { registerStyles, insertStyles } from '@emotion/utils';
export { withEarlyStyles } from './client/demos/early-styles.ts';`,
      resolveDir: process.cwd(),
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    plugins: [earlyStylesPlugin],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  expect(out.outputFiles[0]!.text).toContain(PRECOMPILE);
  emotion = (await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0]!.text).toString('base64')}`)) as Emotion;
  return emotion;
}

const g = globalThis as Record<string, unknown>;
// The browser build of @emotion/cache looks for server-rendered styles in the document.
g.document ??= { querySelectorAll: () => [], head: {} };

/** A cache whose sheet records the rules inserted into it, and how many times Emotion's own insert compiled styles. */
function cache(e: Emotion, early: boolean): { cache: Cache; rules: string[]; compiled: () => number } {
  const rules: string[] = [];
  let compiled = 0;
  const c = e.createCache({ key: 'demo', container: {} }) as Cache & { insert: (...args: unknown[]) => unknown };
  c.sheet = { insert: (rule) => rules.push(rule) };
  const insert = c.insert;
  c.insert = (...args) => {
    compiled++;
    return insert(...args);
  };
  return { cache: early ? e.withEarlyStyles(c) : c, rules, compiled: () => compiled };
}

const keyframes: Serialized = { name: 'k1', styles: '@keyframes k1{from{opacity:0;}to{opacity:1;}}' };
const STYLES: Serialized[] = [
  { name: 'a1', styles: 'display:flex;&:hover{color:red;}& .MuiDataGrid-cell{padding:0 10px;}' },
  { name: 'b2', styles: 'animation:k1 1s;user-select:none;', next: keyframes },
  { name: 'c3', styles: '@media (min-width:600px){gap:8px;}' },
];

describe('early Emotion styles', () => {
  afterEach(() => {
    delete g[EARLY_STYLES];
    delete g[PRECOMPILED];
    delete g[PRECOMPILED_RULES];
    delete g[PRECOMPILED_HITS];
  });

  it('patches the installed @emotion/utils', () => {
    const code = earlyStylesSource(utils);
    expect(code).not.toBe(readFileSync(utils, 'utf8'));
    expect(code).toContain(`cache.${PRECOMPILE}(serialized)`);
  });

  it('compiles while rendering, inserts the same rules in the same order at the commit', async () => {
    const e = await load();
    const plain = cache(e, false);
    const early = cache(e, true);
    // Render: nothing is inserted yet.
    for (const s of STYLES) e.registerStyles(early.cache, s, true);
    expect(early.rules).toEqual([]);
    // Compiled there: the three classes and the keyframes.
    expect(early.compiled()).toBe(4);
    // Commit (insertion effects): the rules as published Emotion makes them, keyframes included.
    for (const s of [...STYLES].reverse()) {
      e.insertStyles(plain.cache, s, true);
      e.insertStyles(early.cache, s, true);
    }
    expect(plain.rules.length).toBeGreaterThan(4);
    expect(plain.rules.some((r) => r.startsWith('@keyframes k1'))).toBe(true);
    expect(early.rules).toEqual(plain.rules);
    expect(early.compiled()).toBe(4);
    expect(Object.keys(early.cache.inserted).sort()).toEqual(Object.keys(plain.cache.inserted).sort());
    // A later render of inserted styles compiles nothing, inserts nothing.
    for (const s of STYLES) e.insertStyles(early.cache, s, true);
    expect(early.rules).toEqual(plain.rules);
  });

  it('leaves the cache as published when the page turned it off', async () => {
    const e = await load();
    g[EARLY_STYLES] = false;
    const { cache: c } = cache(e, true);
    expect(c[PRECOMPILE]).toBeUndefined();
  });

  it("takes a class's rules from the build's when it has them (a hit), compiles the others and the keyframes", async () => {
    const e = await load();
    const built = ['.demo-a1{display:flex;}', '.demo-a1:hover{color:red;}'];
    g[PRECOMPILED_RULES] = new Map([
      ['demo\na1', built],
      ['demo\nb2', ['.demo-b2{opacity:0;}']],
      ['other\nc3', ['x']],
    ]);
    const early = cache(e, true);
    const b2: Serialized = { ...STYLES[1]!, name: 'b2x' };
    for (const s of [STYLES[0]!, b2, STYLES[2]!]) e.registerStyles(early.cache, s, true);
    // a1 from the map; b2x (not in it), its keyframes and c3 (another cache's key in the map) compiled.
    expect(early.compiled()).toBe(3);
    expect(g[PRECOMPILED_HITS]).toEqual(['demo\na1']);
    for (const s of [STYLES[0]!, b2, STYLES[2]!].reverse()) e.insertStyles(early.cache, s, true);
    expect(early.rules.slice(-2)).toEqual(built);
    expect(early.cache.inserted.a1).toBe(true);
  });

  it("compiles every style when the page turned the build's rules off", async () => {
    const e = await load();
    g[PRECOMPILED] = false;
    g[PRECOMPILED_RULES] = new Map([['demo\na1', ['.demo-a1{color:blue;}']]]);
    const plain = cache(e, false);
    const early = cache(e, true);
    e.registerStyles(early.cache, STYLES[0]!, true);
    expect(early.compiled()).toBe(1);
    e.insertStyles(early.cache, STYLES[0]!, true);
    e.insertStyles(plain.cache, STYLES[0]!, true);
    expect(early.rules).toEqual(plain.rules);
    expect(g[PRECOMPILED_HITS]).toBeUndefined();
  });
});
