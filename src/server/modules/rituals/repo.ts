/** Rituals storage; every function takes the owner's user id first (ADR 004). */
import { and, asc, eq } from 'drizzle-orm';
import type { Ritual, RitualInput } from '../../../core/rituals.ts';
import type { Db } from '../../db/client.ts';
import { rituals } from '../../db/schema.ts';

const columns = { id: rituals.id, type: rituals.type, elements: rituals.elements };

/** Saves the user's ritual of `input.type`, replacing the elements of an existing one (one per type). */
export async function saveRitual(db: Db, userId: string, input: RitualInput): Promise<Ritual> {
  const [row] = await db
    .insert(rituals)
    .values({ userId, type: input.type, elements: input.elements })
    .onConflictDoUpdate({
      target: [rituals.userId, rituals.type],
      set: { elements: input.elements, updatedAt: new Date() },
    })
    .returning(columns);
  return row as Ritual;
}

/** The user's rituals, oldest first. */
export function listRituals(db: Db, userId: string): Promise<Ritual[]> {
  return db.select(columns).from(rituals).where(eq(rituals.userId, userId)).orderBy(asc(rituals.createdAt));
}

/** The user's ritual of one type, or null. */
export async function getRitual(db: Db, userId: string, type: string): Promise<Ritual | null> {
  const [row] = await db
    .select(columns)
    .from(rituals)
    .where(and(eq(rituals.userId, userId), eq(rituals.type, type)));
  return row ?? null;
}
