import { expect, expectAxeClean } from './fixtures.ts';
import { GOOGLE_EMAIL, googleTest } from './google-fixtures.ts';

const TIME_ZONE = 'America/New_York';

const test = googleTest(
  TIME_ZONE,
  {
    id: 'lunch',
    summary: 'Lunch with the board chair',
    start: { dateTime: '2026-03-10T14:00:00-04:00', timeZone: TIME_ZONE },
    end: { dateTime: '2026-03-10T15:00:00-04:00', timeZone: TIME_ZONE },
  },
  '200000000001',
);
test.use({ timezoneId: TIME_ZONE });

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
