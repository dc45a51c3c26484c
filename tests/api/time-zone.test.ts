/**
 * API tests of the request's time zone (ADR 006): the X-Time-Zone header, when sent, is the zone of every date
 * and slot rule; without it the zone stored on the user applies; an invalid header is 400 naming it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

type Slot = { startTime: string; endTime: string; start: string; end: string };

// The server's clock: 2025-03-12 20:10 UTC, which is 2025-03-13 10:10 in Kiritimati (UTC+14) and
// 2025-03-12 09:10 in Pago Pago (UTC-11). In UTC the working day of 2025-03-12 is already over.
const NOW = new Date('2025-03-12T20:10:00Z');
const KIRITIMATI = { 'X-Time-Zone': 'Pacific/Kiritimati' };
const PAGO_PAGO = { 'X-Time-Zone': 'Pacific/Pago_Pago' };

describe.each(backends)('request time zone on %s', (backend) => {
  let t: TestApp;
  let user: Client;
  beforeAll(async () => {
    t = await startTestApp(backend, { DEMO_DATA: 'true' }, NOW);
    user = await t.signUp('Traveller');
    const me = await user.request('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ timeZone: 'UTC' }); // the stored zone of a new user
  });
  afterAll(() => t.close());

  const suggest = async (date: string, headers?: Record<string, string>) => {
    const res = await user.request('POST', '/api/calendar/suggest-slots', {
      body: { date, duration: '30' },
      headers,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Slot[];
  };

  it('uses the stored zone (UTC) without the header', async () => {
    expect(await suggest('2025-03-12')).toEqual([]); // 20:10 UTC: the window is over
    expect((await suggest('2025-03-13'))[0]).toMatchObject({
      startTime: '8:00 AM',
      start: '2025-03-13T08:00:00.000Z',
    });
  });

  it("computes Kiritimati's today and now (UTC+14) from the header", async () => {
    expect(await suggest('2025-03-12', KIRITIMATI)).toEqual([]); // yesterday in Kiritimati
    expect((await suggest('2025-03-13', KIRITIMATI))[0]).toEqual({
      startTime: '10:30 AM',
      endTime: '11:00 AM',
      start: '2025-03-12T20:30:00.000Z',
      end: '2025-03-12T21:00:00.000Z',
    });
  });

  it("computes Pago Pago's today and now (UTC-11) from the header", async () => {
    expect((await suggest('2025-03-12', PAGO_PAGO))[0]).toEqual({
      startTime: '9:30 AM',
      endTime: '10:00 AM',
      start: '2025-03-12T20:30:00.000Z',
      end: '2025-03-12T21:00:00.000Z',
    });
    expect((await suggest('2025-03-13', PAGO_PAGO))[0]).toMatchObject({ startTime: '8:00 AM' }); // tomorrow
  });

  it('accepts the header in any case and as an alias', async () => {
    const lower = await suggest('2025-03-13', { 'X-Time-Zone': 'pacific/kiritimati' });
    expect(lower[0]?.startTime).toBe('10:30 AM');
    // US/Pacific: 2025-03-12 13:10 PDT
    expect((await suggest('2025-03-12', { 'X-Time-Zone': 'US/Pacific' }))[0]?.startTime).toBe('1:30 PM');
  });

  it.each(['Mars/Olympus_Mons', '+14:00', '', 'x'.repeat(100)])(
    'answers 400 naming X-Time-Zone for the header %j',
    async (zone) => {
      const res = await user.request('POST', '/api/calendar/suggest-slots', {
        body: { date: '2025-03-13', duration: '30' },
        headers: { 'X-Time-Zone': zone },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Bad Request', field: 'X-Time-Zone' });
    },
  );

  it('answers 401, not 400, to a signed-out request with an invalid header', async () => {
    const res = await t.request('GET', '/api/daily-plans', {
      headers: { 'X-Time-Zone': 'Mars/Olympus_Mons' },
    });
    expect(res.status).toBe(401);
  });

  it("seeds the sample week before the header zone's today", async () => {
    const demo = await t.signUp('Demo');
    expect((await demo.request('POST', '/api/daily-plans/seed-mock', { headers: KIRITIMATI })).status).toBe(
      204,
    );
    const plans = (await (await demo.request('GET', '/api/daily-plans')).json()) as { date: string }[];
    expect(plans.map((p) => p.date)).toEqual([
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
    ]);
  });

  it('stores the canonical name on PATCH and keeps reporting the stored zone whatever the header', async () => {
    const other = await t.signUp('Paris');
    const res = await other.request('PATCH', '/api/auth/user', { body: { timeZone: 'europe/paris' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ timeZone: 'Europe/Paris' });
    const me = await other.request('GET', '/api/auth/user', { headers: KIRITIMATI });
    expect(await me.json()).toMatchObject({ id: other.userId, timeZone: 'Europe/Paris' });
    // Requests without the header now use Paris: 2025-03-12 21:10 CET, the window is over.
    expect(
      await (
        await other.request('POST', '/api/calendar/suggest-slots', {
          body: { date: '2025-03-12', duration: '30' },
        })
      ).json(),
    ).toEqual([]);
  });

  it('stores the zone of the sign-up request as the new account’s zone', async () => {
    const res = await t.request('POST', '/api/auth/sign-up/email', {
      body: {
        name: 'Kyiv',
        email: `${crypto.randomUUID()}@example.com`,
        password: 'correct horse battery staple',
      },
      headers: { 'X-Time-Zone': 'Europe/Kyiv' },
    });
    expect(res.status).toBe(200);
    const { user: created } = (await res.json()) as { user: { id: string } };
    const [row] = await t.database.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, created.id));
    expect(row?.timeZone).toBe('Europe/Kyiv');
  });

  // The runtime's ICU data (V8) resolves these to the older 'Asia/Calcutta' and 'Europe/Kiev' (ADR 047).
  it.each(['Asia/Kolkata', 'Europe/Kyiv', 'US/Pacific'])(
    'stores %s and reads it back as chosen',
    async (zone) => {
      const other = await t.signUp('Chooser');
      const res = await other.request('PATCH', '/api/auth/user', { body: { timeZone: zone } });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ timeZone: zone });
      const me = await other.request('GET', '/api/auth/user');
      expect(await me.json()).toMatchObject({ timeZone: zone });
      const [row] = await t.database.db
        .select({ timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, other.userId));
      expect(row?.timeZone).toBe(zone);
    },
  );
});
