/**
 * Request bodies and setup helpers shared by API tests. Every helper that creates data checks that the create
 * succeeded and throws otherwise (conventions "Test setup proves itself"), so a failing setup cannot make a
 * test pass.
 */
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import type { Client } from './harness.ts';

/** A valid plan body for `date`. */
export function planBody(date: string, overrides: Record<string, unknown> = {}) {
  return {
    date,
    morningRitualCompleted: false,
    bigThree: ['Write the proposal', 'Call Sam', 'Review budget'],
    bigThreeCompleted: [false, false, false],
    otherTasks: ['Inbox'],
    otherTasksCompleted: [false],
    winningDefinition: 'Proposal sent',
    distractions: ['Slack'],
    ...overrides,
  };
}

/** A valid goal body (issue 10) with `description` and two milestones, due in 2030. */
export function goalBody(description: string, overrides: Record<string, unknown> = {}) {
  return {
    goalType: 'quarterly',
    dueDate: '2030-06-30',
    description,
    realm: 'Vocational',
    smarterCriteria: ['Specific', 'Measurable'],
    milestones: [
      { text: 'Draft the plan', dueDate: '2030-03-31', completed: false },
      { text: 'Hire the lead', dueDate: '2030-05-31', completed: false },
    ],
    progress: '0',
    ...overrides,
  };
}

/**
 * Calls `method path` as `client` and returns the JSON body, or throws with the status and body text when the
 * status is not `expected` (200 unless told).
 */
export async function expectJson<T>(
  client: Client,
  method: string,
  path: string,
  body?: unknown,
  expected = 200,
): Promise<T> {
  const res = await client.request(method, path, { body });
  if (res.status !== expected)
    throw new Error(`${method} ${path}: expected ${expected}, got ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Saves the plan `planBody(date, overrides)` for `client` and returns it; throws unless the save answered 200. */
export async function createPlan(
  client: Client,
  date: string,
  overrides: Record<string, unknown> = {},
): Promise<DailyPlan> {
  const plan = await expectJson<DailyPlan>(client, 'POST', '/api/daily-plans', planBody(date, overrides));
  if (plan.date !== date) throw new Error(`POST /api/daily-plans saved ${plan.date}, not ${date}`);
  return plan;
}
