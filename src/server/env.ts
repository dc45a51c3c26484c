/**
 * The one place that knows every environment variable (README "Configuration" lists the same set).
 * `parseEnv(process.env)` returns a typed, validated config or throws an Error naming each bad variable.
 */
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    BASE_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().default('./data'),
    BETTER_AUTH_SECRET: z.string().optional(),
    TRUST_PROXY: list.default([]),
    TRUSTED_ORIGINS: list.default([]),
    MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(16),
    MAX_QUEUED: z.coerce.number().int().min(0).default(256),
    /** Seconds a client has to send its request body before it is answered 408 (read before a work slot). */
    REQUEST_BODY_TIMEOUT: z.coerce.number().min(0.1).max(300).default(10),
    /** Most sockets one client address may hold open at once. */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(64),
    /**
     * Seconds an idle keep-alive socket stays open. Behind a reverse proxy that keeps upstream connections, set it
     * above the proxy's idle timeout, so the proxy never reuses a socket the server is closing.
     */
    KEEP_ALIVE_TIMEOUT: z.coerce.number().min(1).max(600).default(5),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).default(60),
    DEMO_DATA: bool.default(false),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /**
     * Tests only (NODE_ENV=test; ADR 028): a loopback fake of Google's OAuth server standing in for
     * accounts.google.com and oauth2.googleapis.com (paths kept: /o/oauth2/v2/auth, /token, /revoke).
     */
    GOOGLE_OAUTH_URL: z.url().optional(),
    /** Tests only (NODE_ENV=test; ADR 021): a loopback fake of the Calendar API instead of www.googleapis.com. */
    GOOGLE_CALENDAR_ROOT_URL: z.url().optional(),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_NAME: z.string().default('Single Sign-On'),
    /**
     * Outgoing mail (ADR 046): `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
     * `smtps://user:pass@host:465` (TLS from the start). Unset: mails are logged outside production; in
     * production the features that send mail (password reset) answer 503.
     */
    SMTP_URL: z
      .url()
      .refine((v) => /^smtps?:\/\//i.test(v), { message: 'use smtp://… or smtps://…' })
      .optional(),
    /** The From of Steward's mails, e.g. `Steward <steward@example.com>`; default `Steward <no-reply@BASE_URL's host>`. */
    MAIL_FROM: z.string().optional(),
    /**
     * Calendars (ADR 018): true lets ICS and CalDAV fetches reach loopback, private, link-local and
     * other non-public addresses (a CalDAV server on the LAN, loopback tests). Default false: refused.
     */
    CALENDAR_ALLOW_PRIVATE_NETWORKS: bool.default(false),
    /**
     * Web Push (ADR 053): the VAPID key pair, base64url (`npx web-push generate-vapid-keys`). Unset: made on first
     * start and kept in `$DATA_DIR/vapid-keys.json`. Servers sharing one database need the same pair.
     */
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Tests only: pins the clock of Steward's own date logic (today, suggested slots) to this instant. */
    TEST_NOW: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (!env.BETTER_AUTH_SECRET || Buffer.byteLength(env.BETTER_AUTH_SECRET) < 32)
        ctx.addIssue({
          code: 'custom',
          path: ['BETTER_AUTH_SECRET'],
          message: 'required in production, at least 32 bytes (openssl rand -base64 32)',
        });
      if (!env.BASE_URL)
        ctx.addIssue({ code: 'custom', path: ['BASE_URL'], message: 'required in production' });
    } else if (env.BETTER_AUTH_SECRET && Buffer.byteLength(env.BETTER_AUTH_SECRET) < 32) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'at least 32 bytes' });
    }
    for (const name of ['TEST_NOW', 'GOOGLE_OAUTH_URL', 'GOOGLE_CALENDAR_ROOT_URL'] as const)
      if (env[name] && env.NODE_ENV !== 'test')
        ctx.addIssue({ code: 'custom', path: [name], message: 'only allowed with NODE_ENV=test' });
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
      });
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
      });
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc !== 0 && oidc !== 3)
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'set all of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET',
      });
  });

/** Validated configuration; see README "Configuration". */
export type Env = z.infer<typeof schema>;

/**
 * Parses environment variables. Empty strings count as unset.
 * @throws Error listing every invalid variable as `NAME: message`.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
