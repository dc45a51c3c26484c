/**
 * Shared pieces of the Settings → Calendars e2e suite (calendar-settings.test.ts): the pinned clock and zone,
 * iCalendar objects for Radicale, reading Radicale's objects over HTTP, a field's accessible description and the
 * axe check.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { davFetch, getObject, type RadicaleServer } from '../calendar/radicale.ts';
import { seriousViolations } from './harness.ts';

export const NOW = '2026-03-10T13:00:00.000Z'; // Tuesday 9:00 AM in New York (EDT)
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

/** Fails the test with axe's serious findings on the page, if any. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), where).toEqual([]);
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
