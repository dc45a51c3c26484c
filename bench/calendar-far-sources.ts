/**
 * The three sources of the far-range benchmark (bench/calendar-far.ts, ADR 041), run by the bench process on
 * loopback, each behind a timing proxy that records how long Steward waited on every request it made:
 *   - ICS: a feed of 2,000 one-off events, 1,000 of them in the far month (the UTC month two years ahead) and
 *     1,000 spread over the three years from today; each user subscribes to its own URL (`?user=N`).
 *   - CalDAV: a real Radicale (tests/calendar/radicale.ts), calendar "Far": 60 one-off objects in the far month
 *     and a weekly series from today for three years. Every user adds the same account.
 *   - Google: the Calendar API contract fake (tests/calendar/google-fake.ts), a primary calendar with 300
 *     one-offs in the far month and a weekly series, reached through better-auth's real link flow against the
 *     OAuth fake (tests/calendar/google-oauth-fake.ts), as tests/api/google-connect-setup.ts does. The server needs
 *     NODE_ENV=test for GOOGLE_OAUTH_URL and GOOGLE_CALENDAR_ROOT_URL (src/server/env.ts), and the OAuth fake
 *     needs Steward's callback URL, so the target listens on a port chosen before it starts.
 */
import { once } from 'node:events';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GOOGLE_CONNECT_REQUEST } from '../src/core/calendar/google.ts';
import { startGoogleFake } from '../tests/calendar/google-fake.ts';
import { type GoogleOAuthFake, startGoogleOAuthFake } from '../tests/calendar/google-oauth-fake.ts';
import { type RadicaleServer, seedCalendar, startRadicale } from '../tests/calendar/radicale.ts';
import { basic, serveFeeds, spreadEvents, vcalendarOf } from './calendar-feeds.ts';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
export const SOURCE_KINDS = ['ics', 'caldav', 'google'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** One request Steward made to a source: when it started and when its answer was sent (performance.now()). */
export interface Span {
  start: number;
  end: number;
}

/** A free 127.0.0.1 port (closed again; the target binds it a moment later). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A reverse proxy on loopback to `upstream` (Host header kept) that records a {@link Span} per request. */
async function timingProxy(upstream: string) {
  const target = new URL(upstream);
  const spans: Span[] = [];
  const server = http.createServer((request, response) => {
    const start = performance.now();
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    response.on('finish', () => spans.push({ start, end: performance.now() }));
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    spans,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A VEVENT every 7 days at 09:00 UTC, one hour, from `from` for three years (RFC 5545 §3.8.5.3). */
function weeklySeries(uid: string, from: Date): string {
  const first = new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS + 9 * 3_600_000);
  return `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:${basic(first)}Z\r\nSUMMARY:Weekly\r\nDTSTART:${basic(first)}Z\r\nDURATION:PT1H\r\nRRULE:FREQ=WEEKLY;UNTIL=${basic(new Date(first.getTime() + 3 * YEAR_MS))}Z\r\nEND:VEVENT`;
}

/** The far benchmark's sources for `month` (the far month), with the timing proxies' spans by source kind. */
export async function startFarSources(month: { start: Date; end: Date }) {
  const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
  const threeYears = { start: today, end: new Date(today.getTime() + 3 * YEAR_MS) };
  const started: { close(): Promise<void> }[] = [];
  try {
    const feeds = await serveFeeds({
      '/far.ics': vcalendarOf('Far feed', [
        ...spreadEvents('far', 1_000, month),
        ...spreadEvents('spread', 1_000, threeYears),
      ]),
    });
    started.push(feeds);

    const radicale: RadicaleServer = await startRadicale('bench', 'bench password');
    started.push({ close: radicale.stop });
    const objects: Record<string, string> = {
      weekly: vcalendarOf('Far', [weeklySeries('weekly@bench', today)]),
    };
    for (const [n, event] of spreadEvents('caldav', 60, month).entries())
      objects[`one-off-${n}`] = vcalendarOf('Far', [event]);
    await seedCalendar(radicale, 'far', { displayName: 'Far', objects });

    const calendar = await startGoogleFake();
    started.push(calendar);
    const primary = 'bench@gmail.test';
    calendar.addCalendar({
      id: primary,
      summary: primary,
      timeZone: 'UTC',
      accessRole: 'owner',
      primary: true,
    });
    const step = Math.floor((month.end.getTime() - month.start.getTime()) / 300);
    for (let n = 0; n < 300; n++) {
      const at = month.start.getTime() + n * step;
      calendar.putEvent(primary, {
        id: `far${n}`,
        summary: `Google ${n}`,
        start: { dateTime: new Date(at).toISOString() },
        end: { dateTime: new Date(at + 30 * 60_000).toISOString() },
      });
    }
    const weeklyStart = today.getTime() + 9 * 3_600_000;
    calendar.putEvent(primary, {
      id: 'weekly',
      summary: 'Weekly',
      start: { dateTime: new Date(weeklyStart).toISOString(), timeZone: 'UTC' },
      end: { dateTime: new Date(weeklyStart + 3_600_000).toISOString(), timeZone: 'UTC' },
      recurrence: [`RRULE:FREQ=WEEKLY;UNTIL=${basic(new Date(weeklyStart + 3 * YEAR_MS))}Z`],
    });

    const proxies = {
      ics: await timingProxy(feeds.origin),
      caldav: await timingProxy(radicale.origin),
      google: await timingProxy(calendar.rootUrl),
    };
    started.push(...Object.values(proxies));
    let nextSub = 300_000_000_000;

    return {
      spans: { ics: proxies.ics.spans, caldav: proxies.caldav.spans, google: proxies.google.spans },
      /** The OAuth fake for a target that will listen on `origin`, and the env that points the target at both fakes. */
      async oauthFor(origin: string) {
        const oauth = await startGoogleOAuthFake({
          redirectUri: `${origin}/api/auth/callback/google`,
          calendar,
        });
        started.push(oauth);
        const env = {
          NODE_ENV: 'test',
          GOOGLE_CLIENT_ID: oauth.clientId,
          GOOGLE_CLIENT_SECRET: oauth.clientSecret,
          GOOGLE_OAUTH_URL: oauth.url,
          GOOGLE_CALENDAR_ROOT_URL: `${proxies.google.origin}/`,
        };
        return { oauth, env };
      },
      /** Gives user `n` (session `cookie` on `origin`) the three sources; every first sync must succeed. */
      async connect(origin: string, cookie: string, n: number, oauth: GoogleOAuthFake) {
        await api(origin, cookie, 'POST', '/api/calendar/sources', 201, {
          kind: 'ics',
          url: `${proxies.ics.origin}/far.ics?user=${n}`,
        });
        await api(origin, cookie, 'POST', '/api/calendar/sources', 201, {
          kind: 'caldav',
          url: proxies.caldav.origin,
          username: radicale.username,
          password: radicale.password,
        });
        const sub = String(nextSub++);
        oauth.user = { sub, email: `bench-${sub}@gmail.test`, name: 'Bench' };
        await connectGoogle(origin, cookie, oauth);
      },
      close: async () => {
        for (const one of started.reverse()) await one.close();
      },
    };
  } catch (error) {
    for (const one of started.reverse()) await one.close().catch(() => {});
    throw error;
  }
}

/** One API request as the user of `cookie`; throws unless the answer has `status`. Returns the JSON body. */
async function api(
  origin: string,
  cookie: string,
  method: string,
  path: string,
  status: number,
  body?: object,
) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { Origin: origin, Cookie: cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  const answer = JSON.parse(text) as unknown;
  const source = answer as { status?: string; error?: string | null };
  if (
    path.startsWith('/api/calendar/sources') &&
    method === 'POST' &&
    (source.status !== 'ok' || source.error)
  )
    throw new Error(`${method} ${path}: the sync failed: ${text}`);
  return answer;
}

/** The `name=value` pairs of `jar` with the response's Set-Cookie headers over them. */
function mergeCookies(jar: string, response: Response): string {
  const cookies = new Map(jar.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    cookies.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...cookies.values()].join('; ');
}

/**
 * "Connect Google Calendar" as a browser does it: POST /api/auth/link-social, the fake's consent page, Allow,
 * Steward's callback with link-social's cookies; then the Google source's first sync (POST …/sync).
 */
async function connectGoogle(origin: string, cookie: string, oauth: GoogleOAuthFake): Promise<void> {
  const link = await fetch(`${origin}/api/auth/link-social`, {
    method: 'POST',
    headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(GOOGLE_CONNECT_REQUEST),
  });
  if (link.status !== 200) throw new Error(`link-social: ${link.status} ${await link.text()}`);
  const { url } = (await link.json()) as { url: string };
  const page = await fetch(url);
  const consent = /name="consent" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!consent) throw new Error(`Google's consent page: ${page.status}, no form`);
  const decided = await fetch(new URL('/o/oauth2/v2/auth/consent', oauth.url), {
    method: 'POST',
    body: new URLSearchParams({ consent, answer: 'allow' }),
    redirect: 'manual',
  });
  const back = decided.headers.get('location') ?? '';
  if (decided.status !== 302 || !back.startsWith(origin))
    throw new Error(`consent: ${decided.status} ${back}`);
  const callback = await fetch(back, { headers: { Cookie: mergeCookies(cookie, link) }, redirect: 'manual' });
  const location = callback.headers.get('location') ?? '';
  if (callback.status !== 302 || location.includes('error'))
    throw new Error(`Google callback: ${callback.status} ${location} ${await callback.text()}`);
  const sources = (await api(origin, cookie, 'GET', '/api/calendar/sources', 200)) as {
    id: string;
    kind: string;
  }[];
  const google = sources.find((source) => source.kind === 'google');
  if (!google) throw new Error(`no Google source after connecting: ${JSON.stringify(sources)}`);
  await api(origin, cookie, 'POST', `/api/calendar/sources/${google.id}/sync`, 200);
}
