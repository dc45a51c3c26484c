import { z } from 'zod';
import {
  type ComparedInstance,
  compareWeek,
  type DomainMinutes,
  weekComparisonInput,
} from './calendar/week-comparison.ts';
import { addDays, localDate } from './dates.ts';
import { goalTimeProgress, isOverdue, milestoneProgress } from './goals.ts';
import type { HabitEntry } from './habits.ts';
import { type HabitRules, habitCompletion } from './habits-stats.ts';
import { type IdealWeekSchedule, LIFE_DOMAIN_IDS, type LifeDomainId } from './ideal-week.ts';
import { RITUAL_NAMES, RITUAL_TYPES, type RitualType, ritualWeekCompletion } from './rituals.ts';
import { type SummaryPlan, weeklySummary, wholePercent } from './weekly-review.ts';
import { isMonday, MONDAY_MESSAGE, weekStartOf } from './weeks.ts';

/*
 * Insights (docs/product.md §2 Insights, §7; ADR 056): the week-by-week trend of the planning habit, the Big 3,
 * the productivity ratings, the hours per life domain against the Ideal Week, the habits' and rituals' completion
 * and the goals' progress. Every figure comes from an existing rule: the Weekly Summary (weekly-review.ts), the
 * Week Comparison Score and its hours per domain, 'No domain' included (calendar/week-comparison.ts), the habits' completion
 * (habits-stats.ts), the rituals' done days (rituals.ts) and the goals' time and milestone progress.
 */

/** Most weeks one request covers: a year of Monday weeks, plus one for a year that touches 53. */
export const MAX_INSIGHT_WEEKS = 53;
/** Message of a `to` that is not a Sunday. */
export const SUNDAY_MESSAGE = 'Expected a Sunday (YYYY-MM-DD): a range ends on the Sunday of its last week';

const isSunday = (value: string) => isMonday(addDays(value, 1));

/**
 * Query of GET /api/insights: `{ from: a Monday, to: a Sunday on or after it, at most 53 weeks later;
 * idealWeekId?: UUID }`. A bad `from` is reported on `from`, a bad `to` (not a Sunday, before `from`, too far) on
 * `to`, a bad id on `idealWeekId`.
 */
export const insightsQuery = z
  .object({
    from: localDate.refine(isMonday, { error: MONDAY_MESSAGE }),
    to: localDate.refine(isSunday, { error: SUNDAY_MESSAGE }),
    idealWeekId: weekComparisonInput.shape.idealWeekId.optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    // Counted back from `to`, so no date past year 9999 is ever made.
    else if (addDays(to, 1 - 7 * MAX_INSIGHT_WEEKS) > from)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A range covers at most ${MAX_INSIGHT_WEEKS} weeks`,
      });
  });
export type InsightsQuery = z.output<typeof insightsQuery>;

const minutesOf = z.partialRecord(z.enum(LIFE_DOMAIN_IDS), z.number().int().nonnegative());
const count = z.number().int().nonnegative();
/** A completion rate in whole percent, null when nothing was due. */
const rate = z.number().int().min(0).max(100).nullable();

/** One week of the insights (Monday `weekStartDate`); see {@link insights} for each figure's rule. */
export const insightsWeek = z.object({
  weekStartDate: z.string(),
  plannedDays: z.number().int(),
  finishedDays: z.number().int(),
  bigThreeDone: z.number().int(),
  bigThreeTotal: z.number().int(),
  tasksDone: z.number().int(),
  tasksTotal: z.number().int(),
  averageRating: z.number().nullable(),
  domainMinutes: minutesOf,
  idealDomainMinutes: minutesOf,
  /** The Week Comparison's 'No domain' row (ADR 058): busy time and planned slots without a life domain. */
  noDomainMinutes: count,
  idealNoDomainMinutes: count,
  comparisonScore: z.number().int().nullable(),
  /** Per active habit (the answer's `habits` order): done and due days, or met and due weeks for timesPerWeek. */
  habits: z.array(z.object({ id: z.string(), done: count, due: count, rate })),
  /** Per saved ritual (the answer's `rituals` order): done days and the week's days up to today. */
  rituals: z.array(z.object({ type: z.string(), done: count, days: count, rate })),
});
export type InsightsWeek = z.infer<typeof insightsWeek>;

/** The answer of GET /api/insights (docs/product.md §7). */
export const insightsSchema = z.object({
  weeks: z.array(insightsWeek),
  days: z.array(z.object({ date: z.string(), rating: z.number().int() })),
  idealWeek: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The active habits started by the range's end: `unit` 'days', or 'weeks' for a timesPerWeek habit. */
  habits: z.array(z.object({ id: z.string(), name: z.string(), unit: z.enum(['days', 'weeks']) })),
  /** The saved rituals, morning, startup, shutdown, by their names. */
  rituals: z.array(z.object({ type: z.string(), name: z.string() })),
  goals: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      dueDate: z.string(),
      timeProgress: z.number().int(),
      milestoneProgress: z.number().int(),
      overdue: z.boolean(),
    }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;

/** What {@link insights} reads of a daily plan. */
export interface InsightsPlan extends SummaryPlan {
  dayFinished: boolean;
  productivityRating: number | null;
}

/** What {@link insights} reads of a goal. */
export interface InsightsGoal {
  id: string;
  description: string;
  dueDate: string;
  archived: boolean;
  createdAt: Date;
  milestones: readonly { completed: boolean }[];
}

/** What {@link insights} reads of a habit: its rules, and its entries of the range (any order). */
export interface InsightsHabit extends HabitRules {
  id: string;
  name: string;
  archived: boolean;
  entries: readonly HabitEntry[];
}

/** What {@link insights} reads of a saved ritual: its type, its number of elements and its runs of the range. */
export interface InsightsRitual {
  type: RitualType;
  elementsCount: number;
  runs: readonly { date: string; completed: readonly boolean[] }[];
}

/** Arguments of {@link insights}. */
export interface InsightsOptions {
  /** The first Monday and the last Sunday, local dates (checked by {@link insightsQuery}). */
  from: string;
  to: string;
  /** The user's daily plans (those outside the range are ignored). */
  plans: readonly InsightsPlan[];
  /** The user's goals; archived ones are left out. */
  goals: readonly InsightsGoal[];
  /** Event instances of the range (Steward blocks and stored calendar instances), as the comparison reads them. */
  instances: readonly ComparedInstance[];
  /** The user's habits (archived ones and those starting after `to` are left out) and saved rituals. */
  habits: readonly InsightsHabit[];
  rituals: readonly InsightsRitual[];
  /** The ideal week the weeks are compared with, or null when the user has none. */
  idealWeek: { id: string; name: string; schedule: Readonly<IdealWeekSchedule> } | null;
  /** The clock, the user's IANA zone and today's local date in it. */
  now: Date;
  timeZone: string;
  today: string;
}

/**
 * One side of the Week Comparison's `byDomain` rows: a record of the domains with minutes above 0, and the
 * minutes of the 'No domain' row (0 without one).
 */
function splitRows(rows: readonly DomainMinutes[], side: 'idealMinutes' | 'actualMinutes') {
  const record: Partial<Record<LifeDomainId, number>> = {};
  let none = 0;
  for (const row of rows) {
    if (row.domain === null) none = row[side];
    else if (row[side] > 0) record[row.domain] = row[side];
  }
  return { record, none };
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * `instances` sorted into the `count` weeks from Monday `from` that each may touch: a week is taken as its UTC
 * dates widened by a day either side, wider than any zone's offset, so compareWeek, which keeps the exact ones,
 * sees every instance of its week and few others (one pass instead of every instance for every week).
 */
function byWeek(instances: readonly ComparedInstance[], from: string, count: number): ComparedInstance[][] {
  const origin = Date.parse(`${from}T00:00:00Z`);
  const weeks: ComparedInstance[][] = Array.from({ length: count }, () => []);
  for (const event of instances) {
    const first = Math.max(0, Math.floor((event.start.getTime() - origin - DAY_MS) / WEEK_MS));
    const last = Math.min(count - 1, Math.floor((event.end.getTime() - origin + DAY_MS) / WEEK_MS));
    for (let week = first; week <= last; week++) weeks[week]?.push(event);
  }
  return weeks;
}

/**
 * The insights of the Monday weeks from `from` to `to` (docs/product.md §2 Insights; ADR 056):
 * - per week, Big 3 and task counts are the Weekly Summary's (`weeklySummary`);
 * - `plannedDays`: days of the week with a daily plan; `finishedDays`: those whose day was finished (the
 *   finish-day reflection saved: `dayFinished`);
 * - `averageRating`: the mean productivity rating of the finished days that have one, to one decimal; null when
 *   none has;
 * - `domainMinutes` and `idealDomainMinutes`: the Week Comparison's `byDomain` rows of the week (`compareWeek`,
 *   one rule: busy timed instances of each domain in the week, overlaps counted once; the ideal week's planned
 *   slots of each domain), domains with 0 minutes left out; `noDomainMinutes` and `idealNoDomainMinutes`: its
 *   'No domain' row (ADR 058), 0 without one; `comparisonScore`: the Week Comparison Score, null without an
 *   ideal week;
 * - `habits` per week: each active habit's `habitCompletion` over the week (done scheduled days over scheduled
 *   days not skipped, days after today not due, today once done; met weeks over weeks asking for something for
 *   timesPerWeek), `rate` in whole percent or null when nothing was due;
 * - `rituals` per week: the days up to today whose run was complete (`ritualWeekCompletion`) over the week's days
 *   up to today, `rate` null for a week after today;
 * - `days`: each finished day in the range with a rating, by date;
 * - `goals`: active goals in the given order, `timeProgress` (goalTimeProgress) and `milestoneProgress`
 *   (done milestones, 0 with none) in whole percent, `overdue` when the due date is before `today`.
 * Throws RangeError when `from` is not a Monday or `timeZone` is unknown.
 */
export function insights({
  from,
  to,
  plans,
  goals,
  instances,
  habits,
  rituals,
  idealWeek,
  now,
  timeZone,
  today,
}: InsightsOptions): Insights {
  const schedule = idealWeek?.schedule ?? {};
  const activeHabits = habits.filter((habit) => !habit.archived && habit.startDate <= to);
  const completions = activeHabits.map((habit) => habitCompletion(habit, habit.entries, today));
  const savedRituals = RITUAL_TYPES.flatMap((type) => rituals.filter((ritual) => ritual.type === type));
  const ritualWeeks = savedRituals.map((ritual) =>
    ritualWeekCompletion(ritual.runs, ritual.elementsCount, today),
  );
  const percentOf = (done: number, due: number) => (due === 0 ? null : wholePercent(done, due));
  const mondays: string[] = [];
  for (let monday = from; monday <= to; monday = addDays(monday, 7)) mondays.push(monday);
  const weekInstances = byWeek(instances, from, mondays.length);
  // Each plan sorted into its week once, rather than every plan read for every week.
  const weekPlans = new Map<string, InsightsPlan[]>();
  for (const plan of plans) {
    const monday = weekStartOf(plan.date);
    const list = weekPlans.get(monday);
    if (list) list.push(plan);
    else weekPlans.set(monday, [plan]);
  }
  const weeks = mondays.map((monday, index): InsightsWeek => {
    const sunday = addDays(monday, 6);
    const week = weekPlans.get(monday) ?? [];
    const finished = week.filter((plan) => plan.dayFinished);
    const ratings = finished.flatMap((plan) => plan.productivityRating ?? []);
    const summary = weeklySummary(week, monday);
    const comparison = compareWeek({
      schedule,
      instances: weekInstances[index] ?? [],
      weekStartDate: monday,
      timeZone,
    });
    const actual = splitRows(comparison.byDomain, 'actualMinutes');
    const ideal = splitRows(comparison.byDomain, 'idealMinutes');
    return {
      weekStartDate: monday,
      plannedDays: week.length,
      finishedDays: finished.length,
      bigThreeDone: summary.bigThreeDone,
      bigThreeTotal: summary.bigThreeTotal,
      tasksDone: summary.tasksDone,
      tasksTotal: summary.tasksTotal,
      averageRating:
        ratings.length === 0
          ? null
          : Math.round((10 * ratings.reduce((sum, r) => sum + r, 0)) / ratings.length) / 10,
      domainMinutes: actual.record,
      idealDomainMinutes: ideal.record,
      noDomainMinutes: actual.none,
      idealNoDomainMinutes: ideal.none,
      comparisonScore: idealWeek ? comparison.score : null,
      habits: activeHabits.map((habit, h) => {
        const { done, due } = completions[h]?.({ from: monday, to: sunday }) ?? {
          done: 0,
          due: 0,
        };
        return { id: habit.id, done, due, rate: percentOf(done, due) };
      }),
      rituals: savedRituals.map((ritual, r) => {
        const { done, days } = ritualWeeks[r]?.(monday) ?? { done: 0, days: 0 };
        return { type: ritual.type, done, days, rate: percentOf(done, days) };
      }),
    };
  });
  const last = weeks.length === 0 ? from : addDays(from, 7 * weeks.length - 1);
  return {
    weeks,
    days: plans
      .filter((plan) => plan.date >= from && plan.date <= last && plan.dayFinished)
      .flatMap((plan) =>
        plan.productivityRating === null ? [] : [{ date: plan.date, rating: plan.productivityRating }],
      )
      .sort((a, b) => (a.date < b.date ? -1 : 1)),
    idealWeek: idealWeek ? { id: idealWeek.id, name: idealWeek.name } : null,
    habits: activeHabits.map((habit) => ({
      id: habit.id,
      name: habit.name,
      unit: habit.schedule.kind === 'timesPerWeek' ? ('weeks' as const) : ('days' as const),
    })),
    rituals: savedRituals.map((ritual) => ({ type: ritual.type, name: RITUAL_NAMES[ritual.type] })),
    goals: goals
      .filter((goal) => !goal.archived)
      .map((goal) => {
        const milestones = milestoneProgress(goal.milestones);
        return {
          id: goal.id,
          description: goal.description,
          dueDate: goal.dueDate,
          timeProgress: Math.round(goalTimeProgress(goal, now, timeZone)),
          milestoneProgress: wholePercent(milestones.done, milestones.total),
          overdue: isOverdue(goal.dueDate, today),
        };
      }),
  };
}
