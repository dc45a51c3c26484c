/**
 * The private calendar feed's calls (docs/product.md §7; ADR 050): whether it is on, a new address (the earlier one
 * stops working), off. The address is in the answer of a new one only: Steward keeps just its hash.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PrivateFeedLink,
  type PrivateFeedState,
  privateFeedLink,
  privateFeedState,
} from '../../../core/calendar/private-feed.ts';
import { apiRequest, getJson } from '../../lib/api.ts';

export type { PrivateFeedLink, PrivateFeedState };

/** Query keys of the feed's state (GET /api/calendar/private-feed). */
export const privateFeedKeys = { all: ['/api/calendar/private-feed'] as const };

/** Query options of the feed's state. */
export const privateFeedQuery = queryOptions<PrivateFeedState>({
  queryKey: privateFeedKeys.all,
  queryFn: async ({ signal }) =>
    privateFeedState.parse(await getJson('/api/calendar/private-feed', { on401: 'throw', signal })),
});

/** Makes a new feed address (POST); `onMade` gets it, the one time it can be shown. */
export function useMakeFeedLink({ onMade }: { onMade: (link: PrivateFeedLink) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      privateFeedLink.parse(await (await apiRequest('POST', '/api/calendar/private-feed')).json()),
    meta: {
      errorToast: { title: 'Could not make the link', description: 'Please try again.' },
    },
    onSuccess: async (link) => {
      onMade(link);
      await client.invalidateQueries({ queryKey: privateFeedKeys.all });
    },
  });
}

/** Turns the feed off (DELETE): its address stops working. */
export function useTurnOffFeed({ onOff }: { onOff: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/calendar/private-feed');
    },
    meta: {
      successToast: {
        title: 'Calendar link turned off',
        description: 'Calendar apps can no longer read it.',
      },
      errorToast: { title: 'Could not turn the link off', description: 'Please try again.' },
    },
    onSuccess: async () => {
      onOff();
      await client.invalidateQueries({ queryKey: privateFeedKeys.all });
    },
  });
}
