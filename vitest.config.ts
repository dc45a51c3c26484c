import { defineConfig } from 'vitest/config';

/**
 * Files run two at a time on every project (the machine and CI have 2 cores). Vitest's default in `run` is one worker
 * fewer than the cores, which on 2 cores ran one file at a time with a core idle.
 */
const WORKERS = 2;

/** Two projects: unit (beside the code), api (app.request() on PGlite and PostgreSQL); browser tests run on Playwright. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          setupFiles: ['tests/fail-on-console-error.ts'],
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/calendar/**/*.test.ts'],
          setupFiles: ['tests/fail-on-console-error.ts'],
          // A migrated PGlite folder made once per run, copied for each PGlite database (tests/api/harness.ts).
          globalSetup: ['tests/api/global-setup.ts'],
          maxWorkers: WORKERS,
          // Each worker imports the app (better-auth, Hono, Drizzle, PGlite) once, not once per file: that import
          // cost about 2 s of a core per file (54 → 27 core-seconds for 14 files). Every file still builds its own
          // apps on its own databases in its hooks, and the setup file's console.error check runs for every file.
          isolate: false,
          testTimeout: 30_000,
          // A beforeAll opens a fresh database and signs users up: 60 s passed at load 16 on 2 cores.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
