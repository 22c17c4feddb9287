/**
 * Worker build: one ES module bundle of `worker/index.ts` in
 * `dist/worker/index.js`. wrangler deploys it as is (wrangler.toml `main`),
 * `npm start` and the tests run the same file on workerd.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { CssManifest } from '../lib/generated';
import { writeGenerated } from './generated-json';
import { writeOgImages } from './og-image';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { buildSiteCss } from '../ui/site-css';
import { createDocsTheme } from '../ui/theme';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

/** Writes the site stylesheet with a content hash and tells the worker its URL. */
export function writeSiteCss(root: string): string {
  const css = buildSiteCss(createDocsTheme());
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  // Its own folder: the client build owns public/build and prunes it.
  const dir = join(root, 'public', 'site');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `site-${hash}.css`), css);
  const href = `/site/site-${hash}.css`;
  mkdirSync(join(root, 'worker', 'generated'), { recursive: true });
  writeGenerated(root, 'css.json', JSON.stringify({ href, css } satisfies CssManifest));
  return href;
}

/** Bundles the worker; production mode unless told otherwise. */
export async function buildWorker(options: { root?: string; production?: boolean } = {}): Promise<void> {
  const root = options.root ?? ROOT;
  const production = options.production ?? true;
  writeSiteCss(root);
  writeOgImages(root);
  await build({
    absWorkingDir: root,
    entryPoints: ['worker/index.ts'],
    outfile: join(root, 'dist', 'worker', 'index.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['node:*', 'cloudflare:*', ...builtinModules],
    minify: production,
    keepNames: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildWorker({ production: process.env.NODE_ENV !== 'development' }).then(() => console.log('worker: dist/worker/index.js'));
}
