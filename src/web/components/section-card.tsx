/**
 * A section card (the daily overview's cards): a region named by its heading, with an icon and an optional action.
 */
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';

/** Classes of a section heading's icon. */
export const iconClass = 'size-5 shrink-0 text-accent';

/** Props of SectionCard. */
export interface SectionCardProps {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** Classes of the section (e.g. its place in the page's layout). */
  className?: string;
}

/** A section card with an icon and a heading that names the region. */
export function SectionCard({ title, icon, action, children, className }: SectionCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <Card className="h-full">
        <CardHeader className="flex-row items-center justify-between gap-3 px-4 pb-4 sm:px-6">
          <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
            {icon}
            {title}
          </CardTitle>
          {action}
        </CardHeader>
        <CardContent className="px-4 sm:px-6">{children}</CardContent>
      </Card>
    </section>
  );
}
