/**
 * The overview's frame and its first view before the plan is known (ADR 036): `OverviewLayout` is the page's
 * box around the header and the sections, used by DailyOverviewPage; `OverviewShell` is what that page shows for
 * today while its plan loads (the header without the plan's actions, and the skeletons), which the build renders
 * to HTML and the server sends a signed-in member with the date filled in, so the heading is painted before any
 * script has run.
 */
import type { ReactNode } from 'react';
import { OverviewHeader } from './overview-header.tsx';
import { LoadingView } from './overview-states.tsx';

/** The overview page's box: `header` above `children` (the sections), then `after` (the dialogs). */
export function OverviewLayout({
  header,
  children,
  after,
}: {
  header: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      {header}
      <div className="mt-8">{children}</div>
      {after}
    </div>
  );
}

const inert = () => {};

/**
 * Today's overview of `date` ('YYYY-MM-DD') while its plan loads, as DailyOverviewPage first shows it, with the day
 * buttons disabled: nothing would answer them before the app renders in their place (links work as links).
 */
export function OverviewShell({ date }: { date: string }) {
  return (
    <OverviewLayout
      header={
        <OverviewHeader
          date={date}
          isToday
          canGoForward
          dayFinished={false}
          onPreviousDay={inert}
          onNextDay={inert}
          onToday={inert}
          inert
        />
      }
    >
      <LoadingView />
    </OverviewLayout>
  );
}
