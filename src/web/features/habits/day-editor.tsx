/**
 * The day editor of a habit (docs/product.md §2, Habit Tracker): one past or present day's count ('Count', 0–1000)
 * and 'Skipped', through PUT /api/habits/{id}/entries/{date} (useSaveHabitEntry, whose `meta` shows the failure
 * toast). Opened from a heatmap cell (focus goes back to it) and by the list's 'Set count…' (focus goes back to the
 * day's check). Loaded when first opened.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { habitEntryInput } from '../../../core/habits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
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
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { type Habit, useSaveHabitEntry } from './api.ts';
import { dayName } from './heatmap.ts';

/** The day being edited: its date and the stored count and skipped flag (0 and false without an entry). */
export interface EditedDay {
  date: string;
  count: number;
  skipped: boolean;
}

/** Props of DayEditor: the habit, the day (null: closed) and what closes it. */
export interface DayEditorProps {
  habit: Habit;
  day: EditedDay | null;
  onClose: () => void;
  /** Where focus goes on close when it is not the element focused before opening (a menu item that is gone). */
  returnFocusTo?: () => HTMLElement | null;
}

/** The form's rule: both fields of the entry body, required. */
const dayForm = habitEntryInput.required();

/** The form of one day; mounted afresh for each day so it starts from that day's values. */
function DayForm({ habit, day, onClose }: { habit: Habit; day: EditedDay; onClose: () => void }) {
  const save = useSaveHabitEntry();
  const countId = useId();
  const skippedId = useId();
  const errorId = useId();
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(dayForm),
    defaultValues: { count: day.count, skipped: day.skipped },
  });
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync({
      id: habit.id,
      date: day.date,
      ...values,
      label: `‘${habit.name}’ on ${day.date}`,
    });
    onClose();
  });
  const countError = formState.errors.count?.message;
  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={countId}>Count{habit.unit ? ` (${habit.unit})` : ''}</Label>
        <Input
          id={countId}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          step={1}
          aria-invalid={countError ? true : undefined}
          aria-describedby={countError ? errorId : undefined}
          {...register('count', { valueAsNumber: true })}
        />
        {countError ? (
          <p id={errorId} className="text-sm text-destructive">
            {countError}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="skipped"
          render={({ field }) => (
            <Checkbox
              id={skippedId}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor={skippedId}>Skipped</Label>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" pending={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The dialog that corrects `day` of `habit`. */
export function DayEditor({ habit, day, onClose, returnFocusTo }: DayEditorProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={day !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        {...returnFocus}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (!target?.isConnected) return returnFocus.onCloseAutoFocus(event);
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{day ? dayName(day.date) : ''}</DialogTitle>
          <DialogDescription>
            {`Correct this day of ${habit.name}: how many times it was done (target ${habit.target}), or mark it skipped.`}
          </DialogDescription>
        </DialogHeader>
        {day ? <DayForm key={day.date} habit={habit} day={day} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
