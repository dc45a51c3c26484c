/**
 * Migrations run from an empty database (every other API test does that) and from the schema before 0002, with
 * overlapping time blocks: the migration removes the later-created ones and adds the constraints (ADR 008).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { timeBlocks } from '../../src/server/db/calendar-schema.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { backends, freshDatabase } from './harness.ts';

const drizzleFolder = join(import.meta.dirname, '../../drizzle');

/** A copy of drizzle/ whose journal lists only the migrations before `tag`. */
function foldersBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'steward-migrations-'));
  cpSync(drizzleFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`migration ${tag} not found after the first one`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe.each(backends)('migrations on %s', (backend) => {
  const folder = foldersBefore('0002_time_block_constraints');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // A PGlite database made from nothing (initdb) and migrated twice: a minute of one core at load 16 on 2 cores.
  it('0002 removes the later of overlapping blocks of an existing database, then refuses new ones', {
    timeout: 120_000,
  }, async () => {
    const { database, dispose } = await freshDatabase(backend, { migrate: false });
    try {
      await migrate(database, folder);
      const { db } = database;
      await db.execute(sql`insert into users (id, name, email) values ('u1', 'A', 'a@example.com'),
        ('u2', 'B', 'b@example.com')`);
      await db.execute(sql`insert into time_blocks (user_id, title, start_at, end_at, created_at) values
        ('u1', 'first', '2025-03-13T13:00Z', '2025-03-13T14:00Z', '2025-03-01T00:00Z'),
        ('u1', 'overlaps first', '2025-03-13T13:15Z', '2025-03-13T13:45Z', '2025-03-02T00:00Z'),
        ('u1', 'touches first', '2025-03-13T14:00Z', '2025-03-13T15:00Z', '2025-03-03T00:00Z'),
        ('u2', 'other user, same time', '2025-03-13T13:00Z', '2025-03-13T14:00Z', '2025-03-05T00:00Z')`);

      await migrate(database);

      const titles = await db
        .select({ title: timeBlocks.title })
        .from(timeBlocks)
        .orderBy(timeBlocks.createdAt);
      expect(titles.map((row) => row.title)).toEqual(['first', 'touches first', 'other user, same time']);
      await expect(
        db.execute(sql`insert into time_blocks (user_id, title, start_at, end_at)
          values ('u1', 'clash', '2025-03-13T13:59Z', '2025-03-13T14:01Z')`),
      ).rejects.toMatchObject({ cause: { code: '23P01' } });
      await expect(
        db.execute(sql`insert into time_blocks (user_id, title, start_at, end_at)
          values ('u1', 'empty', '2025-03-20T13:00Z', '2025-03-20T13:00Z')`),
      ).rejects.toMatchObject({ cause: { code: '23514' } });
      await migrate(database); // idempotent
    } finally {
      await dispose();
    }
  });
});
