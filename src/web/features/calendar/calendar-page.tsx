/**
 * Calendar at a Glance (/calendar, docs/product.md §2, §8, §9; ADR 027): Month or Week view; in week view Full
 * Week (Sunday-Saturday) or Work Week (Monday-Friday); previous / next and Today. What is shown lives in the URL
 * (`?view=month|week&span=full|work&date=YYYY-MM-DD`), so a reload or a shared link shows the same; `date` is the
 * selected day (month view) and the day whose week is shown. Events come from GET /api/calendar/events for the
 * shown range; a failed fetch shows the connection-error card, as does a source whose sync failed, and with no
 * calendar connected a link leads to Settings → Calendars (calendar-notices.tsx). In week view with saved ideal weeks, the Week
 * Comparison Score card compares the Monday-Sunday week holding the shown Monday and names the days where the two
 * differ (ADR 058: the view's Sunday start and the comparison's Monday start are both docs/product.md §9's).
 */
import { useQuery } from '@tanstack/react-query';
import { addDays, format, parseISO, startOfWeek } from 'date-fns';
import { ChevronLeft, ChevronRight, House, LoaderCircle } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { cn } from '../../lib/utils.ts';
import { eventsQuery } from './api.ts';
import {
  type CalendarView,
  monthGridDays,
  periodLabel,
  rangeOfDays,
  shownAnchor,
  stepAnchor,
  type WeekSpan,
  weekViewDays,
} from './calendar-layout.ts';
import { CalendarNotices } from './calendar-notices.tsx';
import { idealWeekChoicesQuery } from './week-comparison/api.ts';
import { WeekView } from './week-view.tsx';

/** A segmented pair of toggle buttons (aria-pressed), labelled as a group. */
function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; text: string }[];
  onChange(value: T): void;
}) {
  return (
    <fieldset aria-label={label} className="inline-flex rounded-lg bg-muted p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 cursor-pointer rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === option.value && 'bg-card text-foreground shadow-sm',
          )}
        >
          {option.text}
        </button>
      ))}
    </fieldset>
  );
}

/** What the URL asks to show, with defaults: month view, full week, today. */
function useShown(today: string) {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const span: WeekSpan = params.get('span') === 'work' ? 'work' : 'full';
  const anchor = shownAnchor(params.get('date'), parseISO(today));
  const show = (next: { view?: CalendarView; span?: WeekSpan; date?: Date }) =>
    setParams(
      {
        view: next.view ?? view,
        span: next.span ?? span,
        date: format(next.date ?? anchor, 'yyyy-MM-dd'),
      },
      { preventScrollReset: true },
    );
  return { view, span, anchor, show };
}

/*
 * Chunks of their own (ADR 029): the month grid, shown only in the month view, and the week comparison card,
 * shown below the week once the ideal weeks are in (its chunk is requested when the week view first renders, so
 * it is there by then).
 */
const loadComparison = () => import('./week-comparison/week-comparison-card.tsx');
const MonthView = lazy(() => import('./month-view.tsx').then((m) => ({ default: m.MonthView })));
const WeekComparisonCard = lazy(() => loadComparison().then((m) => ({ default: m.WeekComparisonCard })));

/** The /calendar screen. */
export function CalendarPage() {
  useDocumentTitle('Calendar at a Glance');
  const now = useNow();
  const { view, span, anchor, show } = useShown(localDate(now));
  const days = view === 'month' ? monthGridDays(anchor) : weekViewDays(anchor, span);
  const range = rangeOfDays(days);
  const events = useQuery(eventsQuery(range.start, range.end));
  const idealWeeks = useQuery({ ...idealWeekChoicesQuery, enabled: view === 'week' });
  const list = events.data?.events ?? [];
  const unit = view === 'month' ? 'month' : 'week';
  const monday = format(addDays(startOfWeek(anchor), 1), 'yyyy-MM-dd');
  useEffect(() => {
    if (view === 'week') void loadComparison();
  }, [view]);

  const body: ReactNode =
    view === 'month' ? (
      <MonthView days={days} selected={anchor} events={list} onSelect={(date) => show({ date })} />
    ) : (
      <WeekView days={days} events={list} now={now} />
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            Calendar at a Glance
          </h1>
          <p className="mt-2 text-lg text-muted-foreground" aria-live="polite">
            {periodLabel(view, days, anchor)}
          </p>
        </div>
        <Button variant="outline" asChild className="self-start">
          <Link to="/">
            <House aria-hidden="true" />
            Home
          </Link>
        </Button>
      </header>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Segmented
          label="View"
          value={view}
          options={[
            { value: 'month', text: 'Month' },
            { value: 'week', text: 'Week' },
          ]}
          onChange={(next) => show({ view: next })}
        />
        {view === 'week' ? (
          <Segmented
            label="Days shown"
            value={span}
            options={[
              { value: 'full', text: 'Full Week' },
              { value: 'work', text: 'Work Week' },
            ]}
            onChange={(next) => show({ span: next })}
          />
        ) : null}
        <nav aria-label={view === 'month' ? 'Months' : 'Weeks'} className="flex items-center gap-2">
          <div className="inline-flex overflow-hidden rounded-lg border border-border-strong bg-card shadow-xs">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Previous ${unit}`}
              title={`Previous ${unit}`}
              className="rounded-none"
              onClick={() => show({ date: stepAnchor(anchor, view, -1) })}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <span aria-hidden="true" className="w-px bg-border-strong" />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Next ${unit}`}
              title={`Next ${unit}`}
              className="rounded-none"
              onClick={() => show({ date: stepAnchor(anchor, view, 1) })}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <Button variant="outline" onClick={() => show({ date: now })}>
            Today
          </Button>
        </nav>
      </div>

      {/* One shrinkable column: the week grid scrolls sideways in its own box instead of widening the page. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
        <CalendarNotices
          eventsError={events.isError ? events.error.message : null}
          notices={events.data?.notices ?? []}
        />
        {events.isPending ? (
          // A range far from today is read from the calendars themselves, which can take a few seconds (ADR 041).
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Loading events...
          </p>
        ) : null}
        <Suspense fallback={null}>{body}</Suspense>
        {/* Its own boundary: while its code loads, the week above stays shown (a hidden grid loses its scroll). */}
        {view === 'week' && idealWeeks.data && idealWeeks.data.length > 0 ? (
          <Suspense fallback={null}>
            <WeekComparisonCard weekStartDate={monday} shownDays={days} idealWeeks={idealWeeks.data} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
