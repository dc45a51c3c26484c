/**
 * The 'New Habit' / 'Edit Habit' dialog (ADR 042): name, description, schedule, daily target and unit, the goal
 * the habit serves (None or one of the user's active goals; an archived goal already linked stays offered), and
 * the time of its reminder (ADR 053; empty for none, a half-typed one named under its field, not saved as none). The
 * form validates with core's `habitInput` (the rule the server applies), and a 400 of the server shows under the
 * field it names (lib/form-error.ts), else above the buttons. The form starts again from the habit each time the
 * dialog opens. Saving creates (POST) or changes (PATCH) and closes the dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Controller, get, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { habitInput, MAX_HABIT_TARGET, MAX_HABIT_UNIT_LENGTH } from '../../../core/habits.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
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
import { fieldClassName, Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { formErrorOf } from '../../lib/form-error.ts';
import { cn } from '../../lib/utils.ts';
import { goalsQuery } from '../goals/api.ts';
import { type Habit, useSaveHabit } from './api.ts';
import { ScheduleField } from './schedule-field.tsx';

/** The fields the dialog edits, validated by core's rule. */
const habitForm = habitInput.pick({
  name: true,
  description: true,
  schedule: true,
  target: true,
  unit: true,
  goalId: true,
  reminderTime: true,
});
type FormInput = z.input<typeof habitForm>;
type FormOutput = z.output<typeof habitForm>;

const SERVER_FIELDS = [
  'name',
  'description',
  'schedule',
  'schedule.days',
  'schedule.times',
  'schedule.n',
  'target',
  'unit',
  'goalId',
  'reminderTime',
] as const;

const NEW_HABIT: FormInput = {
  name: '',
  description: '',
  schedule: { kind: 'daily' },
  target: 1,
  unit: '',
  goalId: null,
  reminderTime: null,
};

function valuesOf(habit: Habit | undefined): FormInput {
  if (!habit) return NEW_HABIT;
  return {
    name: habit.name,
    description: habit.description ?? '',
    schedule: habit.schedule,
    target: habit.target,
    unit: habit.unit ?? '',
    goalId: habit.goalId,
    reminderTime: habit.reminderTime,
  };
}

/** Props of HabitFormDialog: a new habit without `habit`, else an edit of it. */
export interface HabitFormDialogProps {
  habit?: Habit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (its opener); left to Radix when absent or gone. */
  returnFocusTo?: () => HTMLElement | null;
}

/** The create or edit dialog of a habit. */
export function HabitFormDialog({ habit, open, onOpenChange, returnFocusTo }: HabitFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{habit ? 'Edit Habit' : 'New Habit'}</DialogTitle>
          <DialogDescription>
            A small, regular practice: choose when it is due and how much makes a day done.
          </DialogDescription>
        </DialogHeader>
        <HabitForm habit={habit} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** What a reminder time with a part left blank says. */
const HALF_TYPED_TIME = 'Enter the whole time (hour, minutes, AM or PM), or clear it for no reminder.';

/** The form inside the dialog (mounted while the dialog is open). */
function HabitForm({ habit, onSaved }: { habit: Habit | undefined; onSaved: () => void }) {
  const id = useId();
  const goals = useQuery(goalsQuery);
  const save = useSaveHabit({ habitId: habit?.id, onSaved });
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(habitForm),
    defaultValues: valuesOf(habit),
  });
  const { errors } = formState;
  const message = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const goalOptions = (goals.data ?? []).filter((goal) => !goal.archived || goal.id === habit?.goalId);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      const { field, message: text } = formErrorOf(error, SERVER_FIELDS);
      if (field) setError(field as Path<FormInput>, { type: 'server', message: text }, { shouldFocus: true });
      else setFormError(text);
    }
  });

  // A time field with a part left blank ('--:30 AM') has the value '' (no reminder); the browser knows it is
  // half typed (`badInput`), so it is named under the field rather than saved as no reminder.
  const submitUnlessHalfTyped = (event: FormEvent<HTMLFormElement>) => {
    const reminder = event.currentTarget.elements.namedItem('reminderTime');
    if (!(reminder instanceof HTMLInputElement && reminder.validity.badInput)) {
      void submit(event);
      return;
    }
    event.preventDefault();
    setError('reminderTime', { type: 'badInput', message: HALF_TYPED_TIME }, { shouldFocus: true });
  };

  const field = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(message(name)),
    'aria-describedby': message(name) ? `${id}-${name}-error` : undefined,
  });
  const errorLine = (name: string) =>
    message(name) ? (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive wrap-anywhere">
        {message(name)}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={submitUnlessHalfTyped} className="grid min-w-0 gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input {...field('name')} autoComplete="off" placeholder="Drink water" {...register('name')} />
        {errorLine('name')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea {...field('description')} className="min-h-16" {...register('description')} />
        {errorLine('description')}
      </div>
      <Controller
        control={control}
        name="schedule"
        render={({ field: { value, onChange } }) => (
          <ScheduleField
            value={value}
            onChange={onChange}
            errors={{
              kind: message('schedule.kind') ?? message('schedule'),
              days: message('schedule.days') ?? message('schedule.days.root'),
              times: message('schedule.times'),
              n: message('schedule.n'),
            }}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-target`}>Daily target (1–{MAX_HABIT_TARGET})</Label>
          <Input
            {...field('target')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_HABIT_TARGET}
            {...register('target', { valueAsNumber: true })}
          />
          {errorLine('target')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-unit`}>Unit (optional)</Label>
          <Input
            {...field('unit')}
            autoComplete="off"
            placeholder="glasses"
            maxLength={MAX_HABIT_UNIT_LENGTH}
            {...register('unit')}
          />
          {errorLine('unit')}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-goalId`}>Goal it serves</Label>
        <select
          {...field('goalId')}
          className={cn(fieldClassName, 'h-10 min-w-0 cursor-pointer truncate')}
          {...register('goalId', { setValueAs: (value: string | null) => (value ? value : null) })}
        >
          <option value="">None</option>
          {goalOptions.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.description}
            </option>
          ))}
        </select>
        {errorLine('goalId')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reminderTime`}>Reminder (optional)</Label>
        <Input
          {...field('reminderTime')}
          type="time"
          className="w-36"
          aria-describedby={[
            `${id}-reminderTime-hint`,
            message('reminderTime') ? `${id}-reminderTime-error` : '',
          ]
            .join(' ')
            .trim()}
          {...register('reminderTime', { setValueAs: (value: string | null) => (value ? value : null) })}
        />
        <p id={`${id}-reminderTime-hint`} className="text-sm text-muted-foreground">
          A notification at this time on each day the habit is due, until it is done.
        </p>
        {errorLine('reminderTime')}
      </div>
      {formError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            <p dir="auto" className="wrap-anywhere">
              {formError}
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          pending={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {formState.isSubmitting ? 'Saving...' : habit ? 'Save Changes' : 'Create Habit'}
        </Button>
      </DialogFooter>
    </form>
  );
}
