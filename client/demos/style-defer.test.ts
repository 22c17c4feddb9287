/**
 * client/demos/style-defer.ts: the rules a hidden commit hands the sheet are kept, then inserted in slices, in the
 * order Emotion would have inserted them; any other insertion first inserts what is kept; with the switch off the
 * rules go in at once.
 */
import type { EmotionCache } from '@emotion/cache';
import type { SerializedStyles } from '@emotion/serialize';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPILE } from './early-styles';
import { deferredRules, flushDeferred, startDeferring, STYLE_DEFER, stopDeferring, withDeferredStyles } from './style-defer';

/** A cache as Emotion's: `insert` hands its sheet a rule per style (and marks the class inserted); `sheetRules` is the document's order. */
function fakeCache(): { cache: EmotionCache; sheetRules: string[] } {
  const sheetRules: string[] = [];
  const sheet = { insert: (rule: string) => void sheetRules.push(rule) };
  const cache = {
    key: 'demo',
    sheet,
    inserted: {} as Record<string, true | string>,
    insert(selector: string, serialized: SerializedStyles, s: { insert(rule: string): void }, shouldCache: boolean) {
      s.insert(`${selector}{${serialized.styles}}`);
      s.insert(`${selector}:hover{${serialized.styles}}`);
      if (shouldCache) this.inserted[serialized.name] = true;
    },
  };
  return { cache: cache as unknown as EmotionCache, sheetRules };
}

/** What Emotion's insertStyles does for a class: insert it unless already inserted. */
function insertStyles(cache: EmotionCache, name: string): void {
  if (cache.inserted[name] === undefined) cache.insert(`.demo-${name}`, { name, styles: `x:${name}`, next: undefined } as SerializedStyles, cache.sheet, true);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('withDeferredStyles', () => {
  afterEach(() => delete (globalThis as Record<string, unknown>)[STYLE_DEFER]);

  it("keeps a hidden commit's rules out of the sheet, then inserts them in order after it", async () => {
    const { cache, sheetRules } = fakeCache();
    withDeferredStyles(cache);
    insertStyles(cache, 'before');
    startDeferring(cache);
    for (const name of ['a', 'b', 'a', 'c']) insertStyles(cache, name);
    stopDeferring(cache);
    // Nothing of the commit's in the sheet, its classes not marked inserted yet.
    expect(sheetRules).toEqual(['.demo-before{x:before}', '.demo-before:hover{x:before}']);
    expect(deferredRules(cache)).toBe(6);
    expect(cache.inserted.a).toBeUndefined();
    await flushDeferred(cache, nextTask);
    expect(deferredRules(cache)).toBe(0);
    expect(sheetRules.slice(2)).toEqual(['a', 'b', 'c'].flatMap((n) => [`.demo-${n}{x:${n}}`, `.demo-${n}:hover{x:${n}}`]));
    expect(cache.inserted).toMatchObject({ a: true, b: true, c: true });
  });

  it('inserts what it keeps before any other insertion, and a kept class once', () => {
    const { cache, sheetRules } = fakeCache();
    withDeferredStyles(cache);
    startDeferring(cache);
    insertStyles(cache, 'a');
    insertStyles(cache, 'b');
    stopDeferring(cache);
    // Another component renders a kept class, then a new one: the kept rules first, each once.
    insertStyles(cache, 'b');
    insertStyles(cache, 'd');
    expect(sheetRules.map((r) => r.replace(/[:{].*/, ''))).toEqual(['.demo-a', '.demo-a', '.demo-b', '.demo-b', '.demo-d', '.demo-d']);
    expect(deferredRules(cache)).toBe(0);
  });

  it('stops keeping at the end of the task however the commit ended', async () => {
    const { cache, sheetRules } = fakeCache();
    withDeferredStyles(cache);
    startDeferring(cache);
    insertStyles(cache, 'a');
    await Promise.resolve();
    insertStyles(cache, 'b');
    expect(sheetRules).toHaveLength(4);
  });

  it('flushes in slices of a few milliseconds, one per task', async () => {
    const { cache, sheetRules } = fakeCache();
    withDeferredStyles(cache);
    startDeferring(cache);
    for (let i = 0; i < 2000; i++) insertStyles(cache, `c${i}`);
    stopDeferring(cache);
    let tasks = 0;
    await flushDeferred(cache, () => (tasks++, nextTask()));
    expect(sheetRules).toHaveLength(4000);
    expect(sheetRules[3999]).toBe('.demo-c1999:hover{x:c1999}');
    expect(tasks).toBeGreaterThan(0);
  });

  it('does not compile a kept class again when an element renders it in the commit', () => {
    const { cache } = fakeCache();
    const compiled: string[] = [];
    Object.assign(cache, { [PRECOMPILE]: (serialized: SerializedStyles) => void compiled.push(serialized.name) });
    withDeferredStyles(cache);
    const precompile = (cache as unknown as Record<string, (s: SerializedStyles) => void>)[PRECOMPILE]!;
    startDeferring(cache);
    insertStyles(cache, 'a');
    precompile({ name: 'a', styles: '', next: undefined } as SerializedStyles);
    precompile({ name: 'b', styles: '', next: undefined } as SerializedStyles);
    expect(compiled).toEqual(['b']);
  });

  it('inserts in the commit when switched off', () => {
    (globalThis as Record<string, unknown>)[STYLE_DEFER] = false;
    const { cache, sheetRules } = fakeCache();
    withDeferredStyles(cache);
    startDeferring(cache);
    insertStyles(cache, 'a');
    expect(sheetRules).toHaveLength(2);
  });
});
