/**
 * The week planner's side panel (docs/product.md §2 'Week planner'; ADR 059): per life domain, the hours planned in
 * the week against the chosen Ideal Week's, by the Week Comparison Score's rule (POST /api/calendar/week-comparison:
 * busy timed events and blocks of the domain, merged; 30 minutes per cell of the Ideal Week). Its query's key
 * extends the events' key, so a booking or a move refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LIFE_DOMAINS } from '../../../../core/ideal-week.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { hoursLabel, type IdealWeekChoice, weekComparisonQuery } from '../../calendar/week-comparison-api.ts';

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
  const selectId = useId();
  const comparison = useQuery(weekComparisonQuery(weekStartDate, chosen));
  const byDomain = comparison.data?.byDomain ?? [];
  const max = Math.max(1, ...byDomain.flatMap((entry) => [entry.idealMinutes, entry.actualMinutes]));
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
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium">
            Ideal week
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => onChoose(event.target.value)}
            className="h-10 w-full min-w-0 truncate rounded-md border border-border-strong bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {idealWeeks.map((week) => (
              <option key={week.id} value={week.id}>
                {week.name}
              </option>
            ))}
          </select>
        </div>
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
          <ul aria-label="Planned and ideal hours" className="grid gap-3">
            {byDomain.map((entry) => {
              const domain = LIFE_DOMAINS.find((d) => d.id === entry.domain);
              // Planned slots and busy time without a domain (ADR 058).
              const color = domain?.color ?? 'var(--color-placeholder)';
              return (
                <li key={entry.domain ?? 'none'} className="grid gap-1">
                  <p className="flex flex-wrap justify-between gap-x-2 text-sm">
                    <span className="font-medium">{domain?.label ?? 'No domain'}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {hoursLabel(entry.actualMinutes)} of {hoursLabel(entry.idealMinutes)}
                    </span>
                  </p>
                  <div aria-hidden="true" className="grid gap-0.5">
                    <span
                      className="h-1.5 rounded-full opacity-40"
                      style={{ width: `${(entry.idealMinutes / max) * 100}%`, background: color }}
                    />
                    <span
                      className="h-1.5 rounded-full"
                      style={{ width: `${(entry.actualMinutes / max) * 100}%`, background: color }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
