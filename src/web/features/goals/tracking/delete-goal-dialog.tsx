/**
 * The 'Delete Goal' confirmation (spec §2 Goal Tracking, §8): the spec's text, Cancel and 'Delete Goal'
 * ('Deleting...' while the request runs; the dialog stays open until it has answered). The toasts come from the
 * mutation's `meta` (useDeleteGoal).
 */
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { type Goal, useDeleteGoal } from '../api.ts';

/** Props of DeleteGoalDialog: the goal to confirm (null: closed). */
export interface DeleteGoalDialogProps {
  goal: Goal | null;
  onClose: () => void;
  /** Called once the goal is deleted and gone from the cached list. */
  onDeleted: () => void;
}

/** Asks before deleting `goal`. */
export function DeleteGoalDialog({ goal, onClose, onDeleted }: DeleteGoalDialogProps) {
  // Keeps the last goal on screen while the dialog animates closed.
  const [shown, setShown] = useState(goal);
  if (goal && goal !== shown) setShown(goal);
  const remove = useDeleteGoal({ onDeleted });
  const pending = remove.isPending;
  const once = useSingleFlight();

  return (
    <AlertDialog
      open={goal !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Goal</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this goal? This action cannot be undone. All associated milestones
            and progress will be permanently removed.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {shown ? (
          <p
            dir="auto"
            className="rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm font-medium whitespace-pre-line wrap-anywhere"
          >
            {shown.description}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (goal && !pending) void once(() => remove.mutateAsync(goal.id));
            }}
          >
            {pending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {pending ? 'Deleting...' : 'Delete Goal'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
