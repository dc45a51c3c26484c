/**
 * expandCalendar against RFC 5545, time: zones (IANA, VTIMEZONE, prefixed and unknown TZIDs, floating times)
 * across DST changes, all-day events and durations.
 */
import { describe, expect, it } from 'vitest';
import { feed, spans, type TableRow, vevent } from './expand-test-fixtures.ts';

const NY_VTIMEZONE_FIXED_PLUS_ONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const CUSTOM_EASTERN = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n');

describe('expandCalendar: the RFC 5545 table (zones, all-day, durations)', () => {
  it.each<TableRow>([
    {
      name: 'all-day single day in Berlin is local midnight to midnight',
      text: feed(vevent('UID:d', 'SUMMARY:Holiday', 'DTSTART;VALUE=DATE:20260310')),
      expected: [['2026-03-09T23:00:00.000Z', '2026-03-10T23:00:00.000Z', 'Holiday']],
    },
    {
      name: 'all-day multi-day in New York across the DST change (DTEND exclusive)',
      text: feed(
        vevent(
          'UID:t',
          'SUMMARY:Trip',
          'DTSTART;VALUE=DATE:20260307',
          'DTEND;VALUE=DATE:20260310',
          'TRANSP:OPAQUE',
        ),
      ),
      options: { timeZone: 'America/New_York' },
      expected: [['2026-03-07T05:00:00.000Z', '2026-03-10T04:00:00.000Z', 'Trip']],
    },
    {
      name: 'floating time in Berlin',
      text: feed(vevent('UID:f', 'SUMMARY:Gym', 'DTSTART:20260310T090000', 'DTEND:20260310T100000')),
      expected: [['2026-03-10T08:00:00.000Z', '2026-03-10T09:00:00.000Z', 'Gym']],
    },
    {
      name: 'the same floating time in Tokyo',
      text: feed(vevent('UID:f', 'SUMMARY:Gym', 'DTSTART:20260310T090000', 'DTEND:20260310T100000')),
      options: { timeZone: 'Asia/Tokyo' },
      expected: [['2026-03-10T00:00:00.000Z', '2026-03-10T01:00:00.000Z', 'Gym']],
    },
    {
      name: 'weekly 9:00 in Europe/Berlin stays 9:00 local across the spring change (29 March)',
      text: feed(
        vevent(
          'UID:b',
          'SUMMARY:Standup',
          'DTSTART;TZID=Europe/Berlin:20260316T090000',
          'DTEND;TZID=Europe/Berlin:20260316T091500',
          'RRULE:FREQ=WEEKLY;BYDAY=MO',
        ),
      ),
      options: { timeZone: 'America/New_York' },
      expected: [
        ['2026-03-16T08:00:00.000Z', '2026-03-16T08:15:00.000Z', 'Standup'],
        ['2026-03-23T08:00:00.000Z', '2026-03-23T08:15:00.000Z', 'Standup'],
        ['2026-03-30T07:00:00.000Z', '2026-03-30T07:15:00.000Z', 'Standup'],
      ],
    },
    {
      name: 'weekly 9:00 in New York and in Berlin across the autumn changes (25 October, 1 November)',
      text: feed(
        vevent(
          'UID:ny',
          'SUMMARY:NY',
          'DTSTART;TZID=America/New_York:20260105T090000',
          'DTEND;TZID=America/New_York:20260105T100000',
          'RRULE:FREQ=WEEKLY;UNTIL=20261231T235959Z',
        ),
        vevent(
          'UID:be',
          'SUMMARY:BE',
          'DTSTART;TZID=Europe/Berlin:20260105T090000',
          'DTEND;TZID=Europe/Berlin:20260105T100000',
          'RRULE:FREQ=WEEKLY',
        ),
      ),
      options: { range: { start: new Date('2026-10-19T00:00:00Z'), end: new Date('2026-11-03T00:00:00Z') } },
      expected: [
        ['2026-10-19T07:00:00.000Z', '2026-10-19T08:00:00.000Z', 'BE'], // CEST
        ['2026-10-19T13:00:00.000Z', '2026-10-19T14:00:00.000Z', 'NY'], // EDT
        ['2026-10-26T08:00:00.000Z', '2026-10-26T09:00:00.000Z', 'BE'], // CET from 25 October
        ['2026-10-26T13:00:00.000Z', '2026-10-26T14:00:00.000Z', 'NY'], // still EDT
        ['2026-11-02T08:00:00.000Z', '2026-11-02T09:00:00.000Z', 'BE'],
        ['2026-11-02T14:00:00.000Z', '2026-11-02T15:00:00.000Z', 'NY'], // EST from 1 November
      ],
    },
    {
      name: 'VTIMEZONE with a custom TZID (Outlook style) and its DST rules',
      text: feed(
        CUSTOM_EASTERN,
        vevent(
          'UID:o',
          'SUMMARY:Outlook',
          'DTSTART;TZID=Eastern Standard Time:20260302T090000',
          'DTEND;TZID=Eastern Standard Time:20260302T093000',
          'RRULE:FREQ=WEEKLY;COUNT=2',
        ),
      ),
      expected: [
        ['2026-03-02T14:00:00.000Z', '2026-03-02T14:30:00.000Z', 'Outlook'],
        ['2026-03-09T13:00:00.000Z', '2026-03-09T13:30:00.000Z', 'Outlook'],
      ],
    },
    {
      name: 'a VTIMEZONE in the feed wins over the IANA zone of the same name',
      text: feed(
        NY_VTIMEZONE_FIXED_PLUS_ONE,
        vevent('UID:v', 'SUMMARY:Odd', 'DTSTART;TZID=America/New_York:20260310T090000', 'DURATION:PT1H'),
      ),
      expected: [['2026-03-10T08:00:00.000Z', '2026-03-10T09:00:00.000Z', 'Odd']],
    },
    {
      name: 'an IANA TZID with a path prefix is read as that IANA zone',
      text: feed(
        vevent(
          'UID:m',
          'SUMMARY:Prefixed',
          'DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20260310T090000',
          'DURATION:PT1H',
        ),
      ),
      expected: [['2026-03-10T13:00:00.000Z', '2026-03-10T14:00:00.000Z', 'Prefixed']],
    },
    {
      name: 'an unknown TZID is read in the user zone',
      text: feed(
        vevent('UID:u', 'SUMMARY:Where', 'DTSTART;TZID=Mars/Olympus_Mons:20260310T090000', 'DURATION:PT1H'),
      ),
      options: { timeZone: 'Asia/Tokyo' },
      expected: [['2026-03-10T00:00:00.000Z', '2026-03-10T01:00:00.000Z', 'Where']],
    },
    {
      name: 'DURATION in days is nominal: same wall time the next day across spring forward',
      text: feed(
        vevent('UID:n', 'SUMMARY:Day', 'DTSTART;TZID=America/New_York:20260307T120000', 'DURATION:P1D'),
      ),
      expected: [['2026-03-07T17:00:00.000Z', '2026-03-08T16:00:00.000Z', 'Day']],
    },
    {
      name: 'DURATION in days rolls over the month end',
      text: feed(
        vevent('UID:e', 'SUMMARY:Overnight', 'DTSTART;TZID=Europe/Berlin:20260331T200000', 'DURATION:P1DT2H'),
      ),
      options: { range: { start: new Date('2026-03-31T00:00:00Z'), end: new Date('2026-04-02T00:00:00Z') } },
      expected: [['2026-03-31T18:00:00.000Z', '2026-04-01T20:00:00.000Z', 'Overnight']],
    },
  ])('$name', ({ text, options, expected }) => {
    expect(spans(text, options)).toEqual(expected);
  });
});
