import { describe, expect, it } from 'vitest';
import { type ComparedInstance, compareWeek } from './calendar/week-comparison.ts';
import { LIFE_DOMAINS, type LifeDomainId } from './ideal-week.ts';
import {
  type InsightsGoal,
  type InsightsOptions,
  type InsightsPlan,
  insights,
  insightsQuery,
} from './insights.ts';

const NY = 'America/New_York';
// The week of Monday 2026-03-02 in New York: EST until Sunday 2026-03-08 2:00 AM, EDT after (a 23-hour Sunday).
const DST_WEEK = '2026-03-02';

/** A plan of `date` with three Big 3 tasks, `bigDone` of them done, and one other task (done when `other`). */
function plan(date: string, bigDone: number, more: Partial<InsightsPlan> = {}): InsightsPlan {
  return {
    date,
    bigThree: ['a', 'b', 'c'],
    bigThreeCompleted: [0, 1, 2].map((i) => i < bigDone),
    otherTasks: ['d'],
    otherTasksCompleted: [false],
    dayFinished: false,
    productivityRating: null,
    ...more,
  };
}

const finished = (rating: number | null) => ({ dayFinished: true, productivityRating: rating });

/** A busy timed instance of `domain` between two instants. */
const block = (start: string, end: string, domain: ComparedInstance['domain']): ComparedInstance => ({
  start: new Date(start),
  end: new Date(end),
  allDay: false,
  busy: true,
  domain,
});

const base: InsightsOptions = {
  from: DST_WEEK,
  to: '2026-03-08',
  plans: [],
  goals: [],
  instances: [],
  habits: [],
  rituals: [],
  idealWeek: null,
  now: new Date('2026-03-09T12:00:00Z'),
  timeZone: NY,
  today: '2026-03-09',
};

describe('insights: weeks', () => {
  const rows: {
    name: string;
    options: Partial<InsightsOptions>;
    expected: Partial<ReturnType<typeof insights>['weeks'][number]>[];
  }[] = [
    {
      name: 'a week with no plans counts nothing and has no average',
      options: {},
      expected: [
        {
          weekStartDate: DST_WEEK,
          plannedDays: 0,
          finishedDays: 0,
          bigThreeDone: 0,
          bigThreeTotal: 0,
          tasksDone: 0,
          tasksTotal: 0,
          averageRating: null,
          domainMinutes: {},
          idealDomainMinutes: {},
          noDomainMinutes: 0,
          idealNoDomainMinutes: 0,
          comparisonScore: null,
        },
      ],
    },
    {
      name: 'counts the Weekly Summary of each week, its planned and finished days; plans outside are ignored',
      options: {
        to: '2026-03-15',
        plans: [
          plan('2026-03-01', 3, finished(10)), // the Sunday before
          plan('2026-03-02', 3, finished(8)),
          plan('2026-03-03', 1, finished(5)),
          plan('2026-03-04', 2),
          plan('2026-03-09', 0, { otherTasksCompleted: [true] }),
          plan('2026-03-16', 3, finished(9)), // the Monday after
        ],
      },
      expected: [
        {
          weekStartDate: DST_WEEK,
          plannedDays: 3,
          finishedDays: 2,
          bigThreeDone: 6,
          bigThreeTotal: 9,
          tasksDone: 6,
          tasksTotal: 12,
          averageRating: 6.5,
        },
        {
          weekStartDate: '2026-03-09',
          plannedDays: 1,
          finishedDays: 0,
          bigThreeDone: 0,
          bigThreeTotal: 3,
          tasksDone: 1,
          tasksTotal: 4,
          averageRating: null,
        },
      ],
    },
    {
      name: 'a finished day without a rating counts as finished but not in the average',
      options: { plans: [plan('2026-03-02', 3, finished(null)), plan('2026-03-03', 3, finished(7))] },
      expected: [{ plannedDays: 2, finishedDays: 2, averageRating: 7 }],
    },
    {
      name: 'the average is rounded to one decimal (7, 8, 8 → 7.7)',
      options: {
        plans: [
          plan('2026-03-02', 0, finished(7)),
          plan('2026-03-03', 0, finished(8)),
          plan('2026-03-04', 0, finished(8)),
        ],
      },
      expected: [{ finishedDays: 3, averageRating: 7.7 }],
    },
    {
      name: 'a DST week: Sunday 9 AM EDT is matched on the wall clock, minutes per domain counted once',
      options: {
        idealWeek: {
          id: 'w',
          name: 'Mine',
          schedule: {
            'monday-9:00 AM': { activity: 'Work', domain: 'work' },
            'sunday-9:00 AM': { activity: 'Church', domain: 'spiritual' },
            'sunday-9:30 AM': { activity: 'Church', domain: 'spiritual' },
            'sunday-10:00 AM': { activity: 'Lunch' },
          },
        },
        instances: [
          block('2026-03-08T13:00:00Z', '2026-03-08T14:00:00Z', 'spiritual'), // 9-10 AM EDT
          block('2026-03-08T13:30:00Z', '2026-03-08T14:00:00Z', 'spiritual'), // overlaps: once
          block('2026-03-02T16:00:00Z', '2026-03-02T16:45:00Z', 'work'),
          block('2026-03-09T05:00:00Z', '2026-03-09T06:00:00Z', 'work'), // Monday after, 1 AM
        ],
      },
      expected: [
        {
          domainMinutes: { spiritual: 60, work: 45 },
          idealDomainMinutes: { work: 30, spiritual: 60 },
          noDomainMinutes: 0,
          idealNoDomainMinutes: 30, // Sunday's Lunch has no domain
          comparisonScore: 50,
        },
      ],
    },
    {
      name: "busy time without a domain counts in the 'No domain' row: a Work slot matched by an untagged block",
      options: {
        idealWeek: {
          id: 'w',
          name: 'Mine',
          schedule: { 'monday-9:00 AM': { activity: 'Work', domain: 'work' } },
        },
        instances: [
          block('2026-03-02T14:00:00Z', '2026-03-02T15:00:00Z', null), // Monday 9-10 AM EST
          block('2026-03-02T14:30:00Z', '2026-03-02T15:30:00Z', null), // overlaps: once
          block('2026-03-08T13:00:00Z', '2026-03-08T13:20:00Z', 'work'), // Sunday 9:00-9:20 AM EDT
        ],
      },
      expected: [
        {
          domainMinutes: { work: 20 },
          idealDomainMinutes: { work: 30 },
          noDomainMinutes: 90,
          idealNoDomainMinutes: 0,
          comparisonScore: 100,
        },
      ],
    },
    {
      name: 'an instance counts in its local week far from UTC (Auckland, UTC+13): Monday 0:30 is Sunday in UTC',
      options: {
        to: '2026-03-15',
        timeZone: 'Pacific/Auckland',
        instances: [
          block('2026-03-01T11:30:00Z', '2026-03-01T12:00:00Z', 'work'), // Monday 2 March 0:30-1:00
          block('2026-03-08T10:00:00Z', '2026-03-08T10:20:00Z', 'work'), // Sunday 8 March 23:00-23:20
          block('2026-03-08T11:30:00Z', '2026-03-08T12:30:00Z', 'work'), // Monday 9 March 0:30-1:30
          block('2026-02-28T09:00:00Z', '2026-02-28T10:00:00Z', 'work'), // Saturday 28 February
        ],
      },
      expected: [{ domainMinutes: { work: 50 } }, { domainMinutes: { work: 60 } }],
    },
  ];
  it.each(rows)('$name', ({ options, expected }) => {
    const { weeks } = insights({ ...base, ...options });
    expect(weeks).toHaveLength(expected.length);
    expect(weeks).toMatchObject(expected);
  });
});

describe('insights: hours per domain', () => {
  it("gives each week the Week Comparison's rows, 'No domain' included (one rule for both)", () => {
    const options: InsightsOptions = {
      ...base,
      to: '2026-03-15',
      idealWeek: {
        id: 'w',
        name: 'Mine',
        schedule: {
          'sunday-9:00 AM': { activity: 'Church', domain: 'spiritual' },
          'tuesday-1:00 PM': { activity: 'Calls' },
        },
      },
      instances: [
        block('2026-03-08T13:00:00Z', '2026-03-08T14:00:00Z', 'spiritual'), // DST Sunday 9-10 AM EDT
        block('2026-03-03T18:00:00Z', '2026-03-03T18:45:00Z', null), // Tuesday 1:00-1:45 PM EST
        block('2026-03-10T17:00:00Z', '2026-03-10T17:10:00Z', null), // Tuesday 1:00-1:10 PM EDT
      ],
    };
    const { weeks } = insights(options);
    // The comparison's rows back from the records: LIFE_DOMAINS order, then 'No domain', empty rows left out.
    const asRows = weeks.map((week) =>
      [
        ...LIFE_DOMAINS.map(({ id }) => ({
          domain: id as LifeDomainId | null,
          idealMinutes: week.idealDomainMinutes[id] ?? 0,
          actualMinutes: week.domainMinutes[id] ?? 0,
        })),
        { domain: null, idealMinutes: week.idealNoDomainMinutes, actualMinutes: week.noDomainMinutes },
      ].filter((row) => row.idealMinutes > 0 || row.actualMinutes > 0),
    );
    const compared = weeks.map(
      ({ weekStartDate }) =>
        compareWeek({
          schedule: options.idealWeek?.schedule ?? {},
          instances: options.instances,
          weekStartDate,
          timeZone: NY,
        }).byDomain,
    );
    expect(asRows).toEqual(compared);
    expect(compared[1]).toEqual([
      { domain: 'spiritual', idealMinutes: 30, actualMinutes: 0 },
      { domain: null, idealMinutes: 30, actualMinutes: 10 },
    ]);
  });
});

describe('insights: days and goals', () => {
  it('lists the rated finished days of the range by date', () => {
    const plans = [
      plan('2026-03-04', 0, finished(6)),
      plan('2026-03-02', 0, finished(8)),
      plan('2026-03-03', 0, finished(null)),
      plan('2026-03-05', 0, { productivityRating: 9 }), // not finished
      plan('2026-03-09', 0, finished(4)), // after the range
    ];
    expect(insights({ ...base, plans }).days).toEqual([
      { date: '2026-03-02', rating: 8 },
      { date: '2026-03-04', rating: 6 },
    ]);
  });

  const goal = (more: Partial<InsightsGoal>): InsightsGoal => ({
    id: 'g',
    description: 'Run a marathon',
    dueDate: '2026-03-31',
    archived: false,
    createdAt: new Date('2026-03-01T05:00:00Z'),
    milestones: [],
    ...more,
  });
  it.each([
    {
      name: 'a DST hour short: 199 of 383 hours gone (52), one of three milestones done',
      goal: goal({
        dueDate: '2026-03-16',
        milestones: [{ completed: true }, { completed: false }, { completed: false }],
      }),
      expected: { timeProgress: 52, milestoneProgress: 33, overdue: false },
    },
    {
      name: 'a goal due yesterday is overdue and its time is all gone',
      goal: goal({ dueDate: '2026-03-08', milestones: [{ completed: true }] }),
      expected: { timeProgress: 100, milestoneProgress: 100, overdue: true },
    },
    {
      name: 'a goal due today is not overdue; no milestones is 0',
      goal: goal({ dueDate: '2026-03-09' }),
      expected: { timeProgress: 93, milestoneProgress: 0, overdue: false },
    },
  ])('$name', ({ goal: one, expected }) => {
    expect(insights({ ...base, goals: [one] }).goals).toEqual([
      { id: 'g', description: 'Run a marathon', dueDate: one.dueDate, ...expected },
    ]);
  });

  it('leaves archived goals out', () => {
    expect(insights({ ...base, goals: [goal({ archived: true })] }).goals).toEqual([]);
  });
});

describe('insightsQuery', () => {
  const issue = (query: Record<string, string | undefined>) => {
    const result = insightsQuery.safeParse(query);
    return result.success ? null : result.error.issues[0]?.path.join('.');
  };
  it.each([
    { query: { from: '2026-03-02', to: '2026-03-08' }, field: null },
    { query: { from: '2025-03-03', to: '2026-03-08' }, field: null }, // 53 weeks
    { query: { from: '2025-02-24', to: '2026-03-08' }, field: 'to' }, // 54 weeks
    { query: { from: '2026-03-03', to: '2026-03-08' }, field: 'from' }, // a Tuesday
    { query: { from: '2026-03-02', to: '2026-03-07' }, field: 'to' }, // a Saturday
    { query: { from: '2026-03-09', to: '2026-03-08' }, field: 'to' }, // before from
    { query: { from: 'soon', to: '2026-03-08' }, field: 'from' },
    { query: { from: '2026-03-02' }, field: 'to' },
    { query: { from: '2026-03-02', to: '2026-03-08', idealWeekId: 'x' }, field: 'idealWeekId' },
    { query: { from: '9999-12-20', to: '9999-12-26' }, field: null },
    { query: { from: '9999-12-27', to: '9999-12-31' }, field: 'to' }, // past the last date, not a throw
  ])('$query → $field', ({ query, field }) => {
    expect(issue(query)).toBe(field);
  });
});
