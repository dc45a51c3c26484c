/**
 * Settings → Sessions calls (docs/product.md §7; ADR 050): the signed-in devices, ending one, ending every other.
 * Responses are parsed with core's schema; mutations invalidate by the factory's key; toasts are named in `meta`
 * and shown by the query client (lib/query-client.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeviceSession, deviceName, deviceSessionList } from '../../../core/sessions.ts';
import { apiRequest, getJson } from '../../lib/api.ts';

export type { DeviceSession };

/** Query keys of the sessions list (GET /api/sessions). */
export const sessionKeys = { all: ['/api/sessions'] as const };

/** Query options of the user's signed-in devices, this one first. */
export const sessionsQuery = queryOptions<DeviceSession[]>({
  queryKey: sessionKeys.all,
  queryFn: async ({ signal }) =>
    deviceSessionList.parse(await getJson('/api/sessions', { on401: 'throw', signal })),
});

/** Refreshes the sessions list. */
function useRefreshSessions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionKeys.all });
}

/** Signs one other device out (DELETE /api/sessions/{id}); toasts 'Signed out' with the device's name. */
export function useEndSession({ onEnded }: { onEnded?: () => void } = {}) {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: async (device: DeviceSession) => {
      await apiRequest('DELETE', `/api/sessions/${encodeURIComponent(device.id)}`);
    },
    meta: {
      successToast: (device) => ({
        title: 'Signed out',
        description: `${deviceName(device as DeviceSession)} is signed out.`,
      }),
      errorToast: {
        title: 'Could not sign out',
        description: 'That device could not be signed out. Please try again.',
      },
    },
    onSuccess: async () => {
      await refresh();
      onEnded?.();
    },
  });
}

/** Signs every other device out (POST /api/sessions/sign-out-others). */
export function useSignOutOthers({ onEnded }: { onEnded?: () => void } = {}) {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/sessions/sign-out-others');
    },
    meta: {
      successToast: { title: 'Signed out', description: 'Every other device is signed out.' },
      errorToast: {
        title: 'Could not sign out',
        description: 'The other devices could not be signed out. Please try again.',
      },
    },
    onSuccess: async () => {
      await refresh();
      onEnded?.();
    },
  });
}
