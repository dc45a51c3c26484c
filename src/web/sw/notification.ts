/**
 * From a push message to a notification and back (ADR 052): the payload (core's `pushPayload`) becomes the
 * notification's title, body, tag, the 'Done' action of a habit reminder and its `data`; a click reads that `data`
 * again. Pure: the worker passes its own origin in.
 */
import { z } from 'zod';
import { HABIT_DONE_ACTION, pushPayload } from '../../core/push-payload.ts';

/** The icon every Steward notification shows (one of the manifest's icons). */
export const NOTIFICATION_ICON = '/pwa-192x192.png';

/** What a notification keeps for its click: the same-origin path it opens (null: none), and a habit reminder's day. */
export const notificationData = z.object({
  url: z.string().nullable(),
  habit: z.object({ id: z.string(), date: z.string() }).nullable(),
});
export type NotificationData = z.infer<typeof notificationData>;

/** A notification ready for `registration.showNotification(title, options)`. */
export interface NotificationSpec {
  title: string;
  options: NotificationOptions & { data: NotificationData; actions?: { action: string; title: string }[] };
}

/**
 * `url` as a path of `origin` ('/daily-planning?x=1#y'), or null when it names another origin or is not a URL at
 * all: a push never opens another site.
 */
export function sameOriginPath(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
}

/** What a push shows when its payload cannot be read: the browser would otherwise show a notice of its own. */
const UNREADABLE: NotificationSpec = {
  title: 'Steward',
  options: {
    body: 'Open Steward to see what is due.',
    icon: NOTIFICATION_ICON,
    data: { url: '/', habit: null },
  },
};

/**
 * The notification for a push whose data is `text` (JSON of `pushPayload`; null when the push had no data), shown
 * by the worker of `origin`. A url on another origin is dropped (the click then opens nothing); the 'Done' action
 * is kept only on a habit reminder (a payload with `habitId` and `date`). Never throws: an unreadable payload gets
 * a plain 'Steward' notification, since every push must show one.
 */
export function notificationFor(text: string | null, origin: string): NotificationSpec {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    return UNREADABLE;
  }
  const parsed = pushPayload.safeParse(json);
  if (!parsed.success) return UNREADABLE;
  const { title, body, url, tag, actions, habitId, date } = parsed.data;
  const habit = habitId !== undefined && date !== undefined ? { id: habitId, date } : null;
  const done = habit ? actions?.find((action) => action.action === HABIT_DONE_ACTION) : undefined;
  return {
    title,
    options: {
      ...(body !== undefined ? { body } : {}),
      ...(tag !== undefined ? { tag } : {}),
      icon: NOTIFICATION_ICON,
      data: { url: url === undefined ? null : sameOriginPath(url, origin), habit },
      ...(done ? { actions: [{ action: done.action, title: done.title }] } : {}),
    },
  };
}

/** A clicked notification's data (null when it is not one Steward made). */
export function clickedData(data: unknown): NotificationData | null {
  const parsed = notificationData.safeParse(data);
  return parsed.success ? parsed.data : null;
}
