/**
 * "Connect Google Calendar" through better-auth's real OAuth flow (ADR 028), against the loopback OAuth fake:
 * an email + password user links Google with PKCE and offline access, the tokens are stored encrypted, the
 * access token is refreshed through better-auth, and a revoked grant surfaces as `invalid_grant`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_CALENDAR_SCOPES } from '../../src/core/calendar/google.ts';
import { isInvalidGrant } from '../../src/server/calendar/google.ts';
import { accounts } from '../../src/server/db/schema.ts';
import { GoogleTokenError, googleAccessToken } from '../../src/server/google-oauth.ts';
import {
  connectGoogle,
  type GoogleWorld,
  signInWithGoogle,
  startGoogleWorld,
} from './google-connect-setup.ts';
import { backends } from './harness.ts';

describe.each(backends)('Connect Google Calendar on %s', (backend) => {
  let world: GoogleWorld;
  beforeAll(async () => {
    world = await startGoogleWorld(backend);
  });
  afterAll(() => world?.close());

  const googleAccount = async (userId: string) => {
    const rows = await world.app.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    return rows.find((row) => row.providerId === 'google');
  };
  const newGoogleUser = (n: number) => ({
    sub: `10800000000${n}`,
    email: `user${n}@gmail.test`,
    name: `G ${n}`,
  });

  it('links Google to an email + password user with PKCE, offline access and the calendar scopes', async () => {
    const ada = await world.app.signUp('Ada');
    world.oauth.user = newGoogleUser(1);
    const { authorizationUrl, location } = await connectGoogle(world, ada);

    expect(location).toBe('/settings/calendars');
    const query = authorizationUrl.searchParams;
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(
      new URL('/o/oauth2/v2/auth', world.oauth.url).toString(),
    );
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('access_type')).toBe('offline');
    expect(query.get('prompt')).toBe('consent');
    expect(query.get('include_granted_scopes')).toBe('true');
    expect(query.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', ...GOOGLE_CALENDAR_SCOPES]),
    );
    expect(world.oauth.requests.at(-1)).toMatchObject({ grantType: 'authorization_code', status: 200 });

    const account = await googleAccount(ada.userId);
    expect(account).toMatchObject({ accountId: '108000000001', providerId: 'google', password: null });
    expect(account?.scope?.split(',')).toEqual(expect.arrayContaining([...GOOGLE_CALENDAR_SCOPES]));
    // Stored encrypted: neither token is in the row as issued, and no id token is kept.
    const issued = await googleAccessToken(world.app.auth.api, ada.userId, account?.id ?? '', false);
    expect(world.oauth.isLive(issued)).toBe(true);
    expect(account?.accessToken).not.toContain(issued);
    expect(account?.accessToken).toMatch(/^[0-9a-f]+$/);
    expect(account?.refreshToken).toMatch(/^[0-9a-f]+$/);
    expect(account?.refreshToken).not.toContain('1//0g');
    expect(account?.idToken).toBeNull();
    // The password account is still there: the user still signs in with email + password.
    const password = await world.app.request('POST', '/api/auth/sign-in/email', {
      body: {
        email: (await (await ada.request('GET', '/api/auth/user')).json()).email,
        password: 'correct horse battery staple',
      },
    });
    expect(password.status).toBe(200);
  });

  it('refreshes through better-auth when Google refuses the token, and says invalid_grant once revoked', async () => {
    const bob = await world.app.signUp('Bob');
    world.oauth.user = newGoogleUser(2);
    await connectGoogle(world, bob);
    const account = await googleAccount(bob.userId);
    const accountId = account?.id ?? '';
    const first = await googleAccessToken(world.app.auth.api, bob.userId, accountId, false);

    world.oauth.expireAccessTokens();
    const before = world.oauth.requests.length;
    const second = await googleAccessToken(world.app.auth.api, bob.userId, accountId, true);
    expect(second).not.toBe(first);
    expect(world.oauth.isLive(second)).toBe(true);
    expect(world.oauth.requests.slice(before)).toEqual([
      { path: '/token', grantType: 'refresh_token', status: 200 },
    ]);
    expect(await googleAccessToken(world.app.auth.api, bob.userId, accountId, false)).toBe(second);

    // An access token past its expiry is refreshed without being asked to.
    await world.app.database.db
      .update(accounts)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(accounts.id, accountId));
    const third = await googleAccessToken(world.app.auth.api, bob.userId, accountId, false);
    expect(third).not.toBe(second);
    expect(world.oauth.requests.at(-1)).toMatchObject({ grantType: 'refresh_token', status: 200 });

    world.oauth.revokeUser('108000000002');
    const failure = await googleAccessToken(world.app.auth.api, bob.userId, accountId, true).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(GoogleTokenError);
    expect(failure).toMatchObject({ code: 'FAILED_TO_REFRESH_ACCESS_TOKEN', noGrant: false });
    expect(isInvalidGrant(failure)).toBe(true);
    expect(world.oauth.requests.at(-1)).toMatchObject({ grantType: 'refresh_token', error: 'invalid_grant' });
  });

  it('keeps a failure of the token endpoint apart from a dead grant', async () => {
    const cy = await world.app.signUp('Cy');
    world.oauth.user = newGoogleUser(3);
    await connectGoogle(world, cy);
    const account = await googleAccount(cy.userId);
    // Another user's account id is not found for this user: no grant to refresh with.
    const other = await world.app.signUp('Other');
    const notMine = await googleAccessToken(world.app.auth.api, other.userId, account?.id ?? '', true).catch(
      (error: unknown) => error,
    );
    expect(notMine).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', noGrant: true });
    expect(isInvalidGrant(notMine)).toBe(false);
  });

  it('refuses to link a Google account that another Steward user already linked', async () => {
    const fay = await world.app.signUp('Fay');
    world.oauth.user = newGoogleUser(6);
    await connectGoogle(world, fay);
    const gus = await world.app.signUp('Gus');
    const { location } = await connectGoogle(world, gus);
    expect(location).toBe('/settings/calendars?error=account_already_linked_to_different_user');
    expect(await googleAccount(gus.userId)).toBeUndefined();
    expect((await googleAccount(fay.userId))?.accountId).toBe('108000000006');
  });

  it('links nothing when the user cancels on Google’s consent page', async () => {
    const dee = await world.app.signUp('Dee');
    world.oauth.user = newGoogleUser(4);
    const { location } = await connectGoogle(world, dee, 'cancel');
    expect(location).toBe('/settings/calendars?error=access_denied');
    expect(await googleAccount(dee.userId)).toBeUndefined();
  });

  it('signs in with Google on identity scopes only; Connect adds the calendar; Disconnect keeps the sign-in', async () => {
    world.oauth.user = newGoogleUser(5);
    const gil = await signInWithGoogle(world);
    expect(world.oauth.authorizations.at(-1)?.get('scope')?.split(' ').sort()).toEqual([
      'email',
      'openid',
      'profile',
    ]);
    const sources = async () =>
      (await (await gil.request('GET', '/api/calendar/sources')).json()) as { id: string }[];
    expect(await sources()).toEqual([]);

    await connectGoogle(world, gil);
    const [source] = await sources();
    expect(source).toBeDefined();
    const account = await googleAccount(gil.userId);
    expect(account?.scope?.split(',')).toEqual(expect.arrayContaining(['openid', ...GOOGLE_CALENDAR_SCOPES]));

    expect((await gil.request('DELETE', `/api/calendar/sources/${source?.id}`)).status).toBe(204);
    expect(await sources()).toEqual([]);
    // Google is Gil's only way in: the account stays, without tokens or calendar scopes...
    expect(await googleAccount(gil.userId)).toMatchObject({
      id: account?.id,
      accessToken: null,
      refreshToken: null,
      scope: 'openid,email,profile',
    });
    // ...and the next sign-in with Google is Gil again, without a calendar source (the grant was revoked).
    const again = await signInWithGoogle(world);
    expect(again.userId).toBe(gil.userId);
    expect(await sources()).toEqual([]);
  });
});
