/**
 * client/demos/style-batches.ts relies on @emotion/sheet 1.4's speedy StyleSheet: a new `<style>` element when
 * the rule counter is a multiple of 65,000, placed right after the last one. Checked against the installed
 * package's text (a new version must be looked at again), then the batching on a sheet that behaves so.
 */
import type { EmotionCache } from '@emotion/cache';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_AFTER, STYLE_BATCHES, withStyleBatches } from './style-batches';

const require = createRequire(import.meta.url);
const sheetDir = dirname(require.resolve('@emotion/sheet/package.json'));

describe('@emotion/sheet as style-batches.ts expects it', () => {
  it('is 1.4.x, starts an element at a counter that is a multiple of 65,000, after the last one', () => {
    expect((JSON.parse(readFileSync(join(sheetDir, 'package.json'), 'utf8')) as { version: string }).version).toMatch(/^1\.4\./);
    const source = readFileSync(join(sheetDir, 'dist/emotion-sheet.esm.js'), 'utf8');
    expect(source).toContain('if (this.ctr % (this.isSpeedy ? 65000 : 1) === 0) {');
    expect(source).toContain('before = _this.tags[_this.tags.length - 1].nextSibling;');
    expect(source).toContain('this.ctr++;');
  });
});

/** A sheet that behaves as Emotion's speedy one: `tags` holds the rules each element got. */
function fakeCache(): { cache: EmotionCache; tags: string[][] } {
  const tags: string[][] = [];
  const sheet = {
    isSpeedy: true,
    ctr: 0,
    tags: [] as unknown[],
    insert(rule: string) {
      if (this.ctr % 65000 === 0) {
        tags.push([]);
        this.tags.push({});
      }
      tags.at(-1)!.push(rule);
      this.ctr++;
    },
  };
  return { cache: { sheet } as unknown as EmotionCache, tags };
}

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('withStyleBatches', () => {
  afterEach(() => delete (globalThis as Record<string, unknown>)[STYLE_BATCHES]);

  it('puts a later batch in a new element once the current one holds FRESH_AFTER rules, in order', async () => {
    const { cache, tags } = fakeCache();
    withStyleBatches(cache);
    // A demo's first render: one batch of many rules, one element.
    for (let i = 0; i < FRESH_AFTER + 50; i++) cache.sheet.insert(`a${i}`);
    await tick();
    // A click's two rules: an element of their own.
    cache.sheet.insert('b0');
    cache.sheet.insert('b1');
    await tick();
    // Another small batch: the small element takes it.
    cache.sheet.insert('c0');
    expect(tags.map((t) => t.length)).toEqual([FRESH_AFTER + 50, 3]);
    expect(tags.flat()).toEqual([...Array.from({ length: FRESH_AFTER + 50 }, (_, i) => `a${i}`), 'b0', 'b1', 'c0']);
  });

  it('leaves the sheet as it is when switched off', async () => {
    (globalThis as Record<string, unknown>)[STYLE_BATCHES] = false;
    const { cache, tags } = fakeCache();
    withStyleBatches(cache);
    for (let i = 0; i < FRESH_AFTER + 50; i++) cache.sheet.insert(`a${i}`);
    await tick();
    cache.sheet.insert('b0');
    expect(tags.map((t) => t.length)).toEqual([FRESH_AFTER + 51]);
  });
});
