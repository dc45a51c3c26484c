/**
 * One connected source in Settings → Calendars: its name and kind, the address it reads, the status of its last
 * sync (the provider's message after a failure, 'Reconnect needed' when its credentials stopped working), the
 * time of its last successful sync, Refresh now, Disconnect and its calendars. A region named by the source; a
 * source never synced yet is synced when first shown.
 */
import { CircleAlert, CircleCheck, LoaderCircle, RotateCw, ShieldAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { type CalendarSource, useSyncSource } from '../api.ts';
import { CalendarRow } from './calendar-row.tsx';
import { ConnectGoogleButton } from './connect-google.tsx';
import { KIND_LABELS, lastSyncedText, syncStatus } from './settings-view.ts';

/** The id of a source's heading (focused after the source is added). */
export const sourceHeadingId = (id: string) => `calendar-source-${id}`;

/** What to do about a failing source, by kind. */
function remedy(source: CalendarSource, tone: 'error' | 'reconnect'): string {
  if (tone === 'error') return 'Steward keeps showing the events it read before. Try Refresh now later.';
  if (source.kind === 'caldav')
    return 'Disconnect it and add the account again with a new app password to see fresh events.';
  if (source.kind === 'google') return 'Connect it again on Google’s page to see fresh events.';
  return 'Disconnect it and connect it again to see fresh events.';
}

/** Props of SourceCard. */
export interface SourceCardProps {
  source: CalendarSource;
  now: Date;
  onDisconnect: (source: CalendarSource) => void;
}

/** A connected source with its calendars. */
export function SourceCard({ source, now, onDisconnect }: SourceCardProps) {
  const sync = useSyncSource();
  const status = syncStatus(source);
  // A source that was never synced (a Google account just linked) is synced once when it is first shown, so its
  // calendars appear without pressing Refresh now.
  const firstSync = useRef(false);
  const neverSynced = source.lastSyncedAt === null && source.status === 'ok';
  const { mutate } = sync;
  useEffect(() => {
    if (!neverSynced || firstSync.current) return;
    firstSync.current = true;
    mutate({ id: source.id, name: source.name });
  }, [neverSynced, mutate, source.id, source.name]);
  const headingId = sourceHeadingId(source.id);
  const syncing = sync.isPending;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="gap-3 px-4 sm:px-6">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
            <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3
                  id={headingId}
                  tabIndex={-1}
                  dir="auto"
                  className="min-w-0 font-display text-xl font-semibold wrap-anywhere focus:outline-none"
                >
                  {source.name}
                </h3>
                {source.name === KIND_LABELS[source.kind] ? null : (
                  <Badge variant="outline">{KIND_LABELS[source.kind]}</Badge>
                )}
              </div>
              {source.url ? (
                <p dir="ltr" className="text-xs text-muted-foreground wrap-anywhere">
                  {source.url}
                </p>
              ) : null}
              <p role="status" className="flex flex-wrap items-center gap-x-1.5 text-sm">
                {status.tone === 'ok' ? (
                  <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                ) : status.tone === 'reconnect' ? (
                  <ShieldAlert className="size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
                ) : (
                  <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
                )}
                <span className={cn('font-medium', status.tone === 'error' && 'text-destructive')}>
                  {syncing ? 'Refreshing...' : status.label}
                </span>
                <span className="text-muted-foreground">
                  ·{' '}
                  <time dateTime={source.lastSyncedAt ?? undefined}>
                    {lastSyncedText(source.lastSyncedAt, now)}
                  </time>
                </span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                pending={syncing}
                aria-busy={syncing || undefined}
                onClick={() => sync.mutate({ id: source.id, name: source.name })}
              >
                {syncing ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <RotateCw aria-hidden="true" />
                )}
                Refresh now
              </Button>
              <Button variant="outline" size="sm" onClick={() => onDisconnect(source)}>
                <X aria-hidden="true" />
                Disconnect
              </Button>
            </div>
          </div>
          {status.tone !== 'ok' ? (
            <Alert variant={status.tone === 'reconnect' ? 'warning' : 'destructive'} role="none">
              {status.tone === 'reconnect' ? (
                <ShieldAlert aria-hidden="true" />
              ) : (
                <CircleAlert aria-hidden="true" />
              )}
              <AlertTitle>{status.label}</AlertTitle>
              <AlertDescription>
                <p dir="auto" className="wrap-anywhere">
                  {status.detail}
                </p>
                <p className="mt-1 text-foreground/80">{remedy(source, status.tone)}</p>
                {source.kind === 'google' && status.tone === 'reconnect' ? (
                  <div className="mt-2">
                    <ConnectGoogleButton label="Reconnect" />
                  </div>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {source.calendars.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-5 text-sm text-muted-foreground">
              Steward found no calendars with events here yet.
            </p>
          ) : (
            <ul
              aria-label={`Calendars of ${source.name}`}
              className="divide-y divide-border border-t border-border pt-5"
            >
              {source.calendars.map((calendar) => (
                <CalendarRow key={calendar.id} id={calendar.id} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
