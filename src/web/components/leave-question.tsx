/**
 * 'Leave without saving?' before a page with unsaved changes is left (ADR 032): React Router's `useBlocker` for
 * every in-app way out (links, the page's buttons, Back and Forward, another `?week=`), and the browser's own
 * question (`beforeunload`) for a reload, closing the tab or another site. A change of the hash alone (the skip
 * link's #main) stays on the page and is not asked about.
 */
import { lazy, useCallback } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { OnceOpened } from '../lib/once-opened.tsx';

const LeaveDialog = lazy(() => import('./leave-dialog.tsx').then((m) => ({ default: m.LeaveDialog })));

/** Props of LeaveQuestion. */
export interface LeaveQuestionProps {
  /** Whether leaving now would lose changes; called only when the user leaves. */
  hasChanges: () => boolean;
  /** What is lost, e.g. 'Your changes to this ideal week will be lost.' */
  description: string;
}

/** Guards the page it is rendered in; renders the question while a way out waits for Stay or Leave. */
export function LeaveQuestion({ hasChanges, description }: LeaveQuestionProps) {
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      (from.pathname !== to.pathname || from.search !== to.search) && hasChanges(),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (hasChanges()) event.preventDefault();
      },
      [hasChanges],
    ),
  );
  const asking = blocker.state === 'blocked';
  return (
    <OnceOpened open={asking}>
      <LeaveDialog
        open={asking}
        description={description}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </OnceOpened>
  );
}
