/**
 * Setup and checks shared by the account tests (export, import, deletion; ADR 049): a user with a row of every kind
 * made through the real routes, sign-up with a chosen email, and an export with ids and timestamps replaced by
 * their order, so two exports of the same data compare equal.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import type { StewardExport } from '../../src/core/export-format.ts';
import type { Goal } from '../../src/core/goals.ts';
import type { Habit } from '../../src/core/habits.ts';
import { DEFAULT_REMINDER_SETTINGS } from '../../src/core/reminders.ts';
import { calendarSources } from '../../src/server/db/calendar-schema.ts';
import { expectJson, goalBody, idealWeekBody, planBody } from './fixtures.ts';
import type { Client, TestApp } from './harness.ts';
import { registerPasskey } from './passkey-authenticator.ts';

/** The password of every user made here. */
export const PASSWORD = 'correct horse battery staple';

/** A signed-up client with its email. */
export interface Account extends Client {
  email: string;
}

/** Signs up `email` through the real route; throws unless it answered 200. */
export async function signUpAs(t: TestApp, email: string, name = 'Dana'): Promise<Account> {
  const res = await t.request('POST', '/api/auth/sign-up/email', {
    body: { name, email, password: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    email,
    userId: user.id,
    cookie,
    request: (method, path, options = {}) => t.request(method, path, { ...options, cookie }),
  };
}

/** A new user with a unique email. */
export const newAccount = (t: TestApp, name?: string) => signUpAs(t, `${randomUUID()}@example.com`, name);

/** The secret put into the seeded calendar source's credentials and address; no export may contain it. */
export const SOURCE_SECRET = 'feed-password-7f3a';

/**
 * Gives `user` a row of every kind through the real routes (a finished plan linked to a goal, a review tied to
 * the goal, a habit of the goal with an entry, a ritual and its run, a Clarity Break, an ideal week, a time block,
 * a private calendar feed address, a passkey) and a calendar source with sealed credentials written straight to the
 * database (a feed needs no network then).
 */
export async function seedEverything(t: TestApp, user: Client) {
  const goal = await expectJson<Goal>(user, 'POST', '/api/goals', goalBody('Grow the team'), 201);
  await expectJson(user, 'POST', '/api/rituals', { type: 'morning', elements: ['Read', 'Pray'] });
  await expectJson(user, 'PUT', '/api/rituals/morning/runs/2025-03-10', { completed: [true, false] });
  const plan = await expectJson<DailyPlan>(
    user,
    'POST',
    '/api/daily-plans',
    planBody('2025-03-10', { bigThreeLinks: [{ priority: 0, goalId: goal.id }, null, null] }),
  );
  await expectJson(user, 'PATCH', `/api/daily-plans/${plan.id}/finish`, {
    productivityRating: '8',
    improvementNote: 'Start earlier',
    incompleteTasks: ['Call Sam'],
  });
  await expectJson(user, 'POST', '/api/weekly-reviews', {
    weekStartDate: '2025-03-10',
    biggestWins: ['Hired a lead'],
    afterActionReview: 'Good week',
    weeklyBigThree: ['Hire', 'Plan', 'Rest'],
    weeklyBigThreeGoalIds: [goal.id, null, null],
  });
  await expectJson(user, 'PUT', '/api/quarterly-reviews/2025-Q1', {
    topWins: ['Hired a lead'],
    reflection: 'Keep the Monday planning',
    nextQuarterFocus: ['Hire a second lead'],
  });
  await expectJson(
    user,
    'POST',
    '/api/clarity-breaks',
    { date: '2025-03-11', responses: {}, actionItems: ['Delegate hiring'], score: '64' },
    201,
  );
  await expectJson(user, 'POST', '/api/ideal-weeks', idealWeekBody('Focus week'), 201);
  const habit = await expectJson<Habit>(
    user,
    'POST',
    '/api/habits',
    {
      name: 'Walk',
      schedule: { kind: 'daily' },
      startDate: '2025-03-01',
      goalId: goal.id,
      reminderTime: '06:45',
    },
    201,
  );
  await expectJson(user, 'PUT', '/api/reminders', {
    ...DEFAULT_REMINDER_SETTINGS,
    finishDay: { enabled: false, time: '18:15' },
  });
  await expectJson(user, 'PUT', `/api/habits/${habit.id}/entries/2025-03-10`, { count: 1 });
  await expectJson(
    user,
    'POST',
    '/api/calendar/time-blocks',
    { title: 'Write the plan', start: '2025-03-10T13:00:00Z', end: '2025-03-10T14:00:00Z', domain: 'work' },
    201,
  );
  const feed = await expectJson<{ url: string }>(user, 'POST', '/api/calendar/private-feed', undefined);
  const [source] = await t.database.db
    .insert(calendarSources)
    .values({
      userId: user.userId,
      kind: 'ics',
      name: 'Team feed',
      url: 'https://calendar.example.com/team.ics',
      credentials: `sealed-${SOURCE_SECRET}`,
    })
    .returning({ id: calendarSources.id });
  expect(source?.id).toBeTruthy();
  const { res } = await registerPasskey(t, user.cookie, { name: 'Laptop' });
  const passkey = (await res.json()) as { id: string; credentialID: string };
  expect(res.status, JSON.stringify(passkey)).toBe(200);
  return { goal, habit, plan, feedUrl: feed.url, passkey };
}

/** Calls GET /api/export as `user` and returns the file; checks the status and the attachment header. */
export async function exportOf(user: Client): Promise<StewardExport> {
  const res = await user.request('GET', '/api/export');
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET /api/export: ${res.status} ${text}`);
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="steward-export-[\d-]+\.json"$/,
  );
  return JSON.parse(text) as StewardExport;
}

/** `rows` in the order of their JSON text (rows that share a creation instant may be listed in either order). */
const sorted = <T>(rows: T[]) =>
  rows
    .map((row) => JSON.stringify(row))
    .sort()
    .map((text) => JSON.parse(text) as T);

/**
 * `file` without what an import changes: `exportedAt`, the profile, row ids and timestamps (a reference is
 * replaced by the content of the goal or habit it points at), the order of rows, and calendar sources (never
 * imported).
 */
export function comparable(file: StewardExport) {
  const strip = <T extends { id: string; createdAt: string; updatedAt: string }>(row: T) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row;
    return rest;
  };
  const goalKey = new Map(file.goals.map((g) => [g.id, JSON.stringify(strip(g))]));
  const goal = (id: string | null | undefined) => (id ? (goalKey.get(id) ?? null) : null);
  const habits = file.habits.map((h) => ({ id: h.id, content: { ...strip(h), goalId: goal(h.goalId) } }));
  const habitKey = new Map(habits.map((h) => [h.id, JSON.stringify(h.content)]));
  return {
    rituals: sorted(file.rituals.map(strip)),
    ritualRuns: sorted(file.ritualRuns.map(strip)),
    dailyPlans: sorted(
      file.dailyPlans.map((p) => ({
        ...strip(p),
        bigThreeLinks: p.bigThreeLinks?.map((link) => (link ? { ...link, goalId: goal(link.goalId) } : null)),
      })),
    ),
    weeklyReviews: sorted(
      file.weeklyReviews.map((r) => ({
        ...strip(r),
        weeklyBigThreeGoalIds: r.weeklyBigThreeGoalIds?.map(goal),
      })),
    ),
    quarterlyReviews: sorted(file.quarterlyReviews.map(strip)),
    clarityBreaks: sorted(file.clarityBreaks.map(strip)),
    goals: sorted(file.goals.map(strip)),
    idealWeeks: sorted(file.idealWeeks.map(strip)),
    habits: sorted(habits.map((h) => h.content)),
    habitEntries: sorted(
      file.habitEntries.map(({ updatedAt: _u, habitId, ...e }) => ({ ...e, habit: habitKey.get(habitId) })),
    ),
    timeBlocks: sorted(file.timeBlocks.map(strip)),
    reminderSettings: file.reminderSettings ? [file.reminderSettings] : [],
  };
}
