/** The week planner tests' read of what the database holds: the user's Steward blocks of the week 2026-03-09. */
import type { Page } from '@playwright/test';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
import { expect } from './fixtures.ts';

/** The user's Steward blocks of the week as the API lists them: title, New York day and time, task, domain. */
export async function weekBlocks(page: Page) {
  const res = await page.request.get(
    '/api/calendar/events?startDate=2026-03-09T04:00:00.000Z&endDate=2026-03-16T04:00:00.000Z',
  );
  expect(res.status()).toBe(200);
  const at = (iso: string) =>
    new Date(iso).toLocaleString('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      hour: 'numeric',
      minute: '2-digit',
    });
  return ((await res.json()) as CalendarEvent[])
    .filter((e) => e.source === 'steward')
    .map((e) => ({ title: e.summary, start: at(e.start), end: at(e.end), task: e.task, domain: e.domain }));
}
