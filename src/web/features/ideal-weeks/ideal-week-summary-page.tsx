/**
 * The Ideal Week summary (/ideal-week/summary; docs/product.md §2): the first saved week (oldest, ADR 026) as a
 * read-only grid, titled by its name ('My Ideal Week' when it has none), with Edit Schedule (to /ideal-week) and
 * Export PDF (browser print: controls hidden, 1 inch margin), and the hours planned per life domain under the
 * grid. No saved week: 'No ideal week found. Please create one first.'
 */
import { useQuery } from '@tanstack/react-query';
import { Download, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import {
  DEFAULT_IDEAL_WEEK_NAME,
  IDEAL_WEEK_DAYS,
  IDEAL_WEEK_SLOT_LABELS,
  type IdealWeekSchedule,
  minutesByDomain,
  slotKey,
} from '../../../core/ideal-week.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type IdealWeek, idealWeeksQuery } from './api.ts';
import { DOMAIN_BY_ID, DomainLegend, domainTint } from './domain-legend.tsx';
import { dayName } from './grid-model.ts';

/** The print rule of the summary (docs/product.md §2 via Export PDF: a 1 inch margin); mounted only with the summary. */
export const SUMMARY_PRINT_CSS = '@page { margin: 1in; size: landscape; }';

/** '7.5 hours', '1 hour', '30 minutes' for a number of minutes. */
function hoursText(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The read-only grid of a schedule: days across, half-hour rows down. */
function SummaryGrid({ schedule }: { schedule: IdealWeekSchedule }) {
  return (
    <section
      aria-label="Ideal week schedule"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring print:overflow-visible print:rounded-none"
    >
      <table className="w-full min-w-[52rem] table-fixed border-collapse text-xs print:min-w-0 print:text-[7pt]">
        <colgroup>
          <col className="w-20 print:w-14" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="p-2 text-left font-medium text-muted-foreground">
              Time
            </th>
            {IDEAL_WEEK_DAYS.map((day) => (
              <th
                key={day}
                scope="col"
                className="border-l border-border p-2 text-left text-sm font-semibold print:text-[8pt]"
              >
                {dayName(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {IDEAL_WEEK_SLOT_LABELS.map((label) => (
            <tr key={label} className="break-inside-avoid">
              <th
                scope="row"
                className="border-t border-border px-2 py-1 text-left font-medium whitespace-nowrap text-muted-foreground tabular-nums"
              >
                {label}
              </th>
              {IDEAL_WEEK_DAYS.map((day) => {
                const cell = schedule[slotKey(day, label)];
                const domain = cell?.domain ? DOMAIN_BY_ID.get(cell.domain) : undefined;
                return (
                  <td
                    key={day}
                    style={domainTint(cell?.domain)}
                    className="border-t border-l border-border px-2 py-1 align-top wrap-anywhere print:[print-color-adjust:exact]"
                  >
                    {cell?.activity ? <span dir="auto">{cell.activity}</span> : null}
                    {domain ? (
                      <span className="block text-[10px] text-muted-foreground">{domain.label}</span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Hours planned per life domain, as a list with bars relative to the largest. */
function DomainHours({ schedule }: { schedule: IdealWeekSchedule }) {
  const rows = minutesByDomain(schedule);
  const most = Math.max(1, ...rows.map((row) => row.minutes));
  return (
    <section aria-labelledby="domain-hours-heading" className="grid gap-3 break-inside-avoid">
      <h2 id="domain-hours-heading" className="font-display text-xl font-semibold">
        Hours per Life Domain
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">Nothing planned yet.</p>
      ) : (
        <dl className="grid max-w-xl gap-2">
          {rows.map(({ domain, minutes }) => {
            const entry = domain ? DOMAIN_BY_ID.get(domain) : undefined;
            return (
              <div
                key={domain ?? 'none'}
                className="grid grid-cols-[7rem_minmax(0,1fr)_6rem] items-center gap-3 text-sm"
              >
                <dt className="font-medium">{entry?.label ?? 'No domain'}</dt>
                <dd className="h-2.5 rounded-full bg-muted" aria-hidden="true">
                  <span
                    className="block h-full rounded-full print:[print-color-adjust:exact]"
                    style={{
                      width: `${(minutes / most) * 100}%`,
                      backgroundColor: entry?.color ?? '#737b88',
                    }}
                  />
                </dd>
                <dd className="text-right tabular-nums">{hoursText(minutes)}</dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

/** The summary of a saved week. */
function Summary({ week }: { week: IdealWeek }) {
  return (
    <article className="grid gap-6">
      <style>{SUMMARY_PRINT_CSS}</style>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">
            Ideal Week Summary
          </p>
          <h1
            dir="auto"
            className="mt-2 font-display text-3xl font-semibold tracking-tight wrap-anywhere sm:text-4xl"
          >
            {week.name || DEFAULT_IDEAL_WEEK_NAME}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" asChild>
            <Link to="/ideal-week">
              <Pencil aria-hidden="true" />
              Edit Schedule
            </Link>
          </Button>
          <Button onClick={() => window.print()}>
            <Download aria-hidden="true" />
            Export PDF
          </Button>
        </div>
      </header>
      <DomainLegend />
      <SummaryGrid schedule={week.schedule} />
      <DomainHours schedule={week.schedule} />
    </article>
  );
}

/** The /ideal-week/summary screen. */
export function IdealWeekSummaryPage() {
  useDocumentTitle('Ideal Week Summary');
  const weeks = useQuery(idealWeeksQuery);
  const first = weeks.data?.[0];

  let content = (
    <p role="status" className="text-muted-foreground">
      Loading your ideal week...
    </p>
  );
  if (first) content = <Summary week={first} />;
  else if (weeks.data)
    content = (
      <div className="grid justify-items-start gap-4">
        <h1 className="font-display text-3xl font-semibold tracking-tight">Ideal Week Summary</h1>
        <p className="text-muted-foreground">No ideal week found. Please create one first.</p>
        <Button asChild>
          <Link to="/ideal-week">
            <Pencil aria-hidden="true" />
            Create Ideal Week
          </Link>
        </Button>
      </div>
    );
  else if (weeks.isError)
    content = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>Could not load your ideal week.</p>
        <Button variant="outline" onClick={() => void weeks.refetch()} pending={weeks.isFetching}>
          Try Again
        </Button>
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0">{content}</div>
  );
}
