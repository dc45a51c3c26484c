import { z } from 'zod';
import { lifeDomainId } from '../ideal-week.ts';
import { weekStartDate } from '../weekly-review.ts';

/*
 * The Week Comparison Score (spec §2 Calendar at a Glance, §3 Week comparison result, §7; issue 13): how the
 * real week's busy time matches an ideal week. Wire shapes here; the rule is a pure function beside them.
 */

/** Message of an ideal week id that is not a UUID. */
export const IDEAL_WEEK_ID_MESSAGE = 'Expected an ideal week id (UUID)';

/**
 * Body of POST /api/calendar/week-comparison: `{ weekStartDate: a Monday 'YYYY-MM-DD', idealWeekId: UUID }`.
 * A non-Monday is 400 naming weekStartDate; an id that is not one of the user's ideal weeks is 404.
 */
export const weekComparisonInput = z.object({
  weekStartDate,
  idealWeekId: z
    .string({ error: IDEAL_WEEK_ID_MESSAGE })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: IDEAL_WEEK_ID_MESSAGE,
    })
    .overwrite((id) => id.toLowerCase()),
});
export type WeekComparisonInput = z.output<typeof weekComparisonInput>;

/** Planned and actual minutes of one life domain in the compared week. */
export const domainMinutes = z.object({
  domain: lifeDomainId,
  idealMinutes: z.number().int().nonnegative(),
  actualMinutes: z.number().int().nonnegative(),
});
export type DomainMinutes = z.infer<typeof domainMinutes>;

/**
 * The answer of POST /api/calendar/week-comparison (spec §3): `{ score: 0..100 integer, matchedSlots,
 * totalSlots, eventsCount, byDomain }`, byDomain in LIFE_DOMAINS order, domains with no minutes left out.
 */
export const weekComparison = z.object({
  score: z.number().int().min(0).max(100),
  matchedSlots: z.number().int().nonnegative(),
  totalSlots: z.number().int().nonnegative(),
  eventsCount: z.number().int().nonnegative(),
  byDomain: z.array(domainMinutes),
});
export type WeekComparison = z.infer<typeof weekComparison>;
