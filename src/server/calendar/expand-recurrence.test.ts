/**
 * expandCalendar against RFC 5545, recurrence: RRULE, RDATE (DATE-TIME and PERIOD) and EXDATE, overrides
 * (RECURRENCE-ID) in and out of the range, cancellations, the range's bounds, dates that do not exist and
 * rules that never end.
 */
import { describe, expect, it } from 'vitest';
import { instanceId } from './expand.ts';
import { expand, feed, spans, type TableRow, vevent, WEEKLY_NY } from './expand-test-fixtures.ts';

/** A PERIOD RDATE (RFC 5545 §3.3.9) for {@link WEEKLY_NY}: Wednesday 11 March 2026, 15:00-16:30 New York. */
const PERIOD_NY = 'RDATE;VALUE=PERIOD;TZID=America/New_York:20260311T150000/PT90M';

describe('expandCalendar: the RFC 5545 table (recurrence)', () => {
  it.each<TableRow>([
    {
      name: 'one-off event in UTC',
      text: feed(vevent('UID:a', 'SUMMARY:One', 'DTSTART:20260310T140000Z', 'DTEND:20260310T150000Z')),
      expected: [['2026-03-10T14:00:00.000Z', '2026-03-10T15:00:00.000Z', 'One']],
    },
    {
      name: 'weekly in New York with EXDATE and one override (moved and renamed), across the DST change',
      text: feed(
        vevent(...WEEKLY_NY, 'EXDATE;TZID=America/New_York:20260316T090000'),
        vevent(
          'UID:weekly-ny',
          'SUMMARY:Moved sync',
          'RECURRENCE-ID;TZID=America/New_York:20260323T090000',
          'DTSTART;TZID=America/New_York:20260323T140000',
          'DTEND;TZID=America/New_York:20260323T150000',
        ),
      ),
      expected: [
        ['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z', 'Weekly sync'], // EST, UTC-5
        ['2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z', 'Weekly sync'], // EDT from 8 March
        ['2026-03-23T18:00:00.000Z', '2026-03-23T19:00:00.000Z', 'Moved sync'],
        ['2026-03-30T13:00:00.000Z', '2026-03-30T14:00:00.000Z', 'Weekly sync'],
      ],
    },
    {
      name: 'EXDATE written in UTC removes the zoned occurrence it names',
      text: feed(vevent(...WEEKLY_NY, 'EXDATE:20260309T130000Z')),
      expected: [
        ['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z', 'Weekly sync'],
        ['2026-03-16T13:00:00.000Z', '2026-03-16T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-23T13:00:00.000Z', '2026-03-23T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-30T13:00:00.000Z', '2026-03-30T14:00:00.000Z', 'Weekly sync'],
      ],
    },
    {
      name: 'override moved out of the range drops its original instance',
      text: feed(
        vevent(...WEEKLY_NY),
        vevent(
          'UID:weekly-ny',
          'SUMMARY:Moved to April',
          'RECURRENCE-ID;TZID=America/New_York:20260323T090000',
          'DTSTART;TZID=America/New_York:20260402T090000',
          'DTEND;TZID=America/New_York:20260402T100000',
        ),
      ),
      options: { range: { start: new Date('2026-03-20T00:00:00Z'), end: new Date('2026-03-27T00:00:00Z') } },
      expected: [],
    },
    {
      name: 'override moved into the range is listed although its original is outside',
      text: feed(
        vevent(...WEEKLY_NY),
        vevent(
          'UID:weekly-ny',
          'SUMMARY:Pulled in',
          'RECURRENCE-ID;TZID=America/New_York:20260330T090000',
          'DTSTART;TZID=America/New_York:20260325T160000',
          'DTEND;TZID=America/New_York:20260325T170000',
        ),
      ),
      options: { range: { start: new Date('2026-03-24T00:00:00Z'), end: new Date('2026-03-27T00:00:00Z') } },
      expected: [['2026-03-25T20:00:00.000Z', '2026-03-25T21:00:00.000Z', 'Pulled in']],
    },
    {
      name: 'RDATE adds occurrences with the series duration',
      text: feed(
        vevent(
          'UID:r',
          'SUMMARY:Extra',
          'DTSTART:20260310T100000Z',
          'DURATION:PT1H',
          'RDATE:20260312T100000Z,20260315T120000Z',
        ),
      ),
      expected: [
        ['2026-03-10T10:00:00.000Z', '2026-03-10T11:00:00.000Z', 'Extra'],
        ['2026-03-12T10:00:00.000Z', '2026-03-12T11:00:00.000Z', 'Extra'],
        ['2026-03-15T12:00:00.000Z', '2026-03-15T13:00:00.000Z', 'Extra'],
      ],
    },
    {
      name: 'RDATE;VALUE=PERIOD, the example of §3.8.5.2: each period is an instance of its own length (§3.8.5.3)',
      text: feed(
        vevent(
          'UID:p',
          'SUMMARY:Period',
          'DTSTART:19960402T010000Z',
          'DURATION:PT1H',
          'RDATE;VALUE=PERIOD:19960403T020000Z/19960403T040000Z,19960404T010000Z/PT3H',
        ),
      ),
      options: { range: { start: new Date('1996-04-01T00:00:00Z'), end: new Date('1996-04-08T00:00:00Z') } },
      expected: [
        ['1996-04-02T01:00:00.000Z', '1996-04-02T02:00:00.000Z', 'Period'], // DTSTART, DURATION
        ['1996-04-03T02:00:00.000Z', '1996-04-03T04:00:00.000Z', 'Period'], // explicit end
        ['1996-04-04T01:00:00.000Z', '1996-04-04T04:00:00.000Z', 'Period'], // start and duration
      ],
    },
    {
      name: 'RDATE;VALUE=PERIOD with a TZID: start and end are New York times',
      text: feed(
        vevent(
          'UID:pz',
          'SUMMARY:Zoned period',
          'DTSTART;TZID=America/New_York:20260305T090000',
          'DTEND;TZID=America/New_York:20260305T100000',
          'RDATE;VALUE=PERIOD;TZID=America/New_York:20260310T090000/PT2H,20260312T090000/20260312T113000',
        ),
      ),
      expected: [
        ['2026-03-05T14:00:00.000Z', '2026-03-05T15:00:00.000Z', 'Zoned period'], // EST
        ['2026-03-10T13:00:00.000Z', '2026-03-10T15:00:00.000Z', 'Zoned period'], // EDT from 8 March
        ['2026-03-12T13:00:00.000Z', '2026-03-12T15:30:00.000Z', 'Zoned period'],
      ],
    },
    {
      name: "a PERIOD's duration across the DST change: hours are exact time, days nominal (§3.3.6)",
      text: feed(
        vevent(
          'UID:pd',
          'SUMMARY:Over DST',
          'DTSTART;TZID=America/New_York:20260306T230000',
          'RDATE;VALUE=PERIOD;TZID=America/New_York:20260307T120000/P1D,20260307T230000/PT4H',
        ),
      ),
      expected: [
        ['2026-03-07T04:00:00.000Z', '2026-03-07T04:00:00.000Z', 'Over DST'],
        ['2026-03-07T17:00:00.000Z', '2026-03-08T16:00:00.000Z', 'Over DST'], // 12:00 EST to 12:00 EDT
        ['2026-03-08T04:00:00.000Z', '2026-03-08T08:00:00.000Z', 'Over DST'], // 23:00 EST to 04:00 EDT
      ],
    },
    {
      name: 'a DATE-TIME RDATE beside a PERIOD keeps the series duration',
      text: feed(
        vevent(
          'UID:pm',
          'SUMMARY:Both',
          'DTSTART:20260310T100000Z',
          'DURATION:PT1H',
          'RDATE:20260311T100000Z',
          'RDATE;VALUE=PERIOD:20260312T100000Z/PT3H',
        ),
      ),
      expected: [
        ['2026-03-10T10:00:00.000Z', '2026-03-10T11:00:00.000Z', 'Both'],
        ['2026-03-11T10:00:00.000Z', '2026-03-11T11:00:00.000Z', 'Both'],
        ['2026-03-12T10:00:00.000Z', '2026-03-12T13:00:00.000Z', 'Both'],
      ],
    },
    {
      name: 'a PERIOD beside an RRULE adds its instance between those of the rule',
      text: feed(vevent(...WEEKLY_NY, PERIOD_NY)),
      expected: [
        ['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z', 'Weekly sync'],
        ['2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-11T19:00:00.000Z', '2026-03-11T20:30:00.000Z', 'Weekly sync'], // the PERIOD
        ['2026-03-16T13:00:00.000Z', '2026-03-16T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-23T13:00:00.000Z', '2026-03-23T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-30T13:00:00.000Z', '2026-03-30T14:00:00.000Z', 'Weekly sync'],
      ],
    },
    {
      name: "a PERIOD starting at an instance of the RRULE is one instance of the PERIOD's length (§3.8.5.3)",
      text: feed(vevent(...WEEKLY_NY, 'RDATE;VALUE=PERIOD;TZID=America/New_York:20260316T090000/PT3H')),
      options: { range: { start: new Date('2026-03-15T00:00:00Z'), end: new Date('2026-03-18T00:00:00Z') } },
      expected: [['2026-03-16T13:00:00.000Z', '2026-03-16T16:00:00.000Z', 'Weekly sync']],
    },
    {
      name: 'EXDATE removes a PERIOD instance by its start (§3.8.5.2)',
      text: feed(
        vevent(
          'UID:px',
          'SUMMARY:Extra',
          'DTSTART:20260310T100000Z',
          'DURATION:PT1H',
          'RDATE;VALUE=PERIOD:20260312T100000Z/PT2H,20260315T120000Z/20260315T123000Z',
          'EXDATE:20260312T100000Z',
        ),
      ),
      expected: [
        ['2026-03-10T10:00:00.000Z', '2026-03-10T11:00:00.000Z', 'Extra'],
        ['2026-03-15T12:00:00.000Z', '2026-03-15T12:30:00.000Z', 'Extra'],
      ],
    },
    {
      name: 'EXDATE removes a PERIOD instance beside an RRULE',
      text: feed(vevent(...WEEKLY_NY, PERIOD_NY, 'EXDATE;TZID=America/New_York:20260311T150000')),
      expected: [
        ['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z', 'Weekly sync'],
        ['2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-16T13:00:00.000Z', '2026-03-16T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-23T13:00:00.000Z', '2026-03-23T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-30T13:00:00.000Z', '2026-03-30T14:00:00.000Z', 'Weekly sync'],
      ],
    },
    {
      name: 'an override whose RECURRENCE-ID is the start of a PERIOD replaces that instance',
      text: feed(
        vevent(...WEEKLY_NY, PERIOD_NY),
        vevent(
          'UID:weekly-ny',
          'SUMMARY:Moved period',
          'RECURRENCE-ID;TZID=America/New_York:20260311T150000',
          'DTSTART;TZID=America/New_York:20260312T150000',
          'DTEND;TZID=America/New_York:20260312T160000',
        ),
      ),
      expected: [
        ['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z', 'Weekly sync'],
        ['2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-12T19:00:00.000Z', '2026-03-12T20:00:00.000Z', 'Moved period'],
        ['2026-03-16T13:00:00.000Z', '2026-03-16T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-23T13:00:00.000Z', '2026-03-23T14:00:00.000Z', 'Weekly sync'],
        ['2026-03-30T13:00:00.000Z', '2026-03-30T14:00:00.000Z', 'Weekly sync'],
      ],
    },
    {
      name: 'cancelled event and cancelled override are dropped',
      text: feed(
        vevent(
          'UID:x',
          'SUMMARY:Gone',
          'STATUS:CANCELLED',
          'DTSTART:20260310T140000Z',
          'DTEND:20260310T150000Z',
        ),
        vevent(...WEEKLY_NY),
        vevent(
          'UID:weekly-ny',
          'SUMMARY:Weekly sync',
          'STATUS:CANCELLED',
          'RECURRENCE-ID;TZID=America/New_York:20260309T090000',
          'DTSTART;TZID=America/New_York:20260309T090000',
          'DTEND;TZID=America/New_York:20260309T100000',
        ),
      ),
      options: { range: { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-15T00:00:00Z') } },
      expected: [['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z', 'Weekly sync']],
    },
    {
      name: 'an event ending exactly at the range start is excluded, one starting at its end too',
      text: feed(
        vevent('UID:1', 'SUMMARY:Before', 'DTSTART:20260228T230000Z', 'DTEND:20260301T000000Z'),
        vevent('UID:2', 'SUMMARY:Inside', 'DTSTART:20260228T230000Z', 'DTEND:20260301T000001Z'),
        vevent('UID:3', 'SUMMARY:After', 'DTSTART:20260401T000000Z', 'DTEND:20260401T010000Z'),
        vevent('UID:4', 'SUMMARY:Last second', 'DTSTART:20260331T235959Z', 'DTEND:20260401T010000Z'),
        vevent('UID:5', 'SUMMARY:Point at start', 'DTSTART:20260301T000000Z'),
        vevent('UID:6', 'SUMMARY:Point at end', 'DTSTART:20260401T000000Z'),
      ),
      expected: [
        ['2026-02-28T23:00:00.000Z', '2026-03-01T00:00:01.000Z', 'Inside'],
        ['2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 'Point at start'],
        ['2026-03-31T23:59:59.000Z', '2026-04-01T01:00:00.000Z', 'Last second'],
      ],
    },
    {
      name: '30 February does not exist: a yearly rule on it yields only DTSTART (RFC 5545 §3.3.10)',
      text: feed(
        vevent(
          'UID:feb',
          'SUMMARY:Feb 30',
          'DTSTART:20260130T100000Z',
          'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
        ),
      ),
      options: { range: { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2028-04-01T00:00:00Z') } },
      expected: [['2026-01-30T10:00:00.000Z', '2026-01-30T10:00:00.000Z', 'Feb 30']],
    },
    {
      name: 'a daily rule that can never match (31 February) returns instead of looping in ical.js',
      text: feed(
        vevent(
          'UID:d31',
          'SUMMARY:Never',
          'DTSTART:20260301T100000Z',
          'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31',
        ),
      ),
      expected: [['2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z', 'Never']],
    },
    {
      name: 'monthly on the 31st skips the months without one',
      text: feed(
        vevent('UID:m31', 'SUMMARY:31st', 'DTSTART:20260131T100000Z', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=31'),
      ),
      options: { range: { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-06-01T00:00:00Z') } },
      expected: [
        ['2026-01-31T10:00:00.000Z', '2026-01-31T10:00:00.000Z', '31st'],
        ['2026-03-31T10:00:00.000Z', '2026-03-31T10:00:00.000Z', '31st'],
        ['2026-05-31T10:00:00.000Z', '2026-05-31T10:00:00.000Z', '31st'],
      ],
    },
    {
      name: 'an infinite daily rule from 2000 stops at the range end',
      text: feed(
        vevent('UID:inf', 'SUMMARY:Daily', 'DTSTART:20000101T120000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY'),
      ),
      options: { range: { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-03T00:00:00Z') } },
      expected: [
        ['2026-03-01T12:00:00.000Z', '2026-03-01T13:00:00.000Z', 'Daily'],
        ['2026-03-02T12:00:00.000Z', '2026-03-02T13:00:00.000Z', 'Daily'],
      ],
    },
  ])('$name', ({ text, options, expected }) => {
    expect(spans(text, options)).toEqual(expected);
  });

  it('a PERIOD instance has the recurrence id of its start, and its id from it', () => {
    const { instances } = expand(feed(vevent(...WEEKLY_NY, PERIOD_NY)));
    const period = instances.find((i) => i.start.toISOString() === '2026-03-11T19:00:00.000Z');
    expect(period).toMatchObject({
      recurrenceId: '20260311T190000Z',
      id: instanceId('weekly-ny', '20260311T190000Z'),
    });
  });
});
