/**
 * The offline notice (ADR 055, docs/product.md 'Offline'): 'Offline — changes will sync' while any write waits for
 * the network, and, once the network is back, each waiting write the server refused, with its reason, until the
 * person dismisses them. One polite live region under the site header, so the change is read out.
 */
import { useMutationState } from '@tanstack/react-query';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { OFFLINE_WRITES } from '../lib/offline-cache.ts';
import { dismissRefusedWrites, useRefusedWrites } from '../lib/refused-writes.ts';

/**
 * The notice; renders an empty live region when nothing waits and nothing was refused. The region is `aria-live`
 * without the status role, so an empty one on every page is not a second 'status' beside a page's own.
 */
export function OfflineNotice() {
  const waiting = useMutationState({
    filters: {
      predicate: (mutation) => mutation.state.isPaused && mutation.options.scope?.id === OFFLINE_WRITES.id,
    },
    select: (mutation) => mutation.mutationId,
  }).length;
  const refused = useRefusedWrites();
  return (
    <div aria-live="polite" className="print:hidden">
      {waiting > 0 ? (
        <div className="border-b border-warning/30 bg-warning-soft text-warning-foreground">
          <p className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-2 px-4 py-2 text-sm font-medium sm:px-6">
            <CloudOff className="size-4 shrink-0" aria-hidden="true" />
            Offline — changes will sync
            <span className="font-normal text-muted-foreground">
              ({waiting} {waiting === 1 ? 'change' : 'changes'} waiting)
            </span>
          </p>
        </div>
      ) : null}
      {refused.length > 0 ? (
        <div className="border-b border-destructive/30 bg-destructive-soft">
          <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-2 px-4 py-2 text-sm sm:px-6">
            <p className="flex items-center gap-2 font-medium">
              <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
              {refused.length === 1
                ? 'A change made offline was not saved:'
                : 'Changes made offline were not saved:'}
            </p>
            <ul className="list-disc pl-6">
              {refused.map((write) => (
                <li key={write.id} dir="auto" className="wrap-anywhere">
                  {write.label} — {write.reason}
                </li>
              ))}
            </ul>
            <Button variant="outline" size="sm" onClick={dismissRefusedWrites}>
              Dismiss
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
