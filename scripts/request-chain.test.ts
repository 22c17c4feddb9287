/**
 * The request chain of a docs page, read from the real production build
 * (public/build and worker/generated/assets.json, as `npm run build` left
 * them): what docs/architecture.md says a page loads. The page lists its
 * scripts in `data-scripts` and the loader requests them all in one round
 * (client/inline/load.ts), so no file the shell imports at load may be
 * missing from that list, and the list holds nothing the shell does not
 * import. The imports are read from the files' bytes by esbuild's parser,
 * not from the build's own metafile.
 */
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssetsManifest } from '../lib/generated';

const ROOT = join(import.meta.dirname, '..');
const PUBLIC = join(ROOT, 'public');
const manifest = JSON.parse(readFileSync(join(ROOT, 'worker/generated/assets.json'), 'utf8')) as AssetsManifest;

/** Public URLs of the files `entryUrl` imports statically (transitively) and those it imports with `import()`, from the bytes on disk. */
async function importsOf(entryUrl: string): Promise<{ atLoad: string[]; lazy: string[] }> {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: [join(PUBLIC, entryUrl)],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: join(ROOT, '.cache', 'request-chain'),
    logLevel: 'silent',
  });
  const url = (input: string) => `/${relative(PUBLIC, join(ROOT, input))}`;
  const atLoad = new Set<string>();
  const lazy = new Set<string>();
  const visit = (input: string) => {
    for (const imp of metafile.inputs[input]?.imports ?? []) {
      // esbuild's own helpers of this parse (`<runtime>`) are no file of the build.
      if (imp.path.startsWith('<')) continue;
      if (imp.kind === 'dynamic-import') lazy.add(url(imp.path));
      else if (imp.kind === 'import-statement' && !atLoad.has(url(imp.path))) {
        atLoad.add(url(imp.path));
        visit(imp.path);
      }
    }
  };
  visit(relative(ROOT, join(PUBLIC, entryUrl)));
  return { atLoad: [...atLoad], lazy: [...lazy] };
}

describe('request chain of the production build', () => {
  const shell = manifest.files.shell!;

  it('is a production build', () => {
    expect(existsSync(join(PUBLIC, shell)), `${shell} exists (run npm run build)`).toBe(true);
    // A development build carries inline source maps.
    expect(readFileSync(join(PUBLIC, shell), 'utf8')).not.toContain('sourceMappingURL=data:');
  });

  it('lists the shell first and every file it imports at load beside it, so all are requested in one round', async () => {
    const { atLoad, lazy } = await importsOf(shell);
    expect(manifest.scripts[0]).toBe(shell);
    expect(new Set(manifest.scripts.slice(1))).toEqual(new Set(atLoad));
    // Lazy chunks (search, feedback, ads, the service worker's registration...) stay out of the page's first round.
    expect(lazy.length).toBeGreaterThan(0);
    for (const file of lazy) if (!atLoad.includes(file)) expect(manifest.scripts).not.toContain(file);
  });

  it('the playground page lists its entry and its imports the same way', async () => {
    const playground = manifest.files.playground!;
    const { atLoad } = await importsOf(playground);
    expect(manifest.playgroundScripts[0]).toBe(playground);
    expect(new Set(manifest.playgroundScripts.slice(1))).toEqual(new Set(atLoad));
  });
});
