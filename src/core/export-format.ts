import { z } from 'zod';
import { timeBlockInput } from './calendar/events.ts';
import { SOURCE_KINDS } from './calendar/sources.ts';
import { clarityBreakInput } from './clarity-break.ts';
import { dailyPlanInput, MAX_ITEM_LENGTH, MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from './daily-plan.ts';
import { isoInstant, localDate } from './dates.ts';
import { goalInput } from './goals.ts';
import { habitInput, MAX_ENTRY_COUNT } from './habits.ts';
import { idealWeekInput } from './ideal-week.ts';
import { quarterId, quarterlyReviewInput } from './quarterly-review.ts';
import { reminderSettings } from './reminders.ts';
import { ritualInput, ritualType } from './rituals.ts';
import { safeText } from './text.ts';
import { weeklyReviewInput } from './weekly-review.ts';

/*
 * The export file of GET /api/export and POST /api/import (docs/export-format.md, ADR 049): every row a user owns,
 * each section validated with the same core schema as the route that writes it, plus the row's id (the target of
 * references inside the file) and its timestamps. One schema validates an import before anything is written and
 * generates docs/export-format.schema.json.
 */

/** The `format` value of an export file. */
export const EXPORT_FORMAT = 'steward-export';
/** The `version` of the export format this server writes and reads. */
export const EXPORT_VERSION = 1;
/** Largest import file accepted, in bytes (20 MB). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** A row id in the file: any UUID, compared in lower case. */
const rowId = z.guid({ error: 'id must be a UUID' }).overwrite((id) => id.toLowerCase());

/** The id and timestamps of an exported row (instants ISO 8601 UTC). */
const rowMeta = z.object({ id: rowId, createdAt: isoInstant, updatedAt: isoInstant });

/** A ritual: `{ id, createdAt, updatedAt, type, elements, minutes? }` (POST /api/rituals body). */
export const exportedRitual = z.intersection(rowMeta, ritualInput);

/** A day's run of a ritual, tied to the ritual by `type`: `{ id, createdAt, updatedAt, type, date, completed }`. */
export const exportedRitualRun = rowMeta.extend({
  type: ritualType,
  date: localDate,
  completed: z.array(z.boolean()).max(MAX_LIST_ITEMS),
});

/** The finish-day reflection stored on a plan; null fields before the day was finished. */
const finishedDay = z.object({
  dayFinished: z.boolean(),
  productivityRating: z.int().min(1).max(10).nullable(),
  improvementNote: safeText('multiline').max(MAX_TEXT_LENGTH).nullable(),
  incompleteTasks: z.array(safeText('line').max(MAX_ITEM_LENGTH)).max(MAX_LIST_ITEMS).nullable(),
});

/** A daily plan: the POST /api/daily-plans body (`bigThreeLinks` goal ids point at `goals`) and its reflection. */
export const exportedDailyPlan = z.intersection(z.intersection(rowMeta, dailyPlanInput), finishedDay);

/** A weekly review: the POST /api/weekly-reviews body; `weeklyBigThreeGoalIds` point at `goals`. */
export const exportedWeeklyReview = z.intersection(rowMeta, weeklyReviewInput);

/** A quarterly review: `{ id, createdAt, updatedAt, quarter: 'YYYY-Qn' }` and the PUT /api/quarterly-reviews body. */
export const exportedQuarterlyReview = z.intersection(
  rowMeta.extend({ quarter: quarterId }),
  quarterlyReviewInput,
);

/** A Clarity Break: the POST /api/clarity-breaks body (score a string '1'..'100'). */
export const exportedClarityBreak = z.intersection(rowMeta, clarityBreakInput);

/** A goal: the POST /api/goals body and whether it is archived. */
export const exportedGoal = z.intersection(rowMeta, goalInput.extend({ archived: z.boolean() }));

/** An ideal week: the POST /api/ideal-weeks body. */
export const exportedIdealWeek = z.intersection(rowMeta, idealWeekInput);

/** A habit: the POST /api/habits body with its start date; `goalId` points at `goals`. */
export const exportedHabit = rowMeta.extend(habitInput.shape).extend({ startDate: localDate });

/** A habit's day: `{ habitId (a habit of the file), date, count, skipped, updatedAt }`. */
export const exportedHabitEntry = z.object({
  habitId: rowId,
  date: localDate,
  count: z.int().min(0).max(MAX_ENTRY_COUNT),
  skipped: z.boolean(),
  updatedAt: isoInstant,
});

/** A time block: the POST /api/calendar/time-blocks body (`{ title, start, end, domain }`). */
export const exportedTimeBlock = z.intersection(rowMeta, timeBlockInput);

/** A calendar of a source, as Settings → Calendars shows it. */
const exportedCalendar = z.object({
  name: z.string(),
  colorId: z.string().nullable(),
  show: z.boolean(),
  busy: z.boolean(),
  writable: z.boolean(),
  blocksTarget: z.boolean(),
  domain: z.string().nullable(),
});

/**
 * A connected calendar source without any secret (no password, token or credential; the feed address without its
 * user info). Listed for the user's record; an import does not connect it again (ADR 049).
 */
export const exportedCalendarSource = z.object({
  id: rowId,
  kind: z.enum(SOURCE_KINDS),
  name: z.string(),
  url: z.string().nullable(),
  calendars: z.array(exportedCalendar),
  createdAt: isoInstant,
});

/** Adds an issue at `section.i.field` for each row whose `key` was seen before in the same section. */
function refuseRepeats<T>(
  ctx: z.RefinementCtx,
  section: string,
  rows: readonly T[],
  key: (row: T) => string,
  field: string,
  what: string,
): void {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const k = key(row);
    if (seen.has(k))
      ctx.addIssue({ code: 'custom', path: [section, index, field], message: `Repeated ${what}` });
    seen.add(k);
  });
}

/**
 * The export file (docs/export-format.md): `{ format: 'steward-export', version: 1, exportedAt, profile: { name,
 * email, timeZone }, rituals, ritualRuns, dailyPlans, weeklyReviews, quarterlyReviews, clarityBreaks, goals, idealWeeks, habits,
 * habitEntries, timeBlocks, calendarSources, reminderSettings }`. Beyond each row's own rule the file must hold what the database
 * holds: one ritual per type, one run per type and date, one plan per date, one review per week and per quarter, unique goal and
 * habit ids, one entry per habit and date, entries of habits in the file, and time blocks that do not overlap.
 * The first issue's path names the bad value ('dailyPlans.3.bigThree.0').
 */
export const stewardExport = z
  .object({
    format: z.literal(EXPORT_FORMAT, { error: `format must be '${EXPORT_FORMAT}'` }),
    version: z.literal(EXPORT_VERSION, { error: `version must be ${EXPORT_VERSION}` }),
    exportedAt: isoInstant,
    profile: z.object({ name: z.string(), email: z.string(), timeZone: z.string() }),
    rituals: z.array(exportedRitual),
    ritualRuns: z.array(exportedRitualRun),
    dailyPlans: z.array(exportedDailyPlan),
    weeklyReviews: z.array(exportedWeeklyReview),
    // Files written before quarterly reviews existed have no such section.
    quarterlyReviews: z.array(exportedQuarterlyReview).default([]),
    clarityBreaks: z.array(exportedClarityBreak),
    goals: z.array(exportedGoal),
    idealWeeks: z.array(exportedIdealWeek),
    habits: z.array(exportedHabit),
    habitEntries: z.array(exportedHabitEntry),
    timeBlocks: z.array(exportedTimeBlock),
    calendarSources: z.array(exportedCalendarSource),
    // The user's saved reminder settings; null (and files written before reminders existed) means the defaults.
    reminderSettings: reminderSettings.nullable().default(null),
  })
  .superRefine((file, ctx) => {
    refuseRepeats(ctx, 'rituals', file.rituals, (r) => r.type, 'type', 'ritual type');
    refuseRepeats(ctx, 'ritualRuns', file.ritualRuns, (r) => `${r.type} ${r.date}`, 'date', 'run');
    refuseRepeats(ctx, 'dailyPlans', file.dailyPlans, (p) => p.date, 'date', 'plan date');
    refuseRepeats(ctx, 'weeklyReviews', file.weeklyReviews, (r) => r.weekStartDate, 'weekStartDate', 'week');
    refuseRepeats(ctx, 'quarterlyReviews', file.quarterlyReviews, (r) => r.quarter, 'quarter', 'quarter');
    refuseRepeats(ctx, 'goals', file.goals, (g) => g.id, 'id', 'goal id');
    refuseRepeats(ctx, 'habits', file.habits, (h) => h.id, 'id', 'habit id');
    refuseRepeats(ctx, 'habitEntries', file.habitEntries, (e) => `${e.habitId} ${e.date}`, 'date', 'day');
    const habitIds = new Set(file.habits.map((h) => h.id));
    file.habitEntries.forEach((entry, index) => {
      if (!habitIds.has(entry.habitId))
        ctx.addIssue({
          code: 'custom',
          path: ['habitEntries', index, 'habitId'],
          message: 'No habit of the file has this id',
        });
    });
    const blocks = file.timeBlocks
      .map((block, index) => ({ index, start: Date.parse(block.start), end: Date.parse(block.end) }))
      .sort((a, b) => a.start - b.start);
    let latestEnd = Number.NEGATIVE_INFINITY;
    for (const block of blocks) {
      if (block.start < latestEnd)
        ctx.addIssue({
          code: 'custom',
          path: ['timeBlocks', block.index, 'start'],
          message: 'Overlaps another time block',
        });
      latestEnd = Math.max(latestEnd, block.end);
    }
  });
/** The row schema of a section of the file (an array, maybe with a default), or null for another field. */
function rowSchemaOf(field: z.ZodType): z.ZodType | null {
  const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : null;
}

/**
 * The first issue of `file` (parsed JSON) that `stewardExport` reports first, found field by field in the file's
 * order and a section row by row, stopping at the first bad one; null when every field and row passes (the rules
 * across rows are then stewardExport's). A file of many bad rows (20 MB of `{}`) gives zod millions of issues: in
 * one parse that took seconds and overflowed the stack, a 500. Paths start at the file ('dailyPlans.0.id').
 */
export function firstImportIssue(file: unknown): z.core.$ZodIssue | null {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return null;
  const fields = file as Record<string, unknown>;
  for (const [key, field] of Object.entries(stewardExport.shape) as [string, z.ZodType][]) {
    const value = fields[key];
    const row = rowSchemaOf(field);
    if (row && Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const issue = row.safeParse(item).error?.issues[0];
        if (issue) return { ...issue, path: [key, index, ...issue.path] };
      }
    } else {
      const issue = field.safeParse(value).error?.issues[0];
      if (issue) return { ...issue, path: [key, ...issue.path] };
    }
  }
  return null;
}

/** An export file as GET /api/export writes it and POST /api/import reads it after validation. */
export type StewardExport = z.output<typeof stewardExport>;

/** Answer of POST /api/import: how many rows of each section were written; calendar sources are never imported. */
export const importResult = z.object({
  imported: z.record(z.string(), z.int()),
  skipped: z.object({ calendarSources: z.int() }),
});
export type ImportResult = z.infer<typeof importResult>;

/** The JSON Schema (draft 2020-12) of the export file, committed as docs/export-format.schema.json. */
export function exportJsonSchema() {
  return z.toJSONSchema(stewardExport, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
}
