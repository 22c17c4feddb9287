/**
 * The real production worker bundle (dist/worker/index.js, as `npm run
 * build` left it) carries no byte of a development-only module: not the
 * page-reload script of client/dev-reload.ts, not the routes of worker/dev.ts
 * (scripts/build-worker.ts leaves them out when the content build is not
 * `npm start`'s).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DevReloadBundle } from '../lib/generated';

const ROOT = join(import.meta.dirname, '..');
const site = JSON.parse(readFileSync(join(ROOT, 'worker/generated/site.json'), 'utf8')) as { kvPrefix: string };
const bundle = readFileSync(join(ROOT, 'dist/worker/index.js'), 'utf8');
const devReload = JSON.parse(readFileSync(join(ROOT, 'worker/generated/dev-reload.json'), 'utf8')) as DevReloadBundle;

describe('production worker bundle', () => {
  it('is built from production content', () => {
    expect(site.kvPrefix).not.toBe('dev');
  });

  it('holds no development-only route or script', () => {
    // The reload script as the build bundled it, and its own strings.
    expect(devReload.code.length).toBeGreaterThan(500);
    expect(bundle).not.toContain(devReload.code);
    for (const own of ['data-dev-swapped', 'Build failed: the server keeps serving the last good build.']) {
      expect(devReload.code).toContain(own);
      expect(bundle).not.toContain(own);
    }
    expect(bundle).not.toContain('/__dev/state');
    expect(bundle).not.toMatch(/\.get\("\/__dev\//);
  });
});
