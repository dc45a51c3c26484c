/**
 * API tests of GET /api/export and POST /api/import (ADR 049, docs/export-format.md) on every backend: the file
 * holds every row the user owns and no secret; an import writes a file into an empty account with new ids and
 * remapped references, validates all of it first (400 naming the first bad path, nothing written), refuses a
 * non-empty account (409) and a body over 20 MB (413), and writes in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StewardExport } from '../../src/core/export-format.ts';
import type { Habit } from '../../src/core/habits.ts';
import { comparable, exportOf, newAccount, SOURCE_SECRET, seedEverything } from './account-fixtures.ts';
import { expectJson } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

describe.each(backends)('export and import on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let file: StewardExport;
  let feedToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await newAccount(t, 'Olive');
    const { feedUrl } = await seedEverything(t, owner);
    feedToken =
      feedUrl
        .split('/')
        .at(-1)
        ?.replace(/\.ics$/, '') ?? feedUrl;
    file = await exportOf(owner);
  });
  afterAll(() => t.close());

  const importAs = (user: Client, body: unknown) => user.request('POST', '/api/import', { body });
  const sections = (f: StewardExport) => Object.values(comparable(f)).flat().length;

  it('exports the profile and one row of every kind the user made', () => {
    expect(file).toMatchObject({ format: 'steward-export', version: 1, profile: { name: 'Olive' } });
    const counts = Object.fromEntries(
      Object.entries(file)
        .filter(([, value]) => Array.isArray(value))
        .map(([key, value]) => [key, (value as unknown[]).length]),
    );
    expect(counts).toEqual({
      rituals: 1,
      ritualRuns: 1,
      dailyPlans: 1,
      weeklyReviews: 1,
      quarterlyReviews: 1,
      clarityBreaks: 1,
      goals: 1,
      idealWeeks: 1,
      habits: 1,
      habitEntries: 1,
      timeBlocks: 1,
      calendarSources: 1,
    });
    expect(file.dailyPlans[0]).toMatchObject({ dayFinished: true, productivityRating: 8 });
    expect(file.habits[0]?.goalId).toBe(file.goals[0]?.id);
    expect(file.habits[0]?.reminderTime).toBe('06:45');
    expect(file.reminderSettings?.finishDay).toEqual({ enabled: false, time: '18:15' });
  });

  it('exports no secret: no credentials, passwords or tokens', async () => {
    const text = JSON.stringify(await exportOf(owner));
    expect(text).not.toContain(SOURCE_SECRET);
    expect(text).not.toContain(feedToken);
    expect(text).not.toMatch(/"(credentials|password|accessToken|refreshToken|idToken|token)"/i);
    expect(file.calendarSources[0]).toEqual({
      id: expect.any(String),
      kind: 'ics',
      name: 'Team feed',
      url: 'https://calendar.example.com/team.ics',
      createdAt: expect.any(String),
      calendars: [],
    });
  });

  it('exports nothing of another user', async () => {
    const other = await newAccount(t);
    expect(sections(await exportOf(other))).toBe(0);
  });

  it('imports into a new account: the same data with new ids, references remapped, sources skipped', async () => {
    const fresh = await newAccount(t);
    const result = await expectJson<{ imported: Record<string, number>; skipped: unknown }>(
      fresh,
      'POST',
      '/api/import',
      file,
    );
    expect(result.skipped).toEqual({ calendarSources: 1 });
    expect(result.imported.habitEntries).toBe(1);
    const again = await exportOf(fresh);
    expect(comparable(again)).toEqual(comparable(file));
    expect(again.calendarSources).toEqual([]);
    expect(again.goals[0]?.id).not.toBe(file.goals[0]?.id);
    const [habit] = await expectJson<Habit[]>(fresh, 'GET', '/api/habits');
    expect(habit?.goalId).toBe(again.goals[0]?.id);
  });

  it('answers 400 naming the first bad path and writes nothing', async () => {
    const fresh = await newAccount(t);
    const bad = structuredClone(file);
    const plan = bad.dailyPlans[0] as StewardExport['dailyPlans'][number];
    plan.bigThree = ['', 'Call Sam', 'Review budget'];
    const res = await importAs(fresh, bad);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'dailyPlans.0.bigThree.0' });
    expect(sections(await exportOf(fresh))).toBe(0);
  });

  it('answers 400 naming an entry of a habit the file does not hold', async () => {
    const fresh = await newAccount(t);
    const bad = structuredClone(file);
    (bad.habitEntries[0] as StewardExport['habitEntries'][number]).habitId = randomUUID();
    const res = await importAs(fresh, bad);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'habitEntries.0.habitId' });
  });

  it('answers 400 naming the first of 100,000 bad plans (not a 500 from the issues of them all)', async () => {
    const res = await importAs(await newAccount(t), { ...file, dailyPlans: Array(100_000).fill({}) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: expect.stringMatching(/^dailyPlans\.0\./) });
  });

  it('answers 400 for a file of another format', async () => {
    const res = await importAs(await newAccount(t), { ...file, format: 'other' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'format' });
  });

  it('answers 409 for an account that holds planning data, and writes nothing', async () => {
    const res = await importAs(owner, file);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'Import needs an empty account' });
    expect(comparable(await exportOf(owner))).toEqual(comparable(file));
  });

  it('clears a goal reference the file does not hold (a deleted goal)', async () => {
    const fresh = await newAccount(t);
    const dangling = structuredClone(file);
    dangling.goals = [];
    dangling.habits = dangling.habits.map((h) => ({ ...h, goalId: null }));
    await expectJson(fresh, 'POST', '/api/import', dangling);
    const again = await exportOf(fresh);
    expect(again.weeklyReviews[0]?.weeklyBigThreeGoalIds).toEqual([null, null, null]);
    expect(again.dailyPlans[0]?.bigThreeLinks).toEqual([{ priority: 0, goalId: null }, null, null]);
  });

  it('accepts a file over the usual 1 MiB limit', async () => {
    const fresh = await newAccount(t);
    const big = { ...file, profile: { ...file.profile, name: 'x'.repeat(2 * 1024 * 1024) } };
    const res = await importAs(fresh, big);
    expect(res.status).toBe(200);
  });

  it('answers 413 for a body over 20 MB', async () => {
    const res = await importAs(await newAccount(t), 'x'.repeat(20 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
  });

  it('writes in one transaction: a failure on the last table leaves nothing written', async () => {
    const fresh = await newAccount(t);
    await t.database.db.execute(
      sql.raw(`create function refuse_block() returns trigger language plpgsql as $$
        begin if new.user_id = '${fresh.userId}' then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_block before insert on time_blocks for each row execute function refuse_block()',
      ),
    );
    try {
      const res = await importAs(fresh, file);
      expect(res.status).toBe(500);
      // The server logs the failure it answered 500 for.
      expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('time_blocks');
      vi.mocked(console.error).mockClear();
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_block on time_blocks'));
      await t.database.db.execute(sql.raw('drop function refuse_block()'));
    }
    expect(sections(await exportOf(fresh))).toBe(0);
  });
});
