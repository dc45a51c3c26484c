import { type GoogleFake, startGoogleFake } from '../calendar/google-fake.ts';
import { type GoogleOAuthFake, startGoogleOAuthFake } from '../calendar/google-oauth-fake.ts';
import { test as base, expect, expectAxeClean, NOW } from './fixtures.ts';

const TIME_ZONE = 'America/New_York';
const GOOGLE_EMAIL = 'ada@gmail.test';

/** The loopback fakes of Google's Calendar API and OAuth server. */
interface Google {
  calendar: GoogleFake;
  oauth: GoogleOAuthFake;
}

const test = base.extend<object, { google: Google }>({
  timezoneId: TIME_ZONE,
  now: [NOW as string | undefined, { scope: 'worker' }],
  // Google's redirect URI must be known before Steward starts.
  google: [
    async ({ serverPort }, use) => {
      const calendar = await startGoogleFake();
      calendar.addCalendar({
        id: GOOGLE_EMAIL,
        summary: GOOGLE_EMAIL,
        timeZone: TIME_ZONE,
        accessRole: 'owner',
        primary: true,
      });
      calendar.putEvent(GOOGLE_EMAIL, {
        id: 'lunch',
        summary: 'Lunch with the board chair',
        start: { dateTime: '2026-03-10T14:00:00-04:00', timeZone: TIME_ZONE },
        end: { dateTime: '2026-03-10T15:00:00-04:00', timeZone: TIME_ZONE },
      });
      const redirectUri = `http://localhost:${serverPort}/api/auth/callback/google`;
      const oauth = await startGoogleOAuthFake({ redirectUri, calendar });
      oauth.user = { sub: '200000000001', email: GOOGLE_EMAIL, name: 'Ada' };
      await use({ calendar, oauth });
      await oauth.close();
      await calendar.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ google: { calendar, oauth } }, use) =>
      use({
        GOOGLE_CLIENT_ID: oauth.clientId,
        GOOGLE_CLIENT_SECRET: oauth.clientSecret,
        GOOGLE_OAUTH_URL: oauth.url,
        GOOGLE_CALENDAR_ROOT_URL: calendar.rootUrl,
      }),
    { scope: 'worker' },
  ],
});

test('cancels once (told so), then connects and shows the Google events on the overview', async ({
  page,
  api,
  user: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/settings/calendars');
  await expect(page.getByText('No calendars connected yet')).toBeVisible();
  await expect(page.getByText('Google Calendar', { exact: true }).first()).toBeVisible();
  const connect = page.getByRole('button', { name: 'Connect Google Calendar' });

  // Cancel on Google's page: back in Steward, the reason shows until dismissed.
  await connect.click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByText('https://www.googleapis.com/auth/calendar.events')).toHaveCount(1);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/settings\/calendars\?error=access_denied$/);
  const notConnected = page.getByRole('alert').filter({ hasText: 'Google Calendar was not connected' });
  await expect(
    notConnected.getByText('access was not allowed on Google’s page', { exact: false }),
  ).toBeVisible();
  await expectAxeClean(page);
  await notConnected.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notConnected).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');

  // Allow: the Google source and its calendar are listed.
  await connect.click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/\/settings\/calendars$/);
  const source = page.getByRole('region', { name: 'Google Calendar' });
  await expect(source.getByRole('group', { name: GOOGLE_EMAIL })).toBeVisible();
  await expect(source.getByText('Up to date')).toBeVisible();
  await expect(page.getByText('No calendars connected yet')).toHaveCount(0);
  await expectAxeClean(page);

  // The overview shows the Google event (a plan for today first).
  await api.post('/api/daily-plans', {
    date: '2026-03-10',
    morningRitualCompleted: false,
    bigThree: ['Prepare the board pack', 'Call the bank', 'Review the budget'],
    bigThreeCompleted: [false, false, false],
    otherTasks: [],
    otherTasksCompleted: [],
    winningDefinition: '',
    distractions: [],
  });
  await page.goto('/daily-overview');
  const timeline = page.getByRole('list', { name: 'Timeline, 6 AM to 9 PM' });
  const twoPm = timeline.getByRole('listitem').filter({ hasText: /^2 PM/ });
  await expect(twoPm.getByText('Lunch with the board chair')).toBeVisible();
  await expect(twoPm).toContainText(`2:00 PM - 3:00 PM · ${GOOGLE_EMAIL}`);
});
