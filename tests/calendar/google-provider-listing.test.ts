/**
 * The Google provider's reads against the contract fake (ADR 021): mapGoogleEvent on single items, then
 * calendars, pages, the instance cap, the range's bounds, recurring and all-day events and busy.
 */
import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '../../src/core/dates.ts';
import { instanceId } from '../../src/server/calendar/expand.ts';
import { mapGoogleEvent, nearestEventColorId } from '../../src/server/calendar/google.ts';
import type { CalendarInstance } from '../../src/server/calendar/provider.ts';
import {
  fake,
  MARCH,
  NY,
  newCalendar,
  provider,
  TOKEN,
  timed,
  withGoogleFake,
} from './google-provider-setup.ts';

withGoogleFake();

describe('mapGoogleEvent', () => {
  const map = (item: Record<string, unknown>) => mapGoogleEvent(item, 'cal', NY);
  it.each([
    ['no id', { start: { dateTime: '2026-03-10T10:00:00Z' }, end: { dateTime: '2026-03-10T11:00:00Z' } }],
    [
      'a start without offset',
      { id: 'a', start: { dateTime: '2026-03-10T10:00:00' }, end: { dateTime: '2026-03-10T11:00:00Z' } },
    ],
    [
      'an end before the start',
      { id: 'a', start: { dateTime: '2026-03-10T10:00:00Z' }, end: { dateTime: '2026-03-10T09:00:00Z' } },
    ],
    ['an impossible date', { id: 'a', start: { date: '2026-02-30' }, end: { date: '2026-03-01' } }],
    ['no times at all', { id: 'a', summary: 'x' }],
  ])('skips an item with %s', (_name, item) => {
    expect(map(item).kind).toBe('skipped');
  });

  it('gives an all-day event without a usable end one day', () => {
    const mapped = map({ id: 'a', start: { date: '2026-03-10' }, end: { date: '2026-03-10' } });
    expect(mapped.kind === 'instance' && [mapped.instance.startDate, mapped.instance.endDate]).toEqual([
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('reads a cancelled instance as a removal of that occurrence, an all-day one by its date', () => {
    expect(
      map({
        id: 's_20260310',
        status: 'cancelled',
        recurringEventId: 's',
        originalStartTime: { date: '2026-03-10' },
      }),
    ).toEqual({
      kind: 'removed',
      removed: { uid: 's', recurrenceId: '20260310', id: instanceId('s', '20260310') },
    });
  });

  it('keeps the text rule: controls out of the summary, unpaired surrogates replaced', () => {
    const mapped = map({
      id: 'a',
      summary: 'Board\u0000 meeting \ud800',
      start: { dateTime: '2026-03-10T10:00:00Z' },
      end: { dateTime: '2026-03-10T11:00:00Z' },
      extendedProperties: { private: { stewardBlockId: '' } },
    });
    expect(mapped.kind === 'instance' && mapped.instance.summary).toBe('Board  meeting \ufffd');
    expect(mapped.kind === 'instance' && 'stewardBlockId' in mapped.instance).toBe(false);
  });
});

describe('the Google provider: listing', () => {
  it('lists calendars: primary first, names, writable from accessRole, nearest event colour', async () => {
    const calendars = await provider().listCalendars();
    expect(calendars[0]).toEqual({
      id: 'me@example.com',
      name: 'me@example.com',
      colorId: '1',
      writable: true,
    });
    const team = newCalendar({
      summary: 'Team',
      summaryOverride: 'My team',
      accessRole: 'reader',
      backgroundColor: '#7bd148',
    });
    const listed = (await provider().listCalendars()).find((calendar) => calendar.id === team);
    expect(listed).toEqual({ id: team, name: 'My team', colorId: '10', writable: false });
    expect(nearestEventColorId('#dc2127')).toBe('11');
    expect(nearestEventColorId('red')).toBeUndefined();
    expect(fake.requests.every((request) => request.token === TOKEN)).toBe(true);
  });

  it('reads events across 3 pages and maps each one exactly', async () => {
    const calendar = newCalendar();
    for (let n = 0; n < 5; n++)
      fake.putEvent(calendar, {
        id: `evt${n}`,
        summary: `Meeting ${n}\nwith a line break`,
        description: `Agenda\n\t- item ${n}\u0007`,
        colorId: n === 0 ? '5' : n === 1 ? '12' : undefined,
        extendedProperties: n === 2 ? { private: { stewardBlockId: 'block-2' } } : undefined,
        ...timed(`2026-03-1${n}T10:00:00-05:00`, `2026-03-1${n}T11:30:00-05:00`),
      } as never);
    const listing = await provider({ limits: { pageSize: 2 } }).listInstances(calendar, {
      range: MARCH,
      timeZone: NY,
    });
    const lists = fake.requests.filter((request) => request.path.endsWith('/events'));
    expect(lists).toHaveLength(3);
    expect(Object.fromEntries(lists[0]?.query ?? [])).toEqual({
      singleEvents: 'true',
      orderBy: 'startTime',
      timeMin: '2026-02-28T05:00:00.000Z',
      timeMax: '2026-04-02T04:00:00.000Z',
      maxResults: '2',
    });
    expect(lists[1]?.query.get('pageToken')).toBeTruthy();
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(listing.truncated).toBe(false);
    expect(listing.skipped).toBe(0);
    expect(listing.instances.map((instance) => instance.uid)).toEqual([
      'evt0',
      'evt1',
      'evt2',
      'evt3',
      'evt4',
    ]);
    const stored = fake.getEvent(calendar, 'evt0');
    expect(listing.instances[0]).toEqual({
      id: instanceId('evt0', null),
      calendarId: calendar,
      uid: 'evt0',
      recurrenceId: null,
      summary: 'Meeting 0 with a line break',
      description: 'Agenda\n\t- item 0',
      start: new Date('2026-03-10T15:00:00Z'),
      end: new Date('2026-03-10T16:30:00Z'),
      allDay: false,
      floating: false,
      colorId: '5',
      busy: true,
      lastModified: new Date(stored?.updated as string),
      etag: stored?.etag,
    } satisfies CalendarInstance);
    expect(listing.instances[1]).not.toHaveProperty('colorId'); // '12' is not a colour id
    expect(listing.instances[2]?.stewardBlockId).toBe('block-2');
  });

  it('stops at the instance cap and says truncated', async () => {
    const calendar = newCalendar();
    for (let n = 0; n < 5; n++)
      fake.putEvent(calendar, {
        id: `cap${n}x`,
        ...timed(`2026-03-1${n}T10:00:00Z`, `2026-03-1${n}T11:00:00Z`),
      });
    const listing = await provider({ limits: { pageSize: 2, maxInstances: 3 } }).listInstances(calendar, {
      range: MARCH,
      timeZone: NY,
    });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(listing.truncated).toBe(true);
    expect(listing.instances.map((instance) => instance.uid)).toEqual(['cap0x', 'cap1x', 'cap2x']);
    expect(fake.requests.filter((request) => request.path.endsWith('/events'))).toHaveLength(2);
  });

  it('keeps the range’s bounds exclusive as Google does (touching events are out)', async () => {
    const calendar = newCalendar();
    const range = { start: new Date('2026-03-10T09:00:00Z'), end: new Date('2026-03-10T12:00:00Z') };
    fake.putEvent(calendar, { id: 'before', ...timed('2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z') });
    fake.putEvent(calendar, { id: 'during', ...timed('2026-03-10T08:30:00Z', '2026-03-10T12:30:00Z') });
    fake.putEvent(calendar, { id: 'after', ...timed('2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z') });
    const listing = await provider().listInstances(calendar, { range, timeZone: NY });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(listing.instances.map((instance) => instance.uid)).toEqual(['during']);
  });

  it('lists a recurring event’s instances (singleEvents) without the cancelled one, across DST', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'standup',
      summary: 'Stand-up',
      start: { dateTime: '2026-03-02T09:00:00-05:00', timeZone: NY },
      end: { dateTime: '2026-03-02T09:15:00-05:00', timeZone: NY },
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    fake.removeEvent(calendar, 'standup_20260309T130000Z');
    const listing = await provider().listInstances(calendar, { range: MARCH, timeZone: NY });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(
      listing.instances.map(({ id, uid, recurrenceId, start }) => ({
        id,
        uid,
        recurrenceId,
        start: start.toISOString(),
      })),
    ).toEqual([
      {
        id: instanceId('standup', '20260302T140000Z'),
        uid: 'standup',
        recurrenceId: '20260302T140000Z',
        start: '2026-03-02T14:00:00.000Z',
      },
      {
        id: instanceId('standup', '20260316T130000Z'),
        uid: 'standup',
        recurrenceId: '20260316T130000Z',
        start: '2026-03-16T13:00:00.000Z',
      },
      {
        id: instanceId('standup', '20260323T130000Z'),
        uid: 'standup',
        recurrenceId: '20260323T130000Z',
        start: '2026-03-23T13:00:00.000Z',
      },
    ]);
  });

  it('maps all-day (in the user’s zone), transparent and declined events to busy per ADR 018', async () => {
    const calendar = newCalendar({ timeZone: 'Europe/Berlin' });
    fake.putEvent(calendar, {
      id: 'holiday',
      summary: 'Holiday',
      transparency: 'transparent',
      start: { date: '2026-03-12' },
      end: { date: '2026-03-13' },
    });
    fake.putEvent(calendar, {
      id: 'offsite',
      summary: 'Offsite',
      start: { date: '2026-03-13' },
      end: { date: '2026-03-15' },
    });
    fake.putEvent(calendar, {
      id: 'focus',
      transparency: 'transparent',
      ...timed('2026-03-12T15:00:00Z', '2026-03-12T16:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'declined',
      attendees: [
        { email: 'boss@example.com', responseStatus: 'accepted' },
        { email: 'me@example.com', self: true, responseStatus: 'declined' },
      ],
      ...timed('2026-03-12T17:00:00Z', '2026-03-12T18:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'accepted',
      attendees: [
        { email: 'boss@example.com', responseStatus: 'declined' },
        { email: 'me@example.com', self: true, responseStatus: 'accepted' },
      ],
      ...timed('2026-03-12T19:00:00Z', '2026-03-12T20:00:00Z'),
    });
    const listing = await provider().listInstances(calendar, { range: MARCH, timeZone: NY });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    const byUid = Object.fromEntries(listing.instances.map((instance) => [instance.uid, instance]));
    expect(byUid.holiday).toMatchObject({
      allDay: true,
      startDate: '2026-03-12',
      endDate: '2026-03-13',
      start: zonedToUtc('2026-03-12', 0, NY),
      end: zonedToUtc('2026-03-13', 0, NY),
      busy: false,
    });
    // Google omits transparency when it is its default, opaque: an all-day event marked Busy.
    expect(byUid.offsite).toMatchObject({
      allDay: true,
      startDate: '2026-03-13',
      endDate: '2026-03-15',
      busy: true,
    });
    expect(byUid.focus?.busy).toBe(false);
    expect(byUid.declined?.busy).toBe(false);
    expect(byUid.accepted?.busy).toBe(true);
  });
});
