/**
 * What the Week Comparison Score card and the week planner's side panel share (docs/product.md 'Week Comparison
 * Score', 'Week planner'; ADR 058): the select of the ideal week compared against, and ideal against actual hours
 * per life domain as paired bars, with the 'No domain' row last.
 */
import { useId } from 'react';
import type { DomainMinutes } from '../../core/calendar/week-comparison.ts';
import { LIFE_DOMAINS } from '../../core/ideal-week.ts';

/** '7.5 h', '0 h', '12 h': minutes as hours with at most one decimal. */
export function hoursLabel(minutes: number): string {
  return `${Math.round(minutes / 6) / 10} h`;
}

/** The bar colour of the 'No domain' row, the theme's placeholder grey (the Ideal Week summary's). */
export const NO_DOMAIN_COLOR = 'var(--color-placeholder)';

/** The 'Ideal week' select: `weeks` by name, `chosen` selected. */
export function IdealWeekSelect({
  weeks,
  chosen,
  onChoose,
  className,
}: {
  weeks: readonly { id: string; name: string }[];
  chosen: string;
  onChoose: (id: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`grid min-w-0 gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        Ideal week
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => onChoose(event.target.value)}
        className="h-10 w-full min-w-0 truncate rounded-md border border-border-strong bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {weeks.map((week) => (
          <option key={week.id} value={week.id}>
            {week.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One row per entry of `byDomain`: the domain's name, `figures(entry)` (the hours as the page words them), and
 * the ideal (upper, lighter) and actual bars on one scale.
 */
export function DomainHoursBars({
  byDomain,
  figures,
  label,
}: {
  byDomain: readonly DomainMinutes[];
  figures: (entry: DomainMinutes) => string;
  /** The list's accessible name, when the page has no heading right above it. */
  label?: string;
}) {
  const max = Math.max(1, ...byDomain.flatMap((entry) => [entry.idealMinutes, entry.actualMinutes]));
  return (
    <ul aria-label={label} className="grid gap-3">
      {byDomain.map((entry) => {
        const domain = LIFE_DOMAINS.find((d) => d.id === entry.domain);
        const color = domain?.color ?? NO_DOMAIN_COLOR;
        return (
          <li key={entry.domain ?? 'none'} className="grid gap-1">
            <p className="flex flex-wrap justify-between gap-x-2 text-sm">
              <span className="font-medium">{domain?.label ?? 'No domain'}</span>
              <span className="text-muted-foreground tabular-nums">{figures(entry)}</span>
            </p>
            <div aria-hidden="true" className="grid gap-0.5">
              <span
                className="h-2 rounded-full opacity-40"
                style={{ width: `${(entry.idealMinutes / max) * 100}%`, background: color }}
              />
              <span
                className="h-2 rounded-full"
                style={{ width: `${(entry.actualMinutes / max) * 100}%`, background: color }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
