/**
 * 'Set count…': a small dialog with a number input for one day's count of a habit (0–1000, core's
 * `habitEntryInput`); saving stores it (PUT …/entries/{date}, the skip flag kept) and closes the dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { habitEntryInput, MAX_ENTRY_COUNT } from '../../../core/habits.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { type Habit, useSaveHabitEntry } from './api.ts';
import { amountText, dayMonthText } from './habit-view.ts';

const countForm = z.object({ count: habitEntryInput.shape.count.unwrap() });
type CountForm = z.infer<typeof countForm>;

/** Props of SetCountDialog. */
export interface SetCountDialogProps {
  habit: Habit;
  date: string;
  /** The day's count now. */
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (its opener). */
  returnFocusTo?: () => HTMLElement | null;
}

/** The count dialog of `habit` on `date`. */
export function SetCountDialog({
  habit,
  date,
  count,
  open,
  onOpenChange,
  returnFocusTo,
}: SetCountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Set count</DialogTitle>
          <DialogDescription dir="auto" className="wrap-anywhere">
            {habit.name}, {dayMonthText(date)}. The target is {amountText(habit.target, habit.unit)}.
          </DialogDescription>
        </DialogHeader>
        <CountForm habit={habit} date={date} count={count} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CountForm({
  habit,
  date,
  count,
  onSaved,
}: Pick<SetCountDialogProps, 'habit' | 'date' | 'count'> & { onSaved: () => void }) {
  const id = useId();
  const save = useSaveHabitEntry();
  const { register, handleSubmit, formState } = useForm<CountForm>({
    resolver: zodResolver(countForm),
    defaultValues: { count },
  });
  const error = formState.errors.count?.message;
  const submit = handleSubmit((values) =>
    save.mutateAsync({ id: habit.id, date, count: values.count }).then(onSaved, () => undefined),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-count`}>Count{habit.unit ? ` (${habit.unit})` : ''}</Label>
        <Input
          id={`${id}-count`}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ENTRY_COUNT}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-count-error` : undefined}
          {...register('count', { valueAsNumber: true })}
        />
        {error ? (
          <p id={`${id}-count-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {formState.isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
