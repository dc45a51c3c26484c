/**
 * Connecting a source (POST /api/calendar/sources; ADR 023) and the HTTP meaning of provider errors:
 * the address is parsed and checked by the SSRF guard, the provider lists the calendars (the proof that the
 * server answers, accepts the credentials and is a calendar), the source is stored with its secrets sealed, and
 * a first sync fills the mirror before the answer.
 */
import { randomUUID } from 'node:crypto';
import { HTTPException } from 'hono/http-exception';
import type { CalendarSource, SourceInput } from '../../../core/calendar/sources.ts';
import type { CredentialBox, SourceCredentials } from '../../calendar/credentials.ts';
import { parseCalendarUrl } from '../../calendar/fetch-guard.ts';
import type { CalendarError } from '../../calendar/provider.ts';
import type { Db } from '../../db/client.ts';
import { pgError, SQLSTATE } from '../../db/errors.ts';
import { badRequest } from '../../http.ts';
import type { GoogleSettings } from './google-sources.ts';
import { type GuardSettings, providerFor } from './providers.ts';
import { getSource, hasFeed, insertSource } from './sources-repo.ts';
import type { CalendarSync } from './sync.ts';

/** Longest the calendar check of a new source may take, in ms (each request has its own 10 s deadline too). */
export const CONNECT_DEADLINE_MS = 30_000;

/** What connecting needs. */
export interface ConnectDeps {
  db: Db;
  box: CredentialBox;
  guard: GuardSettings;
  google: GoogleSettings | null;
  sync: CalendarSync;
}

/** Answer (400 naming `url`) to a feed the user already subscribes to. */
export const DUPLICATE_FEED_MESSAGE = 'You already subscribe to this calendar feed.';

/** `url` without user info (`https://user:pass@host/x` → `https://host/x`), kept as typed otherwise. */
function withoutUserInfo(url: string): string {
  const parsed = new URL(url);
  if (parsed.username === '' && parsed.password === '') return url;
  parsed.username = '';
  parsed.password = '';
  return parsed.href;
}

/**
 * Connects the user's new ICS or CalDAV source and returns it after its first sync (whose failure, if any, is
 * on the returned source's `status`/`error`).
 * @throws CalendarError as the provider's calendar listing does (see {@link connectError} for the answers).
 */
export async function connectSource(
  deps: ConnectDeps,
  userId: string,
  input: SourceInput,
  timeZone: string,
): Promise<CalendarSource> {
  const parsed = parseCalendarUrl(input.url);
  const userInfo = parsed.username !== '' || parsed.password !== '';
  const credentials: SourceCredentials =
    input.kind === 'caldav'
      ? { username: input.username, password: input.password }
      : userInfo
        ? { url: input.url }
        : {};
  // A feed is kept in the URL parser's canonical form (lower-case scheme and host, dotted IPv4, no default
  // port), so one feed is one address however it was typed.
  const url = input.kind === 'ics' ? new URL(withoutUserInfo(input.url)).href : withoutUserInfo(input.url);
  if (input.kind === 'ics' && (await hasFeed(deps.db, userId, url)))
    badRequest('url', DUPLICATE_FEED_MESSAGE);
  const provider = providerFor({ kind: input.kind, url }, credentials, deps.guard);
  const listed = await provider.listCalendars(AbortSignal.timeout(CONNECT_DEADLINE_MS));
  const id = randomUUID();
  const name =
    input.kind === 'ics'
      ? input.name || listed[0]?.name || parsed.url.host
      : `${input.username} on ${parsed.url.host}`;
  try {
    await insertSource(deps.db, userId, {
      id,
      kind: input.kind,
      name,
      url,
      credentials: Object.keys(credentials).length > 0 ? deps.box.seal(credentials, userId, id) : null,
    });
  } catch (error) {
    // The same feed subscribed by a request that raced this one (index calendar_sources_one_ics_url).
    if (pgError(error)?.code === SQLSTATE.uniqueViolation) badRequest('url', DUPLICATE_FEED_MESSAGE);
    throw error;
  }
  await deps.sync.syncSource(userId, id, timeZone, listed);
  const source = await getSource(deps.db, userId, id);
  if (!source) throw new HTTPException(404, { message: 'Calendar source not found' });
  return source;
}

/**
 * The answer to a provider error while connecting: a refused address → 400 naming its field (`url`); the rest
 * → 422 with the provider's sentence, naming `password` when CalDAV credentials were refused and `url` otherwise
 * (the server cannot be reached, is not a calendar, or sent what Steward cannot read).
 */
export function connectError(error: CalendarError, kind: SourceInput['kind']): never {
  if (error.kind === 'refused') badRequest(error.field ?? 'url', error.userMessage);
  const field = error.kind === 'auth-expired' && kind === 'caldav' ? 'password' : 'url';
  throw new HTTPException(422, { message: error.userMessage, cause: { field } });
}
