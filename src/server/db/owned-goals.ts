/**
 * Which goal ids are the user's: shared by the features that link to goals (weekly priorities, daily Big 3
 * links, ADR 017). One query, scoped to the user.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../http.ts';
import type { Db } from './client.ts';
import { goals } from './schema.ts';

/** The ids among `ids` (nulls and malformed ids ignored) that are goals of the user, archived ones included; lower case. */
export async function ownGoalIds(
  db: Db,
  userId: string,
  ids: readonly (string | null)[],
): Promise<Set<string>> {
  const candidates = [...new Set(ids.filter((id): id is string => id !== null && isUuid(id)))];
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.userId, userId), inArray(goals.id, candidates)));
  return new Set(rows.map((row) => row.id.toLowerCase()));
}
