/**
 * Time zones for the expansion (RFC 5545 §3.2.19 TZID): a TZID the feed does not define is answered by
 * `Intl` (the runtime's IANA data) through an ical.js zone registered for the length of one expansion, and
 * wall-clock times are turned into instants with core's gap and overlap rules.
 */
import ICAL from 'ical.js';
import { zonedToUtc } from '../../core/dates.ts';
import { canonicalTimeZone } from '../../core/time-zone.ts';

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;

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
export function wallToUtc(time: IcalTime, zone: string): Date {
  const date = `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
  const minutes = time.isDate ? 0 : time.hour * 60 + time.minute;
  const instant = zonedToUtc(date, minutes, zone);
  return time.isDate ? instant : new Date(instant.getTime() + time.second * 1000);
}

export function pad(value: number, width: number): string {
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
export function registerMissingZones(calendar: IcalComponent): string[] {
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
