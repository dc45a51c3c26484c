import { z } from 'zod';
import {
  DEFAULT_IDEAL_WEEK_NAME,
  DOMAIN_MESSAGE,
  type IdealWeekCell,
  type IdealWeekSchedule,
  isLifeDomainId,
  LIFE_DOMAIN_IDS,
  MAX_ACTIVITY_LENGTH,
  MAX_IDEAL_WEEK_NAME_LENGTH,
  parseSlotKey,
  SLOT_KEY_MESSAGE,
} from './ideal-week-rules.ts';
import { safeText, textRuleIssue } from './text.ts';

/*
 * The Ideal Week (spec §2 Ideal Week, §3 Ideal week and Life domains, §9; issue 13): the wire shapes shared by the
 * editor (web) and the routes (server). The slot grid, the life domains and the planned time per domain are in
 * ideal-week-rules.ts, without zod, for the screens (ADR 034); they are exported from here too. Pure: no clock,
 * no I/O.
 *
 * The grid: 7 days (Monday..Sunday) × 33 half-hour rows from 5:00 AM to 9:00 PM (the last row is 9:00 PM and
 * covers 9:00-9:30 PM) = 231 cells. A cell's key is '{day}-{h:mm AM|PM}', e.g. 'monday-9:00 AM' (spec §3).
 */

export * from './ideal-week-rules.ts';

/** A life domain id (spec §3). */
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
 * One cell as sent (spec §3): `{ activity, domain? }` (domain null or absent means none; other fields are
 * dropped, ADR 026) or a legacy plain string read as the activity. The activity follows the text rule 'line'
 * (ADR 011, checked as sent), is trimmed, and is at most {@link MAX_ACTIVITY_LENGTH} UTF-16 units. Returns the
 * cell as stored (null when it has neither an activity nor a domain) or every rule it breaks, the activity's
 * first. Plain code, not a zod schema: a full week is 231 cells and the editor saves it whole (issue 13 bench).
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
  description: 'A cell: { activity, domain? }, or a legacy plain string read as the activity (spec §3)',
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
  description: "A map from grid key ('monday-9:00 AM') to a cell (spec §3)",
  additionalProperties: CELL_DOCUMENTATION,
};

/** The wording of a schedule that is not an object (zod's record message, which this API answered before). */
function recordTypeMessage(value: unknown): string {
  const received = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return `Invalid input: expected record, received ${received}`;
}

/**
 * A schedule on the wire (spec §3, §7): a map from grid key to a cell ({@link readCell}). The first issue names
 * the first bad cell in key order (`{key}`, `{key}.activity`, `{key}.domain`); when every cell is good, a key off
 * the grid fails naming the key. An own `__proto__` key (JSON.parse makes one) is refused first. Output: the
 * cells as stored, empty ones dropped. One pass of plain code over the keys (a full week is 231 cells, issue 13).
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
 * Body of POST /api/ideal-weeks and PATCH /api/ideal-weeks/{id} (spec §7): `{ name, schedule }`. The name is
 * single-line and trimmed, at most 100 characters; blank means {@link DEFAULT_IDEAL_WEEK_NAME} (spec §2: the
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
