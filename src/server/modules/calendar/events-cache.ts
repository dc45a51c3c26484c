/**
 * Answers of GET /api/calendar/events, POST /api/calendar/week-comparison and GET /api/insights (ADR 056, keyed
 * by its own versions as well) kept in this server's memory (issue
 * 12 and 13 Performance; ADR 031). An answer is keyed by (user, what the route asked: time zone, range, ideal
 * week) and stored with the user's calendar version (table `calendar_versions`, raised
 * by the database's triggers at the commit of any write the answer reads). Every request reads the version (one
 * indexed lookup) before anything else, so a cached answer is served only while nothing it shows has changed, on
 * this server or on any other sharing the database. Entries are evicted least recently used past `maxBytes`.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { calendarVersions } from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';

const gzipAsync = promisify(gzip);

/** Bytes of answers a server keeps by default (about 60 months of 2,000 events). */
export const EVENTS_CACHE_BYTES = 32 * 1024 * 1024;

/** One answer: the JSON text as UTF-8 (encoded once, not on every send), and its gzip encoding once asked for. */
export interface EventsAnswer {
  body: Buffer;
  gzipped?: Buffer;
}

interface Entry extends EventsAnswer {
  key: string;
  version: number | string;
  /** When given, the instant (UTC ms) from which the answer is no longer served. */
  until?: number;
}

/** What `compute` gives: the answer's JSON text, alone or with the instant (UTC ms) until which it holds. */
export type Computed = string | { text: string; until: number };

function prepareVersion(db: Db) {
  return db
    .select({ version: calendarVersions.version })
    .from(calendarVersions)
    .where(eq(calendarVersions.userId, sql.placeholder('userId')))
    .prepare('calendar_version');
}

/** The cache of one server and database; `compute` builds an answer's JSON text when none is valid. */
export function createEventsCache(db: Db, maxBytes = EVENTS_CACHE_BYTES) {
  const readVersion = prepareVersion(db);
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const size = (entry: Entry) => entry.body.length + (entry.gzipped?.length ?? 0);
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= size(entry);
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    if (size(entry) > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += size(entry);
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  /** The user's calendar version (0 before the first write). */
  const version = async (userId: string): Promise<number> => {
    const [row] = await readVersion.execute({ userId });
    return row?.version ?? 0;
  };

  return {
    version,

    /**
     * The user's answer named `question` (everything else the answer depends on besides the user's calendar
     * data: time zone, range, ideal week and its version): the cached one when the user's calendar version is
     * still the one it was built under, else `compute()`'s, cached. `known` is the version when the caller has
     * just read it ({@link version}), before anything the answer reads; a caller keying by more than the
     * calendar (the insights, ADR 056) passes its own versions read from the database as one string. An answer
     * computed with an `until` is served only while `now` is before it.
     */
    async answer(
      userId: string,
      question: string,
      compute: () => Promise<Computed>,
      known?: number | string,
      now?: Date,
    ): Promise<EventsAnswer> {
      const key = `${userId}\u0000${question}`;
      // The version is read before the events: an answer is never older than the version it is stored under.
      const current = known ?? (await version(userId));
      const cached = entries.get(key);
      const held = cached?.until === undefined || (now !== undefined && now.getTime() < cached.until);
      if (cached?.version === current && held) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const computed = await compute();
      const text = typeof computed === 'string' ? computed : computed.text;
      const body = Buffer.from(text);
      const entry: Entry = { key, version: current, body };
      if (typeof computed !== 'string') entry.until = computed.until;
      store(key, entry);
      return entry;
    },

    /** The answer's gzip encoding, made once and kept with it. */
    async gzipped(answer: EventsAnswer): Promise<Buffer> {
      if (answer.gzipped) return answer.gzipped;
      const encoded = await gzipAsync(answer.body);
      const entry = answer as Entry;
      if (entries.get(entry.key) === entry && !entry.gzipped) {
        remove(entry.key);
        store(entry.key, { ...entry, gzipped: encoded });
      }
      return encoded;
    },

    /** Bytes held, for tests and the bench. */
    get bytes() {
      return bytes;
    },
  };
}

export type EventsCache = ReturnType<typeof createEventsCache>;

/** Whether an Accept-Encoding header accepts gzip (RFC 9110 §12.5.3: a q of 0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
