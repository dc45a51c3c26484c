import { z } from 'zod';
import { safeText, textRuleIssue } from './text.ts';

/*
 * The Ideal Week (docs/product.md §2 Ideal Week, §3 Ideal week and Life domains, §9): the slot grid, the life
 * domains, a cell and a schedule as stored, the planned time per domain, and the wire shapes shared by the editor
 * (web) and the routes (server). Pure: no clock, no I/O.
 *
 * The grid: 7 days (Monday..Sunday) × 33 half-hour rows from 5:00 AM to 9:00 PM (the last row is 9:00 PM and
 * covers 9:00-9:30 PM) = 231 cells. A cell's key is '{day}-{h:mm AM|PM}', e.g. 'monday-9:00 AM' (docs/product.md §3).
 */

/** The grid's days, Monday first (docs/product.md §2: Monday to Sunday columns). */
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

/** Length of one slot, minutes (docs/product.md §9). */
export const IDEAL_WEEK_SLOT_MINUTES = 30;
/** First row's start, minutes since local midnight (5:00 AM, docs/product.md §2). */
export const IDEAL_WEEK_FIRST_SLOT = 5 * 60;
/** Last row's start, minutes since local midnight (9:00 PM, docs/product.md §2: 'the last row is 9:00 PM'). */
export const IDEAL_WEEK_LAST_SLOT = 21 * 60;
/** Default name of a new ideal week (docs/product.md §2, §9). */
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

/** The key of a cell: `slotKey('monday', '9:00 AM')` → 'monday-9:00 AM' (docs/product.md §3). */
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
 * The ten life domains (docs/product.md §3 ids, in the documented order), each with a label and a colour (hex, used for
 * the legend swatch and, lightened, for a cell's tint).
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

/** The life domain ids in documented order, as a non-empty tuple (for zod's enum). */
export const LIFE_DOMAIN_IDS = LIFE_DOMAINS.map((domain) => domain.id) as [LifeDomainId, ...LifeDomainId[]];

/** Message of a domain that is not one of the documented ids. */
export const DOMAIN_MESSAGE = `domain must be one of ${LIFE_DOMAIN_IDS.join(', ')}`;

const DOMAIN_IDS: ReadonlySet<unknown> = new Set(LIFE_DOMAIN_IDS);

/** True when `value` is one of the documented life domain ids (what ideal-week.ts's `lifeDomainId` accepts). */
export function isLifeDomainId(value: unknown): value is LifeDomainId {
  return DOMAIN_IDS.has(value);
}

/** One cell as stored and returned (docs/product.md §3): an activity, and a domain when one was chosen. */
export interface IdealWeekCell {
  activity: string;
  domain?: LifeDomainId;
}

/** Message of a schedule key that is not on the grid. */
export const SLOT_KEY_MESSAGE =
  "Schedule keys are '{monday..sunday}-{h:mm AM|PM}' from 5:00 AM to 9:00 PM in 30-minute steps";

/** A schedule as stored and returned: grid key → cell (docs/product.md §3). */
export type IdealWeekSchedule = Record<string, IdealWeekCell>;

/** Planned minutes of one life domain in a schedule; `domain: null` counts cells with an activity but no domain. */
export interface DomainMinutes {
  domain: LifeDomainId | null;
  minutes: number;
}

/**
 * Planned time per life domain (docs/product.md §2: hours per life domain under the summary's grid): each cell is one
 * 30-minute slot (docs/product.md §9); cells are counted by their domain, in {@link LIFE_DOMAINS} order, then the cells
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

/** A life domain id (docs/product.md §3). */
export const lifeDomainId = z.enum(LIFE_DOMAIN_IDS, { error: DOMAIN_MESSAGE });

/** Message of an activity longer than {@link MAX_ACTIVITY_LENGTH}. */
export const ACTIVITY_LENGTH_MESSAGE = `An activity must be at most ${MAX_ACTIVITY_LENGTH} characters`;

/** A rule a cell breaks: where in the cell ([] the cell, ['activity'], ['domain']) and why. */
export interface CellIssue {
  path: [] | ['activity'] | ['domain'];
  message: string;
}

/** The wording of a value of the wrong type (zod's, which this API answered before the cell rule was code). */
function typeMessage(expected: 'object' | 'string', value: unknown): string {
  const received = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return `Invalid input: expected ${expected}, received ${received}`;
}

/**
 * One cell as sent (docs/product.md §3): `{ activity, domain? }` (domain null or absent means none; other fields are
 * dropped, ADR 026) or a legacy plain string read as the activity. The activity follows the text rule 'line'
 * (ADR 011, checked as sent), is trimmed, and is at most {@link MAX_ACTIVITY_LENGTH} UTF-16 units. Returns the
 * cell as stored (null when it has neither an activity nor a domain) or every rule it breaks, the activity's
 * first. Plain code, not a zod schema: a full week is 231 cells and the editor saves it whole (bench/README.md).
 */
export function readCell(value: unknown): { cell: IdealWeekCell | null } | { issues: CellIssue[] } {
  const sent =
    typeof value === 'string'
      ? { activity: value }
      : typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as { activity?: unknown; domain?: unknown })
        : null;
  if (!sent) return { issues: [{ path: [], message: typeMessage('object', value) }] };
  const issues: CellIssue[] = [];
  let activity = '';
  if (typeof sent.activity !== 'string')
    issues.push({ path: ['activity'], message: typeMessage('string', sent.activity) });
  else {
    const textIssue = textRuleIssue(sent.activity, 'line');
    activity = sent.activity.trim();
    if (textIssue) issues.push({ path: ['activity'], message: textIssue });
    else if (activity.length > MAX_ACTIVITY_LENGTH)
      issues.push({ path: ['activity'], message: ACTIVITY_LENGTH_MESSAGE });
  }
  const { domain } = sent;
  if (domain !== undefined && domain !== null && !isLifeDomainId(domain))
    issues.push({ path: ['domain'], message: DOMAIN_MESSAGE });
  if (issues.length > 0) return { issues };
  if (isLifeDomainId(domain)) return { cell: { activity, domain } };
  return { cell: activity ? { activity } : null };
}

/** How the API documents a cell (OpenAPI); {@link readCell} is the rule. */
const CELL_DOCUMENTATION = {
  description:
    'A cell: { activity, domain? }, or a legacy plain string read as the activity (docs/product.md §3)',
  anyOf: [
    { type: 'string', maxLength: MAX_ACTIVITY_LENGTH },
    {
      type: 'object',
      properties: {
        activity: { type: 'string', maxLength: MAX_ACTIVITY_LENGTH },
        domain: { type: ['string', 'null'], enum: [...LIFE_DOMAIN_IDS, null] },
      },
      required: ['activity'],
    },
  ],
};

/** How the API documents a schedule (OpenAPI); {@link idealWeekSchedule} is the rule. */
const SCHEDULE_DOCUMENTATION = {
  type: 'object',
  description: "A map from grid key ('monday-9:00 AM') to a cell (docs/product.md §3)",
  additionalProperties: CELL_DOCUMENTATION,
};

/** The wording of a schedule that is not an object (zod's record message, which this API answered before). */
function recordTypeMessage(value: unknown): string {
  const received = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return `Invalid input: expected record, received ${received}`;
}

/**
 * A schedule on the wire (docs/product.md §3, §7): a map from grid key to a cell ({@link readCell}). The first issue
 * names the first bad cell in key order (`{key}`, `{key}.activity`, `{key}.domain`); when every cell is good, a key off
 * the grid fails naming the key. An own `__proto__` key (JSON.parse makes one) is refused first. Output: the
 * cells as stored, empty ones dropped. One pass of plain code over the keys (a full week is 231 cells).
 */
export const idealWeekSchedule = z
  .unknown()
  .meta(SCHEDULE_DOCUMENTATION)
  .transform((value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: recordTypeMessage(value), input: value });
      return z.NEVER;
    }
    const sent = value as Record<string, unknown>;
    if (Object.hasOwn(sent, '__proto__'))
      ctx.addIssue({ code: 'custom', path: ['__proto__'], message: SLOT_KEY_MESSAGE, input: value });
    const cells: IdealWeekSchedule = {};
    let valid = true;
    let offGrid: string | null = null;
    for (const key of Object.keys(sent)) {
      if (key === '__proto__') continue;
      if (offGrid === null && parseSlotKey(key) === null) offGrid = key;
      const cell = sent[key];
      const read = readCell(cell);
      if ('cell' in read) {
        if (read.cell) cells[key] = read.cell;
        continue;
      }
      valid = false;
      for (const { path, message } of read.issues)
        ctx.addIssue({ code: 'custom', path: [key, ...path], message, input: cell });
    }
    if (valid && offGrid !== null)
      ctx.addIssue({ code: 'custom', path: [offGrid], message: SLOT_KEY_MESSAGE });
    return cells;
  });
/**
 * The cells of a schedule as Steward reads it: legacy strings become `{ activity }`, activities are trimmed, and
 * cells with neither an activity nor a domain are left out. Keys are kept as they are (call it on validated
 * input, or on stored rows). Never throws.
 */
export function normaliseSchedule(schedule: Readonly<Record<string, unknown>>): IdealWeekSchedule {
  const cells: IdealWeekSchedule = {};
  for (const [key, value] of Object.entries(schedule)) {
    const cell =
      typeof value === 'string'
        ? { activity: value }
        : value !== null && typeof value === 'object'
          ? (value as { activity?: unknown; domain?: unknown })
          : null;
    if (!cell) continue;
    const activity = typeof cell.activity === 'string' ? cell.activity.trim() : '';
    const domain = cell.domain;
    if (isLifeDomainId(domain)) cells[key] = { activity, domain };
    else if (activity) cells[key] = { activity };
  }
  return cells;
}

/**
 * Body of POST /api/ideal-weeks and PATCH /api/ideal-weeks/{id} (docs/product.md §7): `{ name, schedule }`. The name is
 * single-line and trimmed, at most 100 characters; blank means {@link DEFAULT_IDEAL_WEEK_NAME} (docs/product.md §2: the
 * summary's title falls back to it).
 */
export const idealWeekInput = z.object({
  name: safeText('line')
    .trim()
    .max(MAX_IDEAL_WEEK_NAME_LENGTH, {
      error: `The name must be at most ${MAX_IDEAL_WEEK_NAME_LENGTH} characters`,
    })
    .transform((name) => name || DEFAULT_IDEAL_WEEK_NAME),
  schedule: idealWeekSchedule,
});
export type IdealWeekInput = z.output<typeof idealWeekInput>;

/** An ideal week as the API returns it: `{ id, name, schedule, createdAt, updatedAt }` (instants ISO 8601 UTC). */
export const idealWeek = z.object({
  id: z.string(),
  name: z.string(),
  schedule: z.record(z.string(), z.object({ activity: z.string(), domain: lifeDomainId.optional() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IdealWeek = z.infer<typeof idealWeek>;
