/**
 * Insights (/insights, docs/product.md §2 Insights; ADR 056): the trend of the last 4, 12 or 52 weeks (the range in
 * the URL's `weeks`, 12 by default) from GET /api/insights: Big 3 completion against the 75% target, the rating of
 * each finished day with its moving average, planned and finished days, hours by life domain against the Ideal
 * Week with the Week Comparison Score, the habits' and rituals' completion per week, and the goals' progress
 * against time. A brand-new user sees what to do first. Printable: the picker is left out, the charts shrink to the page.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { type Insights, insightsQuery } from './api.ts';
import { GoalProgress } from './goal-progress.tsx';
import { HabitChart } from './habit-chart.tsx';
import { RANGE_WEEKS, type RangeWeeks, rangeDates, rangeOf } from './insights-range.ts';
import { isEmpty } from './insights-view.ts';
import { RatingChart } from './rating-chart.tsx';
import { BigThreeChart, DomainChart, PlanningChart } from './week-charts.tsx';

/** The range picker: native radios in a group, so arrows move between them. */
function RangePicker({ weeks, onChange }: { weeks: RangeWeeks; onChange: (weeks: RangeWeeks) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2 print:hidden">
      <legend className="sr-only">Range</legend>
      {RANGE_WEEKS.map((option) => (
        <label
          key={option}
          className="cursor-pointer rounded-lg border border-border bg-card px-3 py-2 text-sm font-medium has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2"
        >
          <input
            type="radio"
            name="insights-range"
            value={option}
            checked={weeks === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          Last {option} weeks
        </label>
      ))}
    </fieldset>
  );
}

/** What a brand-new user sees: what to do first. */
function EmptyState() {
  return (
    <Card>
      <CardContent className="grid gap-3 px-4 py-8 text-center sm:px-6">
        <h2 className="font-display text-xl font-semibold">No insights yet</h2>
        <p className="text-muted-foreground">
          Plan your first day and finish it with a rating: your Big 3, ratings and planning habit show here
          week by week.
        </p>
        <p>
          <Button asChild>
            <Link to="/daily-planning">Plan your first day</Link>
          </Button>
        </p>
      </CardContent>
    </Card>
  );
}

/** The charts of a loaded range. */
function Charts({ data }: { data: Insights }) {
  if (isEmpty(data)) return <EmptyState />;
  const planned = data.weeks.some((week) => week.plannedDays > 0);
  const domains =
    data.idealWeek !== null || data.weeks.some((week) => Object.keys(week.domainMinutes).length > 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2 print:block print:space-y-6">
      {planned ? (
        <>
          <BigThreeChart weeks={data.weeks} />
          <RatingChart days={data.days} />
          <PlanningChart weeks={data.weeks} />
        </>
      ) : (
        <p className="text-muted-foreground lg:col-span-2">
          No planned days in these weeks.{' '}
          <Link to="/daily-planning" className="font-medium text-foreground underline underline-offset-4">
            Plan your day
          </Link>
        </p>
      )}
      {domains ? (
        <DomainChart data={data} />
      ) : (
        <p className="text-muted-foreground">
          No hours by life domain yet: give your time blocks or calendars a life domain, and{' '}
          <Link to="/ideal-week" className="font-medium text-foreground underline underline-offset-4">
            design your Ideal Week
          </Link>
          .
        </p>
      )}
      <HabitChart data={data} />
      <GoalProgress goals={data.goals} />
    </div>
  );
}

/** The /insights screen. */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const [params, setParams] = useSearchParams();
  const weeks = rangeOf(params.get('weeks'));
  const { from, to } = rangeDates(weeks, localDate(useNow()));
  // The route's loader asks on every navigation here, the range's included (ADR 038): the page reads that answer
  // rather than asking again when it mounts after it arrived.
  const query = useQuery({ ...insightsQuery(from, to), refetchOnMount: false });
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="print:hidden">
        <Button variant="outline" asChild>
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Home
          </Link>
        </Button>
      </div>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Insights</h1>
          <p className="mt-2 text-muted-foreground">
            Your last {weeks} weeks, week by week: the trend, not just the day.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RangePicker
            weeks={weeks}
            onChange={(next) => setParams({ weeks: String(next) }, { replace: true })}
          />
          <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </header>
      {query.data ? (
        <Charts data={query.data} />
      ) : query.isError ? (
        <p role="alert">Insights could not be loaded. Try again later.</p>
      ) : (
        <p className="text-muted-foreground" role="status">
          Loading insights...
        </p>
      )}
    </div>
  );
}
