import { z } from 'zod';
import { BIG_THREE_SIZE, MAX_LIST_ITEMS } from '../daily-plan.ts';
import { isoInstant, localDate } from '../dates.ts';
import { lifeDomainId } from '../ideal-week.ts';
import { safeText } from '../text.ts';

/*
 * Calendar wire shapes (docs/product.md §3 Calendar event and Suggested slot, §7 calendar calls), shared by the
 * server's routes (validation and OpenAPI) and the web (forms and response parsing). Instants are ISO 8601 strings.
 */

/** Longest range GET /api/calendar/events serves, in days (a month view with its leading and trailing weeks fits). */
export const MAX_EVENT_RANGE_DAYS = 62;
/** Longest time block, in hours. */
export const MAX_TIME_BLOCK_HOURS = 24;
/** Message of a time block whose end is not after its start (also the 400 of the database CHECK, ADR 008). */
export const END_AFTER_START_MESSAGE = 'end must be after start';
/** Message of the 409 answered when a time block overlaps another of the user's blocks (ADR 005, 008). */
export const TIME_TAKEN_MESSAGE = 'That time is already taken by another scheduled task';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_LENGTH_MESSAGE = `A block lasts at most ${MAX_TIME_BLOCK_HOURS} hours`;

/**
 * Query of GET /api/calendar/events: `{ startDate, endDate }`, instants ({@link isoInstant}, ADR 011), endDate after startDate and at most
 * {@link MAX_EVENT_RANGE_DAYS} days later (failures name `endDate`). docs/product.md §7.
 */
export const calendarEventsQuery = z
  .object({ startDate: isoInstant, endDate: isoInstant })
  .refine((q) => Date.parse(q.endDate) > Date.parse(q.startDate), {
    path: ['endDate'],
    error: 'endDate must be after startDate',
  })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= MAX_EVENT_RANGE_DAYS * DAY_MS, {
    path: ['endDate'],
    error: `The range is at most ${MAX_EVENT_RANGE_DAYS} days`,
  });
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuery>;

/** Where an event comes from: Steward's own time blocks, or a connected source's kind. */
export const EVENT_SOURCES = ['steward', 'google', 'caldav', 'ics'] as const;

/** The lists of a daily plan a block can be booked for. */
export const TASK_GROUPS = ['bigThree', 'otherTasks'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

/**
 * The task a time block was booked for: `{ date: 'YYYY-MM-DD', group: 'bigThree' | 'otherTasks', index }`, the
 * daily plan's local date, its list and the task's 0-based index there (under 3 in the Big 3, under 100 in the
 * other tasks: docs/product.md §3 DailyPlan). Failures name `task.date`, `task.group` or `task.index`.
 */
export const taskRef = z
  .strictObject({
    date: localDate,
    group: z.enum(TASK_GROUPS),
    index: z
      .number()
      .int()
      .min(0)
      .max(MAX_LIST_ITEMS - 1),
  })
  .refine((t) => t.group !== 'bigThree' || t.index < BIG_THREE_SIZE, {
    path: ['index'],
    error: `A Big 3 index is under ${BIG_THREE_SIZE}`,
  });
export type TaskRef = z.infer<typeof taskRef>;

/**
 * A calendar event instance, as GET /api/calendar/events lists it and POST /api/calendar/time-blocks returns
 * it (docs/product.md §3 Calendar event): `{ id, summary, description, start, end, colorId?, allDay, calendarId,
 * busy, source, timeBlockId?, domain? }`. `start`/`end` are ISO 8601 UTC instants (half-open; an all-day event runs from
 * the user's local midnight of its first day to that of the day after its last); `colorId` '1'..'11' when the
 * event or its calendar has one (default 10 when shown, see event-colors.ts); `calendarId` is the connected
 * calendar's id, null for a block kept in Steward; `busy` says whether it blocks free slots; `timeBlockId` is set
 * when the event is a Steward time block (wherever it is stored), the id DELETE /api/calendar/time-blocks takes;
 * `domain` is set on a Steward time block only: the life domain it counts for in the Week Comparison, null for
 * none (ADR 033; PATCH /api/calendar/time-blocks/{id} changes it). Other events count for their calendar's.
 * `task` is set on a Steward time block only: the {@link TaskRef} it was booked for, null for none (ADR 054).
 */
export const calendarEvent = z.object({
  id: z.string(),
  summary: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string(),
  colorId: z.string().optional(),
  allDay: z.boolean(),
  calendarId: z.string().nullable(),
  busy: z.boolean(),
  source: z.enum(EVENT_SOURCES),
  timeBlockId: z.string().optional(),
  domain: lifeDomainId.nullable().optional(),
  task: taskRef.nullable().optional(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/**
 * The response header of GET /api/calendar/events that lists what the range's events lack (ADR 041), as
 * URI-encoded JSON of {@link CalendarNotice}[]; absent when nothing is missing.
 */
export const CALENDAR_NOTICES_HEADER = 'Steward-Calendar-Notices';

/**
 * Something the events of a range lack (ADR 041): a calendar whose source could not be read for the range
 * (`kind` 'error', `message` the provider's sentence) or whose listing an expansion cap cut ('truncated').
 * `provider` names the source as the connection-error card titles it ('Google Calendar', else the source's name;
 * docs/product.md §2).
 */
export const calendarNotice = z.object({
  sourceId: z.string(),
  calendarId: z.string(),
  provider: z.string(),
  kind: z.enum(['error', 'truncated']),
  message: z.string(),
});
export type CalendarNotice = z.infer<typeof calendarNotice>;

/**
 * One entry of POST /api/calendar/suggest-slots' answer (docs/product.md §3 Suggested slot): the display strings
 * `startTime`/`endTime` ('9:00 AM') in the request's time zone, and the slot's ISO 8601 UTC instants
 * `start`/`end`, which POST /api/calendar/time-blocks takes as they are (ADR 005).
 */
export const suggestedSlot = z.object({
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  end: z.string(),
});
export type SuggestedSlot = z.infer<typeof suggestedSlot>;

/**
 * Body of POST /api/calendar/time-blocks: `{ title, start, end, domain? }`: title single-line (text rule, ADR 011),
 * trimmed, 1..500 characters; start and end instants ({@link isoInstant}: output normalised to UTC 'Z'), end after start ({@link END_AFTER_START_MESSAGE} on `end`) and at most
 * {@link MAX_TIME_BLOCK_HOURS} hours later. Overlap with another block is the database's rule (409, ADR 008).
 * `domain` (optional, a life domain id of docs/product.md §3) is what the block counts for in the Week Comparison
 * (ADR 027); null or absent is none, as `domain: null` is in a calendar's settings and an ideal week's cell (ADR 033).
 * `task` (optional, a {@link TaskRef}) is the task the block is booked for (ADR 054); null or absent is none.
 */
export const timeBlockInput = z
  .object({
    title: safeText('line').trim().min(1, 'Title cannot be empty').max(500),
    start: isoInstant,
    end: isoInstant,
    domain: lifeDomainId.nullish(),
    task: taskRef.nullish(),
  })
  .refine(endsAfterStart, { path: ['end'], error: END_AFTER_START_MESSAGE })
  .refine(withinMaxLength, { path: ['end'], error: MAX_LENGTH_MESSAGE });
export type TimeBlockInput = z.infer<typeof timeBlockInput>;

/**
 * Body of PATCH /api/calendar/time-blocks/{id}: `{ domain?, start?, end? }`. `domain` is a life domain id of
 * docs/product.md §3 or null for none (ADR 033); `start` and `end` move or resize the block (ADR 054), both
 * instants, with the rules of {@link timeBlockInput} (a lone one is a 400 naming the missing one). One of them is
 * required (an empty body is a 400 naming `domain`).
 */
export const timeBlockPatch = z
  .object({
    domain: lifeDomainId.nullable().optional(),
    start: isoInstant.optional(),
    end: isoInstant.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.start === undefined && p.end === undefined) {
      if (p.domain === undefined)
        ctx.addIssue({ code: 'custom', path: ['domain'], message: 'Nothing to change' });
      return;
    }
    if (p.start === undefined || p.end === undefined) {
      const missing = p.start === undefined ? 'start' : 'end';
      ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with the other` });
    } else if (!endsAfterStart({ start: p.start, end: p.end }))
      ctx.addIssue({ code: 'custom', path: ['end'], message: END_AFTER_START_MESSAGE });
    else if (!withinMaxLength({ start: p.start, end: p.end }))
      ctx.addIssue({ code: 'custom', path: ['end'], message: MAX_LENGTH_MESSAGE });
  });
export type TimeBlockPatch = z.infer<typeof timeBlockPatch>;

function endsAfterStart(b: { start: string; end: string }): boolean {
  return Date.parse(b.end) > Date.parse(b.start);
}

function withinMaxLength(b: { start: string; end: string }): boolean {
  return Date.parse(b.end) - Date.parse(b.start) <= MAX_TIME_BLOCK_HOURS * HOUR_MS;
}
