/**
 * The Week Comparison Score card (docs/product.md §2 Calendar at a Glance, §5; ADR 027), shown in week view when
 * the user has ideal weeks: a selector of ideal weeks (the first preselected), Match Score percent, slots
 * matched as matched/total, the events count, the rule in one sentence, and, beyond docs/product.md, ideal vs actual
 * hours per life domain as bars, with a 'No domain' row for planned slots and busy time without one (ADR 058). The
 * compared week is Monday-Sunday (docs/product.md §9), the one holding the shown Monday; the description names the
 * days it counts and those where it differs from the shown days.
 */
import { useQuery } from '@tanstack/react-query';
import { parseISO } from 'date-fns';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { WEEK_COMPARISON_RULE } from '../../../../core/calendar/week-comparison.ts';
import { weekLabel } from '../../../../core/weeks.ts';
import { DomainHoursBars, hoursLabel, IdealWeekSelect } from '../../../components/domain-hours.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { comparedWeekNote } from '../calendar-layout.ts';
import { type IdealWeekChoice, type WeekComparison, weekComparisonQuery } from './api.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border bg-muted/40 px-3 py-2">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="font-display text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function DomainBars({ byDomain }: { byDomain: WeekComparison['byDomain'] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">Hours by life domain</h3>
      <p className="mb-3 text-xs text-muted-foreground">
        Ideal hours from your schedule (upper, lighter bar), actual hours of busy events in calendars and
        blocks with that domain (lower bar). No domain holds the planned slots and busy events without one, so
        every slot and hour the score counts is here.
      </p>
      <DomainHoursBars
        byDomain={byDomain}
        figures={(entry) =>
          `ideal ${hoursLabel(entry.idealMinutes)}, actual ${hoursLabel(entry.actualMinutes)}`
        }
      />
    </div>
  );
}

/** Props of WeekComparisonCard. */
export interface WeekComparisonCardProps {
  /** The compared week's Monday, 'YYYY-MM-DD'. */
  weekStartDate: string;
  /** The days the week view shows (local midnights), to name where they differ from the compared week. */
  shownDays: readonly Date[];
  /** The user's ideal weeks (at least one), in the list's order. */
  idealWeeks: readonly IdealWeekChoice[];
}

/** The card; the chosen ideal week stays chosen while the user moves between weeks. */
export function WeekComparisonCard({ weekStartDate, shownDays, idealWeeks }: WeekComparisonCardProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const idealWeekId = idealWeeks.find((week) => week.id === chosen)?.id ?? idealWeeks[0]?.id ?? '';
  const comparison = useQuery({ ...weekComparisonQuery(weekStartDate, idealWeekId), enabled: !!idealWeekId });
  const result = comparison.data;

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="flex items-center gap-2">
          <Scale className="size-5 text-accent" aria-hidden="true" />
          Week Comparison Score
        </CardTitle>
        <CardDescription>
          Counts Monday to Sunday, <time dateTime={weekStartDate}>{weekLabel(weekStartDate)}</time>, against
          your ideal week. {comparedWeekNote(shownDays, parseISO(weekStartDate))}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <IdealWeekSelect
          weeks={idealWeeks}
          chosen={idealWeekId}
          onChoose={setChosen}
          className="sm:max-w-sm"
        />
        {comparison.isPending ? (
          <div role="status" className="grid grid-cols-3 gap-3">
            <span className="sr-only">Calculating the score...</span>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : comparison.isError || !result ? (
          <p role="alert" className="text-sm text-destructive">
            Could not calculate the score. Please try again later.
          </p>
        ) : (
          <>
            <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
              <Figure label="Match Score" value={`${result.score}%`} />
              <Figure label="Slots matched" value={`${result.matchedSlots}/${result.totalSlots}`} />
              <Figure label="Events" value={String(result.eventsCount)} />
            </dl>
            <p className="text-sm text-muted-foreground">
              {WEEK_COMPARISON_RULE}
              {result.totalSlots === 0
                ? ' This ideal week has no planned slots yet, so the score is 0%.'
                : ''}
            </p>
            {result.byDomain.length > 0 ? <DomainBars byDomain={result.byDomain} /> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
