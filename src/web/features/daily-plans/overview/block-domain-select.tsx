/**
 * The life domain of a Steward time block on the day's timeline (ADR 033 addendum): a small picker
 * under the block that changes what it counts for in the Week Comparison (PATCH /api/calendar/time-blocks/{id}).
 * The choice shows at once and stays while it is saved; when the save fails, the toast 'Error' / 'Failed to
 * change the life domain. Please try again.' appears and the saved domain shows again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LifeDomainId } from '../../../../core/ideal-week.ts';
import { LifeDomainSelect, LifeDomainSwatch } from '../../../components/life-domain-select.tsx';
import { apiRequest } from '../../../lib/api.ts';
import { cn } from '../../../lib/utils.ts';
import { eventKeys } from '../../calendar/api.ts';
import { useOptimisticValue } from './use-optimistic-value.ts';

/** Props of BlockDomainSelect. */
export interface BlockDomainSelectProps {
  /** The block's id (an event's `timeBlockId`). */
  blockId: string;
  /** The block's title, for the picker's accessible name ('Life domain of {title}'). */
  title: string;
  /** The domain the block counts for now, null for none. */
  domain: LifeDomainId | null;
  /** True while the block is being removed. */
  disabled?: boolean;
}

/** "Life domain [picker]" for one Steward block; a change refreshes every events query and comparison. */
export function BlockDomainSelect({ blockId, title, domain, disabled }: BlockDomainSelectProps) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (next: LifeDomainId | null) =>
      apiRequest('PATCH', `/api/calendar/time-blocks/${encodeURIComponent(blockId)}`, { domain: next }),
    meta: {
      errorToast: { title: 'Error', description: 'Failed to change the life domain. Please try again.' },
    },
    // The comparison's key extends the events' key, so this refreshes the Week Comparison too.
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
  const [shown, choose] = useOptimisticValue(domain, (next) => change.mutateAsync(next));
  return (
    <div className="mt-1 flex min-w-0 items-center gap-1.5 text-xs">
      <span aria-hidden="true" className="shrink-0 whitespace-nowrap opacity-85">
        Life domain
      </span>
      <div className="relative min-w-0">
        {shown ? (
          <LifeDomainSwatch
            domain={shown}
            className="pointer-events-none absolute top-1/2 left-2 size-3 -translate-y-1/2"
          />
        ) : null}
        <LifeDomainSelect
          aria-label={`Life domain of ${title}`}
          value={shown}
          onValueChange={choose}
          disabled={disabled}
          className={cn(
            'h-8 max-w-full min-w-0 cursor-pointer rounded-md border border-black/15 bg-white/60 pr-1 pl-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-progress sm:h-7 sm:text-xs',
            shown && 'pl-6',
          )}
        />
      </div>
    </div>
  );
}
