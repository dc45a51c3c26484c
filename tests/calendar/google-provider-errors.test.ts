/**
 * The Google provider's failures against the contract fake (ADR 021): token refresh and auth-expired,
 * invalid_grant, backoff and Retry-After, quota and scope errors, 5xx and no listener, and aborts.
 */
import { describe, expect, it } from 'vitest';
import { GOOGLE_RECONNECT_MESSAGE } from '../../src/server/calendar/google.ts';
import { CalendarError } from '../../src/server/calendar/provider.ts';
import { startGoogleFake } from './google-fake.ts';
import { fake, MARCH, NY, provider, sleeps, withGoogleFake } from './google-provider-setup.ts';
import { rejection } from './loopback.ts';

withGoogleFake();

describe('the Google provider: tokens, retries and aborts', () => {
  it('refreshes the token once after a 401 and goes on', async () => {
    fake.tokens.add('fresh-token');
    const asked: boolean[] = [];
    const google = provider({
      getAccessToken: async ({ forceRefresh }) => {
        asked.push(forceRefresh);
        return forceRefresh ? 'fresh-token' : 'stale-token';
      },
    });
    const calendars = await google.listCalendars();
    expect(calendars.length).toBeGreaterThan(0);
    expect(asked).toEqual([false, true]);
    expect(fake.requests.map((request) => request.token)).toEqual(['stale-token', 'fresh-token']);
    expect(sleeps).toEqual([]);
  });

  it('is auth-expired when the refreshed token is refused too, and says so once', async () => {
    const failures: CalendarError[] = [];
    const google = provider({
      getAccessToken: async () => 'revoked-token',
      onAuthFailure: (error) => failures.push(error),
    });
    const error = await rejection(google.listCalendars());
    expect(error).toBeInstanceOf(CalendarError);
    expect(error).toMatchObject({ kind: 'auth-expired', userMessage: GOOGLE_RECONNECT_MESSAGE });
    expect(fake.requests).toHaveLength(2);
    expect(failures).toEqual([error]);
  });

  it('is auth-expired with a reconnect message when the token callback meets invalid_grant', async () => {
    const failures: CalendarError[] = [];
    // What google-auth-library / an OAuth token endpoint answers for a revoked refresh token (RFC 6749 §5.2).
    const invalidGrant = Object.assign(new Error('invalid_grant'), {
      response: {
        status: 400,
        data: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      },
    });
    const google = provider({
      getAccessToken: async () => {
        throw new Error('refresh failed', { cause: invalidGrant });
      },
      onAuthFailure: (error) => failures.push(error),
    });
    const error = await rejection(google.listInstances('me@example.com', { range: MARCH, timeZone: NY }));
    expect(error).toMatchObject({ kind: 'auth-expired', userMessage: GOOGLE_RECONNECT_MESSAGE });
    expect(failures).toHaveLength(1);
    expect(fake.requests).toHaveLength(0);

    // better-auth's own refresh (better-fetch) throws the token endpoint's JSON body with the status.
    const betterFetchError = await rejection(
      provider({
        getAccessToken: async () => {
          throw {
            error: 'invalid_grant',
            error_description: 'Bad Request',
            status: 400,
            statusText: 'Bad Request',
          };
        },
      }).listCalendars(),
    );
    expect(betterFetchError).toMatchObject({ kind: 'auth-expired', userMessage: GOOGLE_RECONNECT_MESSAGE });

    const other = await rejection(
      provider({
        getAccessToken: async () => {
          throw new Error('ECONNRESET');
        },
      }).listCalendars(),
    );
    expect(other).toMatchObject({ kind: 'unreachable' });
  });

  it('backs off after 403 rateLimitExceeded and succeeds on the next try', async () => {
    fake.fail({ status: 403, reason: 'rateLimitExceeded' });
    const calendars = await provider().listCalendars();
    expect(calendars[0]?.id).toBe('me@example.com');
    expect(fake.requests).toHaveLength(2);
    expect(sleeps).toEqual([500]);
  });

  it('is rate-limited after 3 tries of a persistent 429 (the library does not retry on its own)', async () => {
    fake.fail({ status: 429 }, 10);
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 2 });
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('honours Retry-After, and gives up at once when it is longer than the longest wait', async () => {
    fake.fail({ status: 429, retryAfter: '2' }, 1);
    await provider().listCalendars();
    expect(sleeps).toEqual([2000]);

    fake.reset();
    sleeps.length = 0;
    fake.fail({ status: 403, reason: 'userRateLimitExceeded', retryAfter: '120' }, 10);
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 120 });
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('is auth-expired when the grant lacks the calendar scopes (403 insufficientPermissions)', async () => {
    fake.fail({ status: 403, reason: 'insufficientPermissions' });
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'auth-expired' });
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry quotaExceeded (usage limits for minutes or a day)', async () => {
    fake.fail({ status: 403, reason: 'quotaExceeded' }, 10);
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'rate-limited' });
    expect(fake.requests).toHaveLength(1);
  });

  it('is unreachable after retries of a 5xx, and when nothing listens', async () => {
    fake.fail({ status: 500 }, 10);
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect(fake.requests).toHaveLength(3);

    fake.reset();
    fake.fail({ status: 503 }, 1);
    expect((await provider().listCalendars())[0]?.id).toBe('me@example.com');

    const closed = await startGoogleFake();
    const rootUrl = closed.rootUrl;
    await closed.close();
    const down = await rejection(provider({ rootUrl }).listCalendars());
    expect(down).toMatchObject({ kind: 'unreachable' });
  });

  it('stops waiting between tries when aborted, with the signal’s reason', async () => {
    fake.fail({ status: 429 }, 10);
    const controller = new AbortController();
    const google = provider({
      retry: {
        sleep: (ms, signal) => {
          sleeps.push(ms);
          controller.abort(new Error('user left'));
          return new Promise((_resolve, reject) => {
            if (signal?.aborted) reject(new DOMException('The operation was aborted', 'AbortError'));
          });
        },
      },
    });
    const error = await rejection(google.listCalendars(controller.signal));
    expect(error).toMatchObject({ message: 'user left' });
    expect(fake.requests).toHaveLength(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const error = await rejection(provider().listCalendars(controller.signal));
    expect(error).toMatchObject({ message: 'stop' });
  });
});
