import { z } from 'zod';
import {
  INSTANT_MESSAGE,
  isExistingDate,
  isValidLocalDate,
  LOCAL_DATE_MESSAGE,
  LOCAL_DATE_RANGE_MESSAGE,
  parseInstant,
} from './dates.ts';
import { isMonday, MONDAY_MESSAGE } from './weeks.ts';

/*
 * The wire shapes of time (conventions "Time"; ADR 011, 034): local dates, instants and week starts as zod
 * schemas, built from the zod-free rules of dates.ts and weeks.ts. They are apart from those rules so that a
 * screen that only computes with dates does not load zod (ADR 034); the schemas of the features' bodies and
 * responses import them from here. The time-zone name's schema is user.ts' `timeZoneName`.
 */

/**
 * Zod schema for a local calendar day 'YYYY-MM-DD' (see `isValidLocalDate`); a non-string or a day that does not
 * exist reports `LOCAL_DATE_MESSAGE`, an existing day out of range `LOCAL_DATE_RANGE_MESSAGE`. JSON Schema /
 * OpenAPI: `type: string, format: date`. Spec §3, §7 (dates in paths and bodies); ADR 011.
 */
export const localDate = z.iso
  .date({ error: LOCAL_DATE_MESSAGE, abort: true })
  .refine(isExistingDate, { error: LOCAL_DATE_MESSAGE, abort: true })
  .refine(isValidLocalDate, { error: () => LOCAL_DATE_RANGE_MESSAGE });

/**
 * Zod schema of an instant on the wire (query and body timestamps): a string `parseInstant` accepts, output
 * normalised to UTC with milliseconds, as the API returns instants ('2025-03-13T09:00:00-04:00' →
 * '2025-03-13T13:00:00.000Z'). Every failure reports `INSTANT_MESSAGE`. ADR 011.
 */
export const isoInstant = z
  .string({ error: INSTANT_MESSAGE })
  .refine((value) => parseInstant(value) !== null, { error: INSTANT_MESSAGE, abort: true })
  .overwrite((value) => parseInstant(value)?.toISOString() ?? value);

/**
 * A week start date on the wire: a local date 'YYYY-MM-DD' in the API range (ADR 011) that is a Monday
 * (spec §3: 'yyyy-MM-dd of the Monday'; weeks.ts' `isWeekStartDate`). A non-date reports `LOCAL_DATE_MESSAGE`,
 * another weekday `MONDAY_MESSAGE`. The first accepted Monday is 1000-01-06, the last 9999-12-27.
 */
export const weekStartDate = localDate.refine(isMonday, { error: MONDAY_MESSAGE });
