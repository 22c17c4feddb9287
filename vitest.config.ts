/**
 * Two projects: `unit` runs pure modules and build tooling in Node;
 * `worker` runs the Hono app inside workerd with KV seeded from the real
 * content build (worker/test-global-setup.ts serves it, `seedPages` in
 * worker/test-helpers.ts puts it) and the D1 migrations of
 * migrations/ handed over as TEST_MIGRATIONS (applied with
 * `applyD1Migrations` by the tests that use D1).
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));

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
          include: ['lib/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'client/**/*.test.ts', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: { bindings: { TEST_BULK_URL: inject('bulkUrl'), TEST_MIGRATIONS: migrations } },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          globalSetup: ['worker/test-global-setup.ts'],
          // A file that seeds KV puts the whole build's values (about 137 MB, deduplicated by hash) first: seconds per file.
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
