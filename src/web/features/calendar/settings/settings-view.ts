/**
 * Pure helpers of Settings → Calendars: what a source's status line says, which calendars can take time blocks,
 * and how the list looks with changes not yet saved.
 */
import { formatDistance } from 'date-fns';
import type { SourceKind } from '../../../../core/calendar/sources.ts';
import {
  applyCalendarChange,
  type CalendarChange,
  type CalendarSettings,
  type CalendarSource,
} from '../api.ts';

/** How each kind of source is named on screen. */
export const KIND_LABELS: Record<SourceKind, string> = {
  google: 'Google Calendar',
  caldav: 'CalDAV',
  ics: 'ICS feed',
};

/** A source's status line: its tone, a short label and (after a failure) the provider's message. */
export interface SyncStatus {
  tone: 'ok' | 'error' | 'reconnect';
  label: string;
  detail: string | null;
}

/** 'Last synced 5 minutes ago' (relative to `now`), or 'Not synced yet'. */
export function lastSyncedText(lastSyncedAt: string | null, now: Date): string {
  if (!lastSyncedAt) return 'Not synced yet';
  return `Last synced ${formatDistance(new Date(lastSyncedAt), now, { addSuffix: true })}`;
}

/**
 * What a source's status says: 'Up to date' when the last sync worked, 'Reconnect needed' when the credentials
 * stopped working, 'Last sync failed' otherwise; `detail` is the provider's message (or a plain fallback).
 */
export function syncStatus(source: Pick<CalendarSource, 'status' | 'error'>): SyncStatus {
  if (source.status === 'reconnect')
    return {
      tone: 'reconnect',
      label: 'Reconnect needed',
      detail: source.error ?? 'The calendar no longer accepts Steward’s sign-in.',
    };
  if (source.status === 'error')
    return {
      tone: 'error',
      label: 'Last sync failed',
      detail: source.error ?? 'The calendar could not be reached.',
    };
  return { tone: 'ok', label: 'Up to date', detail: null };
}

/** A writable calendar with the source it belongs to (the choices of "Time blocks go to"). */
export interface WritableCalendar {
  calendar: CalendarSettings;
  source: CalendarSource;
}

/** Every calendar that can take new events, in the order of the list. */
export function writableCalendars(sources: readonly CalendarSource[]): WritableCalendar[] {
  return sources.flatMap((source) =>
    source.calendars.filter((calendar) => calendar.writable).map((calendar) => ({ calendar, source })),
  );
}

/** The id of the calendar time blocks go to, or null when they stay in Steward. */
export function blocksTargetOf(sources: readonly CalendarSource[]): string | null {
  for (const source of sources)
    for (const calendar of source.calendars) if (calendar.blocksTarget) return calendar.id;
  return null;
}

/** The sources as they look with `pending` changes applied in order (the latest change of a field wins). */
export function withChanges(
  sources: readonly CalendarSource[],
  pending: readonly CalendarChange[],
): CalendarSource[] {
  return pending.reduce(applyCalendarChange, [...sources]);
}

/** The calendar `id` of `sources`, or undefined when none has it. */
export function calendarIn(sources: readonly CalendarSource[], id: string): CalendarSettings | undefined {
  for (const source of sources)
    for (const calendar of source.calendars) if (calendar.id === id) return calendar;
  return undefined;
}

/**
 * What Settings → Calendars says when Google sent the browser back with `?error=<code>` (ADR 028), or null
 * without a code.
 */
export function googleConnectError(code: string | null): string | null {
  if (!code) return null;
  if (code === 'access_denied')
    return 'Google Calendar was not connected: access was not allowed on Google’s page.';
  if (code === 'account_already_linked_to_different_user')
    return 'This Google account is already connected to another Steward account. Sign in with that account, or choose another Google account.';
  if (code === 'unable_to_link_account')
    return 'Google did not let Steward connect this account. Please try again.';
  return `Google Calendar could not be connected (${code}). Please try again.`;
}
