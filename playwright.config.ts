/**
 * Browser tests in real Chromium (Debian's package; see
 * scripts/ensure-chromium.sh) against the production build served on
 * workerd by scripts/e2e-server.ts.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args';

const PORT = Number(process.env.E2E_PORT ?? 8788);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // CI runs both workers, their Chromiums and two or three workerd processes on 2 cores: a
  // chunk or an ad answer can take several seconds there. What is asserted is unchanged.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  grep: process.env.E2E_DEV ? /@dev/ : undefined,
  grepInvert: process.env.E2E_DEV ? undefined : /@dev/,
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // No hidden omnibox popup renderer per context (scripts/chromium-args.ts).
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    // node itself, not the `tsx` launcher: the launcher SIGKILLs a child that is slow to acknowledge a signal.
    command: `node --import tsx scripts/e2e-server.ts`,
    url: `${BASE_URL}/x/introduction`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Without it Playwright SIGKILLs the server, and its scratch state (~260 MB of KV and cache under /tmp)
    // outlives the run. SIGTERM lets scripts/e2e-server.ts dispose of workerd and remove it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { E2E_PORT: String(PORT), WRANGLER_SEND_METRICS: 'false' },
  },
});
