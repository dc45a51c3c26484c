import { z } from 'zod';

/*
 * The private calendar feed on the wire (docs/product.md §7: /api/calendar/private-feed; ADR 050): a secret
 * address a calendar app subscribes to, serving the user's Steward time blocks. Only a hash of its token is kept,
 * so the address itself is shown once, when it is made.
 */

/** Days back from now that the feed still serves a time block (by its end); every later block is served. */
export const PRIVATE_FEED_DAYS_BACK = 30;

/**
 * Response of GET /api/calendar/private-feed: `{ active, createdAt }`, `createdAt` the ISO 8601 instant the
 * current address was made (null when the feed is off).
 */
export const privateFeedState = z.discriminatedUnion('active', [
  z.object({ active: z.literal(true), createdAt: z.string() }),
  z.object({ active: z.literal(false), createdAt: z.null() }),
]);
export type PrivateFeedState = z.infer<typeof privateFeedState>;

/**
 * Response of POST /api/calendar/private-feed (a new address; any earlier one stops working): `{ url, createdAt }`,
 * `url` the absolute address `{BASE_URL}/api/feeds/{token}.ics`, shown this once.
 */
export const privateFeedLink = z.object({ url: z.string(), createdAt: z.string() });
export type PrivateFeedLink = z.infer<typeof privateFeedLink>;
