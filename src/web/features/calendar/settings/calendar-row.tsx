/**
 * One calendar of a source in Settings → Calendars: shown in Steward, counts as busy, its colour and the life
 * domain its events count for in the Week Comparison. Every change is saved at once
 * (PATCH /api/calendar/calendars/{id}); the controls are a group named by the calendar, so each "Shown in Steward"
 * says whose it is.
 */
import { useId } from 'react';
import { eventColorClasses } from '../../../components/event-color-classes.ts';
import { LifeDomainSelect } from '../../../components/life-domain-select.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { fieldClassName } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/utils.ts';
import type { CalendarPatch } from '../api.ts';
import { ColorSwatches } from './color-swatches.tsx';
import { calendarIn } from './settings-view.ts';
import { useCalendarChanges } from './use-calendar-changes.ts';

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="cursor-pointer leading-snug">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * The settings of the calendar `id` (a change shows in the same event that makes it: see useCalendarChanges);
 * nothing once the list no longer has it.
 */
export function CalendarRow({ id }: { id: string }) {
  const nameId = useId();
  const domainId = useId();
  const changes = useCalendarChanges();
  const calendar = calendarIn(changes.sources, id);
  if (!calendar) return null;
  const change = (patch: CalendarPatch) => changes.change({ id, patch });
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <fieldset aria-labelledby={nameId} className="grid min-w-0 gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden="true"
            className={cn('mt-1 size-3.5 shrink-0 rounded-full', eventColorClasses(calendar.colorId).dot)}
          />
          <div className="min-w-0">
            <h4 id={nameId} dir="auto" className="font-semibold wrap-anywhere">
              {calendar.name}
            </h4>
            <p className="text-xs text-muted-foreground">
              {calendar.writable ? 'Steward can add time blocks here' : 'Read only'}
              {calendar.blocksTarget ? ' · Time blocks go here' : ''}
            </p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_minmax(12rem,15rem)]">
          <Toggle
            label="Shown in Steward"
            hint="Its events appear on your timeline and calendar."
            checked={calendar.show}
            onChange={(show) => change({ show })}
          />
          <Toggle
            label="Counts as busy"
            hint="Suggested times avoid its events."
            checked={calendar.busy}
            onChange={(busy) => change({ busy })}
          />
          <div className="grid content-start gap-1.5 sm:col-span-2 lg:col-span-1">
            <Label htmlFor={domainId}>Life domain</Label>
            <LifeDomainSelect
              id={domainId}
              value={calendar.domain}
              aria-describedby={`${domainId}-hint`}
              onValueChange={(domain) => change({ domain })}
              className={cn(fieldClassName, 'h-10 cursor-pointer')}
            />
            <p id={`${domainId}-hint`} className="text-xs text-muted-foreground">
              Its events count for this domain in the Week Comparison.
            </p>
          </div>
        </div>
        <ColorSwatches value={calendar.colorId} onChange={(colorId) => change({ colorId })} />
      </fieldset>
    </li>
  );
}
