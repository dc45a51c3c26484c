/**
 * The loopback contract fake of Calendar API v3 against Google's documented behaviour (ADR 021),
 * with plain `fetch`: so the fake is a contract and not a mirror of the provider.
 */
import { describe, expect, it } from 'vitest';
import {
  eventsPath,
  fake,
  get,
  ids,
  NY,
  newCalendar,
  TOKEN,
  timed,
  withGoogleFake,
} from './google-provider-setup.ts';

withGoogleFake();

describe('the fake, against Google’s documented behaviour', () => {
  it('answers 401 with Google’s error body without a valid Bearer token', async () => {
    for (const token of [null, 'not-a-token']) {
      const { status, body, headers } = await get('/calendar/v3/users/me/calendarList', {}, token);
      expect(status).toBe(401);
      expect(body.error).toMatchObject({
        code: 401,
        message: 'Invalid Credentials',
        errors: [
          { domain: 'global', reason: 'authError', locationType: 'header', location: 'Authorization' },
        ],
      });
      expect(headers.get('www-authenticate')).toContain('invalid_token');
    }
  });

  it('timeMin is an exclusive bound on the end, timeMax an exclusive bound on the start', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'endsattimemin',
      ...timed('2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z'),
    });
    fake.putEvent(calendar, { id: 'overlapsmin', ...timed('2026-03-10T08:30:00Z', '2026-03-10T09:30:00Z') });
    fake.putEvent(calendar, { id: 'inside', ...timed('2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z') });
    fake.putEvent(calendar, { id: 'overlapsmax', ...timed('2026-03-10T11:30:00Z', '2026-03-10T12:30:00Z') });
    fake.putEvent(calendar, {
      id: 'startsattimemax',
      ...timed('2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'zerolengthatmin',
      ...timed('2026-03-10T09:00:00Z', '2026-03-10T09:00:00Z'),
    });
    const { status, body } = await get(eventsPath(calendar), {
      timeMin: '2026-03-10T09:00:00Z',
      timeMax: '2026-03-10T07:00:00-05:00', // 12:00Z: offsets are honoured
    });
    expect(status).toBe(200);
    expect(ids(body.items)).toEqual(['overlapsmin', 'inside', 'overlapsmax']);
  });

  it('refuses what events.list documents as invalid', async () => {
    const calendar = newCalendar();
    const ordering = await get(eventsPath(calendar), { orderBy: 'startTime' });
    expect(ordering.status).toBe(400);
    expect(ordering.body.error?.message).toBe(
      'The requested ordering is not available for the particular query.',
    );

    const empty = await get(eventsPath(calendar), {
      timeMin: '2026-03-10T09:00:00Z',
      timeMax: '2026-03-10T08:00:00Z',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.errors[0]).toMatchObject({ domain: 'calendar', reason: 'timeRangeEmpty' });

    const noOffset = await get(eventsPath(calendar), { timeMin: '2026-03-10T09:00:00' });
    expect(noOffset.status).toBe(400);

    const { body: full } = await get(eventsPath(calendar));
    const token = full.nextSyncToken as string;
    expect(token).toBeTruthy();
    const withRange = await get(eventsPath(calendar), { syncToken: token, timeMin: '2026-03-10T09:00:00Z' });
    expect(withRange.status).toBe(400);
    const expired = await get(eventsPath(calendar), { syncToken: 'garbage' });
    expect(expired.status).toBe(410);
    expect(expired.body.error).toMatchObject({
      code: 410,
      errors: [{ domain: 'calendar', reason: 'fullSyncRequired' }],
    });
    const unknown = await get(eventsPath('nobody@example.com'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.errors[0]?.reason).toBe('notFound');
  });

  it('pages with nextPageToken and gives nextSyncToken on the last page only', async () => {
    const calendar = newCalendar();
    for (let n = 0; n < 5; n++)
      fake.putEvent(calendar, {
        id: `page${n}x`,
        ...timed(`2026-03-1${n}T10:00:00Z`, `2026-03-1${n}T11:00:00Z`),
      });
    const seen: unknown[] = [];
    let pageToken: string | undefined;
    const pages: { next?: string; sync?: string }[] = [];
    do {
      const { body } = await get(eventsPath(calendar), {
        maxResults: '2',
        ...(pageToken ? { pageToken } : {}),
      });
      seen.push(...ids(body.items));
      pages.push({
        ...(body.nextPageToken ? { next: 'yes' } : {}),
        ...(body.nextSyncToken ? { sync: 'yes' } : {}),
      });
      pageToken = body.nextPageToken;
    } while (pageToken);
    expect(seen).toEqual(['page0x', 'page1x', 'page2x', 'page3x', 'page4x']);
    expect(pages).toEqual([{ next: 'yes' }, { next: 'yes' }, { sync: 'yes' }]);
  });

  it('expands recurring events with singleEvents and lists exceptions as documented', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'weekly1',
      summary: 'Weekly',
      start: { dateTime: '2026-03-02T09:00:00-05:00', timeZone: NY },
      end: { dateTime: '2026-03-02T10:00:00-05:00', timeZone: NY },
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    fake.removeEvent(calendar, 'weekly1_20260316T130000Z'); // 16 March, after the DST change: 09:00 EDT

    const single = await get(eventsPath(calendar), { singleEvents: 'true', orderBy: 'startTime' });
    expect(ids(single.body.items)).toEqual([
      'weekly1_20260302T140000Z',
      'weekly1_20260309T130000Z',
      'weekly1_20260323T130000Z',
    ]);
    expect(single.body.items?.[1]).toMatchObject({
      recurringEventId: 'weekly1',
      originalStartTime: { dateTime: '2026-03-09T13:00:00Z', timeZone: NY },
      start: { dateTime: '2026-03-09T13:00:00Z' },
      summary: 'Weekly',
    });
    expect(single.body.items?.[1]).not.toHaveProperty('recurrence');

    const deleted = await get(eventsPath(calendar), { singleEvents: 'true', showDeleted: 'true' });
    expect(deleted.body.items?.find((item) => item.id === 'weekly1_20260316T130000Z')?.status).toBe(
      'cancelled',
    );

    // singleEvents=false: the recurring event itself, and (showDeleted=false too) its cancelled instance.
    const raw = await get(eventsPath(calendar));
    expect(ids(raw.body.items)).toEqual(['weekly1', 'weekly1_20260316T130000Z']);
    expect(raw.body.items?.[0]?.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4']);
    expect(raw.body.items?.[1]?.status).toBe('cancelled');
  });

  it('deletes with 204, then 410 for an already deleted event and 404 for an unknown one', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, { id: 'todelete', ...timed('2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z') });
    const remove = (id: string) =>
      fetch(new URL(`${eventsPath(calendar)}/${id}`, fake.rootUrl), {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
    expect((await remove('todelete')).status).toBe(204);
    const again = await remove('todelete');
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: { errors: [{ reason: 'deleted' }] } });
    expect((await remove('neverexisted')).status).toBe(404);
  });

  it('answers an injected 403 rateLimitExceeded in Google’s usageLimits shape', async () => {
    fake.fail({ status: 403, reason: 'rateLimitExceeded', retryAfter: '3' });
    const { status, body, headers } = await get('/calendar/v3/users/me/calendarList');
    expect(status).toBe(403);
    expect(body.error).toEqual({
      code: 403,
      message: 'Rate Limit Exceeded',
      errors: [{ domain: 'usageLimits', reason: 'rateLimitExceeded', message: 'Rate Limit Exceeded' }],
    });
    expect(headers.get('retry-after')).toBe('3');
    expect((await get('/calendar/v3/users/me/calendarList')).status).toBe(200);
  });
});
