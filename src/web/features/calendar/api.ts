/**
 * Calendar calls (docs/product.md §7): events in a UTC range, suggested slots for a task, and Steward's time blocks
 * that Select in the Schedule Task dialog books. Events are RFC 5545-style instances with ISO 8601 start/end.
 *
 * Calendar sources: the connected Google, CalDAV and ICS sources with their calendars, for
 * Settings → Calendars and the overview's calendar card. Responses are parsed with core's schemas; no
 * secret is ever part of them. Source mutations keep the
 * cached list right, then invalidate by the factories' keys (sources, and events, which every change of a
 * source or calendar alters). Toasts are named in `meta` and shown by the query client (lib/query-client.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addDays, parseISO } from 'date-fns';
import {
  CALENDAR_NOTICES_HEADER,
  type CalendarEvent,
  type CalendarNotice,
  calendarEvent,
  calendarNotice,
  type SuggestedSlot,
  suggestedSlot,
  type TimeBlockInput,
} from '../../../core/calendar/events.ts';
import { GOOGLE_CONNECT_REQUEST } from '../../../core/calendar/google.ts';
import {
  type CalendarPatch,
  type CalendarSettings,
  type CalendarSource,
  calendarSource,
  googleConnectAnswer,
  type SourceInput,
} from '../../../core/calendar/sources.ts';
import { apiFetch, apiRequest, getJson, parseApiError } from '../../lib/api.ts';
import { navigateTo } from '../../lib/navigation.ts';

export type {
  CalendarEvent,
  CalendarNotice,
  CalendarPatch,
  CalendarSettings,
  CalendarSource,
  SourceInput,
  SuggestedSlot,
};

/** The first segment of every events query's key (and of the week comparison's, which blocks change too). */
export const EVENTS_KEY = '/api/calendar/events';

/** The answer of `request` as JSON. */
const jsonOf = async (request: Promise<Response>): Promise<unknown> => (await request).json();

/** Query keys of events: `all` is the prefix of every events query, so invalidating it refreshes every range. */
export const eventKeys = {
  all: [EVENTS_KEY] as const,
};

/** The events of a range and what they lack (ADR 041: calendars that could not be read for it, cut listings). */
export interface EventsAnswer {
  events: CalendarEvent[];
  notices: CalendarNotice[];
}

/** GET /api/calendar/events?`params`; a failure throws the server's `error` or a fixed text. */
async function fetchEvents(params: URLSearchParams, signal: AbortSignal): Promise<EventsAnswer> {
  const response = await apiFetch(`${EVENTS_KEY}?${params}`, { signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'Failed to fetch events');
  }
  const header = response.headers.get(CALENDAR_NOTICES_HEADER);
  return {
    events: calendarEvent.array().parse(await response.json()),
    notices: header ? calendarNotice.array().parse(JSON.parse(decodeURIComponent(header))) : [],
  };
}

/**
 * Query options of the events overlapping [start, end), with the range's notices. On failure the error carries
 * the server's `error` field when there is one, else 'Failed to fetch events' (docs/product.md §7).
 */
export function eventsQuery(start: Date, end: Date) {
  const startDate = start.toISOString();
  const endDate = end.toISOString();
  return queryOptions<EventsAnswer>({
    queryKey: [...eventKeys.all, startDate, endDate],
    queryFn: ({ signal }) => fetchEvents(new URLSearchParams({ startDate, endDate }), signal),
  });
}

/** Query options of the events overlapping local day `date` ('YYYY-MM-DD'): from its local midnight to the next. */
export function dayEventsQuery(date: string) {
  const dayStart = parseISO(date);
  return eventsQuery(dayStart, addDays(dayStart, 1));
}

/** Asks for free slots on a date for a duration in minutes (sent as a string, docs/product.md §7). */
export function useSuggestSlots() {
  return useMutation({
    mutationFn: async ({ date, duration }: { date: string; duration: number }) =>
      suggestedSlot
        .array()
        .parse(
          await jsonOf(
            apiRequest('POST', '/api/calendar/suggest-slots', { date, duration: String(duration) }),
          ),
        ),
  });
}

function useRefreshEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: eventKeys.all });
}

/**
 * What booking a slot sends: the block (core's body, `domain` and `task` only when set), and the slot's display
 * label ('9:00 AM - 10:00 AM') for the toast.
 */
export type TimeBlockBooking = TimeBlockInput & { label: string };

/**
 * Books a time block for a task in a slot and refreshes every events query. Toasts 'Task Scheduled', or
 * 'Could Not Schedule Task' with the server's reason when the time was taken (409).
 */
export function useCreateTimeBlock() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async ({ title, start, end, domain, task }: TimeBlockBooking) =>
      calendarEvent.parse(
        await jsonOf(
          apiRequest('POST', '/api/calendar/time-blocks', {
            title,
            start,
            end,
            ...(domain ? { domain } : {}),
            ...(task ? { task } : {}),
          }),
        ),
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

/** Query keys of calendar sources: `all` is the list (GET /api/calendar/sources). */
export const sourceKeys = {
  all: ['/api/calendar/sources'] as const,
};

const sourcePath = (id: string) => `/api/calendar/sources/${encodeURIComponent(id)}`;

/** The source in the answer of a write. */
async function sourceFrom(request: Promise<Response>): Promise<CalendarSource> {
  return calendarSource.parse(await jsonOf(request));
}

/** Query options of the user's calendar sources with their calendars (GET /api/calendar/sources). */
export const sourcesQuery = queryOptions<CalendarSource[]>({
  queryKey: sourceKeys.all,
  queryFn: async ({ signal }) =>
    calendarSource.array().parse(await getJson('/api/calendar/sources', { on401: 'throw', signal })),
});

/** Refreshes the sources list and every events range. */
function useRefreshCalendars() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sourceKeys.all }),
      client.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}

/** Puts a source the server returned into the cached list (added when new, replaced otherwise). */
function useStoreSource() {
  const client = useQueryClient();
  return (saved: CalendarSource) =>
    client.setQueryData<CalendarSource[]>(sourceKeys.all, (list) => {
      if (!list) return list;
      const found = list.some((entry) => entry.id === saved.id);
      return found ? list.map((entry) => (entry.id === saved.id ? saved : entry)) : [...list, saved];
    });
}

/**
 * Connects a CalDAV account or subscribes to an ICS feed (POST /api/calendar/sources; the server answers after a
 * first sync). A 400 names the bad field and a 422 says why the server could not be used: both are left to the
 * form (see lib/form-error.ts), so only success toasts. `onAdded` runs inside the mutation (ADR 009).
 */
export function useAddSource({ onAdded }: { onAdded?: (source: CalendarSource) => void } = {}) {
  const store = useStoreSource();
  const refresh = useRefreshCalendars();
  return useMutation({
    mutationFn: (input: SourceInput) => sourceFrom(apiRequest('POST', '/api/calendar/sources', input)),
    meta: {
      successToast: (variables) => ({
        title: 'Calendar connected',
        description:
          (variables as SourceInput).kind === 'ics'
            ? 'Steward subscribed to the feed. Its events now appear on your timeline.'
            : 'Steward found your calendars. Their events now appear on your timeline.',
      }),
    },
    onSuccess: async (source) => {
      store(source);
      onAdded?.(source);
      await refresh();
    },
  });
}

/** Variables of a calendar change: the calendar's id and the fields to change. */
export interface CalendarChange {
  id: string;
  patch: CalendarPatch;
}

/** The cached sources with `change` applied (and, when it makes a calendar the blocks target, no other one). */
export function applyCalendarChange(
  sources: CalendarSource[],
  { id, patch }: CalendarChange,
): CalendarSource[] {
  return sources.map((source) => ({
    ...source,
    calendars: source.calendars.map((calendar) => {
      if (calendar.id === id) return { ...calendar, ...patch };
      return patch.blocksTarget ? { ...calendar, blocksTarget: false } : calendar;
    }),
  }));
}

/** Key of every calendar-settings mutation, so one can ask whether another is still under way. */
export const calendarChangeKey = ['PATCH /api/calendar/calendars'] as const;

/**
 * Changes one calendar's settings (PATCH /api/calendar/calendars/{id}: show, busy, colorId, blocksTarget,
 * domain). The change shows in the cached list before the server answers (a read of the list under way is
 * cancelled first, so its older answer cannot overwrite it); the list is read again when the last change under
 * way has settled, never between two changes, where its answer could miss the later one. On failure a toast says
 * so and the re-read returns the screen to what the server holds.
 */
export function useUpdateCalendar() {
  const client = useQueryClient();
  const refresh = useRefreshCalendars();
  return useMutation({
    mutationKey: calendarChangeKey,
    mutationFn: async ({ id, patch }: CalendarChange) => {
      await apiRequest('PATCH', `/api/calendar/calendars/${encodeURIComponent(id)}`, patch);
    },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: sourceKeys.all });
      client.setQueryData<CalendarSource[]>(sourceKeys.all, (list) =>
        list ? applyCalendarChange(list, change) : list,
      );
    },
    meta: {
      errorToast: { title: 'Error', description: 'Failed to save the calendar setting. Please try again.' },
    },
    // This mutation still counts while it settles: 1 means no other change is under way.
    onSettled: () => (client.isMutating({ mutationKey: calendarChangeKey }) === 1 ? refresh() : undefined),
  });
}

/** Variables naming a source (its name is for the toasts). */
export interface SourceRef {
  id: string;
  name: string;
}

/**
 * Syncs a source now (POST /api/calendar/sources/{id}/sync), answering the source after the attempt: a failed
 * sync is not an error here, the source's status and message show it.
 */
export function useSyncSource() {
  const store = useStoreSource();
  const refresh = useRefreshCalendars();
  return useMutation({
    mutationFn: ({ id }: SourceRef) => sourceFrom(apiRequest('POST', `${sourcePath(id)}/sync`)),
    meta: {
      errorToast: (_error, variables) => ({
        title: 'Error',
        description: `Failed to refresh ${(variables as SourceRef).name}. Please try again.`,
      }),
    },
    onSuccess: async (source) => {
      store(source);
      await refresh();
    },
  });
}

/**
 * Disconnects a source (DELETE /api/calendar/sources/{id}): Steward forgets it, its credentials and every event
 * mirrored from it. `onRemoved` runs after the cached list has dropped it.
 */
export function useDisconnectSource({ onRemoved }: { onRemoved?: () => void } = {}) {
  const client = useQueryClient();
  const refresh = useRefreshCalendars();
  return useMutation({
    mutationFn: async ({ id }: SourceRef) => {
      await apiRequest('DELETE', sourcePath(id));
    },
    meta: {
      successToast: (variables) => ({
        title: 'Calendar disconnected',
        description: `${(variables as SourceRef).name} and its events were removed from Steward.`,
      }),
      errorToast: { title: 'Error', description: 'Failed to disconnect the calendar. Please try again.' },
    },
    onSuccess: async (_data, { id }) => {
      client.setQueryData<CalendarSource[]>(sourceKeys.all, (list) =>
        list?.filter((entry) => entry.id !== id),
      );
      onRemoved?.();
      await refresh();
    },
  });
}
/**
 * "Connect Google Calendar" (and "Reconnect" of a Google source), ADR 028: asks better-auth to link Google with
 * the calendar scopes (POST /api/auth/link-social) and sends the browser to Google's consent page. Google sends
 * it back to Settings → Calendars, where the new source is listed (or `?error=<code>` says why not).
 */
export function useConnectGoogle() {
  return useMutation({
    mutationFn: async () => {
      const answer = googleConnectAnswer.parse(
        await jsonOf(apiRequest('POST', '/api/auth/link-social', GOOGLE_CONNECT_REQUEST)),
      );
      navigateTo(answer.url);
    },
    meta: {
      errorToast: {
        title: 'Error',
        description: 'Could not start connecting Google Calendar. Please try again.',
      },
    },
  });
}
