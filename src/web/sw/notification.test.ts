import { describe, expect, it } from 'vitest';
import { clickedData, NOTIFICATION_ICON, notificationFor, sameOriginPath } from './notification.ts';

const ORIGIN = 'https://steward.example';

describe('sameOriginPath', () => {
  it.each([
    ['/daily-planning', '/daily-planning'],
    ['/habit-tracker/h1?from=push#today', '/habit-tracker/h1?from=push#today'],
    ['https://steward.example/weekly-review', '/weekly-review'],
    ['daily-overview', '/daily-overview'],
    ['https://evil.example/daily-planning', null],
    ['//evil.example/daily-planning', null],
    ['http://steward.example/daily-planning', null],
    ['https://steward.example:8443/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['https://[', null],
  ])('%s → %s', (url, expected) => {
    expect(sameOriginPath(url, ORIGIN)).toBe(expected);
  });
});

describe('notificationFor', () => {
  const push = (payload: unknown) => notificationFor(JSON.stringify(payload), ORIGIN);

  it('shows the title, body and tag, and keeps the page to open', () => {
    expect(
      push({
        title: 'Plan your day',
        body: 'Your Big 3 are waiting',
        url: '/daily-planning',
        tag: 'plan-day',
      }),
    ).toEqual({
      title: 'Plan your day',
      options: {
        body: 'Your Big 3 are waiting',
        tag: 'plan-day',
        icon: NOTIFICATION_ICON,
        data: { url: '/daily-planning', habit: null },
      },
    });
  });

  it('drops a url on another origin, so the click opens nothing', () => {
    expect(push({ title: 'Plan your day', url: 'https://evil.example/' }).options.data.url).toBeNull();
  });

  it("gives a habit reminder its 'Done' action and the habit's day", () => {
    const { options } = push({
      title: 'Read 10 pages',
      url: '/habit-tracker/h1',
      tag: 'habit-h1',
      actions: [{ action: 'done', title: 'Done' }],
      habitId: 'h1',
      date: '2026-03-10',
    });
    expect(options.actions).toEqual([{ action: 'done', title: 'Done' }]);
    expect(options.data.habit).toEqual({ id: 'h1', date: '2026-03-10' });
  });

  it.each([
    ['without a habit', { actions: [{ action: 'done', title: 'Done' }] }],
    [
      'with an action the worker does not know',
      { actions: [{ action: 'snooze', title: 'Later' }], habitId: 'h1', date: '2026-03-10' },
    ],
  ])('shows no action on a payload %s', (_case, extra) => {
    expect(push({ title: 'Reminder', ...extra }).options.actions).toBeUndefined();
  });

  it.each([
    ['no data', null],
    ['text that is not JSON', 'Plan your day'],
    ['JSON without a title', JSON.stringify({ body: 'Your Big 3 are waiting' })],
    [
      'a habit reminder with a date that is not a day',
      JSON.stringify({ title: 'Read', habitId: 'h1', date: '2026-02-30' }),
    ],
  ])('shows a plain Steward notification for %s', (_case, text) => {
    expect(notificationFor(text, ORIGIN)).toEqual({
      title: 'Steward',
      options: {
        body: 'Open Steward to see what is due.',
        icon: NOTIFICATION_ICON,
        data: { url: '/', habit: null },
      },
    });
  });
});

describe('clickedData', () => {
  it("reads a Steward notification's data back", () => {
    const { options } = notificationFor(JSON.stringify({ title: 'Plan', url: '/daily-planning' }), ORIGIN);
    expect(clickedData(options.data)).toEqual({ url: '/daily-planning', habit: null });
  });

  it.each([undefined, null, 'x', { url: 5, habit: null }])(
    'is null for data Steward did not make: %j',
    (data) => {
      expect(clickedData(data)).toBeNull();
    },
  );
});
