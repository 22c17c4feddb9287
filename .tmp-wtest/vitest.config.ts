import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
export default defineConfig({
  root: '/work/main',
  resolve: { alias: [{ find: /^(\.\.\/)?(\.\/)?\.?\.?\/?test-helpers$/, replacement: '/work/main/.tmp-wtest/test-helpers.ts' }] },
  plugins: [cloudflareTest({ wrangler: { configPath: '/work/main/wrangler.toml' } })],
  test: { include: ['worker/search/*.test.ts', 'worker/markdown.test.ts'], globalSetup: ['/work/main/.tmp-wtest/global-setup.ts'] },
});
