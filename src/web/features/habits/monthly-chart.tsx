/**
 * The done days per month of a habit over the last 12 months (docs/product.md §2, Habit Tracker), drawn with visx
 * (ADR 045). The drawing is hidden from screen readers; a visually hidden table says the same.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import type { monthlyDone } from './heatmap.ts';

/** The drawing's height and margins, in pixels; its width is the card's. */
const HEIGHT = 220;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 32 };

/** The chart card of `months` (oldest first). */
export function MonthlyChart({ months }: { months: ReturnType<typeof monthlyDone> }) {
  const titleId = useId();
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const x = scaleBand({
    domain: months.map((month) => month.month),
    range: [0, Math.max(0, width - MARGIN.left - MARGIN.right)],
    padding: 0.25,
  });
  const top = Math.max(1, ...months.map((month) => month.done));
  const y = scaleLinear({ domain: [0, top], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true });
  const short = new Map(months.map((month) => [month.month, month.name.slice(0, 3)]));
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader className="px-4 pb-3 sm:px-6">
          <CardTitle as="h2" id={titleId}>
            Done days per month
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <div ref={parentRef} className="h-[220px] w-full">
            {width > 0 ? (
              <svg width={width} height={HEIGHT} aria-hidden="true">
                <Group left={MARGIN.left} top={MARGIN.top}>
                  {months.map((month) => (
                    <Bar
                      key={month.month}
                      x={x(month.month)}
                      y={y(month.done)}
                      width={x.bandwidth()}
                      height={y(0) - y(month.done)}
                      rx={3}
                      className="fill-primary"
                    />
                  ))}
                  <AxisLeft
                    scale={y}
                    numTicks={Math.min(top, 5)}
                    tickFormat={(value) => String(value)}
                    stroke="var(--color-border-strong)"
                    tickStroke="var(--color-border-strong)"
                    tickLabelProps={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
                  />
                  <AxisBottom
                    top={y(0)}
                    scale={x}
                    tickFormat={(month) => short.get(month) ?? month}
                    stroke="var(--color-border-strong)"
                    tickStroke="var(--color-border-strong)"
                    tickLabelProps={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
                  />
                </Group>
              </svg>
            ) : null}
          </div>
          <table className="sr-only">
            <caption>Done days per month, last 12 months</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Done days</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{month.name}</th>
                  <td>{month.done}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </section>
  );
}
