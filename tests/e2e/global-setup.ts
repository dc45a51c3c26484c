/**
 * Global setup of the e2e project (vitest.config.ts): on PGlite (TEST_DATABASE_URL unset) it creates and migrates
 * one PGlite folder for the whole run, closes it, and hands its path to the test files (`inject('pgliteTemplate')`);
 * tests/e2e/harness.ts copies it into each server's fresh DATA_DIR. A server then opens a migrated folder, as after
 * a restart, instead of running PGlite's initdb (which passed the harness's start deadline on a busy 2-core
 * machine). With TEST_DATABASE_URL set the servers run on PostgreSQL and no template is made.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from '../pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, closed PGlite data folder (its `pg` subfolder is the database), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

let template: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  template = await makePgliteTemplate(tmpdir(), 'steward-e2e-template-');
  project.provide('pgliteTemplate', template);
}

export function teardown(): void {
  if (template) rmSync(template, { recursive: true, force: true });
}
