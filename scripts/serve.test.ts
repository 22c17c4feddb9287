import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedKv } from './serve';

/** A namespace that records what was written and deleted (seedKv's diffing is what is under test, not KV). */
function memoryKv(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const puts: string[] = [];
  const deletes: string[] = [];
  return {
    data,
    puts,
    deletes,
    put: async (k: string, v: string) => void (puts.push(k), data.set(k, v)),
    delete: async (k: string) => void (deletes.push(k), data.delete(k)),
    list: async () => ({ keys: [...data.keys()].map((name) => ({ name })), list_complete: true }),
  };
}

describe('seedKv (npm start and the test servers)', () => {
  it('a first seed from the bulk file writes every entry, the overview page last, and drops keys of other versions', async () => {
    const root = mkdtempSync(join(tmpdir(), 'seed-'));
    mkdirSync(join(root, 'dist'));
    const entries = [
      { key: 'dev:page:en:/x/introduction', value: 'intro' },
      { key: 'dev:page:en:/x/a', value: 'a' },
    ];
    writeFileSync(join(root, 'dist', 'kv-bulk.json'), JSON.stringify(entries));
    const kv = memoryKv({ 'old:page:en:/x/a': 'stale' });
    const { current, changed } = await seedKv(kv, root);
    expect(kv.puts).toEqual(['dev:page:en:/x/a', 'dev:page:en:/x/introduction']);
    expect(kv.deletes).toEqual(['old:page:en:/x/a']);
    expect(current.size).toBe(2);
    expect(changed).toBe(2);
  });

  it('a later seed writes only what changed, removes what is gone, and leaves alone the keys a quick rebuild wrote since', async () => {
    const previous = new Map([
      ['dev:a', '1'],
      ['dev:b', 'quick edit, newer than this build'],
      ['dev:c', '1'],
      ['dev:gone', '1'],
    ]);
    const kv = memoryKv(Object.fromEntries(previous));
    const entries = [
      { key: 'dev:a', value: '1' },
      { key: 'dev:b', value: 'what the build read before the edit' },
      { key: 'dev:c', value: '2' },
    ];
    const { current, changed } = await seedKv(kv, '/nonexistent', previous, { entries, keep: new Set(['dev:b']) });
    expect(kv.puts).toEqual(['dev:c']);
    expect(kv.deletes).toEqual(['dev:gone']);
    expect(kv.data.get('dev:b')).toBe('quick edit, newer than this build');
    expect(current.get('dev:b')).toBe('quick edit, newer than this build');
    expect(changed).toBe(2);
  });
});
