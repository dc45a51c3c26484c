/**
 * Moving and resizing Steward's time blocks on the day's timeline (ADR 054): PATCH
 * /api/calendar/time-blocks/{id} with `{ start, end }`, optimistic over every cached events list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarEvent } from '../../../../core/calendar/events.ts';
import { apiRequest, parseApiError } from '../../../lib/api.ts';
import { type EventsAnswer, eventKeys } from '../../calendar/api.ts';

/** A move or resize of a block: its id, its new instants, and its title and new times ('9:15 AM - 9:45 AM') for toasts. */
export interface TimeBlockMove {
  id: string;
  start: string;
  end: string;
  title: string;
  label: string;
}

/**
 * Moves or resizes a time block (PATCH /api/calendar/time-blocks/{id} with `{ start, end }`, ADR 054). Optimistic:
 * every cached events list shows the block at its new time at once; the server's answer settles it (a 409 or a
 * calendar's 502 puts it back, with the toast 'Could Not Move Task' and the server's reason). Every events query is
 * read again afterwards.
 */
export function useMoveTimeBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, start, end }: TimeBlockMove) =>
      calendarEvent.parse(
        await (
          await apiRequest('PATCH', `/api/calendar/time-blocks/${encodeURIComponent(id)}`, { start, end })
        ).json(),
      ),
    onMutate: async ({ id, start, end }: TimeBlockMove) => {
      await client.cancelQueries({ queryKey: eventKeys.all });
      const before = client.getQueriesData<EventsAnswer>({ queryKey: eventKeys.all });
      client.setQueriesData<EventsAnswer>({ queryKey: eventKeys.all }, (answer) =>
        answer && 'events' in answer
          ? { ...answer, events: answer.events.map((e) => (e.id === id ? { ...e, start, end } : e)) }
          : answer,
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: eventKeys.all }),
    meta: {
      errorToast: (error) => {
        const { status, message } = parseApiError(error);
        return {
          title: 'Could Not Move Task',
          description:
            status === 409 || status === 502
              ? `${message.replace(/\.$/, '')}. It is back where it was.`
              : 'Failed to move the task. Please try again.',
        };
      },
    },
  });
}
