/**
 * Copy a day to other days: the source day's 33 slots replace those of each chosen day (empty source
 * slots clear the target's). Says what it did in a status line.
 */
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { IDEAL_WEEK_DAYS, type IdealWeekDay } from '../../../core/ideal-week.ts';
import { Button } from '../../components/ui/button.tsx';
import { fieldClassName } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/utils.ts';
import { copyDay, dayName } from './grid-model.ts';
import type { ScheduleStore } from './schedule-store.ts';

/** The Copy a Day controls; `onDone` gets the sentence to announce. */
export function CopyDay({ store, onDone }: { store: ScheduleStore; onDone: (message: string) => void }) {
  const id = useId();
  const [from, setFrom] = useState<IdealWeekDay>('monday');
  const [to, setTo] = useState<ReadonlySet<IdealWeekDay>>(new Set());
  const targets = IDEAL_WEEK_DAYS.filter((day) => day !== from && to.has(day));

  return (
    <fieldset className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <legend className="px-1 font-display text-lg font-semibold">Copy a Day</legend>
      <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>Copy from</Label>
          <select
            id={`${id}-from`}
            value={from}
            onChange={(event) => setFrom(event.target.value as IdealWeekDay)}
            className={cn(fieldClassName, 'h-10 w-40')}
          >
            {IDEAL_WEEK_DAYS.map((day) => (
              <option key={day} value={day}>
                {dayName(day)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-1.5 text-sm font-medium">Copy to</legend>
          {IDEAL_WEEK_DAYS.filter((day) => day !== from).map((day) => (
            <label key={day} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={to.has(day)}
                onChange={(event) => {
                  const next = new Set(to);
                  if (event.target.checked) next.add(day);
                  else next.delete(day);
                  setTo(next);
                }}
              />
              {dayName(day)}
            </label>
          ))}
        </fieldset>
        <Button
          variant="outline"
          disabled={targets.length === 0}
          onClick={() => {
            store.write(copyDay(store.schedule(), from, targets));
            onDone(`Copied ${dayName(from)} to ${targets.map(dayName).join(', ')}.`);
            setTo(new Set());
          }}
        >
          <Copy aria-hidden="true" />
          Copy Day
        </Button>
      </div>
    </fieldset>
  );
}
