/**
 * Shared setup of the Google provider tests (google-fake-contract and google-provider-*.test.ts): one
 * loopback contract fake per test file with a valid token and a primary calendar, a fresh calendar per test,
 * a provider on the fake that records its backoff waits, and plain `fetch` on the fake.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createGoogleProvider, type GoogleProviderConfig } from '../../src/server/calendar/google.ts';
import { type FakeCalendar, type GoogleFake, startGoogleFake } from './google-fake.ts';

export const TOKEN = 'ya29.valid-token';
export const NY = 'America/New_York';

/** The file's fake (set by {@link withGoogleFake}'s beforeAll). */
export let fake: GoogleFake;
/** The backoff waits the providers of the current test asked for, in ms. */
export let sleeps: number[];
let calendarCount = 0;

/** Registers the hooks: the fake started once per file, its requests and failures reset before each test. */
export function withGoogleFake(): void {
  beforeAll(async () => {
    fake = await startGoogleFake();
    fake.tokens.add(TOKEN);
    fake.addCalendar({
      id: 'me@example.com',
      summary: 'me@example.com',
      timeZone: NY,
      backgroundColor: '#9fc6e7',
      accessRole: 'owner',
      primary: true,
    });
  });

  afterAll(async () => {
    await fake?.close();
  });

  beforeEach(() => {
    fake.reset();
    sleeps = [];
  });
}

/** A fresh calendar per test, so tests do not see each other's events. */
export function newCalendar(overrides: Partial<FakeCalendar> = {}): string {
  const id = `cal${++calendarCount}@group.calendar.google.com`;
  fake.addCalendar({
    id,
    summary: `Calendar ${calendarCount}`,
    timeZone: NY,
    accessRole: 'owner',
    ...overrides,
  });
  return id;
}

/** A Google provider on the fake with the valid token; it records its backoff waits in {@link sleeps}. */
export function provider(overrides: Partial<GoogleProviderConfig> = {}) {
  return createGoogleProvider({
    getAccessToken: async () => TOKEN,
    rootUrl: fake.rootUrl,
    timeZone: NY,
    retry: {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: () => 0.5, // jitter factor 1
    },
    ...overrides,
  });
}

/** GET on the fake with the valid token; returns status and JSON body. */
export async function get(path: string, params: Record<string, string> = {}, token: string | null = TOKEN) {
  const url = new URL(path, fake.rootUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & {
      items?: Record<string, unknown>[];
      error?: { code: number; message: string; errors: { reason: string; domain: string }[] };
      nextPageToken?: string;
      nextSyncToken?: string;
    },
  };
}

export const eventsPath = (calendarId: string) =>
  `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`;
export const timed = (start: string, end: string) => ({ start: { dateTime: start }, end: { dateTime: end } });
export const ids = (items: { id?: unknown }[] | undefined) => (items ?? []).map((item) => item.id);

/** March 2026 in New York, as UTC instants. */
export const MARCH = { start: new Date('2026-03-01T05:00:00Z'), end: new Date('2026-04-01T04:00:00Z') };
