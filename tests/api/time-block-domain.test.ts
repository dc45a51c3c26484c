/**
 * The life domain of a Steward time block (ADRs 027, 033) on PGlite and PostgreSQL, from a brand-new
 * user's first booking to the Week Comparison: POST /api/calendar/time-blocks stores `domain` (none when absent or
 * null), refuses anything but a docs/product.md §3 id with 400 naming `domain` and keeps nothing, the OpenAPI entry
 * lists the ids, and POST /api/calendar/week-comparison counts the block's minutes for its domain only, for its owner
 * only. After booking, PATCH /api/calendar/time-blocks/{id} changes the domain (GET /api/calendar/events lists it on
 * the block, and the comparison follows at once); another user's or a malformed id is 404 and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFE_DOMAINS } from '../../src/core/ideal-week.ts';
import { timeBlocks } from '../../src/server/db/calendar-schema.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

/** Monday 2026-03-09 in New York (EDT from the day before). */
const WEEK = '2026-03-09';
const NOW = new Date('2026-03-10T13:00:00Z'); // Tuesday 9:00 AM EDT
/** Tuesday 10:00-10:45 AM EDT: 45 minutes for Physical. */
const RUN = { title: 'Run by the river', start: '2026-03-10T14:00:00Z', end: '2026-03-10T14:45:00Z' };

describe.each(backends)("a Steward block's life domain on %s", (backend) => {
  let t: TestApp;
  let ada: Client;
  let ben: Client;
  let idealWeekId: string;

  /** Books a block and returns its id, failing the test unless it was created. */
  const book = async (client: Client, body: Record<string, unknown>): Promise<string> => {
    const res = await client.request('POST', '/api/calendar/time-blocks', { body });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const storedDomain = async (id: string) => {
    const rows = await t.database.db
      .select({ domain: timeBlocks.domain })
      .from(timeBlocks)
      .where(eq(timeBlocks.id, id));
    expect(rows).toHaveLength(1);
    return rows[0]?.domain;
  };
  const compare = async (client: Client) => {
    const res = await client.request('POST', '/api/calendar/week-comparison', {
      body: { weekStartDate: WEEK, idealWeekId },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as {
      byDomain: { domain: string | null; idealMinutes: number; actualMinutes: number }[];
    };
  };

  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW);
    ada = await t.signUp('Ada');
    ben = await t.signUp('Ben');
    for (const c of [ada, ben]) {
      const zone = await c.request('PATCH', '/api/auth/user', { body: { timeZone: 'America/New_York' } });
      expect(zone.status).toBe(200);
    }
    const created = await ada.request('POST', '/api/ideal-weeks', {
      body: { name: 'Balanced', schedule: { 'tuesday-7:00 AM': { activity: 'Gym', domain: 'physical' } } },
    });
    expect(created.status).toBe(201);
    idealWeekId = ((await created.json()) as { id: string }).id;
  });
  afterAll(() => t.close());

  it('compares a new user with no blocks: the planned domain with no actual minutes', async () => {
    expect((await compare(ada)).byDomain).toEqual([
      { domain: 'physical', idealMinutes: 30, actualMinutes: 0 },
    ]);
  });

  it('stores the chosen domain, and none when it is absent or null', async () => {
    const run = await book(ada, { ...RUN, domain: 'physical' });
    expect(await storedDomain(run)).toBe('physical');
    const plain = await book(ada, {
      title: 'Inbox',
      start: '2026-03-10T15:00:00Z',
      end: '2026-03-10T15:30:00Z',
    });
    expect(await storedDomain(plain)).toBeNull();
    const none = await book(ada, {
      title: 'Errands',
      start: '2026-03-10T16:00:00Z',
      end: '2026-03-10T16:30:00Z',
      domain: null,
    });
    expect(await storedDomain(none)).toBeNull();
  });

  it.each([['golf'], ['Physical'], [''], [5], [{ id: 'work' }]])(
    'refuses the domain %j with 400 naming domain, and keeps nothing',
    async (domain) => {
      const before = await t.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, ada.userId));
      const res = await ada.request('POST', '/api/calendar/time-blocks', {
        body: { title: 'x', start: '2026-03-11T13:00:00Z', end: '2026-03-11T14:00:00Z', domain },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'domain' });
      const after = await t.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, ada.userId));
      expect(after).toHaveLength(before.length);
    },
  );

  it("counts the block's minutes for its domain only, and only for its owner", async () => {
    // Ben's block in the same hours with a domain of its own changes nothing for Ada.
    await book(ben, { ...RUN, domain: 'work' });
    // Ada's Inbox and Errands half hours, booked without a domain, are busy time in the 'No domain' row (ADR 058).
    expect((await compare(ada)).byDomain).toEqual([
      { domain: 'physical', idealMinutes: 30, actualMinutes: 45 },
      { domain: null, idealMinutes: 0, actualMinutes: 60 },
    ]);
  });

  it("changes a booked block's domain: listed on the block, counted by the comparison at once", async () => {
    const before = await compare(ada); // cached until something it reads changes (ADR 031)
    expect(before.byDomain).toContainEqual({ domain: 'physical', idealMinutes: 30, actualMinutes: 45 });
    const id = await book(ada, {
      title: 'Read to the kids',
      start: '2026-03-11T23:00:00Z',
      end: '2026-03-12T00:00:00Z',
    });
    const listed = async () => {
      const query = 'startDate=2026-03-11T04:00:00.000Z&endDate=2026-03-12T04:00:00.000Z';
      const res = await ada.request('GET', `/api/calendar/events?${query}`);
      expect(res.status).toBe(200);
      const events = (await res.json()) as { timeBlockId?: string; domain?: string | null }[];
      return events.find((event) => event.timeBlockId === id)?.domain;
    };
    expect(await listed()).toBeNull();

    const res = await ada.request('PATCH', `/api/calendar/time-blocks/${id}`, {
      body: { domain: 'parental' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      timeBlockId: id,
      summary: 'Read to the kids',
      domain: 'parental',
    });
    expect(await storedDomain(id)).toBe('parental');
    expect(await listed()).toBe('parental');
    expect((await compare(ada)).byDomain).toContainEqual({
      domain: 'parental',
      idealMinutes: 0,
      actualMinutes: 60,
    });

    const cleared = await ada.request('PATCH', `/api/calendar/time-blocks/${id}`, { body: { domain: null } });
    expect(cleared.status).toBe(200);
    expect(await storedDomain(id)).toBeNull();
    expect(await listed()).toBeNull();
    expect((await compare(ada)).byDomain.map((row) => row.domain)).not.toContain('parental');
  });

  it.each([
    ['another user', 'ben'],
    ['a malformed id', 'x'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 to a domain change of %s and changes nothing', async (_what, which) => {
    const bens = await book(ben, {
      title: 'Ben only',
      start: '2026-03-12T13:00:00Z',
      end: '2026-03-12T13:30:00Z',
    });
    const id = which === 'ben' ? bens : which;
    const res = await ada.request('PATCH', `/api/calendar/time-blocks/${id}`, { body: { domain: 'work' } });
    expect(res.status).toBe(404);
    expect(await storedDomain(bens)).toBeNull();
    await ben.request('DELETE', `/api/calendar/time-blocks/${bens}`);
  });

  it.each([[{ domain: 'golf' }], [{ domain: 5 }], [{}], [{ domain: 'work\u0000' }]])(
    'refuses the change %j with 400 naming domain and keeps the block',
    async (body) => {
      const id = await book(ada, {
        title: 'Kept',
        start: '2026-03-13T13:00:00Z',
        end: '2026-03-13T13:30:00Z',
        domain: 'work',
      });
      const res = await ada.request('PATCH', `/api/calendar/time-blocks/${id}`, { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'domain' });
      expect(await storedDomain(id)).toBe('work');
      expect((await ada.request('DELETE', `/api/calendar/time-blocks/${id}`)).status).toBe(204);
    },
  );

  it('lists the domain ids, optional and nullable, in the OpenAPI entry of the body', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      components: {
        schemas: { TimeBlockInput: { required: string[]; properties: Record<string, unknown> } };
      };
    };
    const input = doc.components.schemas.TimeBlockInput;
    expect(input.required).not.toContain('domain');
    expect(input.properties.domain).toEqual({
      type: ['string', 'null'],
      enum: [...LIFE_DOMAINS.map((domain) => domain.id), null],
    });
  });
});
