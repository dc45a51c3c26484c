import { describe, expect, it } from 'vitest';
import { type ClickWorker, onNotificationClick } from './notification-click.ts';

const ORIGIN = 'https://steward.example';

/** A window the fake worker knows: its url, and what was done to it. */
interface FakeWindow {
  url: string;
  controlled: boolean;
  log: string[];
}

/** A worker whose API answers from `habits` (id → target) and `entries` (id → count), and that records calls. */
function fakeWorker({
  windows = [],
  habits = { h1: 2 },
  entries = {},
}: {
  windows?: FakeWindow[];
  habits?: Record<string, number>;
  entries?: Record<string, number>;
} = {}) {
  const calls: string[] = [];
  const shown: string[] = [];
  const opened: string[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const habit = (id: string, target: number) => ({
    id,
    name: 'Read',
    description: null,
    schedule: { kind: 'daily' },
    target,
    unit: null,
    startDate: '2026-01-01',
    goalId: null,
    archived: false,
    reminderTime: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const worker: ClickWorker = {
    origin: ORIGIN,
    timeZone: 'America/New_York',
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search} ${init?.body ?? ''}`.trim());
      const [, , , id = '', part] = url.pathname.split('/');
      const target = habits[id];
      if (target === undefined) return json({ error: 'Not Found' }, 404);
      if (init?.method === 'PUT') return json({ date: '2026-03-10', count: target, skipped: false });
      if (part === 'entries') {
        const count = entries[id];
        return json(count === undefined ? [] : [{ date: '2026-03-10', count, skipped: false }]);
      }
      return json(habit(id, target));
    },
    clients: {
      matchAll: (async () =>
        windows.map((window) => ({
          get url() {
            return window.url;
          },
          focus: async () => {
            window.log.push('focus');
            return {
              url: window.url,
              navigate: async (url: string) => {
                if (!window.controlled) throw new TypeError('not controlled');
                window.log.push(`navigate ${url}`);
                return {};
              },
            };
          },
        }))) as unknown as Clients['matchAll'],
      openWindow: async (url) => {
        opened.push(String(url));
        return null;
      },
    },
    showNotification: async (title) => {
      shown.push(title);
    },
  };
  return { worker, calls, shown, opened };
}

const habitData = { url: '/habit-tracker/h1', habit: { id: 'h1', date: '2026-03-10' } };

describe('onNotificationClick', () => {
  it("checks the habit in to its target on 'Done', opening no window", async () => {
    const { worker, calls, opened } = fakeWorker({ entries: { h1: 1 } });
    await onNotificationClick('done', habitData, worker);
    expect(calls).toContain('PUT /api/habits/h1/entries/2026-03-10 {"count":2}');
    expect(opened).toEqual([]);
  });

  it("writes nothing on 'Done' when the day is done already", async () => {
    const { worker, calls } = fakeWorker({ entries: { h1: 3 } });
    await onNotificationClick('done', habitData, worker);
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it("says so in a notification when 'Done' cannot check in (the habit is gone)", async () => {
    const { worker, shown } = fakeWorker({ habits: {} });
    await onNotificationClick('done', habitData, worker);
    expect(shown).toEqual(['Could not check in']);
  });

  it('shows the page in an open Steward window it controls', async () => {
    const window = { url: `${ORIGIN}/daily-overview`, controlled: true, log: [] };
    const { worker, opened } = fakeWorker({ windows: [window] });
    await onNotificationClick('', { url: '/daily-planning', habit: null }, worker);
    expect(window.log).toEqual(['focus', `navigate ${ORIGIN}/daily-planning`]);
    expect(opened).toEqual([]);
  });

  it("opens a new window when the open one is not the worker's to navigate", async () => {
    const window = { url: `${ORIGIN}/daily-overview`, controlled: false, log: [] };
    const { worker, opened } = fakeWorker({ windows: [window] });
    await onNotificationClick('', { url: '/daily-planning', habit: null }, worker);
    expect(opened).toEqual([`${ORIGIN}/daily-planning`]);
  });

  it('opens a window on the page when none is open', async () => {
    const { worker, opened } = fakeWorker({
      windows: [{ url: 'https://other.example/', controlled: false, log: [] }],
    });
    await onNotificationClick('', { url: '/weekly-review', habit: null }, worker);
    expect(opened).toEqual([`${ORIGIN}/weekly-review`]);
  });

  it.each([
    ['no page', { url: null, habit: null }],
    ['data Steward did not make', { url: 'https://evil.example/' }],
  ])('opens nothing for a notification with %s', async (_case, data) => {
    const { worker, opened, calls } = fakeWorker();
    await onNotificationClick('', data, worker);
    expect([...opened, ...calls]).toEqual([]);
  });
});
