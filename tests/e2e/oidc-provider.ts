/**
 * A real OpenID Provider for the e2e tests: oidc-provider 9 on http://127.0.0.1:<free port>, state in memory.
 *
 * - One confidential client: `client_secret_post` (what better-auth's genericOAuth sends when it has a client
 *   secret and no `authentication: 'basic'`), authorization code flow, PKCE required (S256).
 * - Its one redirect URI is `redirectUri` (Steward's callback): start the provider before Steward, which fetches
 *   the discovery document at startup, with the port Steward will use.
 * - One user, `user`; claims `sub`, `email`, `email_verified: true` (scope email) and `name` (scope profile).
 * - Own interaction pages instead of oidc-provider's devInteractions (whose page imports a Google font, which
 *   fails offline with a browser console error): a sign-in form (labels 'Email', 'Password', button 'Sign in')
 *   and a consent page (button 'Allow').
 * - Silent: its own signing key, adapter and TTLs avoid oidc-provider's development notices; errors of any
 *   request go to `errors` (assert it is empty) instead of the console.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { type Adapter, type AdapterPayload, Provider } from 'oidc-provider';

/** A running test provider. */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  user: { sub: string; email: string; name: string; password: string };
  /** Errors the provider met while answering requests. */
  errors: string[];
  stop(): Promise<void>;
}

const page = (res: ServerResponse, title: string, body: string, status = 200) => {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
  );
};

const loginForm = (error = '') =>
  `${error}<form method="post"><label>Email <input name="email" type="email" required></label>
<label>Password <input name="password" type="password" required></label><button type="submit">Sign in</button></form>`;

/** Starts the provider; see the module comment. */
export async function startOidcProvider(options: { redirectUri: string }): Promise<TestOidcProvider> {
  const clientId = 'steward-e2e';
  const clientSecret = randomUUID();
  const user = {
    sub: 'ada-1',
    email: 'ada@example.test',
    name: 'Ada Lovelace',
    password: 'correct horse battery',
  };
  const { redirectUri } = options;
  const errors: string[] = [];

  const store = new Map<string, AdapterPayload>();
  const adapter = (model: string): Adapter => ({
    async find(id) {
      if (model !== 'Client') return store.get(`${model}:${id}`);
      return id === clientId
        ? {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            token_endpoint_auth_method: 'client_secret_post',
          }
        : undefined;
    },
    async upsert(id, payload) {
      store.set(`${model}:${id}`, payload);
    },
    async findByUid(uid) {
      return [...store].find(([key, payload]) => key.startsWith(`${model}:`) && payload.uid === uid)?.[1];
    },
    async findByUserCode() {
      return undefined;
    },
    async consume(id) {
      const payload = store.get(`${model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      store.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    },
  });

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    adapter,
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    findAccount: async (_ctx, sub) =>
      sub === user.sub
        ? {
            accountId: sub,
            claims: async () => ({ sub, email: user.email, email_verified: true, name: user.name }),
          }
        : undefined,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  for (const event of ['error', 'server_error', 'authorization.error', 'grant.error', 'userinfo.error'])
    provider.on(event, (...args) => errors.push(`${event}: ${String(args.at(-1))}`));

  /** GET shows the current prompt (login or consent); POST answers it. */
  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    const { prompt, params, session, grantId } = await provider.interactionDetails(req, res);
    if (prompt.name === 'login') {
      if (req.method !== 'POST') return page(res, 'Sign in to Test SSO', loginForm());
      const form = new URLSearchParams(await text(req));
      if (form.get('email') !== user.email || form.get('password') !== user.password)
        return page(
          res,
          'Sign in to Test SSO',
          loginForm('<p role="alert">Wrong email or password.</p>'),
          401,
        );
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        { mergeWithLastSubmission: false },
      );
    }
    if (req.method !== 'POST')
      return page(
        res,
        'Authorize Steward',
        '<p>Share your email address and name?</p><form method="post"><button type="submit">Allow</button></form>',
      );
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session?.accountId ?? '', clientId: params.client_id });
    if (!grant) throw new Error(`grant ${grantId} not found`);
    if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
  };

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    interaction(req, res).catch((error: unknown) => {
      errors.push(`interaction: ${String(error)}`);
      if (!res.headersSent) page(res, 'Error', '', 500);
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    user,
    errors,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
