/**
 * The compile hint of the production build (scripts/build-client.ts,
 * COMPILE_HINT), read from the real build (public/build and
 * worker/generated/assets.json, as `npm run build` left them): the demo
 * runtime's chunks start with it, so that V8 compiles React DOM while the
 * chunk streams in rather than on the main thread when it is evaluated; so do
 * the demos' chunks and the chunks each imports statically (DEMO_COMPILE_HINT,
 * stop 23: a reader's first gesture on a demo no longer compiles the
 * functions it calls); the shell's and the playground's entries do not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssetsManifest } from '../lib/generated';
import { demoDepsFile } from '../lib/demo-deps';
import { COMPILE_HINT, DEMO_COMPILE_HINT } from './build-client';

const ROOT = join(import.meta.dirname, '..');
const PUBLIC = join(ROOT, 'public');
const manifest = JSON.parse(readFileSync(join(ROOT, 'worker/generated/assets.json'), 'utf8')) as AssetsManifest;
const head = (url: string) => readFileSync(join(PUBLIC, url), 'utf8').slice(0, 200);

describe('compile hint of the production build', () => {
  it('heads every chunk of the demo runtime, the one holding React DOM among them', () => {
    const runtime = manifest.demoRuntime ?? [];
    expect(runtime.length).toBeGreaterThan(1);
    for (const url of runtime) expect(head(url).split('\n')[0], url).toBe(COMPILE_HINT);
    const reactDom = runtime.filter((url) => readFileSync(join(PUBLIC, url), 'utf8').includes('react-dom-client.production'));
    expect(reactDom.length).toBe(1);
  });

  it.runIf(DEMO_COMPILE_HINT)('heads every demo chunk and every chunk a demo imports statically (a chart, a grid among them)', () => {
    const demos = readdirSync(join(PUBLIC, 'build/demos'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `/build/demos/${f}`);
    expect(demos.length).toBeGreaterThan(100);
    const imported = new Set<string>();
    for (const url of demos) {
      expect(head(url).split('\n')[0], url).toBe(COMPILE_HINT);
      for (const dep of JSON.parse(readFileSync(join(PUBLIC, demoDepsFile(url)), 'utf8')) as string[]) imported.add(dep);
    }
    expect(imported.size).toBeGreaterThan(10);
    for (const url of imported) expect(head(url).split('\n')[0], url).toBe(COMPILE_HINT);
    const text = (url: string) => readFileSync(join(PUBLIC, url), 'utf8');
    expect([...imported].some((url) => text(url).includes('MuiChartsTooltip'))).toBe(true);
    expect([...imported].some((url) => text(url).includes('MuiDataGrid'))).toBe(true);
  });

  it("is not on the files the demo runtime does not import (the shell's and the playground's entries)", () => {
    const runtime = new Set(manifest.demoRuntime ?? []);
    const others = [...manifest.scripts, ...manifest.playgroundScripts].filter((url) => !runtime.has(url));
    expect(others.length).toBeGreaterThan(0);
    for (const url of others) expect(head(url), url).not.toContain('allFunctionsCalledOnLoad');
  });
});
