/**
 * The frame every Insights chart shares (ADR 045, ADR 056): a titled card with a one-line summary anyone can read,
 * the drawing (hidden from screen readers) sized to the card's width and scaled down to the paper when printed,
 * and a visually hidden table with the same figures.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import type { scaleBand, scaleLinear } from '@visx/scale';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** The drawing's height and margins, in pixels; its width is the card's. */
export const HEIGHT = 220;
export const MARGIN = { top: 12, right: 40, bottom: 28, left: 40 };

/** A chart card: `title`, `summary` (visible, read first), the drawing and the hidden `table`. */
export function ChartCard({
  title,
  summary,
  legend,
  drawing,
  table,
}: {
  title: string;
  summary: string;
  legend?: ReactNode;
  drawing: ReactNode;
  table: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="break-inside-avoid">
      <Card>
        <CardHeader className="px-4 pb-3 sm:px-6">
          <CardTitle as="h2" id={titleId}>
            {title}
          </CardTitle>
          <CardDescription>{summary}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 px-4 sm:px-6">
          {legend}
          {drawing}
          {table}
        </CardContent>
      </Card>
    </section>
  );
}

/** The inner drawing area of a chart `width` pixels wide. */
export const innerOf = (width: number) => ({
  width: Math.max(0, width - MARGIN.left - MARGIN.right),
  height: HEIGHT - MARGIN.top - MARGIN.bottom,
});

/**
 * The SVG of a chart at its card's width; `draw` gets that width once it is known. The viewBox lets print shrink it
 * to the page's width. `data-chart` marks a drawn chart.
 */
export function ChartSvg({ draw }: { draw: (width: number) => ReactNode }) {
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  return (
    <div ref={parentRef} className="h-[220px] w-full print:h-auto">
      {width > 0 ? (
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="max-w-full print:h-auto print:w-full"
          aria-hidden="true"
          data-chart // what bench:real waits for: a chart drawn at its card's width (bench/README.md, (e))
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {draw(width)}
          </Group>
        </svg>
      ) : null}
    </div>
  );
}

const axisProps = {
  stroke: 'var(--color-border-strong)',
  tickStroke: 'var(--color-border-strong)',
  tickLabelProps: { fill: 'var(--color-muted-foreground)', fontSize: 11 },
};

/** Every `n`th of `values`, so labels about 60 px apart fit in `width` pixels. */
export function spacedTicks<T>(values: readonly T[], width: number): T[] {
  const step = Math.max(1, Math.ceil(values.length / Math.max(1, Math.floor(width / 60))));
  return values.filter((_, i) => i % step === 0);
}

/** The left and bottom axes of a chart over weeks (or days) `x` and values `y`. */
export function Axes({
  x,
  y,
  ticks,
  label,
  yFormat = (value) => String(value),
  yTicks = 5,
}: {
  x: ReturnType<typeof scaleBand<string>>;
  y: ReturnType<typeof scaleLinear<number>>;
  ticks: string[];
  label: (value: string) => string;
  yFormat?: (value: number) => string;
  yTicks?: number;
}) {
  return (
    <>
      <AxisLeft scale={y} numTicks={yTicks} tickFormat={(value) => yFormat(Number(value))} {...axisProps} />
      <AxisBottom top={y.range()[0]} scale={x} tickValues={ticks} tickFormat={label} {...axisProps} />
    </>
  );
}

/** A visually hidden table: `caption`, column `head`ers and `rows` (the first cell of each is its header). */
export function HiddenTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: (string | number)[] }[];
}) {
  return (
    // In a hidden box rather than a hidden table: a table is never narrower than its cells, so it would widen a phone's page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in head's order
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
