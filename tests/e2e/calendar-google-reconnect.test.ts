/**
 * A Google source's life after "Connect Google Calendar" in Chromium (ADR 028; the connect step itself
 * is calendar-google.test.ts): after Google revoked the grant, Refresh now shows "Reconnect needed" (no error
 * page), Reconnect goes through Google's consent page again and the same source syncs new events, and
 * Disconnect removes it and asks Google to revoke the grant. Against the loopback OAuth and Calendar API fakes;
 * the server's clock reads Tuesday 2026-03-10 9:00 AM in New York.
 */
import type { Page } from '@playwright/test';
import type { GoogleOAuthFake } from '../calendar/google-oauth-fake.ts';
import { expect } from './fixtures.ts';
import { GOOGLE_EMAIL, googleTest } from './google-fixtures.ts';

const test = googleTest(
  'America/New_York',
  {
    id: 'boardmeeting',
    summary: 'Board meeting',
    start: { dateTime: '2026-03-10T11:00:00-04:00' },
    end: { dateTime: '2026-03-10T12:00:00-04:00' },
  },
  '300000000001',
);

/** On Google's (the fake's) consent page: Allow; then back on Settings → Calendars. */
async function allowOnGoogle(page: Page, oauth: GoogleOAuthFake) {
  await page.waitForURL(`${oauth.url}o/oauth2/v2/auth**`);
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL('/settings/calendars');
}

/** Summaries of the events of Tuesday 10 March in New York, from the API (the page's own cookie). */
async function tuesday(page: Page) {
  const events = await page.request.get(
    '/api/calendar/events?startDate=2026-03-10T04:00:00.000Z&endDate=2026-03-11T04:00:00.000Z',
  );
  expect(events.status()).toBe(200);
  return ((await events.json()) as { summary: string }[]).map((event) => event.summary);
}

test('a revoked grant asks to reconnect; reconnecting syncs the same source; disconnecting revokes', async ({
  page,
  google: { calendar, oauth },
  user: _,
}) => {
  await page.goto('/settings/calendars');
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await allowOnGoogle(page, oauth);
  expect(oauth.authorizations.at(-1)?.get('code_challenge_method')).toBe('S256');

  const source = page.getByRole('region', { name: 'Google Calendar' });
  await expect(
    source.getByRole('list', { name: 'Calendars of Google Calendar' }).getByText('ada@gmail.test'),
  ).toBeVisible();
  expect(await tuesday(page)).toEqual(['Board meeting']);

  // Google forgets Steward (the user removed its access there): the next refresh asks to reconnect.
  oauth.revokeUser('300000000001');
  await page.goto('/settings/calendars');
  await source.getByRole('button', { name: 'Refresh now' }).click();
  await expect(source.getByText('Connect it again on Google’s page to see fresh events.')).toBeVisible();
  calendar.putEvent(GOOGLE_EMAIL, {
    id: 'lunchwithsam',
    summary: 'Lunch with Sam',
    start: { dateTime: '2026-03-10T12:30:00-04:00' },
    end: { dateTime: '2026-03-10T13:30:00-04:00' },
  });
  await source.getByRole('button', { name: 'Reconnect', exact: true }).click();
  await allowOnGoogle(page, oauth);
  await expect(source.getByText('Up to date')).toBeVisible();
  await expect.poll(() => tuesday(page), { timeout: 20_000 }).toEqual(['Board meeting', 'Lunch with Sam']);

  await source.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Google Calendar?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(source).toHaveCount(0);
  // Steward asked Google to revoke the grant (best effort, 5 s: on a loaded machine the fake may log it late).
  await expect
    .poll(() => oauth.requests.filter((request) => request.path === '/revoke'), { timeout: 20_000 })
    .toEqual([{ path: '/revoke', grantType: null, status: 200 }]);
});
