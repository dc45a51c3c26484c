/*
 * The signed-in user's fields on the wire (spec §3 User) and a check of them without zod (ADR 034): every screen
 * waits for GET /api/auth/user, so checking its answer must not load zod first. user.ts builds the zod schema
 * `user` from the same list, and a unit test holds the two to the same answers.
 */

/** The fields of GET and PATCH /api/auth/user, all strings: `{ id, name, email, timeZone }`. */
export const USER_FIELDS = ['id', 'name', 'email', 'timeZone'] as const;

/** One field of the user on the wire. */
export type UserField = (typeof USER_FIELDS)[number];

/**
 * The user in `value`, a response of GET /api/auth/user: an object with a string for each of
 * {@link USER_FIELDS}, other keys dropped (what `user.parse` of user.ts gives). @throws TypeError naming the
 * first field that is missing or not a string, where `user.parse` throws its ZodError.
 */
export function parseUserFields(value: unknown): Record<UserField, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TypeError('Expected the user as an object');
  const fields = value as Partial<Record<UserField, unknown>>;
  const user: Partial<Record<UserField, string>> = {};
  for (const field of USER_FIELDS) {
    const text = fields[field];
    if (typeof text !== 'string') throw new TypeError(`Expected the user's ${field} as a string`);
    user[field] = text;
  }
  return user as Record<UserField, string>;
}
