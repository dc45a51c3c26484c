/**
 * The Week Comparison's answers kept in memory (ADR 031) on PGlite and PostgreSQL: a kept
 * answer is served only while nothing it reads has changed, whichever server changed it: the week's blocks, the
 * ideal week's schedule, the ideal week itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const WEEK = '2026-03-09';
const NINE = { 'monday-9:00 AM': { activity: 'Deep work', domain: 'work' } };
const BLOCK = {
  title: 'Write',
  start: '2026-03-09T09:00:00-04:00',
  end: '2026-03-09T09:30:00-04:00',
  domain: 'work',
};

describe.each(backends)('week comparison answers kept on %s', (backend) => {
  let t: TestApp;
  let here: Client;
  let there: Client;

  beforeAll(async () => {
    t = await startTestApp(backend, {}, new Date('2026-03-10T13:00:00Z'));
    here = await t.signUp('Two Servers');
    there = t.otherServer().as(here);
    const zone = await here.request('PATCH', '/api/auth/user', { body: { timeZone: 'America/New_York' } });
    expect(zone.status).toBe(200);
  });
  afterAll(() => t.close());

  const compare = async (idealWeekId: string) => {
    const res = await here.request('POST', '/api/calendar/week-comparison', {
      body: { weekStartDate: WEEK, idealWeekId },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('follows blocks and ideal week saves made on another server, and a deleted ideal week', async () => {
    const created = await here.request('POST', '/api/ideal-weeks', {
      body: { name: 'Focus', schedule: NINE },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await compare(id)).body).toMatchObject({
      score: 0,
      matchedSlots: 0,
      totalSlots: 1,
      eventsCount: 0,
    });
    expect((await compare(id)).body).toMatchObject({ score: 0, eventsCount: 0 }); // the kept answer

    const booked = await there.request('POST', '/api/calendar/time-blocks', { body: BLOCK });
    expect(booked.status).toBe(201);
    expect((await compare(id)).body).toEqual({
      score: 100,
      matchedSlots: 1,
      totalSlots: 1,
      eventsCount: 1,
      byDomain: [{ domain: 'work', idealMinutes: 30, actualMinutes: 30 }],
    });

    // Two saves in a row: each is a new version of the week.
    for (const [name, total] of [
      ['Two slots', 2],
      ['Three slots', 3],
    ] as const) {
      const schedule: Record<string, unknown> = { ...NINE, 'tuesday-9:00 AM': 'Plan' };
      if (total === 3) schedule['wednesday-9:00 AM'] = 'Read';
      const saved = await there.request('PATCH', `/api/ideal-weeks/${id}`, { body: { name, schedule } });
      expect(saved.status).toBe(200);
      expect((await compare(id)).body).toMatchObject({ matchedSlots: 1, totalSlots: total });
    }

    const { id: blockId } = (await booked.json()) as { id: string };
    expect((await there.request('DELETE', `/api/calendar/time-blocks/${blockId}`)).status).toBe(204);
    expect((await compare(id)).body).toMatchObject({ score: 0, matchedSlots: 0, eventsCount: 0 });

    expect((await there.request('DELETE', `/api/ideal-weeks/${id}`)).status).toBe(204);
    expect((await compare(id)).status).toBe(404);
  });
});
