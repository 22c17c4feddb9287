/**
 * seedKv's diffing, and the retry of transient socket errors on every
 * start-up call to Miniflare (retryTransient), against an in-memory
 * namespace that fails as Miniflare's proxy does on a loaded machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isTransientSocketError, retryTransient, scratchFolder, seedKv, serve } from './serve';

/** Folders this file made in the temp dir; each test's are removed after it. */
const made: string[] = [];
const tempFolder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
    const root = tempFolder('seed-');
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

/** An error as Node's sockets throw it. */
const socketError = (code: string) => Object.assign(new Error(`write ${code}`), { code });

describe('serve (a build in another directory)', () => {
  it('refuses a copy of a build without worker/generated, whose pages would all answer 404', async () => {
    const root = tempFolder('serve-partial-');
    for (const dir of ['dist/worker', 'public', 'migrations']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'wrangler.toml'), 'name = "x"\n');
    await expect(serve({ root, port: 0, persist: false })).rejects.toThrow(`${root} holds no worker/generated/site.json`);
  });
});

describe('scratchFolder (the local state of a server without persist)', () => {
  it('removes the folders of processes that have ended, keeps those of live ones, and names a new one after this process', () => {
    const parent = tempFolder('scratch-');
    // A process that has ended: its pid is free (reuse within this test is out of reach).
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    for (const name of [`mui-x-docs-serve-${dead}-aaaaaa`, `mui-x-docs-serve-${process.ppid}-bbbbbb`, 'mui-x-docs-serve-x-cccccc', 'other']) {
      mkdirSync(join(parent, name, 'kv'), { recursive: true });
      writeFileSync(join(parent, name, 'kv', 'blob'), 'x'.repeat(1000));
    }
    const made = scratchFolder(parent);
    expect(made.startsWith(join(parent, `mui-x-docs-serve-${process.pid}-`))).toBe(true);
    expect(existsSync(made)).toBe(true);
    expect(readdirSync(parent).sort()).toEqual([`mui-x-docs-serve-${process.ppid}-bbbbbb`, 'mui-x-docs-serve-x-cccccc', made.slice(parent.length + 1), 'other'].sort());
  });
});

describe('retryTransient (start-up calls to Miniflare on a loaded machine)', () => {
  const fast = { attempts: 4, firstDelayMs: 1 };

  it('knows the transient socket errors, also wrapped by undici', () => {
    for (const code of ['EPIPE', 'ECONNRESET', 'ECONNREFUSED']) expect(isTransientSocketError(socketError(code))).toBe(true);
    expect(isTransientSocketError(new TypeError('fetch failed', { cause: socketError('ECONNRESET') }))).toBe(true);
    expect(isTransientSocketError(new Error('SQLITE_ERROR: no such table'))).toBe(false);
    expect(isTransientSocketError(undefined)).toBe(false);
  });

  it('tries again after EPIPE until the call succeeds', async () => {
    let calls = 0;
    const out = await retryTransient(async () => {
      if (++calls < 3) throw socketError('EPIPE');
      return 'ok';
    }, fast);
    expect(out).toBe('ok');
    expect(calls).toBe(3);
  });

  it('gives up after the bound, with the last error', async () => {
    let calls = 0;
    const failing = retryTransient(async () => {
      calls++;
      throw socketError('ECONNRESET');
    }, fast);
    await expect(failing).rejects.toThrow('write ECONNRESET');
    expect(calls).toBe(fast.attempts);
  });

  it('never retries another error', async () => {
    let calls = 0;
    const failing = retryTransient(async () => {
      calls++;
      throw new Error('value too large');
    }, fast);
    await expect(failing).rejects.toThrow('value too large');
    expect(calls).toBe(1);
  });

  it('seedKv survives the first puts failing with EPIPE (the crash of npm start on a loaded machine)', async () => {
    const kv = memoryKv();
    const put = kv.put;
    let failures = 3;
    kv.put = async (k: string, v: string | ReadableStream<Uint8Array>) => {
      if (failures-- > 0) throw socketError('EPIPE');
      // seedKv sends values as byte streams.
      return put(k, typeof v === 'string' ? v : await new Response(v).text());
    };
    const entries = [
      { key: 'dev:page:en:/x/a', value: 'a' },
      { key: 'dev:page:en:/x/introduction', value: 'intro' },
    ];
    const { current } = await seedKv(kv, '/nonexistent', undefined, { entries });
    expect(current.size).toBe(2);
    expect(kv.data.get('dev:page:en:/x/a')).toBe('a');
    expect(kv.data.get('dev:page:en:/x/introduction')).toBe('intro');
  });
});
