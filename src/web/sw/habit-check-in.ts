/**
 * The 'Done' action of a habit reminder (ADR 052): checks the habit in for the reminder's day through the same API
 * the Check in button uses, as far as the day counts as done (ADR 042: done when the count reaches the target).
 */
import { habit, habitEntry } from '../../core/habits.ts';
import { TIME_ZONE_HEADER } from '../../core/time-zone.ts';

/** How the check-in ended: saved now, or the day was done already (nothing written). */
export type CheckInOutcome = 'checked-in' | 'already-done';

async function okJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what}: ${response.status}`);
  return response.json();
}

/**
 * Checks habit `habitId` in on `date` ('YYYY-MM-DD'): reads the habit's target and the day's entry, and unless the
 * count already reaches the target, saves the target as the day's count (PUT /api/habits/{id}/entries/{date}).
 * `fetch` is the worker's: same-origin requests with the session cookie, and an Origin header on the PUT (the
 * server's CSRF rule). `timeZone` is sent as the app sends it.
 * @throws Error naming the call and status on a non-OK answer (signed out: 401; a deleted habit: 404).
 */
export async function checkInHabit(
  fetch: typeof globalThis.fetch,
  habitId: string,
  date: string,
  timeZone: string,
): Promise<CheckInOutcome> {
  const path = `/api/habits/${encodeURIComponent(habitId)}`;
  const init = { credentials: 'same-origin', headers: { [TIME_ZONE_HEADER]: timeZone } } as const;
  const range = new URLSearchParams({ from: date, to: date });
  const [found, entries] = await Promise.all([
    fetch(path, init).then((response) => okJson(response, 'Reading the habit')),
    fetch(`${path}/entries?${range}`, init).then((response) => okJson(response, "Reading the day's entry")),
  ]);
  const { target } = habit.parse(found);
  const count = habitEntry.array().parse(entries)[0]?.count ?? 0;
  if (count >= target) return 'already-done';
  const saved = await fetch(`${path}/entries/${encodeURIComponent(date)}`, {
    ...init,
    method: 'PUT',
    headers: { ...init.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ count: target }),
  });
  await okJson(saved, 'Saving the check-in');
  return 'checked-in';
}
