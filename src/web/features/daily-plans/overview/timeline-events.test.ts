/** The overview timeline's layout (docs/product.md §9 rows 6 AM - 9 PM; all-day row), in the test's zone. */
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../calendar/api.ts';
import { layOutDay, rowOf } from './timeline-events.ts';

const dayStart = new Date(2026, 2, 10); // local midnight of 10 March 2026

const at = (hour: number, minute = 0, dayOffset = 0) =>
  new Date(2026, 2, 10 + dayOffset, hour, minute).toISOString();

const event = (
  id: string,
  start: string,
  end: string,
  fields: Partial<CalendarEvent> = {},
): CalendarEvent => ({
  id,
  summary: id,
  description: '',
  start,
  end,
  allDay: false,
  calendarId: 'cal',
  busy: true,
  source: 'caldav',
  ...fields,
});

describe('rowOf', () => {
  it.each([
    ['9:30 AM starts in the 9 AM row', at(9, 30), 9],
    ['6:00 AM is the first row', at(6), 6],
    ['before 6 AM goes to the first row', at(4, 15), 6],
    ['the day before goes to the first row', at(23, 0, -1), 6],
    ['9:45 PM is the last row', at(21, 45), 21],
    ['after 9 PM goes to the last row', at(23, 30), 21],
  ])('%s', (_, start, row) => {
    expect(rowOf(event('e', start, at(23, 59)), dayStart)).toBe(row);
  });
});

describe('layOutDay', () => {
  it('puts all-day events in their own row and timed ones by hour in start order', () => {
    const events = [
      event('late', at(9, 40), at(10)),
      event('holiday', at(0), at(0, 0, 1), { allDay: true }),
      event('early', at(9, 5), at(9, 30)),
      event('trip', at(0, 0, -1), at(0, 0, 2), { allDay: true }),
      event('lunch', at(12), at(13)),
    ];
    const { allDay, byHour } = layOutDay(events, dayStart);
    expect(allDay.map((e) => e.id)).toEqual(['holiday', 'trip']);
    expect([...byHour.entries()].map(([hour, list]) => [hour, list.map((e) => e.id)])).toEqual([
      [9, ['early', 'late']],
      [12, ['lunch']],
    ]);
  });
  it('lays out an empty day as nothing', () => {
    const { allDay, byHour } = layOutDay([], dayStart);
    expect(allDay).toEqual([]);
    expect(byHour.size).toBe(0);
  });
});
