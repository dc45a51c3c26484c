/**
 * The provider of a stored source (issue 12; ADRs 018, 020, 021, 023): its kind, address and opened
 * credentials become an ICS or CalDAV provider; every outbound request goes through the SSRF guard with
 * CALENDAR_ALLOW_PRIVATE_NETWORKS.
 */
import { createCaldavProvider } from '../../calendar/caldav.ts';
import type { CredentialBox, SourceCredentials } from '../../calendar/credentials.ts';
import { createIcsProvider } from '../../calendar/ics.ts';
import { CalendarError, type CalendarProvider } from '../../calendar/provider.ts';
import type { SourceRow } from './sources-repo.ts';

/** What the fetch guard needs from the configuration. */
export interface GuardSettings {
  allowPrivateNetworks: boolean;
}

/**
 * A provider for `kind` at `url` with `credentials`.
 * @throws CalendarError `refused` (field 'url') for an address that is not http(s)/webcal; `auth-expired` for a
 *   Google source (its OAuth wiring is not built yet: the source shows "Reconnect needed").
 */
export function providerFor(
  source: { kind: SourceRow['kind']; url: string | null },
  credentials: SourceCredentials,
  guard: GuardSettings,
): CalendarProvider {
  switch (source.kind) {
    case 'ics':
      return createIcsProvider({ url: credentials.url ?? source.url ?? '', guard });
    case 'caldav':
      return createCaldavProvider({
        url: source.url ?? '',
        username: credentials.username ?? '',
        password: credentials.password ?? '',
        guard,
      });
    case 'google':
      throw new CalendarError('auth-expired', 'Google sources are not wired to OAuth tokens yet', {
        userMessage: 'Google Calendar needs to be connected again.',
      });
  }
}

/** The provider of a stored source, its credentials opened with `box`. */
export function providerOfRow(row: SourceRow, box: CredentialBox, guard: GuardSettings): CalendarProvider {
  const credentials = row.credentials ? box.open(row.credentials, row.userId, row.id) : {};
  return providerFor(row, credentials, guard);
}
