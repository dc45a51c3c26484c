/**
 * "Time blocks go to" in Settings → Calendars: where Select in the Schedule Task dialog books a task. One choice
 * among "Keep in Steward" and every writable calendar (at most one calendar is the target); a change is saved at
 * once with PATCH /api/calendar/calendars/{id} `{blocksTarget}`.
 */
import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { blocksTargetOf, writableCalendars } from './settings-view.ts';
import { useCalendarChanges } from './use-calendar-changes.ts';

const STEWARD = 'steward';

function Choice({
  name,
  value,
  checked,
  label,
  detail,
  onSelect,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  detail: string;
  onSelect: () => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-border bg-card px-4 py-3 transition-colors hover:bg-muted/40',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-describedby={`${id}-detail`}
        className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
      />
      <span className="grid min-w-0 gap-0.5">
        <span dir="auto" className="font-medium wrap-anywhere">
          {label}
        </span>
        <span id={`${id}-detail`} dir="auto" className="text-xs text-muted-foreground wrap-anywhere">
          {detail}
        </span>
      </span>
    </label>
  );
}

/** The "Time blocks go to" card over the user's sources (a choice shows at once: see useCalendarChanges). */
export function BlocksTarget() {
  const titleId = useId();
  const name = useId();
  const { sources, change } = useCalendarChanges();
  const writable = writableCalendars(sources);
  const target = blocksTargetOf(sources);
  const keepInSteward = () => {
    if (target !== null) change({ id: target, patch: { blocksTarget: false } });
  };
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle as="h2" id={titleId} className="flex items-center gap-2 text-xl">
          <CalendarCheck className="size-5 text-accent" aria-hidden="true" />
          Time blocks go to
        </CardTitle>
        <CardDescription>
          When you schedule a task from the daily overview, Steward books it here. Blocks in a calendar show
          up in your other apps too, and removing one in Steward deletes it there.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <div role="radiogroup" aria-labelledby={titleId} className="grid gap-2 sm:grid-cols-2">
          <Choice
            name={name}
            value={STEWARD}
            checked={target === null}
            label="Keep in Steward"
            detail="Blocks stay in Steward only."
            onSelect={keepInSteward}
          />
          {writable.map(({ calendar, source }) => (
            <Choice
              key={calendar.id}
              name={name}
              value={calendar.id}
              checked={target === calendar.id}
              label={calendar.name}
              detail={source.name}
              onSelect={() => change({ id: calendar.id, patch: { blocksTarget: true } })}
            />
          ))}
        </div>
        {writable.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">
            None of your connected calendars accepts new events (feeds are read only), so blocks stay in
            Steward.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
