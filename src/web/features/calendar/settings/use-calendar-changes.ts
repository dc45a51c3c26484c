/**
 * Calendar setting changes that are on screen before the server has them. The cached list changes only after
 * the mutation's `onMutate` has run (a tick later), but a radio button or a select React controls is set back to
 * its rendered value at the end of the click: the chosen colour would flash off again (and a click checked right
 * after would read as lost). Holding each change in the component's state, set in the same event, keeps the
 * choice on screen from the click until the server's answer has been read back.
 *
 * The list under the changes is read from the cache here, at each render, not handed down by the page: TanStack
 * tells the page of a cache change on a timer, so a PATCH answering before that timer would drop its change from
 * the state while the page still passed the list from before it, and the choice would flash off after all.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CalendarChange, type CalendarSource, sourcesQuery, useUpdateCalendar } from '../api.ts';
import { withChanges } from './settings-view.ts';

/** The cached sources with the changes under way applied, and `change`, which shows a change at once and saves it. */
export function useCalendarChanges(): {
  sources: CalendarSource[];
  change: (next: CalendarChange) => void;
} {
  const update = useUpdateCalendar();
  const { data: saved = [] } = useQuery(sourcesQuery);
  const [pending, setPending] = useState<readonly CalendarChange[]>([]);
  const change = (next: CalendarChange) => {
    setPending((list) => [...list, next]);
    // mutateAsync settles once per call (mutate's own callbacks run for the latest call only); a failure is
    // already a toast (the mutation's meta), so it is only caught here.
    update
      .mutateAsync(next)
      .catch(() => undefined)
      .finally(() => setPending((list) => list.filter((entry) => entry !== next)));
  };
  return { sources: withChanges(saved, pending), change };
}
