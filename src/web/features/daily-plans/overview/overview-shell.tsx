/** The overview's frame: the page's box around the header and the sections, used by DailyOverviewPage. */
import type { ReactNode } from 'react';

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
