/**
 * Google as an OAuth client of better-auth (ADR 028): sign-in with Google and "Connect Google Calendar"
 * (account linking with the calendar scopes, offline access, PKCE), and the access token a Google calendar
 * source needs, refreshed through better-auth.
 *
 * - better-auth 1.7's built-in Google provider has Google's token endpoint written into its code (only the
 *   authorization endpoint is an option), so no test could run its code exchange against a fake. Google is
 *   therefore configured through the genericOAuth plugin (provider id 'google', the shared `signIn.social`,
 *   `link-social` and `/callback/google` routes) with Google's documented endpoints; `GOOGLE_OAUTH_URL`
 *   (NODE_ENV=test only) moves them to a loopback fake with the same paths.
 * - better-auth's `getAccessToken` / `refreshToken` endpoints catch a failed refresh and throw
 *   `FAILED_TO_GET_ACCESS_TOKEN` / `FAILED_TO_REFRESH_ACCESS_TOKEN` without its cause. {@link googleRefreshCause}
 *   wraps the Google provider's `refreshAccessToken` and hands the token endpoint's error (e.g. OAuth's
 *   `invalid_grant`) to the caller of {@link googleAccessToken} through an AsyncLocalStorage slot.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { BetterAuthPlugin } from 'better-auth';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { GOOGLE_CALENDAR_SCOPES } from '../core/calendar/google.ts';
import type { Env } from './env.ts';

export { GOOGLE_CALENDAR_SCOPES };

/** Scopes asked at sign-in; the calendar scopes are asked when the user connects Google Calendar. */
export const GOOGLE_SIGN_IN_SCOPES = ['openid', 'email', 'profile'];

/** better-auth's provider id of Google (the `accounts.provider_id` of a Google account). */
export const GOOGLE_PROVIDER_ID = 'google';

/** Google's OAuth 2.0 endpoints (https://developers.google.com/identity/protocols/oauth2/web-server). */
export interface GoogleOAuthEndpoints {
  authorization: string;
  token: string;
  revoke: string;
  userInfo: string;
}

const GOOGLE_ENDPOINTS: Readonly<GoogleOAuthEndpoints> = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  revoke: 'https://oauth2.googleapis.com/revoke',
  userInfo: 'https://openidconnect.googleapis.com/v1/userinfo',
};

/** Google's endpoints, or the same paths on `GOOGLE_OAUTH_URL` (tests only; env.ts refuses it elsewhere). */
export function googleEndpoints(env: Env): GoogleOAuthEndpoints {
  const base = env.GOOGLE_OAUTH_URL;
  if (!base) return GOOGLE_ENDPOINTS;
  const at = (url: string) => new URL(new URL(url).pathname, base).toString();
  return {
    authorization: at(GOOGLE_ENDPOINTS.authorization),
    token: at(GOOGLE_ENDPOINTS.token),
    revoke: at(GOOGLE_ENDPOINTS.revoke),
    userInfo: at(GOOGLE_ENDPOINTS.userInfo),
  };
}

/**
 * The genericOAuth entry for Google (null when GOOGLE_CLIENT_ID is unset): authorization code with PKCE (S256),
 * `access_type=offline` and `prompt=consent` (Google returns a refresh token only then),
 * `include_granted_scopes=true` (a later sign-in keeps the calendar scopes granted earlier), the client secret
 * in the token request's body as Google documents. The user comes from the id token of the token response
 * (received straight from Google's token endpoint over TLS, OpenID Connect Core §3.1.3.7), else the userinfo
 * endpoint; the account is keyed by the `sub` claim.
 */
export function googleOAuthConfig(env: Env): GenericOAuthConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  const endpoints = googleEndpoints(env);
  return {
    providerId: GOOGLE_PROVIDER_ID,
    name: 'Google',
    authorizationUrl: endpoints.authorization,
    tokenUrl: endpoints.token,
    userInfoUrl: endpoints.userInfo,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authentication: 'post',
    scopes: GOOGLE_SIGN_IN_SCOPES,
    pkce: true,
    accessType: 'offline',
    prompt: 'consent',
    authorizationUrlParams: { include_granted_scopes: 'true' },
  };
}

/** Where the failure of a refresh is put while {@link googleAccessToken} waits for better-auth. */
interface RefreshSlot {
  error?: unknown;
}

const refreshSlots = new AsyncLocalStorage<RefreshSlot>();

/** The provider methods this module wraps (better-auth's OAuthProvider, the part used here). */
interface RefreshingProvider {
  id: string;
  refreshAccessToken?: ((refreshToken: string, ...rest: never[]) => Promise<unknown>) | undefined;
}

/**
 * A better-auth plugin, placed after genericOAuth: the Google provider's `refreshAccessToken` records its error
 * in the caller's slot before better-auth replaces it with a code without cause (ADR 028).
 */
export function googleRefreshCause(): BetterAuthPlugin {
  return {
    id: 'steward-google-refresh-cause',
    init(ctx) {
      const socialProviders = ctx.socialProviders.map((provider) => {
        const refresh = (provider as RefreshingProvider).refreshAccessToken;
        if (provider.id !== GOOGLE_PROVIDER_ID || !refresh) return provider;
        return {
          ...provider,
          async refreshAccessToken(...args: Parameters<typeof refresh>) {
            try {
              return await refresh(...args);
            } catch (error) {
              const slot = refreshSlots.getStore();
              if (slot) slot.error = error;
              throw error;
            }
          },
        };
      });
      return { context: { socialProviders } as Partial<typeof ctx> };
    },
  };
}

/** The part of better-auth's API that {@link googleAccessToken} calls. */
export interface TokenApi {
  getAccessToken(input: { body: { accountId: string; userId?: string } }): Promise<{ accessToken?: string }>;
  refreshToken(input: { body: { accountId: string; userId?: string } }): Promise<{ accessToken?: string }>;
}

/** A Google access token could not be had; `cause` is the token endpoint's error when there was one. */
export class GoogleTokenError extends Error {
  /** better-auth's error code (FAILED_TO_GET_ACCESS_TOKEN, REFRESH_TOKEN_NOT_FOUND, ACCOUNT_NOT_FOUND, ...). */
  readonly code: string | undefined;
  /** True when Steward holds no usable grant at all (no account, no refresh token): the user must reconnect. */
  readonly noGrant: boolean;

  constructor(message: string, options: { cause?: unknown; code?: string; noGrant: boolean }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'GoogleTokenError';
    this.code = options.code;
    this.noGrant = options.noGrant;
  }
}

/** better-auth error codes after which no refresh can help. */
const NO_GRANT_CODES = new Set(['ACCOUNT_NOT_FOUND', 'REFRESH_TOKEN_NOT_FOUND', 'PROVIDER_NOT_SUPPORTED']);

const codeOf = (error: unknown): string | undefined => {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? body.code : undefined;
};

/**
 * The access token of the user's Google account `accountId` (better-auth's account row id), through
 * better-auth: `getAccessToken` (the stored token, refreshed and stored again when it expires within 5 s) or,
 * with `forceRefresh` (Google refused the token), `refreshToken`. Tokens are decrypted and encrypted by
 * better-auth (`encryptOAuthTokens`). Throws {@link GoogleTokenError}: its `cause` is the token endpoint's
 * error (an `invalid_grant` there means the grant is dead), `noGrant` when there is nothing to refresh with.
 */
export async function googleAccessToken(
  api: TokenApi,
  userId: string,
  accountId: string,
  forceRefresh: boolean,
): Promise<string> {
  const slot: RefreshSlot = {};
  const body = { accountId, userId };
  let result: { accessToken?: string };
  try {
    result = await refreshSlots.run(slot, () =>
      forceRefresh ? api.refreshToken({ body }) : api.getAccessToken({ body }),
    );
  } catch (error) {
    const code = codeOf(error);
    const cause = slot.error ?? error;
    throw new GoogleTokenError(`No Google access token (${code ?? 'unknown error'})`, {
      cause,
      ...(code === undefined ? {} : { code }),
      noGrant: code !== undefined && NO_GRANT_CODES.has(code),
    });
  }
  if (!result.accessToken)
    throw new GoogleTokenError('The Google account holds no access token', { noGrant: true });
  return result.accessToken;
}
