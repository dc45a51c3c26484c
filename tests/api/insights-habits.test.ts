/**
 * GET /api/insights (ADR 056) on PGlite and PostgreSQL: each active habit's and each saved ritual's completion per
 * Monday week, from entries and runs saved through the API in New York, the first week being the DST week of
 * 2026-03-02; none for a user with neither, and another user's habits and rituals never counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Habit } from '../../src/core/habits.ts';
import type { Insights } from '../../src/core/insights.ts';
import { expectJson } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

// Tuesday 2026-03-10 9:00 AM in New York (EDT since Sunday).
const NOW = new Date('2026-03-10T13:00:00Z');
const RANGE = 'from=2026-03-02&to=2026-03-15';

describe.each(backends)('insights: habits and rituals on %s', (backend) => {
  let t: TestApp;
  let ny: Client;
  let other: Client;
  let read: Habit;
  let stretch: Habit;

  const habit = (c: Client, name: string, body: Record<string, unknown>) =>
    expectJson<Habit>(c, 'POST', '/api/habits', { name, schedule: { kind: 'daily' }, ...body }, 201);
  const entry = (c: Client, id: string, date: string, body: { count?: number; skipped?: boolean }) =>
    expectJson(c, 'PUT', `/api/habits/${id}/entries/${date}`, body);
  const run = (c: Client, date: string, completed: boolean[]) =>
    expectJson(c, 'PUT', `/api/rituals/morning/runs/${date}`, { completed });

  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW);
    ny = await t.signUp('New Yorker');
    other = await t.signUp('Other');
    for (const c of [ny, other])
      await expectJson(c, 'PATCH', '/api/auth/user', { timeZone: 'America/New_York' });
    // Daily from Sunday 03-01: done Monday, Tuesday and Sunday 03-08 (the 23-hour day), Wednesday skipped; done
    // Monday 03-09, today (Tuesday) still open.
    read = await habit(ny, 'Read', { startDate: '2026-03-01' });
    for (const date of ['2026-03-02', '2026-03-03', '2026-03-08', '2026-03-09'])
      await entry(ny, read.id, date, { count: 1 });
    await entry(ny, read.id, '2026-03-04', { skipped: true });
    // Daily from Thursday 03-05: done that Thursday only.
    stretch = await habit(ny, 'Stretch', { startDate: '2026-03-05' });
    await entry(ny, stretch.id, '2026-03-05', { count: 1 });
    await habit(ny, 'Old habit', { startDate: '2026-03-01', archived: true });
    // The morning ritual of two elements: complete on 03-02 and today, half done on 03-07.
    await expectJson(ny, 'POST', '/api/rituals', { type: 'morning', elements: ['Pray', 'Read'] });
    await run(ny, '2026-03-02', [true, true]);
    await run(ny, '2026-03-07', [true, false]);
    await run(ny, '2026-03-10', [true, true]);
    // The other user's habit and ritual count only for them.
    const theirs = await habit(other, 'Their habit', { startDate: '2026-03-01' });
    await entry(other, theirs.id, '2026-03-02', { count: 1 });
    await expectJson(other, 'POST', '/api/rituals', { type: 'morning', elements: ['Walk'] });
  });
  afterAll(() => t.close());

  it('gives each active habit done over due days per week: a skipped day and the days before its start not due', async () => {
    const answer = await expectJson<Insights>(ny, 'GET', `/api/insights?${RANGE}`);
    expect(answer.habits).toEqual([
      { id: read.id, name: 'Read', unit: 'days' },
      { id: stretch.id, name: 'Stretch', unit: 'days' },
    ]);
    expect(answer.weeks.map((week) => week.habits)).toEqual([
      [
        { id: read.id, done: 3, due: 6, rate: 50 },
        { id: stretch.id, done: 1, due: 4, rate: 25 },
      ],
      [
        { id: read.id, done: 1, due: 1, rate: 100 },
        { id: stretch.id, done: 0, due: 1, rate: 0 },
      ],
    ]);
  });

  it('gives each saved ritual its complete days over the days up to today', async () => {
    const answer = await expectJson<Insights>(ny, 'GET', `/api/insights?${RANGE}`);
    expect(answer.rituals).toEqual([{ type: 'morning', name: 'Morning' }]);
    expect(answer.weeks.map((week) => week.rituals)).toEqual([
      [{ type: 'morning', done: 1, days: 7, rate: 14 }],
      [{ type: 'morning', done: 1, days: 2, rate: 50 }],
    ]);
  });

  it("counts none of another user's habits or rituals, and none for a user without any", async () => {
    const theirs = await expectJson<Insights>(other, 'GET', `/api/insights?${RANGE}`);
    expect(theirs.habits.map((h) => h.name)).toEqual(['Their habit']);
    expect(theirs.weeks[0]?.habits).toEqual([{ id: expect.any(String), done: 1, due: 7, rate: 14 }]);
    expect(theirs.weeks[0]?.rituals).toEqual([{ type: 'morning', done: 0, days: 7, rate: 0 }]);
    const fresh = await t.signUp('Fresh');
    const none = await expectJson<Insights>(fresh, 'GET', `/api/insights?${RANGE}`);
    expect([none.habits, none.rituals, none.weeks[0]?.habits, none.weeks[0]?.rituals]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});
