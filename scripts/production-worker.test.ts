/**
 * The real production worker bundle (dist/worker/index.js, as `npm run
 * build` left it) carries no byte of a development-only module: not the
 * page-reload script of lib/dev-reload.ts, not the routes of worker/dev.ts
 * (scripts/build-worker.ts leaves them out when the content build is not
 * `npm start`'s).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_RELOAD_SCRIPT } from '../lib/dev-reload';

const ROOT = join(import.meta.dirname, '..');
const site = JSON.parse(readFileSync(join(ROOT, 'worker/generated/site.json'), 'utf8')) as { kvPrefix: string };
const bundle = readFileSync(join(ROOT, 'dist/worker/index.js'), 'utf8');

describe('production worker bundle', () => {
  it('is built from production content', () => {
    expect(site.kvPrefix).not.toBe('dev');
  });

  it('holds no development-only route or script', () => {
    // Lines of the reload script long enough to be its own (minification keeps template text as it is).
    const lines = DEV_RELOAD_SCRIPT.split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 40);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(bundle).not.toContain(line);
    expect(bundle).not.toContain('/__dev/state');
    expect(bundle).not.toMatch(/\.get\("\/__dev\//);
  });
});
