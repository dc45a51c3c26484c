import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SETTINGS,
  habitRemindersBetween,
  isoWeekdayOf,
  occurrenceAt,
  type RemindedHabit,
  type ReminderSettings,
  reminderMessage,
  reminderSettings,
  remindersBetween,
} from './reminders.ts';

const everyDay = (time: string): ReminderSettings => ({
  ...DEFAULT_REMINDER_SETTINGS,
  planDay: { enabled: true, time, days: [1, 2, 3, 4, 5, 6, 7] },
  finishDay: { enabled: false, time: '17:00' },
  weeklyReview: { enabled: false, day: 5, time: '16:00' },
});

const instants = (settings: ReminderSettings, from: string, to: string, zone: string) =>
  remindersBetween(settings, new Date(from), new Date(to), zone).map(
    (o) => `${o.kind} ${o.date} ${o.at.toISOString()}`,
  );

describe('remindersBetween: 07:30 local every day across DST weeks', () => {
  it.each([
    [
      'Europe/Berlin spring forward (Sun 2026-03-29)',
      'Europe/Berlin',
      '2026-03-27T00:00:00Z',
      '2026-03-31T00:00:00Z',
      [
        '2026-03-27T06:30:00.000Z',
        '2026-03-28T06:30:00.000Z',
        '2026-03-29T05:30:00.000Z',
        '2026-03-30T05:30:00.000Z',
      ],
    ],
    [
      'Europe/Berlin fall back (Sun 2026-10-25)',
      'Europe/Berlin',
      '2026-10-23T00:00:00Z',
      '2026-10-27T00:00:00Z',
      [
        '2026-10-23T05:30:00.000Z',
        '2026-10-24T05:30:00.000Z',
        '2026-10-25T06:30:00.000Z',
        '2026-10-26T06:30:00.000Z',
      ],
    ],
    [
      'America/New_York spring forward (Sun 2026-03-08)',
      'America/New_York',
      '2026-03-06T00:00:00Z',
      '2026-03-10T00:00:00Z',
      [
        '2026-03-06T12:30:00.000Z',
        '2026-03-07T12:30:00.000Z',
        '2026-03-08T11:30:00.000Z',
        '2026-03-09T11:30:00.000Z',
      ],
    ],
    [
      'America/New_York fall back (Sun 2026-11-01)',
      'America/New_York',
      '2026-10-30T00:00:00Z',
      '2026-11-03T00:00:00Z',
      [
        '2026-10-30T11:30:00.000Z',
        '2026-10-31T11:30:00.000Z',
        '2026-11-01T12:30:00.000Z',
        '2026-11-02T12:30:00.000Z',
      ],
    ],
  ])('%s', (_name, zone, from, to, expected) => {
    expect(
      remindersBetween(everyDay('07:30'), new Date(from), new Date(to), zone).map((o) => o.at.toISOString()),
    ).toEqual(expected);
  });
});

describe('remindersBetween: times the DST change touches', () => {
  it.each([
    [
      'a time in the spring-forward gap moves forward by the gap',
      '02:30',
      '2026-03-08T06:00:00Z',
      '2026-03-08T09:00:00Z',
      ['plan-day 2026-03-08 2026-03-08T07:30:00.000Z'],
    ],
    [
      'an ambiguous fall-back time is the earlier instant, once',
      '01:30',
      '2026-11-01T04:00:00Z',
      '2026-11-01T08:00:00Z',
      ['plan-day 2026-11-01 2026-11-01T05:30:00.000Z'],
    ],
  ])('%s', (_name, time, from, to, expected) => {
    expect(instants(everyDay(time), from, to, 'America/New_York')).toEqual(expected);
  });
});

describe('remindersBetween: the defaults over one week in New York', () => {
  it('plan your day on weekdays only, finish your day daily, weekly review on Friday', () => {
    const found = instants(
      DEFAULT_REMINDER_SETTINGS,
      '2026-03-09T04:00:00Z',
      '2026-03-16T04:00:00Z',
      'America/New_York',
    );
    expect(found.filter((f) => f.startsWith('plan-day')).map((f) => f.split(' ')[1])).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
    expect(found.filter((f) => f.startsWith('finish-day'))).toHaveLength(7);
    expect(found.filter((f) => f.startsWith('weekly-review'))).toEqual([
      'weekly-review 2026-03-13 2026-03-13T20:00:00.000Z',
    ]);
  });

  it('the window is half-open: an occurrence at `to` is left for the next window', () => {
    expect(
      instants(everyDay('07:30'), '2026-03-09T11:30:00Z', '2026-03-09T11:30:00Z', 'America/New_York'),
    ).toEqual([]);
    expect(
      instants(everyDay('07:30'), '2026-03-09T11:30:00Z', '2026-03-09T11:31:00Z', 'America/New_York'),
    ).toHaveLength(1);
  });
});

describe('occurrenceAt: the check made when a reminder is sent', () => {
  const at = new Date('2026-03-30T05:30:00Z'); // 07:30 in Berlin, a Monday
  it.each([
    ['still wanted', everyDay('07:30'), 'plan-day 2026-03-30'],
    ['turned off', { ...everyDay('07:30'), planDay: { enabled: false, time: '07:30', days: [1] } }, null],
    ['moved to 08:00', everyDay('08:00'), null],
    [
      'not on Mondays any more',
      { ...everyDay('07:30'), planDay: { enabled: true, time: '07:30', days: [2] } },
      null,
    ],
  ])('%s', (_name, settings, expected) => {
    const found = occurrenceAt(settings, 'plan-day', at, 'Europe/Berlin');
    expect(found ? `${found.kind} ${found.date}` : null).toBe(expected);
  });
});

describe('reminderSettings', () => {
  it.each([
    [{ ...DEFAULT_REMINDER_SETTINGS, planDay: { enabled: true, time: '24:00', days: [1] } }, 'planDay.time'],
    [
      { ...DEFAULT_REMINDER_SETTINGS, planDay: { enabled: true, time: '07:30', days: [0] } },
      'planDay.days.0',
    ],
    [
      { ...DEFAULT_REMINDER_SETTINGS, planDay: { enabled: true, time: '07:30', days: [1, 1] } },
      'planDay.days',
    ],
    [
      { ...DEFAULT_REMINDER_SETTINGS, blockStart: { enabled: true, minutesBefore: 121 } },
      'blockStart.minutesBefore',
    ],
    [
      { ...DEFAULT_REMINDER_SETTINGS, weeklyReview: { enabled: true, day: 8, time: '16:00' } },
      'weeklyReview.day',
    ],
  ])('refuses %j at %s', (input, path) => {
    const result = reminderSettings.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.path.join('.')).toBe(path);
  });

  it('accepts the defaults', () => {
    expect(reminderSettings.parse(DEFAULT_REMINDER_SETTINGS)).toEqual(DEFAULT_REMINDER_SETTINGS);
  });
});

describe('isoWeekdayOf', () => {
  it.each([
    ['2026-03-09', 1],
    ['2026-03-13', 5],
    ['2026-03-15', 7],
  ])('%s is %i', (date, day) => expect(isoWeekdayOf(date)).toBe(day));
});

describe('reminderMessage', () => {
  it.each([
    [
      { kind: 'plan-day' as const, date: '2026-03-09' },
      'Plan your day: your Big 3 are waiting',
      '/daily-planning',
    ],
    [{ kind: 'finish-day' as const, date: '2026-03-09' }, 'Finish your day', '/daily-overview'],
    [{ kind: 'weekly-review' as const, date: '2026-03-13' }, 'Time for your weekly review', '/weekly-review'],
    [
      {
        kind: 'block-start' as const,
        date: '2026-03-09',
        blockId: 'b1',
        blockTitle: 'Deep work',
        startTime: '09:00',
      },
      'Starting at 09:00: Deep work',
      '/daily-overview',
    ],
  ])('%j says %s and opens %s', (reminder, title, url) => {
    const message = reminderMessage(reminder);
    expect([message.title, message.url]).toEqual([title, url]);
  });
});

describe('habitRemindersBetween: a habit at its own time on its scheduled days', () => {
  const habit = (schedule: RemindedHabit['schedule'], reminderTime = '06:30', startDate = '2026-03-01') => ({
    id: 'h1',
    schedule,
    startDate,
    reminderTime,
  });
  const found = (habits: RemindedHabit[], from: string, to: string, zone: string) =>
    habitRemindersBetween(habits, new Date(from), new Date(to), zone).map(
      (o) => `${o.habitId} ${o.date} ${o.at.toISOString()}`,
    );

  it.each([
    [
      'daily, New York across spring forward (Sun 2026-03-08)',
      habit({ kind: 'daily' }),
      'America/New_York',
      '2026-03-07T00:00:00Z',
      '2026-03-10T00:00:00Z',
      [
        'h1 2026-03-07 2026-03-07T11:30:00.000Z',
        'h1 2026-03-08 2026-03-08T10:30:00.000Z',
        'h1 2026-03-09 2026-03-09T10:30:00.000Z',
      ],
    ],
    [
      'daily, Berlin across fall back (Sun 2026-10-25)',
      habit({ kind: 'daily' }),
      'Europe/Berlin',
      '2026-10-24T00:00:00Z',
      '2026-10-27T00:00:00Z',
      [
        'h1 2026-10-24 2026-10-24T04:30:00.000Z',
        'h1 2026-10-25 2026-10-25T05:30:00.000Z',
        'h1 2026-10-26 2026-10-26T05:30:00.000Z',
      ],
    ],
    [
      'Monday and Wednesday only (2026-03-09 is a Monday)',
      habit({ kind: 'weekdays', days: [1, 3] }),
      'UTC',
      '2026-03-09T00:00:00Z',
      '2026-03-13T00:00:00Z',
      ['h1 2026-03-09 2026-03-09T06:30:00.000Z', 'h1 2026-03-11 2026-03-11T06:30:00.000Z'],
    ],
    [
      'every 3 days from its start',
      habit({ kind: 'everyNDays', n: 3 }, '21:15', '2026-03-02'),
      'UTC',
      '2026-03-01T00:00:00Z',
      '2026-03-09T00:00:00Z',
      [
        'h1 2026-03-02 2026-03-02T21:15:00.000Z',
        'h1 2026-03-05 2026-03-05T21:15:00.000Z',
        'h1 2026-03-08 2026-03-08T21:15:00.000Z',
      ],
    ],
    [
      'nothing before the habit starts',
      habit({ kind: 'daily' }, '06:30', '2026-03-11'),
      'UTC',
      '2026-03-09T00:00:00Z',
      '2026-03-12T00:00:00Z',
      ['h1 2026-03-11 2026-03-11T06:30:00.000Z'],
    ],
    [
      'a local day ahead of UTC: Kiritimati (UTC+14) at 06:30 is the evening before in UTC',
      habit({ kind: 'daily' }),
      'Pacific/Kiritimati',
      '2026-03-09T00:00:00Z',
      '2026-03-10T00:00:00Z',
      ['h1 2026-03-10 2026-03-09T16:30:00.000Z'],
    ],
  ])('%s', (_name, subject, zone, from, to, expected) => {
    expect(found([subject], from, to, zone)).toEqual(expected);
  });

  it('a time inside the spring-forward gap moves forward by the gap (02:30 → 03:30 New York)', () => {
    expect(
      found(
        [habit({ kind: 'daily' }, '02:30')],
        '2026-03-08T00:00:00Z',
        '2026-03-09T00:00:00Z',
        'America/New_York',
      ),
    ).toEqual(['h1 2026-03-08 2026-03-08T07:30:00.000Z']);
  });
});

describe('reminderMessage: a habit', () => {
  it("names the habit, opens its page and carries the 'Done' action with the habit and day", () => {
    expect(
      reminderMessage({ kind: 'habit', date: '2026-03-09', habitId: 'h1', habitName: 'Read Scripture' }),
    ).toEqual({
      title: 'Time for Read Scripture',
      body: 'Check it in once it is done.',
      url: '/habit-tracker/h1',
      tag: 'habit:h1:2026-03-09',
      actions: [{ action: 'done', title: 'Done' }],
      habitId: 'h1',
      date: '2026-03-09',
    });
  });
});
