/**
 * The daily overview's page logic (spec §2 'Daily overview', §9): the clock behind 'today' (re-read every 60 s),
 * the shown date from ?date=YYYY-MM-DD (today when absent or invalid), moving between days, and the day's plan.
 */
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, isValidLocalDate } from '../../../../core/dates.ts';
import { overviewPlanQuery } from '../api.ts';

/** How often the clock behind 'today' and the workday bar is read (spec §9: every 60 s). */
const CLOCK_INTERVAL_MS = 60_000;

/** The current time, re-read every 60 seconds. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The shown day, today, its plan query and the moves between days. */
export function useOverviewDay() {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useNow();
  const today = format(now, 'yyyy-MM-dd');
  const requested = searchParams.get('date');
  const date = requested && isValidLocalDate(requested) ? requested : today;
  const planQuery = useQuery(overviewPlanQuery(date, today));

  /** Shows `next` ('YYYY-MM-DD'); today is the bare URL. */
  const showDate = (next: string) => setSearchParams(next === today ? {} : { date: next });

  return {
    now,
    today,
    date,
    isToday: date === today,
    /** The next-day button is disabled when the shown date is after today (spec §2). */
    canGoForward: date <= today,
    planQuery,
    showPreviousDay: () => showDate(addDays(date, -1)),
    showNextDay: () => showDate(addDays(date, 1)),
    showToday: () => showDate(today),
  };
}
