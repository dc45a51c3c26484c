/**
 * Request bodies and setup helpers shared by API tests. Every helper that creates data checks that the create
 * succeeded and throws otherwise, so a failing setup cannot make a
 * test pass.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import { IDEAL_WEEK_DAYS, IDEAL_WEEK_SLOT_LABELS, LIFE_DOMAINS, slotKey } from '../../src/core/ideal-week.ts';
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

/** A valid goal body with `description` and two milestones, due in 2030. */
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

/** A valid ideal week body (docs/product.md §7): `name` with Monday 9:00-10:00 AM of deep work (work) and a Sunday prayer. */
export function idealWeekBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    schedule: {
      'monday-9:00 AM': { activity: 'Deep work', domain: 'work' },
      'monday-9:30 AM': { activity: 'Deep work', domain: 'work' },
      'sunday-7:00 AM': { activity: 'Prayer', domain: 'spiritual' },
    },
    ...overrides,
  };
}

/** A schedule with all 231 cells filled: a distinct activity per cell, domains in turn. */
export function fullIdealWeekSchedule(): Record<string, { activity: string; domain: string }> {
  const schedule: Record<string, { activity: string; domain: string }> = {};
  let n = 0;
  for (const day of IDEAL_WEEK_DAYS)
    for (const label of IDEAL_WEEK_SLOT_LABELS) {
      const domain = LIFE_DOMAINS[n++ % LIFE_DOMAINS.length]?.id ?? 'work';
      schedule[slotKey(day, label)] = { activity: `${domain} block on ${day} at ${label}`, domain };
    }
  return schedule;
}

/**
 * A web build in a new temporary folder: `files` (path → text) and, beside each text file, the .br and .gz variants
 * that the build writes. Returns the folder.
 */
export function webBuild(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), 'steward-web-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
    if (typeof body !== 'string') continue;
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(root, `${path}.gz`), gzipSync(body));
  }
  return root;
}
