import { defineConfig } from 'vitest/config';

/** Three projects: unit (beside the code), api (app.request() on PGlite and PostgreSQL), e2e (Chromium). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          setupFiles: ['tests/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/calendar/**/*.test.ts'],
          setupFiles: ['tests/fail-on-console-error.ts'],
          testTimeout: 30_000,
          // A beforeAll opens a fresh PGlite (initdb) and signs users up: 60 s passed at load 16 on 2 cores.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // A migrated PGlite folder made once per run, copied for each server (or nothing on PostgreSQL).
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Two files at a time: each has its own server (free port, own database) and Chromium. The group
          // order keeps e2e after unit and api, whose worker count differs.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 90_000,
          // A beforeAll starts a server (ready within 120 s, tests/server-child.ts) and Chromium.
          hookTimeout: 180_000,
          // expect.poll waits for what the browser shows; its 1 s default failed under load.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
