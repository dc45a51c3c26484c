/**
 * Property tests of the calendar routes (ADR 011): valid queries and bodies derived from core's
 * schemas mixed with hostile values and instants at the edges. Never 5xx; 2xx exactly when the core schema
 * accepts (a booking may also be the documented 409 overlap); an accepted block reads back equal.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  calendarEventsQuery,
  type SuggestedSlot,
  TIME_TAKEN_MESSAGE,
  timeBlockInput,
} from '../../src/core/calendar/events.ts';
import { suggestSlotsInput } from '../../src/core/calendar/free-slots.ts';
import { isoInstant, MAX_INSTANT, MIN_INSTANT } from '../../src/core/dates.ts';
import { idParam } from '../../src/server/http.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';
import {
  anyDate,
  checkAnswer,
  EDGE_INSTANTS,
  expectation,
  mixed,
  pathSegment,
  runsOn,
  segmentString,
} from './properties.ts';

const TIMEOUT = 240_000;
const HOUR = 3_600_000;

/** Instants across the accepted range, written with an offset, and the edge instants. */
const instantAt = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min: -14 * 4, max: 14 * 4 }))
    .map(([ms, quarters]) => withOffset(Math.floor(ms / 1000) * 1000, quarters * 15));
const anyInstant = fc.oneof(
  instantAt(Date.parse(MIN_INSTANT), Date.parse(MAX_INSTANT)),
  fc.constantFrom(...EDGE_INSTANTS),
);

/** `ms` (a UTC instant) written in local time at `offsetMinutes`, e.g. '2026-03-10T15:30:00+05:30'. */
function withOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${local}Z`;
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** A range or block: a start and a length in ms (sometimes negative or too long), and the edge instants. */
const span = (maxMs: number) =>
  fc.oneof(
    fc
      .tuple(
        fc.integer({ min: Date.parse(MIN_INSTANT), max: Date.parse(MAX_INSTANT) }),
        fc.integer({ min: -HOUR, max: maxMs }),
      )
      .map(([start, length]) => [
        withOffset(start - (start % 1000), 0),
        withOffset(start - (start % 1000) + length, 330),
      ]),
    fc.tuple(anyInstant, anyInstant),
  );

describe.each(backends)('calendar properties on %s', (backend) => {
  let t: TestApp;
  let user: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    user = await t.signUp();
  });
  afterAll(() => t.close());

  it(
    'GET /api/calendar/events',
    async () => {
      const query = mixed(span(70 * 24 * HOUR).map(([startDate, endDate]) => ({ startDate, endDate })));
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const params = new URLSearchParams();
          if (q !== null && typeof q === 'object')
            for (const [k, v] of Object.entries(q))
              params.append(k, typeof v === 'string' ? v.toWellFormed() : (JSON.stringify(v) ?? ''));
          const sent = Object.fromEntries(params);
          const expected = calendarEventsQuery.safeParse(sent);
          const res = await user.request('GET', `/api/calendar/events?${params}`);
          const events = await checkAnswer(res, expected.success, sent);
          if (expected.success) expect(Array.isArray(events)).toBe(true);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'POST /api/calendar/suggest-slots',
    async () => {
      const duration = fc.constantFrom<unknown>(30, 60, 90, 120, '30', '60', '90', '120', 45, '1h', ' 60');
      await fc.assert(
        fc.asyncProperty(
          mixed(fc.record({ date: anyDate, duration })),
          fc.constantFrom('UTC', 'Etc/GMT-14', 'Etc/GMT+12', 'America/Sitka', 'Asia/Manila'),
          async (body, zone) => {
            const expected = expectation(suggestSlotsInput, body);
            const res = await user.request('POST', '/api/calendar/suggest-slots', {
              body,
              headers: { 'X-Time-Zone': zone },
            });
            const slots = (await checkAnswer(res, expected.success, body)) as SuggestedSlot[];
            if (!expected.success) return;
            expect(res.status).toBe(200);
            // Every suggested slot can be booked as it is: its instants pass the instant rule unchanged.
            for (const slot of slots) {
              expect(isoInstant.parse(slot.start)).toBe(slot.start);
              expect(isoInstant.parse(slot.end)).toBe(slot.end);
            }
          },
        ),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'POST /api/calendar/time-blocks, read back by GET /api/calendar/events',
    async () => {
      const title = fc.oneof(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constant('  Focus \u200f مرحبا  '),
      );
      const block = fc.tuple(title, span(30 * HOUR)).map(([t, [start, end]]) => ({ title: t, start, end }));
      await fc.assert(
        fc.asyncProperty(mixed(block), async (body) => {
          const expected = expectation(timeBlockInput, body);
          const res = await user.request('POST', '/api/calendar/time-blocks', { body });
          const event = (await checkAnswer(res, expected.success, body)) as CalendarEvent;
          if (!expected.success) return;
          if (res.status === 409) {
            expect(event).toMatchObject({ message: TIME_TAKEN_MESSAGE });
            return;
          }
          expect(res.status).toBe(201);
          const { title: summary, start, end } = expected.data;
          expect(event).toMatchObject({ summary, start, end });
          const range = new URLSearchParams({ startDate: start, endDate: end });
          const listed = await user.request('GET', `/api/calendar/events?${range}`);
          expect(await listed.json()).toContainEqual(event);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'DELETE /api/calendar/time-blocks/{id}',
    async () => {
      let day = 0;
      const book = async () => {
        const start = Date.parse('3000-01-01T00:00:00Z') + day++ * 24 * HOUR;
        const body = {
          title: 'Delete me',
          start: new Date(start).toISOString(),
          end: new Date(start + HOUR).toISOString(),
        };
        const res = await user.request('POST', '/api/calendar/time-blocks', { body });
        if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
        return ((await res.json()) as CalendarEvent).id;
      };
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constant(null), fc.uuid(), segmentString), async (given) => {
          const id = given ?? (await book());
          const idOk = idParam.safeParse({ id: id.toWellFormed() }).success;
          const res = await user.request('DELETE', `/api/calendar/time-blocks/${pathSegment(id)}`);
          await checkAnswer(res, idOk, id);
          if (idOk) expect(res.status).toBe(given === null ? 204 : 404);
          if (given === null) {
            const again = await user.request('DELETE', `/api/calendar/time-blocks/${id}`);
            expect(again.status).toBe(404);
          }
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );
});
