/** The Task Progress and Workday Progress cards: a titled percentage with its bar. */
import { type ReactNode, useId } from 'react';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';

/** Props of ProgressCard. */
export interface ProgressCardProps {
  title: string;
  icon: ReactNode;
  /** 0-100, whole. */
  percent: number;
  caption?: string;
  className?: string;
}

/** A region named `title` with the percentage and a progress bar of the same name. */
export function ProgressCard({ title, icon, percent, caption, className }: ProgressCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <Card>
        <CardContent className="flex flex-col gap-3 px-4 pt-6 sm:px-6">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id={titleId} className="flex items-center gap-2 font-display text-lg font-semibold">
              {icon}
              {title}
            </h2>
            <span className="font-display text-2xl font-semibold tabular-nums">{percent}%</span>
          </div>
          <Progress value={percent} aria-labelledby={titleId} />
          {caption ? <p className="text-xs text-muted-foreground">{caption}</p> : null}
        </CardContent>
      </Card>
    </section>
  );
}
