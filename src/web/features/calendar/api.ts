/**
 * Calendar calls (spec §7): events in a UTC range, suggested slots for a task, and Steward's time blocks that
 * Select in the Schedule Task dialog books. Events are RFC 5545-style instances with ISO 8601 start/end.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type CalendarEvent,
  calendarEvent,
  type SuggestedSlot,
  suggestedSlot,
} from '../../../core/calendar/events.ts';
import { type CalendarSource, calendarSource } from '../../../core/calendar/sources.ts';
import { type WeekComparison, weekComparison } from '../../../core/calendar/week-comparison.ts';
import { TIME_ZONE_HEADER } from '../../../core/time-zone-header.ts';
import { apiRequest, browserTimeZone, getJson, parseApiError } from '../../lib/api.ts';

export type { CalendarEvent, CalendarSource, SuggestedSlot, WeekComparison };

const EVENTS_KEY = '/api/calendar/events';

/**
 * Query options of the events overlapping [start, end). On failure the error carries the server's `error`
 * field when there is one, else 'Failed to fetch events' (spec §7).
 */
export function eventsQuery(start: Date, end: Date) {
  const startDate = start.toISOString();
  const endDate = end.toISOString();
  return queryOptions<CalendarEvent[]>({
    queryKey: [EVENTS_KEY, startDate, endDate],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ startDate, endDate });
      const zone = browserTimeZone();
      const response = await fetch(`${EVENTS_KEY}?${params}`, {
        credentials: 'include',
        signal,
        headers: zone ? { [TIME_ZONE_HEADER]: zone } : {},
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? 'Failed to fetch events');
      }
      return z.array(calendarEvent).parse(await response.json());
    },
  });
}

/** Asks for free slots on a date for a duration in minutes (sent as a string, spec §7). */
export function useSuggestSlots() {
  return useMutation({
    mutationFn: async ({ date, duration }: { date: string; duration: number }) =>
      z
        .array(suggestedSlot)
        .parse(
          await (
            await apiRequest('POST', '/api/calendar/suggest-slots', { date, duration: String(duration) })
          ).json(),
        ),
  });
}

function useRefreshEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [EVENTS_KEY] });
}

/** What booking a slot sends: the block, and the slot's display label ('9:00 AM - 10:00 AM') for the toast. */
export interface TimeBlockBooking {
  title: string;
  start: string;
  end: string;
  label: string;
}

/**
 * Books a time block for a task in a slot and refreshes every events query. Toasts 'Task Scheduled', or
 * 'Could Not Schedule Task' with the server's reason when the time was taken (409).
 */
export function useCreateTimeBlock() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async ({ title, start, end }: TimeBlockBooking) =>
      calendarEvent.parse(
        await (await apiRequest('POST', '/api/calendar/time-blocks', { title, start, end })).json(),
      ),
    meta: {
      successToast: (variables) => {
        const { title, label } = variables as TimeBlockBooking;
        return { title: 'Task Scheduled', description: `${title} at ${label}` };
      },
      errorToast: (error) => {
        const { status, message } = parseApiError(error);
        return {
          title: 'Could Not Schedule Task',
          description:
            status === 409
              ? `${message.replace(/\.$/, '')}. Please choose another time.`
              : 'Failed to schedule the task. Please try again.',
        };
      },
    },
    onSuccess: refresh,
  });
}

/** Removes a time block and refreshes every events query. */
export function useDeleteTimeBlock() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/calendar/time-blocks/${id}`);
    },
    meta: {
      errorToast: { title: 'Error', description: 'Failed to remove the scheduled task. Please try again.' },
    },
    onSuccess: refresh,
  });
}

/**
 * Query options of the Week Comparison Score of the week starting on Monday `weekStartDate` against ideal week
 * `idealWeekId` (POST /api/calendar/week-comparison, spec §7; issue 13). Its key extends the events' key, so
 * booking or removing a block (which refreshes every events query) refreshes the score too.
 */
export function weekComparisonQuery(weekStartDate: string, idealWeekId: string) {
  return queryOptions<WeekComparison>({
    queryKey: [EVENTS_KEY, 'week-comparison', weekStartDate, idealWeekId],
    queryFn: async () =>
      weekComparison.parse(
        await (
          await apiRequest('POST', '/api/calendar/week-comparison', { weekStartDate, idealWeekId })
        ).json(),
      ),
  });
}

/** An ideal week as the comparison's selector needs it: its id and name. */
const idealWeekChoice = z.object({ id: z.string(), name: z.string() });
export type IdealWeekChoice = z.infer<typeof idealWeekChoice>;

/**
 * Query options of the user's ideal weeks for the comparison's selector (GET /api/ideal-weeks, spec §7), in the
 * server's order (the first is preselected, spec §2). The key starts with the list's path, so an invalidation
 * of the ideal-weeks list by that prefix (a save in the editor) refreshes this one too; its own last segment
 * keeps this slimmer shape out of the editor's cache entry.
 */
export const idealWeekChoicesQuery = queryOptions<IdealWeekChoice[]>({
  queryKey: ['/api/ideal-weeks', 'choices'],
  queryFn: async ({ signal }) =>
    z.array(idealWeekChoice).parse(await getJson('/api/ideal-weeks', { on401: 'throw', signal })),
});

/** Query keys of calendar sources: `all` is the list (GET /api/calendar/sources). */
export const sourceKeys = {
  all: ['/api/calendar/sources'] as const,
};

/** Query options of the user's calendar sources with their calendars (GET /api/calendar/sources). */
export const sourcesQuery = queryOptions<CalendarSource[]>({
  queryKey: sourceKeys.all,
  queryFn: async ({ signal }) =>
    z.array(calendarSource).parse(await getJson('/api/calendar/sources', { on401: 'throw', signal })),
});
