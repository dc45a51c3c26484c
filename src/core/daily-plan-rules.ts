/*
 * Daily plan rules without zod (ADR 034): the limits of a plan's texts and lists, the Big 3 size, the default
 * morning ritual, the finish-day messages, the task and workday progress rules (spec §9) and yesterday's
 * carry-over (spec §4). Screens import them from here; the schemas are in daily-plan.ts, which re-exports them.
 *
 * Size limits (not in the spec; they only protect the server): a task, ritual element, distraction or
 * incomplete-task entry is at most MAX_ITEM_LENGTH (500) characters, a free text at most MAX_TEXT_LENGTH
 * (5000), and a list at most MAX_LIST_ITEMS (100) entries.
 */

/** Longest task, ritual element, distraction or incomplete-task entry, in characters (server protection). */
export const MAX_ITEM_LENGTH = 500;
/** Longest free text (winning definition, improvement note), in characters (server protection). */
export const MAX_TEXT_LENGTH = 5000;
/** Most entries in any list of a daily plan, ritual or reflection (server protection). */
export const MAX_LIST_ITEMS = 100;

/** The Big 3 is exactly three tasks (spec §9); the schema accepts 1..3 because empty ones are filtered out. */
export const BIG_THREE_SIZE = 3;

/** Default morning ritual elements, in spec order; they cannot be removed (spec §3, §5). */
export const DEFAULT_RITUAL_ELEMENTS = [
  '10+ minutes of Scripture Reading',
  '10+ minutes of Prayer',
  'Ask God what His mission is for you today',
] as const;

/** Text of the missing-rating toast (title 'Missing Rating'), spec §5. */
export const RATING_REQUIRED_MESSAGE = 'Please rate your productivity for today.';
/** Text of the invalid-rating toast (title 'Invalid Rating'), spec §5. */
export const RATING_RANGE_MESSAGE = 'Productivity rating must be between 1 and 10.';

/** Label under the task progress bar, spec §9. */
export const TASK_PROGRESS_LABEL = 'Big 3 tasks are 60%, Other tasks are 40%';

/** Workday start in minutes since local midnight: 8:00 (spec §9). */
export const WORKDAY_START_MINUTES = 8 * 60;
/** Workday end in minutes since local midnight: 17:00 (spec §9). */
export const WORKDAY_END_MINUTES = 17 * 60;

function countDone(flags: readonly boolean[]): number {
  return flags.reduce((count, done) => (done ? count + 1 : count), 0);
}

/**
 * Task progress of a day in percent, 0..100 (unrounded; round for display). Spec §9:
 * - with other tasks: each done Big 3 task is worth 20 and the done share of the other tasks is worth 40
 *   (3 Big 3 done + 1 of 2 others → 80);
 * - without other tasks: each done Big 3 task is worth 100/3 (≈ 33.33), so all three give exactly 100;
 * - the total is capped at 100 (e.g. a malformed plan with more than three Big 3 flags).
 * Input: the plan's completed flags `{ bigThreeCompleted: boolean[], otherTasksCompleted: boolean[] }`.
 */
export function taskProgress(plan: {
  bigThreeCompleted: readonly boolean[];
  otherTasksCompleted: readonly boolean[];
}): number {
  const bigDone = countDone(plan.bigThreeCompleted);
  const otherTotal = plan.otherTasksCompleted.length;
  const progress =
    otherTotal > 0
      ? bigDone * 20 + (countDone(plan.otherTasksCompleted) * 40) / otherTotal
      : (bigDone * 100) / BIG_THREE_SIZE;
  return Math.min(100, progress);
}

/**
 * Workday progress in percent, 0..100, for a wall-clock time in minutes since local midnight (use
 * `minutesOfDayOf(now, timeZone)`): 0 before 8:00, 100 from 17:00, linear in between (12:30 → 50).
 * Throws RangeError for a non-finite number. Spec §9.
 */
export function workdayProgress(minutesOfDay: number): number {
  if (!Number.isFinite(minutesOfDay))
    throw new RangeError(`workdayProgress: invalid minutes ${minutesOfDay}`);
  if (minutesOfDay <= WORKDAY_START_MINUTES) return 0;
  if (minutesOfDay >= WORKDAY_END_MINUTES) return 100;
  return ((minutesOfDay - WORKDAY_START_MINUTES) * 100) / (WORKDAY_END_MINUTES - WORKDAY_START_MINUTES);
}

/**
 * Tasks to show in the 'Yesterday's Incomplete Tasks' alert (spec §2 wizard step 2, §4): yesterday's
 * `incompleteTasks` only when that plan exists and `dayFinished` is true; otherwise []. Entries are trimmed,
 * blank ones and repeats dropped, order kept. Input: yesterday's plan or null when there is none.
 */
export function carryOver(
  yesterday: { dayFinished: boolean; incompleteTasks?: readonly string[] | null } | null,
): string[] {
  if (!yesterday?.dayFinished || !yesterday.incompleteTasks) return [];
  const tasks = yesterday.incompleteTasks.map((task) => task.trim()).filter((task) => task !== '');
  return [...new Set(tasks)];
}
