/**
 * The overview's ritual cards (ADR 043, ADR 044): Morning Ritual, one checkbox reading Completed or Not Completed
 * with a Run link to that date's morning run; Workday Rituals, the day's progress of the workday startup and
 * shutdown rituals, each with its Run link.
 */
import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, Play, Sunrise } from 'lucide-react';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { isRunComplete, RITUAL_NAMES, type RitualType } from '../../../../core/rituals.ts';
import { iconClass, SectionCard } from '../../../components/section-card.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/utils.ts';
import { type RitualRun, ritualRunsQuery, runPath } from '../../rituals/api.ts';

const runLinkClass = buttonVariants({ variant: 'outline', size: 'sm', className: 'shrink-0' });

/** A 'Run' link to a ritual's run of `date`, named after the ritual. */
function RunLink({ type, date }: { type: RitualType; date: string }) {
  return (
    <Link to={runPath(type, date)} aria-label={`Run ${RITUAL_NAMES[type]} ritual`} className={runLinkClass}>
      <Play aria-hidden="true" />
      Run
    </Link>
  );
}

/** Props of RitualCard. */
export interface RitualCardProps {
  /** The plan's date, 'YYYY-MM-DD'. */
  date: string;
  done: boolean;
  onChange: (done: boolean) => void;
  className?: string;
}

/** Whether the morning ritual is done, as a checkbox, and a link to run it. */
export function RitualCard({ date, done, onChange, className }: RitualCardProps) {
  const id = useId();
  return (
    <SectionCard
      title="Morning Ritual"
      icon={<Sunrise className={iconClass} aria-hidden="true" />}
      action={<RunLink type="morning" date={date} />}
      className={className}
    >
      <div
        className={cn(
          'flex items-center gap-3 rounded-lg border px-4 py-3 transition-colors',
          done ? 'border-success/30 bg-success-soft' : 'border-border bg-muted/40',
        )}
      >
        <Checkbox
          id={id}
          checked={done}
          onCheckedChange={(value) => onChange(value === true)}
          className={cn(done && 'data-[state=checked]:border-success data-[state=checked]:bg-success')}
        />
        <Label
          htmlFor={id}
          className={cn('cursor-pointer font-semibold', done ? 'text-success' : 'text-muted-foreground')}
        >
          {done ? 'Completed' : 'Not Completed'}
        </Label>
      </div>
    </SectionCard>
  );
}

/** '2 of 4 done', or 'Not started' when nothing is done (or the ritual has no run). */
export function runProgressText(run: Pick<RitualRun, 'completed'> | undefined): string {
  const done = run?.completed.filter(Boolean).length ?? 0;
  return run && done > 0 ? `${done} of ${run.completed.length} done` : 'Not started';
}

const WORKDAY_RITUALS = ['startup', 'shutdown'] as const satisfies readonly RitualType[];

/** Props of WorkdayRitualsCard. */
export interface WorkdayRitualsCardProps {
  date: string;
  className?: string;
}

/** The day's workday startup and shutdown progress, each with a Run link. */
export const WorkdayRitualsCard = memo(function WorkdayRitualsCard({
  date,
  className,
}: WorkdayRitualsCardProps) {
  const runs = useQuery(ritualRunsQuery(date));
  return (
    <SectionCard
      title="Workday Rituals"
      icon={<BriefcaseBusiness className={iconClass} aria-hidden="true" />}
      className={className}
    >
      <ul className="grid gap-2">
        {WORKDAY_RITUALS.map((type) => {
          const run = runs.data?.find((entry) => entry.type === type);
          const complete = run !== undefined && isRunComplete(run.completed);
          return (
            <li key={type} className="flex items-center gap-3 rounded-lg border border-border px-4 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{RITUAL_NAMES[type]}</p>
                <p className={cn('text-sm', complete ? 'text-success' : 'text-muted-foreground')}>
                  {runs.isPending ? 'Loading…' : runs.isError ? 'Progress unavailable' : runProgressText(run)}
                </p>
              </div>
              <RunLink type={type} date={date} />
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
});
