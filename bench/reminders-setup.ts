/**
 * The population of `npm run bench:reminders` (bench/reminders.ts): users spread over 30 IANA zones, each with a
 * plan-your-day reminder due at one of the bench's due minutes, Web Push on and one subscription on the loopback
 * push service. Written by SQL in one transaction (signing 10,000 users up through the API would spend minutes
 * hashing passwords); the reminders are then planned by the server's own minute planner, not inserted here.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { minutesOfDayOf } from '../src/core/dates.ts';
import type { ReminderSettings } from '../src/core/reminders.ts';
import type { Database } from '../src/server/db/client.ts';
import { pushSubscriptions, reminderSettings } from '../src/server/db/reminder-schema.ts';
import { users } from '../src/server/db/schema.ts';

/**
 * 30 zones: whole-hour, half-hour and quarter-hour offsets, both hemispheres' DST rules (New York, Berlin,
 * Adelaide, Chatham, St John's…) and zones without DST.
 */
export const ZONES = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Caracas',
  'America/Halifax',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Cairo',
  'Europe/Moscow',
  'Asia/Tehran',
  'Asia/Dubai',
  'Asia/Kabul',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Yangon',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Australia/Eucla',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Pacific/Chatham',
] as const;

/** One seeded user: where their push goes and the UTC instant their reminder is due. */
export interface SeededUser {
  id: string;
  zone: string;
  /** The push endpoint's path on the loopback service. */
  path: string;
  dueAt: number;
}

/** 'HH:MM' of `instant` on the wall clock of `zone`. */
export function wallTime(instant: Date, zone: string): string {
  const minutes = minutesOfDayOf(instant, zone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Plan your day at `time` every day, by Web Push only, nothing else. */
const planDayAt = (time: string): ReminderSettings => ({
  planDay: { enabled: true, time, days: [1, 2, 3, 4, 5, 6, 7] },
  blockStart: { enabled: false, minutesBefore: 5 },
  finishDay: { enabled: false, time: '17:00' },
  weeklyReview: { enabled: false, day: 5, time: '16:00' },
  channels: { push: true, email: false },
});

/**
 * Writes `count` users in one transaction: user i lives in ZONES[i mod 30], is due at `dueMinutes[i mod n]` (its
 * reminder time is that instant's wall time in its zone), and has one subscription at `${endpoint}/${i}` with
 * the push service's keys.
 */
export async function seedUsers(
  database: Database,
  count: number,
  dueMinutes: readonly Date[],
  endpoint: string,
  keys: { p256dh: string; auth: string },
): Promise<SeededUser[]> {
  const seeded: SeededUser[] = [];
  const now = new Date();
  await database.db.transaction(async (tx) => {
    for (let from = 0; from < count; from += 500) {
      const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => {
        const i = from + k;
        const zone = ZONES[i % ZONES.length] as string;
        const due = dueMinutes[i % dueMinutes.length] as Date;
        const user = { id: randomUUID(), zone, path: `${new URL(endpoint).pathname}/${i}`, dueAt: +due };
        seeded.push(user);
        return { user, time: wallTime(due, zone), i };
      });
      await tx.insert(users).values(
        rows.map(({ user, i }) => ({
          id: user.id,
          name: `Reminded ${i}`,
          email: `reminded-${i}@bench.example`,
          emailVerified: true,
          timeZone: user.zone,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await tx
        .insert(reminderSettings)
        .values(rows.map(({ user, time }) => ({ userId: user.id, settings: planDayAt(time) })));
      await tx
        .insert(pushSubscriptions)
        .values(rows.map(({ user, i }) => ({ userId: user.id, endpoint: `${endpoint}/${i}`, ...keys })));
    }
  });
  return seeded;
}

/** utime + stime of `pid` in ms (/proc/<pid>/stat, clock ticks of 10 ms), or 0 once it has exited. */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.length > 13 ? (Number(fields[11]) + Number(fields[12])) * 10 : 0;
}

/** The `q` quantile (0..1) of ascending `sorted`, nearest rank; NaN when empty. */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
