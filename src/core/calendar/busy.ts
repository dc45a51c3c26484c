/*
 * Which calendar event instances count as busy time for free slots (ADR 018).
 * Pure: the providers read the facts from iCalendar (RFC 5545) or Google's fields; this decides.
 */

/** Time transparency of an event (RFC 5545 §3.8.2.7 TRANSP; Google `transparency`), when the source says it. */
export type Transparency = 'opaque' | 'transparent';

/** What {@link isBusy} looks at, as the provider read it. */
export interface BusyFacts {
  /** True for an all-day event (DATE values; Google `start.date`). */
  allDay: boolean;
  /** TRANSP / transparency as written in the source; undefined when the source does not say. */
  transparency?: Transparency | undefined;
  /** STATUS:CANCELLED (the event or this instance), Google `status: 'cancelled'`. */
  cancelled: boolean;
  /** The user's own attendance is declined (PARTSTAT=DECLINED, Google `responseStatus: 'declined'`). */
  declined?: boolean | undefined;
}

/**
 * True when an instance blocks time in free slots:
 * - cancelled instances and events the user declined are never busy;
 * - transparent events are never busy (TRANSP:TRANSPARENT, Google `transparency: 'transparent'`);
 * - a timed event with no TRANSP is busy: OPAQUE is RFC 5545's default (§3.8.2.7); TENTATIVE is busy too
 *   (the time is probably taken);
 * - an all-day event is busy only when it says OPAQUE explicitly. Most calendars write all-day entries
 *   (holidays, birthdays, "office closed", trips) without meaning every hour is taken, and Google exports them
 *   as TRANSPARENT; an explicit OPAQUE (Outlook's "Out of office" all-day event) is a deliberate choice.
 * Never throws. ADR 018.
 */
export function isBusy(facts: BusyFacts): boolean {
  if (facts.cancelled || facts.declined === true) return false;
  if (facts.transparency === 'transparent') return false;
  return facts.allDay ? facts.transparency === 'opaque' : true;
}
