/**
 * The schedule of the habit form (ADR 042): a radio group of the four kinds — Every day, On chosen weekdays (seven
 * toggle buttons, Monday first), N times a week (1–7), Every N days (2–365) — and the one setting of the chosen
 * kind. Switching kinds keeps what was set for the others, so going back finds it again. Values are not checked
 * here: the form validates the schedule with core's schema and passes its messages in `errors`.
 */
import { useId, useState } from 'react';
import type { HabitSchedule } from '../../../core/habits.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/utils.ts';
import { weekdayShort } from './habit-view.ts';

type Kind = HabitSchedule['kind'];

const KINDS: readonly { kind: Kind; label: string }[] = [
  { kind: 'daily', label: 'Every day' },
  { kind: 'weekdays', label: 'On chosen weekdays' },
  { kind: 'timesPerWeek', label: 'N times a week' },
  { kind: 'everyNDays', label: 'Every N days' },
];

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Messages of the schedule's parts (from the form's validation or the server's 400). */
export interface ScheduleErrors {
  kind?: string | undefined;
  days?: string | undefined;
  times?: string | undefined;
  n?: string | undefined;
}

/** Props of ScheduleField: a controlled schedule. */
export interface ScheduleFieldProps {
  value: HabitSchedule;
  onChange: (schedule: HabitSchedule) => void;
  errors: ScheduleErrors;
}

/** The settings of every kind, remembered while the person switches between kinds. */
interface Settings {
  days: number[];
  times: number;
  n: number;
}

function scheduleOf(kind: Kind, settings: Settings): HabitSchedule {
  switch (kind) {
    case 'daily':
      return { kind };
    case 'weekdays':
      return { kind, days: settings.days };
    case 'timesPerWeek':
      return { kind, times: settings.times };
    case 'everyNDays':
      return { kind, n: settings.n };
  }
}

/** A field's error line, referenced by its control's aria-describedby. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** Schedule: the kind as radios, then the chosen kind's days or number. */
export function ScheduleField({ value, onChange, errors }: ScheduleFieldProps) {
  const id = useId();
  const [settings, setSettings] = useState<Settings>(() => ({
    days: value.kind === 'weekdays' ? value.days : [1, 3, 5],
    times: value.kind === 'timesPerWeek' ? value.times : 3,
    n: value.kind === 'everyNDays' ? value.n : 2,
  }));
  const change = (next: Partial<Settings>, kind: Kind = value.kind) => {
    const merged = { ...settings, ...next };
    setSettings(merged);
    onChange(scheduleOf(kind, merged));
  };
  const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const shown = (n: number) => (Number.isNaN(n) ? '' : String(n));

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">Schedule</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {KINDS.map(({ kind, label }) => (
          <label
            key={kind}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring',
              value.kind === kind ? 'border-primary bg-primary-soft font-medium' : 'border-border-strong',
            )}
          >
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={value.kind === kind}
              onChange={() => change({}, kind)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-kind-error`} message={errors.kind} />

      {value.kind === 'weekdays' ? (
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.days ? `${id}-days-error` : undefined}
          aria-invalid={errors.days ? true : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Days</legend>
          <div className="flex flex-wrap gap-1.5">
            {WEEKDAY_NAMES.map((name, index) => {
              const day = index + 1;
              const on = value.days.includes(day);
              return (
                <button
                  key={name}
                  type="button"
                  aria-label={name}
                  aria-pressed={on}
                  onClick={() =>
                    change({
                      days: on
                        ? value.days.filter((d) => d !== day)
                        : [...value.days, day].sort((a, b) => a - b),
                    })
                  }
                  className={cn(
                    'h-10 min-w-12 cursor-pointer rounded-lg border px-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    on
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border-strong bg-card hover:bg-muted',
                  )}
                >
                  {weekdayShort(day)}
                </button>
              );
            })}
          </div>
          <FieldError id={`${id}-days-error`} message={errors.days} />
        </fieldset>
      ) : null}

      {value.kind === 'timesPerWeek' || value.kind === 'everyNDays' ? (
        <div className="grid max-w-60 gap-2">
          <Label htmlFor={`${id}-number`}>
            {value.kind === 'timesPerWeek' ? 'Times a week (1–7)' : 'Every how many days (2–365)'}
          </Label>
          <Input
            id={`${id}-number`}
            type="number"
            inputMode="numeric"
            min={value.kind === 'timesPerWeek' ? 1 : 2}
            max={value.kind === 'timesPerWeek' ? 7 : 365}
            value={shown(value.kind === 'timesPerWeek' ? value.times : value.n)}
            onChange={(event) =>
              change(
                value.kind === 'timesPerWeek'
                  ? { times: numberOf(event.target.value) }
                  : { n: numberOf(event.target.value) },
              )
            }
            aria-invalid={Boolean(value.kind === 'timesPerWeek' ? errors.times : errors.n)}
            aria-describedby={
              (value.kind === 'timesPerWeek' ? errors.times : errors.n) ? `${id}-number-error` : undefined
            }
          />
          <FieldError
            id={`${id}-number-error`}
            message={value.kind === 'timesPerWeek' ? errors.times : errors.n}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
