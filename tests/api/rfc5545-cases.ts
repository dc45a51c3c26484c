/**
 * RFC 5545's recurrence examples as a table for the tests of expansion far from the server's today (through the
 * API in calendar-rfc5545.test.ts, through expandCalendar in rfc5545-cases.test.ts): the examples of §3.8.5.3
 * (RRULE) with the instances the RFC lists, and cases built on §3.8.5.1 (EXDATE), §3.8.5.2 (RDATE, with its
 * examples) and §3.8.4.4 (RECURRENCE-ID). The examples are in New York (§3.8.5.3); instances are wall times
 * listed as the RFC lists them, with its EDT/EST labels checked ({@link wall}). Folded lines stay folded (§3.1).
 *
 * Left out of §3.8.5.3:
 * - "Every 3 hours from 9:00 AM to 5:00 PM on a specific day": its UNTIL=19970902T170000Z is 13:00 EDT, so the
 *   rule as written stops at 12:00, not at the 15:00 the RFC lists.
 * - "Every 20 minutes from 9:00 AM to 4:40 PM every day" (both forms): 24 instances a day without end since 1997
 *   take more than a series' 50,000 steps (ADR 018) to reach the 2026 mirror window, cutting the feed's listing.
 * - "Every 20th Monday of the year, forever" (YEARLY;BYDAY=20MO) and "Monday of week number 20, forever"
 *   (YEARLY;BYWEEKNO=20;BYDAY=MO): ical.js 2.2 yields every Monday from DTSTART (from the next one for the
 *   second), not one a year.
 */
import { addDays, zonedToUtc } from '../../src/core/dates.ts';
import { vcalendar, ZONE } from './calendar-sources-setup.ts';

/** One case: a VEVENT's properties, the local dates it is read over, and the instances expected there. */
export interface Rfc5545Case {
  /** The RFC's title of the example, or what a built case shows; also the event's SUMMARY (unique). */
  name: string;
  /** The VEVENT's properties (DTSTART, RRULE, RDATE, EXDATE); UID, SUMMARY and DTSTAMP are added. */
  lines: string[];
  /** Further VEVENTs of the same UID (RECURRENCE-ID overrides), their properties; UID and SUMMARY added. */
  overrides?: string[][];
  /** First and last local date read, inclusive; default from the first instance to 31 days after the last. */
  range?: [string, string];
  /** Instance starts, 'YYYY-MM-DDTHH:MM' New York wall time, in order. */
  expected: string[];
}

const TOKEN = /\((EDT|EST)\)|(\d{4}-\d{2}) ([\d,/-]+)/g;

/**
 * Wall times at `time` ('HH:MM') on the days `specs` list the way the RFC does: a month 'YYYY-MM' then its
 * days, 'a-b' for a run of days and 'a-b/2' for every other one, months apart by ';'. '(EDT)' or '(EST)', as
 * in the RFC's lists, names the New York offset of the days after it; a day on the other offset throws.
 */
export function wall(time: string, ...specs: string[]): string[] {
  const spec = specs.join(' ');
  if (spec.replace(TOKEN, '').replace(/[\s;]/g, '') !== '') throw new Error(`unreadable days: ${spec}`);
  const list: string[] = [];
  let label: string | undefined;
  for (const [, zone, month, days] of spec.matchAll(TOKEN)) {
    if (zone) label = zone;
    for (const item of days?.split(',') ?? []) {
      const [run = '', by = '1'] = item.split('/');
      const [first = 0, last = first] = run.split('-').map(Number);
      for (let day = first; day <= last; day += Number(by)) {
        const at = `${month}-${String(day).padStart(2, '0')}T${time}`;
        const behind = (Date.parse(`${at}Z`) - Date.parse(nyToUtc(at))) / 3_600_000;
        if (label && behind !== (label === 'EDT' ? -4 : -5)) throw new Error(`${at} is not ${label}`);
        list.push(at);
      }
    }
  }
  return list;
}

/** {@link wall} at 9:00 AM, the time of most of the RFC's examples. */
const nine = (...specs: string[]) => wall('09:00', ...specs);
/** {@link wall} at midnight, where the user's day (and an all-day instance) starts. */
const midnight = (...specs: string[]) => wall('00:00', ...specs);
/** Property `name` (DTSTART, EXDATE, ...) at `local` ('YYYYMMDDTHHMMSS') in New York. */
const tz = (name: string, local: string) => `${name};TZID=America/New_York:${local}`;
const ny = (local: string) => tz('DTSTART', local);

export const RFC5545_CASES: Rfc5545Case[] = [
  // §3.8.5.3, Examples, in the RFC's order
  {
    name: 'Daily for 10 occurrences',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=DAILY;COUNT=10'],
    expected: nine('(EDT) 1997-09 2-11'),
  },
  {
    name: 'Daily until December 24, 1997',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=DAILY;UNTIL=19971224T000000Z'],
    expected: nine('(EDT) 1997-09 2-30; 1997-10 1-25 (EST) 1997-10 26-31; 1997-11 1-30; 1997-12 1-23'),
  },
  {
    name: 'Every other day - forever',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=DAILY;INTERVAL=2'],
    range: ['1997-09-02', '1997-12-04'], // the RFC lists up to December 1,3
    expected: nine('(EDT) 1997-09 2-30/2; 1997-10 2-24/2 (EST) 1997-10 26-30/2; 1997-11 1-29/2; 1997-12 1,3'),
  },
  {
    name: 'Every 10 days, 5 occurrences',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=DAILY;INTERVAL=10;COUNT=5'],
    expected: nine('(EDT) 1997-09 2,12,22; 1997-10 2,12'),
  },
  {
    name: 'Every day in January, for 3 years (yearly rule)',
    lines: [
      ny('19980101T090000'),
      'RRULE:FREQ=YEARLY;UNTIL=20000131T140000Z;',
      ' BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA',
    ],
    expected: nine('(EST) 1998-01 1-31; 1999-01 1-31; 2000-01 1-31'),
  },
  {
    name: 'Every day in January, for 3 years (daily rule)',
    lines: [ny('19980101T090000'), 'RRULE:FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1'],
    expected: nine('(EST) 1998-01 1-31; 1999-01 1-31; 2000-01 1-31'),
  },
  {
    name: 'Weekly for 10 occurrences',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=WEEKLY;COUNT=10'],
    expected: nine('(EDT) 1997-09 2,9,16,23,30; 1997-10 7,14,21 (EST) 1997-10 28; 1997-11 4'),
  },
  {
    name: 'Weekly until December 24, 1997',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=WEEKLY;UNTIL=19971224T000000Z'],
    expected: nine(`(EDT) 1997-09 2,9,16,23,30; 1997-10 7,14,21
                    (EST) 1997-10 28; 1997-11 4,11,18,25; 1997-12 2,9,16,23`),
  },
  {
    name: 'Every other week - forever',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=WEEKLY;INTERVAL=2;WKST=SU'],
    range: ['1997-09-02', '1998-02-28'], // the RFC lists up to February 3, 17
    expected: nine(`(EDT) 1997-09 2,16,30; 1997-10 14
                    (EST) 1997-10 28; 1997-11 11,25; 1997-12 9,23; 1998-01 6,20; 1998-02 3,17`),
  },
  {
    name: 'Weekly on Tuesday and Thursday for five weeks (until)',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH'],
    expected: nine('(EDT) 1997-09 2,4,9,11,16,18,23,25,30; 1997-10 2'),
  },
  {
    name: 'Weekly on Tuesday and Thursday for five weeks (count)',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH'],
    expected: nine('(EDT) 1997-09 2,4,9,11,16,18,23,25,30; 1997-10 2'),
  },
  {
    name: 'Every other week on Monday, Wednesday, and Friday until December 24, 1997',
    lines: [
      ny('19970901T090000'),
      'RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;',
      ' BYDAY=MO,WE,FR',
    ],
    expected: nine(`(EDT) 1997-09 1,3,5,15,17,19,29; 1997-10 1,3,13,15,17
                    (EST) 1997-10 27,29,31; 1997-11 10,12,14,24,26,28; 1997-12 8,10,12,22`),
  },
  {
    name: 'Every other week on Tuesday and Thursday, for 8 occurrences',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH'],
    expected: nine('(EDT) 1997-09 2,4,16,18,30; 1997-10 2,14,16'),
  },
  {
    name: 'Monthly on the first Friday for 10 occurrences',
    lines: [ny('19970905T090000'), 'RRULE:FREQ=MONTHLY;COUNT=10;BYDAY=1FR'],
    expected: nine(`(EDT) 1997-09 5; 1997-10 3 (EST) 1997-11 7; 1997-12 5
                    (EST) 1998-01 2; 1998-02 6; 1998-03 6; 1998-04 3 (EDT) 1998-05 1; 1998-06 5`),
  },
  {
    name: 'Monthly on the first Friday until December 24, 1997',
    lines: [ny('19970905T090000'), 'RRULE:FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR'],
    expected: nine('(EDT) 1997-09 5; 1997-10 3 (EST) 1997-11 7; 1997-12 5'),
  },
  {
    name: 'Every other month on the first and last Sunday of the month for 10 occurrences',
    lines: [ny('19970907T090000'), 'RRULE:FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU'],
    expected: nine('(EDT) 1997-09 7,28 (EST) 1997-11 2,30; 1998-01 4,25; 1998-03 1,29 (EDT) 1998-05 3,31'),
  },
  {
    name: 'Monthly on the second-to-last Monday of the month for 6 months',
    lines: [ny('19970922T090000'), 'RRULE:FREQ=MONTHLY;COUNT=6;BYDAY=-2MO'],
    expected: nine('(EDT) 1997-09 22; 1997-10 20 (EST) 1997-11 17; 1997-12 22; 1998-01 19; 1998-02 16'),
  },
  {
    name: 'Monthly on the third-to-the-last day of the month, forever',
    lines: [ny('19970928T090000'), 'RRULE:FREQ=MONTHLY;BYMONTHDAY=-3'],
    range: ['1997-09-28', '1998-02-28'], // the RFC lists up to February 26
    expected: nine('(EDT) 1997-09 28 (EST) 1997-10 29; 1997-11 28; 1997-12 29; 1998-01 29; 1998-02 26'),
  },
  {
    name: 'Monthly on the 2nd and 15th of the month for 10 occurrences',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15'],
    expected: nine('(EDT) 1997-09 2,15; 1997-10 2,15 (EST) 1997-11 2,15; 1997-12 2,15; 1998-01 2,15'),
  },
  {
    name: 'Monthly on the first and last day of the month for 10 occurrences',
    lines: [ny('19970930T090000'), 'RRULE:FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1'],
    expected: nine(
      '(EDT) 1997-09 30; 1997-10 1 (EST) 1997-10 31; 1997-11 1,30; 1997-12 1,31; 1998-01 1,31; 1998-02 1',
    ),
  },
  {
    name: 'Every 18 months on the 10th thru 15th of the month for 10 occurrences',
    lines: [
      ny('19970910T090000'),
      'RRULE:FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,',
      ' 13,14,15',
    ],
    expected: nine('(EDT) 1997-09 10,11,12,13,14,15 (EST) 1999-03 10,11,12,13'),
  },
  {
    name: 'Every Tuesday, every other month',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=MONTHLY;INTERVAL=2;BYDAY=TU'],
    range: ['1997-09-02', '1998-03-31'], // the RFC lists up to March 1998
    expected: nine(
      '(EDT) 1997-09 2,9,16,23,30 (EST) 1997-11 4,11,18,25; 1998-01 6,13,20,27; 1998-03 3,10,17,24,31',
    ),
  },
  {
    name: 'Yearly in June and July for 10 occurrences',
    lines: [ny('19970610T090000'), 'RRULE:FREQ=YEARLY;COUNT=10;BYMONTH=6,7'],
    expected: nine(`(EDT) 1997-06 10; 1997-07 10; 1998-06 10; 1998-07 10; 1999-06 10; 1999-07 10
                    (EDT) 2000-06 10; 2000-07 10; 2001-06 10; 2001-07 10`),
  },
  {
    name: 'Every other year on January, February, and March for 10 occurrences',
    lines: [ny('19970310T090000'), 'RRULE:FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3'],
    expected: nine(`(EST) 1997-03 10; 1999-01 10; 1999-02 10; 1999-03 10
                    (EST) 2001-01 10; 2001-02 10; 2001-03 10; 2003-01 10; 2003-02 10; 2003-03 10`),
  },
  {
    name: 'Every third year on the 1st, 100th, and 200th day for 10 occurrences',
    lines: [ny('19970101T090000'), 'RRULE:FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200'],
    expected: nine(`(EST) 1997-01 1 (EDT) 1997-04 10; 1997-07 19 (EST) 2000-01 1 (EDT) 2000-04 9; 2000-07 18
                    (EST) 2003-01 1 (EDT) 2003-04 10; 2003-07 19 (EST) 2006-01 1`),
  },
  {
    name: 'Every Thursday in March, forever',
    lines: [ny('19970313T090000'), 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=TH'],
    range: ['1997-03-13', '1999-03-31'], // the RFC lists up to 1999
    expected: nine('(EST) 1997-03 13,20,27; 1998-03 5,12,19,26; 1999-03 4,11,18,25'),
  },
  {
    name: 'Every Thursday, but only during June, July, and August, forever',
    lines: [ny('19970605T090000'), 'RRULE:FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8'],
    range: ['1997-06-05', '1999-08-31'], // the RFC lists up to 1999
    expected: nine(`(EDT) 1997-06 5,12,19,26; 1997-07 3,10,17,24,31; 1997-08 7,14,21,28
                    (EDT) 1998-06 4,11,18,25; 1998-07 2,9,16,23,30; 1998-08 6,13,20,27
                    (EDT) 1999-06 3,10,17,24; 1999-07 1,8,15,22,29; 1999-08 5,12,19,26`),
  },
  {
    name: 'Every Friday the 13th, forever',
    lines: [
      ny('19970902T090000'),
      tz('EXDATE', '19970902T090000'),
      'RRULE:FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13',
    ],
    range: ['1997-09-02', '2000-10-31'], // from DTSTART (excluded); the RFC lists up to 2000
    expected: nine('(EST) 1998-02 13; 1998-03 13; 1998-11 13 (EDT) 1999-08 13 (EDT) 2000-10 13'),
  },
  {
    name: 'The first Saturday that follows the first Sunday of the month, forever',
    lines: [ny('19970913T090000'), 'RRULE:FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13'],
    range: ['1997-09-13', '1998-06-30'], // the RFC lists up to June 13
    expected: nine(`(EDT) 1997-09 13; 1997-10 11 (EST) 1997-11 8; 1997-12 13
                    (EST) 1998-01 10; 1998-02 7; 1998-03 7 (EDT) 1998-04 11; 1998-05 9; 1998-06 13`),
  },
  {
    name: 'Every 4 years, the first Tuesday after a Monday in November, forever (U.S. Presidential Election day)',
    lines: [
      ny('19961105T090000'),
      'RRULE:FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;',
      ' BYMONTHDAY=2,3,4,5,6,7,8',
    ],
    range: ['1996-11-05', '2004-11-30'], // the RFC lists up to 2004
    expected: nine('(EST) 1996-11 5 (EST) 2000-11 7 (EST) 2004-11 2'),
  },
  {
    name: 'The third instance into the month of one of Tuesday, Wednesday, or Thursday, for the next 3 months',
    lines: [ny('19970904T090000'), 'RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3'],
    expected: nine('(EDT) 1997-09 4; 1997-10 7 (EST) 1997-11 6'),
  },
  {
    name: 'The second-to-last weekday of the month',
    lines: [ny('19970929T090000'), 'RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2'],
    range: ['1997-09-29', '1998-03-31'], // the RFC lists up to March 30
    expected: nine(
      '(EDT) 1997-09 29 (EST) 1997-10 30; 1997-11 27; 1997-12 30; 1998-01 29; 1998-02 26; 1998-03 30',
    ),
  },
  {
    name: 'Every 15 minutes for 6 occurrences',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=MINUTELY;INTERVAL=15;COUNT=6'],
    expected: ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15'].flatMap((time) =>
      wall(time, '(EDT) 1997-09 2'),
    ),
  },
  {
    name: 'Every hour and a half for 4 occurrences',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=MINUTELY;INTERVAL=90;COUNT=4'],
    expected: ['09:00', '10:30', '12:00', '13:30'].flatMap((time) => wall(time, '(EDT) 1997-09 2')),
  },
  {
    name: 'An example where the days generated makes a difference because of WKST (MO)',
    lines: [ny('19970805T090000'), 'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO'],
    expected: nine('(EDT) 1997-08 5,10,19,24'),
  },
  {
    name: 'Changing only WKST from MO to SU, yields different results',
    lines: [ny('19970805T090000'), 'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU'],
    expected: nine('(EDT) 1997-08 5,17,19,31'),
  },
  {
    name: 'An example where an invalid date (i.e., February 30) is ignored',
    lines: [ny('20070115T090000'), 'RRULE:FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5'],
    expected: nine('(EST) 2007-01 15,30; 2007-02 15 (EDT) 2007-03 15,30'),
  },
  // §3.8.5.1 EXDATE
  {
    name: 'EXDATE: the example of RFC 5545 §3.8.5.1 on a daily rule in UTC',
    lines: [
      'DTSTART:19960401T010000Z',
      'RRULE:FREQ=DAILY;COUNT=5',
      'EXDATE:19960402T010000Z,19960403T010000Z,19960404T010000Z',
    ],
    expected: wall('20:00', '(EST) 1996-03 31; 1996-04 4'), // 1 and 5 April 01:00 UTC
  },
  {
    name: 'EXDATE: a New York time (EDT) and a UTC time (EST) remove the weekly instances they name',
    lines: [
      ny('19970902T090000'),
      'RRULE:FREQ=WEEKLY;COUNT=10',
      tz('EXDATE', '19970909T090000'),
      'EXDATE:19971028T140000Z',
    ],
    expected: nine('(EDT) 1997-09 2,16,23,30; 1997-10 7,14,21 (EST) 1997-11 4'),
  },
  // §3.8.5.2 RDATE, with its examples
  {
    name: 'RDATE: the two examples of §3.8.5.2 (one instant, in UTC and in New York) add one instance',
    lines: [
      ny('19970710T083000'),
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'RDATE:19970714T123000Z',
      tz('RDATE', '19970714T083000'),
    ],
    expected: wall('08:30', '(EDT) 1997-07 10,14,17,24'),
  },
  {
    name: 'RDATE: an instance the RRULE already generates is listed once',
    lines: [ny('19970707T083000'), 'RRULE:FREQ=WEEKLY;COUNT=3', 'RDATE:19970714T123000Z'],
    expected: wall('08:30', '(EDT) 1997-07 7,14,21'),
  },
  {
    name: 'RDATE: the dates of the example of §3.8.5.2 are all-day instances',
    lines: [
      'DTSTART;VALUE=DATE:19970101',
      'RDATE;VALUE=DATE:19970101,19970120,19970217,19970421,',
      ' 19970526,19970704,19970901,19971014,19971128,19971129,19971225',
    ],
    range: ['1997-01-01', '1997-12-31'],
    expected: midnight(`(EST) 1997-01 1,20; 1997-02 17 (EDT) 1997-04 21; 1997-05 26; 1997-07 4; 1997-09 1
                        (EDT) 1997-10 14 (EST) 1997-11 28,29; 1997-12 25`),
  },
  {
    name: 'RDATE: the periods of the example of §3.8.5.2 are instances from their starts',
    lines: [
      'DTSTART:19960402T010000Z',
      'RDATE;VALUE=PERIOD:19960403T020000Z/19960403T040000Z,',
      ' 19960404T010000Z/PT3H',
    ],
    expected: ['1996-04-01T20:00', '1996-04-02T21:00', '1996-04-03T20:00'], // 01:00, 02:00, 01:00 UTC (EST)
  },
  // §3.8.4.4 RECURRENCE-ID: one instance of "Weekly for 10 occurrences" moved across the DST change
  {
    name: 'RECURRENCE-ID: the 28 October (EST) instance moved to 24 October 15:00 (EDT)',
    lines: [ny('19970902T090000'), 'RRULE:FREQ=WEEKLY;COUNT=10'],
    overrides: [[tz('RECURRENCE-ID', '19971028T090000'), ny('19971024T150000')]],
    expected: [
      ...nine('(EDT) 1997-09 2,9,16,23,30; 1997-10 7,14,21'),
      ...wall('15:00', '(EDT) 1997-10 24'),
      ...nine('(EST) 1997-11 4'),
    ],
  },
];

/** The case's first and last local date read (inclusive). */
export function caseRange(c: Rfc5545Case): [string, string] {
  if (c.range) return c.range;
  const first = c.expected[0]?.slice(0, 10);
  const last = c.expected.at(-1)?.slice(0, 10);
  if (!first || !last) throw new Error(`${c.name}: no expected instance and no range`);
  return [first, addDays(last, 31)];
}

/** A wall time 'YYYY-MM-DDTHH:MM' in New York as an ISO UTC instant. */
export function nyToUtc(at: string): string {
  const minutes = Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16));
  return zonedToUtc(at.slice(0, 10), minutes, ZONE).toISOString();
}

/** One VCALENDAR with `cases` (default all), case n as UID `rfc5545-n@steward.test`; TZIDs are IANA names. */
export function rfc5545Feed(cases: readonly Rfc5545Case[] = RFC5545_CASES): string {
  const events = cases.flatMap((c) =>
    [c.lines, ...(c.overrides ?? [])].flatMap((lines) => [
      `BEGIN:VEVENT\r\nUID:rfc5545-${RFC5545_CASES.indexOf(c)}@steward.test\r\nDTSTAMP:19970901T130000Z`,
      `SUMMARY:${c.name.replaceAll(/[\\,;]/g, (ch) => `\\${ch}`)}`, // TEXT escapes (§3.3.11)
      ...lines,
      'END:VEVENT',
    ]),
  );
  return vcalendar('X-WR-CALNAME:RFC 5545 examples', ...events);
}
