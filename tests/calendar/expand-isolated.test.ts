import { describe, expect, it } from 'vitest';
import { expandCalendar, parseCalendar } from '../../src/server/calendar/expand.ts';
import { readCalendarIsolated } from '../../src/server/calendar/expand-isolated.ts';
import { CalendarError } from '../../src/server/calendar/provider.ts';

const MARCH = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') };

function feed(...events: string[][]): string {
  const body = events.map((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n'));
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'X-WR-CALNAME:Isolated', ...body, 'END:VCALENDAR'].join('\r\n');
}

describe('readCalendarIsolated', () => {
  it('gives the same instances as the in-process expansion, Dates included', async () => {
    const text = feed([
      'UID:w',
      'SUMMARY:Weekly',
      'DTSTART;TZID=America/New_York:20260302T090000',
      'DURATION:PT1H',
      'RRULE:FREQ=WEEKLY;COUNT=3',
    ]);
    const options = { range: MARCH, timeZone: 'Europe/Berlin', calendarId: 'feed' };
    const isolated = await readCalendarIsolated(text, options);
    expect(isolated.name).toBe('Isolated');
    expect(isolated.expansion).toEqual(expandCalendar(parseCalendar(text), options));
    expect(isolated.expansion?.instances[1]?.start).toEqual(new Date('2026-03-09T13:00:00.000Z'));
  }, 120_000);

  it('a rule that makes ical.js loop forever is invalid-data at the deadline', async () => {
    // ical.js 2.2.1's DAILY iterator never gives up on a day that cannot exist: here the 30th-from-last of
    // February. (expand-recurrence.ts catches the positive form, 31 February, before asking ical.js; not this one.)
    const text = feed(['UID:loop', 'DTSTART:20200101T100000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=-30']);
    await readCalendarIsolated(feed(['UID:warm', 'DTSTART:20260310T100000Z'])); // the worker is up: time the loop only
    const started = performance.now();
    let caught: unknown;
    try {
      await readCalendarIsolated(
        text,
        { range: MARCH, timeZone: 'UTC', calendarId: 'feed' },
        { timeoutMs: 1_500 },
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CalendarError);
    expect(caught).toMatchObject({ kind: 'invalid-data' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(performance.now() - started).toBeLessThan(10_000);
    // the worker was replaced: the next text reads normally
    const after = await readCalendarIsolated(feed(['UID:next', 'DTSTART:20260310T100000Z']), {
      range: MARCH,
      timeZone: 'UTC',
      calendarId: 'feed',
    });
    expect(after.expansion?.instances.map((i) => i.uid)).toEqual(['next']);
  }, 120_000);

  it('a malformed text is the same invalid-data as in-process, with its user message', async () => {
    await expect(readCalendarIsolated('<html></html>')).rejects.toMatchObject({
      kind: 'invalid-data',
      userMessage: 'The address does not serve an iCalendar (.ics) calendar.',
    });
  }, 120_000);
});
