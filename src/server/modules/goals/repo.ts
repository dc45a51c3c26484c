/**
 * Goal storage (docs/product.md §3 Goal; ADR 014). Every function takes the owner's user id first, so no function can
 * read or change another user's goal; a malformed id is "not found" without a query. Milestones are a jsonb array on
 * the goal; a milestone toggle is one guarded UPDATE (the index must exist at the moment of writing).
 */
import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { GoalInput, Goal as GoalWire } from '../../../core/goals.ts';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { goals } from '../../db/schema.ts';
import { isUuid } from '../../http.ts';

const columns = {
  id: goals.id,
  goalType: goals.goalType,
  dueDate: goals.dueDate,
  description: goals.description,
  realm: goals.realm,
  smarterCriteria: goals.smarterCriteria,
  milestones: goals.milestones,
  progress: goals.progress,
  archived: goals.archived,
  createdAt: goals.createdAt,
  updatedAt: goals.updatedAt,
};

/** A goal as stored: core's wire shape with Date timestamps. */
export type Goal = Omit<GoalWire, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const owned = (userId: string | Placeholder, id: string | Placeholder) =>
  and(eq(goals.userId, userId), eq(goals.id, id));

/**
 * The hot statements (listing, creating and deleting goals) as prepared statements, built once per database
 * (ADR 060): Drizzle builds their SQL once, not on every request. The owner's id is a placeholder like the rest;
 * an insert's placeholders go through their columns' encoders.
 */
const statements = perDatabase((db) => ({
  list: db
    .select(columns)
    .from(goals)
    .where(eq(goals.userId, sql.placeholder('userId')))
    .orderBy(asc(goals.dueDate), asc(goals.createdAt), asc(goals.id))
    .prepare('goals_list'),
  create: db
    .insert(goals)
    .values({
      userId: sql.placeholder('userId'),
      goalType: sql.placeholder('goalType'),
      dueDate: sql.placeholder('dueDate'),
      description: sql.placeholder('description'),
      realm: sql.placeholder('realm'),
      smarterCriteria: sql.placeholder('smarterCriteria'),
      milestones: sql.placeholder('milestones'),
      progress: sql.placeholder('progress'),
    })
    .returning(columns)
    .prepare('goals_create'),
  delete: db
    .delete(goals)
    .where(owned(sql.placeholder('userId'), sql.placeholder('id')))
    .returning({ id: goals.id })
    .prepare('goals_delete'),
}));

/** The user's goals, active and archived, by due date then creation. */
export async function listGoals(db: Db, userId: string): Promise<Goal[]> {
  return (await statements(db).list.execute({ userId })) as Goal[];
}

/** One of the user's goals, or null (also for another user's id or a malformed one). */
export async function getGoal(db: Db, userId: string, id: string): Promise<Goal | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(goals).where(owned(userId, id));
  return (row as Goal | undefined) ?? null;
}

/** Creates an active goal from a validated body. */
export async function createGoal(db: Db, userId: string, input: GoalInput): Promise<Goal> {
  const { goalType, dueDate, description, realm, smarterCriteria, milestones, progress } = input;
  const [row] = await statements(db).create.execute({
    userId,
    goalType,
    dueDate,
    description,
    realm,
    smarterCriteria,
    milestones,
    progress,
  });
  return row as Goal;
}

/** Replaces the goal's fields with a validated body (archived and createdAt kept); null when not the user's. */
export async function updateGoal(db: Db, userId: string, id: string, input: GoalInput): Promise<Goal | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(goals)
    .set({ ...input, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning(columns);
  return (row as Goal | undefined) ?? null;
}

/**
 * Sets `completed` of milestone `index` (0-based) in one guarded UPDATE: null when the goal is not the user's or
 * has no milestone at that index at the moment of writing (ADR 008's rule: races are settled by the database).
 */
export async function setMilestoneCompleted(
  db: Db,
  userId: string,
  id: string,
  index: number,
  completed: boolean,
): Promise<Goal | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(goals)
    .set({
      milestones: sql`jsonb_set(${goals.milestones}, ${`{${index},completed}`}::text[], to_jsonb(${completed}::boolean))`,
      updatedAt: new Date(),
    })
    .where(and(owned(userId, id), sql`jsonb_array_length(${goals.milestones}) > ${index}`))
    .returning(columns);
  return (row as Goal | undefined) ?? null;
}

/** Archives or unarchives the goal; null when not the user's. */
export async function setArchived(
  db: Db,
  userId: string,
  id: string,
  archived: boolean,
): Promise<Goal | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(goals)
    .set({ archived, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning(columns);
  return (row as Goal | undefined) ?? null;
}

/** Deletes the goal with its milestones; false when it was not the user's (or already gone). */
export async function deleteGoal(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await statements(db).delete.execute({ userId, id });
  return rows.length > 0;
}
