/** Typed access to the browser storage keys of spec §3. Values are JSON; reads are validated by a zod schema. */
import type { z } from 'zod';

/** The local storage keys the app uses. */
export const storageKeys = {
  /** The morning ritual elements (list of strings). */
  morningRitual: 'morningRitual',
  /** Set once onboarding is done (boolean). */
  hasCompletedOnboarding: 'hasCompletedOnboarding',
  /** The last saved daily plan. */
  currentDailyPlan: 'currentDailyPlan',
} as const;

/** One of the storage keys. */
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Reads and validates a stored JSON value; null when missing, unreadable or not matching the schema. */
export function readStorage<T>(key: StorageKey, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Stores a value as JSON (silently does nothing when storage is unavailable or full). */
export function writeStorage(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled or full: the app keeps working without it.
  }
}

/** Removes a stored value. */
export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing to remove.
  }
}
