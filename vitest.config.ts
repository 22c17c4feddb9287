/**
 * Two projects: `unit` runs pure modules and build tooling in Node;
 * `worker` runs the Hono app inside workerd with KV seeded from the real
 * content build (see worker/test-setup.ts).
 */
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
            miniflare: { bindings: { TEST_BULK_URL: inject('bulkUrl') } },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          globalSetup: ['worker/test-global-setup.ts'],
          // Seeding KV with the whole build (~25 MB) takes a few seconds per file.
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
