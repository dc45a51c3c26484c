/**
 * Clarity Break storage (ADR 017); every function takes the owner's user id first (ADR 004).
 * The score is stored as an integer, CHECK 1..100 (`clarity_breaks_score_range`).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ClarityBreakInput } from '../../../core/clarity-break.ts';
import type { Db } from '../../db/client.ts';
import { clarityBreaks } from '../../db/schema.ts';
import { isUuid } from '../../http.ts';

const columns = {
  id: clarityBreaks.id,
  date: clarityBreaks.date,
  responses: clarityBreaks.responses,
  actionItems: clarityBreaks.actionItems,
  score: clarityBreaks.score,
  createdAt: clarityBreaks.createdAt,
};

/** A Clarity Break as stored: the integer score and a Date creation time. */
export interface ClarityBreak {
  id: string;
  date: string;
  responses: Record<string, string>;
  actionItems: string[];
  score: number;
  createdAt: Date;
}

/** Saves a new Clarity Break for the user. */
export async function createClarityBreak(
  db: Db,
  userId: string,
  input: ClarityBreakInput,
): Promise<ClarityBreak> {
  const [row] = await db
    .insert(clarityBreaks)
    .values({ userId, ...input, score: Number(input.score) })
    .returning(columns);
  return row as ClarityBreak;
}

/** The user's Clarity Breaks, newest date first; on one date the latest created first. */
export function listClarityBreaks(db: Db, userId: string): Promise<ClarityBreak[]> {
  return db
    .select(columns)
    .from(clarityBreaks)
    .where(eq(clarityBreaks.userId, userId))
    .orderBy(desc(clarityBreaks.date), desc(clarityBreaks.createdAt), desc(clarityBreaks.id));
}

/** The user's Clarity Break `id`, or null when it is not the user's, does not exist or `id` is not a UUID. */
export async function getClarityBreak(db: Db, userId: string, id: string): Promise<ClarityBreak | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(columns)
    .from(clarityBreaks)
    .where(and(eq(clarityBreaks.userId, userId), eq(clarityBreaks.id, id)));
  return row ?? null;
}
