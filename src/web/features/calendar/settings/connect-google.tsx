/**
 * "Connect Google Calendar" in Settings → Calendars (issue 12; ADR 028): a card whose button sends the browser
 * to Google's consent page through better-auth's account linking (also for a user who signs in with a
 * password), the sync of the Google source when Google sent the user back (`?connected=google`), and the
 * alert shown when it sent them back with `?error=<code>`.
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { GOOGLE_CONNECTED_PARAM } from '../../../../core/calendar/google.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { type CalendarSource, useConnectGoogle, useSyncSource } from '../api.ts';

/** What the `error` codes of better-auth's link callback mean to the user. */
const LINK_ERRORS: Record<string, string> = {
  access_denied: 'Google Calendar was not connected: access was not allowed on Google’s page.',
  account_already_linked_to_different_user:
    'This Google account is already connected to another Steward account. Sign in there, or choose another Google account.',
};

/** The sentence for a link error code (a general one for codes without their own). */
export function googleLinkErrorText(code: string): string {
  return LINK_ERRORS[code] ?? 'Google Calendar could not be connected. Please try again.';
}

/** The button that starts the link (or a reconnect); disabled while Steward asks better-auth for Google's URL. */
export function ConnectGoogleButton({ label = 'Connect Google Calendar' }: { label?: string }) {
  const connect = useConnectGoogle();
  // Stays busy after success too: the browser is leaving for Google.
  const busy = connect.isPending || connect.isSuccess;
  return (
    <Button onClick={() => connect.mutate()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}

/** The Google card of "Add a calendar". */
export function ConnectGoogleCard() {
  return (
    <Card>
      <CardContent className="grid gap-3 px-4 pt-6 sm:px-6">
        <h3 className="font-display text-xl font-semibold">Google Calendar</h3>
        <p className="text-sm text-muted-foreground">
          Sign in with Google and allow Steward to see your calendars and add your time blocks to them. Works
          with any Google account, also when you sign in to Steward with a password.
        </p>
        <div>
          <ConnectGoogleButton />
        </div>
      </CardContent>
    </Card>
  );
}

/** The alert for `?error=<code>` after Google's page (nothing without a code). */
export function GoogleLinkError({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Google Calendar was not connected</AlertTitle>
      <AlertDescription>
        <p>{googleLinkErrorText(code)}</p>
      </AlertDescription>
    </Alert>
  );
}

/**
 * Back from Google with `?connected=google` (connected or reconnected): syncs the Google sources at once, and
 * drops the parameter from the address.
 */
export function useFirstGoogleSync(sources: CalendarSource[] | undefined) {
  const [search, setSearch] = useSearchParams();
  const { mutate: syncSource } = useSyncSource();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || search.get(GOOGLE_CONNECTED_PARAM) !== 'google' || !sources) return;
    done.current = true;
    for (const source of sources)
      if (source.kind === 'google') syncSource({ id: source.id, name: source.name });
    setSearch(
      (params) => {
        params.delete(GOOGLE_CONNECTED_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [search, sources, setSearch, syncSource]);
}
