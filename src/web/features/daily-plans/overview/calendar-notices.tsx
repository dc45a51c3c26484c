/**
 * What the overview's calendar card says about the connected calendars: a source whose last sync
 * failed (the provider's message, or 'Reconnect needed') with the way to Settings → Calendars, a calendar that could
 * not be read for the day or whose listing was cut (the events answer's notices, ADR 041), and, with no calendar
 * connected, where to connect one. The timeline itself keeps showing what Steward last read.
 */
import { CircleAlert, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import type { CalendarNotice, CalendarSource } from '../../calendar/api.ts';

/** The path of Settings → Calendars. */
export const CALENDAR_SETTINGS_PATH = '/settings/calendars';

const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

/**
 * One alert per failing source and per other source the day's `notices` name, or (with no source at all) a line
 * saying where to connect a calendar.
 */
export function CalendarNotices({
  sources,
  notices,
}: {
  sources: readonly CalendarSource[];
  notices: readonly CalendarNotice[];
}) {
  if (sources.length === 0)
    return (
      <p className="text-xs leading-relaxed text-muted-foreground">
        Tasks you schedule appear on this timeline.{' '}
        <Link to={CALENDAR_SETTINGS_PATH} className={linkClass}>
          Connect a calendar
        </Link>{' '}
        to see your own events here too.
      </p>
    );
  const failing = sources.filter((source) => source.status !== 'ok');
  // One alert per calendar: a failing source's card already names it, and a calendar may send two notices.
  const named = new Set<string>(failing.map((source) => source.id));
  const dayNotices: CalendarNotice[] = [];
  for (const notice of notices) {
    if (named.has(notice.sourceId)) continue;
    named.add(notice.sourceId);
    dayNotices.push(notice);
  }
  if (failing.length === 0 && dayNotices.length === 0) return null;
  return (
    <div className="grid gap-2">
      {dayNotices.map((notice) => (
        <Alert
          key={notice.sourceId}
          variant={notice.kind === 'error' ? 'destructive' : 'warning'}
          role="none"
        >
          <CircleAlert aria-hidden="true" />
          <AlertTitle dir="auto" className="wrap-anywhere">
            {notice.kind === 'error'
              ? `${notice.provider} could not be read for this day`
              : `${notice.provider}: not every event is shown`}
          </AlertTitle>
          <AlertDescription>
            <p dir="auto" className="wrap-anywhere">
              {notice.message}
            </p>
          </AlertDescription>
        </Alert>
      ))}
      {failing.map((source) => {
        const reconnect = source.status === 'reconnect';
        return (
          <Alert key={source.id} variant={reconnect ? 'warning' : 'destructive'} role="none">
            {reconnect ? <ShieldAlert aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
            <AlertTitle dir="auto" className="wrap-anywhere">
              {reconnect ? `${source.name}: Reconnect needed` : `${source.name} could not be refreshed`}
            </AlertTitle>
            <AlertDescription>
              {source.error ? (
                <p dir="auto" className="wrap-anywhere">
                  {source.error}
                </p>
              ) : null}
              <p className="text-foreground/80">
                Showing the events Steward read before.{' '}
                <Link to={CALENDAR_SETTINGS_PATH} className={linkClass}>
                  Open calendar settings
                </Link>
              </p>
            </AlertDescription>
          </Alert>
        );
      })}
    </div>
  );
}
