/**
 * A habit's check for one day (ADR 042: a day is done when its count reaches the target): a tap adds one toward the
 * target — 'Check in', then '3 of 8 glasses' — and a tap on a done day ('Done', '8 of 8 glasses', pressed) clears
 * it back to 0 ('Set count…' sets any other number). The count shows at once and stays while it is saved; taps
 * during a save are ignored, so none is lost to a count read before the previous one was stored. Offline a tap
 * waits for the network and the next tap queues after it (ADR 055).
 */
import { Check, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/utils.ts';
import { type Habit, type HabitEntry, useSaveHabitEntry } from './api.ts';
import { checkText } from './habit-view.ts';

/** Props of CheckInButton. */
export interface CheckInButtonProps {
  habit: Habit;
  /** The day checked, 'YYYY-MM-DD' (on or after startDate, not after today). */
  date: string;
  /** The day's entry, undefined when it has none. */
  entry: HabitEntry | undefined;
  /** False when the day cannot take a check-in (a future day); the button then says nothing happens. */
  enabled?: boolean;
  className?: string;
}

/** The check button of `habit` on `date`; its accessible name is its text then the habit's name. */
export function CheckInButton({ habit, date, entry, enabled = true, className }: CheckInButtonProps) {
  const save = useSaveHabitEntry();
  const count =
    save.isPending && save.variables.count !== undefined ? save.variables.count : (entry?.count ?? 0);
  const done = count >= habit.target;
  const text = checkText(habit, count);
  // A check waiting for the network (ADR 055) is not a save under way: the next tap queues after it.
  const saving = save.isPending && !save.isPaused;
  return (
    <Button
      variant={done ? 'default' : 'outline'}
      size="sm"
      aria-label={`${text}: ${habit.name}`}
      aria-pressed={done}
      aria-disabled={!enabled || saving || undefined}
      className={cn(
        'min-w-28 justify-start',
        done && 'bg-success text-white hover:bg-success/90',
        saving && 'aria-disabled:pointer-events-auto aria-disabled:opacity-100',
        className,
      )}
      onClick={() => {
        if (!enabled || saving) return;
        const next = done ? 0 : count + 1;
        save.mutate({
          id: habit.id,
          date,
          count: next,
          label: `‘${habit.name}’ on ${date}: ${checkText(habit, next)}`,
        });
      }}
    >
      {done ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      {text}
    </Button>
  );
}
