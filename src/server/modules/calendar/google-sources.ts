/**
 * Google calendar sources (ADR 028). A Google source is a row of
 * `calendar_sources` with `kind 'google'` and `account_id` naming the user's better-auth Google account, whose
 * tokens stay in `accounts` (encrypted by better-auth). It is created when that account holds the calendar
 * scopes (after "Connect Google Calendar", better-auth's link flow), synced like every other source through
 * the Google provider (ADR 021) with tokens from better-auth, and disconnected here.
 */
import { and, eq, ne } from 'drizzle-orm';
import { hasGoogleCalendarScopes } from '../../../core/calendar/google.ts';
import { createGoogleProvider, GOOGLE_RECONNECT_MESSAGE } from '../../calendar/google.ts';
import { CalendarError, type CalendarProvider } from '../../calendar/provider.ts';
import { calendarSources } from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import {
  GOOGLE_PROVIDER_ID,
  GOOGLE_SIGN_IN_SCOPES,
  GoogleTokenError,
  googleAccessToken,
  type TokenApi,
} from '../../google-oauth.ts';
import { deleteSource, type SourceRow } from './sources-repo.ts';

/** The name of a new Google source (its calendars carry the account's address: the primary one is named so). */
export const GOOGLE_SOURCE_NAME = 'Google Calendar';

/** How long disconnecting waits for Google's revoke endpoint, in ms. */
export const REVOKE_TIMEOUT_MS = 5_000;

/** What Google sources need when Google is configured (GOOGLE_CLIENT_ID). */
export interface GoogleSettings {
  /** better-auth's token endpoints, called on the server (`auth.api`). */
  api: TokenApi;
  /** Calendar API root: GOOGLE_CALENDAR_ROOT_URL in tests, else Google's (ADR 021). */
  rootUrl?: string;
  /** Google's token revocation endpoint. */
  revokeUrl: string;
}

/** Said on a Google source when the server has no Google client configured (any more). */
export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google Calendar is not set up on this Steward server.';

/**
 * The Google provider of a stored Google source. Its access token comes from better-auth (refreshed there;
 * google-oauth.ts keeps the token endpoint's cause): `invalid_grant` or a missing account or refresh token is
 * `auth-expired` (the sync sets the source to 'reconnect'), another token failure `unreachable`.
 * @throws CalendarError `unreachable` when Google is not configured, `auth-expired` when the row has no account.
 */
export function googleProviderOf(row: SourceRow, google: GoogleSettings | null): CalendarProvider {
  if (!google)
    throw new CalendarError('unreachable', 'GOOGLE_CLIENT_ID is not set', {
      userMessage: GOOGLE_NOT_CONFIGURED_MESSAGE,
    });
  const accountId = row.accountId;
  if (!accountId)
    throw new CalendarError('auth-expired', 'A Google source without an account', {
      userMessage: GOOGLE_RECONNECT_MESSAGE,
    });
  return createGoogleProvider({
    ...(google.rootUrl ? { rootUrl: google.rootUrl } : {}),
    timeZone: 'UTC', // only syncChanges reads it; range listings take the user's zone per call
    getAccessToken: async ({ forceRefresh }) => {
      try {
        return await googleAccessToken(google.api, row.userId, accountId, forceRefresh);
      } catch (error) {
        if (error instanceof GoogleTokenError && error.noGrant)
          throw new CalendarError('auth-expired', error.message, {
            cause: error,
            userMessage: GOOGLE_RECONNECT_MESSAGE,
          });
        throw error; // the provider reads invalid_grant in its cause chain; anything else is unreachable
      }
    },
  });
}

/** The part of an `accounts` row that decides whether it is a connected Google Calendar. */
export interface AccountChange {
  id: string;
  userId: string;
  providerId: string;
  scope?: string | null | undefined;
}

/**
 * Called by better-auth after an account row is created or updated (a link, a sign-in, a token refresh): a
 * Google account holding the calendar scopes gets its source if it has none, and a source waiting to be
 * reconnected is tried again at the next view (new tokens came in). Anything else is left alone.
 */
export async function googleAccountChanged(db: Db, account: AccountChange): Promise<void> {
  if (account.providerId !== GOOGLE_PROVIDER_ID || !hasGoogleCalendarScopes(account.scope)) return;
  await db
    .insert(calendarSources)
    .values({
      userId: account.userId,
      kind: 'google',
      name: GOOGLE_SOURCE_NAME,
      url: null,
      credentials: null,
      accountId: account.id,
    })
    .onConflictDoUpdate({
      target: calendarSources.accountId,
      set: { status: 'ok', error: null, checkedAt: null },
      setWhere: and(eq(calendarSources.userId, account.userId), eq(calendarSources.status, 'reconnect')),
    });
}

/**
 * Asks Google to revoke the grant behind `token` (all its tokens). Best effort: a failure (unreachable, or an answer
 * other than 200) goes to `logError` when given, and the caller removes the stored tokens all the same.
 */
async function revokeAtGoogle(
  revokeUrl: string,
  token: string,
  logError?: (error: unknown) => void,
): Promise<void> {
  try {
    const res = await fetch(revokeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
    if (!res.ok) logError?.(new Error(`Google token revocation answered ${res.status}`));
  } catch (error) {
    // Unreachable: the stored tokens are removed all the same; the user can revoke at Google.
    logError?.(error);
  }
}

/**
 * Revokes at Google every grant of the user's linked Google accounts (ADR 049: an account being deleted), best
 * effort: a revocation that fails, or a token that cannot be had from a grant, is logged, and deletion goes on.
 */
export async function revokeGoogleGrants(
  db: Db,
  google: GoogleSettings | null,
  userId: string,
  logError: (error: unknown) => void,
): Promise<void> {
  if (!google) return;
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, GOOGLE_PROVIDER_ID)));
  for (const row of rows) {
    const token = await googleAccessToken(google.api, userId, row.id, false).catch((error: unknown) => {
      // An account without tokens (sign-in only, or disconnected) holds no grant to revoke.
      if (!(error instanceof GoogleTokenError && error.noGrant)) logError(error);
      return null;
    });
    if (token) await revokeAtGoogle(google.revokeUrl, token, logError);
  }
}

/**
 * Disconnects the user's Google source: Google is asked to revoke the grant, then the source, its calendars and
 * its mirror are removed with the credentials. The Google account row is deleted (unlinked) when the user has
 * another way to sign in (a password or another provider); when it is their only one it stays, without tokens
 * and with the sign-in scopes only, so "Sign in with Google" keeps working (ADR 028).
 */
export async function disconnectGoogleSource(
  db: Db,
  google: GoogleSettings | null,
  userId: string,
  row: SourceRow,
): Promise<void> {
  const accountId = row.accountId;
  if (accountId && google) {
    const token = await googleAccessToken(google.api, userId, accountId, false).catch(() => null);
    if (token) await revokeAtGoogle(google.revokeUrl, token);
  }
  await db.transaction(async (tx) => {
    if (accountId) {
      const mine = and(eq(accounts.userId, userId), eq(accounts.id, accountId));
      const others = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), ne(accounts.id, accountId)))
        .limit(1);
      if (others.length > 0) await tx.delete(accounts).where(mine);
      else
        await tx
          .update(accounts)
          .set({
            accessToken: null,
            refreshToken: null,
            idToken: null,
            accessTokenExpiresAt: null,
            refreshTokenExpiresAt: null,
            scope: GOOGLE_SIGN_IN_SCOPES.join(','),
          })
          .where(mine);
    }
    await deleteSource(tx, userId, row.id);
  });
}
