/**
 * How the Google provider reads Google's answers (ADR 021): one `events.list` item (singleEvents) as a
 * {@link CalendarInstance}, a removal or skipped; a calendar's colour as the nearest event colour id; the
 * text rule (ADR 011) on Google's text; and the Google event id Steward writes for a time block.
 */
import { createHash } from 'node:crypto';
import type { calendar_v3 } from '@googleapis/calendar';
import { isBusy } from '../../core/calendar/busy.ts';
import { eventColorId } from '../../core/calendar/event-colors.ts';
import { addDays, isValidLocalDate, parseInstant, zonedToUtc } from '../../core/dates.ts';
import { instanceId, MAX_DESCRIPTION_LENGTH, MAX_SUMMARY_LENGTH } from './expand.ts';
import type { RemovedInstance } from './google.ts';
import type { CalendarInstance } from './provider.ts';

/** Google's event palette (`colors.get`, the documented colour ids 1..11). */
export const GOOGLE_EVENT_PALETTE: Readonly<Record<string, string>> = {
  '1': '#a4bdfc',
  '2': '#7ae7bf',
  '3': '#dbadff',
  '4': '#ff887c',
  '5': '#fbd75b',
  '6': '#ffb878',
  '7': '#46d6db',
  '8': '#e1e1e1',
  '9': '#5484ed',
  '10': '#51b749',
  '11': '#dc2127',
};

function rgbOf(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match
    ? ([1, 2, 3].map((i) => Number.parseInt(match[i] ?? '0', 16)) as [number, number, number])
    : null;
}

/**
 * The event colour id ('1'..'11') nearest to a calendar's `backgroundColor`. A calendar's own `colorId`
 * indexes Google's 24-colour calendar palette, not the event palette, so it is not used as is.
 */
export function nearestEventColorId(backgroundColor: string | null | undefined): string | undefined {
  const rgb = rgbOf(backgroundColor ?? '');
  if (!rgb) return undefined;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [id, hex] of Object.entries(GOOGLE_EVENT_PALETTE)) {
    const other = rgbOf(hex);
    if (!other) continue;
    const distance = (rgb[0] - other[0]) ** 2 + (rgb[1] - other[1]) ** 2 + (rgb[2] - other[2]) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [id, distance];
  }
  return best;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Single-line text under the text rule (ADR 011), as expand-text.ts does for iCalendar. */
export function cleanLine(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.toWellFormed().replace(LINE_CONTROLS, ' ').trim().slice(0, max).toWellFormed();
}

/** Free text under the text rule: tab and line breaks kept, other controls removed. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.toWellFormed().replace(MULTILINE_CONTROLS, '').trim().slice(0, max).toWellFormed();
}

/** RFC 5545 basic form of an occurrence's original start ('20260310T140000Z' or '20260310'), or null. */
function recurrenceIdOf(original: calendar_v3.Schema$EventDateTime | undefined): string | null {
  if (original?.date && isValidLocalDate(original.date)) return original.date.replaceAll('-', '');
  const instant = parseInstant(original?.dateTime);
  if (!instant) return null;
  return `${instant.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
}

/** The colour id as docs/product.md has it ('1'..'11'), or undefined when absent or not one (core event-colors). */
function colorIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && String(eventColorId(value)) === value ? value : undefined;
}

/** The longest Steward block id read back from a calendar (ours are uuids). */
const MAX_BLOCK_ID_LENGTH = 200;

/** What {@link mapGoogleEvent} makes of one item. */
export type Mapped =
  | { kind: 'instance'; instance: CalendarInstance }
  | { kind: 'removed'; removed: RemovedInstance }
  | { kind: 'skipped' };

/**
 * One Google event item (from `singleEvents=true`) as an instance, a removal (status cancelled) or skipped
 * (no id, unreadable times, end before start). All-day dates are read in `timeZone` (ADR 018); busy by
 * core's rule with Google's documented default transparency (`opaque` when the field is absent).
 */
export function mapGoogleEvent(item: calendar_v3.Schema$Event, calendarId: string, timeZone: string): Mapped {
  if (typeof item.id !== 'string' || item.id === '') return { kind: 'skipped' };
  const series = typeof item.recurringEventId === 'string' && item.recurringEventId !== '';
  const recurrenceId = series ? recurrenceIdOf(item.originalStartTime) : null;
  // An instance whose original start cannot be read is kept as an event of its own id.
  const uid = series && recurrenceId !== null ? (item.recurringEventId as string) : item.id;
  const id = instanceId(uid, recurrenceId);
  if (item.status === 'cancelled') return { kind: 'removed', removed: { uid, recurrenceId, id } };

  const allDay = typeof item.start?.date === 'string';
  let start: Date | null;
  let end: Date | null;
  let dates: { startDate: string; endDate: string } | undefined;
  if (allDay) {
    const startDate = item.start?.date ?? '';
    if (!isValidLocalDate(startDate)) return { kind: 'skipped' };
    const given = item.end?.date;
    const endDate =
      typeof given === 'string' && isValidLocalDate(given) && given > startDate
        ? given
        : addDays(startDate, 1);
    dates = { startDate, endDate };
    try {
      start = zonedToUtc(startDate, 0, timeZone);
      end = zonedToUtc(endDate, 0, timeZone);
    } catch {
      return { kind: 'skipped' }; // a date at the end of the supported years
    }
  } else {
    start = parseInstant(item.start?.dateTime);
    end = parseInstant(item.end?.dateTime);
  }
  if (!start || !end || end < start) return { kind: 'skipped' };

  const self = item.attendees?.find((attendee) => attendee.self === true);
  const blockId = item.extendedProperties?.private?.stewardBlockId;
  const stewardBlockId =
    typeof blockId === 'string' ? cleanLine(blockId, MAX_BLOCK_ID_LENGTH) || undefined : undefined;
  const colorId = colorIdOf(item.colorId);
  const lastModified = parseInstant(item.updated);
  return {
    kind: 'instance',
    instance: {
      id,
      calendarId,
      uid,
      recurrenceId,
      summary: cleanLine(item.summary, MAX_SUMMARY_LENGTH),
      description: cleanText(item.description, MAX_DESCRIPTION_LENGTH),
      start,
      end,
      allDay,
      ...(dates ?? {}),
      floating: false,
      ...(colorId ? { colorId } : {}),
      busy: isBusy({
        allDay,
        transparency: item.transparency === 'transparent' ? 'transparent' : 'opaque',
        cancelled: false,
        declined: self?.responseStatus === 'declined',
      }),
      ...(stewardBlockId ? { stewardBlockId } : {}),
      ...(lastModified ? { lastModified } : {}),
      ...(typeof item.etag === 'string' ? { etag: item.etag } : {}),
    },
  };
}

/** Google event ids are base32hex ([a-v0-9]), 5..1024 characters: a SHA-256 of Steward's uid in hex is one. */
export function googleEventIdFor(uid: string): string {
  return createHash('sha256').update(uid).digest('hex');
}
