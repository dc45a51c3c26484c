/**
 * The provider of a stored source (ADRs 018, 020, 021, 023): its kind, address and opened
 * credentials become an ICS or CalDAV provider; every outbound request goes through the SSRF guard with
 * CALENDAR_ALLOW_PRIVATE_NETWORKS.
 */
import { createCaldavProvider } from '../../calendar/caldav.ts';
import type { CredentialBox, SourceCredentials } from '../../calendar/credentials.ts';
import { createIcsProvider } from '../../calendar/ics.ts';
import { CalendarError, type CalendarProvider } from '../../calendar/provider.ts';
import { type GoogleSettings, googleProviderOf } from './google-sources.ts';
import type { SourceRow } from './sources-repo.ts';

/** What the fetch guard needs from the configuration. */
export interface GuardSettings {
  allowPrivateNetworks: boolean;
}

/**
 * A provider for `kind` at `url` with `credentials`.
 * @throws CalendarError `refused` (field 'url') for an address that is not http(s)/webcal; `invalid-data` for
 *   Google (see {@link providerOfRow}).
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
      // A Google source is made by the OAuth link (google-sources.ts) and opened by providerOfRow.
      throw new CalendarError('invalid-data', 'Google is connected through its sign-in, not with an address');
  }
}

/** The provider of a stored source, its credentials opened with `box` (a Google source's are better-auth's). */
export function providerOfRow(
  row: SourceRow,
  box: CredentialBox,
  guard: GuardSettings,
  google: GoogleSettings | null,
): CalendarProvider {
  if (row.kind === 'google') return googleProviderOf(row, google);
  const credentials = row.credentials ? box.open(row.credentials, row.userId, row.id) : {};
  return providerFor(row, credentials, guard);
}
