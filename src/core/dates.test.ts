import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  dayBoundsUtc,
  formatMinutes,
  INSTANT_MESSAGE,
  isoInstant,
  isValidLocalDate,
  LOCAL_DATE_MESSAGE,
  localDate,
  localDateOf,
  longDate,
  minutesOfDayOf,
  minutesSinceLocalMidnight,
  parseInstant,
  zonedToUtc,
} from './dates.ts';

const NY = 'America/New_York';
const LONDON = 'Europe/London';

describe('isValidLocalDate', () => {
  it.each([
    ['2025-01-01', true],
    ['2025-12-31', true],
    ['2024-02-29', true], // leap year
    ['2000-02-29', true], // divisible by 400
    ['1900-02-29', false], // divisible by 100, not 400
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['0000-01-01', false],
    ['0001-03-01', false], // before MIN_LOCAL_DATE (ADR 011)
    ['1000-01-01', false],
    ['1000-01-02', true],
    ['9999-12-30', true],
    ['9999-12-31', false], // after MAX_LOCAL_DATE: its next day does not exist
    ['2025-1-01', false],
    ['25-01-01', false],
    ['2025/01/01', false],
    ['2025-01-01T00:00:00Z', false],
    [' 2025-01-01', false],
    ['2025-01-01\n', false],
    ['', false],
    [20250101, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidLocalDate(value)).toBe(expected);
  });
});

describe('localDate schema', () => {
  it.each(['2025-03-09', '2024-02-29', '2025-11-02'])('accepts %s', (value) => {
    expect(localDate.parse(value)).toBe(value);
  });

  it.each([['2025-02-30'], ['2023-02-29'], ['2025-3-9'], ['not a date'], [''], [20250309], [null]])(
    'rejects %j with the documented message',
    (value) => {
      const result = localDate.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([LOCAL_DATE_MESSAGE]);
    },
  );

  it.each([['0001-01-01'], ['0999-12-30'], ['1000-01-01']])(
    'rejects %j as out of range, saying the range',
    (value) => {
      const result = localDate.safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Expected a date from 1000-01-02 to 9999-12-30',
      ]);
    },
  );

  it('uses the message from the brief', () => {
    expect(LOCAL_DATE_MESSAGE).toBe('Invalid date, expected YYYY-MM-DD');
  });

  it.each([
    '2024-02-29',
    '2025-02-30',
    '2025-2-3',
    '2025-02-03T00:00',
    '1000-01-02',
    '9999-12-31',
    ' 2025-01-06',
  ])('agrees with isValidLocalDate on %j', (value) =>
    expect(localDate.safeParse(value).success).toBe(isValidLocalDate(value)),
  );
});

describe('addDays', () => {
  it.each([
    ['2025-01-01', 0, '2025-01-01'],
    ['2025-01-31', 1, '2025-02-01'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2025-03-08', 1, '2025-03-09'], // New York spring forward: calendar steps ignore DST
    ['2025-03-09', 1, '2025-03-10'],
    ['2025-11-02', -1, '2025-11-01'],
    ['2025-03-30', 1, '2025-03-31'],
    ['2025-01-01', 365, '2026-01-01'],
    ['2024-01-01', 366, '2025-01-01'],
    ['0050-03-01', -1, '0050-02-28'], // two-digit years are not mapped to 19xx
  ])('%s + %i → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2025-02-30', 1],
    ['garbage', 1],
    ['2025-01-01', 1.5],
    ['2025-01-01', Number.NaN],
    ['9999-12-31', 1],
    ['0001-01-01', -1],
  ])('throws RangeError for (%s, %s)', (date, days) => {
    expect(() => addDays(date, days)).toThrow(RangeError);
  });
});

describe('localDateOf / minutesOfDayOf', () => {
  it.each([
    // instant, zone, local date, minutes of day
    ['2025-03-09T04:59:00Z', NY, '2025-03-08', 23 * 60 + 59],
    ['2025-03-09T05:00:00Z', NY, '2025-03-09', 0],
    ['2025-03-09T06:59:59Z', NY, '2025-03-09', 60 + 59], // 01:59:59 EST, seconds truncated
    ['2025-03-09T07:00:00Z', NY, '2025-03-09', 180], // 03:00 EDT: 02:xx never shows on the clock
    ['2025-03-09T13:00:00Z', NY, '2025-03-09', 9 * 60], // 9:00 AM EDT
    ['2025-11-02T05:30:00Z', NY, '2025-11-02', 90], // first 1:30 AM (EDT)
    ['2025-11-02T06:30:00Z', NY, '2025-11-02', 90], // second 1:30 AM (EST)
    ['2025-11-02T14:00:00Z', NY, '2025-11-02', 9 * 60], // 9:00 AM EST
    ['2025-03-30T00:59:00Z', LONDON, '2025-03-30', 59],
    ['2025-03-30T01:00:00Z', LONDON, '2025-03-30', 120], // 02:00 BST
    ['2025-03-30T23:00:00Z', LONDON, '2025-03-31', 0],
    ['2025-06-01T12:00:00Z', 'Asia/Kolkata', '2025-06-01', 17 * 60 + 30],
    ['2025-06-01T20:00:00Z', 'Pacific/Kiritimati', '2025-06-02', 10 * 60],
    ['2025-06-01T23:59:00Z', 'UTC', '2025-06-01', 1439],
  ])('%s in %s → %s, %i min', (iso, zone, date, minutes) => {
    expect(localDateOf(new Date(iso), zone)).toBe(date);
    expect(minutesOfDayOf(new Date(iso), zone)).toBe(minutes);
  });

  it.each([
    [new Date(Number.NaN), NY],
    [new Date('2025-01-01T00:00:00Z'), 'Mars/Olympus_Mons'],
  ])('throws RangeError for %s in %s', (instant, zone) => {
    expect(() => localDateOf(instant, zone)).toThrow(RangeError);
    expect(() => minutesOfDayOf(instant, zone)).toThrow(RangeError);
  });
});

describe('zonedToUtc', () => {
  it.each([
    // date, minutes, zone, expected UTC instant
    ['2025-01-15', 9 * 60, NY, '2025-01-15T14:00:00.000Z'],
    ['2025-07-15', 9 * 60, NY, '2025-07-15T13:00:00.000Z'],
    // New York spring forward 2025-03-09: 02:00 EST → 03:00 EDT
    ['2025-03-09', 0, NY, '2025-03-09T05:00:00.000Z'],
    ['2025-03-09', 119, NY, '2025-03-09T06:59:00.000Z'], // 01:59 EST
    ['2025-03-09', 120, NY, '2025-03-09T07:00:00.000Z'], // 02:00 does not exist → 03:00 EDT
    ['2025-03-09', 150, NY, '2025-03-09T07:30:00.000Z'], // 02:30 does not exist → 03:30 EDT
    ['2025-03-09', 180, NY, '2025-03-09T07:00:00.000Z'], // 03:00 EDT
    ['2025-03-09', 8 * 60, NY, '2025-03-09T12:00:00.000Z'],
    ['2025-03-09', 17 * 60, NY, '2025-03-09T21:00:00.000Z'],
    // New York fall back 2025-11-02: 02:00 EDT → 01:00 EST; ambiguous times take the earlier (EDT)
    ['2025-11-02', 59, NY, '2025-11-02T04:59:00.000Z'],
    ['2025-11-02', 60, NY, '2025-11-02T05:00:00.000Z'],
    ['2025-11-02', 90, NY, '2025-11-02T05:30:00.000Z'],
    ['2025-11-02', 120, NY, '2025-11-02T07:00:00.000Z'], // 02:00 EST, unambiguous
    ['2025-11-02', 8 * 60, NY, '2025-11-02T13:00:00.000Z'],
    // London spring forward 2025-03-30: 01:00 GMT → 02:00 BST
    ['2025-03-30', 59, LONDON, '2025-03-30T00:59:00.000Z'],
    ['2025-03-30', 60, LONDON, '2025-03-30T01:00:00.000Z'], // 01:00 does not exist → 02:00 BST
    ['2025-03-30', 90, LONDON, '2025-03-30T01:30:00.000Z'], // 01:30 → 02:30 BST
    ['2025-03-30', 120, LONDON, '2025-03-30T01:00:00.000Z'],
    ['2025-03-30', 8 * 60, LONDON, '2025-03-30T07:00:00.000Z'],
    // London fall back 2025-10-26: 01:30 happens twice → BST one
    ['2025-10-26', 90, LONDON, '2025-10-26T00:30:00.000Z'],
    // Lord Howe has a 30-minute DST shift
    ['2025-10-05', 135, 'Australia/Lord_Howe', '2025-10-04T15:45:00.000Z'], // 02:15 → 02:45 (+11)
    ['2025-04-06', 90, 'Australia/Lord_Howe', '2025-04-05T14:30:00.000Z'], // earlier 01:30 (+11)
    // Santiago skips midnight: 2025-09-07 00:00 → 01:00
    ['2025-09-07', 0, 'America/Santiago', '2025-09-07T04:00:00.000Z'],
    ['2025-06-01', 0, 'Asia/Kolkata', '2025-05-31T18:30:00.000Z'],
    // minutes outside one day roll over on the wall clock
    ['2025-03-09', -30, NY, '2025-03-09T04:30:00.000Z'], // 2025-03-08 23:30 EST
    ['2025-03-09', 1440, NY, '2025-03-10T04:00:00.000Z'], // 2025-03-10 00:00 EDT
  ])('%s + %i min in %s → %s', (date, minutes, zone, expected) => {
    expect(zonedToUtc(date, minutes, zone).toISOString()).toBe(expected);
  });

  it.each([
    ['2025-01-15', 9 * 60, NY],
    ['2025-03-09', 9 * 60, NY],
    ['2025-03-09', 3 * 60, NY],
    ['2025-11-02', 2 * 60, NY],
    ['2025-11-02', 17 * 60, NY],
    ['2025-03-30', 12 * 60 + 45, LONDON],
  ])('round-trips %s %i min in %s', (date, minutes, zone) => {
    const instant = zonedToUtc(date, minutes, zone);
    expect(localDateOf(instant, zone)).toBe(date);
    expect(minutesOfDayOf(instant, zone)).toBe(minutes);
  });

  it.each([
    ['2025-02-30', 0, NY],
    ['2025-01-01', 1.5, NY],
    ['2025-01-01', Number.NaN, NY],
    ['2025-01-01', 0, 'Not/A_Zone'],
  ])('throws RangeError for (%s, %s, %s)', (date, minutes, zone) => {
    expect(() => zonedToUtc(date, minutes, zone)).toThrow(RangeError);
  });
});

describe('dayBoundsUtc', () => {
  it.each([
    ['2025-01-15', NY, '2025-01-15T05:00:00.000Z', '2025-01-16T05:00:00.000Z', 24],
    ['2025-03-09', NY, '2025-03-09T05:00:00.000Z', '2025-03-10T04:00:00.000Z', 23],
    ['2025-11-02', NY, '2025-11-02T04:00:00.000Z', '2025-11-03T05:00:00.000Z', 25],
    ['2025-03-30', LONDON, '2025-03-30T00:00:00.000Z', '2025-03-30T23:00:00.000Z', 23],
    ['2025-10-26', LONDON, '2025-10-25T23:00:00.000Z', '2025-10-27T00:00:00.000Z', 25],
    ['2025-09-07', 'America/Santiago', '2025-09-07T04:00:00.000Z', '2025-09-08T03:00:00.000Z', 23],
    ['2025-06-01', 'UTC', '2025-06-01T00:00:00.000Z', '2025-06-02T00:00:00.000Z', 24],
  ])('%s in %s → [%s, %s), %i h', (date, zone, start, end, hours) => {
    const bounds = dayBoundsUtc(date, zone);
    expect(bounds.start.toISOString()).toBe(start);
    expect(bounds.end.toISOString()).toBe(end);
    expect((bounds.end.getTime() - bounds.start.getTime()) / 3_600_000).toBe(hours);
  });

  it('throws RangeError for an invalid date', () => {
    expect(() => dayBoundsUtc('2025-02-30', NY)).toThrow(RangeError);
  });
});

describe('minutesSinceLocalMidnight (calendar event instants → busy minutes)', () => {
  it.each([
    // instant, day, zone, wall minutes from that day's local midnight
    ['2025-03-09T13:00:00Z', '2025-03-09', NY, 9 * 60], // 9:00 AM EDT on the 23 h day
    ['2025-03-09T22:00:00Z', '2025-03-09', NY, 18 * 60], // 6:00 PM EDT
    ['2025-03-09T12:00:00Z', '2025-03-09', NY, 8 * 60], // workday start
    ['2025-03-09T21:00:00Z', '2025-03-09', NY, 17 * 60], // workday end: 8:00-17:00 is still 9 wall hours
    ['2025-03-09T07:30:00Z', '2025-03-09', NY, 3 * 60 + 30],
    ['2025-03-09T04:00:00Z', '2025-03-09', NY, -60], // 23:00 the evening before
    ['2025-03-10T05:00:00Z', '2025-03-09', NY, 1440 + 60], // 01:00 the next day
    ['2025-11-02T14:00:00Z', '2025-11-02', NY, 9 * 60], // 9:00 AM EST on the 25 h day
    ['2025-11-02T22:00:00Z', '2025-11-02', NY, 17 * 60],
    ['2025-03-30T07:00:00Z', '2025-03-30', LONDON, 8 * 60], // 8:00 AM BST
    ['2025-03-30T16:00:00Z', '2025-03-30', LONDON, 17 * 60],
    ['2025-03-30T09:15:30Z', '2025-03-30', LONDON, 10 * 60 + 15.5], // seconds kept as a fraction
    ['2025-03-29T23:00:00Z', '2025-03-30', LONDON, -60],
  ])('%s from %s in %s → %d', (iso, date, zone, expected) => {
    expect(minutesSinceLocalMidnight(new Date(iso), date, zone)).toBe(expected);
  });

  it('throws RangeError for an invalid day', () => {
    expect(() => minutesSinceLocalMidnight(new Date('2025-03-01T00:00:00Z'), '2025-02-30', NY)).toThrow(
      RangeError,
    );
  });
});

describe('results do not depend on the process time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/London'])('TZ=%s', (tz) => {
    process.env.TZ = tz;
    expect(zonedToUtc('2025-03-09', 150, NY).toISOString()).toBe('2025-03-09T07:30:00.000Z');
    expect(localDateOf(new Date('2025-03-09T04:30:00Z'), NY)).toBe('2025-03-08');
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(dayBoundsUtc('2025-03-30', LONDON).end.toISOString()).toBe('2025-03-30T23:00:00.000Z');
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, '12:00 AM'],
    [1, '12:01 AM'],
    [59, '12:59 AM'],
    [60, '1:00 AM'],
    [480, '8:00 AM'],
    [540, '9:00 AM'],
    [690, '11:30 AM'],
    [720, '12:00 PM'],
    [750, '12:30 PM'],
    [780, '1:00 PM'],
    [1020, '5:00 PM'],
    [1439, '11:59 PM'],
    [1440, '12:00 AM'],
    [-60, '11:00 PM'],
  ])('%i → %s', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('throws RangeError for %s', (minutes) => {
    expect(() => formatMinutes(minutes)).toThrow(RangeError);
  });
});

describe('parseInstant and isoInstant (ADR 011)', () => {
  it.each([
    ['2025-03-13T09:00:00-04:00', '2025-03-13T13:00:00.000Z'],
    ['2025-03-13T13:00:00Z', '2025-03-13T13:00:00.000Z'],
    ['2025-03-13T13:00:00.5Z', '2025-03-13T13:00:00.500Z'],
    ['2025-03-13T13:00:00-00:00', '2025-03-13T13:00:00.000Z'],
    ['2025-01-01T00:00:00+23:59', '2024-12-31T00:01:00.000Z'],
    ['1000-01-01T00:00:00Z', '1000-01-01T00:00:00.000Z'],
    ['1000-01-01T05:30:00+05:30', '1000-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    ['0050-01-01T00:00:00-23:00', null], // no two-digit year guessing: year 50 is out of range
    ['0001-03-01T10:00:00Z', null],
    ['0999-12-31T23:59:59.999Z', null],
    ['1000-01-01T00:00:00+00:01', null],
    ['9999-12-31T23:00:00-01:00', null],
    ['2026-02-30T00:00:00Z', null],
    ['2026-13-01T00:00:00Z', null],
    ['2026-01-01T24:00:00Z', null],
    ['2026-01-01T23:59:60Z', null],
    ['2026-01-01T00:00:00.1234Z', null],
    ['2026-01-01T00:00Z', null],
    ['2026-01-01T00:00:00+24:00', null],
    ['2026-01-01T00:00:00+0100', null],
    ['2026-01-01t00:00:00z', null],
    ['2026-01-01T00:00:00', null],
    [' 2026-01-01T00:00:00Z', null],
    [1e308, null],
  ])('%j → %j', (value, expected) => {
    expect(parseInstant(value)?.toISOString() ?? null).toBe(expected);
    const parsed = isoInstant.safeParse(value);
    expect(parsed.success ? parsed.data : parsed.error.issues[0]?.message).toBe(expected ?? INSTANT_MESSAGE);
  });
});

describe('longDate', () => {
  it.each([
    ['2026-11-26', 'Thursday, November 26, 2026'],
    ['2024-02-29', 'Thursday, February 29, 2024'],
    ['1970-01-01', 'Thursday, January 1, 1970'],
    ['1000-01-02', 'Thursday, January 2, 1000'],
    ['9999-12-30', 'Thursday, December 30, 9999'],
  ])('%s → %s, whatever the process zone', (date, text) => {
    const original = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = tz;
        expect(longDate(date)).toBe(text);
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it("says what date-fns' 'EEEE, MMMM d, yyyy' says for every day of four years", () => {
    for (let i = 0; i < 4 * 366; i++) {
      const date = addDays('2024-01-01', i);
      expect(longDate(date)).toBe(format(parseISO(date), 'EEEE, MMMM d, yyyy'));
    }
  });

  it('throws for an invalid date', () => {
    expect(() => longDate('2026-02-30')).toThrow(RangeError);
  });
});
