/**
 * The daily overview's page logic (docs/product.md §2 'Daily overview', §9): 'today' from the app's one clock (every 60
 * s), the shown date from ?date=YYYY-MM-DD (today when absent or invalid), moving between days, and the day's plan.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { addDays, isValidLocalDate } from '../../../../core/dates.ts';
import { currentTime, localDate, useNow } from '../../../lib/use-now.ts';
import { dayEventsQuery, sourcesQuery } from '../../calendar/api.ts';
import { overviewPlanQuery } from '../api.ts';

/** The shown date: ?date= when it is a valid 'YYYY-MM-DD', else today. */
export function shownDate(requested: string | null, today: string): string {
  return requested && isValidLocalDate(requested) ? requested : today;
}

/**
 * The route's loader (ADR 038): starts the first requests of the page (the day's plan, the timeline's events and
 * calendar sources, by the page's own query keys) as soon as the route matches, beside the page's code. It does not
 * wait for them: the page paints its frame and skeletons, then the data.
 */
export function overviewLoader(client: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const today = localDate(currentTime());
    const date = shownDate(new URL(request.url).searchParams.get('date'), today);
    void client.prefetchQuery(overviewPlanQuery(date, today));
    void client.prefetchQuery(dayEventsQuery(date));
    void client.prefetchQuery(sourcesQuery);
    return null;
  };
}

/** The shown day, today, its plan query and the moves between days. */
export function useOverviewDay() {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useNow();
  const today = localDate(now);
  const requested = searchParams.get('date');
  const date = shownDate(requested, today);
  const planQuery = useQuery(overviewPlanQuery(date, today));

  /** Shows `next` ('YYYY-MM-DD'); today is the bare URL. */
  const showDate = (next: string) => setSearchParams(next === today ? {} : { date: next });

  return {
    now,
    today,
    date,
    isToday: date === today,
    /** The next-day button is disabled when the shown date is after today (docs/product.md §2). */
    canGoForward: date <= today,
    planQuery,
    showPreviousDay: () => showDate(addDays(date, -1)),
    showNextDay: () => showDate(addDays(date, 1)),
    showToday: () => showDate(today),
  };
}
