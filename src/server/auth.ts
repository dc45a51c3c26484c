/**
 * Sign-in with better-auth: email + password, Google (also "Connect Google Calendar", ADR 028) and one generic
 * OIDC provider.
 * Production checklist (docs/decisions/003-auth-better-auth.md): secret ≥ 32 bytes and BASE_URL required in
 * production (env.ts), OAuth tokens encrypted at rest, rate limits on sign-in/sign-up, password-change and
 * password-reset requests stored in the database and keyed by the client address that clientIp() resolves, passwords 12–128 characters
 * and not a common password. Password reset by mail: password-reset.ts (ADR 046); email verification and change
 * of email: email-verification.ts (ADR 047); two-factor sign-in with an authenticator app: two-factor.ts (ADR 048);
 * passkeys: passkeys.ts (ADR 051).
 */
import { hash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { MiddlewareHandler } from 'hono';
import { canonicalTimeZone, TIME_ZONE_HEADER, TIME_ZONE_MESSAGE } from '../core/time-zone.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type SignInProvider, type User } from '../core/user.ts';
import { deleteUserOptions, guardDeleteUser } from './account-deletion.ts';
import type { Db } from './db/client.ts';
import { accounts, passkeys, rateLimits, sessions, twoFactors, users, verifications } from './db/schema.ts';
import { changeEmailOptions, emailVerificationOptions, guardMailing } from './email-verification.ts';
import type { Env } from './env.ts';
import type { AppEnv } from './http.ts';
import type { Mailer } from './mail/mailer.ts';
import { oauthPlugins } from './oauth-clients.ts';
import { guardPasskeyOwnership, PASSKEY_SIGN_IN_PATHS, passkeyPlugin } from './passkeys.ts';
import { guardResetRequest, passwordResetOptions } from './password-reset.ts';
import { TWO_FACTOR_RATE_LIMITED_PATHS, twoFactorPlugin } from './two-factor.ts';

/** Header that carries the client address resolved by clientIp(); any incoming value is overwritten. */
export const CLIENT_IP_HEADER = 'x-steward-client-ip';

/** A provider offered for sign-in (the wire shape lives in core/user.ts). */
export type { SignInProvider };

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * True when `password` (case-insensitive) is in zxcvbn-ts's list of ~49,000 common passwords. The list is loaded
 * on first use (sign-up, password change), so an idle server does not hold it (ADR 013).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/** The configured external identity providers (none when only email + password is enabled). */
export function signInProviders(env: Env): SignInProvider[] {
  const providers: SignInProvider[] = [];
  if (env.GOOGLE_CLIENT_ID) providers.push({ id: 'google', name: 'Google' });
  if (env.OIDC_ISSUER) providers.push({ id: 'oidc', name: env.OIDC_NAME });
  return providers;
}

/**
 * The session secret: BETTER_AUTH_SECRET, or outside production a random one kept in `<DATA_DIR>/auth-secret`
 * (mode 0600) so sessions survive restarts without any setup.
 */
export function resolveSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = join(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The base URL the server is reached at (BASE_URL, else http://localhost:PORT). */
export function baseUrl(env: Env): string {
  return (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/** Origins allowed to make state-changing requests: the base URL's origin plus TRUSTED_ORIGINS. */
export function allowedOrigins(env: Env): string[] {
  return [new URL(baseUrl(env)).origin, ...env.TRUSTED_ORIGINS.map((o) => new URL(o).origin)];
}

/**
 * How long a verified session may be reused from the in-process cache without asking the database (ADR 013).
 * This is the bound within which a sign-out or revocation on one server is refused by every other server that
 * shares the database; on the server that handled it the cache is cleared at once.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** At most this many sessions are cached per server (oldest dropped first): about 3 MB at the limit. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The part of a verified session that requireUser needs, as cached. */
interface CachedSession {
  userId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** The stored zone in its canonical spelling. */
  storedTimeZone: string;
  /** Date.now() after which the entry must be verified again: min(cached + TTL, session expiry). */
  validUntil: number;
}

/**
 * Sessions verified by better-auth (signature, row, expiry), keyed by a SHA-256 of the signed cookie value so
 * the cache holds no usable token. `generation` changes on every invalidation: a lookup that started before an
 * invalidation does not store its (possibly stale) result.
 */
class SessionCache {
  /** Finds the session cookie's value in a Cookie header (set on first use: the name comes from better-auth). */
  cookie: RegExp | undefined;
  readonly #entries = new Map<string, CachedSession>();
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  get(key: string, now: number): CachedSession | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.validUntil <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: CachedSession, generation: number): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
  }

  /** Forgets every cached session of `userId`. */
  invalidateUser(userId: string): void {
    this.#generation++;
    for (const [key, entry] of this.#entries) if (entry.userId === userId) this.#entries.delete(key);
  }
}

/** The session cache of each better-auth instance (one per app, so two apps in one process do not share it). */
const sessionCaches = new WeakMap<object, SessionCache>();

/** What the rest of the server hears from better-auth. */
export interface AuthEvents {
  /** An account row was created or updated (a link, a sign-in, a token refresh). Must not throw. */
  accountChanged?: (account: {
    id: string;
    userId: string;
    providerId: string;
    scope?: string | null | undefined;
  }) => Promise<void>;
  /** A user is about to be deleted: revoke remote calendar access (ADR 049). Must not throw. */
  userDeleting?: (userId: string) => Promise<void>;
}

/** What better-auth needs from the app besides the database and configuration. */
export interface AuthDeps extends AuthEvents {
  /** Sends the password-reset, verification and change-of-email mails (ADR 046, ADR 047). */
  mailer: Mailer;
  /** Receives errors that happen after the answer has gone (a mail that could not be sent). */
  logError: (error: unknown) => void;
}

/** Builds the better-auth instance for one database and configuration. */
export function createAuth(db: Db, env: Env, { mailer, logError, ...events }: AuthDeps) {
  const accountChanged = async (account: Parameters<NonNullable<AuthEvents['accountChanged']>>[0]) => {
    await events.accountChanged?.(account);
  };
  const rule = { window: env.AUTH_RATE_LIMIT_WINDOW, max: env.AUTH_RATE_LIMIT_MAX };
  const cache = new SessionCache();
  const forget = async (row: { userId: string } | { id: string }) => {
    cache.invalidateUser('userId' in row ? row.userId : row.id);
  };
  const auth = betterAuth({
    appName: 'Steward',
    baseURL: baseUrl(env),
    basePath: '/api/auth',
    secret: resolveSecret(env),
    trustedOrigins: allowedOrigins(env),
    telemetry: { enabled: false },
    logger: {
      level: env.LOG_LEVEL === 'silent' ? 'error' : env.LOG_LEVEL,
      disabled: env.LOG_LEVEL === 'silent',
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    user: {
      changeEmail: changeEmailOptions,
      additionalFields: {
        timeZone: { type: 'string', required: false, defaultValue: 'UTC', input: false },
      },
      deleteUser: deleteUserOptions(async (userId) => events.userDeleting?.(userId)),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      ...passwordResetOptions({ baseUrl: baseUrl(env), mailer, logError }),
    },
    emailVerification: emailVerificationOptions({ db, baseUrl: baseUrl(env), mailer, logError }),
    // The reset token is the mailed secret: only its hash is stored (ADR 046).
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    // Different emails: the Google account that holds a user's calendar is often not their Steward email; a
    // link needs the signed-in user's own consent on Google (ADR 028).
    account: { encryptOAuthTokens: true, accountLinking: { enabled: true, allowDifferentEmails: true } },
    plugins: [...oauthPlugins(env), twoFactorPlugin(), passkeyPlugin(baseUrl(env))],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // The second factor's code checks (and enable/disable's password checks) and a passkey sign-in's two
      // steps are limited like sign-in.
      customRules: {
        '/sign-in/email': rule,
        '/sign-up/email': rule,
        '/request-password-reset': rule,
        [TWO_FACTOR_RATE_LIMITED_PATHS]: rule,
        ...Object.fromEntries(PASSKEY_SIGN_IN_PATHS.map((path) => [path, rule])),
        '/change-password': rule,
      },
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    // Sign-out, revocation, password change (other sessions), user update and deletion reach the database
    // through these hooks; each drops the user's cached sessions on this server (ADR 013).
    databaseHooks: {
      session: { delete: { after: forget } },
      // better-auth encrypts access and refresh tokens but stores the id token as is; Steward never reads it
      // after sign-in, so it is not kept (ADR 028).
      account: {
        create: {
          before: async (account) => ({ data: { ...account, idToken: null } }),
          after: accountChanged,
        },
        update: {
          before: async (account) => ('idToken' in account ? { data: { idToken: null } } : undefined),
          after: accountChanged,
        },
      },
      user: {
        // A new account starts in the zone its sign-up request came from (X-Time-Zone), else UTC; after that
        // the stored zone changes only when the user chooses one (ADR 047).
        create: {
          before: async (user, ctx) => {
            const timeZone = canonicalTimeZone(ctx?.headers?.get(TIME_ZONE_HEADER));
            return timeZone ? { data: { ...user, timeZone } } : undefined;
          },
        },
        update: { after: forget },
        delete: { after: forget },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as { email?: unknown; password?: unknown; newPassword?: unknown } | undefined;
        if (ctx.path === '/request-password-reset') await guardResetRequest(db, mailer, body?.email);
        guardMailing(mailer, ctx.path);
        if (ctx.path === '/delete-user') await guardDeleteUser(db, ctx, ctx.body, Date.now());
        await guardPasskeyOwnership(db, ctx, ctx.path, ctx.body);
        const candidate = ctx.path === '/sign-up/email' ? body?.password : body?.newPassword;
        if (typeof candidate === 'string' && (await isCommonPassword(candidate))) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_COMMON',
            message: 'This password is too common. Choose one that is harder to guess.',
            field: ctx.path === '/sign-up/email' ? 'password' : 'newPassword',
          });
        }
      }),
    },
  });
  sessionCaches.set(auth, cache);
  return auth;
}

/** The better-auth instance type. */
export type Auth = ReturnType<typeof createAuth>;

/** Matches one cookie's value in a Cookie header, for a cookie `name`. */
const cookiePattern = (name: string) =>
  new RegExp(`(?:^|;\\s*)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`);

/**
 * The pattern that finds the session cookie's value (better-auth's name for it, `__Secure-` prefix included) in a
 * Cookie header; read from better-auth's context on first use, then kept in the cache.
 */
async function sessionCookiePattern(auth: Auth, cache: SessionCache): Promise<RegExp> {
  cache.cookie ??= cookiePattern((await auth.$context).authCookies.sessionToken.name);
  return cache.cookie;
}

/** The value of the request's session cookie found by `pattern` (sessionCookiePattern), if any. */
const sessionCookieValue = (pattern: RegExp, headers: Headers): string | undefined =>
  pattern.exec(headers.get('cookie') ?? '')?.[1] || undefined;

/**
 * True when the request carries a session cookie, valid or not (no signature check, no query): the server sends
 * a request without one the static landing page (ADR 022), since nobody without it can be signed in.
 */
export async function hasSessionCookie(auth: Auth, headers: Headers): Promise<boolean> {
  const cache = sessionCaches.get(auth);
  if (!cache) throw new Error('hasSessionCookie: this better-auth instance was not built by createAuth');
  return sessionCookieValue(cache.cookie ?? (await sessionCookiePattern(auth, cache)), headers) !== undefined;
}

/**
 * The signed-in user of a request: from the session cache when the same signed cookie was verified less than
 * SESSION_CACHE_TTL_MS ago on this server, else from better-auth's getSession (signature, session row, expiry,
 * refresh), which then fills the cache. Null when signed out.
 */
async function sessionUser(auth: Auth, headers: Headers): Promise<CachedSession | null> {
  const cache = sessionCaches.get(auth);
  if (!cache) throw new Error('requireUser: this better-auth instance was not built by createAuth');
  // Every member request passes here: once the cookie's name is known, the lookup takes no await, and the key is
  // Node's one-shot digest (no Hash object per request).
  const value = sessionCookieValue(cache.cookie ?? (await sessionCookiePattern(auth, cache)), headers);
  const key = value ? hash('sha256', value, 'base64') : undefined;
  const cached = key === undefined ? undefined : cache.get(key, Date.now());
  if (cached) return cached;

  const generation = cache.generation;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { userId, expiresAt } = session.session;
  const { name, email, emailVerified, timeZone } = session.user;
  const entry: CachedSession = {
    userId,
    name,
    email,
    emailVerified,
    storedTimeZone: canonicalTimeZone(timeZone) ?? 'UTC',
    validUntil: Math.min(Date.now() + SESSION_CACHE_TTL_MS, new Date(expiresAt).getTime()),
  };
  if (key !== undefined) cache.set(key, entry, generation);
  return entry;
}

/**
 * The user of the request's verified session as GET /api/auth/user answers it (`timeZone` the stored zone), or
 * null: the same check as requireUser (sessionUser). The server sends a request without one the landing page.
 */
export async function signedInUser(auth: Auth, headers: Headers): Promise<User | null> {
  const session = await sessionUser(auth, headers);
  if (!session) return null;
  const { userId: id, name, email, emailVerified, storedTimeZone: timeZone } = session;
  return { id, name, email, emailVerified, timeZone };
}

/**
 * Middleware for member routes: loads the session from the cookie (sessionUser: the in-process cache, else
 * better-auth) and sets `user`; answers 401 `{ error: 'Unauthorized' }` without a valid session. A write to the
 * user's own record under /api/auth/ (PATCH /api/auth/user) drops the user's cached sessions afterwards. The user's `timeZone` is the request's zone
 * (ADR 006): the `X-Time-Zone` header in its canonical spelling when present, else the zone stored on the user
 * (`storedTimeZone`). An `X-Time-Zone` that is not an IANA name answers 400 `{ error, message, field:
 * 'X-Time-Zone' }` (after the session check, so a signed-out request is always 401).
 */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await sessionUser(auth, c.req.raw.headers);
    if (!session) return c.json({ error: 'Unauthorized', message: 'Unauthorized' }, 401);
    const { userId: id, name, email, emailVerified, storedTimeZone } = session;
    const header = c.req.header(TIME_ZONE_HEADER);
    const requestTimeZone = header === undefined ? storedTimeZone : canonicalTimeZone(header);
    if (requestTimeZone === null) {
      return c.json(
        {
          error: 'Bad Request',
          message: `${TIME_ZONE_HEADER}: ${TIME_ZONE_MESSAGE}`,
          field: TIME_ZONE_HEADER,
        },
        400,
      );
    }
    c.set('user', { id, name, email, emailVerified, timeZone: requestTimeZone, storedTimeZone });
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.path.startsWith('/api/auth/')) {
      sessionCaches.get(auth)?.invalidateUser(id);
    }
  };
}
