import type { BigThreeLink, DailyPlanInput } from './daily-plan.ts';

/*
 * The re-plan rule of the server (ADR 007): what a date's stored plan becomes when the plan is saved again.
 */

/** What {@link replan} reads of the stored plan. */
export interface StoredPlanState {
  morningRitualCompleted: boolean;
  bigThree: readonly string[];
  bigThreeCompleted: readonly boolean[];
  otherTasks: readonly string[];
  otherTasksCompleted: readonly boolean[];
  incompleteTasks: readonly string[] | null;
  bigThreeLinks?: readonly (BigThreeLink | null)[] | null;
}

/** The columns a re-plan writes: every planned field of the input plus the reduced incompleteTasks. */
export type ReplannedFields = Omit<DailyPlanInput, 'date' | 'bigThreeLinks'> & {
  incompleteTasks: string[] | null;
  bigThreeLinks: (BigThreeLink | null)[];
};

/** Per trimmed text, the stored flags of tasks with that text, in list order (consumed as tasks match). */
function flagQueues(tasks: readonly string[], flags: readonly boolean[]): Map<string, boolean[]> {
  const queues = new Map<string, boolean[]>();
  tasks.forEach((task, index) => {
    const key = task.trim();
    const queue = queues.get(key) ?? [];
    queue.push(flags[index] ?? false);
    queues.set(key, queue);
  });
  return queues;
}

/**
 * The new row of a date that already has a plan, when the plan is saved again (ADR 007):
 * - planned fields (Big 3, other tasks, winning definition, distractions) are the input's;
 * - a task whose trimmed text was already in the same group keeps its stored done flag; a task that moved
 *   between Big 3 and other tasks keeps it too (done is done), but a same-group match is used first; a task
 *   text present twice matches stored tasks of that text in order, one each;
 * - a new (or renamed) task takes the flag the client sent (the web sends false);
 * - the morning ritual stays done once done (stored OR sent); it is undone through PATCH .../completion;
 * - incompleteTasks (null when the day was never finished) keeps, in order and without repeats, only the
 *   trimmed entries that are still a task of the new plan (either group) and not done, so tomorrow's carry-over
 *   never names a task that no longer exists; nothing is added to it;
 * - bigThreeLinks are the input's when sent; when not sent, a Big 3 task whose trimmed text was
 *   already in the Big 3 keeps its stored link (matched in order like the flags), others get null;
 * - the reflection itself (dayFinished, rating, note) is not touched: the caller keeps the stored values.
 * Pure; `existing` and `input` are not modified. Input as validated by {@link dailyPlanInput}.
 */
export function replan(existing: StoredPlanState, input: DailyPlanInput): ReplannedFields {
  const { date: _date, ...planned } = input;
  const stored = {
    big: flagQueues(existing.bigThree, existing.bigThreeCompleted),
    other: flagQueues(existing.otherTasks, existing.otherTasksCompleted),
  };
  const groups = [
    { tasks: input.bigThree, sent: input.bigThreeCompleted, own: stored.big, moved: stored.other },
    { tasks: input.otherTasks, sent: input.otherTasksCompleted, own: stored.other, moved: stored.big },
  ];
  // Same-group matches first, for both groups, so a move never takes a flag a task that stayed would match.
  const flags = groups.map(({ tasks, own }) => tasks.map((task) => own.get(task.trim())?.shift()));
  const [bigThreeCompleted, otherTasksCompleted] = groups.map(({ tasks, sent, moved }, g) =>
    tasks.map((task, i) => flags[g]?.[i] ?? moved.get(task.trim())?.shift() ?? sent[i] ?? false),
  ) as [boolean[], boolean[]];

  const notDone = new Set<string>();
  input.bigThree.forEach((task, i) => {
    if (!bigThreeCompleted[i]) notDone.add(task.trim());
  });
  input.otherTasks.forEach((task, i) => {
    if (!otherTasksCompleted[i]) notDone.add(task.trim());
  });
  const incompleteTasks =
    existing.incompleteTasks === null
      ? null
      : [...new Set(existing.incompleteTasks.map((task) => task.trim()))].filter((task) => notDone.has(task));

  const storedLinks = new Map<string, (BigThreeLink | null)[]>();
  existing.bigThree.forEach((task, i) => {
    const key = task.trim();
    storedLinks.set(key, [...(storedLinks.get(key) ?? []), existing.bigThreeLinks?.[i] ?? null]);
  });
  const bigThreeLinks =
    input.bigThreeLinks ?? input.bigThree.map((task) => storedLinks.get(task.trim())?.shift() ?? null);

  return {
    ...planned,
    bigThreeLinks,
    morningRitualCompleted: existing.morningRitualCompleted || input.morningRitualCompleted,
    bigThreeCompleted,
    otherTasksCompleted,
    incompleteTasks,
  };
}
