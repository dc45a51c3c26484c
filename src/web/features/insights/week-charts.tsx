/**
 * The Insights charts over weeks (docs/product.md §2 Insights; ADRs 045, 056): the Big 3 completion rate against
 * the 75% target, planned and finished days, and the hours per life domain against the Ideal Week with the Week
 * Comparison Score. Each draws with visx in a ChartCard beside its summary line and hidden table.
 */
import { AxisRight } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import type { ReactNode } from 'react';
import type { Insights, InsightsWeek } from '../../../core/insights.ts';
import { BIG_THREE_TARGET_PERCENT } from '../../../core/weekly-review.ts';
import { weekLabel } from '../../../core/weeks.ts';
import { NO_DOMAIN_COLOR } from '../../components/domain-hours.tsx';
import { Axes, ChartCard, ChartSvg, HiddenTable, innerOf, spacedTicks } from './chart-frame.tsx';
import {
  bigThreeRate,
  bigThreeSummary,
  domainSummary,
  domainsIn,
  hours,
  planningSummary,
  rowLabel,
  rowMinutes,
  shortDate,
  weekMinutes,
} from './insights-view.ts';

/** The band scale of the weeks over `width` inner pixels, and its tick labels. */
function weekScale(weeks: readonly InsightsWeek[], width: number) {
  const ids = weeks.map((week) => week.weekStartDate);
  const x = scaleBand({ domain: ids, range: [0, innerOf(width).width], padding: 0.25 });
  return { x, ticks: spacedTicks(ids, innerOf(width).width) };
}

/** A legend entry: a colour swatch and its name. */
function Swatch({ color, label, dashed = false }: { color: string; label: string; dashed?: boolean }) {
  return (
    <li className="flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={`inline-block h-2.5 w-4 rounded-sm print:[print-color-adjust:exact] ${dashed ? 'h-0 border-t-2 border-dashed' : ''}`}
        style={dashed ? { borderColor: color } : { backgroundColor: color }}
      />
      {label}
    </li>
  );
}

const Legend = ({ children }: { children: ReactNode }) => (
  <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">{children}</ul>
);

const PRIMARY = 'var(--color-primary)';
const ACCENT = 'var(--color-accent-foreground)';

/** Big 3 completion per week (bars) against the 75% target (a dashed line). */
export function BigThreeChart({ weeks }: { weeks: readonly InsightsWeek[] }) {
  return (
    <ChartCard
      title="Big 3 completion per week"
      summary={bigThreeSummary(weeks)}
      legend={
        <Legend>
          <Swatch color={PRIMARY} label="Big 3 done" />
          <Swatch color={ACCENT} label={`${BIG_THREE_TARGET_PERCENT}% target`} dashed />
        </Legend>
      }
      drawing={
        <ChartSvg
          draw={(width) => {
            const { x, ticks } = weekScale(weeks, width);
            const inner = innerOf(width);
            const y = scaleLinear({ domain: [0, 100], range: [inner.height, 0] });
            return (
              <>
                {weeks.map((week) => {
                  const rate = bigThreeRate(week) ?? 0;
                  return (
                    <Bar
                      key={week.weekStartDate}
                      x={x(week.weekStartDate)}
                      y={y(rate)}
                      width={x.bandwidth()}
                      height={inner.height - y(rate)}
                      rx={2}
                      fill={PRIMARY}
                    />
                  );
                })}
                <Line
                  from={{ x: 0, y: y(BIG_THREE_TARGET_PERCENT) }}
                  to={{ x: inner.width, y: y(BIG_THREE_TARGET_PERCENT) }}
                  stroke={ACCENT}
                  strokeWidth={2}
                  strokeDasharray="6 4"
                />
                <Axes x={x} y={y} ticks={ticks} label={shortDate} yFormat={(v) => `${v}%`} />
              </>
            );
          }}
        />
      }
      table={
        <HiddenTable
          caption="Big 3 completion per week"
          head={['Week', 'Big 3 done', 'Completion']}
          rows={weeks.map((week) => {
            const rate = bigThreeRate(week);
            return {
              key: week.weekStartDate,
              cells: [
                weekLabel(week.weekStartDate),
                `${week.bigThreeDone} of ${week.bigThreeTotal}`,
                rate === null ? 'No Big 3' : `${rate}%`,
              ],
            };
          })}
        />
      }
    />
  );
}

/** Planned and finished days per week, side by side. */
export function PlanningChart({ weeks }: { weeks: readonly InsightsWeek[] }) {
  return (
    <ChartCard
      title="Planned and finished days"
      summary={planningSummary(weeks)}
      legend={
        <Legend>
          <Swatch color={PRIMARY} label="Planned" />
          <Swatch color={ACCENT} label="Finished" />
        </Legend>
      }
      drawing={
        <ChartSvg
          draw={(width) => {
            const { x, ticks } = weekScale(weeks, width);
            const inner = innerOf(width);
            const y = scaleLinear({ domain: [0, 7], range: [inner.height, 0] });
            const half = x.bandwidth() / 2;
            return (
              <>
                {weeks.map((week) => (
                  <g key={week.weekStartDate}>
                    <Bar
                      x={x(week.weekStartDate)}
                      y={y(week.plannedDays)}
                      width={half}
                      height={inner.height - y(week.plannedDays)}
                      fill={PRIMARY}
                    />
                    <Bar
                      x={(x(week.weekStartDate) ?? 0) + half}
                      y={y(week.finishedDays)}
                      width={half}
                      height={inner.height - y(week.finishedDays)}
                      fill={ACCENT}
                    />
                  </g>
                ))}
                <Axes x={x} y={y} ticks={ticks} label={shortDate} yTicks={7} />
              </>
            );
          }}
        />
      }
      table={
        <HiddenTable
          caption="Planned and finished days per week"
          head={['Week', 'Planned days', 'Finished days']}
          rows={weeks.map((week) => ({
            key: week.weekStartDate,
            cells: [weekLabel(week.weekStartDate), week.plannedDays, week.finishedDays],
          }))}
        />
      }
    />
  );
}

/**
 * Hours per life domain per week (stacked bars, 'No domain' last, as the Week Comparison lists them) against the
 * ideal week's hours (a dashed line), and the score.
 */
export function DomainChart({ data }: { data: Insights }) {
  const { weeks } = data;
  const domains = domainsIn(weeks);
  const idealMinutes = weekMinutes(weeks[0], 'ideal');
  const colorOf = (row: (typeof domains)[number]) => row?.color ?? NO_DOMAIN_COLOR;
  const scored = data.idealWeek !== null;
  return (
    <ChartCard
      title="Hours by life domain"
      summary={domainSummary(weeks, data.idealWeek?.name ?? null)}
      legend={
        <Legend>
          {domains.map((domain) => (
            <Swatch key={rowLabel(domain)} color={colorOf(domain)} label={rowLabel(domain)} />
          ))}
          {scored ? <Swatch color={ACCENT} label="Ideal Week hours" dashed /> : null}
          {scored ? (
            <Swatch color="var(--color-foreground)" label="Week Comparison Score (right axis)" />
          ) : null}
        </Legend>
      }
      drawing={
        <ChartSvg
          draw={(width) => {
            const { x, ticks } = weekScale(weeks, width);
            const inner = innerOf(width);
            const top = Math.max(1, idealMinutes, ...weeks.map((week) => weekMinutes(week, 'actual')));
            const y = scaleLinear({ domain: [0, hours(top)], range: [inner.height, 0], nice: true });
            const score = scaleLinear({ domain: [0, 100], range: [inner.height, 0] });
            const center = (week: InsightsWeek) => (x(week.weekStartDate) ?? 0) + x.bandwidth() / 2;
            return (
              <>
                {weeks.map((week) => {
                  let base = 0;
                  return domains.map((domain) => {
                    const value = hours(rowMinutes(week, domain, 'actual'));
                    base += value;
                    return (
                      <Bar
                        key={`${week.weekStartDate}-${rowLabel(domain)}`}
                        x={x(week.weekStartDate)}
                        y={y(base)}
                        width={x.bandwidth()}
                        height={y(base - value) - y(base)}
                        fill={colorOf(domain)}
                      />
                    );
                  });
                })}
                {scored ? (
                  <>
                    <Line
                      from={{ x: 0, y: y(hours(idealMinutes)) }}
                      to={{ x: inner.width, y: y(hours(idealMinutes)) }}
                      stroke={ACCENT}
                      strokeWidth={2}
                      strokeDasharray="6 4"
                    />
                    <LinePath
                      data={weeks}
                      x={center}
                      y={(week) => score(week.comparisonScore ?? 0)}
                      stroke="var(--color-foreground)"
                      strokeWidth={2}
                    />
                    <AxisRight
                      left={inner.width}
                      scale={score}
                      numTicks={5}
                      tickFormat={(value) => `${value}%`}
                      stroke="var(--color-border-strong)"
                      tickStroke="var(--color-border-strong)"
                      tickLabelProps={{ fill: 'var(--color-muted-foreground)', fontSize: 11 }}
                    />
                  </>
                ) : null}
                <Axes x={x} y={y} ticks={ticks} label={shortDate} yFormat={(v) => `${v} h`} />
              </>
            );
          }}
        />
      }
      table={
        <HiddenTable
          caption="Hours by life domain per week"
          head={['Week', ...domains.map(rowLabel), 'Week Comparison Score']}
          rows={[
            ...weeks.map((week) => ({
              key: week.weekStartDate,
              cells: [
                weekLabel(week.weekStartDate),
                ...domains.map((domain) => `${hours(rowMinutes(week, domain, 'actual'))} h`),
                week.comparisonScore === null ? 'No ideal week' : `${week.comparisonScore}%`,
              ],
            })),
            ...(scored
              ? [
                  {
                    key: 'ideal',
                    cells: [
                      `Ideal Week: ${data.idealWeek?.name}`,
                      ...domains.map((domain) =>
                        weeks[0] ? `${hours(rowMinutes(weeks[0], domain, 'ideal'))} h` : '0 h',
                      ),
                      '',
                    ],
                  },
                ]
              : []),
          ]}
        />
      }
    />
  );
}
