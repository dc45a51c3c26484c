/**
 * Calendar calls (spec §7): events in a UTC range, suggested slots for a task, and Steward's time blocks that
 * Select in the Schedule Task dialog books. Events are RFC 5545-style instances with ISO 8601 start/end.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

/** A calendar event instance (spec §3 Calendar event). */
export interface CalendarEvent {
  id: string;
  summary: string;
  description?: string;
  /** ISO 8601 instant. */
  start: string;
  /** ISO 8601 instant. */
  end: string;
  colorId?: string | number;
  /** 'steward' for time blocks booked in Steward (removable here). */
  source?: string;
}

/** A suggested slot: display times plus the instants to book it. */
export interface SuggestedSlot {
  startTime: string;
  endTime: string;
  start: string;
  end: string;
}

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
      const response = await fetch(`${EVENTS_KEY}?${params}`, { credentials: 'include', signal });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? 'Failed to fetch events');
      }
      return (await response.json()) as CalendarEvent[];
    },
  });
}

/** Asks for free slots on a date for a duration in minutes (sent as a string, spec §7). */
export function useSuggestSlots() {
  return useMutation({
    mutationFn: async ({ date, duration }: { date: string; duration: number }) =>
      (await (
        await apiRequest('POST', '/api/calendar/suggest-slots', { date, duration: String(duration) })
      ).json()) as SuggestedSlot[],
  });
}

function useRefreshEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [EVENTS_KEY] });
}

/** Books a time block for a task in a slot and refreshes every events query. */
export function useCreateTimeBlock() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async (block: { title: string; start: string; end: string }) =>
      (await (await apiRequest('POST', '/api/calendar/time-blocks', block)).json()) as CalendarEvent,
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
    onSuccess: refresh,
  });
}
