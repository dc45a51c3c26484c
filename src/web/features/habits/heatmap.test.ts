import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HabitEntry, HabitSchedule } from '../../../core/habits.ts';
import {
  buildHeatmap,
  type DayState,
  dayLabel,
  dayState,
  HEATMAP_WEEKS,
  heatmapRanges,
  heatmapStart,
  monthlyDone,
  moveFocus,
} from './heatmap.ts';

// New York: 2026-03-08 (a Sunday) has 23 hours. Dates are named through the browser's zone, so pin one with a DST change.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

const daily: HabitSchedule = { kind: 'daily' };
const entry = (date: string, count: number, skipped = false): HabitEntry => ({ date, count, skipped });

describe('heatmapStart and heatmapRanges', () => {
  it.each([
    // today (weekday), first Monday, ranges of ≤ 366 days each
    ['2026-03-09', '2025-03-10', [{ from: '2025-03-10', to: '2026-03-09' }]], // Monday
    ['2026-03-10', '2025-03-10', [{ from: '2025-03-10', to: '2026-03-10' }]], // Tuesday: exactly 366 days
    [
      '2026-03-15', // Sunday: 371 days
      '2025-03-10',
      [
        { from: '2025-03-15', to: '2026-03-15' },
        { from: '2025-03-10', to: '2025-03-14' },
      ],
    ],
    [
      '2028-03-01', // a Wednesday after a leap day: 367 days
      '2027-03-01',
      [
        { from: '2027-03-02', to: '2028-03-01' },
        { from: '2027-03-01', to: '2027-03-01' },
      ],
    ],
  ])('today %s starts on %s', (today, first, ranges) => {
    expect(heatmapStart(today)).toBe(first);
    expect(heatmapRanges(today)).toEqual(ranges);
  });
});

describe('dayState', () => {
  const today = '2026-03-10';
  it.each<[string, HabitSchedule, HabitEntry | undefined, string, DayState]>([
    ['before startDate', daily, undefined, '2026-03-03', 'beforeStart'],
    ['before startDate with an entry', daily, entry('2026-03-03', 8), '2026-03-03', 'beforeStart'],
    ['count = target', daily, entry('2026-03-04', 8), '2026-03-04', 'done'],
    ['count > target', daily, entry('2026-03-05', 9), '2026-03-05', 'done'],
    ['0 < count < target', daily, entry('2026-03-06', 3), '2026-03-06', 'partial'],
    ['skipped', daily, entry('2026-03-07', 0, true), '2026-03-07', 'skipped'],
    ['skipped with some done', daily, entry('2026-03-07', 3, true), '2026-03-07', 'skipped'],
    ['skipped but done', daily, entry('2026-03-08', 8, true), '2026-03-08', 'done'],
    ['no entry, past (DST day)', daily, undefined, '2026-03-08', 'none'],
    ['no entry, today', daily, undefined, today, 'none'],
    ['tomorrow', daily, undefined, '2026-03-11', 'future'],
    ['weekdays: an off day', { kind: 'weekdays', days: [1, 3, 5] }, undefined, today, 'notScheduled'],
    ['weekdays: an off day done', { kind: 'weekdays', days: [1, 3, 5] }, entry(today, 8), today, 'done'],
    ['weekdays: a chosen day', { kind: 'weekdays', days: [1, 3, 5] }, undefined, '2026-03-09', 'none'],
    ['timesPerWeek: any day counts', { kind: 'timesPerWeek', times: 3 }, undefined, '2026-03-05', 'none'],
    ['everyNDays: on startDate + 3', { kind: 'everyNDays', n: 3 }, undefined, '2026-03-07', 'none'],
    ['everyNDays: between', { kind: 'everyNDays', n: 3 }, undefined, '2026-03-05', 'notScheduled'],
  ])('%s', (_, schedule, dayEntry, date, state) => {
    expect(dayState({ schedule, target: 8, startDate: '2026-03-04' }, dayEntry, date, today)).toBe(state);
  });
});

describe('dayLabel', () => {
  const today = '2026-03-10';
  it.each<[DayState, string, number, boolean, string]>([
    ['done', '2026-03-03', 8, false, 'March 3, 2026: done 8 of 8'],
    ['partial', '2026-03-03', 3, false, 'March 3, 2026: 3 of 8'],
    ['skipped', '2026-03-04', 0, false, 'March 4, 2026: skipped'],
    ['none', '2026-03-05', 0, false, 'March 5, 2026: missed'],
    ['none', '2026-03-05', 0, true, 'March 5, 2026: not done'],
    ['none', today, 0, false, 'March 10, 2026: not done yet'],
    ['notScheduled', '2026-03-08', 0, false, 'March 8, 2026: not scheduled'],
    ['beforeStart', '2026-03-01', 0, false, 'March 1, 2026: before the habit started'],
    ['future', '2026-03-11', 0, false, ''],
  ])('%s on %s', (state, date, count, weekly, label) => {
    expect(dayLabel(state, date, count, 8, today, weekly)).toBe(label);
  });
});

describe('buildHeatmap', () => {
  const today = '2026-03-10'; // a Tuesday
  const habit = { schedule: daily, target: 2, startDate: '2025-09-17' }; // a Wednesday in the middle
  const map = buildHeatmap(
    habit,
    [entry('2026-03-08', 2), entry('2025-09-16', 2), entry('2026-03-10', 1)],
    today,
  );
  const cell = (date: string) => map.weeks.flat().find((day) => day.date === date);

  it('has 53 weeks of Monday…Sunday columns ending with this week', () => {
    expect(map.weeks).toHaveLength(HEATMAP_WEEKS);
    expect(map.weeks.every((week) => week.length === 7)).toBe(true);
    expect(map.weeks[0]?.[0]?.date).toBe('2025-03-10');
    expect(map.weeks[52]?.map((day) => day.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(map.weeks[52]?.map((day) => day.state)).toEqual(['none', 'partial', ...Array(5).fill('future')]);
  });

  it('gives the DST week seven days, the 23-hour Sunday in the Sunday row', () => {
    expect(map.weeks[51]?.map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(cell('2026-03-08')).toEqual({
      date: '2026-03-08',
      state: 'done',
      count: 2,
      label: 'March 8, 2026: done 2 of 2',
      editable: true,
    });
  });

  it('splits the week of startDate: before it nothing is editable, from it every day is', () => {
    expect(cell('2025-09-15')).toMatchObject({ state: 'beforeStart', editable: false });
    expect(cell('2025-09-16')).toMatchObject({ state: 'beforeStart', editable: false });
    expect(cell('2025-09-17')).toMatchObject({
      state: 'none',
      editable: true,
      label: 'September 17, 2025: missed',
    });
    expect(cell('2026-03-11')).toMatchObject({ state: 'future', editable: false, label: '' });
  });

  it('names the month over the column holding its 1st, and the first column with room', () => {
    expect(map.months.slice(0, 3)).toEqual([
      { column: 0, name: 'Mar' },
      { column: 3, name: 'Apr' },
      { column: 7, name: 'May' },
    ]);
    expect(map.months.at(-1)).toEqual({ column: 50, name: 'Mar' });
    expect(map.months).toHaveLength(13);
  });

  it('leaves the first column unnamed when the next month begins within 3 columns', () => {
    // today 2026-04-21: the grid starts on Monday 2025-04-21, May 1st is in column 1.
    expect(buildHeatmap(habit, [], '2026-04-21').months[0]).toEqual({ column: 1, name: 'May' });
  });
});

describe('moveFocus', () => {
  const first = '2025-03-10';
  const today = '2026-03-10';
  it.each<[string, string, boolean, string | null]>([
    ['2026-03-03', 'ArrowRight', false, '2026-03-10'],
    ['2026-03-04', 'ArrowRight', false, '2026-03-10'], // next week's Wednesday is after today
    ['2026-03-03', 'ArrowLeft', false, '2026-02-24'],
    ['2026-03-08', 'ArrowDown', false, '2026-03-09'], // Sunday → next Monday (DST day)
    ['2026-03-09', 'ArrowUp', false, '2026-03-08'],
    ['2025-03-10', 'ArrowUp', false, '2025-03-10'],
    ['2025-03-12', 'ArrowLeft', false, '2025-03-10'],
    ['2025-06-04', 'Home', false, '2025-03-12'], // Wednesday row's first week
    ['2025-06-04', 'End', false, '2026-03-10'], // Wednesday row's last week is after today
    ['2025-06-02', 'End', false, '2026-03-09'],
    ['2025-06-04', 'Home', true, first],
    ['2025-06-04', 'End', true, today],
    ['2026-01-06', 'PageDown', false, '2026-02-03'],
    ['2026-01-06', 'PageUp', false, '2025-12-09'],
    ['2026-01-06', 'Enter', false, null],
  ])('%s %s (ctrl %s) → %s', (date, key, ctrl, target) => {
    expect(moveFocus(date, key, ctrl, first, today)).toBe(target);
  });
});

describe('monthlyDone', () => {
  it('counts done days per month over the 12 months ending with this one', () => {
    const entries = [
      entry('2025-03-31', 2), // before the window
      entry('2025-04-01', 2),
      entry('2025-04-02', 1), // partial
      entry('2025-04-03', 0, true),
      entry('2025-11-02', 3), // 25-hour day in New York
      entry('2025-11-03', 2),
      entry('2026-03-10', 2),
      entry('2026-03-11', 2), // after today
    ];
    const months = monthlyDone({ target: 2, startDate: '2025-01-01' }, entries, '2026-03-10');
    expect(months.map((month) => month.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(months[0]).toEqual({ month: '2025-04', name: 'Apr 2025', done: 1 });
    expect(months.map((month) => month.done)).toEqual([1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1]);
  });

  it('ignores days before startDate and crosses a year from January', () => {
    const months = monthlyDone(
      { target: 1, startDate: '2026-01-15' },
      [entry('2026-01-14', 1), entry('2026-01-15', 1)],
      '2026-01-20',
    );
    expect(months[0]?.month).toBe('2025-02');
    expect(months.at(-1)).toEqual({ month: '2026-01', name: 'Jan 2026', done: 1 });
  });
});
