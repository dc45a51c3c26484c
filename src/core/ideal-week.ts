import { z } from 'zod';
import {
  DEFAULT_IDEAL_WEEK_NAME,
  DOMAIN_MESSAGE,
  type IdealWeekSchedule,
  LIFE_DOMAIN_IDS,
  MAX_ACTIVITY_LENGTH,
  MAX_IDEAL_WEEK_NAME_LENGTH,
  parseSlotKey,
  SLOT_KEY_MESSAGE,
} from './ideal-week-rules.ts';
import { safeText } from './text.ts';

/*
 * The Ideal Week (spec §2 Ideal Week, §3 Ideal week and Life domains, §9; issue 13): the wire shapes shared by the
 * editor (web) and the routes (server). The slot grid, the life domains and the planned time per domain are in
 * ideal-week-rules.ts, without zod, for the screens (ADR 034); they are exported from here too. Pure: no clock,
 * no I/O.
 *
 * The grid: 7 days (Monday..Sunday) × 33 half-hour rows from 5:00 AM to 9:00 PM (the last row is 9:00 PM and
 * covers 9:00-9:30 PM) = 231 cells. A cell's key is '{day}-{h:mm AM|PM}', e.g. 'monday-9:00 AM' (spec §3).
 */

export * from './ideal-week-rules.ts';

/** A life domain id (spec §3). */
export const lifeDomainId = z.enum(LIFE_DOMAIN_IDS, { error: DOMAIN_MESSAGE });

/** An activity: single-line (text rule 'line', ADR 011), trimmed, at most 200 characters. */
const activityText = safeText('line')
  .trim()
  .max(MAX_ACTIVITY_LENGTH, {
    error: `An activity must be at most ${MAX_ACTIVITY_LENGTH} characters`,
  });

/**
 * One cell as sent: `{ activity, domain? }` (domain null or absent means none), or a legacy plain string read
 * as the activity (spec §3), so a legacy string obeys the same activity rule and its errors name
 * `{key}.activity`.
 */
export const idealWeekCell = z.preprocess(
  (value) => (typeof value === 'string' ? { activity: value } : value),
  z.object({ activity: activityText, domain: lifeDomainId.nullish() }),
);
/**
 * A schedule on the wire (spec §3, §7): a map from grid key to a cell ({@link idealWeekCell}). A key off the grid
 * (also `__proto__`) fails naming the key; other fields of a cell are dropped (ADR 026). Output: cells only, empty ones (no activity, no domain) dropped.
 */
export const idealWeekSchedule = z
  .preprocess(
    (value, ctx) => {
      // zod's record skips an own "__proto__" key (JSON.parse makes one) without a word: refuse it here.
      if (typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__'))
        ctx.addIssue({ code: 'custom', path: ['__proto__'], message: SLOT_KEY_MESSAGE, input: value });
      return value;
    },
    z.record(z.string(), idealWeekCell).superRefine((schedule, ctx) => {
      for (const key of Object.keys(schedule))
        if (parseSlotKey(key) === null)
          ctx.addIssue({ code: 'custom', path: [key], message: SLOT_KEY_MESSAGE });
    }),
  )
  .transform((schedule) => normaliseSchedule(schedule));

/**
 * The cells of a schedule as Steward reads it: legacy strings become `{ activity }`, activities are trimmed, and
 * cells with neither an activity nor a domain are left out. Keys are kept as they are (call it on validated
 * input, or on stored rows). Never throws.
 */
export function normaliseSchedule(schedule: Readonly<Record<string, unknown>>): IdealWeekSchedule {
  const cells: IdealWeekSchedule = {};
  for (const [key, value] of Object.entries(schedule)) {
    const cell =
      typeof value === 'string'
        ? { activity: value }
        : value !== null && typeof value === 'object'
          ? (value as { activity?: unknown; domain?: unknown })
          : null;
    if (!cell) continue;
    const activity = typeof cell.activity === 'string' ? cell.activity.trim() : '';
    const domain = lifeDomainId.safeParse(cell.domain);
    if (!activity && !domain.success) continue;
    cells[key] = domain.success ? { activity, domain: domain.data } : { activity };
  }
  return cells;
}

/**
 * Body of POST /api/ideal-weeks and PATCH /api/ideal-weeks/{id} (spec §7): `{ name, schedule }`. The name is
 * single-line and trimmed, at most 100 characters; blank means {@link DEFAULT_IDEAL_WEEK_NAME} (spec §2: the
 * summary's title falls back to it).
 */
export const idealWeekInput = z.object({
  name: safeText('line')
    .trim()
    .max(MAX_IDEAL_WEEK_NAME_LENGTH, {
      error: `The name must be at most ${MAX_IDEAL_WEEK_NAME_LENGTH} characters`,
    })
    .transform((name) => name || DEFAULT_IDEAL_WEEK_NAME),
  schedule: idealWeekSchedule,
});
export type IdealWeekInput = z.output<typeof idealWeekInput>;

/** An ideal week as the API returns it: `{ id, name, schedule, createdAt, updatedAt }` (instants ISO 8601 UTC). */
export const idealWeek = z.object({
  id: z.string(),
  name: z.string(),
  schedule: z.record(z.string(), z.object({ activity: z.string(), domain: lifeDomainId.optional() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IdealWeek = z.infer<typeof idealWeek>;
