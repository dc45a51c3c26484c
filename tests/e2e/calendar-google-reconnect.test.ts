/**
 * A Google source's life after "Connect Google Calendar" in Chromium (issue 12; ADR 028; the connect step itself
 * is calendar-google.test.ts): after Google revoked the grant, Refresh now shows "Reconnect needed" (no error
 * page), Reconnect goes through Google's consent page again and the same source syncs new events, and
 * Disconnect removes it and asks Google to revoke the grant. Against the loopback OAuth and Calendar API fakes;
 * the server's clock reads Tuesday 2026-03-10 9:00 AM in New York.
 */
import type { Locator, Page } from '@playwright/test';
import { type GoogleFake, startGoogleFake } from '../calendar/google-fake.ts';
import { type GoogleOAuthFake, startGoogleOAuthFake } from '../calendar/google-oauth-fake.ts';
import { freePort } from '../server-child.ts';
import { closeWithEscape, expect, expectAxeClean, expectDocumentFits, expectToast, NOW, test } from './fixtures.ts';

const NOW = '2026-03-10T13:00:00.000Z';

describe('Reconnect and disconnect Google Calendar', () => {
  let calendar: GoogleFake;
  let oauth: GoogleOAuthFake;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    calendar = await startGoogleFake();
    calendar.addCalendar({
      id: 'ada@gmail.test',
      summary: 'ada@gmail.test',
      timeZone: 'America/New_York',
      accessRole: 'owner',
      primary: true,
    });
    calendar.putEvent('ada@gmail.test', {
      id: 'boardmeeting',
      summary: 'Board meeting',
      start: { dateTime: '2026-03-10T11:00:00-04:00' },
      end: { dateTime: '2026-03-10T12:00:00-04:00' },
    });
    // Google's redirect URI must be known before Steward starts, so Steward's port is chosen up front.
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    oauth = await startGoogleOAuthFake({ redirectUri: `${baseUrl}/api/auth/callback/google`, calendar });
    oauth.user = { sub: '300000000001', email: 'ada@gmail.test', name: 'Ada' };
    server = await startServer({
      PORT: String(port),
      BASE_URL: baseUrl,
      TEST_NOW: NOW,
      GOOGLE_CLIENT_ID: oauth.clientId,
      GOOGLE_CLIENT_SECRET: oauth.clientSecret,
      GOOGLE_OAUTH_URL: oauth.url,
      GOOGLE_CALENDAR_ROOT_URL: calendar.rootUrl,
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await oauth?.close();
    await calendar?.close();
  });

  /** On Google's (the fake's) consent page: Allow; then back on Settings → Calendars. */
  async function allowOnGoogle(page: Page) {
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

  test('a revoked grant asks to reconnect; reconnecting syncs the same source; disconnecting revokes', async ({ page, baseURL, user: _ }) => {
    const { context, errors } = await newContext(browser, server.url);
    const page = await context.newPage();
    await signUpViaApi(page, server.url, 'Ada', 'America/New_York');

    await page.goto('/settings/calendars');
    await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
    await allowOnGoogle(page);
    expect(oauth.authorizations.at(-1)?.get('code_challenge_method')).toBe('S256');

    const source = page.getByRole('region', { name: 'Google Calendar' });
    await expect(source
      .getByRole('list', { name: 'Calendars of Google Calendar' })
      .getByText('ada@gmail.test')
      ).toBeVisible();
    expect(await tuesday(page)).toEqual(['Board meeting']);

    // Google forgets Steward (the user removed its access there): the next refresh asks to reconnect.
    oauth.revokeUser('300000000001');
    await page.goto('/settings/calendars');
    await source.getByRole('button', { name: 'Refresh now' }).click();
    await expect(source.getByText('Connect it again on Google’s page to see fresh events.')).toBeVisible();
    calendar.putEvent('ada@gmail.test', {
      id: 'lunchwithsam',
      summary: 'Lunch with Sam',
      start: { dateTime: '2026-03-10T12:30:00-04:00' },
      end: { dateTime: '2026-03-10T13:30:00-04:00' },
    });
    await source.getByRole('button', { name: 'Reconnect', exact: true }).click();
    await allowOnGoogle(page);
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
});
