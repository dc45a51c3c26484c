import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../core/calendar/events.ts';
import { eventsOnDay, layoutDay } from './event-layout.ts';

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

const TUESDAY = new Date(2026, 2, 10);

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
