/**
 * Hostile input, example by example (ADR 011): the inputs measured to answer 500 before the text and
 * date rules now answer 400 naming the field, and accepted edge values read back exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

describe.each(backends)('hostile input on %s', (backend) => {
  let t: TestApp;
  let user: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    user = await t.signUp();
  });
  afterAll(() => t.close());

  const expect400 = async (method: string, path: string, body: unknown, field?: string) => {
    const res = await user.request(method, path, { body });
    expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    const json = (await res.json()) as { error: string; message: string; field?: string };
    expect(json.error).toBe('Bad Request');
    expect(json.field).toBe(field);
  };

  it.each([['\u0000'], ['x\u0000'], ['\ud800'], ['\udc00x']])(
    'refuses %j in every text field with 400 naming it',
    async (bad) => {
      await expect400(
        'POST',
        '/api/daily-plans',
        planBody('2026-03-10', { bigThree: ['a', bad, 'c'] }),
        'bigThree.1',
      );
      await expect400(
        'POST',
        '/api/daily-plans',
        planBody('2026-03-10', { winningDefinition: bad }),
        'winningDefinition',
      );
      await expect400('POST', '/api/rituals', { type: 'morning', elements: [bad] }, 'elements.0');
      const start = '2026-03-10T10:00:00Z';
      const end = '2026-03-10T11:00:00Z';
      await expect400('POST', '/api/calendar/time-blocks', { title: bad, start, end }, 'title');
      await expect400('POST', '/api/auth/update-user', { name: bad }, 'name');
      await expect400('POST', '/api/auth/update-user', { [`k${bad}`]: 1 }, `k${bad}`);
      const res = await user.request('POST', '/api/daily-plans', { body: planBody('2026-03-11') });
      const { id } = (await res.json()) as { id: string };
      const finish = { productivityRating: '7', improvementNote: bad, incompleteTasks: [] };
      await expect400('PATCH', `/api/daily-plans/${id}/finish`, finish, 'improvementNote');
    },
  );

  it('refuses wrong types and malformed JSON on better-auth endpoints', async () => {
    await expect400('POST', '/api/auth/update-user', { name: null }, 'name');
    await expect400(
      'POST',
      '/api/auth/sign-up/email',
      { name: 1, email: 'a@b.co', password: 'p'.repeat(12) },
      'name',
    );
    await expect400('POST', '/api/auth/sign-in/email', { email: ['a'], password: 'x' }, 'email');
    await expect400('POST', '/api/auth/sign-in/email', '{"email":', undefined);
  });

  it.each([
    ['0000-01-01T00:00:00Z', '0000-01-02T00:00:00Z'],
    ['0001-01-01T00:00:00Z', '0001-01-02T00:00:00Z'],
    ['9999-12-31T00:00:00Z', '9999-12-31T23:59:59.999Z'],
  ])('refuses an events range %s … %s outside the instant range', async (startDate, endDate) => {
    const query = `startDate=${encodeURIComponent(startDate)}&endDate=${encodeURIComponent(endDate)}`;
    const res = await user.request('GET', `/api/calendar/events?${query}`);
    expect(res.status).toBe(startDate.startsWith('9999') ? 200 : 400);
  });

  it('refuses an insights range ending on 9999-12-31, past the last accepted date, with 400 naming to', async () => {
    const res = await user.request('GET', '/api/insights?from=9999-12-27&to=9999-12-31');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      field: 'query.to',
      message: expect.stringContaining('9999-12-30'),
    });
  });

  it('refuses suggest-slots on 9999-12-31 and answers on the last and first accepted dates', async () => {
    await expect400('POST', '/api/calendar/suggest-slots', { date: '9999-12-31', duration: 30 }, 'date');
    for (const date of ['9999-12-30', '1000-01-02']) {
      const res = await user.request('POST', '/api/calendar/suggest-slots', {
        body: { date, duration: 30 },
        headers: { 'X-Time-Zone': 'Etc/GMT-14' },
      });
      expect(res.status).toBe(200);
    }
  });

  it('refuses a time block in year 0001 and reads an accepted year-1000 block back exactly', async () => {
    const old = { title: 'Old', start: '0001-03-01T10:00:00Z', end: '0001-03-01T11:00:00Z' };
    await expect400('POST', '/api/calendar/time-blocks', old, 'start');
    const body = { title: 'Old', start: '1000-03-01T10:00:00+05:30', end: '1000-03-01T11:00:00.5+05:30' };
    const res = await user.request('POST', '/api/calendar/time-blocks', { body });
    expect(res.status).toBe(201);
    const block = (await res.json()) as { start: string; end: string };
    expect(block).toMatchObject({ start: '1000-03-01T04:30:00.000Z', end: '1000-03-01T05:30:00.500Z' });
    const list = await user.request(
      'GET',
      `/api/calendar/events?startDate=1000-03-01T00:00:00Z&endDate=1000-03-02T00:00:00Z`,
    );
    expect(await list.json()).toMatchObject([{ start: block.start, end: block.end }]);
  });

  it('keeps a plan on the first and last accepted dates', async () => {
    for (const date of ['1000-01-02', '9999-12-30']) {
      const saved = await user.request('POST', '/api/daily-plans', { body: planBody(date) });
      expect(saved.status).toBe(200);
      const read = await user.request('GET', `/api/daily-plans/date/${date}`);
      expect(((await read.json()) as { date: string }).date).toBe(date);
    }
    await expect400('POST', '/api/daily-plans', planBody('1000-01-01'), 'date');
  });
});
