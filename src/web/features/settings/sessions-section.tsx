/**
 * Settings → Sessions (docs/product.md §2; ADR 050): each device signed in to the account, with its browser and
 * system in words, 'This device' marked, when it signed in and was last active, and its IP address; 'Sign out' on
 * every other device and 'Sign out of all other devices'. No place is shown: Steward has no GeoIP database. After a
 * sign-out, focus goes to the list, since the button that had it is gone.
 */
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { LogOut, Monitor } from 'lucide-react';
import { useRef } from 'react';
import { deviceName } from '../../../core/sessions.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { parseApiError } from '../../lib/api.ts';
import { type DeviceSession, sessionsQuery, useEndSession, useSignOutOthers } from './sessions-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** An instant as the list shows it: 'Nov 27, 2026, 5:40 PM' in the browser's zone. */
const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy, h:mm a');

function Device({ device, onEnd, ending }: { device: DeviceSession; onEnd: () => void; ending: boolean }) {
  const name = deviceName(device);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border px-4 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span dir="auto" className="wrap-anywhere">
              {name}
            </span>
            {device.current ? <Badge>This device</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            Signed in {when(device.signedInAt)} · Last active {when(device.lastActiveAt)}
          </p>
          {device.ipAddress ? (
            <p className="text-sm text-muted-foreground wrap-anywhere">IP address {device.ipAddress}</p>
          ) : null}
        </div>
      </div>
      {device.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          pending={ending}
          aria-label={`Sign out ${name}, signed in ${when(device.signedInAt)}`}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The Sessions section of /settings. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery);
  const list = useRef<HTMLUListElement>(null);
  const focusList = () => list.current?.focus();
  const end = useEndSession({ onEnded: focusList });
  const endOthers = useSignOutOthers({ onEnded: focusList });
  const devices = sessions.data ?? [];
  const others = devices.filter((device) => !device.current).length;

  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      description="The devices signed in to your account. Sign out any you do not recognise."
    >
      {sessions.isPending ? (
        <Skeleton className="h-20" />
      ) : sessions.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{parseApiError(sessions.error).message}</AlertDescription>
        </Alert>
      ) : (
        <>
          <ul ref={list} tabIndex={-1} aria-label="Signed-in devices" className="grid gap-3 outline-none">
            {devices.map((device) => (
              <Device
                key={device.id}
                device={device}
                ending={end.isPending && end.variables?.id === device.id}
                onEnd={() => end.mutate(device)}
              />
            ))}
          </ul>
          {others > 0 ? (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => endOthers.mutate()}
              pending={endOthers.isPending}
            >
              <LogOut aria-hidden="true" />
              Sign out of all other devices
            </Button>
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}
