/**
 * 'This device' in Settings → Notifications (ADR 052): whether Steward's reminders reach this browser as
 * notifications, with 'Turn on notifications on this device' or 'Turn off'. A browser without Web Push and a site
 * whose notifications the user blocked each get a line saying what to do instead.
 */
import { useQuery } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { devicePushQuery, useTurnOffDevicePush, useTurnOnDevicePush } from '../notifications/api.ts';

/** The device's push card, self-contained (its own heading and state). */
export function PushDeviceCard() {
  const state = useQuery(devicePushQuery);
  const turnOn = useTurnOnDevicePush();
  const turnOff = useTurnOffDevicePush();
  const titleId = useId();
  const busy = turnOn.isPending || turnOff.isPending;

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border p-4">
      <h3 id={titleId} className="flex items-center gap-2 font-medium">
        <Bell aria-hidden="true" className="size-4 text-muted-foreground" />
        This device
      </h3>
      {state.isPending ? (
        <Skeleton className="h-10" />
      ) : state.data === 'unsupported' ? (
        <p className="text-sm">
          This browser cannot show notifications from Steward. On iPhone and iPad, add Steward to your Home
          Screen (Share, then Add to Home Screen) and open it from there.
        </p>
      ) : state.data === 'denied' ? (
        <Alert variant="warning" role="status">
          <AlertDescription>
            Notifications are blocked for Steward in this browser. To allow them, open the site's settings
            (the icon beside the address), set Notifications to Allow, then reload this page.
          </AlertDescription>
        </Alert>
      ) : state.data === 'on' ? (
        <>
          <p className="text-sm">Notifications are on for this device.</p>
          <Button
            variant="outline"
            className="justify-self-start"
            pending={busy}
            onClick={() => turnOff.mutate()}
          >
            <BellOff aria-hidden="true" />
            Turn off
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Your reminders arrive as notifications on this device, even when Steward is closed. Your browser
            asks you to allow them.
          </p>
          <Button className="justify-self-start" pending={busy} onClick={() => turnOn.mutate()}>
            <Bell aria-hidden="true" />
            Turn on notifications on this device
          </Button>
        </>
      )}
    </section>
  );
}
