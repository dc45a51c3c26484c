/**
 * The Google provider's paged reads (ADR 021): `events.list` pages until the end, the page cap or enough
 * instances, each item mapped (google-mapping.ts); and `calendarList.list`, the primary calendar first.
 */
import type { calendar_v3 } from '@googleapis/calendar';
import { MAX_SUMMARY_LENGTH } from './expand.ts';
import type { GoogleLimits, RemovedInstance } from './google.ts';
import { type GoogleCall, isObject } from './google-call.ts';
import { cleanLine, mapGoogleEvent, nearestEventColorId } from './google-mapping.ts';
import type { CalendarInstance, ProviderCalendar } from './provider.ts';

/** The reads of one provider, through its call function and within its limits. */
export function createGoogleListing(call: GoogleCall, limits: GoogleLimits) {
  /** Reads pages of events.list until the end, the page cap or `enough()`; maps each item. */
  const listPages = async (
    calendarId: string,
    params: calendar_v3.Params$Resource$Events$List,
    timeZone: string,
    signal: AbortSignal | undefined,
    enough: (kept: number) => boolean,
    fullSync = false,
  ) => {
    const instances: CalendarInstance[] = [];
    const removed: RemovedInstance[] = [];
    let skipped = 0;
    let truncated = false;
    let nextSyncToken: string | undefined;
    let pageToken: string | undefined;
    for (let page = 0; ; page++) {
      if (page >= limits.maxPages) {
        truncated = true;
        break;
      }
      const data = await call<calendar_v3.Schema$Events>(
        (api, options) =>
          api.events.list(
            { ...params, calendarId, maxResults: limits.pageSize, ...(pageToken ? { pageToken } : {}) },
            options,
          ),
        { signal, fullSync },
      );
      for (const item of Array.isArray(data.items) ? data.items : []) {
        if (!isObject(item)) {
          skipped++;
          continue;
        }
        const mapped = mapGoogleEvent(item, calendarId, timeZone);
        if (mapped.kind === 'instance') instances.push(mapped.instance);
        else if (mapped.kind === 'removed') removed.push(mapped.removed);
        else skipped++;
      }
      pageToken = data.nextPageToken ?? undefined;
      if (!pageToken) {
        nextSyncToken = data.nextSyncToken ?? undefined;
        break;
      }
      if (enough(instances.length)) {
        truncated = true;
        break;
      }
    }
    return { instances, removed, skipped, truncated, nextSyncToken };
  };

  /** The user's calendars (deleted ones left out), the primary one first. */
  const listCalendars = async (signal?: AbortSignal): Promise<ProviderCalendar[]> => {
    const calendars: ProviderCalendar[] = [];
    let primary: ProviderCalendar | undefined;
    let pageToken: string | undefined;
    for (let page = 0; page < limits.maxPages; page++) {
      const data = await call<calendar_v3.Schema$CalendarList>(
        (api, options) =>
          api.calendarList.list({ maxResults: 250, ...(pageToken ? { pageToken } : {}) }, options),
        { signal },
      );
      for (const entry of Array.isArray(data.items) ? data.items : []) {
        if (!isObject(entry) || typeof entry.id !== 'string' || entry.id === '' || entry.deleted) continue;
        const name =
          cleanLine(entry.summaryOverride, MAX_SUMMARY_LENGTH) ||
          cleanLine(entry.summary, MAX_SUMMARY_LENGTH) ||
          cleanLine(entry.id, MAX_SUMMARY_LENGTH);
        const colorId = nearestEventColorId(
          typeof entry.backgroundColor === 'string' ? entry.backgroundColor : undefined,
        );
        const calendar: ProviderCalendar = {
          id: entry.id,
          name,
          ...(colorId ? { colorId } : {}),
          writable: entry.accessRole === 'owner' || entry.accessRole === 'writer',
        };
        if (entry.primary && !primary) primary = calendar;
        else calendars.push(calendar);
      }
      pageToken = data.nextPageToken ?? undefined;
      if (!pageToken) break;
    }
    return primary ? [primary, ...calendars] : calendars;
  };

  return { listPages, listCalendars };
}
