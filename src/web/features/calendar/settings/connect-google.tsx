/**
 * "Connect Google Calendar" in Settings → Calendars (ADR 028): shown only when the server offers Google
 * (GET /api/auth/providers lists it). The button goes to Google's consent page; back here, the Google source is in
 * the list, or the `?error=` Google came back with is explained above the button.
 */
import { CircleAlert, LoaderCircle, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useConnectGoogle } from '../api.ts';
import { googleConnectError } from './settings-view.ts';

/** The button that starts (or restarts) Google's consent flow; `label` is its text. */
export function ConnectGoogleButton({ label }: { label: string }) {
  const connect = useConnectGoogle();
  const pending = connect.isPending;
  return (
    <Button
      variant="outline"
      className="justify-self-start"
      pending={pending}
      aria-busy={pending || undefined}
      onClick={() => connect.mutate()}
    >
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {pending ? 'Opening Google...' : label}
    </Button>
  );
}

/** Why the last "Connect Google Calendar" did not connect anything (from `?error=`), with a way to dismiss it. */
export function GoogleConnectError() {
  const [searchParams, setSearchParams] = useSearchParams();
  const message = googleConnectError(searchParams.get('error'));
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Google Calendar was not connected</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{message}</p>
        <Button variant="outline" size="sm" onClick={() => setSearchParams({}, { replace: true })}>
          <X aria-hidden="true" />
          Dismiss
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The "Connect Google Calendar" card. Not a region: a connected Google source is the region named 'Google
 * Calendar'.
 */
export function ConnectGoogleCard() {
  return (
    <div className="lg:col-span-2">
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle as="h3">Google Calendar</CardTitle>
          <CardDescription>
            Allow Steward to read your Google calendars and add time blocks to the one you choose. Works with
            any Steward account, also one you created with email and password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 px-4 sm:px-6">
          <ConnectGoogleButton label="Connect Google Calendar" />
        </CardContent>
      </Card>
    </div>
  );
}
