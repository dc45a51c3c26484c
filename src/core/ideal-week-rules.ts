/*
 * Ideal Week rules without zod (ADR 034; spec §2 Ideal Week, §3, §9; issue 13): the slot grid, the life domains,
 * a cell and a schedule as stored, and the planned time per domain. Screens import them from here; the wire
 * shapes are in ideal-week.ts, which re-exports all of it.
 *
 * The grid: 7 days (Monday..Sunday) × 33 half-hour rows from 5:00 AM to 9:00 PM (the last row is 9:00 PM and
 * covers 9:00-9:30 PM) = 231 cells. A cell's key is '{day}-{h:mm AM|PM}', e.g. 'monday-9:00 AM' (spec §3).
 */

/** The grid's days, Monday first (spec §2: Monday to Sunday columns). */
export const IDEAL_WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type IdealWeekDay = (typeof IDEAL_WEEK_DAYS)[number];

/** Length of one slot, minutes (spec §9). */
export const IDEAL_WEEK_SLOT_MINUTES = 30;
/** First row's start, minutes since local midnight (5:00 AM, spec §2). */
export const IDEAL_WEEK_FIRST_SLOT = 5 * 60;
/** Last row's start, minutes since local midnight (9:00 PM, spec §2: 'the last row is 9:00 PM'). */
export const IDEAL_WEEK_LAST_SLOT = 21 * 60;
/** Default name of a new ideal week (spec §2, §9). */
export const DEFAULT_IDEAL_WEEK_NAME = 'My Ideal Week';
/** Longest name, characters. */
export const MAX_IDEAL_WEEK_NAME_LENGTH = 100;
/** Longest activity text of one cell, characters. */
export const MAX_ACTIVITY_LENGTH = 200;

/** The label of a slot starting `minutes` after local midnight: 300 → '5:00 AM', 750 → '12:30 PM'. */
export function slotLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The rows' start minutes, 5:00 AM to 9:00 PM by 30 (33 rows). */
export const IDEAL_WEEK_SLOT_STARTS: readonly number[] = Array.from(
  { length: (IDEAL_WEEK_LAST_SLOT - IDEAL_WEEK_FIRST_SLOT) / IDEAL_WEEK_SLOT_MINUTES + 1 },
  (_, index) => IDEAL_WEEK_FIRST_SLOT + index * IDEAL_WEEK_SLOT_MINUTES,
);

/** The rows' labels, '5:00 AM' .. '9:00 PM'. */
export const IDEAL_WEEK_SLOT_LABELS: readonly string[] = IDEAL_WEEK_SLOT_STARTS.map(slotLabel);

/** The key of a cell: `slotKey('monday', '9:00 AM')` → 'monday-9:00 AM' (spec §3). */
export function slotKey(day: IdealWeekDay, label: string): string {
  return `${day}-${label}`;
}

const SLOT_KEYS = new Map<string, { day: IdealWeekDay; minutes: number }>(
  IDEAL_WEEK_DAYS.flatMap((day) =>
    IDEAL_WEEK_SLOT_STARTS.map((minutes) => [slotKey(day, slotLabel(minutes)), { day, minutes }] as const),
  ),
);

/** The day and start minute of a grid key, or null when the key is not on the grid ('monday-9:15 AM'). */
export function parseSlotKey(key: string): { day: IdealWeekDay; minutes: number } | null {
  return SLOT_KEYS.get(key) ?? null;
}

/**
 * The ten life domains (spec §3 ids, in the spec's order), each with a label and a colour (hex, used for the
 * legend swatch and, lightened, for a cell's tint).
 */
export const LIFE_DOMAINS = [
  { id: 'spiritual', label: 'Spiritual', color: '#7c3aed' },
  { id: 'financial', label: 'Financial', color: '#059669' },
  { id: 'intellectual', label: 'Intellectual', color: '#2563eb' },
  { id: 'emotional', label: 'Emotional', color: '#db2777' },
  { id: 'physical', label: 'Physical', color: '#ea580c' },
  { id: 'marital', label: 'Marital', color: '#dc2626' },
  { id: 'parental', label: 'Parental', color: '#ca8a04' },
  { id: 'social', label: 'Social', color: '#0891b2' },
  { id: 'work', label: 'Work', color: '#475569' },
  { id: 'hobby', label: 'Hobby', color: '#65a30d' },
] as const;
export type LifeDomainId = (typeof LIFE_DOMAINS)[number]['id'];

/** The life domain ids in spec order, as a non-empty tuple (for zod's enum). */
export const LIFE_DOMAIN_IDS = LIFE_DOMAINS.map((domain) => domain.id) as [LifeDomainId, ...LifeDomainId[]];

/** Message of a domain that is not one of the spec's ids. */
export const DOMAIN_MESSAGE = `domain must be one of ${LIFE_DOMAIN_IDS.join(', ')}`;

const DOMAIN_IDS: ReadonlySet<unknown> = new Set(LIFE_DOMAIN_IDS);

/** True when `value` is one of the spec's life domain ids (what ideal-week.ts's `lifeDomainId` accepts). */
export function isLifeDomainId(value: unknown): value is LifeDomainId {
  return DOMAIN_IDS.has(value);
}

/** One cell as stored and returned (spec §3): an activity, and a domain when one was chosen. */
export interface IdealWeekCell {
  activity: string;
  domain?: LifeDomainId;
}

/** Message of a schedule key that is not on the grid. */
export const SLOT_KEY_MESSAGE =
  "Schedule keys are '{monday..sunday}-{h:mm AM|PM}' from 5:00 AM to 9:00 PM in 30-minute steps";

/** A schedule as stored and returned: grid key → cell (spec §3). */
export type IdealWeekSchedule = Record<string, IdealWeekCell>;

/** Planned minutes of one life domain in a schedule; `domain: null` counts cells with an activity but no domain. */
export interface DomainMinutes {
  domain: LifeDomainId | null;
  minutes: number;
}

/**
 * Planned time per life domain (issue 13: hours per life domain under the summary's grid): each cell is one
 * 30-minute slot (spec §9); cells are counted by their domain, in {@link LIFE_DOMAINS} order, then the cells
 * with an activity but no domain (`domain: null`). Domains with no cell are left out. Minutes.
 */
export function minutesByDomain(schedule: Readonly<IdealWeekSchedule>): DomainMinutes[] {
  const counts = new Map<LifeDomainId | null, number>();
  for (const cell of Object.values(schedule)) {
    if (!cell.domain && !cell.activity) continue;
    const domain = cell.domain ?? null;
    counts.set(domain, (counts.get(domain) ?? 0) + IDEAL_WEEK_SLOT_MINUTES);
  }
  return [...LIFE_DOMAINS.map((domain) => domain.id), null]
    .filter((domain) => counts.has(domain))
    .map((domain) => ({ domain, minutes: counts.get(domain) ?? 0 }));
}
