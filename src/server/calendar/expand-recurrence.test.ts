/**
 * expandCalendar against RFC 5545, recurrence: RRULE, RDATE and EXDATE, overrides (RECURRENCE-ID) in and out
 * of the range, cancellations, the range's bounds, dates that do not exist and rules that never end.
 */
import { describe, expect, it } from 'vitest';
import { feed, spans, type TableRow, vevent, WEEKLY_NY } from './expand-test-fixtures.ts';

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
});
