import { z } from 'zod';
import { lifeDomainId } from '../ideal-week.ts';
import { safeText } from '../text.ts';
import { EVENT_COLOR_IDS } from './event-colors.ts';

/*
 * Calendar sources and their calendars on the wire (docs/product.md §7: /api/calendar/sources and
 * /api/calendar/calendars/{id}), shared by the server's routes (validation, OpenAPI) and Settings → Calendars
 * (forms, response parsing). No secret is ever part of a response shape.
 */

/** Kinds of source. Google arrives through the OAuth flow, never through POST. */
export const SOURCE_KINDS = ['google', 'caldav', 'ics'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** A source's state after its last sync: 'reconnect' when the credentials stopped working (auth expired). */
export const SOURCE_STATUSES = ['ok', 'error', 'reconnect'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

/** Longest URL accepted, characters. */
export const MAX_SOURCE_URL_LENGTH = 2048;
/** Longest source name, username or password, characters. */
export const MAX_SOURCE_FIELD_LENGTH = 256;
/** Message of a URL that is not an absolute http(s) or webcal(s) URL. */
export const SOURCE_URL_MESSAGE = 'Enter a full address starting with https://, http:// or webcal://';

/** A calendar address typed by the user: trimmed, one line, ≤ 2048 characters, http(s) or webcal(s). */
export const sourceUrl = safeText('line')
  .trim()
  .min(1, { error: SOURCE_URL_MESSAGE })
  .max(MAX_SOURCE_URL_LENGTH, { error: `The address must be at most ${MAX_SOURCE_URL_LENGTH} characters` })
  .pipe(z.url({ protocol: /^(https?|webcals?)$/, hostname: /./, error: SOURCE_URL_MESSAGE }));

const field = (label: string) =>
  safeText('line')
    .max(MAX_SOURCE_FIELD_LENGTH, { error: `${label} must be at most ${MAX_SOURCE_FIELD_LENGTH} characters` })
    .min(1, { error: `${label} is required` });

/**
 * Body of POST /api/calendar/sources: `{ kind: 'ics', url, name? }` (a feed; `webcal://` is fetched as https)
 * or `{ kind: 'caldav', url, username, password }` (the server URL; calendars are discovered, RFC 6764 /
 * RFC 4791). The password is kept as sent (not trimmed).
 */
export const sourceInput = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('ics'),
      url: sourceUrl,
      name: safeText('line').trim().max(MAX_SOURCE_FIELD_LENGTH).optional(),
    }),
    z.object({
      kind: z.literal('caldav'),
      url: sourceUrl,
      username: field('Username').trim().min(1, { error: 'Username is required' }),
      password: field('Password'),
    }),
  ],
  { error: "kind must be 'ics' or 'caldav' (Google is connected through its sign-in)" },
);
export type SourceInput = z.output<typeof sourceInput>;

const colorIds = EVENT_COLOR_IDS.map(String) as [string, ...string[]];

/** A colour id on the wire: the string '1'..'11' (docs/product.md §3, Google's colorId). */
export const colorIdInput = z.enum(colorIds, { error: 'colorId must be one of 1 to 11, as a string' });

/**
 * One calendar of a source as the API returns it: `{ id, name, colorId, show, busy, writable, blocksTarget,
 * domain }`. `blocksTarget` is true for at most one calendar of the user ("Time blocks go to"); `domain` is the
 * life domain its events count for in the Week Comparison, or null.
 */
export const calendarSettings = z.object({
  id: z.string(),
  name: z.string(),
  colorId: z.string(),
  show: z.boolean(),
  busy: z.boolean(),
  writable: z.boolean(),
  blocksTarget: z.boolean(),
  domain: lifeDomainId.nullable(),
});
export type CalendarSettings = z.infer<typeof calendarSettings>;

/**
 * A source as GET /api/calendar/sources returns it: `{ id, kind, name, url, status, error, lastSyncedAt,
 * calendars }`. `url` is null for Google; `error` is the provider's message after a failed sync, else null;
 * `lastSyncedAt` is the last successful sync (ISO 8601 UTC) or null.
 */
export const calendarSource = z.object({
  id: z.string(),
  kind: z.enum(SOURCE_KINDS),
  name: z.string(),
  url: z.string().nullable(),
  status: z.enum(SOURCE_STATUSES),
  error: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  calendars: z.array(calendarSettings),
});
export type CalendarSource = z.infer<typeof calendarSource>;

/** Body of PATCH /api/calendar/calendars/{id}: any of `{ show, busy, colorId, blocksTarget, domain }`, at least one. */
export const calendarPatch = z
  .strictObject({
    show: z.boolean().optional(),
    busy: z.boolean().optional(),
    colorId: colorIdInput.optional(),
    blocksTarget: z.boolean().optional(),
    domain: lifeDomainId.nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Send at least one of show, busy, colorId, blocksTarget, domain',
  });
export type CalendarPatch = z.infer<typeof calendarPatch>;

/**
 * better-auth's answer to google.ts' `GOOGLE_CONNECT_REQUEST` as Settings → Calendars reads it: `{ url }`,
 * Google's consent page (other fields dropped). Not a Steward route's shape; kept with the sources' schemas,
 * whose connect flow reads it.
 */
export const googleConnectAnswer = z.object({ url: z.string() });
