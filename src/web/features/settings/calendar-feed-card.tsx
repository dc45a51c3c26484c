/**
 * 'Subscribe in your calendar app' in Settings → Calendars (docs/product.md §2; ADR 050): a private address of the
 * user's Steward time blocks for a phone's or computer's calendar. 'Create link' makes it; it is shown once, in a
 * read-only field with 'Copy' (Steward keeps only its hash); 'Regenerate' makes a new one and the old one stops
 * working; 'Turn off' (confirmed) ends it.
 */
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Copy, Link2, Power, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { parseApiError } from '../../lib/api.ts';
import {
  type PrivateFeedLink,
  privateFeedQuery,
  useMakeFeedLink,
  useTurnOffFeed,
} from './calendar-feed-api.ts';

/** Copies `url` to the clipboard and says so. */
async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'Paste it where your calendar app adds a calendar by URL.' });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not copy',
      description: 'Select the link and copy it yourself.',
    });
  }
}

/** The feed's card inside the Calendars section of /settings. */
export function CalendarFeedCard() {
  const feed = useQuery(privateFeedQuery);
  const [link, setLink] = useState<PrivateFeedLink | null>(null);
  const [confirmOff, setConfirmOff] = useState<true | null>(null);
  const make = useMakeFeedLink({ onMade: setLink });
  const off = useTurnOffFeed({
    onOff: () => {
      setLink(null);
      setConfirmOff(null);
    },
  });
  const titleId = useId();
  const fieldId = useId();
  const noteId = useId();

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border p-4">
      <h3 id={titleId} className="flex items-center gap-2 font-medium">
        <Link2 aria-hidden="true" className="size-4 text-muted-foreground" />
        Subscribe in your calendar app
      </h3>
      <p className="text-sm text-muted-foreground">
        Your Steward time blocks, from 30 days back, in your phone's or computer's calendar through a private
        link. Anyone who has the link can see them.
      </p>
      {feed.isPending ? (
        <Skeleton className="h-10" />
      ) : feed.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{parseApiError(feed.error).message}</AlertDescription>
        </Alert>
      ) : !feed.data.active ? (
        <Button className="justify-self-start" onClick={() => make.mutate()} pending={make.isPending}>
          <Link2 aria-hidden="true" />
          Create link
        </Button>
      ) : (
        <>
          {link ? (
            <div className="grid gap-2">
              <Label htmlFor={fieldId}>Calendar link</Label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id={fieldId}
                  readOnly
                  value={link.url}
                  dir="ltr"
                  aria-describedby={noteId}
                  className="min-w-0 flex-1 font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button variant="outline" onClick={() => void copy(link.url)}>
                  <Copy aria-hidden="true" />
                  Copy
                </Button>
              </div>
              <p id={noteId} className="text-sm text-muted-foreground">
                Copy it now: Steward keeps only a fingerprint of this link and cannot show it again.
              </p>
            </div>
          ) : (
            <p className="text-sm">
              Your calendar link has been on since {format(new Date(feed.data.createdAt), 'MMM d, yyyy')}.
              Steward cannot show it again: Regenerate makes a new one.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => make.mutate()} pending={make.isPending}>
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
            <Button variant="outline" onClick={() => setConfirmOff(true)}>
              <Power aria-hidden="true" />
              Turn off
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Regenerate or turn off, and the old link stops working.
          </p>
        </>
      )}
      <ConfirmDialog
        subject={confirmOff}
        title={() => 'Turn off the calendar link?'}
        description={() =>
          'Calendar apps subscribed to it stop getting your time blocks. You can create a new link later.'
        }
        confirmLabel="Turn off"
        pendingLabel="Turning off..."
        pending={off.isPending}
        onConfirm={() => off.mutateAsync()}
        onClose={() => setConfirmOff(null)}
      />
    </section>
  );
}
