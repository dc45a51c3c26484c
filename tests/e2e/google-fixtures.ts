/**
 * Worker fixtures for the Google Calendar files: the loopback fakes of Google's Calendar API and OAuth server,
 * started before Steward (Google's redirect URI names Steward's port), with one primary calendar holding `event`,
 * and the server env that points Steward at them.
 */
import { type FakeEvent, type GoogleFake, startGoogleFake } from '../calendar/google-fake.ts';
import { type GoogleOAuthFake, startGoogleOAuthFake } from '../calendar/google-oauth-fake.ts';
import { test as base, NOW } from './fixtures.ts';

export const GOOGLE_EMAIL = 'ada@gmail.test';

/** The loopback fakes of Google's Calendar API and OAuth server. */
export interface Google {
  calendar: GoogleFake;
  oauth: GoogleOAuthFake;
}

/** `test` with the fakes; the Google account's primary calendar is in `timeZone` and holds `event`; `sub` is its id. */
export function googleTest(timeZone: string, event: FakeEvent, sub: string) {
  return base.extend<object, { google: Google }>({
    now: [NOW as string | undefined, { scope: 'worker' }],
    google: [
      async ({ serverPort }, use) => {
        const calendar = await startGoogleFake();
        calendar.addCalendar({
          id: GOOGLE_EMAIL,
          summary: GOOGLE_EMAIL,
          timeZone,
          accessRole: 'owner',
          primary: true,
        });
        calendar.putEvent(GOOGLE_EMAIL, event);
        const redirectUri = `http://localhost:${serverPort}/api/auth/callback/google`;
        const oauth = await startGoogleOAuthFake({ redirectUri, calendar });
        oauth.user = { sub, email: GOOGLE_EMAIL, name: 'Ada' };
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
}
