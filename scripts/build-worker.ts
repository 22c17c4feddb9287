/**
 * Worker build: one ES module bundle of `worker/index.ts` in
 * `dist/worker/index.js`. wrangler deploys it as is (wrangler.toml `main`),
 * `npm start` and the tests run the same file on workerd.
 *
 * The bundle carries its own id (`worker/generated/build.json`): the first
 * 16 hex digits of the SHA-256 of the bundle, taken with a placeholder where
 * the id goes and then written in its place. Everything the worker writes
 * into HTML (asset manifest, site stylesheet, inline scripts and their CSP
 * hashes, render code, content version) is inside the bundle, so any change
 * to them is a new id, a new rendered-HTML cache key and a new ETag; a build
 * of the same tree gives the same id.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { EMBEDDED_INDEX_FILES, type BuildInfo, type CssManifest, type SiteData } from '../lib/generated';
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

/** Stands for the build id in the bundle while it is hashed (the same length as an id). */
export const BUILD_ID_PLACEHOLDER = 'b0000000000000id';
/** Length of a build id (hex digits). */
export const BUILD_ID_LENGTH = 16;

/** Gives `worker/generated/build.json` the placeholder id while the bundle is made. */
const placeholderBuildInfo: Plugin = {
  name: 'build-id-placeholder',
  setup(b) {
    // Resolved here, so the file need not exist yet (it is written after the bundle).
    b.onResolve({ filter: /[\\/]generated[\\/]build\.json$/ }, () => ({ path: 'build.json', namespace: 'build-id' }));
    b.onLoad({ filter: /.*/, namespace: 'build-id' }, () => ({ contents: JSON.stringify({ id: BUILD_ID_PLACEHOLDER } satisfies BuildInfo), loader: 'json' }));
  },
};

/** The bundle with its id in place of the placeholder, and the id. */
export function stampBuildId(bundle: string): { code: string; id: string } {
  const parts = bundle.split(BUILD_ID_PLACEHOLDER);
  if (parts.length < 2) throw new Error('worker build: the build id placeholder is missing from the bundle');
  const id = createHash('sha256').update(bundle).digest('hex').slice(0, BUILD_ID_LENGTH);
  return { code: parts.join(id), id };
}

/**
 * Bundles, in place of `worker/search/embedded.ts`, a module that imports
 * the search indexes as text modules (`./search-index-en.txt` beside the
 * bundle; wrangler uploads them with it, Miniflare loads them by its module
 * rules). workerd makes each a string when the worker starts, with no JS
 * to parse, and the worker's first search reads no KV.
 */
const embeddedIndexes: Plugin = {
  name: 'embedded-search-indexes',
  setup(b) {
    b.onResolve({ filter: /^\.\/embedded$/ }, (args) => (/[\\/]worker[\\/]search$/.test(args.resolveDir) ? { path: 'embedded', namespace: 'embedded-search-indexes' } : undefined));
    b.onResolve({ filter: /^\.\/search-index-[a-z]+\.txt$/ }, (args) => ({ path: args.path, external: true }));
    b.onLoad({ filter: /.*/, namespace: 'embedded-search-indexes' }, () => {
      const entries = Object.entries(EMBEDDED_INDEX_FILES);
      return {
        contents: `${entries.map(([locale, file]) => `import ${locale} from './${file}';`).join('\n')}\nexport const EMBEDDED_INDEXES = { ${entries.map(([l]) => l).join(', ')} };\n`,
        loader: 'js',
      };
    });
  },
};

/**
 * A production bundle without the development routes: `worker/dev.ts` (the
 * reload script, worker/generated/dev-reload.json, the quick demo chunks) is replaced by
 * a module with no routes, so not one byte of it ships. worker/routes.ts
 * mounts it only under `npm start` (DEV_MODE) anyway.
 */
const withoutDevRoutes: Plugin = {
  name: 'without-dev-routes',
  setup(b) {
    b.onResolve({ filter: /^\.\/dev$/ }, (args) => (/[\\/]worker$/.test(args.resolveDir) ? { path: 'dev', namespace: 'without-dev-routes' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'without-dev-routes' }, () => ({
      contents: "import { Hono } from 'hono';\nexport const devRoutes = new Hono();\n",
      loader: 'js',
      resolveDir: join(ROOT, 'worker'),
    }));
  },
};

/** Whether the content build was `npm start`'s (KV's stable `dev` keys): the worker then serves the development routes. */
function isDevContent(root: string): boolean {
  const siteFile = join(root, 'worker', 'generated', 'site.json');
  return existsSync(siteFile) && (JSON.parse(readFileSync(siteFile, 'utf8')) as SiteData).kvPrefix === 'dev';
}

/**
 * Whether the bundle carries the search indexes (lib/generated.ts): not for
 * a build for `npm start` (KV's stable `dev` keys: the worker reads the
 * indexes from KV), nor before a content build has written them.
 */
function embedsIndexes(root: string): boolean {
  const dir = join(root, 'worker', 'generated');
  const siteFile = join(dir, 'site.json');
  if (!existsSync(siteFile) || (JSON.parse(readFileSync(siteFile, 'utf8')) as SiteData).kvPrefix === 'dev') return false;
  return Object.values(EMBEDDED_INDEX_FILES).every((f) => existsSync(join(dir, f)));
}

/**
 * How the worker is bundled for workerd: one ES module from
 * `worker/index.ts`, Node and Cloudflare built-ins left to the runtime.
 * Also used by bench/render-profile.ts for an unminified copy.
 */
export const WORKER_BUNDLE_OPTIONS = {
  entryPoints: ['worker/index.ts'],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  conditions: ['workerd', 'worker', 'browser'],
  external: ['node:*', 'cloudflare:*', ...builtinModules],
  jsx: 'automatic',
  logLevel: 'warning',
} satisfies BuildOptions;

/** Bundles the worker; production mode unless told otherwise. */
export async function buildWorker(options: { root?: string; production?: boolean } = {}): Promise<void> {
  const root = options.root ?? ROOT;
  const production = options.production ?? true;
  writeSiteCss(root);
  await writeOgImages(root);
  const embed = embedsIndexes(root);
  const out = await build({
    ...WORKER_BUNDLE_OPTIONS,
    absWorkingDir: root,
    outfile: join(root, 'dist', 'worker', 'index.js'),
    minify: production,
    // index.js.map beside the bundle (linked by its last line), mappings only: wrangler uploads it
    // (upload_source_maps in wrangler.toml) and Workers Logs show errors at their TypeScript lines.
    sourcemap: 'linked',
    sourcesContent: false,
    keepNames: false,
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    plugins: [placeholderBuildInfo, ...(embed ? [embeddedIndexes] : []), ...(isDevContent(root) ? [] : [withoutDevRoutes])],
    write: false,
  });
  const outfile = join(root, 'dist', 'worker', 'index.js');
  const main = out.outputFiles.find((f) => f.path === outfile);
  if (!main) throw new Error('worker build: no dist/worker/index.js in the output');
  const { code, id } = stampBuildId(main.text);
  for (const f of out.outputFiles) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f === main ? code : f.contents);
  }
  for (const file of Object.values(EMBEDDED_INDEX_FILES)) {
    const beside = join(root, 'dist', 'worker', file);
    if (embed) copyFileSync(join(root, 'worker', 'generated', file), beside);
    else rmSync(beside, { force: true });
  }
  writeGenerated(root, 'build.json', JSON.stringify({ id } satisfies BuildInfo));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildWorker({ production: process.env.NODE_ENV !== 'development' }).then(() => console.log('worker: dist/worker/index.js'));
}
