/**
 * The overview's header (docs/product.md §2): the date, 'Day finished' once finished, previous/next day and Today, and
 * the Home, Week Planner (the day's week, ADR 059), Start Over, Download PDF and Finish actions.
 */
import { CalendarRange, ChevronLeft, ChevronRight, Download, Flag, House, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { longDate } from '../../../../core/dates.ts';
import { weekStartOf } from '../../../../core/weeks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Id of the header's 'Day finished' (focusable from script): the Finish dialog gives it the focus once saved. */
export const DAY_FINISHED_ID = 'day-finished';

/** Props of OverviewHeader. */
export interface OverviewHeaderProps {
  /** The shown day, 'YYYY-MM-DD'. */
  date: string;
  isToday: boolean;
  canGoForward: boolean;
  dayFinished: boolean;
  onPreviousDay: () => void;
  onNextDay: () => void;
  onToday: () => void;
  /** Download PDF; the button shows only with a plan. */
  onExport?: () => void;
  /** Finish; the button shows only when finishing is possible (today, a plan, not finished). */
  onFinish?: () => void;
}

/** The header of the daily overview. */
export function OverviewHeader({
  date,
  isToday,
  canGoForward,
  dayFinished,
  onPreviousDay,
  onNextDay,
  onToday,
  onExport,
  onFinish,
}: OverviewHeaderProps) {
  return (
    <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">
          Daily Overview
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-3">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            <time dateTime={date}>{longDate(date)}</time>
          </h1>
          {dayFinished ? (
            <Badge
              id={DAY_FINISHED_ID}
              tabIndex={-1}
              variant="accent"
              className="gap-1.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Flag className="size-3" aria-hidden="true" />
              Day finished
            </Badge>
          ) : null}
        </div>
        <nav aria-label="Days" className="mt-4 flex flex-wrap items-center gap-2">
          <div className="inline-flex overflow-hidden rounded-lg border border-border-strong bg-card shadow-xs">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Previous day"
              title="Previous day"
              className="rounded-none"
              onClick={onPreviousDay}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <span aria-hidden="true" className="w-px bg-border-strong" />
            <Button
              variant="ghost"
              size="icon"
              aria-label="Next day"
              title="Next day"
              className="rounded-none"
              disabled={!canGoForward}
              onClick={onNextDay}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          {isToday ? null : (
            <Button variant="outline" onClick={onToday}>
              Today
            </Button>
          )}
        </nav>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <Link to="/">
            <House aria-hidden="true" />
            Home
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={`/week?start=${weekStartOf(date)}`}>
            <CalendarRange aria-hidden="true" />
            Week Planner
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/daily-planning">
            <RotateCcw aria-hidden="true" />
            Start Over
          </Link>
        </Button>
        {onExport ? (
          <Button variant="outline" onClick={onExport}>
            <Download aria-hidden="true" />
            Download PDF
          </Button>
        ) : null}
        {onFinish ? (
          <Button onClick={onFinish}>
            <Flag aria-hidden="true" />
            Finish
          </Button>
        ) : null}
      </div>
    </header>
  );
}
