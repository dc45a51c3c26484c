import { describe, expect, it } from 'vitest';
import { isValidLocalDate } from './dates.ts';
import { localDate, weekStartDate } from './time-schemas.ts';
import { isWeekStartDate } from './weeks.ts';

// Screens check dates with the zod-free rules; the API with the schemas (ADR 034): both must agree.
const samples: unknown[] = [
  '2025-01-06',
  '2025-01-08',
  '2024-02-26',
  '2024-02-29',
  '2025-02-30',
  '2025-2-3',
  '2025-02-03T00:00',
  '1000-01-06',
  '1000-01-01',
  '0999-12-30',
  '9999-12-27',
  '9999-12-30',
  '9999-12-31',
  '0001-01-01',
  '',
  ' 2025-01-06',
  20250106,
  null,
  undefined,
  ['2025-01-06'],
];

describe('the date rules and the date schemas agree', () => {
  it.each(samples.map((value) => [JSON.stringify(value) ?? String(value), value]))('%s', (_label, value) => {
    expect(isValidLocalDate(value)).toBe(localDate.safeParse(value).success);
    expect(isWeekStartDate(value)).toBe(weekStartDate.safeParse(value).success);
  });
});
