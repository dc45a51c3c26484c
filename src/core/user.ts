import { z } from 'zod';
import { timeZoneName } from './time-zone.ts';

/*
 * The signed-in user on the wire (spec §3 User) and the request's time zone (ADR 006).
 */

/**
 * Header every API request from the web carries: the browser's IANA time zone (`X-Time-Zone: Europe/Paris`).
 * When present it is the zone of that request's date and slot rules; an invalid value answers 400 naming it.
 * Without it the zone stored on the user applies (scripted clients). ADR 006.
 */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

/** Shortest password accepted at sign-up, in characters (README "Scripted clients"; better-auth enforces it). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password accepted at sign-up, in characters. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Response of GET and PATCH /api/auth/user: `{ id, name, email, timeZone }`, where `timeZone` is the IANA zone
 * stored on the user (what PATCH sets; the zone of requests without {@link TIME_ZONE_HEADER}). Spec §3, §7.
 */
export const user = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  timeZone: z.string(),
});
export type User = z.infer<typeof user>;

/**
 * Body of PATCH /api/auth/user: `{ timeZone }`, an IANA name stored in its canonical spelling
 * ('europe/paris' → 'Europe/Paris'); unknown names, offsets and names over 64 characters fail on `timeZone`.
 */
export const userTimeZoneInput = z.object({ timeZone: timeZoneName });
export type UserTimeZoneInput = z.infer<typeof userTimeZoneInput>;

/** An external identity provider offered on the sign-in page: `{ id: 'google' | 'oidc', name }`. */
export const signInProvider = z.object({ id: z.enum(['google', 'oidc']), name: z.string() });
export type SignInProvider = z.infer<typeof signInProvider>;

/** Response of GET /api/auth/providers: `{ providers }`, in the order the sign-in page lists them (none by default). */
export const signInProviderList = z.object({ providers: z.array(signInProvider) });
export type SignInProviderList = z.infer<typeof signInProviderList>;
