import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../core/calendar/events.ts';
import {
  comparedWeekNote,
  eventsOnDay,
  layoutDay,
  monthGridDays,
  periodLabel,
  rangeOfDays,
  stepAnchor,
  weekViewDays,
} from './calendar-layout.ts';

/** An event from local wall times on 2026-03-{day} (the process zone; no DST change on these days). */
function ev(id: string, day: number, from: string, to: string, allDay = false): CalendarEvent {
  const at = (d: number, hm: string) => {
    const [h, m] = hm.split(':').map(Number);
    return new Date(2026, 2, d, h, m).toISOString();
  };
  const minutes = (hm: string) => Number(hm.split(':')[0]) * 60 + Number(hm.split(':')[1]);
  const toDay = minutes(to) < minutes(from) ? day + 1 : day;
  return {
    id,
    summary: id,
    description: '',
    start: at(day, from),
    end: at(toDay, to),
    allDay,
    calendarId: null,
    busy: true,
    source: 'steward',
  };
}

const ymd = (days: Date[]) => days.map((d) => format(d, 'yyyy-MM-dd'));
const TUESDAY = new Date(2026, 2, 10);

describe('days shown', () => {
  it('gives whole Sunday-Saturday weeks for a month', () => {
    const days = ymd(monthGridDays(TUESDAY));
    expect(days[0]).toBe('2026-03-01');
    expect(days.at(-1)).toBe('2026-04-04');
    expect(days).toHaveLength(35);
    expect(ymd(monthGridDays(new Date(2026, 1, 14)))).toHaveLength(28); // February 2026 starts on Sunday
  });

  it('gives Sunday-Saturday for the full week and Monday-Friday for the work week', () => {
    expect(ymd(weekViewDays(TUESDAY, 'full'))).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(ymd(weekViewDays(TUESDAY, 'work'))).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
  });

  it('fetches from the first local midnight to the one after the last day, and labels the period', () => {
    const days = weekViewDays(TUESDAY, 'work');
    expect(rangeOfDays(days)).toEqual({ start: new Date(2026, 2, 9), end: new Date(2026, 2, 14) });
    expect(periodLabel('week', days, TUESDAY)).toBe('Mar 9 - 13, 2026');
    expect(periodLabel('week', weekViewDays(new Date(2026, 3, 1), 'full'), TUESDAY)).toBe(
      'Mar 29 - Apr 4, 2026',
    );
    expect(periodLabel('week', weekViewDays(new Date(2026, 11, 31), 'full'), TUESDAY)).toBe(
      'Dec 27, 2026 - Jan 2, 2027',
    );
    expect(periodLabel('month', [], TUESDAY)).toBe('March 2026');
    expect(format(stepAnchor(new Date(2026, 0, 31), 'month', 1), 'yyyy-MM-dd')).toBe('2026-02-01');
    expect(format(stepAnchor(TUESDAY, 'week', -1), 'yyyy-MM-dd')).toBe('2026-03-03');
  });
});

describe('eventsOnDay', () => {
  it('lists events overlapping the day, including one crossing midnight, not one ending at midnight', () => {
    const events = [
      ev('late', 9, '22:00', '01:00'),
      ev('ends-at-midnight', 9, '23:00', '00:00'),
      ev('a', 10, '9:00', '10:00'),
    ];
    expect(eventsOnDay(events, TUESDAY).map((e) => e.id)).toEqual(['late', 'a']);
  });
});

describe('layoutDay', () => {
  const placed = (events: CalendarEvent[]) =>
    layoutDay(events, TUESDAY).map((p) => `${p.event.id} ${p.top}-${p.bottom} ${p.lane}/${p.lanes}`);

  it('spans the rows of the duration and cuts an event crossing midnight', () => {
    expect(placed([ev('a', 10, '9:00', '10:30'), ev('night', 10, '23:00', '02:00')])).toEqual([
      'a 540-630 0/1',
      'night 1380-1440 0/1',
    ]);
    expect(placed([ev('early', 9, '22:00', '01:00')])).toEqual(['early 0-60 0/1']);
  });

  it('puts overlapping events side by side and reuses a column once it is free', () => {
    expect(
      placed([
        ev('a', 10, '9:00', '11:00'),
        ev('b', 10, '9:30', '10:00'),
        ev('c', 10, '10:00', '10:30'),
        ev('d', 10, '13:00', '14:00'),
      ]),
    ).toEqual(['a 540-660 0/2', 'b 570-600 1/2', 'c 600-630 1/2', 'd 780-840 0/1']);
  });

  it('leaves all-day events to the row above the hours and gives short events a readable height', () => {
    expect(placed([ev('holiday', 10, '0:00', '0:00', true), ev('short', 10, '8:00', '8:05')])).toEqual([
      'short 480-500 0/1',
    ]);
  });
});

describe('comparedWeekNote', () => {
  const monday = new Date(2026, 2, 9);
  it.each([
    {
      span: 'full' as const,
      note: 'Sunday, Mar 15 is not shown here; Sunday, Mar 8 counts in the week before.',
    },
    { span: 'work' as const, note: 'Saturday, Mar 14 and Sunday, Mar 15 are not shown here.' },
  ])('names the days the $span week and the Monday-Sunday comparison do not share', ({ span, note }) => {
    expect(comparedWeekNote(weekViewDays(new Date(2026, 2, 10), span), monday)).toBe(note);
  });

  it('says nothing when the shown days are the compared week', () => {
    const days = Array.from({ length: 7 }, (_, i) => new Date(2026, 2, 9 + i));
    expect(comparedWeekNote(days, monday)).toBe('');
  });
});
