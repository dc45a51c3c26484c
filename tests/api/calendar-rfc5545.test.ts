/**
 * Recurrence expansion far from the server's today through GET /api/calendar/events (docs/product.md §7), on
 * every backend: one ICS feed holding RFC 5545's own examples (rfc5545-cases.ts: §3.8.5.3 RRULE, with EXDATE,
 * RDATE and RECURRENCE-ID cases), subscribed by a New York user while the server's clock says 1 March 2026.
 * The feed's years (1996-2007) are read once, in pages of at most 61 local days (the API serves at most 62 days a
 * request), and the starts of each case's instances within its dates must be exactly those the RFC lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedToUtc } from '../../src/core/dates.ts';
import { addSource, eventsBetween, inNewYork, NOW, startFeeds, ZONE } from './calendar-sources-setup.ts';
import { backends, startTestApp, type TestApp } from './harness.ts';
import { caseRange, nyToUtc, RFC5545_CASES, rfc5545Feed } from './rfc5545-cases.ts';

const PRIVATE = { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' };
/** Local days a page covers: 61 days plus at most the hour a DST change adds stays within the API's 62. */
const PAGE_DAYS = 61;

/** [startDate, endDate) pages from local midnight of `from` to the local midnight after `to`, in New York. */
function pages(from: string, to: string): [string, string][] {
  const at = (day: string) => zonedToUtc(day, 0, ZONE).toISOString();
  const end = addDays(to, 1);
  const list: [string, string][] = [];
  let day = from;
  for (; addDays(day, PAGE_DAYS) < end; day = addDays(day, PAGE_DAYS))
    list.push([at(day), at(addDays(day, PAGE_DAYS))]);
  list.push([at(day), at(end)]);
  return list;
}

let feeds: Awaited<ReturnType<typeof startFeeds>>;
beforeAll(async () => {
  feeds = await startFeeds({ '/rfc5545.ics': rfc5545Feed() });
});
afterAll(() => feeds?.close());

describe.each(backends)('RFC 5545 examples far from today through the events API on %s', (backend) => {
  let t: TestApp;
  /** Every event of the feed's years, read once in pages: id → summary and start. */
  const read = new Map<string, { summary: string; start: string }>();
  beforeAll(async () => {
    t = await startTestApp(backend, PRIVATE, NOW);
    const ada = await t.signUp('Ada');
    await inNewYork(ada);
    const source = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/rfc5545.ics` });
    // Synced without error: the whole feed reads within the expansion caps (ADR 018).
    expect(source).toMatchObject({ status: 'ok', error: null });
    const ranges = RFC5545_CASES.map(caseRange);
    const from = ranges.map(([start]) => start).sort()[0] as string;
    const to = ranges
      .map(([, end]) => end)
      .sort()
      .at(-1) as string;
    for (const [start, end] of pages(from, to))
      for (const event of await eventsBetween(ada, start, end)) read.set(event.id, event);
  });
  afterAll(() => t.close());

  it.each(RFC5545_CASES)('$name', (c) => {
    const [from, to] = caseRange(c);
    const [start, end] = [
      zonedToUtc(from, 0, ZONE).toISOString(),
      zonedToUtc(addDays(to, 1), 0, ZONE).toISOString(),
    ];
    const starts = [...read.values()]
      .filter((e) => e.summary === c.name && e.start >= start && e.start < end)
      .map((e) => e.start)
      .sort();
    expect(starts).toEqual(c.expected.map(nyToUtc));
  });
});
