/**
 * Recurrence (RFC 5545 §3.8.5): the instances of one series in the range with ical.js, minus those its
 * overrides (§3.8.4.4 RECURRENCE-ID) replace, and each override as the instance it replaces. An RDATE of
 * value type PERIOD (§3.8.5.2, §3.3.9) is an instance from the period's start for the period's own length
 * (§3.8.5.3). Steps and instances are counted against the caps of the run.
 */
import ICAL from 'ical.js';
import {
  type EndRule,
  type EventFacts,
  emit,
  endRuleFrom,
  endRuleOf,
  makeInstance,
  occurrenceKey,
  overlaps,
  type Run,
  readFacts,
  recurrenceIdOf,
  spanOf,
  toInstant,
} from './expand-instances.ts';

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** Lists one override (a VEVENT with RECURRENCE-ID) as the instance it replaces. */
export function expandOverride(run: Run, vevent: IcalComponent, series: EventFacts | undefined): void {
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
export function expandSeries(run: Run, vevent: IcalComponent, overridden: ReadonlySet<string>): void {
  const facts = readFacts(vevent);
  if (facts.cancelled) return;
  const zone = run.options.timeZone;
  // An explicit (empty) exception list: without one, ical.js's Event scans every VEVENT of the calendar for
  // overrides, which makes a feed quadratic (5,000 events: seconds). Overrides are handled here instead.
  const event = new ICAL.Event(vevent, { exceptions: [] });
  const first = event.startDate;
  if (!(first instanceof ICAL.Time)) throw new RangeError('No DTSTART');
  const rule = endRuleOf(vevent, first, zone);
  const periods = periodRules(vevent, zone);
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
  const iterator = new ICAL.RecurExpansion({ component: recurrenceSource(vevent, periods), dtstart: first });
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
    const key = occurrenceKey(time, start);
    if (overridden.has(key)) continue;
    const span = spanOf(time, start, periods.get(key) ?? rule, zone);
    if (!overlaps(start, span.end, run.options.range)) continue;
    if (++emitted > run.limits.maxInstancesPerEvent) {
      run.truncated = true;
      return;
    }
    emit(run, makeInstance(run, facts, time, start, span, recurrenceIdOf(time, start)));
  }
}

/**
 * The end rules of a VEVENT's PERIOD RDATEs (RFC 5545 §3.3.9), by the occurrence key of each period's start.
 * The instance a period starts lasts until the period's explicit end, or for its duration (hours exact, days
 * nominal, §3.3.6), not DTEND or DURATION; so does an RRULE instance starting at the same time, the two
 * being one instance (§3.8.5.3: "the duration of the recurrence instance will be the one specified by the
 * RDATE property").
 */
function periodRules(vevent: IcalComponent, zone: string): Map<string, EndRule> {
  const rules = new Map<string, EndRule>();
  for (const property of vevent.getAllProperties('rdate'))
    for (const value of property.getValues()) {
      if (!(value instanceof ICAL.Period)) continue;
      const { start, duration } = value;
      const rule = duration
        ? endRuleFrom(start, null, duration, zone)
        : endRuleFrom(start, value.getEnd(), null, zone);
      rules.set(occurrenceKey(start, toInstant(start, zone)), rule);
    }
  return rules;
}

/**
 * What ical.js expands: the VEVENT itself, or, when an RDATE is a PERIOD, a stand-in holding the VEVENT's
 * RRULEs, EXDATEs and RDATEs with each period replaced by its start (§3.8.5.2: the recurrence set gathers
 * start times). ical.js sorts and compares RDATE values as times, which a period is not: the series would
 * stop at the first period, or the event fail. The values are the VEVENT's own, already read in their zones.
 */
function recurrenceSource(vevent: IcalComponent, periods: ReadonlyMap<string, EndRule>): IcalComponent {
  if (periods.size === 0) return vevent;
  const source = new ICAL.Component('vevent');
  for (const name of ['rrule', 'rdate', 'exdate'])
    for (const property of vevent.getAllProperties(name)) {
      const copy = new ICAL.Property(name);
      const values = property
        .getValues()
        .map((value) => (value instanceof ICAL.Period ? value.start : value));
      if (name === 'rrule') copy.setValue(values[0]);
      else copy.setValues(values);
      source.addProperty(copy);
    }
  return source;
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

/** The occurrence keys the overrides of one series replace. An unreadable RECURRENCE-ID replaces nothing. */
export function overriddenKeys(list: readonly IcalComponent[], userZone: string): Set<string> {
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
