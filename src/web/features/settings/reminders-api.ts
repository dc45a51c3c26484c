/**
 * The reminder settings' calls (docs/product.md "Notifications"; ADR 053): read them (the defaults until saved) and
 * replace them. The wire shape is core's `reminderSettings`, which also drives the form.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReminderSettings, reminderSettings } from '../../../core/reminders.ts';
import { apiRequest, getJson, parseApiError } from '../../lib/api.ts';

/** Query keys of the reminder settings (GET /api/reminders). */
export const reminderKeys = { all: ['/api/reminders'] as const };

/** Query options of the reminder settings. */
export const remindersQuery = queryOptions<ReminderSettings>({
  queryKey: reminderKeys.all,
  queryFn: async ({ signal }) =>
    reminderSettings.parse(await getJson('/api/reminders', { on401: 'throw', signal })),
});

/** PUT /api/reminders; toasts 'Reminders saved' and keeps the answer as the cached settings. */
export function useSaveReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: ReminderSettings) =>
      reminderSettings.parse(await (await apiRequest('PUT', '/api/reminders', values)).json()),
    onSuccess: (saved) => client.setQueryData(reminderKeys.all, saved),
    meta: {
      successToast: { title: 'Reminders saved', description: 'Steward will remind you at these times.' },
      errorToast: (error) => ({ title: 'Reminders not saved', description: parseApiError(error).message }),
    },
  });
}
