/** Rituals storage; every function takes the owner's user id first (ADR 004). Runs are in runs-repo.ts. */
import { and, asc, eq } from 'drizzle-orm';
import type { Ritual, RitualInput } from '../../../core/rituals.ts';
import type { Db } from '../../db/client.ts';
import { rituals } from '../../db/schema.ts';

const columns = { id: rituals.id, type: rituals.type, elements: rituals.elements, minutes: rituals.minutes };

/** A ritual as the API answers it: `minutes` only when it was saved with minutes (ADR 043). */
function toRitual(row: { id: string; type: string; elements: string[]; minutes: number[] | null }): Ritual {
  const { minutes, ...rest } = row;
  return minutes ? { ...rest, minutes } : rest;
}

/**
 * Saves the user's ritual of `input.type`, replacing the elements and minutes of an existing one (one per type,
 * one INSERT ... ON CONFLICT DO UPDATE, so parallel saves leave one row).
 */
export async function saveRitual(db: Db, userId: string, input: RitualInput): Promise<Ritual> {
  const minutes = input.minutes ?? null;
  const [row] = await db
    .insert(rituals)
    .values({ userId, type: input.type, elements: input.elements, minutes })
    .onConflictDoUpdate({
      target: [rituals.userId, rituals.type],
      set: { elements: input.elements, minutes, updatedAt: new Date() },
    })
    .returning(columns);
  if (!row) throw new Error(`saveRitual: the ${input.type} ritual was neither inserted nor updated`);
  return toRitual(row);
}

/** The user's rituals, oldest first. */
export async function listRituals(db: Db, userId: string): Promise<Ritual[]> {
  const rows = await db
    .select(columns)
    .from(rituals)
    .where(eq(rituals.userId, userId))
    .orderBy(asc(rituals.createdAt));
  return rows.map(toRitual);
}

/** The user's ritual of one type, or null. */
export async function getRitual(db: Db, userId: string, type: string): Promise<Ritual | null> {
  const [row] = await db
    .select(columns)
    .from(rituals)
    .where(and(eq(rituals.userId, userId), eq(rituals.type, type)));
  return row ? toRitual(row) : null;
}
