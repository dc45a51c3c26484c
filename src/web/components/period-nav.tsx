/**
 * The previous / next buttons of a period page (a week, a quarter) and, away from the current period, a button back
 * to it; extra links follow as children. The period's own label sits above it, in the page's header.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils.ts';
import { Button } from './ui/button.tsx';

interface PeriodNavProps<T> {
  /** The navigation landmark's name: 'Weeks', 'Quarters'. */
  label: string;
  /** The period's name in the buttons' names: 'week' gives 'Previous week' and 'Next week'. */
  unit: string;
  /** The neighbouring periods; null disables the button (outside the range the API accepts). */
  previous: T | null;
  next: T | null;
  /** The current period and the button's text that leads back to it ('This Week'), shown when it is not shown. */
  current: T;
  shown: T;
  currentLabel: string;
  onShow: (period: T) => void;
  className?: string;
  children?: ReactNode;
}

/** The navigation between periods; see the module comment. */
export function PeriodNav<T>({
  label,
  unit,
  previous,
  next,
  current,
  shown,
  currentLabel,
  onShow,
  className,
  children,
}: PeriodNavProps<T>) {
  const step = (name: string, to: T | null, icon: ReactNode) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${name} ${unit}`}
      title={`${name} ${unit}`}
      className="rounded-none"
      disabled={to === null}
      onClick={() => to !== null && onShow(to)}
    >
      {icon}
    </Button>
  );
  return (
    <nav aria-label={label} className={cn('mt-4 flex flex-wrap items-center gap-2', className)}>
      <div className="inline-flex overflow-hidden rounded-lg border border-border-strong bg-card shadow-xs">
        {step('Previous', previous, <ChevronLeft aria-hidden="true" />)}
        <span aria-hidden="true" className="w-px bg-border-strong" />
        {step('Next', next, <ChevronRight aria-hidden="true" />)}
      </div>
      {shown === current ? null : (
        <Button variant="outline" onClick={() => onShow(current)}>
          {currentLabel}
        </Button>
      )}
      {children}
    </nav>
  );
}
