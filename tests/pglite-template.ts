/**
 * A migrated PGlite data folder made once per test run (the api and e2e projects' global setups), so each test
 * database or server copies it instead of running PGlite's initdb (about 1–2 s of a core each). The folder is
 * closed when this returns; its `pg` subfolder is the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';

/** Creates `<parent>/<prefix>XXXXXX`, migrates a PGlite database in it, closes it and returns the folder's path. */
export async function makePgliteTemplate(parent: string, prefix: string): Promise<string> {
  const folder = mkdtempSync(join(parent, prefix));
  try {
    const database = await openPglite(folder);
    try {
      await migrate(database);
      await database.ping();
    } finally {
      await database.close();
    }
    return folder;
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
