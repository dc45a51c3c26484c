/**
 * Ritual runs storage (ADR 043): a day's run of one of the user's saved rituals, the runs of a date, the streaks,
 * and the morning ritual's one truth with the daily plan's `morningRitualCompleted`. Every function takes the
 * owner's user id first (ADR 004).
 *
 * Lock order, the same in every writer so two of them never wait on each other: the saved ritual's row (FOR SHARE,
 * so its elements cannot change under the write), then the run's row (the upsert), then the daily plan's row.
 */
import { and, between, eq, lte, ne } from 'drizzle-orm';
import {
  isRunComplete,
  RITUAL_TYPES,
  type RitualRun,
  type RitualStats,
  type RitualType,
  ritualStreaks,
} from '../../../core/rituals.ts';
import type { Db } from '../../db/client.ts';
import { ritualRuns } from '../../db/ritual-schema.ts';
import { dailyPlans, rituals } from '../../db/schema.ts';
import { badRequest } from '../../http.ts';

/** A transaction of `Db`. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The elements of the user's saved ritual of `type`, its row locked FOR SHARE until the transaction ends; or null. */
async function lockedElements(tx: Tx, userId: string, type: RitualType): Promise<string[] | null> {
  const [row] = await tx
    .select({ elements: rituals.elements })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), eq(rituals.type, type)))
    .for('share');
  return row?.elements ?? null;
}

/** Writes the run of (`type`, `date`) in one INSERT ... ON CONFLICT DO UPDATE and returns it. */
async function upsertRun(
  tx: Tx,
  userId: string,
  type: RitualType,
  date: string,
  completed: boolean[],
): Promise<RitualRun> {
  const [row] = await tx
    .insert(ritualRuns)
    .values({ userId, type, date, completed })
    .onConflictDoUpdate({
      target: [ritualRuns.userId, ritualRuns.type, ritualRuns.date],
      set: { completed, updatedAt: new Date() },
    })
    .returning({ type: ritualRuns.type, date: ritualRuns.date, completed: ritualRuns.completed });
  if (!row) throw new Error(`upsertRun: the ${type} run of ${date} was neither inserted nor updated`);
  return row;
}

/**
 * Saves the user's run of ritual `type` on `date`. For the morning ritual, the plan of that date (if any) gets
 * `morningRitualCompleted` = every element done, in the same transaction (one truth, ADR 043).
 * Returns null when the user has no saved ritual of `type`.
 * @throws HTTPException 400 naming `completed` when its length differs from the ritual's elements.
 */
export function saveRun(
  db: Db,
  userId: string,
  type: RitualType,
  date: string,
  completed: boolean[],
): Promise<RitualRun | null> {
  return db.transaction(async (tx) => {
    const elements = await lockedElements(tx, userId, type);
    if (!elements) return null;
    if (completed.length !== elements.length)
      badRequest('completed', `expected ${elements.length} entries, one per element of the ${type} ritual`);
    const run = await upsertRun(tx, userId, type, date, completed);
    if (type === 'morning') {
      const done = isRunComplete(completed);
      await tx
        .update(dailyPlans)
        .set({ morningRitualCompleted: done, updatedAt: new Date() })
        .where(
          and(
            eq(dailyPlans.userId, userId),
            eq(dailyPlans.date, date),
            ne(dailyPlans.morningRitualCompleted, done),
          ),
        );
    }
    return run;
  });
}

/**
 * Inside `tx` (the daily plan's completion toggle): marks every element of the user's morning run of `date` done
 * or not done (ADR 043). Nothing is written when the user has no saved morning ritual.
 */
export async function markMorningRun(tx: Tx, userId: string, date: string, done: boolean): Promise<void> {
  const elements = await lockedElements(tx, userId, 'morning');
  if (elements)
    await upsertRun(
      tx,
      userId,
      'morning',
      date,
      elements.map(() => done),
    );
}

/**
 * Inside `tx` (saving a daily plan, before the plan's row is locked): the morning ritual's side of one truth (ADR
 * 043) for a plan of `date` sent with `sent` as its morningRitualCompleted. Sent true marks every element of the
 * date's run done; sent false keeps a run already complete, so the plan is stored as done. Returns the flag to store
 * (`sent` when the user has no saved morning ritual). The ritual's row is locked FOR UPDATE: a run saved at the same
 * moment waits for the plan's transaction, then sets the stored plan's flag itself.
 */
export async function morningFlagForPlan(
  tx: Tx,
  userId: string,
  date: string,
  sent: boolean,
): Promise<boolean> {
  const [saved] = await tx
    .select({ elements: rituals.elements })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), eq(rituals.type, 'morning')))
    .for('update');
  if (!saved) return sent;
  if (sent) {
    await upsertRun(
      tx,
      userId,
      'morning',
      date,
      saved.elements.map(() => true),
    );
    return true;
  }
  const [run] = await tx
    .select({ completed: ritualRuns.completed })
    .from(ritualRuns)
    .where(and(eq(ritualRuns.userId, userId), eq(ritualRuns.type, 'morning'), eq(ritualRuns.date, date)));
  return run !== undefined && isRunComplete(run.completed);
}

/**
 * The runs of `date`, one per saved ritual in the order morning, startup, shutdown; a ritual not run that day has
 * every flag false (one per element). Null when the user has saved no ritual (the routes answer 404, ADR 043).
 */
export async function listRunsOf(db: Db, userId: string, date: string): Promise<RitualRun[] | null> {
  const rows = await db
    .select({ type: rituals.type, elements: rituals.elements, completed: ritualRuns.completed })
    .from(rituals)
    .leftJoin(
      ritualRuns,
      and(
        eq(ritualRuns.userId, rituals.userId),
        eq(ritualRuns.type, rituals.type),
        eq(ritualRuns.date, date),
      ),
    )
    .where(eq(rituals.userId, userId));
  if (rows.length === 0) return null;
  const order = (type: string) => RITUAL_TYPES.indexOf(type as RitualType);
  return rows
    .sort((a, b) => order(a.type) - order(b.type))
    .map((row) => ({ type: row.type, date, completed: row.completed ?? row.elements.map(() => false) }));
}

/** Streaks of the user's ritual `type` as of the local date `today`; null when the ritual is not saved. */
export async function ritualStatsOf(
  db: Db,
  userId: string,
  type: RitualType,
  today: string,
): Promise<RitualStats | null> {
  const [saved] = await db
    .select({ elements: rituals.elements })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), eq(rituals.type, type)));
  if (!saved) return null;
  const runs = await db
    .select({ date: ritualRuns.date, completed: ritualRuns.completed })
    .from(ritualRuns)
    .where(and(eq(ritualRuns.userId, userId), eq(ritualRuns.type, type), lte(ritualRuns.date, today)));
  return ritualStreaks(runs, saved.elements.length, today);
}

/**
 * The user's saved rituals, each with its number of elements and its runs from `range.from` to `range.to` (both
 * included): Insights' weekly completion (ADR 056). Two queries through the (user_id, type[, date]) keys.
 */
export async function ritualsWithRuns(
  db: Db,
  userId: string,
  range: { from: string; to: string },
): Promise<{ type: RitualType; elementsCount: number; runs: { date: string; completed: boolean[] }[] }[]> {
  const [saved, runs] = await Promise.all([
    db
      .select({ type: rituals.type, elements: rituals.elements })
      .from(rituals)
      .where(eq(rituals.userId, userId)),
    db
      .select({ type: ritualRuns.type, date: ritualRuns.date, completed: ritualRuns.completed })
      .from(ritualRuns)
      .where(and(eq(ritualRuns.userId, userId), between(ritualRuns.date, range.from, range.to))),
  ]);
  return saved.map((ritual) => ({
    type: ritual.type as RitualType,
    elementsCount: ritual.elements.length,
    runs: runs.filter((run) => run.type === ritual.type),
  }));
}
