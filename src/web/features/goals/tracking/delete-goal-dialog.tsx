/**
 * The 'Delete Goal' confirmation (docs/product.md §2 Goal Tracking, §8): the documented text, Cancel and 'Delete Goal'
 * ('Deleting...' while the request runs; the dialog stays open until it has answered). Closed without deleting,
 * it gives focus back to the goal's Delete button (ConfirmDialog). The toasts come from the mutation's `meta`
 * (useDeleteGoal).
 */
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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
  const remove = useDeleteGoal({ onDeleted });
  return (
    <ConfirmDialog
      subject={goal}
      title={() => 'Delete Goal'}
      description={() =>
        'Are you sure you want to delete this goal? This action cannot be undone. All associated milestones and progress will be permanently removed.'
      }
      details={({ description }) => (
        <p
          dir="auto"
          className="rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm font-medium whitespace-pre-line wrap-anywhere"
        >
          {description}
        </p>
      )}
      confirmLabel="Delete Goal"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={({ id }) => remove.mutateAsync(id)}
      onClose={onClose}
    />
  );
}
