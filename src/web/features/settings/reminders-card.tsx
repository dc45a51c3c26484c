/**
 * 'Reminders' in Settings → Notifications (docs/product.md "Notifications"; ADR 053): plan your day (time and
 * weekdays), time-block start (minutes before), finish your day (time), weekly review (day and time), each on or
 * off, and the channels they go out on (push to the devices that turned notifications on, email). One form, saved
 * whole (a habit's own reminder time is set on the habit); the same core schema validates it here and on the server.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type ReminderSettings, reminderSettings } from '../../../core/reminders.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { parseApiError } from '../../lib/api.ts';
import { remindersQuery, useSaveReminders } from './reminders-api.ts';

/** ISO weekday numbers and their names, Monday first. */
const WEEKDAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [7, 'Sunday'],
] as const;

const SELECT_CLASS =
  'h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type BooleanPath = Extract<
  FieldPath<ReminderSettings>,
  `${string}.enabled` | 'channels.push' | 'channels.email'
>;

/** A checkbox bound to a boolean of the form, with its label beside it. */
function CheckField({
  control,
  name,
  label,
}: {
  control: Control<ReminderSettings>;
  name: BooleanPath;
  label: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** One reminder's group: a legend naming it and its fields. */
function ReminderGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The form, once the settings are loaded. */
function RemindersForm({ saved }: { saved: ReminderSettings }) {
  const save = useSaveReminders();
  const { register, control, handleSubmit, formState, reset } = useForm<ReminderSettings>({
    resolver: zodResolver(reminderSettings),
    defaultValues: saved,
  });
  const submit = handleSubmit(async (values) => {
    reset(await save.mutateAsync(values));
  });
  const { errors } = formState;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <ReminderGroup legend="Plan your day">
        <CheckField control={control} name="planDay.enabled" label="Remind me to plan my day" />
        <Field label="Time" error={errors.planDay?.time}>
          {(props) => <Input type="time" className="w-40" {...props} {...register('planDay.time')} />}
        </Field>
        <Controller
          control={control}
          name="planDay.days"
          render={({ field, fieldState }) => (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">On these days</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {WEEKDAYS.map(([day, name]) => (
                  <div key={day} className="flex items-center gap-2">
                    <Checkbox
                      id={`plan-day-${day}`}
                      checked={field.value.includes(day)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked === true
                            ? [...field.value, day].sort((a, b) => a - b)
                            : field.value.filter((d) => d !== day),
                        )
                      }
                    />
                    <Label htmlFor={`plan-day-${day}`}>{name}</Label>
                  </div>
                ))}
              </div>
              {fieldState.error?.message ? (
                <p className="text-sm font-medium text-destructive">{fieldState.error.message}</p>
              ) : null}
            </fieldset>
          )}
        />
      </ReminderGroup>
      <ReminderGroup legend="Time-block start">
        <CheckField control={control} name="blockStart.enabled" label="Remind me before a block starts" />
        <Field label="Minutes before" hint="0 to 120" error={errors.blockStart?.minutesBefore}>
          {(props) => (
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              className="w-28"
              {...props}
              {...register('blockStart.minutesBefore', { valueAsNumber: true })}
            />
          )}
        </Field>
      </ReminderGroup>
      <ReminderGroup legend="Finish your day">
        <CheckField control={control} name="finishDay.enabled" label="Remind me to finish my day" />
        <Field label="Time" error={errors.finishDay?.time}>
          {(props) => <Input type="time" className="w-40" {...props} {...register('finishDay.time')} />}
        </Field>
      </ReminderGroup>
      <ReminderGroup legend="Weekly review">
        <CheckField control={control} name="weeklyReview.enabled" label="Remind me to review my week" />
        <Field label="Day" error={errors.weeklyReview?.day}>
          {(props) => (
            <select
              className={`${SELECT_CLASS} w-40`}
              {...props}
              {...register('weeklyReview.day', { valueAsNumber: true })}
            >
              {WEEKDAYS.map(([day, name]) => (
                <option key={day} value={day}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Time" error={errors.weeklyReview?.time}>
          {(props) => <Input type="time" className="w-40" {...props} {...register('weeklyReview.time')} />}
        </Field>
      </ReminderGroup>
      <ReminderGroup legend="Send reminders by">
        <CheckField
          control={control}
          name="channels.push"
          label="Notifications on devices where they are on"
        />
        <CheckField control={control} name="channels.email" label="Email" />
      </ReminderGroup>
      <Button type="submit" className="justify-self-start" pending={formState.isSubmitting}>
        Save reminders
      </Button>
    </form>
  );
}

/** The reminders' card inside the Notifications section of /settings. */
export function RemindersCard() {
  const settings = useQuery(remindersQuery);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border p-4">
      <h3 id={titleId} className="flex items-center gap-2 font-medium">
        <BellRing aria-hidden="true" className="size-4 text-muted-foreground" />
        Reminders
      </h3>
      <p className="text-sm text-muted-foreground">
        Steward nudges you at the moments of your day, in your time zone. A reminder is skipped when it is
        already done: a day planned or finished, a block deleted, a habit checked in.
      </p>
      <p className="text-sm text-muted-foreground">
        Each habit can remind you at its own time: set it in the habit’s Edit dialog in the{' '}
        <Link to="/habit-tracker" className="font-medium text-primary underline-offset-4 hover:underline">
          Habit Tracker
        </Link>
        .
      </p>
      {settings.isPending ? (
        <Skeleton className="h-40" />
      ) : settings.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{parseApiError(settings.error).message}</AlertDescription>
        </Alert>
      ) : (
        <RemindersForm saved={settings.data} />
      )}
    </section>
  );
}
