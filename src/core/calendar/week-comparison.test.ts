import { describe, expect, it } from 'vitest';
import type { IdealWeekSchedule, LifeDomainId } from '../ideal-week.ts';
import {
  type ComparedInstance,
  compareWeek,
  type WeekComparison,
  weekComparisonInput,
} from './week-comparison.ts';

const NY = 'America/New_York';

/** A timed instance from two instants (ISO, any offset); busy unless said otherwise. */
function ev(
  start: string,
  end: string,
  more: { busy?: boolean; allDay?: boolean; domain?: LifeDomainId } = {},
): ComparedInstance {
  return {
    start: new Date(start),
    end: new Date(end),
    busy: more.busy ?? true,
    allDay: more.allDay ?? false,
    domain: more.domain ?? null,
  };
}

/** A schedule from keys, each planned with an activity (and the domain, when given). */
function plan(keys: string[], domain?: LifeDomainId): IdealWeekSchedule {
  return Object.fromEntries(keys.map((key) => [key, domain ? { activity: 'x', domain } : { activity: 'x' }]));
}

// The week of Monday 2026-03-02 in New York: EST (UTC-5) until Sunday 2026-03-08 2:00 AM, EDT (UTC-4) after.
const MARCH = '2026-03-02';
// The week of Monday 2026-10-26: EDT until Sunday 2026-11-01 2:00 AM, EST after.
const NOVEMBER = '2026-10-26';

type Row = {
  name: string;
  week: string;
  schedule: IdealWeekSchedule;
  instances: ComparedInstance[];
  expected: Omit<WeekComparison, 'byDomain'>;
};

const rows: Row[] = [
  {
    name: 'an empty ideal week scores 0 of 0 and still counts the events',
    week: MARCH,
    schedule: {},
    instances: [ev('2026-03-02T14:00:00Z', '2026-03-02T15:00:00Z')],
    expected: { score: 0, matchedSlots: 0, totalSlots: 0, eventsCount: 1 },
  },
  {
    name: 'an hour on Monday 9 AM EST matches both half hours it covers',
    week: MARCH,
    schedule: plan(['monday-9:00 AM', 'monday-9:30 AM', 'monday-10:00 AM']),
    instances: [ev('2026-03-02T09:00:00-05:00', '2026-03-02T10:00:00-05:00')],
    expected: { score: 67, matchedSlots: 2, totalSlots: 3, eventsCount: 1 },
  },
  {
    name: 'exactly half of a slot matches it',
    week: MARCH,
    schedule: plan(['monday-9:00 AM']),
    instances: [ev('2026-03-02T09:15:00-05:00', '2026-03-02T09:30:00-05:00')],
    expected: { score: 100, matchedSlots: 1, totalSlots: 1, eventsCount: 1 },
  },
  {
    name: 'a minute less than half does not',
    week: MARCH,
    schedule: plan(['monday-9:00 AM']),
    instances: [ev('2026-03-02T09:16:00-05:00', '2026-03-02T09:30:00-05:00')],
    expected: { score: 0, matchedSlots: 0, totalSlots: 1, eventsCount: 1 },
  },
  {
    name: 'two short events together cover half',
    week: MARCH,
    schedule: plan(['monday-9:00 AM']),
    instances: [
      ev('2026-03-02T09:00:00-05:00', '2026-03-02T09:08:00-05:00'),
      ev('2026-03-02T09:20:00-05:00', '2026-03-02T09:27:00-05:00'),
    ],
    expected: { score: 100, matchedSlots: 1, totalSlots: 1, eventsCount: 2 },
  },
  {
    name: 'overlapping events are counted once (10 + 10 minutes overlapping by 6 cover 14)',
    week: MARCH,
    schedule: plan(['monday-9:00 AM']),
    instances: [
      ev('2026-03-02T09:00:00-05:00', '2026-03-02T09:10:00-05:00'),
      ev('2026-03-02T09:04:00-05:00', '2026-03-02T09:14:00-05:00'),
    ],
    expected: { score: 0, matchedSlots: 0, totalSlots: 1, eventsCount: 2 },
  },
  {
    name: 'transparent (free) events and all-day events match nothing but are counted',
    week: MARCH,
    schedule: plan(['tuesday-9:00 AM', 'tuesday-2:00 PM']),
    instances: [
      ev('2026-03-03T09:00:00-05:00', '2026-03-03T10:00:00-05:00', { busy: false }),
      ev('2026-03-03T00:00:00-05:00', '2026-03-04T00:00:00-05:00', { allDay: true }),
    ],
    expected: { score: 0, matchedSlots: 0, totalSlots: 2, eventsCount: 2 },
  },
  {
    name: 'an event crossing midnight matches Monday 9 PM and Tuesday 5 AM',
    week: MARCH,
    schedule: plan(['monday-9:00 PM', 'tuesday-5:00 AM', 'tuesday-5:30 AM']),
    instances: [ev('2026-03-02T21:00:00-05:00', '2026-03-03T05:30:00-05:00')],
    expected: { score: 67, matchedSlots: 2, totalSlots: 3, eventsCount: 1 },
  },
  {
    name: 'an event from the Sunday before crosses into Monday 5 AM; one ending at midnight does not touch',
    week: MARCH,
    schedule: plan(['monday-5:00 AM']),
    instances: [
      ev('2026-03-01T23:00:00-05:00', '2026-03-02T05:30:00-05:00'),
      ev('2026-03-01T20:00:00-05:00', '2026-03-02T00:00:00-05:00'),
    ],
    expected: { score: 100, matchedSlots: 1, totalSlots: 1, eventsCount: 1 },
  },
  {
    name: 'DST in March: Sunday 9 AM is 9 AM EDT (13:00Z), not 9 AM EST (14:00Z)',
    week: MARCH,
    schedule: plan(['sunday-9:00 AM', 'sunday-10:00 AM', 'saturday-9:00 AM']),
    instances: [
      ev('2026-03-08T13:00:00Z', '2026-03-08T13:30:00Z'), // 9:00-9:30 EDT
      ev('2026-03-07T14:00:00Z', '2026-03-07T14:30:00Z'), // Saturday 9:00-9:30 EST
    ],
    expected: { score: 67, matchedSlots: 2, totalSlots: 3, eventsCount: 2 },
  },
  {
    name: 'DST in March: the week ends at Monday 00:00 EDT (04:00Z)',
    week: MARCH,
    schedule: {},
    instances: [
      ev('2026-03-09T03:30:00Z', '2026-03-09T03:50:00Z'), // Sunday 11:30 PM EDT: in the week
      ev('2026-03-09T04:00:00Z', '2026-03-09T04:30:00Z'), // Monday 00:00 EDT: the next week
      ev('2026-03-02T04:30:00Z', '2026-03-02T04:59:00Z'), // Sunday 11:30 PM EST before: the week before
    ],
    expected: { score: 0, matchedSlots: 0, totalSlots: 0, eventsCount: 1 },
  },
  {
    name: 'DST in November: Monday 9 AM is 13:00Z (EDT), Sunday 9 AM is 14:00Z (EST)',
    week: NOVEMBER,
    schedule: plan(['monday-9:00 AM', 'sunday-9:00 AM', 'sunday-8:00 AM']),
    instances: [
      ev('2026-10-26T13:00:00Z', '2026-10-26T13:30:00Z'),
      ev('2026-11-01T14:00:00Z', '2026-11-01T14:30:00Z'),
    ],
    expected: { score: 67, matchedSlots: 2, totalSlots: 3, eventsCount: 2 },
  },
  {
    name: 'a zero-length event inside the week is counted and matches nothing',
    week: NOVEMBER,
    schedule: plan(['monday-9:00 AM']),
    instances: [ev('2026-10-26T13:10:00Z', '2026-10-26T13:10:00Z')],
    expected: { score: 0, matchedSlots: 0, totalSlots: 1, eventsCount: 1 },
  },
];

describe('compareWeek', () => {
  it.each(rows)('$name', ({ week, schedule, instances, expected }) => {
    const { byDomain: _, ...result } = compareWeek({
      schedule,
      instances,
      weekStartDate: week,
      timeZone: NY,
    });
    expect(result).toEqual(expected);
  });

  it('breaks the minutes down by domain: ideal from the cells, actual from busy timed events, overlaps once', () => {
    const schedule = {
      ...plan(['monday-9:00 AM', 'monday-9:30 AM', 'monday-10:00 AM'], 'work'),
      ...plan(['monday-6:00 PM'], 'marital'),
      ...plan(['monday-7:00 AM']), // no domain: planned, in no domain
    };
    const result = compareWeek({
      schedule,
      weekStartDate: MARCH,
      timeZone: NY,
      instances: [
        ev('2026-03-02T09:00:00-05:00', '2026-03-02T10:00:00-05:00', { domain: 'work' }),
        ev('2026-03-02T09:30:00-05:00', '2026-03-02T10:15:00-05:00', { domain: 'work' }), // overlaps 30 min
        ev('2026-03-02T12:00:00-05:00', '2026-03-02T12:45:20-05:00', { domain: 'physical' }), // 45⅓ → 45
        ev('2026-03-02T18:00:00-05:00', '2026-03-02T19:00:00-05:00', { domain: 'marital', busy: false }),
        ev('2026-03-03T00:00:00-05:00', '2026-03-04T00:00:00-05:00', { domain: 'social', allDay: true }),
        ev('2026-03-01T23:00:00-05:00', '2026-03-02T01:00:00-05:00', { domain: 'spiritual' }), // 60 in the week
        ev('2026-03-02T13:00:00-05:00', '2026-03-02T14:00:00-05:00'), // no domain
      ],
    });
    expect(result.byDomain).toEqual([
      { domain: 'spiritual', idealMinutes: 0, actualMinutes: 60 },
      { domain: 'physical', idealMinutes: 0, actualMinutes: 45 },
      { domain: 'marital', idealMinutes: 30, actualMinutes: 0 },
      { domain: 'work', idealMinutes: 90, actualMinutes: 75 },
      { domain: null, idealMinutes: 30, actualMinutes: 60 },
    ]);
    expect(result).toMatchObject({ matchedSlots: 3, totalSlots: 5, score: 60, eventsCount: 7 });
  });

  // One rule for the score and the hours (ADR 058): every planned slot and every busy minute the score reads sits
  // in one row, its domain's or the 'No domain' row (domain: null).
  it.each([
    {
      name: 'a Work slot matched by a block without a domain: 100%, and the hour shows under no domain',
      week: MARCH,
      schedule: plan(['monday-9:00 AM', 'monday-9:30 AM'], 'work'),
      instances: [ev('2026-03-02T09:00:00-05:00', '2026-03-02T10:00:00-05:00')],
      score: 100,
      byDomain: [
        { domain: 'work', idealMinutes: 60, actualMinutes: 0 },
        { domain: null, idealMinutes: 0, actualMinutes: 60 },
      ],
    },
    {
      name: 'a slot planned without a domain is ideal time of the no-domain row',
      week: MARCH,
      schedule: plan(['tuesday-7:00 AM']),
      instances: [ev('2026-03-03T07:00:00-05:00', '2026-03-03T07:30:00-05:00', { domain: 'physical' })],
      score: 100,
      byDomain: [
        { domain: 'physical', idealMinutes: 0, actualMinutes: 30 },
        { domain: null, idealMinutes: 30, actualMinutes: 0 },
      ],
    },
    {
      name: 'a free block without a domain matches nothing and adds no hours',
      week: MARCH,
      schedule: plan(['monday-9:00 AM'], 'work'),
      instances: [ev('2026-03-02T09:00:00-05:00', '2026-03-02T09:30:00-05:00', { busy: false })],
      score: 0,
      byDomain: [{ domain: 'work', idealMinutes: 30, actualMinutes: 0 }],
    },
    {
      name: 'DST week: Sunday 1:00-4:00 AM on the clock is 2 hours (EST to EDT), all of it under no domain',
      week: MARCH,
      schedule: plan(['sunday-5:00 AM'], 'spiritual'),
      instances: [
        ev('2026-03-08T01:00:00-05:00', '2026-03-08T04:00:00-04:00'),
        ev('2026-03-08T05:00:00-04:00', '2026-03-08T05:30:00-04:00', { domain: 'spiritual' }),
      ],
      score: 100,
      byDomain: [
        { domain: 'spiritual', idealMinutes: 30, actualMinutes: 30 },
        { domain: null, idealMinutes: 0, actualMinutes: 120 },
      ],
    },
    {
      name: 'DST week: Sunday 1:00-2:00 AM EDT to EST is 2 hours, and a block without a domain matches 5:00 AM',
      week: NOVEMBER,
      schedule: plan(['sunday-5:00 AM', 'sunday-5:30 AM'], 'work'),
      instances: [
        ev('2026-11-01T01:00:00-04:00', '2026-11-01T02:00:00-05:00', { domain: 'hobby' }),
        ev('2026-11-01T05:00:00-05:00', '2026-11-01T06:00:00-05:00'),
      ],
      score: 100,
      byDomain: [
        { domain: 'work', idealMinutes: 60, actualMinutes: 0 },
        { domain: 'hobby', idealMinutes: 0, actualMinutes: 120 },
        { domain: null, idealMinutes: 0, actualMinutes: 60 },
      ],
    },
  ])('$name', ({ week, schedule, instances, score, byDomain }) => {
    const result = compareWeek({ schedule, instances, weekStartDate: week, timeZone: NY });
    expect({ score: result.score, byDomain: result.byDomain }).toEqual({ score, byDomain });
  });

  it('ignores keys off the grid and refuses a week start that is not a Monday', () => {
    const schedule = { 'monday-9:15 AM': { activity: 'x' }, 'monday-9:00 AM': { activity: 'y' } };
    expect(compareWeek({ schedule, instances: [], weekStartDate: MARCH, timeZone: NY }).totalSlots).toBe(1);
    expect(() => compareWeek({ schedule, instances: [], weekStartDate: '2026-03-03', timeZone: NY })).toThrow(
      RangeError,
    );
  });

  it('reads the grid in the zone given: the same instants match Monday 9 AM in Paris, not in New York', () => {
    const schedule = plan(['monday-9:00 AM']);
    const instances = [ev('2026-03-02T08:00:00Z', '2026-03-02T08:30:00Z')];
    const week = { schedule, instances, weekStartDate: MARCH };
    expect(compareWeek({ ...week, timeZone: 'Europe/Paris' }).matchedSlots).toBe(1);
    expect(compareWeek({ ...week, timeZone: NY }).matchedSlots).toBe(0);
  });
});

describe('weekComparisonInput', () => {
  it('accepts a Monday and a UUID (lower-cased) and names the bad field', () => {
    const id = 'A3B1C2D4-0000-4000-8000-000000000001';
    expect(weekComparisonInput.parse({ weekStartDate: MARCH, idealWeekId: id })).toEqual({
      weekStartDate: MARCH,
      idealWeekId: id.toLowerCase(),
    });
    const tuesday = weekComparisonInput.safeParse({ weekStartDate: '2026-03-03', idealWeekId: id });
    expect(tuesday.error?.issues[0]?.path).toEqual(['weekStartDate']);
    const notUuid = weekComparisonInput.safeParse({ weekStartDate: MARCH, idealWeekId: 'abc' });
    expect(notUuid.error?.issues[0]?.path).toEqual(['idealWeekId']);
  });
});
