/**
 * The Habit Tracker's 'Archived' section, collapsed until opened (a native disclosure): each archived habit with
 * Unarchive (back to the list, its history intact) and Delete (after the 'Delete Habit' confirmation).
 */
import { ArchiveRestore, ChevronRight, Trash2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { OnceOpened } from '../../lib/once-opened.tsx';
import { type Habit, useSaveHabit } from './api.ts';
import { habitSummary } from './habit-view.ts';

/** The confirmation, loaded when first opened (ADR 022). */
const DeleteHabitDialog = lazy(() =>
  import('./delete-habit-dialog.tsx').then((m) => ({ default: m.DeleteHabitDialog })),
);

/** One archived habit with its two buttons. */
function ArchivedHabit({ habit, onDelete }: { habit: Habit; onDelete: (habit: Habit) => void }) {
  const unarchive = useSaveHabit({ habitId: habit.id });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <Link
          to={`/habit-tracker/${habit.id}`}
          dir="auto"
          className="font-medium wrap-anywhere hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {habit.name}
        </Link>
        <p className="text-sm text-muted-foreground">{habitSummary(habit)}</p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Unarchive ${habit.name}`}
          pending={unarchive.isPending}
          onClick={() => unarchive.mutate({ archived: false })}
        >
          <ArchiveRestore aria-hidden="true" />
          Unarchive
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delete ${habit.name}`}
          className="text-destructive hover:bg-destructive-soft hover:text-destructive"
          onClick={() => onDelete(habit)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Props of ArchivedHabits: the archived habits (at least one). */
export interface ArchivedHabitsProps {
  habits: readonly Habit[];
}

/** 'Archived (n)' and, opened, the archived habits. */
export function ArchivedHabits({ habits }: ArchivedHabitsProps) {
  const [deleting, setDeleting] = useState<Habit | null>(null);
  return (
    <section aria-labelledby="archived-habits">
      <details className="group rounded-xl border border-border bg-card px-4 shadow-sm sm:px-5">
        <summary className="flex cursor-pointer list-none items-center gap-2 py-3 font-display text-lg font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          <h2 id="archived-habits">Archived ({habits.length})</h2>
        </summary>
        <ul className="divide-y divide-border border-t border-border">
          {habits.map((habit) => (
            <ArchivedHabit key={habit.id} habit={habit} onDelete={setDeleting} />
          ))}
        </ul>
      </details>
      <OnceOpened open={deleting !== null}>
        <DeleteHabitDialog
          habit={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      </OnceOpened>
    </section>
  );
}
