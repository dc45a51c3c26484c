/**
 * iCalendar (RFC 5545) parsing and expansion into {@link CalendarInstance}s with ical.js, for ICS feeds now
 * and CalDAV objects later (ADR 018). Synchronous and free of I/O.
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
 *   timed event takes no time, an all-day event one day. An RDATE of value type PERIOD (§3.8.5.2, §3.3.9) is
 *   an instance from the period's start to its end (or for its duration, read as above), whatever DTEND says.
 * - STATUS:CANCELLED (§3.8.1.11) drops the event or the overridden instance; TRANSP (§3.8.2.7) and the
 *   all-day rule decide `busy` (`src/core/calendar/busy.ts`).
 * - Caps ({@link EXPANSION_LIMITS}): expansion stops at the range's end; a rule that needs too many steps to
 *   get there, or yields too many instances, is cut and the listing says `truncated`, so a hostile feed cannot
 *   exhaust memory or CPU.
 * - An event that cannot be read (bad date, impossible rule) is skipped and counted; the rest of the feed
 *   still lists. A feed that is not iCalendar at all throws `invalid-data`.
 *
 * This module holds the public surface (parsing, {@link expandCalendar}, its options and caps); the parts
 * live beside it: expand-recurrence.ts (series and overrides), expand-instances.ts (one instance: facts,
 * instants, end rules, ids), expand-timezones.ts (TZIDs through `Intl`) and expand-text.ts (the text rule).
 */
import ICAL from 'ical.js';
import { canonicalTimeZone } from '../../core/time-zone.ts';
import { type EventFacts, ListingFull, type Run, readFacts, uidOf } from './expand-instances.ts';
import { expandOverride, expandSeries, overriddenKeys } from './expand-recurrence.ts';
import { cleanLine } from './expand-text.ts';
import { registerMissingZones } from './expand-timezones.ts';
import { CalendarError, type CalendarInstance, type UtcRange } from './provider.ts';

export { instanceId } from './expand-instances.ts';
export { MAX_DESCRIPTION_LENGTH, MAX_SUMMARY_LENGTH } from './expand-text.ts';

type IcalComponent = InstanceType<typeof ICAL.Component>;

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

function raise(error: Error): never {
  throw error;
}
