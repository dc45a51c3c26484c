/** A Clarity Break's session value as a badge in its colour band (docs/product.md §9: ≥ 80 green, 60-79 blue, 40-59 yellow, < 40 orange). */
import type { ReactNode } from 'react';
import { type ScoreBand, scoreBand } from '../../../core/clarity-break.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/utils.ts';

/** Badge classes of each band (text keeps 4.5:1 contrast on its background). */
const bandClasses: Record<ScoreBand, string> = {
  green: 'border-green-300 bg-green-100 text-green-900',
  blue: 'border-blue-300 bg-blue-100 text-blue-900',
  yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  orange: 'border-orange-300 bg-orange-100 text-orange-900',
};

/** The band of a score, or null when the stored score is not a number (shown without a colour). */
function bandOf(score: string): ScoreBand | null {
  try {
    return scoreBand(score);
  } catch {
    return null;
  }
}

/** The badge; `children` is its text (e.g. '85/100' or 'Session Value: 85/100'). */
export function ScoreBadge({
  score,
  children,
  className,
}: {
  score: string;
  children: ReactNode;
  className?: string;
}) {
  const band = bandOf(score);
  return (
    <Badge
      variant="outline"
      data-band={band ?? undefined}
      className={cn('tabular-nums', band ? bandClasses[band] : null, className)}
    >
      {children}
    </Badge>
  );
}
