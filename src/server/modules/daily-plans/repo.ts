/**
 * Daily plan storage. One plan per user and local date (unique index); every function takes the owner's user id
 * first, so no function can read or change another user's plan.
 */
import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import type {
  CompletionPatch,
  DailyPlanInput,
  DailyPlan as DailyPlanWire,
  FinishDayInput,
  TaskCompletion,
} from '../../../core/daily-plan.ts';
import { replan } from '../../../core/daily-plan-replan.ts';
import type { Db } from '../../db/client.ts';
import { ownGoalIds } from '../../db/owned-goals.ts';
import { perDatabase } from '../../db/prepared.ts';
import { dailyPlans } from '../../db/schema.ts';
import { badRequest, isUuid } from '../../http.ts';
import { markMorningRun, morningFlagForPlan } from '../rituals/runs-repo.ts';

/** A transaction of `Db`. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columns = {
  id: dailyPlans.id,
  date: dailyPlans.date,
  morningRitualCompleted: dailyPlans.morningRitualCompleted,
  bigThree: dailyPlans.bigThree,
  bigThreeCompleted: dailyPlans.bigThreeCompleted,
  otherTasks: dailyPlans.otherTasks,
  otherTasksCompleted: dailyPlans.otherTasksCompleted,
  winningDefinition: dailyPlans.winningDefinition,
  distractions: dailyPlans.distractions,
  dayFinished: dailyPlans.dayFinished,
  productivityRating: dailyPlans.productivityRating,
  improvementNote: dailyPlans.improvementNote,
  incompleteTasks: dailyPlans.incompleteTasks,
  bigThreeLinks: dailyPlans.bigThreeLinks,
  createdAt: dailyPlans.createdAt,
  updatedAt: dailyPlans.updatedAt,
};

/** A daily plan as stored: core's wire shape (docs/product.md §3 DailyPlan plus the reflection) with Date timestamps. */
export type DailyPlan = Omit<DailyPlanWire, 'createdAt' | 'updatedAt' | 'bigThreeLinks'> & {
  /** Null for a plan saved without links; the routes send it aligned with bigThree. */
  bigThreeLinks: DailyPlanWire['bigThreeLinks'] | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Saves the plan for `input.date`: creates it, or re-plans the existing plan of that date keeping its id, by
 * core's `replan` rule (ADR 007): the reflection is kept, unchanged tasks keep their done flags, incompleteTasks
 * is reduced to tasks that still exist and are not done. Race-safe: one transaction that locks the existing row
 * (`SELECT ... FOR UPDATE`), so a concurrent completion toggle or save waits and is never lost or mixed in; when
 * two first saves race, the loser's insert does nothing and it re-plans the winner's row.
 * `morningRitualCompleted` follows the date's morning ritual run (ADR 043, rituals/runs-repo.ts morningFlagForPlan).
 * @throws HTTPException 400 naming `bigThreeLinks.<i>.goalId` when a linked goal is not one of the user's goals
 *   (the same answer for another user's goal and for no goal at all).
 */
export async function saveDailyPlan(db: Db, userId: string, input: DailyPlanInput): Promise<DailyPlan> {
  const { date, ...planned } = input;
  if (input.bigThreeLinks) {
    const ids = input.bigThreeLinks.map((link) => link?.goalId ?? null);
    const own = await ownGoalIds(db, userId, ids);
    ids.forEach((id, i) => {
      if (id !== null && !own.has(id.toLowerCase()))
        badRequest(`bigThreeLinks.${i}.goalId`, `${id} is not one of your goals`);
    });
  }
  return db.transaction(async (tx) => {
    const morningRitualCompleted = await morningFlagForPlan(tx, userId, date, input.morningRitualCompleted);
    for (let attempt = 0; attempt < 2; attempt++) {
      const [existing] = await tx
        .select(columns)
        .from(dailyPlans)
        .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.date, date)))
        .for('update');
      if (existing) {
        const [row] = await tx
          .update(dailyPlans)
          .set({ ...replan(existing, input), morningRitualCompleted, updatedAt: new Date() })
          .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.id, existing.id)))
          .returning(columns);
        return row as DailyPlan;
      }
      const [created] = await tx
        .insert(dailyPlans)
        .values({ userId, date, ...planned, morningRitualCompleted })
        .onConflictDoNothing({ target: [dailyPlans.userId, dailyPlans.date] })
        .returning(columns);
      if (created) return created;
    }
    throw new Error(`saveDailyPlan: the plan of ${date} was neither found nor created`);
  });
}

/**
 * The hot reads as prepared statements, built once per database (ADR 013): Drizzle builds their SQL once instead
 * of on every request. Both still filter by the owner's id, a placeholder like the rest.
 */
const reads = perDatabase((db) => {
  const byUser = eq(dailyPlans.userId, sql.placeholder('userId'));
  return {
    list: db
      .select(columns)
      .from(dailyPlans)
      .where(byUser)
      .orderBy(asc(dailyPlans.date))
      .prepare('daily_plans_list'),
    byDate: db
      .select(columns)
      .from(dailyPlans)
      .where(and(byUser, eq(dailyPlans.date, sql.placeholder('date'))))
      .prepare('daily_plans_by_date'),
    between: db
      .select(columns)
      .from(dailyPlans)
      .where(
        and(
          byUser,
          gte(dailyPlans.date, sql.placeholder('from')),
          lte(dailyPlans.date, sql.placeholder('to')),
        ),
      )
      .orderBy(asc(dailyPlans.date))
      .prepare('daily_plans_between'),
  };
});

/** All of the user's plans, oldest date first. */
export function listDailyPlans(db: Db, userId: string): Promise<DailyPlan[]> {
  return reads(db).list.execute({ userId });
}

/** The user's plans dated `from` to `to` ('YYYY-MM-DD', both included), oldest first. */
export function listDailyPlansBetween(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<DailyPlan[]> {
  return reads(db).between.execute({ userId, from, to });
}

/** The user's plan for a 'YYYY-MM-DD' date, or null. */
export async function getDailyPlanByDate(db: Db, userId: string, date: string): Promise<DailyPlan | null> {
  const [row] = await reads(db).byDate.execute({ userId, date });
  return row ?? null;
}

/** The user's plan `id`, or null (another user's, none, or a malformed id). */
export async function getDailyPlan(db: Db | Tx, userId: string, id: string): Promise<DailyPlan | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(columns)
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.id, id)));
  return row ?? null;
}

/**
 * Applies completion flags to the user's plan `id` in one guarded UPDATE: its WHERE holds the owner, the id and
 * each sent list's length (`jsonb_array_length(big_three) = n`), so a flag list can never be written over a
 * plan whose task list changed meanwhile; a single `task` flag is set inside the stored list (ADR 055), guarded by
 * its index. Only when no row was updated does a second read tell why.
 * With `morningRitualCompleted`, the same transaction first marks every element of that date's morning ritual run
 * done or not done (one truth, ADR 043; the run's locks come before the plan's, as in rituals/runs-repo.ts).
 * Returns the updated plan, or null when the plan is not the user's (or does not exist).
 * @throws HTTPException 400 naming the field when a list's length differs from the plan's task list, or
 *   `task.index` when the task does not exist.
 * @throws HTTPException 409 when the plan's task lists kept changing between the update and the read.
 */
export async function updateCompletion(
  db: Db,
  userId: string,
  id: string,
  patch: CompletionPatch,
): Promise<DailyPlan | null> {
  if (!isUuid(id)) return null;
  const morning = patch.morningRitualCompleted;
  if (morning === undefined) return applyCompletion(db, userId, id, patch, true);
  return db.transaction(async (tx) => {
    const plan = await getDailyPlan(tx, userId, id);
    if (!plan) return null;
    await markMorningRun(tx, userId, plan.date, morning);
    return applyCompletion(tx, userId, id, patch);
  });
}

/** The task list and done-flag list of each task group. */
const taskColumns = {
  bigThree: { tasks: dailyPlans.bigThree, done: dailyPlans.bigThreeCompleted },
  otherTasks: { tasks: dailyPlans.otherTasks, done: dailyPlans.otherTasksCompleted },
} as const;

/**
 * The SET of one task's flag (ADR 055): `jsonb_set` on the stored list, evaluated on the row the UPDATE locks, so
 * two requests ticking different tasks of one plan both survive, and of two on the same task the later one wins.
 * `path` is the text array `{index}`, `flag` the JSON text `true` or `false` (values or placeholders).
 */
function taskFlag(group: TaskCompletion['group'], path: unknown, flag: unknown) {
  const value = sql`jsonb_set(${taskColumns[group].done}, ${path}::text[], ${flag}::jsonb)`;
  return group === 'bigThree' ? { bigThreeCompleted: value } : { otherTasksCompleted: value };
}

/** The guard of a task's flag: the task exists in the stored list at the moment of writing. */
const taskExists = (group: TaskCompletion['group'], index: unknown) =>
  sql`jsonb_array_length(${taskColumns[group].tasks}) > ${index}`;

/**
 * The single-task toggle, the most frequent write, as one prepared UPDATE per task group, built once per database
 * (ADR 060): the same statement applyCompletion builds for a patch of only `task`. `updatedAt` is embedded in SQL,
 * so it skips the column's encoder and goes as ISO text.
 */
const taskToggles = perDatabase((db) => {
  const toggle = (group: TaskCompletion['group']) =>
    db
      .update(dailyPlans)
      .set({
        ...taskFlag(group, sql.placeholder('path'), sql.placeholder('flag')),
        updatedAt: sql`${sql.placeholder('updatedAt')}`,
      })
      .where(
        and(
          eq(dailyPlans.userId, sql.placeholder('userId')),
          eq(dailyPlans.id, sql.placeholder('id')),
          taskExists(group, sql.placeholder('index')),
        ),
      )
      .returning(columns)
      .prepare(`daily_plans_task_${group}`);
  return { bigThree: toggle('bigThree'), otherTasks: toggle('otherTasks') };
});

/** The guarded UPDATE of `patch` (see updateCompletion); undefined when no row matched its WHERE. */
async function writeCompletion(
  db: Db | Tx,
  userId: string,
  id: string,
  patch: CompletionPatch,
  prepared: boolean,
): Promise<DailyPlan | undefined> {
  const { task, ...lists } = patch;
  const path = task ? `{${task.index}}` : '';
  const flag = task?.completed ? 'true' : 'false';
  if (task && prepared && !lists.bigThreeCompleted && !lists.otherTasksCompleted) {
    const toggle = taskToggles(db as Db)[task.group];
    const [row] = await toggle.execute({
      userId,
      id,
      path,
      flag,
      index: task.index,
      updatedAt: new Date().toISOString(),
    });
    return row;
  }
  const guards: SQL[] = [eq(dailyPlans.userId, userId), eq(dailyPlans.id, id)];
  if (lists.bigThreeCompleted)
    guards.push(sql`jsonb_array_length(${dailyPlans.bigThree}) = ${lists.bigThreeCompleted.length}`);
  if (lists.otherTasksCompleted)
    guards.push(sql`jsonb_array_length(${dailyPlans.otherTasks}) = ${lists.otherTasksCompleted.length}`);
  if (task) guards.push(taskExists(task.group, task.index));
  const [row] = await db
    .update(dailyPlans)
    .set({ ...lists, ...(task ? taskFlag(task.group, path, flag) : {}), updatedAt: new Date() })
    .where(and(...guards))
    .returning(columns);
  return row;
}

/**
 * Writes `patch` (see updateCompletion), reading the plan only when no row was updated. `prepared`: `db` is the
 * database itself, not a transaction, so a patch of only `task` may use its prepared statement.
 */
async function applyCompletion(
  db: Db | Tx,
  userId: string,
  id: string,
  patch: CompletionPatch,
  prepared = false,
): Promise<DailyPlan | null> {
  const { task } = patch;
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await writeCompletion(db, userId, id, patch, prepared);
    if (row) return row;
    const plan = await getDailyPlan(db, userId, id);
    if (!plan) return null;
    if (task && task.index >= plan[task.group].length)
      badRequest('task.index', `expected below ${plan[task.group].length}, one per ${task.group} task`);
    if (patch.bigThreeCompleted && patch.bigThreeCompleted.length !== plan.bigThree.length)
      badRequest('bigThreeCompleted', `expected ${plan.bigThree.length} entries, one per Big 3 task`);
    if (patch.otherTasksCompleted && patch.otherTasksCompleted.length !== plan.otherTasks.length)
      badRequest('otherTasksCompleted', `expected ${plan.otherTasks.length} entries, one per other task`);
    // The lengths match now: the plan was re-planned between the two statements. Try the guarded update again.
  }
  throw new HTTPException(409, { message: 'The plan changed while it was being updated; reload it' });
}

/** Saves the finish-day reflection and marks the day finished. Returns null when the plan is not the user's. */
export async function finishDay(
  db: Db,
  userId: string,
  id: string,
  input: FinishDayInput,
): Promise<DailyPlan | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(dailyPlans)
    .set({
      dayFinished: true,
      productivityRating: Number(input.productivityRating),
      improvementNote: input.improvementNote ?? null,
      incompleteTasks: input.incompleteTasks,
      updatedAt: new Date(),
    })
    .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.id, id)))
    .returning(columns);
  return row ?? null;
}

/** Number of plans the user has. */
export async function countDailyPlans(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dailyPlans).where(eq(dailyPlans.userId, userId));
  return row?.n ?? 0;
}

/** Inserts plans for an account in one statement; dates already planned are left as they are. */
export async function insertDailyPlans(
  db: Db,
  userId: string,
  plans: (DailyPlanInput & Partial<FinishFields>)[],
) {
  if (plans.length === 0) return;
  await db
    .insert(dailyPlans)
    .values(plans.map((p) => ({ userId, ...p })))
    .onConflictDoNothing();
}

/** Reflection columns a sample plan may carry. */
export type FinishFields = Pick<
  DailyPlan,
  'dayFinished' | 'productivityRating' | 'improvementNote' | 'incompleteTasks'
>;
