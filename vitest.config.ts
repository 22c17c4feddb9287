/**
 * Three projects: `unit` runs pure modules and build tooling in Node;
 * `worker` and `worker-shared` run the Hono app inside workerd with KV
 * seeded from the real content build (`worker-shared`: files that share one
 * workerd, see SHARED_SEED) (worker/test-global-setup.ts serves it, `seedPages` in
 * worker/test-helpers.ts puts it) and the D1 migrations of
 * migrations/ handed over as TEST_MIGRATIONS (applied with
 * `applyD1Migrations` by the tests that use D1).
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));

/** The worker inside workerd (wrangler.toml's bindings), the KV bulk file's address and the D1 migrations bound. */
const workers = () =>
  cloudflareTest(({ inject }) => ({
    wrangler: { configPath: './wrangler.toml' },
    miniflare: { bindings: { TEST_BULK_URL: inject('bulkUrl'), TEST_MIGRATIONS: migrations } },
  }));

const WORKER_TEST = {
  globalSetup: ['worker/test-global-setup.ts'],
  // A file that seeds KV puts the whole build's values (about 137 MB, deduplicated by hash) first: 15 to 40 s on CI.
  hookTimeout: 120_000,
  testTimeout: 30_000,
};

/**
 * Worker test files that seed the whole of KV and only read it, and whose
 * assertions hold whatever another file rendered or cached before them
 * (no cold-isolate counts, no logged-once lines, no KV or module state
 * changed and left behind). They share one workerd per runner
 * (`isolate: false`), so KV is seeded once per runner instead of once per
 * file: seeding is 15 to 40 s of workerd's CPU a file. Files that need a
 * cold isolate (read counts, caches that must miss, warn-once logs:
 * faults, index, limits, log, memory) keep a workerd of their own.
 */
const SHARED_SEED = [
  'worker/api-pages.test.ts',
  'worker/cache-identity.test.ts',
  'worker/markdown.test.ts',
  'worker/playground.test.ts',
  'worker/reference-routes.test.ts',
  'worker/search/mcp.test.ts',
  'worker/search/search.test.ts',
  'worker/seo.test.ts',
  'worker/site-css.test.ts',
  'worker/sw/page-assets.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's 2 cores. Most files wait on
    // workerd, esbuild or TypeScript in other processes, so two run side by side (313 s -> 189 s).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Some files start workerd, esbuild or TypeScript (a deploy restarts workerd on another bundle): seconds on a
          // loaded 2-core machine, over Vitest's 5 s default. Speed is measured by bench/, not by timeouts.
          testTimeout: 30_000,
          include: ['lib/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'client/**/*.test.ts', 'scripts/**/*.test.ts', 'content/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        plugins: [workers()],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          exclude: SHARED_SEED,
          ...WORKER_TEST,
        },
      },
      {
        plugins: [workers()],
        test: {
          name: 'worker-shared',
          include: SHARED_SEED,
          // One workerd per runner, reused file after file: KV is seeded once per runner, not once per file.
          isolate: false,
          ...WORKER_TEST,
        },
      },
    ],
  },
});
