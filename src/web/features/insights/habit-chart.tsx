/**
 * 'Habits and rituals per week' (docs/product.md §2 Insights; ADRs 045, 056): each active habit's and saved ritual's
 * completion rate per week as a line (a gap where nothing was due), with its summary line and hidden table; without
 * habits or rituals, what to do instead.
 */
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Link } from 'react-router';
import { LIFE_DOMAINS } from '../../../core/ideal-week.ts';
import type { Insights } from '../../../core/insights.ts';
import { weekLabel } from '../../../core/weeks.ts';
import { Axes, ChartCard, ChartSvg, HiddenTable, innerOf, spacedTicks } from './chart-frame.tsx';
import { rateCell, rateSeries, rateSummary } from './habit-rates.ts';
import { shortDate } from './insights-view.ts';

/** Line colours, in the series' order (then again from the start). */
const COLORS = [
  'var(--color-primary)',
  'var(--color-accent)',
  'var(--color-success)',
  'var(--color-destructive)',
  ...LIFE_DOMAINS.map((domain) => domain.color),
];
const colorOf = (index: number) => COLORS[index % COLORS.length];

const linkClass = 'font-medium text-foreground underline underline-offset-4';

/** The chart, or the empty state when the user has no active habit and no saved ritual. */
export function HabitChart({ data }: { data: Insights }) {
  const series = rateSeries(data);
  if (series.length === 0)
    return (
      <p className="text-muted-foreground">
        No habits or rituals yet: start a habit in the{' '}
        <Link to="/habit-tracker" className={linkClass}>
          Habit Tracker
        </Link>{' '}
        or set up a ritual in the{' '}
        <Link to="/ritual-builder" className={linkClass}>
          Ritual Builder
        </Link>{' '}
        to see how often you keep them, week by week.
      </p>
    );
  const ids = data.weeks.map((week) => week.weekStartDate);
  return (
    <ChartCard
      title="Habits and rituals per week"
      summary={rateSummary(series, data.weeks.length)}
      legend={
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {series.map((entry, index) => (
            <li key={entry.key} className="flex min-w-0 items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-2.5 w-4 shrink-0 rounded-sm print:[print-color-adjust:exact]"
                style={{ backgroundColor: colorOf(index) }}
              />
              <span className="min-w-0 break-words">{entry.label}</span>
            </li>
          ))}
        </ul>
      }
      drawing={
        <ChartSvg
          draw={(width) => {
            const inner = innerOf(width);
            const x = scaleBand({ domain: ids, range: [0, inner.width], padding: 0.25 });
            const y = scaleLinear({ domain: [0, 100], range: [inner.height, 0] });
            const center = (week: string) => (x(week) ?? 0) + x.bandwidth() / 2;
            return (
              <>
                {series.map((entry, index) => (
                  <g key={entry.key}>
                    <LinePath
                      data={entry.points}
                      defined={(point) => point.rate !== null}
                      x={(point) => center(point.weekStartDate)}
                      y={(point) => y(point.rate ?? 0)}
                      stroke={colorOf(index)}
                      strokeWidth={2}
                    />
                    {entry.points.map((point) =>
                      point.rate === null ? null : (
                        <circle
                          key={point.weekStartDate}
                          cx={center(point.weekStartDate)}
                          cy={y(point.rate)}
                          r={3}
                          fill={colorOf(index)}
                        />
                      ),
                    )}
                  </g>
                ))}
                <Axes
                  x={x}
                  y={y}
                  ticks={spacedTicks(ids, inner.width)}
                  label={shortDate}
                  yFormat={(v) => `${v}%`}
                />
              </>
            );
          }}
        />
      }
      table={
        <HiddenTable
          caption="Habits and rituals per week"
          head={['Week', ...series.map((entry) => entry.label)]}
          rows={data.weeks.map((week, index) => ({
            key: week.weekStartDate,
            cells: [
              weekLabel(week.weekStartDate),
              ...series.map((entry) => {
                const point = entry.points[index];
                return point ? rateCell(point, entry.unit) : '';
              }),
            ],
          }))}
        />
      }
    />
  );
}
