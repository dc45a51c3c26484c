/**
 * The 'Delete Habit' confirmation: the habit's name, Cancel and 'Delete Habit' ('Deleting...' while the request
 * runs; the dialog stays open until it has answered). Deleting removes the habit and every check-in (ADR 042);
 * archiving is the way to keep the history. The failure toast comes from useDeleteHabit's `meta`.
 */
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { type Habit, useDeleteHabit } from './api.ts';

/** Props of DeleteHabitDialog: the habit to confirm (null: closed). */
export interface DeleteHabitDialogProps {
  habit: Habit | null;
  onClose: () => void;
  /** Called once the habit is deleted and gone from the cached list. */
  onDeleted: () => void;
}

/** Asks before deleting `habit`. */
export function DeleteHabitDialog({ habit, onClose, onDeleted }: DeleteHabitDialogProps) {
  const remove = useDeleteHabit({ onDeleted });
  return (
    <ConfirmDialog
      subject={habit}
      title={() => 'Delete Habit'}
      description={() =>
        'Are you sure you want to delete this habit? This action cannot be undone. All of its check-ins will be permanently removed. Archive it instead to keep its history.'
      }
      details={({ name }) => (
        <p
          dir="auto"
          className="rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm font-medium wrap-anywhere"
        >
          {name}
        </p>
      )}
      confirmLabel="Delete Habit"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={({ id }) => remove.mutateAsync(id)}
      onClose={onClose}
    />
  );
}
