/**
 * Typed access to the browser storage keys of docs/product.md §3. Values are JSON; every read is checked by the
 * caller's `check` (a core schema's `safeParse`, or a plain check such as {@link stringList}).
 */

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

/**
 * Reads a stored JSON value and returns what `check` makes of it (null: not a valid value); null when missing
 * or unreadable.
 */
export function readStorage<T>(key: StorageKey, check: (value: unknown) => T | null): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : check(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** `value` when it is a list of strings (the stored morning ritual), else null. */
export function stringList(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value : null;
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
