/**
 * Calendar setting changes that are on screen before the server has them. The cached list changes only after
 * the mutation's `onMutate` has run (a tick later), but a radio button or a select React controls is set back to
 * its rendered value at the end of the click: the chosen colour would flash off again (and a click checked right
 * after would read as lost). Holding each change in the component's state, set in the same event, keeps the
 * choice on screen from the click until the server's answer has been read back.
 */
import { useState } from 'react';
import { type CalendarChange, useUpdateCalendar } from '../api.ts';

/** The changes under way and `change`, which shows a change at once and saves it. */
export function useCalendarChanges() {
  const update = useUpdateCalendar();
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
  return { pending, change };
}
