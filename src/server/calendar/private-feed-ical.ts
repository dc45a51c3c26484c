/**
 * The iCalendar text of a user's private calendar feed (ADR 050): Steward's time blocks as RFC 5545 VEVENTs, each
 * with the block's stable UID (the one Steward also writes into CalDAV and Google, caldav-ical.ts), DTSTAMP the
 * block's last change, DTSTART/DTEND in UTC, SUMMARY, and CATEGORIES the life domain's name when it has one. The
 * same blocks give the same text, so the feed's ETag changes only when a block does. Serialised by ical.js.
 */
import { LIFE_DOMAINS, type LifeDomainId } from '../../core/ideal-week.ts';
import { stewardCalendar, timeBlockEvent, timeBlockUid } from './caldav-ical.ts';

/** The calendar's name a calendar app shows for the subscription (RFC 7986 NAME and the common X-WR-CALNAME). */
export const PRIVATE_FEED_NAME = 'Steward time blocks';

/** A time block as the feed serves it: UTC instants, half-open [startAt, endAt). */
export interface FeedBlock {
  id: string;
  title: string;
  startAt: Date;
  endAt: Date;
  domain: LifeDomainId | null;
  updatedAt: Date;
}

const domainLabels = new Map<string, string>(LIFE_DOMAINS.map(({ id, label }) => [id, label]));

/** The VCALENDAR text (CRLF lines) of `blocks`, in the order given. */
export function privateFeedCalendar(blocks: FeedBlock[]): string {
  const calendar = stewardCalendar();
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('name', PRIVATE_FEED_NAME);
  calendar.updatePropertyWithValue('x-wr-calname', PRIVATE_FEED_NAME);
  for (const block of blocks) {
    const vevent = timeBlockEvent(
      { uid: timeBlockUid(block.id), start: block.startAt, end: block.endAt, summary: block.title },
      block.updatedAt,
    );
    const domain = block.domain === null ? undefined : domainLabels.get(block.domain);
    if (domain) vevent.updatePropertyWithValue('categories', domain);
    calendar.addSubcomponent(vevent);
  }
  return `${calendar.toString()}\r\n`;
}
