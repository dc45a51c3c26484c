/**
 * The week planner's side panel (docs/product.md §2 'Week planner'; ADR 059): per life domain, the hours planned in
 * the week against the chosen Ideal Week's, by the Week Comparison Score's rule (POST /api/calendar/week-comparison:
 * busy timed events and blocks of the domain, merged; 30 minutes per cell of the Ideal Week). Its query's key
 * extends the events' key, so a booking or a move refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import { DomainHoursBars, hoursLabel, IdealWeekSelect } from '../../../components/domain-hours.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type IdealWeekChoice, weekComparisonQuery } from '../../calendar/week-comparison/api.ts';

/** Props of DomainHoursPanel. */
export interface DomainHoursPanelProps {
  /** The week's Monday, 'YYYY-MM-DD'. */
  weekStartDate: string;
  /** The user's ideal weeks, in the list's order. */
  idealWeeks: readonly IdealWeekChoice[];
  /** The chosen ideal week's id. */
  chosen: string;
  onChoose: (id: string) => void;
}

/** The panel: the ideal week's selector, then planned and ideal hours per life domain. */
export function DomainHoursPanel({ weekStartDate, idealWeeks, chosen, onChoose }: DomainHoursPanelProps) {
  const comparison = useQuery(weekComparisonQuery(weekStartDate, chosen));
  const byDomain = comparison.data?.byDomain ?? [];
  return (
    <Card>
      <CardHeader className="px-4 pb-3">
        <CardTitle as="h2">Hours by life domain</CardTitle>
        <CardDescription>
          Planned this week (busy events and blocks with that domain) against your Ideal Week, as the Week
          Comparison Score counts them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-4">
        <IdealWeekSelect weeks={idealWeeks} chosen={chosen} onChoose={onChoose} />
        {comparison.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Counting the hours...</span>
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : comparison.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not count the hours. Please try again later.
          </p>
        ) : byDomain.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No hours by life domain yet: give your Ideal Week's cells or your blocks a life domain.
          </p>
        ) : (
          <DomainHoursBars
            byDomain={byDomain}
            label="Planned and ideal hours"
            figures={(entry) => `${hoursLabel(entry.actualMinutes)} of ${hoursLabel(entry.idealMinutes)}`}
          />
        )}
      </CardContent>
    </Card>
  );
}
