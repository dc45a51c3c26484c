import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '../dates.ts';
import {
  busyIntervalsOf,
  DURATION_MESSAGE,
  SCHEDULE_DURATIONS,
  type ScheduleDuration,
  suggestSlots,
  suggestSlotsInput,
  toSuggestedSlot,
} from './free-slots.ts';
import type { Interval } from './intervals.ts';

/** '10:30' → 630 minutes since midnight ('-1:00' → -60, '25:00' → 1500 for events crossing midnight). */
function m(hhmm: string): number {
  const [, sign, h, mm] = /^(-?)(\d+):(\d{2})$/.exec(hhmm) ?? [];
  const minutes = Number(h) * 60 + Number(mm);
  return sign === '-' ? -minutes : minutes;
}

/** Busy interval from 'HH:MM' strings. */
function b(start: string, end: string): Interval {
  return { start: m(start), end: m(end) };
}

/** Slots as 'H:MM-H:MM' (24 h) for readable expectations. */
function show(slots: Interval[]): string[] {
  const hm = (x: number) => `${Math.floor(x / 60)}:${String(x % 60).padStart(2, '0')}`;
  return slots.map((slot) => `${hm(slot.start)}-${hm(slot.end)}`);
}

/** Expected slots of `duration` for starts from `first` to `last` every 30 minutes. */
function grid(first: string, last: string, duration: number): string[] {
  const starts: Interval[] = [];
  for (let s = m(first); s <= m(last); s += 30) starts.push({ start: s, end: s + duration });
  return show(starts);
}

describe('SCHEDULE_DURATIONS', () => {
  it('are the four documented durations', () => {
    expect(SCHEDULE_DURATIONS).toEqual([30, 60, 90, 120]);
  });
});

describe('suggestSlots', () => {
  it.each([
    // empty future day, each duration: every half-hour start that fits inside 8:00-17:00
    ['empty day, 30 min', [], 30, null, grid('8:00', '16:30', 30)],
    ['empty day, 60 min', [], 60, null, grid('8:00', '16:00', 60)],
    ['empty day, 90 min', [], 90, null, grid('8:00', '15:30', 90)],
    ['empty day, 120 min', [], 120, null, grid('8:00', '15:00', 120)],
    // overlaps and adjacency
    [
      'one meeting 10-11, 60 min (9:00-10:00 and 11:00 touch it)',
      [b('10:00', '11:00')],
      60,
      null,
      [...grid('8:00', '9:00', 60), ...grid('11:00', '16:00', 60)],
    ],
    [
      'meeting off the grid 9:15-9:45, 30 min',
      [b('9:15', '9:45')],
      30,
      null,
      ['8:00-8:30', '8:30-9:00', ...grid('10:00', '16:30', 30)],
    ],
    [
      'adjacent blocks leave one hour free',
      [b('8:00', '10:00'), b('10:00', '12:00'), b('13:00', '17:00')],
      60,
      null,
      ['12:00-13:00'],
    ],
    [
      'adjacent blocks, 30 min',
      [b('8:00', '10:00'), b('10:00', '12:00'), b('13:00', '17:00')],
      30,
      null,
      ['12:00-12:30', '12:30-13:00'],
    ],
    ['gap exactly 120 min', [b('8:00', '10:00'), b('12:00', '17:00')], 120, null, ['10:00-12:00']],
    ['gap of 90 min is too short for 120', [b('8:00', '10:00'), b('11:30', '17:00')], 120, null, []],
    ['busy whole window', [b('8:00', '17:00')], 30, null, []],
    ['busy whole day', [b('0:00', '24:00')], 30, null, []],
    ['busy beyond the window', [b('7:00', '18:00')], 30, null, []],
    // events crossing the window edges and midnight
    [
      'overnight event until 9:00 and evening event from 16:30 to past midnight',
      [b('-1:00', '9:00'), b('16:30', '25:00')],
      60,
      null,
      grid('9:00', '15:30', 60),
    ],
    ['early event ending 8:30', [b('6:00', '8:30')], 120, null, grid('8:30', '15:00', 120)],
    ['late event starting 16:00', [b('16:00', '19:00')], 60, null, grid('8:00', '15:00', 60)],
    [
      'events entirely outside the window',
      [b('6:00', '8:00'), b('17:00', '20:00')],
      120,
      null,
      grid('8:00', '15:00', 120),
    ],
    // seconds: an event ending 10:00:30 blocks the 10:00 start
    [
      'event ending at 10:00:30',
      [{ start: m('9:00'), end: m('10:00') + 0.5 }],
      60,
      null,
      [...grid('8:00', '8:00', 60), ...grid('10:30', '16:00', 60)],
    ],
    // unsorted, overlapping and empty busy input
    [
      'unsorted and overlapping busy, 90 min',
      [b('14:00', '15:00'), b('9:00', '10:30'), b('9:30', '11:00'), b('14:30', '14:45'), b('12:00', '12:00')],
      90,
      null,
      [...grid('11:00', '12:30', 90), ...grid('15:00', '15:30', 90)],
    ],
    // today
    ['today at 7:00', [], 60, m('7:00'), grid('8:00', '16:00', 60)],
    ['today at 10:10 rounds up to 10:30', [], 60, m('10:10'), grid('10:30', '16:00', 60)],
    ['today at exactly 10:30', [], 30, m('10:30'), grid('10:30', '16:30', 30)],
    [
      'today at 10:10 with a meeting 10:30-11:30',
      [b('10:30', '11:30')],
      60,
      m('10:10'),
      grid('11:30', '16:00', 60),
    ],
    ['today at 16:29, 30 min', [], 30, m('16:29'), ['16:30-17:00']],
    ['today at 16:45, 30 min', [], 30, m('16:45'), []],
    ['today at 16:45, 120 min', [], 120, m('16:45'), []],
    ['today after 17:00', [], 30, m('17:20'), []],
    ['today at 10:10 with seconds', [], 120, m('10:10') + 0.25, grid('10:30', '15:00', 120)],
    // past day: caller passes 1440
    ['past day', [], 30, 1440, []],
  ] satisfies [string, Interval[], ScheduleDuration, number | null, string[]][])(
    '%s',
    (_name, busy, durationMinutes, nowMinutes, expected) => {
      expect(show(suggestSlots({ busy, durationMinutes, nowMinutes }))).toEqual(expected);
    },
  );

  it.each([
    ['empty day, 30 min', 30, 18],
    ['empty day, 60 min', 60, 17],
    ['empty day, 90 min', 90, 16],
    ['empty day, 120 min', 120, 15],
  ] satisfies [string, ScheduleDuration, number][])('%s gives %i slots', (_name, durationMinutes, count) => {
    const slots = suggestSlots({ busy: [], durationMinutes, nowMinutes: null });
    expect(slots).toHaveLength(count);
    for (const slot of slots) {
      expect(slot.start % 30).toBe(0);
      expect(slot.start).toBeGreaterThanOrEqual(480);
      expect(slot.end).toBeLessThanOrEqual(1020);
      expect(slot.end - slot.start).toBe(durationMinutes);
    }
  });

  it('honours a custom window', () => {
    expect(
      show(
        suggestSlots({ busy: [], durationMinutes: 30, nowMinutes: null, windowStart: 545, windowEnd: 660 }),
      ),
    ).toEqual(['9:30-10:00', '10:00-10:30', '10:30-11:00']);
  });

  it('does not modify the busy list', () => {
    const busy = [b('14:00', '15:00'), b('9:00', '10:00')];
    suggestSlots({ busy, durationMinutes: 60, nowMinutes: null });
    expect(busy).toEqual([b('14:00', '15:00'), b('9:00', '10:00')]);
  });

  it.each([
    ['a duration outside the list', { busy: [], durationMinutes: 45, nowMinutes: null }],
    ['a non-finite now', { busy: [], durationMinutes: 30, nowMinutes: Number.NaN }],
    [
      'a non-finite busy bound',
      { busy: [{ start: 600, end: Number.NaN }], durationMinutes: 30, nowMinutes: null },
    ],
    ['a non-finite window', { busy: [], durationMinutes: 30, nowMinutes: null, windowEnd: Number.NaN }],
  ])('throws RangeError for %s', (_name, options) => {
    // Deliberately wrong at run time: the duration type does not admit 45.
    expect(() => suggestSlots(options as Parameters<typeof suggestSlots>[0])).toThrow(RangeError);
  });
});

describe('suggestSlots on DST days (busy instants converted with the user zone)', () => {
  const NY = 'America/New_York';
  const LONDON = 'Europe/London';

  it.each([
    [
      'New York spring forward (23 h day)',
      '2025-03-09',
      NY,
      [
        // 23:00 EST on the 8th to 8:30 EDT: crosses midnight and the DST gap
        { start: '2025-03-09T04:00:00Z', end: '2025-03-09T12:30:00Z' },
        { start: '2025-03-09T13:00:00Z', end: '2025-03-09T14:00:00Z' }, // 9:00-10:00 EDT
        { start: '2025-03-09T19:00:00Z', end: '2025-03-09T21:00:00Z' }, // 15:00-17:00 EDT
      ],
      60,
      grid('10:00', '14:00', 60),
      '2025-03-09T14:00:00.000Z', // first slot 10:00 EDT
    ],
    [
      'New York spring forward, 30 min fits 8:30-9:00',
      '2025-03-09',
      NY,
      [
        { start: '2025-03-09T04:00:00Z', end: '2025-03-09T12:30:00Z' },
        { start: '2025-03-09T13:00:00Z', end: '2025-03-09T21:00:00Z' },
      ],
      30,
      ['8:30-9:00'],
      '2025-03-09T12:30:00.000Z', // 8:30 EDT
    ],
    [
      'New York fall back (25 h day)',
      '2025-11-02',
      NY,
      [
        { start: '2025-11-02T05:30:00Z', end: '2025-11-02T06:30:00Z' }, // 1:30 EDT - 1:30 EST, before the window
        { start: '2025-11-02T13:00:00Z', end: '2025-11-02T15:00:00Z' }, // 8:00-10:00 EST
        { start: '2025-11-02T17:00:00Z', end: '2025-11-02T22:00:00Z' }, // 12:00-17:00 EST
      ],
      60,
      grid('10:00', '11:00', 60),
      '2025-11-02T15:00:00.000Z', // 10:00 EST
    ],
    [
      'London spring forward (23 h day)',
      '2025-03-30',
      LONDON,
      [
        { start: '2025-03-30T00:30:00Z', end: '2025-03-30T08:00:00Z' }, // 0:30 GMT - 9:00 BST
        { start: '2025-03-30T11:00:00Z', end: '2025-03-30T16:00:00Z' }, // 12:00-17:00 BST
      ],
      90,
      grid('9:00', '10:30', 90),
      '2025-03-30T08:00:00.000Z', // 9:00 BST
    ],
  ])('%s', (_name, date, zone, events, duration, expected, firstSlotUtc) => {
    const busy = busyIntervalsOf(
      events.map((event) => ({ start: new Date(event.start), end: new Date(event.end) })),
      date,
      zone,
    );
    const slots = suggestSlots({ busy, durationMinutes: duration as ScheduleDuration, nowMinutes: null });
    expect(show(slots)).toEqual(expected);
    // A slot converts back to an instant with the same zone.
    expect(zonedToUtc(date, slots[0]?.start ?? Number.NaN, zone).toISOString()).toBe(firstSlotUtc);
  });

  it('maps an overnight event across the spring-forward gap to wall-clock minutes', () => {
    expect(
      busyIntervalsOf(
        [{ start: new Date('2025-03-09T04:00:00Z'), end: new Date('2025-03-09T12:30:00Z') }],
        '2025-03-09',
        NY,
      ),
    ).toEqual([{ start: -60, end: 8 * 60 + 30 }]);
  });
});

describe('toSuggestedSlot', () => {
  it.each([
    [
      { start: 480, end: 510 },
      { startTime: '8:00 AM', endTime: '8:30 AM' },
    ],
    [
      { start: 690, end: 780 },
      { startTime: '11:30 AM', endTime: '1:00 PM' },
    ],
    [
      { start: 720, end: 750 },
      { startTime: '12:00 PM', endTime: '12:30 PM' },
    ],
    [
      { start: 900, end: 1020 },
      { startTime: '3:00 PM', endTime: '5:00 PM' },
    ],
  ])('%j → %j', (slot, expected) => {
    expect(toSuggestedSlot(slot)).toEqual(expected);
  });
});

describe('suggestSlotsInput', () => {
  it.each([
    [{ date: '2025-03-09', duration: '30' }, 30],
    [{ date: '2025-03-09', duration: '60' }, 60],
    [{ date: '2025-03-09', duration: '90' }, 90],
    [{ date: '2025-03-09', duration: '120' }, 120],
    [{ date: '2025-03-09', duration: 60 }, 60],
    [{ date: '2024-02-29', duration: 120 }, 120],
  ])('accepts %j → %i', (input, duration) => {
    expect(suggestSlotsInput.parse(input)).toEqual({ date: input.date, duration });
  });

  it.each([
    ['45'],
    [45],
    [' 60'],
    ['60.0'],
    ['060'],
    ['1h'],
    [''],
    [0],
    [null],
    [true],
    [undefined],
    [['60']],
  ])('rejects duration %j', (duration) => {
    const result = suggestSlotsInput.safeParse({ date: '2025-03-09', duration });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      `duration: ${DURATION_MESSAGE}`,
    ]);
  });

  it('uses the message from the brief', () => {
    expect(DURATION_MESSAGE).toBe('Duration must be one of 30, 60, 90, 120 minutes');
  });

  it.each([['2025-02-30'], ['2025-3-9'], ['']])('rejects date %j', (date) => {
    const result = suggestSlotsInput.safeParse({ date, duration: '60' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'date: Invalid date, expected YYYY-MM-DD',
    ]);
  });
});
