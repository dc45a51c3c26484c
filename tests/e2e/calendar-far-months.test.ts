/**
 * Calendar at a Glance far from today in Chromium (ADR 041): a brand-new user signs up in the UI, subscribes to an
 * ICS feed in Settings → Calendars, and moves month by month, by keyboard, to a month the mirror does not hold:
 * 'Loading events...' while Steward reads the feed for it, then the event in its day; a feed that fails for a far
 * month shows its connection-error card; at 390 px too.
 *
 * Both clocks read Tuesday 2026-03-10, 9:00 AM in New York: the mirror holds 8 February to 7 July 2026.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from '@playwright/test';
import { startHttpServer } from '../calendar/loopback.ts';
import { test as base, expect, expectDocumentFits, NOW, newUser, signUpInBrowser } from './fixtures.ts';

/** An offsite in September 2026 and a review in March 2029, both outside the mirror window. */
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Steward//Tests//EN',
  'X-WR-CALNAME:Offsites',
  'BEGIN:VEVENT',
  'UID:offsite@example.com',
  'SUMMARY:Leadership offsite',
  'DTSTART;TZID=America/New_York:20260915T090000',
  'DTEND;TZID=America/New_York:20260915T170000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:review@example.com',
  'SUMMARY:Three-year review',
  'DTSTART;TZID=America/New_York:20290312T100000',
  'DTEND;TZID=America/New_York:20290312T110000',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

interface Feed {
  url: string;
  body: string;
  /** Holds the feed's answers until the returned function is called. */
  hold(): () => void;
}

const test = base.extend<{ feed: Feed }>({
  now: [NOW as string | undefined, { scope: 'worker' }],
  timezoneId: 'America/New_York',
  feed: async ({ page: _ }, use) => {
    let held: (() => void)[] | null = null;
    const feed = {
      url: '',
      body: FEED,
      hold() {
        held = [];
        return () => {
          const waiting = held ?? [];
          held = null;
          for (const answer of waiting) answer();
        };
      },
    };
    const server = await startHttpServer({
      '/offsites.ics': (_request: IncomingMessage, response: ServerResponse) => {
        const answer = () =>
          response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(feed.body);
        if (held) held.push(answer);
        else answer();
      },
    });
    feed.url = `${server.origin}/offsites.ics`;
    await use(feed);
    await server.close();
  },
});

const period = (page: Page) => page.getByRole('main').locator('header p').first();

/** Signs a new user up in the UI and subscribes to the feed in Settings → Calendars, by keyboard. */
async function subscribe(page: Page, feed: Feed): Promise<void> {
  await signUpInBrowser(page, newUser('Far Planner'));
  await page.goto('/settings/calendars');
  const form = page.getByRole('form', { name: 'Subscribe to an ICS feed' });
  await form.getByLabel('Feed URL').fill(feed.url);
  await form.getByLabel('Feed URL').press('Enter');
  await expect(page.getByRole('region', { name: 'Offsites' })).toBeVisible();
}

/** Presses the month navigation's `button` by keyboard `times` times, each time checking the label moved. */
async function step(page: Page, button: 'Next month' | 'Previous month', times: number): Promise<void> {
  for (let n = 0; n < times; n++) {
    const before = await period(page).textContent();
    await page.getByRole('button', { name: button }).press('Enter');
    await expect(period(page)).not.toHaveText(before ?? '');
  }
}

test('moves to a month the mirror does not hold and sees its event after "Loading events..."', async ({
  page,
  feed,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await subscribe(page, feed);
  await page.goto('/calendar');
  await expect(period(page)).toHaveText('March 2026');

  await step(page, 'Next month', 5);
  await expect(period(page)).toHaveText('August 2026');
  const release = feed.hold();
  await step(page, 'Next month', 1);
  await expect(period(page)).toHaveText('September 2026');
  await expect(page.getByRole('status').filter({ hasText: 'Loading events...' })).toBeVisible();
  release();
  const offsite = page.getByRole('button', { name: /^Tuesday, September 15, 2026, 1 event$/ });
  await expect(offsite.getByText('Leadership offsite')).toBeVisible();
  await expect(page.getByText('Loading events...')).toHaveCount(0);
  await offsite.press('Enter');
  const items = page.getByRole('list', { name: 'Events on September 15, 2026' }).getByRole('listitem');
  await expect(items.getByText('9:00 AM - 5:00 PM', { exact: true })).toBeVisible();

  // Three years on, and back to today.
  await step(page, 'Next month', 30);
  await expect(period(page)).toHaveText('March 2029');
  await expect(page.getByRole('button', { name: /^Monday, March 12, 2029, 1 event$/ })).toContainText(
    'Three-year review',
  );
  await page.getByRole('button', { name: 'Today' }).press('Enter');
  await expect(period(page)).toHaveText('March 2026');
});

test('at 390 px, a feed that fails for a far month shows its connection-error card', async ({
  page,
  feed,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await subscribe(page, feed);
  feed.body = '<html><body>Down for maintenance</body></html>';
  await page.goto('/calendar');
  await step(page, 'Previous month', 3);
  await expect(period(page)).toHaveText('December 2025');
  const card = page.getByRole('alert').filter({ hasText: 'Offsites Connection Error' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\S+/);
  await expectDocumentFits(page, 'the calendar with its error card at 390 px');
  await step(page, 'Next month', 3);
  await expect(period(page)).toHaveText('March 2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Offsites Connection Error' })).toHaveCount(0);
});
