/**
 * Global setup of the browser tests (playwright.config.ts): on PGlite (TEST_DATABASE_URL unset) it migrates one
 * PGlite folder for the whole run and hands its path to the workers in PGLITE_TEMPLATE; each server's fresh
 * DATA_DIR starts as a copy of it (tests/e2e/fixtures.ts) instead of running PGlite's initdb, which is slow on a
 * busy 2-core machine. The returned function deletes it at the end of the run.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { makePgliteTemplate } from '../pglite-template.ts';

export default async function globalSetup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const template = await makePgliteTemplate(tmpdir(), 'steward-e2e-template-');
  process.env.PGLITE_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}
