/**
 * What a click on a Steward notification does (ADR 052): 'Done' on a habit reminder checks the habit in without
 * opening Steward (and says so in a new notification when that fails); any other click focuses a Steward window on
 * the notification's page, or opens one. A notification without a same-origin page opens nothing.
 */
import { HABIT_DONE_ACTION } from '../../core/push-payload.ts';
import { checkInHabit } from './habit-check-in.ts';
import { clickedData, NOTIFICATION_ICON, type NotificationData } from './notification.ts';

/** The parts of the worker a click uses. */
export interface ClickWorker {
  /** The worker's origin ('https://steward.example'). */
  origin: string;
  /** The browser's IANA time zone. */
  timeZone: string;
  fetch: typeof globalThis.fetch;
  clients: Pick<Clients, 'matchAll' | 'openWindow'>;
  showNotification(title: string, options: NotificationOptions & { data: NotificationData }): Promise<void>;
}

/** Focuses a window of this origin and shows `path` in it, or opens a new window on `path`. */
async function openPage(worker: ClickWorker, path: string): Promise<void> {
  const url = new URL(path, worker.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.origin);
  if (open) {
    // focus() first: the click's permission to raise a window does not outlast the event's first awaits.
    const focused = await open.focus();
    if (focused.url === url) return;
    // navigate() works on a window this worker controls; any other gets the page in a new window.
    if (await focused.navigate(url).catch(() => null)) return;
  }
  await worker.clients.openWindow(url);
}

/**
 * Handles a click on a notification whose data is `data` (the notification's `data`), with `action` the clicked
 * action's id ('' for the notification's body). Resolves when the work is done; never rejects.
 */
export async function onNotificationClick(action: string, data: unknown, worker: ClickWorker): Promise<void> {
  const clicked = clickedData(data);
  if (!clicked) return;
  if (action === HABIT_DONE_ACTION && clicked.habit) {
    const { id, date } = clicked.habit;
    try {
      await checkInHabit(worker.fetch, id, date, worker.timeZone);
    } catch {
      await worker.showNotification('Could not check in', {
        body: 'Open Steward to check in.',
        icon: NOTIFICATION_ICON,
        data: { url: `/habit-tracker/${encodeURIComponent(id)}`, habit: null },
      });
    }
    return;
  }
  if (clicked.url) await openPage(worker, clicked.url).catch(() => undefined);
}
