/**
 * One VEVENT's instances (ADR 018): what every instance of an event shares, instants and end rules
 * (RFC 5545 §3.6.1, §3.3.6), the stable instance id, and the expansion state every instance is added to
 * under the listing-wide cap.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { isBusy, type Transparency } from '../../core/calendar/busy.ts';
import { addDays, zonedToUtc } from '../../core/dates.ts';
import type { ExpandOptions, ExpansionLimits } from './expand.ts';
import { cleanLine, cleanText, MAX_DESCRIPTION_LENGTH, MAX_SUMMARY_LENGTH } from './expand-text.ts';
import { pad, wallToUtc } from './expand-timezones.ts';
import type { CalendarInstance, UtcRange } from './provider.ts';

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalDuration = InstanceType<typeof ICAL.Duration>;

/** What every instance of one VEVENT shares. */
export interface EventFacts {
  uid: string;
  summary: string;
  description: string;
  transparency: Transparency | undefined;
  cancelled: boolean;
  stewardBlockId: string | undefined;
  lastModified: Date | undefined;
}

/** Expansion state: the options, the caps and what was produced so far. */
export interface Run {
  options: ExpandOptions;
  limits: ExpansionLimits;
  instances: CalendarInstance[];
  ids: Set<string>;
  steps: number;
  truncated: boolean;
  skipped: number;
}

/** Thrown inside the expansion when the listing-wide cap is reached. */
export class ListingFull extends Error {}

function readTransparency(vevent: IcalComponent): Transparency | undefined {
  const value = vevent.getFirstPropertyValue('transp');
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return upper === 'TRANSPARENT' ? 'transparent' : upper === 'OPAQUE' ? 'opaque' : undefined;
}

export function readFacts(vevent: IcalComponent, fallback?: EventFacts): EventFacts {
  const status = vevent.getFirstPropertyValue('status');
  const lastModified = vevent.getFirstPropertyValue('last-modified');
  const block = vevent.getFirstPropertyValue('x-steward-block');
  const summary = cleanLine(vevent.getFirstPropertyValue('summary'), MAX_SUMMARY_LENGTH);
  const description = cleanText(vevent.getFirstPropertyValue('description'), MAX_DESCRIPTION_LENGTH);
  return {
    uid: uidOf(vevent),
    // An override usually repeats every property; when it leaves the text out, the series' text applies.
    summary: vevent.hasProperty('summary') || !fallback ? summary : fallback.summary,
    description: vevent.hasProperty('description') || !fallback ? description : fallback.description,
    transparency:
      readTransparency(vevent) ?? (vevent.hasProperty('transp') ? undefined : fallback?.transparency),
    cancelled: typeof status === 'string' && status.trim().toUpperCase() === 'CANCELLED',
    stewardBlockId: typeof block === 'string' && block.trim() ? cleanLine(block, 200) : undefined,
    lastModified:
      lastModified instanceof ICAL.Time && !lastModified.isDate
        ? toInstantOrUndefined(lastModified)
        : undefined,
  };
}

/** The UID, or (RFC 5545 requires one, some feeds omit it) a stable stand-in from DTSTART and SUMMARY. */
export function uidOf(vevent: IcalComponent): string {
  const uid = vevent.getFirstPropertyValue('uid');
  if (typeof uid === 'string' && uid.trim()) return uid.toWellFormed().replaceAll('\u0000', '');
  const seed = `${vevent.getFirstProperty('dtstart')?.toICALString() ?? ''}\n${vevent.getFirstPropertyValue('summary') ?? ''}`;
  return `steward-generated-${createHash('sha256').update(seed).digest('base64url').slice(0, 22)}`;
}

function toInstantOrUndefined(time: IcalTime): Date | undefined {
  const seconds = time.toUnixTime();
  return Number.isFinite(seconds) ? new Date(seconds * 1000) : undefined;
}

/** True for a floating time: no zone, or a TZID nobody could resolve (ical.js then uses its "floating" zone). */
function isFloating(time: IcalTime): boolean {
  return !time.isDate && time.zone === ICAL.Timezone.localTimezone;
}

/**
 * The UTC instant of an ical.js time: a DATE is local midnight in the user's zone, a floating time the wall
 * clock in the user's zone, a zoned or UTC time its own instant.
 * @throws RangeError for a date outside years 0001-9999 (core's range).
 */
export function toInstant(time: IcalTime, userZone: string): Date {
  if (time.isDate || isFloating(time)) return wallToUtc(time, userZone);
  const instant = new Date(time.toUnixTime() * 1000);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid time ${time.toString()}`);
  return instant;
}

function localDateOfTime(time: IcalTime): string {
  return `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
}

/** RFC 5545 basic form of an occurrence's original start: '20260310T140000Z', '20260310', '20260310T090000'. */
export function recurrenceIdOf(time: IcalTime, instant: Date): string {
  if (time.isDate) return localDateOfTime(time).replaceAll('-', '');
  if (isFloating(time)) return time.toString().replaceAll('-', '').replaceAll(':', '');
  return `${instant.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
}

/** The stable instance id: base64url of SHA-256 over (uid, recurrence id), 22 characters. */
export function instanceId(uid: string, recurrenceId: string | null): string {
  return createHash('sha256')
    .update(`${uid}\u0000${recurrenceId ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/** How an instance's end follows from its start. */
export type EndRule =
  | { kind: 'exact'; ms: number }
  | { kind: 'nominal'; days: number; ms: number }
  | { kind: 'dates'; days: number };

/** The end rule of a VEVENT (RFC 5545 §3.6.1, §3.3.6). */
export function endRuleOf(vevent: IcalComponent, start: IcalTime, userZone: string): EndRule {
  const dtend = vevent.getFirstPropertyValue('dtend');
  const duration = vevent.getFirstPropertyValue('duration');
  return endRuleFrom(
    start,
    dtend instanceof ICAL.Time ? dtend : null,
    duration instanceof ICAL.Duration ? duration : null,
    userZone,
  );
}

/**
 * The end rule of an instance starting at `start` that ends at `dtend` or lasts `duration` (the end wins
 * when both are given): a VEVENT's DTEND or DURATION, or a PERIOD's end or duration (RFC 5545 §3.3.9).
 */
export function endRuleFrom(
  start: IcalTime,
  dtend: IcalTime | null,
  duration: IcalDuration | null,
  userZone: string,
): EndRule {
  if (start.isDate) {
    let days = 1;
    if (dtend) days = daysBetween(localDateOfTime(start), localDateOfTime(dtend));
    else if (duration) days = Math.floor(durationSeconds(duration) / 86_400);
    return { kind: 'dates', days: Math.max(1, days) };
  }
  if (dtend) {
    const ms = toInstant(dtend, userZone).getTime() - toInstant(start, userZone).getTime();
    return { kind: 'exact', ms: Math.max(0, ms) };
  }
  if (duration) {
    const sign = duration.isNegative ? -1 : 1;
    const days = sign * (duration.weeks * 7 + duration.days);
    const ms = sign * ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000;
    return { kind: 'nominal', days, ms };
  }
  return { kind: 'exact', ms: 0 };
}

function durationSeconds(duration: IcalDuration): number {
  return duration.toSeconds();
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Start and end of one occurrence starting at `time` (its instant `start`). */
export function spanOf(
  time: IcalTime,
  start: Date,
  rule: EndRule,
  userZone: string,
): { end: Date; startDate?: string; endDate?: string } {
  if (rule.kind === 'dates') {
    const startDate = localDateOfTime(time);
    const endDate = addDays(startDate, rule.days);
    return { end: zonedToUtc(endDate, 0, userZone), startDate, endDate };
  }
  if (rule.kind === 'exact') return { end: new Date(start.getTime() + rule.ms) };
  const shifted = time.clone();
  shifted.adjust(rule.days, 0, 0, 0); // wall-clock days (nominal); adjust() normalises 32 March to 1 April
  const end = new Date(toInstant(shifted, userZone).getTime() + rule.ms);
  return { end: end < start ? start : end };
}

/** True when [start, end) overlaps the range; an event without duration counts when its start is in it. */
export function overlaps(start: Date, end: Date, range: UtcRange): boolean {
  if (start >= range.end) return false;
  return end > range.start || (end.getTime() === start.getTime() && start >= range.start);
}

/** Adds an instance, honouring the listing-wide cap and dropping duplicate ids (a UID listed twice). */
export function emit(run: Run, instance: CalendarInstance): void {
  if (run.ids.has(instance.id)) return;
  if (run.instances.length >= run.limits.maxInstances) {
    run.truncated = true;
    throw new ListingFull();
  }
  run.ids.add(instance.id);
  run.instances.push(instance);
}

export function makeInstance(
  run: Run,
  facts: EventFacts,
  time: IcalTime,
  start: Date,
  span: { end: Date; startDate?: string; endDate?: string },
  recurrenceId: string | null,
): CalendarInstance {
  const allDay = time.isDate;
  return {
    id: instanceId(facts.uid, recurrenceId),
    calendarId: run.options.calendarId,
    uid: facts.uid,
    recurrenceId,
    summary: facts.summary,
    description: facts.description,
    start,
    end: span.end,
    allDay,
    ...(allDay ? { startDate: span.startDate, endDate: span.endDate } : {}),
    floating: isFloating(time),
    busy: isBusy({ allDay, transparency: facts.transparency, cancelled: facts.cancelled }),
    ...(facts.stewardBlockId ? { stewardBlockId: facts.stewardBlockId } : {}),
    ...(facts.lastModified ? { lastModified: facts.lastModified } : {}),
  };
}

/** The key under which an occurrence and an override naming it meet: the UTC instant, or the date. */
export function occurrenceKey(time: IcalTime, instant: Date): string {
  return time.isDate ? localDateOfTime(time) : String(instant.getTime());
}
