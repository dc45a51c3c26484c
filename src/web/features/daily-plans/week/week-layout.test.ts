import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../../core/calendar/events.ts';
import { columnEvents, weekHours } from './week-layout.ts';

// The browser's zone decides the wall clock; New York starts daylight saving time on Sunday 2026-03-08.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

function ev(id: string, start: string, end: string, allDay = false): CalendarEvent {
  return {
    id,
    summary: id,
    description: '',
    start,
    end,
    allDay,
    calendarId: null,
    busy: true,
    source: 'steward',
  };
}

const placed = (events: CalendarEvent[], date: string) =>
  columnEvents(events, date, { from: 360, to: 1320 }).map(({ event, top, bottom, lane, lanes }) => [
    event.id,
    top,
    bottom,
    lane,
    lanes,
  ]);

describe('columnEvents', () => {
  it('places events by their wall-clock minutes, overlapping ones side by side', () => {
    const events = [
      ev('a', '2026-03-10T13:00:00.000Z', '2026-03-10T14:00:00.000Z'),
      ev('b', '2026-03-10T13:30:00.000Z', '2026-03-10T14:30:00.000Z'),
    ];
    expect(placed(events, '2026-03-10')).toEqual([
      ['a', 540, 600, 0, 2],
      ['b', 570, 630, 1, 2],
    ]);
  });

  it('cuts events to 6 AM - 10 PM and leaves out those wholly outside, and all-day ones', () => {
    const events = [
      ev('early', '2026-03-10T09:00:00.000Z', '2026-03-10T11:00:00.000Z'),
      ev('night', '2026-03-11T03:00:00.000Z', '2026-03-11T04:00:00.000Z'),
      ev('late', '2026-03-11T01:30:00.000Z', '2026-03-11T03:00:00.000Z'),
      ev('holiday', '2026-03-10T04:00:00.000Z', '2026-03-11T04:00:00.000Z', true),
    ];
    expect(placed(events, '2026-03-10')).toEqual([
      ['early', 360, 420, 0, 1],
      ['late', 1290, 1320, 0, 1],
    ]);
  });

  it('keeps wall-clock times on the day daylight saving time starts', () => {
    // 9:00-10:00 AM EDT is 13:00Z; an event across the skipped hour (1:00-4:00 AM) is before the planner's hours.
    const events = [
      ev('run', '2026-03-08T13:00:00.000Z', '2026-03-08T14:00:00.000Z'),
      ev('gap', '2026-03-08T06:00:00.000Z', '2026-03-08T08:00:00.000Z'),
      ev('dawn', '2026-03-08T09:00:00.000Z', '2026-03-08T11:30:00.000Z'),
    ];
    expect(placed(events, '2026-03-08')).toEqual([
      ['dawn', 360, 450, 0, 1],
      ['run', 540, 600, 0, 1],
    ]);
  });
});

describe('weekHours', () => {
  const days = ['2026-03-09', '2026-03-10'];
  it('shows 6 AM - 10 PM when everything is inside', () => {
    const events = [ev('a', '2026-03-10T13:00:00.000Z', '2026-03-10T14:00:00.000Z')];
    expect(weekHours(events, days, [])).toEqual({ from: 360, to: 1320 });
  });

  it('widens to whole hours holding an Ideal Week block at 5 AM and an event to 11 PM', () => {
    const events = [ev('late', '2026-03-11T02:30:00.000Z', '2026-03-11T03:00:00.000Z')]; // Tue 10:30-11:00 PM
    const ideal = [
      { date: '2026-03-09', start: 300, end: 330, domain: 'spiritual' as const, activity: 'Pray' },
    ];
    expect(weekHours(events, days, ideal)).toEqual({ from: 300, to: 1380 });
  });

  it('shows the whole day for an event across midnight', () => {
    const events = [ev('night', '2026-03-10T02:30:00.000Z', '2026-03-10T05:00:00.000Z')]; // Mon 10:30 PM - Tue 1 AM
    expect(weekHours(events, days, [])).toEqual({ from: 0, to: 1440 });
  });

  it('leaves out events of days not shown and all-day events', () => {
    const events = [
      ev('wed', '2026-03-11T08:00:00.000Z', '2026-03-11T09:00:00.000Z'),
      ev('holiday', '2026-03-10T04:00:00.000Z', '2026-03-11T04:00:00.000Z', true),
    ];
    expect(weekHours(events, days, [])).toEqual({ from: 360, to: 1320 });
  });
});
