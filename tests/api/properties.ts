/**
 * Arbitraries and checks shared by the property tests (tests/api/properties-*.test.ts, ADR 011):
 * hostile values (NUL, lone surrogates, bidi and zero-width marks, 100 KB strings, extreme numbers, prototype
 * keys, wrong types, dates and instants at the edges) and a way to mix them into valid bodies derived from the
 * core schemas: replace a field, drop a field or add one.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import { MAX_LOCAL_DATE, MIN_LOCAL_DATE } from '../../src/core/dates.ts';
import { type Backend, backends } from './harness.ts';

/** Runs per property on the first backend; the suite's budget (ADR 011) is about three minutes on both backends. */
export const RUNS = 1000;

/**
 * Runs of a property on `backend`: all `runs` on the first backend (PGlite, which every run has), a quarter on the
 * second (PostgreSQL when TEST_DATABASE_URL is set). Routes, schemas and checks are the same code on both; the
 * second backend's share checks that what it accepted reads back equal from its storage too. The ≥ 1,000
 * bodies per route are met on the first backend.
 */
export function runsOn(backend: Backend, runs: number = RUNS): number {
  return backend === backends[0] ? runs : Math.ceil(runs / 4);
}

/** Strings that broke or could break text handling: NUL, surrogates, bidi, zero-width, prototype names. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'x\u0000',
  '\ud800',
  '\udfff',
  'a\udc00b',
  '\ud83d\ude00',
  '\u200f\u202eevil\u202c',
  '\u2066isolated\u2069',
  '\u200b\u200c\u200d\ufeff',
  'tab\tnew\nline\r',
  '\u0007\u001b[31m\u007f\u0085',
  '\u2028\u2029',
  'e\u0301 vs \u00e9',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '0',
  '-0',
  '1e308',
  'null',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'x'.repeat(100_000),
] as const;

/** Numbers at the edges of JSON and JavaScript (NaN and Infinity are not JSON). */
export const EXTREME_NUMBERS = [0, -0, 1, -1, 1e308, -1e308, 2 ** 53 + 1, 5e-324, 30, 60, 1.5] as const;

/** Local dates at the edges: outside the range, nonexistent, malformed. */
export const EDGE_DATES = [
  '0000-01-01',
  '0001-03-01',
  '0099-12-31',
  '0999-12-31',
  '1000-01-01',
  '1000-01-02',
  '1969-12-31',
  '1970-01-01',
  '2024-02-29',
  '2025-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '9999-12-30',
  '9999-12-31',
  '2026-3-9',
  '+02026-03-09',
  '2026-03-09T00:00:00Z',
] as const;

/** Instants at the edges: years, odd offsets, precision, leap seconds, lower-case, no offset. */
export const EDGE_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '0001-03-01T10:00:00Z',
  '0099-01-01T00:00:00Z',
  '0999-12-31T23:59:59.999Z',
  '1000-01-01T00:00:00Z',
  '1000-01-01T00:00:00+00:01',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:00:00-01:00',
  '2026-03-10T10:00:00+23:59',
  '2026-03-10T10:00:00-23:59',
  '2026-03-10T10:00:00+24:00',
  '2026-03-10T10:00:00+05:45',
  '2026-03-10T10:00:00-00:00',
  '2026-03-10T10:00:00.123456Z',
  '2026-03-10T10:00:00.1Z',
  '2026-03-10T23:59:60Z',
  '2026-03-10T24:00:00Z',
  '2026-02-30T10:00:00Z',
  '2026-03-10T10:00Z',
  '2026-03-10T10:00:00',
  '2026-03-10t10:00:00z',
  '+002026-03-10T10:00:00Z',
] as const;

/** Any string: printable, full Unicode (lone surrogates included), or one of {@link HOSTILE_STRINGS}. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom(...HOSTILE_STRINGS),
);

/** Dates in the accepted range (all of it, years 1000-9999), and the edge dates. */
export const anyDate: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({
      min: new Date(`${MIN_LOCAL_DATE}T00:00:00Z`),
      max: new Date(`${MAX_LOCAL_DATE}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(...EDGE_DATES),
);

/**
 * `value` as one URL path segment: every UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as any
 * UTF-8 client sends it, so the server sees `value.toWellFormed()`). Not for '', '.' and '..', which change the
 * route (WHATWG URL treats '%2E' as '.'): see {@link segmentString}.
 */
export function pathSegment(value: string): string {
  const bytes = [...Buffer.from(value.toWellFormed(), 'utf8')];
  return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/** Hostile strings usable as one path segment (not '', '.' or '..'). */
export const segmentString = hostileString.filter((s) => !['', '.', '..'].includes(s.toWellFormed()));

/** Values of the wrong type or shape for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(null, true, false, [], {}, ...EXTREME_NUMBERS),
  fc.constantFrom(...EDGE_DATES, ...EDGE_INSTANTS),
  fc.array(hostileString, { maxLength: 4 }),
  fc.constant({ ['__proto__']: { polluted: true }, constructor: 'x' }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Keys added to bodies: prototype names and hostile strings. */
const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId'),
  hostileString,
);

/**
 * A body: a valid one from `valid` (about half the runs), or one with a field replaced by a hostile value,
 * a field removed, an extra key (prototype names included), or a hostile value instead of the whole body.
 */
export function mixed(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  const replaced = fc
    .tuple(valid, fc.nat(), hostileValue)
    .map(([body, index, value]) => withKey(body, Object.keys(body)[index % Object.keys(body).length], value));
  const dropped = fc.tuple(valid, fc.nat()).map(([body, index]) => {
    const copy = { ...body };
    delete copy[Object.keys(copy)[index % Object.keys(copy).length] ?? ''];
    return copy;
  });
  const extra = fc
    .tuple(valid, extraKey, hostileValue)
    .map(([body, key, value]) => withKey(body, key, value));
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: replaced, weight: 3 },
    { arbitrary: dropped, weight: 1 },
    { arbitrary: extra, weight: 1 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** A copy of `body` with own property `key` (even '__proto__') set to `value`. */
function withKey(body: Record<string, unknown>, key: string | undefined, value: unknown) {
  const copy = { ...body };
  if (key !== undefined) Object.defineProperty(copy, key, { value, enumerable: true, writable: true });
  return copy;
}

/** What the server parses: the JSON round trip of `body` (-0 becomes 0, undefined keys vanish). */
export function wire(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body) ?? 'null');
}

/** `schema.safeParse` of the wire form of `body`. */
export function expectation<T extends z.ZodType>(schema: T, body: unknown) {
  return schema.safeParse(wire(body));
}

/**
 * Checks a response against the schema's verdict: never 5xx; 2xx only when the schema accepted; a refusal by
 * the schema is a 400 `{ error, message, field? }`. Returns the response's JSON (null without a body).
 */
export async function checkAnswer(res: Response, accepted: boolean, context: unknown): Promise<unknown> {
  const text = await res.text();
  const label = `${res.status} ${text.slice(0, 300)} for ${JSON.stringify(context)?.slice(0, 300)}`;
  expect(res.status, label).toBeLessThan(500);
  if (res.status < 300) expect(accepted, label).toBe(true);
  if (!accepted) {
    expect(res.status, label).toBe(400);
    expect(JSON.parse(text), label).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
  }
  return text === '' ? null : JSON.parse(text);
}

/**
 * {@link checkAnswer} for a route that names one of the user's rows by `{id}`: a well-formed id that is not the
 * user's (`foreign`) answers 404 whatever else the request sends (docs/product.md §6), so `accepted` judges only
 * the user's own id or a malformed one (400 naming `id`). Returns null after the 404.
 */
export async function checkOwnedAnswer(
  res: Response,
  accepted: boolean,
  foreign: boolean,
  context: unknown,
): Promise<unknown> {
  if (!foreign) return checkAnswer(res, accepted, context);
  const label = `${res.status} ${(await res.text()).slice(0, 300)} for ${JSON.stringify(context)?.slice(0, 300)}`;
  expect(res.status, label).toBe(404);
  return null;
}
