/**
 * The worker's log lines (worker/log.ts) as an operator reads them in
 * Workers Logs: every console.error / console.warn call is one string that
 * is one JSON object with level, kind, route (the request's path), key (the
 * KV key, when one was read) and message, on every route that logs. KV
 * faults are injected with a binding that throws or returns a corrupt value.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSearchIndex } from './search/load';
import { call } from './test-helpers';
import type { LogLine } from './log';

/** A PAGES binding whose every read throws, or returns text that is not a record. */
function badKv(mode: 'throw' | 'corrupt'): KVNamespace {
  const get = () => (mode === 'throw' ? Promise.reject(new Error('KV down')) : Promise.resolve('{"path":"/x/intro'));
  const list = () => Promise.resolve({ keys: [], list_complete: true, cacheStatus: null });
  return { get, list } as unknown as KVNamespace;
}

/** Every line logged while `run` runs, each checked to be one JSON object of the log shape. */
async function linesOf(run: () => Promise<Response>): Promise<{ status: number; lines: LogLine[] }> {
  const calls: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void calls.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void calls.push(args));
  const res = await run();
  await res.arrayBuffer();
  const lines = calls.map((args) => {
    expect(args).toHaveLength(1);
    expect(typeof args[0]).toBe('string');
    expect(args[0]).not.toContain('\n');
    const line = JSON.parse(args[0] as string) as LogLine;
    expect(Object.keys(line).sort()).toEqual(['key', 'kind', 'level', 'message', 'route']);
    return line;
  });
  return { status: res.status, lines };
}

afterEach(() => {
  vi.restoreAllMocks();
  resetSearchIndex();
});

const mcp = (name: string, args: Record<string, unknown>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
});

describe('log lines', () => {
  it.each([
    ['/x/introduction', {}, 503, ':en:/x/introduction'],
    ['/x/introduction.md', {}, 503, ':en:/x/introduction'],
    ['/x/mcp', mcp('get_page', { path: '/x/introduction' }), 200, ':en:/x/introduction'],
  ] as const)('a KV failure on %s: one kv-unavailable line with its route and key', async (path, init, status, key) => {
    const { status: got, lines } = await linesOf(() => call(path, init, { PAGES: badKv('throw') }));
    expect(got).toBe(status);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 'error', kind: 'kv-unavailable', route: path });
      expect(line.key).toContain(key);
      expect(line.message).toContain('KV down');
    }
  });

  it('a corrupt record: one record-invalid line with its route and key', async () => {
    const { status, lines } = await linesOf(() => call('/x/introduction/roadmap', {}, { PAGES: badKv('corrupt') }));
    expect(status).toBe(500);
    expect(lines).toEqual([expect.objectContaining({ level: 'error', kind: 'record-invalid', route: '/x/introduction/roadmap', key: expect.stringContaining(':en:/x/introduction/roadmap') })]);
  });

  it('a malformed var: a var-invalid warning with the route, without the value', async () => {
    const { lines } = await linesOf(() => call('/x/no-such-page-for-logs', {}, { SITE_URL: 'not a url SECRET-VALUE' }));
    const warn = lines.find((l) => l.kind === 'var-invalid');
    expect(warn).toMatchObject({ level: 'warn', route: '/x/no-such-page-for-logs', key: null });
    expect(JSON.stringify(lines)).not.toContain('SECRET-VALUE');
  });
});
