import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';

/**
 * Browser tests (tests/e2e, ADR 039): Debian's Chromium, never a downloaded one; each worker runs its own Steward
 * server (tests/e2e/fixtures.ts), so tests of one file may run on both workers. Run `npm run build` first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // The machine and CI have 2 cores.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous for a scenario on a busy 2-core machine; a worker's server start counts toward its first test.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    headless: true,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
