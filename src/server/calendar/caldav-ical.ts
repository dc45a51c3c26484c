/**
 * The iCalendar object of a time block Steward writes into a CalDAV calendar (ADR 020):
 * one VEVENT with Steward's stable UID, DTSTAMP, DTSTART/DTEND in UTC, SUMMARY, DESCRIPTION
 * when there is one, and `X-STEWARD-BLOCK:<time block id>` so Steward recognises it when it lists the calendar
 * (expand.ts reads it into `stewardBlockId`). Serialised by ical.js (escaping, line folding, CRLF).
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import type { NewCalendarEvent } from './provider.ts';

/** PRODID of the objects Steward writes (RFC 5545 §3.7.3). */
export const STEWARD_PRODID = '-//Steward//Time blocks//EN';

/**
 * The stable UID of a time block's event, derived from Steward's block id, so a retried create finds the
 * object it already wrote (`<collection>/<uid>.ics`, If-None-Match: *). Safe in a URL path segment and as a
 * file name: the id itself when it is made of letters, digits, '-', '_' and '.', else its SHA-256.
 */
export function timeBlockUid(stewardBlockId: string): string {
  const id = /^[\w.-]{1,100}$/.test(stewardBlockId)
    ? stewardBlockId
    : createHash('sha256').update(stewardBlockId).digest('base64url');
  return `steward-${id}`;
}

/** An empty VCALENDAR of Steward's (PRODID, VERSION 2.0), to add events to. */
export function stewardCalendar(): ICAL.Component {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', STEWARD_PRODID);
  calendar.updatePropertyWithValue('version', '2.0');
  return calendar;
}

/**
 * A time block's VEVENT with what every calendar needs: UID, DTSTAMP `stamp`, DTSTART and DTEND in UTC (`…Z`, whole
 * seconds), SUMMARY.
 */
export function timeBlockEvent(
  event: Pick<NewCalendarEvent, 'uid' | 'start' | 'end' | 'summary'>,
  stamp: Date,
): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.updatePropertyWithValue('uid', event.uid);
  vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(stamp, true));
  vevent.updatePropertyWithValue('dtstart', ICAL.Time.fromJSDate(event.start, true));
  vevent.updatePropertyWithValue('dtend', ICAL.Time.fromJSDate(event.end, true));
  vevent.updatePropertyWithValue('summary', event.summary);
  return vevent;
}

/** The VCALENDAR text of `event`, stamped at `now`. Times are written in UTC (`…Z`), whole seconds. */
export function timeBlockCalendar(event: NewCalendarEvent, now: Date): string {
  const calendar = stewardCalendar();
  const vevent = timeBlockEvent(event, now);
  if (event.description) vevent.updatePropertyWithValue('description', event.description);
  vevent.updatePropertyWithValue('x-steward-block', event.stewardBlockId);
  calendar.addSubcomponent(vevent);
  return `${calendar.toString()}\r\n`;
}
