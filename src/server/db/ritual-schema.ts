/**
 * The ritual runs (ADR 043): one row per user, ritual type and local date, holding which elements were done that
 * day. The rituals themselves are in schema.ts. Conventions as in schema.ts.
 */
import { date, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { owner, timestamps } from './schema.ts';

/**
 * A day's run of one ritual: `completed[i]` tells whether element i of the ritual was done on `date` (the user's
 * local 'YYYY-MM-DD'). One per user, type and date (unique key), written by INSERT ... ON CONFLICT DO UPDATE, so
 * parallel writes of one run leave one row. The key's leading (user_id, type) also serves the streak read.
 */
export const ritualRuns = pgTable(
  'ritual_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    type: text('type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    completed: jsonb('completed').$type<boolean[]>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('ritual_runs_user_id_type_date_key').on(t.userId, t.type, t.date)],
);
