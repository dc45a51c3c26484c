/**
 * The week planner (/week, docs/product.md §2 'Week planner'; ADR 059): the Monday-Sunday week of `?start=` (a
 * Monday the API takes; without it this week, the URL left bare; anything else this week, the URL corrected) as
 * seven columns of hours with the user's events and Steward blocks, each planned day's Big 3 above its column, the chosen Ideal Week's blocks behind (the first ideal week, as the Week
 * Comparison Score preselects it, or the one picked in the side panel), and the side panel's hours per life domain
 * against the Ideal Week. Tasks and blocks move by drag, keyboard and dialogs through the overview's planner
 * (plan-dnd.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { parseISO } from 'date-fns';
import { ArrowLeft, LayoutList } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays } from '../../../../core/dates.ts';
import { idealBlocksOfWeek, plannerWeekStart, stepWeek } from '../../../../core/week-planner.ts';
import { weekDays, weekLabel } from '../../../../core/weeks.ts';
import { PeriodNav } from '../../../components/period-nav.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { localDate, useNow } from '../../../lib/use-now.ts';
import { eventsQuery } from '../../calendar/api.ts';
import { idealWeeksQuery } from '../../ideal-weeks/api.ts';
import { dailyPlansQuery } from '../api.ts';
import { PlanDnd } from '../overview/plan-dnd.tsx';
import { DomainHoursPanel } from './domain-hours-panel.tsx';
import { WeekColumns } from './week-columns.tsx';
import { weekHours } from './week-layout.ts';

/** The /week screen. */
export function WeekPlannerPage() {
  useDocumentTitle('Week Planner');
  const [params, setParams] = useSearchParams();
  const today = localDate(useNow());
  const thisWeek = plannerWeekStart(null, today);
  const asked = params.get('start');
  const start = plannerWeekStart(asked, today);
  // A refused `start` is replaced in the URL by the week shown, as the Weekly Review does; a missing one is not:
  // a bare /week means this week and stays so, for bookmarks and Home's link (ADR 059).
  useEffect(() => {
    if (asked !== null && asked !== start) setParams({ start }, { replace: true, preventScrollReset: true });
  }, [asked, start, setParams]);
  const days = useMemo(() => weekDays(start), [start]);

  const range = useMemo(
    () => ({ from: parseISO(start), to: parseISO(addDays(start, days.length)) }),
    [start, days.length],
  );
  const events = useQuery(eventsQuery(range.from, range.to));
  const plans = useQuery(dailyPlansQuery);
  const idealWeeks = useQuery(idealWeeksQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const idealWeek = idealWeeks.data?.find((week) => week.id === chosen) ?? idealWeeks.data?.[0] ?? null;

  const weekPlans = new Map(
    (plans.data ?? []).filter((plan) => days.includes(plan.date)).map((plan) => [plan.date, plan]),
  );
  const idealBlocks = useMemo(
    () => (idealWeek ? idealBlocksOfWeek(idealWeek.schedule, start, { from: 0, to: 24 * 60 }) : []),
    [idealWeek, start],
  );
  // The columns widen past 6 AM - 10 PM to show every event and Ideal Week block (its 5 AM row too).
  const eventList = events.data?.events;
  const hours = useMemo(() => weekHours(eventList ?? [], days, idealBlocks), [eventList, days, idealBlocks]);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <nav aria-label="Planning" className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Home
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/daily-overview">
            <LayoutList aria-hidden="true" />
            Daily overview
          </Link>
        </Button>
      </nav>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Week Planner</h1>
          <p className="mt-2 text-muted-foreground">
            Monday to Sunday, <time dateTime={start}>{weekLabel(start)}</time>. Drag a task or a block to a
            day and an hour, or use its buttons.
          </p>
        </div>
        <PeriodNav
          label="Weeks"
          unit="week"
          previous={stepWeek(start, -1)}
          next={stepWeek(start, 1)}
          current={thisWeek}
          shown={start}
          currentLabel="This Week"
          onShow={(week) => setParams({ start: week }, { preventScrollReset: true })}
          className="mt-0"
        />
      </header>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="grid min-w-0 gap-3">
          {idealWeek ? (
            <p className="text-sm text-muted-foreground">
              Behind your week, faint:{' '}
              <span dir="auto" className="font-medium text-foreground">
                {idealWeek.name}
              </span>
              , your Ideal Week, coloured by life domain.
            </p>
          ) : null}
          {events.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load your events. Please try again later.
            </p>
          ) : null}
          <PlanDnd date={start} days={days} hours={hours} idealWeekId={idealWeek?.id ?? null}>
            <WeekColumns
              days={days}
              today={today}
              plans={weekPlans}
              events={eventList ?? []}
              hours={hours}
              idealBlocks={idealBlocks}
              idealName={idealWeek?.name ?? null}
            />
          </PlanDnd>
        </div>
        <aside aria-label="This week against your Ideal Week" className="min-w-0">
          {idealWeek && idealWeeks.data ? (
            <DomainHoursPanel
              weekStartDate={start}
              idealWeeks={idealWeeks.data}
              chosen={idealWeek.id}
              onChoose={setChosen}
            />
          ) : idealWeeks.isPending ? null : (
            <Card>
              <CardContent className="grid gap-3 px-4 py-6 text-sm">
                <p>No ideal week yet. Design one to see it behind your week and to compare your hours.</p>
                <p>
                  <Button variant="outline" size="sm" asChild>
                    <Link to="/ideal-week">Design your Ideal Week</Link>
                  </Button>
                </p>
              </CardContent>
            </Card>
          )}
        </aside>
      </div>
    </div>
  );
}
