/**
 * iCalendar (RFC 5545) parsing and expansion into {@link CalendarInstance}s with ical.js, for ICS feeds now
 * and CalDAV objects later (issue 12, ADR 018). Synchronous and free of I/O.
 *
 * Rules (each with its RFC 5545 section):
 * - Recurrence (§3.8.5.3 RRULE, §3.8.5.2 RDATE, §3.8.5.1 EXDATE) is expanded by ical.js in the event's own
 *   zone, so a weekly 9:00 New York meeting stays at 9:00 local across DST (§3.3.10: recurrence follows local
 *   time).
 * - Overrides (§3.8.4.4 RECURRENCE-ID) replace the instance whose original start they name, wherever they
 *   moved it: the original is dropped even when the override lies outside the range, and the override is
 *   listed when it moved into the range. RANGE=THISANDFUTURE is read as a single-instance override.
 * - Zones (§3.2.19 TZID, §3.6.5 VTIMEZONE): a VTIMEZONE in the feed defines its TZID (ical.js finds it in
 *   the component tree); a TZID the feed does not define is read as the IANA zone of that name through `Intl`
 *   (also the trailing 'Area/City' of prefixed names such as '/mozilla.org/20050126_1/Europe/Berlin'); an
 *   unknown TZID, and floating times (§3.3.5 form #1), are read in the user's zone.
 * - All-day events (§3.3.4 DATE values): local dates in the user's zone, DTEND exclusive, default one day
 *   (§3.6.1).
 * - Duration (§3.6.1, §3.8.5.3): DTEND − DTSTART as exact time for every instance; DURATION with days or weeks
 *   as nominal days (same wall time), hours and less as exact time (§3.3.6). No DTEND and no DURATION: a
 *   timed event takes no time, an all-day event one day.
 * - STATUS:CANCELLED (§3.8.1.11) drops the event or the overridden instance; TRANSP (§3.8.2.7) and the
 *   all-day rule decide `busy` (`src/core/calendar/busy.ts`).
 * - Caps ({@link EXPANSION_LIMITS}): expansion stops at the range's end; a rule that needs too many steps to
 *   get there, or yields too many instances, is cut and the listing says `truncated`, so a hostile feed cannot
 *   exhaust memory or CPU.
 * - An event that cannot be read (bad date, impossible rule) is skipped and counted; the rest of the feed
 *   still lists. A feed that is not iCalendar at all throws `invalid-data`.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { isBusy, type Transparency } from '../../core/calendar/busy.ts';
import { addDays, zonedToUtc } from '../../core/dates.ts';
import { canonicalTimeZone } from '../../core/time-zone.ts';
import { CalendarError, type CalendarInstance, type UtcRange } from './provider.ts';

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalDuration = InstanceType<typeof ICAL.Duration>;

/** The caps of one expansion (ADR 018); tests may pass smaller ones. */
export interface ExpansionLimits {
  /** Most instances in one listing; beyond it the listing is cut and `truncated`. */
  maxInstances: number;
  /** Most instances of one event (series) in one listing. */
  maxInstancesPerEvent: number;
  /** Most recurrence steps for one series, counted from DTSTART (steps before the range count too). */
  maxStepsPerEvent: number;
  /** Most recurrence steps for the whole listing. */
  maxSteps: number;
}

/**
 * Default caps: 50,000 instances per listing (a 5,000-event feed fits ten times over), 5,000 per series (an
 * hourly event for seven months), 50,000 recurrence steps per series (a daily event since 1890, a weekly one
 * for 960 years) and 200,000 steps per listing. ical.js needs ~10-30 µs per step on this project's 2-core
 * machines, so the listing-wide cap bounds a hostile feed to a few seconds of CPU (ADR 018).
 */
export const EXPANSION_LIMITS: Readonly<ExpansionLimits> = {
  maxInstances: 50_000,
  maxInstancesPerEvent: 5_000,
  maxStepsPerEvent: 50_000,
  maxSteps: 200_000,
};

/** Longest summary kept, in UTF-16 units (the API's title limit). */
export const MAX_SUMMARY_LENGTH = 500;
/** Longest description kept, in UTF-16 units. */
export const MAX_DESCRIPTION_LENGTH = 10_000;

/** What {@link expandCalendar} needs besides the calendar. */
export interface ExpandOptions {
  /** Instances overlapping this UTC range are returned. */
  range: UtcRange;
  /** The user's IANA zone (ADR 006): floating times, unknown TZIDs and all-day dates are read in it. */
  timeZone: string;
  /** Copied into every instance. */
  calendarId: string;
  /** Caps; default {@link EXPANSION_LIMITS}. */
  limits?: Partial<ExpansionLimits>;
}

/** The answer of {@link expandCalendar}. */
export interface Expansion {
  /** Instances overlapping the range, by start, then id. */
  instances: CalendarInstance[];
  /** A cap cut the listing. */
  truncated: boolean;
  /** Events that could not be read and were left out. */
  skipped: number;
}

/** A parsed VCALENDAR and the number of its VEVENTs that could not be parsed at all (left out). */
export interface ParsedCalendar {
  component: IcalComponent;
  unreadable: number;
}

function notICalendar(detail: string, cause?: unknown): CalendarError {
  return new CalendarError('invalid-data', `Not iCalendar: ${detail}`, {
    userMessage: 'The address does not serve an iCalendar (.ics) calendar.',
    ...(cause === undefined ? {} : { cause }),
  });
}

/** ICAL.parse of one text into a component, the first VCALENDAR when there are several top-level ones. */
function parseStrict(text: string): IcalComponent {
  const jcal = ICAL.parse(text);
  const first = Array.isArray(jcal[0]) ? jcal.find((c: unknown[]) => c[0] === 'vcalendar') : jcal;
  return new ICAL.Component(first);
}

/**
 * The fallback when the whole text does not parse (ical.js throws for the whole file on one bad value, such
 * as an RRULE with BYDAY=XX): the calendar's own lines and VTIMEZONEs are parsed once, each VEVENT on its own,
 * and VEVENTs that do not parse are counted instead of failing the feed. Lines are unfolded first (§3.1).
 */
function parseLenient(text: string): ParsedCalendar {
  const lines = text
    .replaceAll(/\r\n?/g, '\n')
    .replaceAll(/\n[ \t]/g, '')
    .split('\n');
  const shell: string[] = [];
  const events: string[][] = [];
  let depth = 0;
  let event: string[] | null = null;
  let seenCalendar = false;
  for (const line of lines) {
    const upper = line.trim().toUpperCase();
    if (upper.startsWith('BEGIN:')) depth++;
    if (depth === 1 && upper === 'BEGIN:VCALENDAR') seenCalendar = true;
    if (depth === 2 && upper === 'BEGIN:VEVENT') event = [];
    if (event) event.push(line);
    else if (seenCalendar && depth >= 1) shell.push(line);
    if (upper.startsWith('END:')) {
      if (depth === 2 && event) {
        events.push(event);
        event = null;
      }
      depth--;
      if (depth === 0 && seenCalendar) break;
    }
  }
  if (!seenCalendar) throw notICalendar('no VCALENDAR');
  if (depth !== 0) throw notICalendar('the calendar is cut off (no END:VCALENDAR)');
  if (shell.at(-1)?.trim().toUpperCase() !== 'END:VCALENDAR') shell.push('END:VCALENDAR');
  let component: IcalComponent;
  try {
    component = parseStrict(shell.join('\r\n'));
  } catch (cause) {
    throw notICalendar(cause instanceof Error ? cause.message : String(cause), cause);
  }
  let unreadable = 0;
  for (const lines of events) {
    try {
      const vevent = new ICAL.Component(ICAL.parse(lines.join('\r\n')));
      if (vevent.name !== 'vevent') throw new Error('not a VEVENT');
      component.addSubcomponent(vevent);
    } catch {
      unreadable++;
    }
  }
  if (unreadable > 0 && unreadable === events.length)
    throw notICalendar(`none of ${unreadable} events parse`);
  return { component, unreadable };
}

/**
 * Parses iCalendar text (a feed, a CalDAV object) into its VCALENDAR. A leading BOM and surrounding blank
 * lines are tolerated; line folding and escapes are ical.js's. When the whole text does not parse, each
 * VEVENT is parsed on its own and those that fail are counted in `unreadable` (see parseLenient).
 * @throws CalendarError `invalid-data` when the text is not iCalendar, its root is not a VCALENDAR, or no
 *   event of it parses.
 */
export function parseCalendar(text: string): ParsedCalendar {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  let parsed: ParsedCalendar;
  try {
    parsed = { component: parseStrict(trimmed), unreadable: 0 };
  } catch {
    parsed = parseLenient(trimmed);
  }
  if (parsed.component.name !== 'vcalendar') throw notICalendar(`root component is ${parsed.component.name}`);
  return parsed;
}

/** The calendar's display name (X-WR-CALNAME, RFC 7986 NAME), single line, or undefined. */
export function calendarName({ component: calendar }: ParsedCalendar): string | undefined {
  for (const name of ['name', 'x-wr-calname']) {
    const value = calendar.getFirstPropertyValue(name);
    if (typeof value === 'string') {
      const line = cleanLine(value, 200);
      if (line) return line;
    }
  }
  return undefined;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Zones                                                                                                       */
/* ---------------------------------------------------------------------------------------------------------- */

/**
 * An ical.js zone answered by `Intl` (the runtime's IANA data): ical.js calls `utcOffset(wallTime)` to turn a
 * wall time into an instant. A wall time in a DST gap moves forward by the gap and an ambiguous one takes the
 * earlier instant, as `zonedToUtc` in core does (Temporal 'compatible').
 */
class IntlZone extends ICAL.Timezone {
  readonly #iana: string;
  constructor(tzid: string, iana: string) {
    super({ tzid });
    this.#iana = iana;
  }
  override utcOffset(time: IcalTime): number {
    return utcOffsetSeconds(time, this.#iana);
  }
}

/** Offset in seconds of wall time `time` read in IANA zone `zone`. */
function utcOffsetSeconds(time: IcalTime, zone: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  return (wall - wallToUtc(time, zone).getTime()) / 1000;
}

/** The instant of the wall-clock fields of `time` in IANA zone `zone` (core's gap and overlap rules). */
function wallToUtc(time: IcalTime, zone: string): Date {
  const date = `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
  const minutes = time.isDate ? 0 : time.hour * 60 + time.minute;
  const instant = zonedToUtc(date, minutes, zone);
  return time.isDate ? instant : new Date(instant.getTime() + time.second * 1000);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The IANA zone a TZID names: the name itself, or its trailing 'Area/City' ('/mozilla.org/…/Europe/Berlin'). */
function ianaZoneOf(tzid: string): string | null {
  const direct = canonicalTimeZone(tzid.trim());
  if (direct) return direct;
  const parts = tzid.split('/').filter(Boolean);
  for (let take = Math.min(3, parts.length - 1); take >= 1; take--) {
    const zone = canonicalTimeZone(parts.slice(-take).join('/'));
    if (zone && take >= 2) return zone; // 'Area/City' at least: a bare trailing 'UTC' or 'GMT' is not a match
  }
  return null;
}

const TIME_PROPERTIES = ['dtstart', 'dtend', 'due', 'rdate', 'exdate', 'recurrence-id'];

/**
 * Registers, in ical.js's process-wide TimezoneService, an {@link IntlZone} for every TZID the events use
 * that the calendar does not define and `Intl` knows; returns the names it registered, to remove afterwards.
 * Must run before any time value is read: ical.js resolves a TZID when it first decodes the value.
 */
function registerMissingZones(calendar: IcalComponent): string[] {
  const defined = new Set<string>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') defined.add(tzid);
  }
  const registered: string[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    for (const name of TIME_PROPERTIES) {
      for (const property of vevent.getAllProperties(name)) {
        const tzid = property.getParameter('tzid');
        if (typeof tzid !== 'string' || defined.has(tzid) || ICAL.TimezoneService.has(tzid)) continue;
        defined.add(tzid);
        const iana = ianaZoneOf(tzid);
        if (!iana) continue; // unknown: ical.js reads the time as floating, which is the user's zone here
        ICAL.TimezoneService.register(new IntlZone(tzid, iana), tzid);
        registered.push(tzid);
      }
    }
  }
  return registered;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Text                                                                                                        */
/* ---------------------------------------------------------------------------------------------------------- */

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Single-line text under the text rule (ADR 011): controls become a space, unpaired surrogates U+FFFD. */
function cleanLine(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.toWellFormed().replace(LINE_CONTROLS, ' ').trim().slice(0, max).toWellFormed();
}

/** Free text under the text rule: tab and line breaks kept, other controls removed. */
function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.toWellFormed().replace(MULTILINE_CONTROLS, '').trim().slice(0, max).toWellFormed();
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Expansion                                                                                                   */
/* ---------------------------------------------------------------------------------------------------------- */

/** What every instance of one VEVENT shares. */
interface EventFacts {
  uid: string;
  summary: string;
  description: string;
  transparency: Transparency | undefined;
  cancelled: boolean;
  stewardBlockId: string | undefined;
  lastModified: Date | undefined;
}

/** Expansion state: the options, the caps and what was produced so far. */
interface Run {
  options: ExpandOptions;
  limits: ExpansionLimits;
  instances: CalendarInstance[];
  ids: Set<string>;
  steps: number;
  truncated: boolean;
  skipped: number;
}

/** Thrown inside the expansion when the listing-wide cap is reached. */
class ListingFull extends Error {}

function readTransparency(vevent: IcalComponent): Transparency | undefined {
  const value = vevent.getFirstPropertyValue('transp');
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return upper === 'TRANSPARENT' ? 'transparent' : upper === 'OPAQUE' ? 'opaque' : undefined;
}

function readFacts(vevent: IcalComponent, fallback?: EventFacts): EventFacts {
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
function uidOf(vevent: IcalComponent): string {
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
function toInstant(time: IcalTime, userZone: string): Date {
  if (time.isDate || isFloating(time)) return wallToUtc(time, userZone);
  const instant = new Date(time.toUnixTime() * 1000);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid time ${time.toString()}`);
  return instant;
}

function localDateOfTime(time: IcalTime): string {
  return `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
}

/** RFC 5545 basic form of an occurrence's original start: '20260310T140000Z', '20260310', '20260310T090000'. */
function recurrenceIdOf(time: IcalTime, instant: Date): string {
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
type EndRule =
  | { kind: 'exact'; ms: number }
  | { kind: 'nominal'; days: number; ms: number }
  | { kind: 'dates'; days: number };

/** The end rule of a VEVENT (RFC 5545 §3.6.1, §3.3.6). */
function endRuleOf(vevent: IcalComponent, start: IcalTime, userZone: string): EndRule {
  const dtend = vevent.getFirstPropertyValue('dtend');
  const duration = vevent.getFirstPropertyValue('duration');
  if (start.isDate) {
    let days = 1;
    if (dtend instanceof ICAL.Time) days = daysBetween(localDateOfTime(start), localDateOfTime(dtend));
    else if (duration instanceof ICAL.Duration) days = Math.floor(durationSeconds(duration) / 86_400);
    return { kind: 'dates', days: Math.max(1, days) };
  }
  if (dtend instanceof ICAL.Time) {
    const ms = toInstant(dtend, userZone).getTime() - toInstant(start, userZone).getTime();
    return { kind: 'exact', ms: Math.max(0, ms) };
  }
  if (duration instanceof ICAL.Duration) {
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
function spanOf(
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
function overlaps(start: Date, end: Date, range: UtcRange): boolean {
  if (start >= range.end) return false;
  return end > range.start || (end.getTime() === start.getTime() && start >= range.start);
}

/** Adds an instance, honouring the listing-wide cap and dropping duplicate ids (a UID listed twice). */
function emit(run: Run, instance: CalendarInstance): void {
  if (run.ids.has(instance.id)) return;
  if (run.instances.length >= run.limits.maxInstances) {
    run.truncated = true;
    throw new ListingFull();
  }
  run.ids.add(instance.id);
  run.instances.push(instance);
}

function makeInstance(
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
function occurrenceKey(time: IcalTime, instant: Date): string {
  return time.isDate ? localDateOfTime(time) : String(instant.getTime());
}

/** Lists one override (a VEVENT with RECURRENCE-ID) as the instance it replaces. */
function expandOverride(run: Run, vevent: IcalComponent, series: EventFacts | undefined): void {
  const facts = readFacts(vevent, series);
  if (facts.cancelled) return;
  const zone = run.options.timeZone;
  const recurrence = vevent.getFirstPropertyValue('recurrence-id');
  const time = vevent.getFirstPropertyValue('dtstart');
  if (!(recurrence instanceof ICAL.Time) || !(time instanceof ICAL.Time)) throw new RangeError('No DTSTART');
  const start = toInstant(time, zone);
  const span = spanOf(time, start, endRuleOf(vevent, time, zone), zone);
  if (!overlaps(start, span.end, run.options.range)) return;
  const recurrenceId = recurrenceIdOf(recurrence, toInstant(recurrence, zone));
  emit(run, makeInstance(run, facts, time, start, span, recurrenceId));
}

/** Lists the instances of one series (or one-off event) in the range, minus those its overrides replace. */
function expandSeries(run: Run, vevent: IcalComponent, overridden: ReadonlySet<string>): void {
  const facts = readFacts(vevent);
  if (facts.cancelled) return;
  const zone = run.options.timeZone;
  // An explicit (empty) exception list: without one, ical.js's Event scans every VEVENT of the calendar for
  // overrides, which makes a feed quadratic (5,000 events: seconds). Overrides are handled here instead.
  const event = new ICAL.Event(vevent, { exceptions: [] });
  const first = event.startDate;
  if (!(first instanceof ICAL.Time)) throw new RangeError('No DTSTART');
  const rule = endRuleOf(vevent, first, zone);
  if (!event.isRecurring()) {
    const start = toInstant(first, zone);
    const span = spanOf(first, start, rule, zone);
    if (overlaps(start, span.end, run.options.range))
      emit(run, makeInstance(run, facts, first, start, span, null));
    return;
  }
  let steps = 0;
  let emitted = 0;
  const step = (): boolean => {
    if (++steps > run.limits.maxStepsPerEvent || ++run.steps > run.limits.maxSteps) run.truncated = true;
    return !run.truncated;
  };
  const iterator = event.iterator();
  // With an RRULE, ical.js yields DTSTART first and then ascending occurrences, so the loop can stop at the
  // range's end. With RDATEs only, ical.js leaves DTSTART out (RFC 5545 §3.8.5.2: DTSTART is always the first
  // instance), so it is added here, and the finite list is sorted before it is read.
  const days = calendarDayCheck(vevent);
  const occurrences: Iterable<IcalTime | null> = !vevent.hasProperty('rrule')
    ? rdateOccurrences(vevent, first, iterator, step, zone)
    : days?.never
      ? [first] // no date can match (31 February): only DTSTART, and ical.js is not asked (it would loop)
      : { [Symbol.iterator]: () => ({ next: () => ({ done: false, value: iterator.next() }) }) };
  for (const time of occurrences) {
    if (!time || !step()) return;
    if (days && !days.accepts(time) && time.compare(first) !== 0) continue;
    const start = toInstant(time, zone);
    if (start >= run.options.range.end) return;
    if (overridden.has(occurrenceKey(time, start))) continue;
    const span = spanOf(time, start, rule, zone);
    if (!overlaps(start, span.end, run.options.range)) continue;
    if (++emitted > run.limits.maxInstancesPerEvent) {
      run.truncated = true;
      return;
    }
    emit(run, makeInstance(run, facts, time, start, span, recurrenceIdOf(time, start)));
  }
}

/** Days in each month (index 1-12), February as in a leap year: the most a BYMONTHDAY can find there. */
const MAX_MONTH_DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A check of ical.js's occurrences against the BYMONTH and (positive) BYMONTHDAY of a series' only RRULE.
 * ical.js rolls a date that does not exist over into the next month (YEARLY;BYMONTH=2;BYMONTHDAY=30 gives
 * 2 March), where RFC 5545 §3.3.10 says such dates are ignored; and on DAILY or HOURLY rules with no possible
 * date it never returns. `never` is true when no month of BYMONTH has any day of BYMONTHDAY. Null when there
 * is nothing to check (no such parts, several RRULEs, or RDATEs mixed in).
 */
function calendarDayCheck(
  vevent: IcalComponent,
): { never: boolean; accepts: (time: IcalTime) => boolean } | null {
  const rules = vevent.getAllProperties('rrule');
  if (rules.length !== 1 || vevent.hasProperty('rdate')) return null;
  const recur = rules[0]?.getFirstValue();
  if (!(recur instanceof ICAL.Recur)) return null;
  const numbers = (value: unknown): number[] | undefined =>
    Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : undefined;
  const months = numbers(recur.parts.BYMONTH);
  const monthDays = numbers(recur.parts.BYMONTHDAY);
  const days = monthDays?.length && monthDays.every((day) => day > 0) ? monthDays : undefined;
  if (!months?.length && !days) return null;
  const candidates = months?.length ? months : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return {
    never:
      days !== undefined &&
      !candidates.some((month) => days.some((day) => day <= (MAX_MONTH_DAYS[month] ?? 0))),
    accepts: (time) =>
      (!months?.length || months.includes(time.month)) && (days === undefined || days.includes(time.day)),
  };
}

/**
 * The occurrences of a series with RDATEs and no RRULE, ascending: DTSTART (unless an EXDATE names it) and
 * the RDATEs ical.js yields (EXDATEs already applied), without duplicates. Stops early when `step` says so.
 */
function rdateOccurrences(
  vevent: IcalComponent,
  first: IcalTime,
  iterator: { next(): IcalTime | null },
  step: () => boolean,
  zone: string,
): IcalTime[] {
  const excluded = new Set<string>();
  for (const property of vevent.getAllProperties('exdate'))
    for (const value of property.getValues())
      if (value instanceof ICAL.Time) excluded.add(occurrenceKey(value, toInstant(value, zone)));
  const byKey = new Map<string, { time: IcalTime; at: number }>();
  const firstAt = toInstant(first, zone);
  if (!excluded.has(occurrenceKey(first, firstAt)))
    byKey.set(occurrenceKey(first, firstAt), { time: first, at: +firstAt });
  for (let time = iterator.next(); time; time = iterator.next()) {
    if (!step()) break;
    const at = toInstant(time, zone);
    byKey.set(occurrenceKey(time, at), { time: time.clone(), at: +at });
  }
  return [...byKey.values()].sort((a, b) => a.at - b.at).map((entry) => entry.time);
}

/**
 * Expands the events of a parsed VCALENDAR ({@link parseCalendar}; its unreadable events count as skipped) into the instances overlapping
 * `options.range`, following the rules of the module comment. Never throws for the content of one event
 * (it is skipped and counted); throws RangeError only for an invalid `options.timeZone`.
 */
export function expandCalendar(parsed: ParsedCalendar, options: ExpandOptions): Expansion {
  const calendar = parsed.component;
  canonicalTimeZone(options.timeZone) ?? raise(new RangeError(`Unknown time zone ${options.timeZone}`));
  const run: Run = {
    options,
    limits: { ...EXPANSION_LIMITS, ...options.limits },
    instances: [],
    ids: new Set(),
    steps: 0,
    truncated: false,
    skipped: parsed.unreadable,
  };
  // The zones live in ical.js's process-wide service only while this synchronous call runs: nothing else
  // can run in between, and no feed's TZID spelling outlives its expansion.
  const registered = registerMissingZones(calendar);
  try {
    const masters: IcalComponent[] = [];
    const overrides = new Map<string, IcalComponent[]>();
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      if (vevent.hasProperty('recurrence-id')) {
        const uid = uidOf(vevent);
        overrides.set(uid, [...(overrides.get(uid) ?? []), vevent]);
      } else masters.push(vevent);
    }
    const seriesFacts = new Map<string, EventFacts>();
    for (const vevent of masters) {
      try {
        const uid = uidOf(vevent);
        if (seriesFacts.has(uid)) continue; // a UID twice: RFC 5545 forbids it, keep the first
        seriesFacts.set(uid, readFacts(vevent));
        expandSeries(run, vevent, overriddenKeys(overrides.get(uid) ?? [], options.timeZone));
      } catch (error) {
        if (error instanceof ListingFull) throw error;
        run.skipped++;
      }
    }
    for (const [uid, list] of overrides) {
      const series = seriesFacts.get(uid);
      if (series?.cancelled) continue; // a cancelled series takes its overrides with it
      for (const vevent of list) {
        try {
          expandOverride(run, vevent, series);
        } catch (error) {
          if (error instanceof ListingFull) throw error;
          run.skipped++;
        }
      }
    }
  } catch (error) {
    if (!(error instanceof ListingFull)) throw error;
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
  run.instances.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { instances: run.instances, truncated: run.truncated, skipped: run.skipped };
}

/** The occurrence keys the overrides of one series replace. An unreadable RECURRENCE-ID replaces nothing. */
function overriddenKeys(list: readonly IcalComponent[], userZone: string): Set<string> {
  const keys = new Set<string>();
  for (const vevent of list) {
    try {
      const recurrence = vevent.getFirstPropertyValue('recurrence-id');
      if (recurrence instanceof ICAL.Time)
        keys.add(occurrenceKey(recurrence, toInstant(recurrence, userZone)));
    } catch {
      // skipped with its override
    }
  }
  return keys;
}

function raise(error: Error): never {
  throw error;
}
