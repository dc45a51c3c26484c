/**
 * Shared setup of the "Connect Google Calendar" API tests (ADR 028): the Calendar API fake and the OAuth fake on
 * loopback, the app configured for them, and {@link connectGoogle}, which walks better-auth's real link flow the
 * way a browser does (link-social → Google's consent page → Allow → Steward's callback, cookies carried).
 */
import { expect } from 'vitest';
import { GOOGLE_CONNECT_REQUEST } from '../../src/core/calendar/google.ts';
import { type GoogleFake, startGoogleFake } from '../calendar/google-fake.ts';
import { type GoogleOAuthFake, startGoogleOAuthFake } from '../calendar/google-oauth-fake.ts';
import { type Backend, type Client, ORIGIN, startTestApp, type TestApp } from './harness.ts';

/** Steward's OAuth callback for Google, as registered with the fake. */
export const GOOGLE_CALLBACK = `${ORIGIN}/api/auth/callback/google`;

/** The two fakes and the app that uses them. */
export interface GoogleWorld {
  app: TestApp;
  calendar: GoogleFake;
  oauth: GoogleOAuthFake;
  close(): Promise<void>;
}

/** Starts both fakes, then the app on `backend` with GOOGLE_* pointing at them. */
export async function startGoogleWorld(backend: Backend, now?: Date): Promise<GoogleWorld> {
  const calendar = await startGoogleFake();
  const oauth = await startGoogleOAuthFake({ redirectUri: GOOGLE_CALLBACK, calendar });
  const app = await startTestApp(
    backend,
    {
      GOOGLE_CLIENT_ID: oauth.clientId,
      GOOGLE_CLIENT_SECRET: oauth.clientSecret,
      GOOGLE_OAUTH_URL: oauth.url,
      GOOGLE_CALENDAR_ROOT_URL: calendar.rootUrl,
    },
    now,
  );
  return {
    app,
    calendar,
    oauth,
    close: async () => {
      await app.close();
      await oauth.close();
      await calendar.close();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, over the ones in `jar` (expired ones dropped). */
export function mergeCookies(jar: string, response: Response): string {
  const cookies = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    const name = pair.slice(0, pair.indexOf('='));
    if (/max-age=0/i.test(header) || pair.endsWith('=')) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join('; ');
}

/** Google's consent page at `url`, answered: returns where Google sends the browser back (Steward's callback). */
async function consentOnGoogle(world: GoogleWorld, url: string, answer: 'allow' | 'cancel'): Promise<URL> {
  const consentPage = await fetch(url);
  expect(consentPage.status).toBe(200);
  const consent = /name="consent" value="([^"]+)"/.exec(await consentPage.text())?.[1];
  expect(consent, 'the consent page has its form').toBeTruthy();
  const decided = await fetch(new URL('/o/oauth2/v2/auth/consent', world.oauth.url), {
    method: 'POST',
    body: new URLSearchParams({ consent: consent ?? '', answer }),
    redirect: 'manual',
  });
  expect(decided.status).toBe(302);
  const back = new URL(decided.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(GOOGLE_CALLBACK);
  return back;
}

/**
 * Signs in with Google as the fake's current user from scratch (GET /api/login?provider=google, consent,
 * callback): a new Steward user is created on first sign-in. Returns the signed-in client.
 */
export async function signInWithGoogle(world: GoogleWorld): Promise<Client> {
  const login = await world.app.request('GET', '/api/login?provider=google&returnTo=/daily-overview');
  expect(login.status).toBe(302);
  const back = await consentOnGoogle(world, login.headers.get('location') ?? '', 'allow');
  const callback = await world.app.request('GET', `${back.pathname}${back.search}`, {
    cookie: mergeCookies('', login),
  });
  expect(callback.status, await callback.clone().text()).toBe(302);
  expect(callback.headers.get('location')).toBe('/daily-overview');
  const cookie = mergeCookies('', callback);
  const me = await world.app.request('GET', '/api/auth/user', { cookie });
  expect(me.status).toBe(200);
  const { id } = (await me.json()) as { id: string };
  return {
    userId: id,
    cookie,
    request: (method, path, options = {}) => world.app.request(method, path, { ...options, cookie }),
  };
}

/** What {@link connectGoogle} saw on the way. */
export interface ConnectResult {
  /** Google's authorization URL that link-social answered. */
  authorizationUrl: URL;
  /** Where Steward's callback sent the browser (a path). */
  location: string;
}

/**
 * Connects Google Calendar for `client` through better-auth's link flow: POST /api/auth/link-social with the
 * body the web sends, the fake's consent page (answer 'allow' or 'cancel'), then Steward's callback with the
 * cookies link-social set. Asserts each hop answered as a browser would need.
 */
export async function connectGoogle(
  world: GoogleWorld,
  client: Client,
  answer: 'allow' | 'cancel' = 'allow',
  body: object = GOOGLE_CONNECT_REQUEST,
): Promise<ConnectResult> {
  const link = await client.request('POST', '/api/auth/link-social', { body });
  expect(link.status, await link.clone().text()).toBe(200);
  const { url } = (await link.json()) as { url: string };
  const cookie = mergeCookies(client.cookie, link);

  const back = await consentOnGoogle(world, url, answer);
  const callback = await world.app.request('GET', `${back.pathname}${back.search}`, { cookie });
  expect(callback.status, await callback.clone().text()).toBe(302);
  return { authorizationUrl: new URL(url), location: callback.headers.get('location') ?? '' };
}
