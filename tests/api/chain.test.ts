/**
 * The chain from a goal to a weekly priority to a day's Big 3 (ADR 017) through the real routes, on
 * every backend: links are saved on the daily plan, kept by a re-plan that does not send them, checked for
 * ownership, and counted by the Weekly Summary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import type { Goal } from '../../src/core/goals.ts';
import type { WeeklySummary } from '../../src/core/weekly-review.ts';
import { expectJson, goalBody, planBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const LAST_WEEK = '2026-11-09';
const THIS_WEEK = '2026-11-16';

describe.each(backends)('the goal → week → day chain on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  let goal: Goal;
  beforeAll(async () => {
    t = await startTestApp(backend);
    alice = await t.signUp('Alice');
    bob = await t.signUp('Bob');
    goal = await expectJson<Goal>(alice, 'POST', '/api/goals', goalBody('Grow revenue 20%'), 201);
    const review = await expectJson<{ weeklyBigThreeGoalIds: (string | null)[] }>(
      alice,
      'POST',
      '/api/weekly-reviews',
      {
        weekStartDate: LAST_WEEK,
        weeklyBigThree: ['Close the Acme deal', 'Hire a COO'],
        weeklyBigThreeGoalIds: [goal.id, null],
      },
    );
    expect(review.weeklyBigThreeGoalIds).toEqual([goal.id, null]);
  });
  afterAll(() => t.close());

  const linked = (links: DailyPlan['bigThreeLinks']) =>
    planBody('2026-11-17', {
      bigThree: ['Close the Acme deal', 'Hire a COO', 'Inbox zero'],
      bigThreeCompleted: [true, false, false],
      bigThreeLinks: links,
    });

  it('saves the links of Big 3 tasks, keeps them on a re-plan that omits them, and the summary counts them', async () => {
    const links = [{ priority: 0, goalId: goal.id }, { priority: 1, goalId: null }, null];
    const saved = await expectJson<DailyPlan>(alice, 'POST', '/api/daily-plans', linked(links));
    expect(saved.bigThreeLinks).toEqual(links);

    // A re-plan without links (a scripted client, or the same tasks reordered) keeps each task's link.
    const replanned = await expectJson<DailyPlan>(
      alice,
      'POST',
      '/api/daily-plans',
      planBody('2026-11-17', {
        bigThree: ['Inbox zero', 'Close the Acme deal', 'Call Mum'],
        bigThreeCompleted: [false, false, false],
      }),
    );
    expect(replanned.bigThreeLinks).toEqual([null, { priority: 0, goalId: goal.id }, null]);
    expect(replanned.bigThreeCompleted).toEqual([false, true, false]);

    const summary = await expectJson<WeeklySummary>(
      alice,
      'GET',
      `/api/weekly-reviews/week/${THIS_WEEK}/summary`,
    );
    expect(summary).toMatchObject({
      linkedBigThree: 1,
      bigThreeTotal: 3,
      goalDays: [{ goalId: goal.id, days: 1 }],
    });
  });

  it("keeps a review's goal links when it is saved again without weeklyBigThreeGoalIds", async () => {
    const again = await expectJson<{ weeklyBigThree: string[]; weeklyBigThreeGoalIds: (string | null)[] }>(
      alice,
      'POST',
      '/api/weekly-reviews',
      { weekStartDate: LAST_WEEK, weeklyBigThree: ['Hire a COO', 'Close the Acme deal', 'Plan Q1'] },
    );
    expect(again.weeklyBigThreeGoalIds).toEqual([null, goal.id, null]);
  });

  it("stops counting a deleted goal's days, and keeps counting the links", async () => {
    const other = await expectJson<Goal>(alice, 'POST', '/api/goals', goalBody('Short-lived goal'), 201);
    await expectJson(
      alice,
      'POST',
      '/api/daily-plans',
      linked([{ priority: 0, goalId: other.id }, null, null]),
    );
    const summaryPath = `/api/weekly-reviews/week/${THIS_WEEK}/summary`;
    const before = await expectJson<WeeklySummary>(alice, 'GET', summaryPath);
    expect(before.goalDays).toContainEqual({ goalId: other.id, days: 1 });
    expect((await alice.request('DELETE', `/api/goals/${other.id}`)).status).toBe(204);
    const after = await expectJson<WeeklySummary>(alice, 'GET', summaryPath);
    expect(after.goalDays.map((entry) => entry.goalId)).not.toContain(other.id);
    expect(after.linkedBigThree).toBe(before.linkedBigThree);
  });

  it('reads a plan saved without links as one null per Big 3 task', async () => {
    const plan = await expectJson<DailyPlan>(alice, 'POST', '/api/daily-plans', planBody('2026-11-18'));
    expect(plan.bigThreeLinks).toEqual([null, null, null]);
  });

  it.each([
    { label: 'one link too few', links: [null, null], field: 'bigThreeLinks' },
    {
      label: 'a priority out of range',
      links: [{ priority: 3, goalId: null }, null, null],
      field: 'bigThreeLinks.0.priority',
    },
    {
      label: 'a malformed goal id',
      links: [{ priority: 0, goalId: 'x' }, null, null],
      field: 'bigThreeLinks.0.goalId',
    },
    {
      label: 'an unknown key',
      links: [{ priority: 0, goalId: null, extra: 1 }, null, null],
      field: 'bigThreeLinks.0',
    },
  ])('refuses $label with 400 naming $field', async ({ links, field }) => {
    const res = await alice.request('POST', '/api/daily-plans', { body: linked(links as never) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it("refuses a link to another user's goal like one to no goal, and stores nothing", async () => {
    for (const goalId of [goal.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await bob.request('POST', '/api/daily-plans', {
        body: linked([{ priority: 0, goalId }, null, null]),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { field: string; message: string };
      expect(body.field).toBe('bigThreeLinks.0.goalId');
      expect(body.message).not.toContain('Grow revenue');
    }
    expect(await expectJson(bob, 'GET', '/api/daily-plans')).toEqual([]);
  });
});
