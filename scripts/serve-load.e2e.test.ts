/**
 * `npm start` and the test servers start on a loaded machine: ten starts of
 * the built worker on workerd (scripts/serve.ts), each seeding KV and
 * answering a page, while child processes keep every core busy. Before
 * retryTransient, the first KV put after `mf.ready` could fail with EPIPE
 * and crash the start. The seed is the overview page only (its record and
 * body from the real build), so a start takes seconds, not the whole site.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type KvEntry } from './serve';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const STARTS = 10;

let burners: ChildProcess[] = [];
let entries: KvEntry[] = [];

beforeAll(() => {
  process.env.WRANGLER_SEND_METRICS = 'false';
  const all = JSON.parse(readFileSync(join(ROOT, 'dist', 'kv-bulk.json'), 'utf8')) as KvEntry[];
  entries = all.filter((e) => /:en:\/x\/introduction(#html)?$/.test(e.key));
  expect(entries).toHaveLength(2);
  // One busy loop per core, at normal priority: the start-up competes for every core.
  burners = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}, 120_000);

afterAll(() => {
  for (const b of burners) b.kill('SIGKILL');
});

describe('the server starts under CPU load', () => {
  it(`starts, seeds and answers ${STARTS} times in a row without a crash`, async () => {
    const times: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      const t0 = performance.now();
      const server = await serve({ port: 0, persist: false });
      try {
        await server.seed(entries);
        const res = await fetch(`${server.url}/x/introduction`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('</html>');
      } finally {
        await server.dispose();
      }
      // Each server's KV and cache (~260 MB for the whole site) leave with it.
      expect(existsSync(server.state)).toBe(false);
      times.push(Math.round(performance.now() - t0));
    }
    expect(burners.every((b) => b.exitCode === null)).toBe(true);
    console.log(`serve under load: ${STARTS} starts, ms each: ${times.join(', ')}`);
  }, 600_000);
});
