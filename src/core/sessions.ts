import { z } from 'zod';

/*
 * The signed-in devices of a user on the wire (docs/product.md §7: /api/sessions; ADR 050), shared by the server's
 * routes (OpenAPI, responses) and Settings → Sessions (response parsing, texts).
 */

/**
 * One signed-in device as GET /api/sessions lists it: `id` (the session's id, never its token), `current` (the
 * session of this request), `browser` and `os` in words as the stored user agent names them ('Chrome', 'macOS';
 * null when it names none), `ipAddress` as the server saw it at sign-in (null when unknown), `signedInAt` and
 * `lastActiveAt` (when the session was last renewed) as ISO 8601 instants.
 */
export const deviceSession = z.object({
  id: z.string(),
  current: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSession>;

/** Response of GET /api/sessions: this device first, then the others by last activity, latest first. */
export const deviceSessionList = z.array(deviceSession);

/**
 * A device in words for Settings → Sessions: 'Chrome on macOS', 'Firefox', 'A device on Linux', or
 * 'Unknown device' when the user agent names neither.
 */
export function deviceName({ browser, os }: Pick<DeviceSession, 'browser' | 'os'>): string {
  if (browser && os) return `${browser} on ${os}`;
  if (browser) return browser;
  if (os) return `A device on ${os}`;
  return 'Unknown device';
}
