/**
 * The habit tables (Habit Tracker; ADR 042): habits and their per-day entries. Conventions as in schema.ts. One
 * entry per habit and date (a unique key the check-in upserts on, ADR 008); entries go with their habit.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HabitSchedule } from '../../core/habits.ts';
import { goals, owner, timestamps } from './schema.ts';

/** A user's habits; `goal_id` becomes null when the goal is deleted. */
export const habits = pgTable(
  'habits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    description: text('description'),
    schedule: jsonb('schedule').$type<HabitSchedule>().notNull(),
    target: integer('target').notNull().default(1),
    unit: text('unit'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    archived: boolean('archived').notNull().default(false),
    /** 'HH:MM' in the user's zone on each scheduled day (ADR 053), null for no reminder. */
    reminderTime: text('reminder_time'),
    ...timestamps,
  },
  (t) => [
    index('habits_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('habits_target_range', sql`${t.target} between 1 and 100`),
    check('habits_reminder_time_format', sql`${t.reminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** One day of a habit: the count toward the target and whether the day was skipped. */
export const habitEntries = pgTable(
  'habit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
    skipped: boolean('skipped').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('habit_entries_habit_id_date_idx').on(t.habitId, t.date),
    check('habit_entries_count_range', sql`${t.count} between 0 and 1000`),
  ],
);
