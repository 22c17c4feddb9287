/**
 * The first command a Cloudflare user runs: plain `npx wrangler dev` after a
 * build serves the same site as `npm start` (wrangler.toml [build] checks
 * the build and seeds wrangler's local state with the values it lacks,
 * scripts/seed-wrangler-state.ts): 200 on a docs page and a demo page, 404
 * on a page that does not exist. The real wrangler CLI, on a free port.
 * Needs a production build (`npm run build`) first.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const WRANGLER = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

it('npx wrangler dev serves docs and demo pages, and 404 for a missing page', async () => {
  const t0 = Date.now();
  const port = await freePort();
  const child = spawn(process.execPath, [WRANGLER, 'dev', '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false'], {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        output += d.toString('utf8');
        if (/Ready on http/.test(output)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`wrangler dev exited (${code}):\n${output}`)));
    });
    const ready = Date.now();
    const get = async (path: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      return { status: res.status, html: await res.text() };
    };
    const intro = await get('/x/introduction');
    expect(intro.status, output).toBe(200);
    expect(intro.html).toContain('<h1');
    expect(intro.html).not.toContain('Page not found');
    const demos = await get('/x/react-data-grid/sorting');
    expect(demos.status).toBe(200);
    expect(demos.html).toContain('data-demo-frame');
    const missing = await get('/x/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page not found');
    console.log(`wrangler dev: ready in ${((ready - t0) / 1000).toFixed(1)} s, three pages in ${((Date.now() - ready) / 1000).toFixed(1)} s`);
  } finally {
    // wrangler and its workerd: the whole process group.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}, 600_000);
