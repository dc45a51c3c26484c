/**
 * Property tests of the user routes, better-auth's endpoints and rituals (ADR 011): valid bodies
 * derived from core's schemas mixed with hostile values. Never 5xx; 2xx only when the core schema accepts
 * (better-auth keeps its own further rules); what was accepted reads back equal. Every route runs {@link RUNS}
 * bodies on the first backend and a quarter of that on the second ({@link runsOn}).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ritual, ritualInput } from '../../src/core/rituals.ts';
import { signInInput, signUpInput, updateUserInput, userTimeZoneInput } from '../../src/core/user.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';
import { checkAnswer, expectation, hostileString, mixed, runsOn } from './properties.ts';

/** Sign-up and sign-in run the full RUNS on the first backend (≥ 1,000 bodies per route); each accepted body costs a scrypt hash. */
const TIMEOUT = 480_000;
const PASSWORD = 'correct horse battery staple';

const name = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('Ada \u200f مرحبا', '😀', 'x'.repeat(201)),
);

describe.each(backends)('user and ritual properties on %s', (backend) => {
  let t: TestApp;
  let user: Client;
  let email: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { AUTH_RATE_LIMIT_MAX: '1000000' });
    user = await t.signUp();
    const me = await user.request('GET', '/api/auth/user');
    email = ((await me.json()) as { email: string }).email;
  });
  afterAll(() => t.close());

  it(
    'POST /api/rituals',
    async () => {
      const element = fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), hostileString);
      const valid = fc.record({
        type: fc.constant('morning'),
        elements: fc.array(element, { minLength: 1, maxLength: 5 }),
      });
      await fc.assert(
        fc.asyncProperty(mixed(valid), async (body) => {
          const expected = expectation(ritualInput, body);
          const res = await user.request('POST', '/api/rituals', { body });
          const saved = (await checkAnswer(res, expected.success, body)) as Ritual;
          if (!expected.success) return;
          expect(saved).toMatchObject(expected.data);
          const list = await user.request('GET', '/api/rituals');
          expect(await list.json()).toContainEqual(saved);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/auth/user',
    async () => {
      const zone = fc.oneof(
        fc.constantFrom('Europe/Paris', 'utc', 'US/Pacific', 'Etc/GMT-14', '+01:00'),
        hostileString,
      );
      await fc.assert(
        fc.asyncProperty(mixed(fc.record({ timeZone: zone })), async (body) => {
          const expected = expectation(userTimeZoneInput, body);
          const res = await user.request('PATCH', '/api/auth/user', { body });
          await checkAnswer(res, expected.success, body);
          if (!expected.success) return;
          const me = await user.request('GET', '/api/auth/user');
          expect(await me.json()).toMatchObject({ timeZone: expected.data.timeZone });
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'POST /api/auth/sign-up/email',
    async () => {
      const valid = fc.record({
        name,
        email: fc.oneof(
          fc.constant(null).map(() => `${randomUUID()}@example.com`),
          fc.constantFrom('not-an-email', `${'x'.repeat(250)}@example.com`),
        ),
        password: fc.oneof(
          fc.constant(PASSWORD),
          fc.constantFrom('short', 'password1234', 'p\u0000'.repeat(8)),
        ),
      });
      await fc.assert(
        fc.asyncProperty(mixed(valid), async (body) => {
          const expected = expectation(signUpInput, body);
          const res = await t.request('POST', '/api/auth/sign-up/email', { body });
          await checkAnswer(res, expected.success, body);
          if (!expected.success || res.status !== 200) return;
          const cookie = res.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; ');
          const me = await t.request('GET', '/api/auth/user', { cookie });
          expect(await me.json()).toMatchObject({
            name: expected.data.name,
            email: expected.data.email.toLowerCase(),
          });
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'POST /api/auth/sign-in/email',
    async () => {
      const valid = fc.record(
        {
          email: fc.oneof(
            fc.constant(null).map(() => email),
            hostileString,
          ),
          password: fc.oneof(fc.constant(PASSWORD), hostileString),
          rememberMe: fc.boolean(),
        },
        { requiredKeys: ['email', 'password'] },
      );
      await fc.assert(
        fc.asyncProperty(mixed(valid), async (body) => {
          const expected = expectation(signInInput, body);
          const res = await t.request('POST', '/api/auth/sign-in/email', { body });
          await checkAnswer(res, expected.success, body);
          if (res.status === 200) expect(expected.data).toMatchObject({ email, password: PASSWORD });
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'POST /api/auth/update-user, read back by GET /api/auth/get-session',
    async () => {
      const image = fc.oneof(fc.constant(null), fc.webUrl(), hostileString);
      const valid = fc.record({ name, image }, { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(mixed(valid), async (body) => {
          const expected = expectation(updateUserInput, body);
          const res = await user.request('POST', '/api/auth/update-user', { body });
          await checkAnswer(res, expected.success, body);
          if (!expected.success || res.status !== 200) return;
          const session = await user.request('GET', '/api/auth/get-session');
          const { user: stored } = (await session.json()) as { user: { name: string; image: string | null } };
          if (expected.data.name !== undefined) expect(stored.name).toBe(expected.data.name);
          if (expected.data.image !== undefined) expect(stored.image).toBe(expected.data.image);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );
});
