/**
 * A loopback fake of Google's OAuth 2.0 server for web server apps (ADR 028), written from Google's guide
 * "Using OAuth 2.0 for Web Server Applications" and its OpenID Connect page, so better-auth's real flow runs
 * against it: Steward is configured with GOOGLE_OAUTH_URL = {@link GoogleOAuthFake.url} (the same paths as
 * Google's hosts), and the access tokens it issues are accepted by the Calendar API fake (google-fake.ts).
 *
 * As documented:
 * - `GET /o/oauth2/v2/auth`: `client_id` and `redirect_uri` must be the registered ones (else an error page,
 *   no redirect, as Google's "Error 400: redirect_uri_mismatch"); `response_type=code`; `scope`
 *   space-separated; `state` echoed; `code_challenge` with `code_challenge_method` S256 or plain; the
 *   consent page (buttons "Allow" and "Cancel") POSTs back; Allow → `redirect_uri?state&code&scope`, Cancel →
 *   `?error=access_denied&state`. With `include_granted_scopes=true` the grant keeps earlier scopes.
 * - `POST /token` (form body, client secret in the body or HTTP Basic): `authorization_code` (one use, 10 min,
 *   same `redirect_uri`, `code_verifier` checked against the challenge) → `{access_token, expires_in: 3599,
 *   token_type: 'Bearer', scope, refresh_token (only with access_type=offline, on consent), id_token (with
 *   openid)}`; `refresh_token` → a new access token, no new refresh token; a revoked or unknown code or
 *   refresh token → 400 `{error: 'invalid_grant'}`; a wrong client → 401 `invalid_client`.
 * - `POST /revoke` (`token` in the form body or query): revokes the whole grant (every token of it) → 200;
 *   an unknown token → 400 `invalid_token`.
 * - `GET /v1/userinfo` with a Bearer access token → the OpenID claims.
 *
 * Simplified: one signed-in Google user at a time (`user`), no account chooser; id tokens are RS256-signed by
 * a key of the fake (Steward does not verify them: they come straight from the token endpoint).
 */
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import type { GoogleFake } from './google-fake.ts';

/** The Google user who consents. */
export interface FakeGoogleUser {
  sub: string;
  email: string;
  name: string;
}

/** One token endpoint or revoke request the fake answered. */
export interface OAuthRequest {
  path: string;
  grantType: string | null;
  status: number;
  /** The OAuth error answered, if any. */
  error?: string;
}

interface Grant {
  user: FakeGoogleUser;
  scopes: Set<string>;
  refreshToken: string | null;
  accessTokens: Set<string>;
  revoked: boolean;
}

interface PendingCode {
  grant: Grant;
  redirectUri: string;
  challenge: string | null;
  method: string;
  offline: boolean;
  scopes: string[];
  expiresAt: number;
}

/** The running fake. */
export interface GoogleOAuthFake {
  /** Give this as GOOGLE_OAUTH_URL. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The Google user who signs in on the consent page (change it freely). */
  user: FakeGoogleUser;
  /** Token and revoke requests, in order. */
  requests: OAuthRequest[];
  /** Authorization requests' query parameters, in order. */
  authorizations: URLSearchParams[];
  /** Every access token issued so far stops working (the Calendar fake answers 401); refresh tokens live on. */
  expireAccessTokens(): void;
  /** Revokes every grant of `sub` (the user removed Steward's access at myaccount.google.com). */
  revokeUser(sub: string): void;
  /** True when `token` (access or refresh) belongs to a live grant. */
  isLive(token: string): boolean;
  close(): Promise<void>;
}

const ISSUER = 'https://accounts.google.com';
const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the fake; `redirectUri` is Steward's callback, the only one registered for the client. */
export async function startGoogleOAuthFake(options: {
  redirectUri: string;
  calendar?: GoogleFake;
  user?: FakeGoogleUser;
}): Promise<GoogleOAuthFake> {
  const clientId = `${randomBytes(6).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = token('GOCSPX-');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const grants: Grant[] = [];
  const codes = new Map<string, PendingCode>();
  const consents = new Map<string, URLSearchParams>();
  const requests: OAuthRequest[] = [];
  const authorizations: URLSearchParams[] = [];
  const fake = {
    user: options.user ?? { sub: '1081234567890', email: 'ada@gmail.test', name: 'Ada Google' },
  };

  const issueAccessToken = (grant: Grant) => {
    const access = token('ya29.');
    grant.accessTokens.add(access);
    options.calendar?.tokens.add(access);
    return access;
  };
  const dropAccessTokens = (grant: Grant) => {
    for (const access of grant.accessTokens) options.calendar?.tokens.delete(access);
    grant.accessTokens.clear();
  };
  const idToken = (user: FakeGoogleUser, access: string) => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const atHash = createHash('sha256').update(access).digest().subarray(0, 16).toString('base64url');
    const body = `${encode({ alg: 'RS256', kid: 'fake', typ: 'JWT' })}.${encode({
      iss: ISSUER,
      azp: clientId,
      aud: clientId,
      sub: user.sub,
      email: user.email,
      email_verified: true,
      at_hash: atHash,
      name: user.name,
      iat: now,
      exp: now + 3600,
    })}`;
    return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`;
  };

  const json = (res: http.ServerResponse, status: number, payload: object) =>
    res
      .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(JSON.stringify(payload));
  const page = (res: http.ServerResponse, status: number, title: string, body: string) =>
    res
      .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
      );
  const redirect = (res: http.ServerResponse, to: URL) =>
    res.writeHead(302, { Location: to.toString() }).end();

  /** GET: check the request, show the consent page. */
  const authorize = (res: http.ServerResponse, query: URLSearchParams) => {
    authorizations.push(query);
    if (query.get('client_id') !== clientId)
      return page(res, 400, 'Error 401: invalid_client', '<p>The OAuth client was not found.</p>');
    if (query.get('redirect_uri') !== options.redirectUri)
      return page(res, 400, 'Error 400: redirect_uri_mismatch', '<p>Access blocked.</p>');
    const back = new URL(options.redirectUri);
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    const method = query.get('code_challenge_method') ?? 'plain';
    if (query.get('response_type') !== 'code' || !query.get('scope') || !['S256', 'plain'].includes(method)) {
      back.searchParams.set('error', 'invalid_request');
      return redirect(res, back);
    }
    const id = token('consent-');
    consents.set(id, query);
    const scopes = (query.get('scope') ?? '').split(' ').map(escapeHtml).join('</li><li>');
    page(
      res,
      200,
      'Sign in with Google',
      `<p>${escapeHtml(fake.user.email)}</p><p>Steward wants to access your Google Account:</p><ul><li>${scopes}</li></ul>
<form method="post" action="/o/oauth2/v2/auth/consent"><input type="hidden" name="consent" value="${id}">
<button type="submit" name="answer" value="allow">Allow</button><button type="submit" name="answer" value="cancel">Cancel</button></form>`,
    );
  };

  /** POST from the consent page: redirect back with a code or access_denied. */
  const consent = (res: http.ServerResponse, form: URLSearchParams) => {
    const query = consents.get(form.get('consent') ?? '');
    if (!query) return page(res, 400, 'Error 400: invalid_request', '<p>Consent expired.</p>');
    consents.delete(form.get('consent') ?? '');
    const back = new URL(options.redirectUri);
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    if (form.get('answer') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return redirect(res, back);
    }
    const user = { ...fake.user };
    let grant = grants.find((g) => g.user.sub === user.sub && !g.revoked);
    const asked = (query.get('scope') ?? '').split(' ').filter(Boolean);
    if (!grant || query.get('include_granted_scopes') !== 'true') {
      grant = { user, scopes: new Set(), refreshToken: null, accessTokens: new Set(), revoked: false };
      grants.push(grant);
    }
    for (const scope of asked) grant.scopes.add(scope);
    const code = token('4/0A');
    codes.set(code, {
      grant,
      redirectUri: query.get('redirect_uri') ?? '',
      challenge: query.get('code_challenge'),
      method: query.get('code_challenge_method') ?? 'plain',
      offline: query.get('access_type') === 'offline',
      scopes: [...grant.scopes],
      expiresAt: Date.now() + 600_000,
    });
    back.searchParams.set('code', code);
    back.searchParams.set('scope', [...grant.scopes].join(' '));
    back.searchParams.set('authuser', '0');
    back.searchParams.set('prompt', 'consent');
    redirect(res, back);
  };

  /** POST /token: both grant types. */
  const exchange = (req: http.IncomingMessage, res: http.ServerResponse, form: URLSearchParams) => {
    const grantType = form.get('grant_type');
    const answer = (status: number, payload: Record<string, unknown>) => {
      const error = typeof payload.error === 'string' ? payload.error : undefined;
      requests.push({ path: '/token', grantType, status, ...(error ? { error } : {}) });
      json(res, status, payload);
    };
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [];
    if (
      (form.get('client_id') ?? basicId) !== clientId ||
      (form.get('client_secret') ?? basicSecret) !== clientSecret
    )
      return answer(401, { error: 'invalid_client', error_description: 'Unauthorized' });
    const invalidGrant = (description: string) =>
      answer(400, { error: 'invalid_grant', error_description: description });
    if (grantType === 'authorization_code') {
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!pending || pending.expiresAt < Date.now() || pending.grant.revoked)
        return invalidGrant('Bad Request');
      if (form.get('redirect_uri') !== pending.redirectUri)
        return answer(400, { error: 'redirect_uri_mismatch' });
      if (pending.challenge !== null) {
        const verifier = form.get('code_verifier');
        if (!verifier) return invalidGrant('Missing code verifier.');
        const computed =
          pending.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (computed !== pending.challenge) return invalidGrant('Invalid code verifier.');
      }
      const { grant } = pending;
      if (pending.offline) grant.refreshToken = token('1//0g');
      const access = issueAccessToken(grant);
      return answer(200, {
        access_token: access,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: pending.scopes.join(' '),
        ...(pending.offline && grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
        ...(pending.scopes.includes('openid') ? { id_token: idToken(grant.user, access) } : {}),
      });
    }
    if (grantType === 'refresh_token') {
      const grant = grants.find(
        (g) => g.refreshToken !== null && g.refreshToken === form.get('refresh_token'),
      );
      if (!grant || grant.revoked) return invalidGrant('Token has been expired or revoked.');
      const access = issueAccessToken(grant);
      return answer(200, {
        access_token: access,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: [...grant.scopes].join(' '),
        ...(grant.scopes.has('openid') ? { id_token: idToken(grant.user, access) } : {}),
      });
    }
    answer(400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grantType}` });
  };

  const revoke = (res: http.ServerResponse, value: string | null) => {
    const grant = grants.find(
      (g) => !g.revoked && value !== null && (g.refreshToken === value || g.accessTokens.has(value)),
    );
    const status = grant ? 200 : 400;
    requests.push({ path: '/revoke', grantType: null, status, ...(grant ? {} : { error: 'invalid_token' }) });
    if (!grant)
      return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
    grant.revoked = true;
    dropAccessTokens(grant);
    json(res, 200, {});
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = `${req.method} ${url.pathname}`;
    const withForm = (handle: (form: URLSearchParams) => void) =>
      text(req).then((body) => handle(new URLSearchParams(body)));
    if (route === 'GET /o/oauth2/v2/auth') return authorize(res, url.searchParams);
    if (route === 'POST /o/oauth2/v2/auth/consent') return void withForm((form) => consent(res, form));
    if (route === 'POST /token') return void withForm((form) => exchange(req, res, form));
    if (route === 'POST /revoke')
      return void withForm((form) => revoke(res, form.get('token') ?? url.searchParams.get('token')));
    if (route === 'GET /v1/userinfo') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const grant = grants.find((g) => !g.revoked && g.accessTokens.has(bearer));
      if (!grant)
        return json(res, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' });
      const { sub, email, name } = grant.user;
      return json(res, 200, { sub, email, email_verified: true, name });
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    clientId,
    clientSecret,
    get user() {
      return fake.user;
    },
    set user(user: FakeGoogleUser) {
      fake.user = user;
    },
    requests,
    authorizations,
    expireAccessTokens() {
      for (const grant of grants) dropAccessTokens(grant);
    },
    revokeUser(sub) {
      for (const grant of grants.filter((g) => g.user.sub === sub)) {
        grant.revoked = true;
        dropAccessTokens(grant);
      }
    },
    isLive: (value) =>
      grants.some((g) => !g.revoked && (g.refreshToken === value || g.accessTokens.has(value))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
