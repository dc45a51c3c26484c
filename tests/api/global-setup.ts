/**
 * Global setup of the api project (vitest.config.ts): creates and migrates one PGlite folder for the whole run,
 * closes it, and hands its path to the test files (`inject('apiPgliteTemplate')`). tests/api/harness.ts copies it
 * into a fresh folder for each PGlite database instead of running PGlite's initdb (about 1–2 s of one core per
 * database, and the api files open about fifty). The folder sits in /dev/shm (memory) where there is one.
 */
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from '../pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, closed PGlite data folder (its `pg` subfolder is the database). */
    apiPgliteTemplate: string;
  }
}

/** Where the template and the api project's PGlite folders live: memory when the machine has /dev/shm. */
export const PGLITE_FOLDERS = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

let template: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  template = await makePgliteTemplate(PGLITE_FOLDERS, 'steward-api-template-');
  project.provide('apiPgliteTemplate', template);
}

export function teardown(): void {
  if (template) rmSync(template, { recursive: true, force: true });
}
