import { z } from 'zod';
import { localDate } from './dates.ts';

/*
 * The JSON a Web Push message carries (encrypted per RFC 8291), which the service worker turns into a notification
 * (ADR 052): what to do (`title`, `body`), the page it opens (`url`, a path of this site), the `tag` that lets a
 * newer reminder replace an older one of the same kind, and, for a habit reminder, the habit and day that its
 * 'Done' action checks in.
 */

/** The action id of a habit reminder's 'Done' button. */
export const HABIT_DONE_ACTION = 'done';

/** Longest notification title and body, in characters (what a notification shows is far shorter). */
export const MAX_PUSH_TITLE_LENGTH = 200;
export const MAX_PUSH_BODY_LENGTH = 1000;

/**
 * A push payload: `{ title, body?, url?, tag?, actions?: [{action, title}], habitId?, date?: 'YYYY-MM-DD' }`.
 * `url` is a path ('/daily-planning'); the worker opens nothing that is not on its own origin. The only action the
 * worker knows is HABIT_DONE_ACTION, on a payload with `habitId` and `date`; unknown actions and fields are ignored,
 * so a newer server can add some.
 */
export const pushPayload = z.object({
  title: z.string().min(1).max(MAX_PUSH_TITLE_LENGTH),
  body: z.string().max(MAX_PUSH_BODY_LENGTH).optional(),
  url: z.string().optional(),
  tag: z.string().max(200).optional(),
  actions: z.array(z.object({ action: z.string(), title: z.string().min(1).max(40) })).optional(),
  habitId: z.string().min(1).max(100).optional(),
  date: localDate.optional(),
});
export type PushPayload = z.infer<typeof pushPayload>;
