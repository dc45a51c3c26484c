/**
 * The far-range benchmark (ADR 041; run by `npm run bench:calendar` after the month benchmark, or alone with
 * BENCH_ONLY=far; bench/README.md). On each target (its own process, like bench/calendar.ts), BENCH_FAR_USERS (20)
 * users and one more for the check each get the three sources of bench/calendar-far-sources.ts (ICS, CalDAV on
 * a real Radicale, Google through its fakes), then:
 *   check  the extra user reads the far month (the UTC month two years ahead): 200, no notice header, and
 *          events from each of the three sources, before anything is measured;
 *   (a)    first read: each of the 20 users reads that month once, one request at a time (never read by that
 *          user: Steward lists it from the three sources while the request waits); p50 and p99 (with 20
 *          samples p99 is the slowest), each answer checked like the check's; where the time went, from the
 *          timing proxies: before Steward's first request to a source, each source's wait, after the last answer;
 *   (b)    repeated read: the same far month of one user at BENCH_CONNECTIONS (10) with autocannon, 1 s warm-up
 *          then BENCH_DURATION (5) s; p50, p99, req/s, and whether p99 ≤ 50 ms; once without Accept-Encoding
 *          (as the month benchmark asks) and once with `Accept-Encoding: gzip` (as browsers ask).
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { CALENDAR_NOTICES_HEADER } from '../src/core/calendar/events.ts';
import {
  freePort,
  SOURCE_KINDS,
  type SourceKind,
  type Span,
  startFarSources,
} from './calendar-far-sources.ts';
import { monthAhead } from './calendar-feeds.ts';
import { signUp, startTarget, stop } from './calendar-target.ts';

const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const USERS = Number(process.env.BENCH_FAR_USERS || 20);
const P99_TARGET_MS = 50;

/** One Steward target of the bench: its name and the env that picks its database. */
export interface FarTarget {
  name: string;
  env: Record<string, string>;
}

/** The `q` quantile (nearest rank) of `values`, rounded to the millisecond. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
}

/** Reads `path` as `cookie`; throws unless 200 without notices and with events from every source. */
async function readFar(origin: string, path: string, cookie: string): Promise<Record<SourceKind, number>> {
  const res = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${text}`);
  const notices = res.headers.get(CALENDAR_NOTICES_HEADER);
  if (notices) throw new Error(`GET ${path}: notices ${decodeURIComponent(notices)}`);
  const counts = { ics: 0, caldav: 0, google: 0 };
  for (const event of JSON.parse(text) as { source: string }[])
    if (event.source in counts) counts[event.source as SourceKind]++;
  for (const kind of SOURCE_KINDS)
    if (counts[kind] === 0) throw new Error(`GET ${path}: no ${kind} event in the far month`);
  return counts;
}

/** Where a first read's time went, from the proxies' spans inside [start, end]. */
function breakdown(spans: Record<SourceKind, Span[]>, start: number, end: number) {
  const inside = (kind: SourceKind) => spans[kind].filter((s) => s.start >= start && s.end <= end);
  const all = SOURCE_KINDS.flatMap(inside);
  const wait = (kind: SourceKind) => inside(kind).reduce((sum, s) => sum + s.end - s.start, 0);
  return {
    before: Math.min(...all.map((s) => s.start)) - start,
    ics: wait('ics'),
    caldav: wait('caldav'),
    google: wait('google'),
    after: end - Math.max(...all.map((s) => s.end)),
    requests: all.length,
  };
}

type FarSources = Awaited<ReturnType<typeof startFarSources>>;

async function measure(target: FarTarget, sources: FarSources, month: { start: Date; end: Date }) {
  const port = await freePort();
  const { oauth, env } = await sources.oauthFor(`http://127.0.0.1:${port}`);
  let child: ChildProcess | undefined;
  try {
    const started = await startTarget({ ...target.env, ...env, BENCH_TARGET_PORT: String(port) });
    child = started.child;
    const { origin } = started;
    const setupStarted = performance.now();
    const cookies: string[] = [];
    for (let n = 0; n <= USERS; n++) {
      const cookie = await signUp(origin);
      await sources.connect(origin, cookie, n, oauth);
      cookies.push(cookie);
    }
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const path = `/api/calendar/events?startDate=${month.start.toISOString()}&endDate=${month.end.toISOString()}`;
    const [checker, ...users] = cookies as [string, ...string[]];
    const counts = await readFar(origin, path, checker);

    const firstReads: number[] = [];
    const parts: ReturnType<typeof breakdown>[] = [];
    for (const cookie of users) {
      const start = performance.now();
      const res = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
      const body = await res.arrayBuffer();
      const end = performance.now();
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${new TextDecoder().decode(body)}`);
      firstReads.push(end - start);
      parts.push(breakdown(sources.spans, start, end));
      // The same answer's content, checked after the clock stopped (now from the server's memory, ADR 031).
      const again = await readFar(origin, path, cookie);
      if (SOURCE_KINDS.some((kind) => again[kind] !== counts[kind]))
        throw new Error(`GET ${path}: ${JSON.stringify(again)}, the check read ${JSON.stringify(counts)}`);
    }
    const median = (pick: (part: ReturnType<typeof breakdown>) => number) => quantile(parts.map(pick), 0.5);
    const first = {
      target: target.name,
      'events ics/caldav/google': SOURCE_KINDS.map((kind) => counts[kind]).join('/'),
      'setup s': Math.round(setupSeconds),
      'p50 ms': quantile(firstReads, 0.5),
      'p99 ms': quantile(firstReads, 0.99),
      'before p50': median((p) => p.before),
      'ics p50': median((p) => p.ics),
      'caldav p50': median((p) => p.caldav),
      'google p50': median((p) => p.google),
      'after p50': median((p) => p.after),
      'source requests': median((p) => p.requests),
    };

    const repeated = [];
    // autocannon sends no Accept-Encoding (as in the month benchmark); browsers (and fetch) ask for gzip.
    for (const encoding of ['identity', 'gzip'] as const) {
      const headers = {
        Cookie: users[0] ?? '',
        ...(encoding === 'gzip' ? { 'Accept-Encoding': 'gzip' } : {}),
      };
      const options = { url: `${origin}${path}`, connections: CONNECTIONS, headers };
      const warm = await autocannon({ ...options, duration: 1 });
      const result = await autocannon({ ...options, duration: DURATION });
      repeated.push({
        target: target.name,
        encoding,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        [`p99 ≤ ${P99_TARGET_MS} ms`]: result.latency.p99 <= P99_TARGET_MS ? 'met' : 'not met',
        'kB/answer': Math.round(result.throughput.total / Math.max(1, result.requests.total) / 1000),
        non2xx: result.non2xx + result.errors + warm.non2xx + warm.errors,
      });
    }
    return { first, repeated };
  } finally {
    if (child) await stop(child);
  }
}

/** Runs the far-range benchmark on each target, one after the other; prints its tables, returns (b)'s rows. */
export async function benchFarRanges(targets: readonly FarTarget[]) {
  const month = monthAhead(24);
  const sources = await startFarSources(month);
  const results = [];
  const loadBefore = loadavg();
  try {
    for (const target of targets) results.push(await measure(target, sources, month));
  } finally {
    await sources.close();
  }
  const load = (values: number[]) => values.map((n) => n.toFixed(1)).join(' ');
  console.log(
    `Far month ${month.start.toISOString().slice(0, 7)} (UTC), load average ${load(loadBefore)} → ${load(loadavg())}.\n` +
      `(a) first read, ${USERS} users one request at a time (ms; before/ics/caldav/google/after: medians of ` +
      'the time before Steward asked a source, waiting on each source, and after the last source answered):',
  );
  console.table(results.map((r) => r.first));
  console.log(`(b) repeated read, ${CONNECTIONS} connections, ${DURATION} s:`);
  const repeated = results.flatMap((r) => r.repeated);
  console.table(repeated);
  return repeated;
}
