import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type ExpandOptions, expandCalendar, instanceId, parseCalendar } from './expand.ts';
import { CalendarError } from './provider.ts';

/** A VCALENDAR around `body` (CRLF line ends, as RFC 5545 §3.1 writes them). */
function feed(...components: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Steward//Tests//EN',
    ...components,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A VEVENT from property lines. */
function vevent(...lines: string[]): string {
  return ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
}

const MARCH = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') };

/** Expands `text` and returns [start, end, summary] triples as ISO strings, in order. */
function expand(text: string, options: Partial<ExpandOptions> = {}) {
  return expandCalendar(parseCalendar(text), {
    range: MARCH,
    timeZone: 'Europe/Berlin',
    calendarId: 'feed',
    ...options,
  });
}

function spans(text: string, options: Partial<ExpandOptions> = {}): [string, string, string][] {
  return expand(text, options).instances.map((i) => [i.start.toISOString(), i.end.toISOString(), i.summary]);
}

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

const WEEKLY_NY = [
  'UID:weekly-ny',
  'SUMMARY:Weekly sync',
  'DTSTART;TZID=America/New_York:20260302T090000',
  'DTEND;TZID=America/New_York:20260302T100000',
  'RRULE:FREQ=WEEKLY;COUNT=5',
];

describe('expandCalendar: the RFC 5545 table', () => {
  it.each<{
    name: string;
    text: string;
    options?: Partial<ExpandOptions>;
    expected: [string, string, string][];
  }>([
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

describe('expandCalendar: what each instance says', () => {
  it('ids are stable per (uid, recurrence id) and the same in every user zone', () => {
    const text = feed(vevent(...WEEKLY_NY));
    const berlin = expand(text).instances;
    const tokyo = expand(text, { timeZone: 'Asia/Tokyo' }).instances;
    expect(berlin.map((i) => i.id)).toEqual(tokyo.map((i) => i.id));
    expect(berlin.map((i) => i.recurrenceId)).toEqual([
      '20260302T140000Z',
      '20260309T130000Z',
      '20260316T130000Z',
      '20260323T130000Z',
      '20260330T130000Z',
    ]);
    expect(berlin[0]?.id).toBe(instanceId('weekly-ny', '20260302T140000Z'));
    expect(new Set(berlin.map((i) => i.id)).size).toBe(5);
    expect(berlin[0]).toMatchObject({ uid: 'weekly-ny', calendarId: 'feed', allDay: false, floating: false });
  });

  it('an override keeps the recurrence id of the instance it replaces, so its id is that instance id', () => {
    const text = feed(
      vevent(...WEEKLY_NY),
      vevent(
        'UID:weekly-ny',
        'SUMMARY:Moved',
        'RECURRENCE-ID:20260323T130000Z',
        'DTSTART:20260324T180000Z',
        'DTEND:20260324T190000Z',
      ),
    );
    const moved = expand(text).instances.find((i) => i.summary === 'Moved');
    expect(moved).toMatchObject({
      recurrenceId: '20260323T130000Z',
      id: instanceId('weekly-ny', '20260323T130000Z'),
    });
    expect(expand(text).instances).toHaveLength(5);
  });

  it.each([
    ['timed, no TRANSP', ['DTSTART:20260310T140000Z', 'DTEND:20260310T150000Z'], true],
    [
      'timed, TRANSP:TRANSPARENT',
      ['DTSTART:20260310T140000Z', 'DTEND:20260310T150000Z', 'TRANSP:TRANSPARENT'],
      false,
    ],
    ['all-day, no TRANSP', ['DTSTART;VALUE=DATE:20260310'], false],
    ['all-day, TRANSP:OPAQUE', ['DTSTART;VALUE=DATE:20260310', 'TRANSP:OPAQUE'], true],
    ['all-day, TRANSP:TRANSPARENT', ['DTSTART;VALUE=DATE:20260310', 'TRANSP:TRANSPARENT'], false],
  ])('busy: %s → %s', (_label, lines, busy) => {
    const [instance] = expand(feed(vevent('UID:b', 'SUMMARY:B', ...lines))).instances;
    expect(instance?.busy).toBe(busy);
  });

  it('all-day instances carry their local dates; floating ones say so', () => {
    const text = feed(
      vevent('UID:d', 'SUMMARY:Conference', 'DTSTART;VALUE=DATE:20260310', 'DTEND;VALUE=DATE:20260313'),
      vevent('UID:f', 'SUMMARY:Floating', 'DTSTART:20260310T090000'),
    );
    const [allDay, floating] = expand(text).instances;
    expect(allDay).toMatchObject({
      allDay: true,
      startDate: '2026-03-10',
      endDate: '2026-03-13',
      floating: false,
    });
    expect(floating).toMatchObject({ allDay: false, floating: true, recurrenceId: null });
    expect(floating?.startDate).toBeUndefined();
  });

  it('keeps text within the text rule (ADR 011): no NUL, no controls in the summary, bounded lengths', () => {
    const text = feed(
      vevent(
        'UID:t',
        `SUMMARY:Line\\nbreak and ${'x'.repeat(600)}`,
        'DESCRIPTION:First\\nSecond\u0001',
        'DTSTART:20260310T140000Z',
        'X-STEWARD-BLOCK:block-1',
      ),
    );
    const [instance] = expand(text).instances;
    expect(instance?.summary.startsWith('Line break and xxx')).toBe(true);
    expect(instance?.summary).toHaveLength(500);
    expect(instance?.description).toBe('First\nSecond');
    expect(instance?.stewardBlockId).toBe('block-1');
  });

  it('leaves no zone registered in ical.js after the expansion', () => {
    expand(feed(vevent(...WEEKLY_NY)));
    expect(ICAL.TimezoneService.has('America/New_York')).toBe(false);
  });
});

describe('expandCalendar: hostile and broken feeds', () => {
  it('a 5,000-event feed parses and expands with the right count', () => {
    const events = Array.from({ length: 5_000 }, (_, n) => {
      const start = new Date(Date.UTC(2026, 2, 1) + n * 8 * 60_000); // every 8 minutes from 1 March
      const stamp = start.toISOString().replaceAll(/[-:]/g, '').slice(0, 15);
      return vevent(`UID:bulk-${n}`, `SUMMARY:Event ${n}`, `DTSTART:${stamp}Z`, 'DURATION:PT30M');
    });
    const result = expand(feed(...events));
    expect(result.instances).toHaveLength(5_000);
    expect(result.truncated).toBe(false);
    expect(result.instances[4_999]?.summary).toBe('Event 4999');
    expect(result.instances[4_999]?.start.toISOString()).toBe('2026-03-28T18:32:00.000Z');
  }, 60_000); // no timing assertion: only that it completes (the bench measures time)

  it('an infinite SECONDLY rule from 1970 is cut by the step cap and says truncated', () => {
    const text = feed(
      vevent('UID:s', 'SUMMARY:Flood', 'DTSTART:19700101T000000Z', 'RRULE:FREQ=SECONDLY'),
      vevent('UID:ok', 'SUMMARY:Fine', 'DTSTART:20260310T140000Z'),
    );
    const result = expand(text, { limits: { maxStepsPerEvent: 20_000 } });
    expect(result.truncated).toBe(true);
    expect(result.instances.map((i) => i.summary)).toEqual(['Fine']);
  });

  it('instances per series and per listing are capped', () => {
    const minutely = feed(vevent('UID:m', 'SUMMARY:M', 'DTSTART:20260310T000000Z', 'RRULE:FREQ=MINUTELY'));
    const perEvent = expand(minutely, { limits: { maxInstancesPerEvent: 100 } });
    expect([perEvent.instances.length, perEvent.truncated]).toEqual([100, true]);
    const five = feed(
      ...[1, 2, 3, 4, 5].map((n) => vevent(`UID:${n}`, 'SUMMARY:E', `DTSTART:2026031${n}T100000Z`)),
    );
    const perListing = expand(five, { limits: { maxInstances: 3 } });
    expect([perListing.instances.length, perListing.truncated]).toEqual([3, true]);
  });

  it('an unreadable event is skipped and counted; the others list', () => {
    const text = feed(
      vevent('UID:bad', 'SUMMARY:Bad rule', 'DTSTART:20260310T140000Z', 'RRULE:FREQ=WEEKLY;BYDAY=XX'),
      vevent('UID:nostart', 'SUMMARY:No start'),
      vevent('UID:good', 'SUMMARY:Good', 'DTSTART:20260311T140000Z'),
    );
    const result = expand(text);
    expect(result.instances.map((i) => i.summary)).toEqual(['Good']);
    expect(result.skipped).toBe(2);
  });

  it.each([
    ['plain text', 'hello world'],
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['empty', ''],
    ['an unterminated calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD\r\n'],
    ['JSON', '{"events": []}'],
  ])('a malformed feed (%s) throws CalendarError invalid-data', (_label, text) => {
    let caught: unknown;
    try {
      parseCalendar(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CalendarError);
    expect(caught).toMatchObject({ kind: 'invalid-data' });
  });
});
