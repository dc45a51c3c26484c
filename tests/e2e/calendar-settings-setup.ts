/**
 * Shared pieces of the Settings → Calendars tests (calendar-settings.test.ts): iCalendar objects for Radicale and
 * its seeding, reading Radicale's objects over HTTP, and a field's accessible description.
 */
import type { Locator, Page } from '@playwright/test';
import { davFetch, getObject, type RadicaleServer, seedCalendar } from '../calendar/radicale.ts';

export const TIME_ZONE = 'America/New_York';
export const BIG_THREE = ['Draft the board memo', 'Call the bank', 'Review the budget'] as const;
/** How long a poll of Radicale or the API may take on a busy machine. */
export const POLL = { timeout: 20_000, interval: 250 };
export const LONG_NAME = `Quarterly-planning-and-board-preparation-${'x'.repeat(90)}`;

/** One VEVENT in New York time on 2026-03-10 (`start`/`end` 'HHMMSS'), or all day with `allDay`. */
export function vevent(
  uid: string,
  summary: string,
  times: { start: string; end: string } | 'all-day',
): string {
  const when =
    times === 'all-day'
      ? 'DTSTART;VALUE=DATE:20260310\r\nDTEND;VALUE=DATE:20260311'
      : `DTSTART;TZID=America/New_York:20260310T${times.start}\r\nDTEND;TZID=America/New_York:20260310T${times.end}`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Steward e2e//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260301T000000Z',
    when,
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Seeds Radicale with the Work (with an all-day offsite), Family and long-named calendars. */
export async function seedRadicale(radicale: RadicaleServer): Promise<void> {
  await seedCalendar(radicale, 'work', {
    displayName: 'Work',
    color: '#039be5',
    objects: {
      standup: vevent('standup@e2e', 'Team standup', { start: '100000', end: '103000' }),
      offsite: vevent('offsite@e2e', 'Company offsite', 'all-day'),
    },
  });
  await seedCalendar(radicale, 'family', {
    displayName: 'Family',
    objects: { dinner: vevent('dinner@e2e', 'Family dinner', { start: '180000', end: '190000' }) },
  });
  await seedCalendar(radicale, 'long', {
    displayName: LONG_NAME,
    objects: { long: vevent('long@e2e', LONG_NAME, { start: '200000', end: '203000' }) },
  });
}

/** The .ics objects of a Radicale calendar (PROPFIND depth 1), with their text. */
export async function objectsIn(radicale: RadicaleServer, path: string): Promise<string[]> {
  const listing = await davFetch(
    radicale,
    path,
    {
      method: 'PROPFIND',
      headers: { Depth: '1', 'Content-Type': 'application/xml' },
      body: '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>',
    },
    [207],
  );
  const hrefs = [...(await listing.text()).matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/g)].map(
    (match) => match[1] as string,
  );
  const texts = await Promise.all(hrefs.map((href) => getObject(radicale, href)));
  return texts.filter((text): text is string => text !== null);
}

/** The accessible description of a field (the texts its aria-describedby names). */
export async function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** What the page sent and heard about calendar settings, in order, while colour changes are held back. */
export interface HeldColours {
  /** 'read' (GET of the sources), 'colour answered', 'other answered' (another PATCH of a calendar). */
  traffic: string[];
  /** Lets the held colour PATCHes go on to the server. */
  release(): void;
}

/**
 * Holds every colour PATCH of a calendar in the browser until `release()`, and logs the sources' reads and the
 * calendar PATCHes' answers: so a test can answer a later change first and see when the list is read again.
 */
export async function holdColourChanges(page: Page): Promise<HeldColours> {
  const traffic: string[] = [];
  const { promise: released, resolve: release } = Promise.withResolvers<void>();
  const isColour = (body: unknown) => typeof body === 'object' && body !== null && 'colorId' in body;
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().endsWith('/api/calendar/sources')) traffic.push('read');
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'PATCH' && request.url().includes('/api/calendar/calendars/'))
      traffic.push(isColour(request.postDataJSON()) ? 'colour answered' : 'other answered');
  });
  await page.route('**/api/calendar/calendars/*', async (route) => {
    if (isColour(route.request().postDataJSON())) await released;
    await route.continue();
  });
  return { traffic, release };
}

/** The accessible name (aria-label, else text) of the focused element. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
