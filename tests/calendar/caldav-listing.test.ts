/**
 * The CalDAV provider's listings against Radicale (ADR 018, ADR 020): expansion of one-off, weekly with
 * EXDATE and an override, all-day, transparent and cross-DST events in America/New_York, busy flags, one
 * calendar at a time, an aborted listing, not-modified on an unchanged collection, and the expansion budget.
 */
import { describe, expect, it } from 'vitest';
import { createCaldavProvider } from '../../src/server/calendar/caldav.ts';
import {
  guard,
  homeId,
  listMarch,
  MARCH,
  provider,
  radicale,
  STAMP,
  scratchId,
  vcalendar,
  withRadicaleAccount,
  workId,
  ZONE,
} from './caldav-setup.ts';
import { rejection } from './loopback.ts';
import { putObject } from './radicale.ts';

withRadicaleAccount();

describe('CalDAV provider against Radicale', () => {
  it('expands one-off, weekly with EXDATE and an override, all-day, transparent and cross-DST events', async () => {
    const listing = await listMarch(workId);
    expect(listing).toMatchObject({ truncated: false, skipped: 0 });
    expect(
      listing.instances.map((i) => [
        i.summary,
        i.start.toISOString(),
        i.end.toISOString(),
        i.allDay,
        i.busy,
        i.recurrenceId,
      ]),
    ).toEqual([
      [
        'Weekly sync',
        '2026-03-02T14:00:00.000Z',
        '2026-03-02T15:00:00.000Z',
        false,
        true,
        '20260302T140000Z',
      ],
      ['Holiday', '2026-03-04T05:00:00.000Z', '2026-03-05T05:00:00.000Z', true, false, null],
      ['Focus (free)', '2026-03-05T13:00:00.000Z', '2026-03-05T14:00:00.000Z', false, false, null],
      // 22:00 EST to 04:00 EDT: five hours, not six
      ['Overnight release', '2026-03-08T03:00:00.000Z', '2026-03-08T08:00:00.000Z', false, true, null],
      // 9:00 local after DST: 13:00 UTC
      [
        'Weekly sync',
        '2026-03-09T13:00:00.000Z',
        '2026-03-09T14:00:00.000Z',
        false,
        true,
        '20260309T130000Z',
      ],
      ['Board meeting', '2026-03-10T14:00:00.000Z', '2026-03-10T15:00:00.000Z', false, true, null],
      ['Out of office', '2026-03-12T04:00:00.000Z', '2026-03-13T04:00:00.000Z', true, true, null],
      // 16 March excluded; 23 March moved to 11:00
      [
        'Weekly sync (moved)',
        '2026-03-23T15:00:00.000Z',
        '2026-03-23T16:00:00.000Z',
        false,
        true,
        '20260323T130000Z',
      ],
      [
        'Weekly sync',
        '2026-03-30T13:00:00.000Z',
        '2026-03-30T14:00:00.000Z',
        false,
        true,
        '20260330T130000Z',
      ],
    ]);
    const holiday = listing.instances.find((i) => i.uid === 'holiday@example.com');
    expect(holiday).toMatchObject({ startDate: '2026-03-04', endDate: '2026-03-05', calendarId: workId });
    expect(listing.instances.find((i) => i.uid === 'one-off@example.com')).toMatchObject({
      description: 'Quarterly numbers',
      etag: expect.stringMatching(/^".+"$/),
    });
  });

  it('lists each calendar on its own', async () => {
    const listing = await listMarch(homeId);
    expect(listing.instances.map((i) => [i.summary, i.start.toISOString(), i.calendarId])).toEqual([
      ['Gym', '2026-03-03T12:00:00.000Z', homeId],
      ['Dinner', '2026-03-07T00:00:00.000Z', homeId],
      ['Gym', '2026-03-10T11:00:00.000Z', homeId],
      ['Gym', '2026-03-17T11:00:00.000Z', homeId],
      ['Gym', '2026-03-24T11:00:00.000Z', homeId],
      ['Gym', '2026-03-31T11:00:00.000Z', homeId],
    ]);
  });

  it('an aborted listing throws the caller’s reason as is', async () => {
    const reason = new Error('the user left the page');
    const signal = AbortSignal.abort(reason);
    expect(await rejection(provider.listInstances(homeId, { range: MARCH, timeZone: ZONE, signal }))).toBe(
      reason,
    );
  });

  it('answers not-modified while the collection is unchanged, for the same range and zone', async () => {
    const first = await listMarch(scratchId);
    expect(first.validators.ctag).toEqual(expect.any(String));
    const again = await provider.listInstances(scratchId, {
      range: MARCH,
      timeZone: ZONE,
      validators: first.validators,
    });
    expect(again).toEqual({ status: 'not-modified', validators: first.validators });
    const otherZone = await provider.listInstances(scratchId, {
      range: MARCH,
      timeZone: 'Europe/Berlin',
      validators: first.validators,
    });
    expect(otherZone.status).toBe('ok');
    await putObject(
      radicale,
      '/alice/scratch/lunch.ics',
      vcalendar(
        'BEGIN:VEVENT',
        'UID:lunch@example.com',
        STAMP,
        'SUMMARY:Lunch',
        'DTSTART:20260311T170000Z',
        'DTEND:20260311T180000Z',
        'END:VEVENT',
      ),
    );
    const changed = await provider.listInstances(scratchId, {
      range: MARCH,
      timeZone: ZONE,
      validators: first.validators,
    });
    expect(first.instances.some((i) => i.uid === 'lunch@example.com')).toBe(false);
    expect(changed.status === 'ok' && changed.instances.filter((i) => i.uid === 'lunch@example.com')).toEqual(
      [expect.objectContaining({ summary: 'Lunch', start: new Date('2026-03-11T17:00:00Z') })],
    );
    expect(changed.validators.ctag).not.toBe(first.validators.ctag);
  });

  it('one expansion budget per listing: past it the listing is cut and says so', async () => {
    // Last expanding test: a budget this small terminates the shared worker (the next expansion restarts it).
    const hurried = createCaldavProvider({
      url: radicale.origin,
      username: radicale.username,
      password: radicale.password,
      guard,
      isolation: { timeoutMs: 1 },
    });
    const listing = await hurried.listInstances(workId, { range: MARCH, timeZone: ZONE });
    expect(listing.status === 'ok' && [listing.truncated, listing.instances.length < 9]).toEqual([
      true,
      true,
    ]);
    expect(listing.validators).toEqual({}); // so the next sync lists again instead of keeping the cut listing
  });
});
