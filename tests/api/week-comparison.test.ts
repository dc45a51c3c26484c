/**
 * POST /api/calendar/week-comparison (docs/product.md §7; ADR 027) on PGlite and PostgreSQL: a known score over
 * Steward blocks with life domains in New York's week of Monday 2026-03-09 (EDT, the day after the change),
 * busy time without a domain in the 'No domain' row (ADR 058), validation naming the field, 404 for an unknown or another user's ideal week, and isolation of events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const WEEK = '2026-03-09';
const SCHEDULE = {
  'monday-9:00 AM': { activity: 'Deep work', domain: 'work' },
  'monday-9:30 AM': { activity: 'Deep work', domain: 'work' },
  'tuesday-2:00 PM': { activity: 'Lunch walk with Sam', domain: 'marital' },
  'wednesday-7:00 AM': 'Read', // a legacy plain string: planned, no domain
};
const BLOCKS = [
  // Monday 9:00-10:00: matches both work slots.
  { title: 'Write', start: '2026-03-09T09:00:00-04:00', end: '2026-03-09T10:00:00-04:00', domain: 'work' },
  // Tuesday 2:00-2:15 PM: exactly half of the 2:00 PM slot, matched.
  { title: 'Walk', start: '2026-03-10T14:00:00-04:00', end: '2026-03-10T14:15:00-04:00', domain: 'marital' },
  // Sunday 11:00-11:30 PM: last half hour of the week, no slot planned.
  {
    title: 'Stretch',
    start: '2026-03-15T23:00:00-04:00',
    end: '2026-03-15T23:30:00-04:00',
    domain: 'physical',
  },
  // Sunday before and Monday after: outside the week.
  { title: 'Before', start: '2026-03-08T09:00:00-04:00', end: '2026-03-08T10:00:00-04:00', domain: 'work' },
  { title: 'After', start: '2026-03-16T09:00:00-04:00', end: '2026-03-16T10:00:00-04:00', domain: 'work' },
  // Wednesday 7:00-7:14: less than half of the 7:00 slot, no domain.
  { title: 'Skim', start: '2026-03-11T07:00:00-04:00', end: '2026-03-11T07:14:00-04:00' },
];

describe.each(backends)('week comparison on %s', (backend) => {
  let t: TestApp;
  let ny: Client;
  let other: Client;
  let idealWeekId: string;

  const compare = (c: Client, body: unknown, headers?: Record<string, string>) =>
    c.request('POST', '/api/calendar/week-comparison', { body, headers });

  beforeAll(async () => {
    t = await startTestApp(backend, {}, new Date('2026-03-10T13:00:00Z'));
    ny = await t.signUp('New Yorker');
    other = await t.signUp('Other');
    for (const c of [ny, other]) {
      const zone = await c.request('PATCH', '/api/auth/user', { body: { timeZone: 'America/New_York' } });
      expect(zone.status).toBe(200);
    }
    const created = await ny.request('POST', '/api/ideal-weeks', {
      body: { name: 'Focus', schedule: SCHEDULE },
    });
    expect(created.status).toBe(201);
    idealWeekId = ((await created.json()) as { id: string }).id;
    for (const block of BLOCKS) {
      const res = await ny.request('POST', '/api/calendar/time-blocks', { body: block });
      expect(res.status).toBe(201);
    }
    // Another user's block in the same hours counts only for them.
    const theirs = await other.request('POST', '/api/calendar/time-blocks', { body: BLOCKS[1] });
    expect(theirs.status).toBe(201);
  });
  afterAll(() => t.close());

  it('scores the week: 3 of 4 planned slots matched, 4 events in the week, minutes per domain', async () => {
    const res = await compare(ny, { weekStartDate: WEEK, idealWeekId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      score: 75,
      matchedSlots: 3,
      totalSlots: 4,
      eventsCount: 4,
      byDomain: [
        { domain: 'physical', idealMinutes: 0, actualMinutes: 30 },
        { domain: 'marital', idealMinutes: 30, actualMinutes: 15 },
        { domain: 'work', idealMinutes: 60, actualMinutes: 60 },
        { domain: null, idealMinutes: 30, actualMinutes: 14 },
      ],
    });
  });

  it('shows the busy hour of a block without a domain under no domain when it matches a Work slot', async () => {
    const created = await ny.request('POST', '/api/ideal-weeks', {
      body: { name: 'Work hour', schedule: { 'monday-9:00 AM': SCHEDULE['monday-9:00 AM'] } },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const block = await ny.request('POST', '/api/calendar/time-blocks', {
      body: { title: 'Untagged', start: '2026-03-23T09:00:00-04:00', end: '2026-03-23T10:00:00-04:00' },
    });
    expect(block.status).toBe(201);
    const res = await compare(ny, { weekStartDate: '2026-03-23', idealWeekId: id });
    expect(await res.json()).toEqual({
      score: 100,
      matchedSlots: 1,
      totalSlots: 1,
      eventsCount: 1,
      byDomain: [
        { domain: 'work', idealMinutes: 30, actualMinutes: 0 },
        { domain: null, idealMinutes: 0, actualMinutes: 60 },
      ],
    });
  });

  it("reads the week in the request's time zone (X-Time-Zone)", async () => {
    // In Paris the week runs 2026-03-08T23:00Z..2026-03-15T23:00Z and 9:00 AM is 08:00Z: no slot is matched,
    // and the Sunday-evening block (2026-03-16T03:00Z) falls in the next week while 'Before' does not touch it.
    const res = await compare(ny, { weekStartDate: WEEK, idealWeekId }, { 'X-Time-Zone': 'Europe/Paris' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ score: 0, matchedSlots: 0, totalSlots: 4, eventsCount: 3 });
  });

  it.each([
    { label: 'a Tuesday', body: { weekStartDate: '2026-03-10' }, field: 'weekStartDate' },
    { label: 'no week', body: { weekStartDate: undefined }, field: 'weekStartDate' },
    { label: 'an id that is not a UUID', body: { idealWeekId: 'focus' }, field: 'idealWeekId' },
  ])('answers 400 naming the field for $label', async ({ body, field }) => {
    const res = await compare(ny, { weekStartDate: WEEK, idealWeekId, ...body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it('compares the first and the last weeks the API takes', async () => {
    for (const weekStartDate of ['1000-01-06', '9999-12-27']) {
      const res = await compare(ny, { weekStartDate, idealWeekId });
      expect(res.status, weekStartDate).toBe(200);
      expect(await res.json()).toMatchObject({ score: 0, matchedSlots: 0, totalSlots: 4, eventsCount: 0 });
    }
  });

  it("answers 404 for an unknown ideal week and for another user's", async () => {
    const unknown = await compare(ny, { weekStartDate: WEEK, idealWeekId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    const theirs = await compare(other, { weekStartDate: WEEK, idealWeekId });
    expect(theirs.status).toBe(404);
  });

  it('refuses a time block with a domain that is not a life domain, naming domain', async () => {
    const res = await ny.request('POST', '/api/calendar/time-blocks', {
      body: { title: 'x', start: '2026-03-20T13:00:00Z', end: '2026-03-20T14:00:00Z', domain: 'golf' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'domain' });
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request('POST', '/api/calendar/week-comparison', {
      body: { weekStartDate: WEEK, idealWeekId },
    });
    expect(res.status).toBe(401);
  });
});
