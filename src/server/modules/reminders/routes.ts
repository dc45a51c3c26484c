/**
 * Reminder settings routes (ADR 053): read (the defaults until saved) and replace. Bad input answers 400 naming
 * the field ('planDay.time').
 */
import { createRoute } from '@hono/zod-openapi';
import { reminderSettings } from '../../../core/reminders.ts';
import type { Db } from '../../db/client.ts';
import { createRouter, invalidInput, jsonContent as json, jsonBody, named } from '../../http.ts';
import { getReminderSettings, saveReminderSettings } from './repo.ts';

const settings = named(reminderSettings, 'ReminderSettings');

/** Routes of the reminders module; `changed` runs after a save (plans the user's reminders again). */
export function reminderRoutes(db: Db, options: { changed(userId: string): Promise<void> }) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reminders',
      summary: "The user's reminder settings (the defaults until saved)",
      responses: { 200: json(settings, 'Reminder settings') },
    }),
    async (c) => c.json(await getReminderSettings(db, c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/reminders',
      summary: "Replace the user's reminder settings",
      request: { body: jsonBody(settings) },
      responses: { 200: json(settings, 'Saved settings'), 400: invalidInput },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const input = c.req.valid('json');
      await saveReminderSettings(db, userId, input);
      await options.changed(userId);
      return c.json(input, 200);
    },
  );

  return router;
}
