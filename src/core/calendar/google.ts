/*
 * "Connect Google Calendar" (ADR 028), shared by Settings → Calendars (which starts it) and the server
 * (which creates the Google source when a Google account holds these scopes).
 */

/** The Google scopes a calendar source needs: calendars and events read, time blocks written. */
export const GOOGLE_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
] as const;

/** Where the browser comes back to after Google's consent screen, and after a failed link (`?error=…`). */
export const GOOGLE_CONNECT_RETURN_PATH = '/settings/calendars';

/**
 * Body of better-auth's `POST /api/auth/link-social` that connects Google Calendar for the signed-in user (an
 * email + password user included): it answers `{ url, redirect }`, and the browser goes to `url` (Google's
 * consent screen). Back on `callbackURL`, GET /api/calendar/sources lists the Google source; a refused link
 * comes back on `errorCallbackURL` with `?error=<code>`.
 */
export const GOOGLE_CONNECT_REQUEST = {
  provider: 'google',
  scopes: [...GOOGLE_CALENDAR_SCOPES],
  callbackURL: GOOGLE_CONNECT_RETURN_PATH,
  errorCallbackURL: GOOGLE_CONNECT_RETURN_PATH,
  disableRedirect: true,
} as const;

/** True when a stored scope list (better-auth keeps it comma-separated) holds every calendar scope. */
export function hasGoogleCalendarScopes(scope: string | null | undefined): boolean {
  const granted = new Set((scope ?? '').split(/[\s,]+/).filter(Boolean));
  return GOOGLE_CALENDAR_SCOPES.every((needed) => granted.has(needed));
}
