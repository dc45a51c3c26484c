import { describe, expect, it } from 'vitest';
import { assertTimeZone, canonicalTimeZone, MAX_TIME_ZONE_LENGTH, TIME_ZONE_HEADER } from './time-zone.ts';

describe('canonicalTimeZone', () => {
  it.each([
    // canonical names come back unchanged
    ['America/New_York', 'America/New_York'],
    ['Europe/London', 'Europe/London'],
    ['Australia/Lord_Howe', 'Australia/Lord_Howe'],
    ['Pacific/Kiritimati', 'Pacific/Kiritimati'],
    ['Pacific/Pago_Pago', 'Pacific/Pago_Pago'],
    ['UTC', 'UTC'],
    // case variants
    ['europe/paris', 'Europe/Paris'],
    ['EUROPE/PARIS', 'Europe/Paris'],
    ['eUrOpE/pArIs', 'Europe/Paris'],
    ['utc', 'UTC'],
    ['pacific/kiritimati', 'Pacific/Kiritimati'],
    ['etc/gmt+5', 'Etc/GMT+5'],
    // garbage
    ['Mars/Olympus_Mons', null],
    ['Europe/Paris/Extra', null],
    ['+01:00', null],
    ['-05:00', null],
    ['Z', null],
    ['', null],
    ['   ', null],
    [' Europe/Paris', null],
    ['Europe/Paris ', null],
    ['Europe/Paris\n', null],
    ['x'.repeat(100), null],
    [`Europe/Paris${' '.repeat(88)}`, null],
    [42, null],
    [null, null],
    [undefined, null],
    [{ timeZone: 'UTC' }, null],
  ])('%j → %j', (value, expected) => {
    expect(canonicalTimeZone(value)).toBe(expected);
  });

  // A valid name the runtime does not list is kept as given (ADR 047): V8 lists and resolves 'Asia/Calcutta' and
  // 'Europe/Kiev', but a user who chose the current IANA name reads that name back.
  it.each([
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Europe/Kyiv', 'Europe/Kyiv'],
    ['US/Pacific', 'US/Pacific'],
    ['Etc/UTC', 'Etc/UTC'],
    ['America/Buenos_Aires', 'America/Buenos_Aires'],
  ])('keeps the valid name %s as %s', (value, expected) => {
    expect(canonicalTimeZone(value)).toBe(expected);
  });

  it('is idempotent: a canonical name is its own canonical name', () => {
    for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC', 'US/Pacific', 'europe/paris']) {
      const canonical = canonicalTimeZone(zone);
      expect(canonical).not.toBeNull();
      expect(canonicalTimeZone(canonical)).toBe(canonical);
    }
  });

  it(`accepts no name longer than ${MAX_TIME_ZONE_LENGTH} characters`, () => {
    expect(canonicalTimeZone(`America/${'a'.repeat(MAX_TIME_ZONE_LENGTH)}`)).toBeNull();
  });
});

describe('assertTimeZone', () => {
  it.each(['UTC', 'America/New_York', 'us/pacific'])('accepts %s', (zone) => {
    expect(() => assertTimeZone(zone)).not.toThrow();
  });
  it.each(['Mars/Olympus_Mons', '', 'x'.repeat(100)])('throws RangeError for %j', (zone) => {
    expect(() => assertTimeZone(zone)).toThrow(RangeError);
  });
});

it('names the time-zone header X-Time-Zone (ADR 006)', () => {
  expect(TIME_ZONE_HEADER).toBe('X-Time-Zone');
});
