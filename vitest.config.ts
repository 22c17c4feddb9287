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
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
        },
      },
    ],
  },
});
