/**
 * The notices above the calendar (docs/product.md §2, §8; ADR 027): the connection-error card when the events
 * call fails ('Google Calendar Connection Error' with the error's message, else 'Unable to fetch calendar
 * events'), one such card per connected source whose last sync failed (titled with its provider's name, with the
 * provider's message), the same card for a calendar that could not be read for the shown range and a note for one
 * whose listing was cut (the events answer's notices, ADR 041), and a link to Settings → Calendars when no calendar
 * is connected.
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { type CalendarNotice, type CalendarSource, sourcesQuery } from './api.ts';

/** Fallback text of the connection-error card when the error carries no message (docs/product.md §2). */
export const CONNECTION_ERROR_FALLBACK = 'Unable to fetch calendar events';
/** Where calendars are connected. */
export const CALENDAR_SETTINGS_PATH = '/settings/calendars';

/** The title's provider name: 'Google Calendar' for Google, else the source's own name ('Work (Fastmail)'). */
function providerName(source: CalendarSource): string {
  return source.kind === 'google' ? 'Google Calendar' : source.name;
}

/** A connection-error card (docs/product.md §2, §8). */
function ConnectionErrorCard({ provider, message }: { provider: string; message: string | null }) {
  return (
    <Card role="alert" className="border-destructive/40 bg-destructive-soft">
      <CardHeader className="pb-2">
        <CardTitle as="h2" className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
          {provider} Connection Error
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm break-words">{message || CONNECTION_ERROR_FALLBACK}</CardContent>
    </Card>
  );
}

/**
 * The notices; `eventsError` is the events call's error message, or null when it did not fail; `notices` what
 * the shown range's events lack.
 */
export function CalendarNotices({
  eventsError,
  notices,
}: {
  eventsError: string | null;
  notices: readonly CalendarNotice[];
}) {
  const sources = useQuery(sourcesQuery);
  const failing = (sources.data ?? []).filter((source) => source.status !== 'ok');
  // One card per source and message: a source that failed its sync already has its card.
  const shown = new Set(failing.map((source) => source.id));
  const rangeNotices = notices.filter((notice) => {
    const key = `${notice.sourceId}\u0000${notice.message}`;
    if (shown.has(notice.sourceId) || shown.has(key)) return false;
    shown.add(key);
    return true;
  });
  return (
    <>
      {eventsError !== null ? <ConnectionErrorCard provider="Google Calendar" message={eventsError} /> : null}
      {failing.map((source) => (
        <ConnectionErrorCard
          key={source.id}
          provider={providerName(source)}
          message={
            source.status === 'reconnect' ? `Reconnect needed. ${source.error ?? ''}`.trim() : source.error
          }
        />
      ))}
      {rangeNotices.map((notice) =>
        notice.kind === 'error' ? (
          <ConnectionErrorCard
            key={`${notice.calendarId}-error`}
            provider={notice.provider}
            message={notice.message}
          />
        ) : (
          <p
            key={`${notice.calendarId}-truncated`}
            role="status"
            className="flex items-start gap-2 rounded-lg border border-border-strong px-4 py-3 text-sm break-words"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span>
              <span className="font-medium">{notice.provider}:</span> {notice.message}
            </span>
          </p>
        ),
      )}
      {sources.data?.length === 0 ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-dashed border-border-strong px-4 py-3 text-sm text-muted-foreground">
          <CalendarPlus className="size-4 text-accent" aria-hidden="true" />
          No calendar is connected yet; your Steward blocks are shown.
          <Link
            to={CALENDAR_SETTINGS_PATH}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Connect a calendar in Settings → Calendars
          </Link>
        </p>
      ) : null}
    </>
  );
}
