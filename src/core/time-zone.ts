/*
 * IANA time-zone names: validation, canonical spelling and the request header that carries the client's zone
 * (ADR 006).
 *
 * Only ECMAScript `Intl` is used (no Node or DOM API), so the same rule runs in the browser and on the server.
 * Nothing grows with the input: the one table here is built once from `Intl.supportedValuesOf('timeZone')`
 * (the runtime's fixed list, ~420 names) and is never added to, so no caller can make it grow.
 */

/** Longest time-zone name accepted, in characters (the longest IANA name is 32); bounds the work on garbage. */
export const MAX_TIME_ZONE_LENGTH = 64;

/** Message of every time-zone validation failure. */
export const TIME_ZONE_MESSAGE = 'Unknown IANA time zone';

/** Lower-case name → the runtime's canonical name, for every zone the runtime lists; built once (bounded). */
let supportedZones: ReadonlyMap<string, string> | undefined;

function supportedZoneIndex(): ReadonlyMap<string, string> {
  // 'UTC' is not always in the list (V8 lists only region zones) but is valid everywhere (ECMA-402 §6.5).
  supportedZones ??= new Map(
    [...Intl.supportedValuesOf('timeZone'), 'UTC'].map((zone) => [zone.toLowerCase(), zone]),
  );
  return supportedZones;
}

/**
 * The spelling of IANA time-zone name `value` that Steward keeps, or null when it is not a zone (ADR 047).
 * - A name the runtime lists (`Intl.supportedValuesOf('timeZone')`) comes back in the list's case:
 *   'europe/paris' → 'Europe/Paris', 'utc' → 'UTC'.
 * - Any other name `Intl` accepts keeps its spelling ('etc/gmt+5' → 'Etc/GMT+5', the runtime's case when the
 *   runtime resolves it to itself) and is never swapped for the runtime's canonical name: V8's
 *   ICU data resolves 'Asia/Kolkata' to the older 'Asia/Calcutta' and 'Europe/Kyiv' to 'Europe/Kiev', and the
 *   user's zone must read back as chosen. Aliases stay valid ('US/Pacific' is kept as 'US/Pacific').
 * - Rejected (null): non-strings, '' and blank, names with surrounding spaces, anything longer than
 *   {@link MAX_TIME_ZONE_LENGTH}, numeric offsets such as '+01:00' (they carry no DST rules, and the user's zone
 *   is an IANA name: ADR 006), and names `Intl` does not know (a RangeError).
 * Never throws. Cost: a map lookup for a listed zone in any case, one `Intl.DateTimeFormat` otherwise.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_TIME_ZONE_LENGTH) return null;
  if (/^[+-]/.test(value) || value.trim() !== value) return null;
  const listed = supportedZoneIndex().get(value.toLowerCase());
  if (listed) return listed;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    if (/^[+-]/.test(resolved)) return null;
    return resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
  } catch {
    return null; // RangeError: not a time zone this runtime knows
  }
}

/**
 * Throws RangeError when `Intl` does not know `timeZone` (date-fns' `TZDate` would silently give an Invalid
 * Date). Listed zones are checked with a map lookup; anything else with one `Intl.DateTimeFormat`, uncached.
 */
export function assertTimeZone(timeZone: string): void {
  if (supportedZoneIndex().has(timeZone.toLowerCase())) return;
  new Intl.DateTimeFormat('en-US', { timeZone }); // throws RangeError for an unknown zone
}

/**
 * Header every API request from the web carries: the browser's IANA time zone (`X-Time-Zone: Europe/Paris`).
 * When present it is the zone of that request's date and slot rules; an invalid value answers 400 naming it.
 * Without it the zone stored on the user applies (scripted clients). ADR 006.
 */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

/**
 * Cookie the web app writes with the browser's IANA time zone, so a page rendered on the server is rendered in the
 * zone the browser will hydrate it in (ADR 062). Not a credential; an invalid value is ignored.
 */
export const TIME_ZONE_COOKIE = 'steward-tz';
