/**
 * The Google provider's writes and incremental sync against the contract fake (ADR 021): a time block
 * written and deleted, read-only and unknown calendars, syncToken rounds and removed events.
 */
import { describe, expect, it } from 'vitest';
import { instanceId } from '../../src/server/calendar/expand.ts';
import { googleEventIdFor } from '../../src/server/calendar/google.ts';
import { CalendarError } from '../../src/server/calendar/provider.ts';
import { fake, MARCH, NY, newCalendar, provider, timed, withGoogleFake } from './google-provider-setup.ts';
import { rejection } from './loopback.ts';

withGoogleFake();

describe('the Google provider: writes and sync', () => {
  it('writes a time block with extendedProperties and deletes it (round trip)', async () => {
    const calendar = newCalendar();
    const google = provider();
    const block = {
      uid: 'block-uid-1@steward',
      summary: 'Write the board memo',
      description: 'From Steward',
      start: new Date('2026-03-11T14:00:00Z'),
      end: new Date('2026-03-11T15:00:00Z'),
      stewardBlockId: '6f1d2c1e-0000-4000-8000-000000000001',
    };
    const created = await google.createEvent(calendar, block);
    expect(created.remoteId).toBe(googleEventIdFor(block.uid));
    const insert = fake.requests.find((request) => request.method === 'POST');
    expect(insert?.query.get('sendUpdates')).toBe('none');
    expect(insert?.body).toEqual({
      id: created.remoteId,
      summary: 'Write the board memo',
      description: 'From Steward',
      start: { dateTime: '2026-03-11T14:00:00.000Z', timeZone: 'UTC' },
      end: { dateTime: '2026-03-11T15:00:00.000Z', timeZone: 'UTC' },
      extendedProperties: { private: { stewardBlockId: block.stewardBlockId } },
    });
    const listing = await google.listInstances(calendar, { range: MARCH, timeZone: NY });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(listing.instances).toHaveLength(1);
    expect(listing.instances[0]).toMatchObject({
      uid: created.remoteId,
      summary: 'Write the board memo',
      stewardBlockId: block.stewardBlockId,
      start: block.start,
      end: block.end,
      busy: true,
    });

    // The same insert again (a retry after a lost answer) finds its own event: 409 → the existing one.
    expect(await google.createEvent(calendar, block)).toEqual(created);

    await google.deleteEvent(calendar, created);
    expect(fake.getEvent(calendar, created.remoteId)?.status).toBe('cancelled');
    const after = await google.listInstances(calendar, { range: MARCH, timeZone: NY });
    expect(after.status === 'ok' && after.instances).toEqual([]);
    const gone = await rejection(google.deleteEvent(calendar, created));
    expect(gone).toBeInstanceOf(CalendarError);
    expect(gone).toMatchObject({ kind: 'not-found' }); // 410 deleted: already gone
    const unknown = await rejection(google.deleteEvent(calendar, { remoteId: 'unknownevent' }));
    expect(unknown).toMatchObject({ kind: 'not-found' }); // 404

    // The id is taken by another block: not silently "created".
    const clash = await rejection(google.createEvent(calendar, { ...block, stewardBlockId: 'other' }));
    expect(clash).toMatchObject({ kind: 'invalid-data' });
  });

  it('refuses a write to a read-only calendar and a list of an unknown calendar', async () => {
    const calendar = newCalendar({ accessRole: 'reader' });
    const error = await rejection(
      provider().createEvent(calendar, {
        uid: 'ro',
        summary: 'x',
        description: '',
        start: new Date('2026-03-11T14:00:00Z'),
        end: new Date('2026-03-11T15:00:00Z'),
        stewardBlockId: 'b',
      }),
    );
    expect(error).toMatchObject({ kind: 'read-only' });
    const missing = await rejection(
      provider().listInstances('gone@example.com', { range: MARCH, timeZone: NY }),
    );
    expect(missing).toMatchObject({ kind: 'not-found' });
  });

  it('syncs fully, then incrementally with syncToken, and answers full-sync-required on 410', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'keep',
      summary: 'Keep',
      ...timed('2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'drop',
      summary: 'Drop',
      ...timed('2026-03-11T10:00:00Z', '2026-03-11T11:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'series',
      start: { dateTime: '2026-03-02T12:00:00Z', timeZone: 'UTC' },
      end: { dateTime: '2026-03-02T13:00:00Z', timeZone: 'UTC' },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
    });
    const google = provider({ limits: { pageSize: 2 } });
    const full = await google.syncChanges(calendar);
    if (full.status !== 'ok') throw new Error('expected a sync');
    expect(full.full).toBe(true);
    expect(full.instances.map((instance) => instance.uid).sort()).toEqual([
      'drop',
      'keep',
      'series',
      'series',
      'series',
    ]);
    expect(full.nextSyncToken).toBeTruthy();
    const firstSync = fake.requests.filter((request) => request.path.endsWith('/events'));
    expect(
      firstSync.map((request) => request.query.has('timeMin') || request.query.has('syncToken')),
    ).toEqual([false, false, false]);

    fake.putEvent(calendar, {
      id: 'keep',
      summary: 'Keep (moved)',
      ...timed('2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z'),
    });
    fake.removeEvent(calendar, 'drop');
    fake.removeEvent(calendar, 'series_20260303T120000Z');
    fake.putEvent(calendar, {
      id: 'added',
      summary: 'Added',
      ...timed('2026-03-12T10:00:00Z', '2026-03-12T11:00:00Z'),
    });

    fake.reset();
    const changes = await google.syncChanges(calendar, { syncToken: full.nextSyncToken as string });
    if (changes.status !== 'ok') throw new Error('expected a sync');
    expect(changes.full).toBe(false);
    expect(fake.requests[0]?.query.get('syncToken')).toBe(full.nextSyncToken);
    expect(changes.instances.map(({ uid, summary }) => ({ uid, summary }))).toEqual([
      { uid: 'keep', summary: 'Keep (moved)' },
      { uid: 'added', summary: 'Added' },
    ]);
    expect(changes.removed).toEqual([
      { uid: 'drop', recurrenceId: null, id: instanceId('drop', null) },
      { uid: 'series', recurrenceId: '20260303T120000Z', id: instanceId('series', '20260303T120000Z') },
    ]);
    expect(changes.nextSyncToken).toBeTruthy();

    const quiet = await google.syncChanges(calendar, { syncToken: changes.nextSyncToken as string });
    expect(quiet).toMatchObject({ status: 'ok', instances: [], removed: [] });

    fake.expireSyncTokens(calendar);
    expect(await google.syncChanges(calendar, { syncToken: changes.nextSyncToken as string })).toEqual({
      status: 'full-sync-required',
    });
  });

  it('reports a deleted recurring event as removed as a whole (only its id is guaranteed)', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'series2',
      ...timed('2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z'),
      recurrence: ['RRULE:FREQ=DAILY;COUNT=2'],
    });
    const google = provider();
    const full = await google.syncChanges(calendar);
    if (full.status !== 'ok') throw new Error('expected a sync');
    fake.removeEvent(calendar, 'series2');
    const changes = await google.syncChanges(calendar, { syncToken: full.nextSyncToken as string });
    expect(changes).toMatchObject({
      status: 'ok',
      instances: [],
      removed: [{ uid: 'series2', recurrenceId: null, id: instanceId('series2', null) }],
    });
  });
});
