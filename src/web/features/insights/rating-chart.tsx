/**
 * The productivity rating of each finished day with its 7-day moving average (docs/product.md §2 Insights;
 * ADRs 045, 056): dots per rated day and a line through the moving average, beside the summary and hidden table.
 */
import { scaleBand, scaleLinear } from '@visx/scale';
import { Circle, LinePath } from '@visx/shape';
import { longDate } from '../../../core/dates.ts';
import type { Insights } from '../../../core/insights.ts';
import { Axes, ChartCard, ChartSvg, HiddenTable, innerOf, spacedTicks } from './chart-frame.tsx';
import { movingAverage, ratingSummary, shortDate } from './insights-view.ts';

/** The rating chart of `days` (rated finished days, by date). */
export function RatingChart({ days }: { days: Insights['days'] }) {
  const averages = movingAverage(days.map((day) => day.rating));
  const points = days.map((day, i) => ({ ...day, average: averages[i] ?? day.rating }));
  return (
    <ChartCard
      title="Productivity rating"
      summary={ratingSummary(days)}
      legend={
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <li>Dots: each finished day’s rating</li>
          <li>Line: average of the last 7 rated days</li>
        </ul>
      }
      drawing={
        days.length === 0 ? null : (
          <ChartSvg
            draw={(width) => {
              const inner = innerOf(width);
              const dates = days.map((day) => day.date);
              const x = scaleBand({ domain: dates, range: [0, inner.width], padding: 0 });
              const y = scaleLinear({ domain: [0, 10], range: [inner.height, 0] });
              const center = (date: string) => (x(date) ?? 0) + x.bandwidth() / 2;
              return (
                <>
                  {points.map((point) => (
                    <Circle
                      key={point.date}
                      cx={center(point.date)}
                      cy={y(point.rating)}
                      r={3}
                      fill="var(--color-accent-foreground)"
                      fillOpacity={0.6}
                    />
                  ))}
                  <LinePath
                    data={points}
                    x={(point) => center(point.date)}
                    y={(point) => y(point.average)}
                    stroke="var(--color-primary)"
                    strokeWidth={2}
                  />
                  <Axes x={x} y={y} ticks={spacedTicks(dates, inner.width)} label={shortDate} yTicks={5} />
                </>
              );
            }}
          />
        )
      }
      table={
        <HiddenTable
          caption="Productivity rating per finished day"
          head={['Day', 'Rating', 'Average of the last 7']}
          rows={points.map((point) => ({
            key: point.date,
            cells: [longDate(point.date), point.rating, point.average],
          }))}
        />
      }
    />
  );
}
