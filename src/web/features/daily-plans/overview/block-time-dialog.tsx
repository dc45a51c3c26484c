/**
 * The non-drag way to move or resize a Steward block (ADR 054; WCAG 2.5.7): the block's menu offers 'Move…' (a
 * start time; the length is kept) and 'Change length…' (an end time), each a small dialog with a time field.
 * Saving moves the block as a drag would (optimistic, put back on a refusal). On the week planner (ADR 059) 'Move…'
 * also asks for the day, and the same dialog ('Schedule') books a task on a day and at a time, as a drop would,
 * with an optional life domain (ADR 033).
 */
import { format, parseISO } from 'date-fns';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { LifeDomainId } from '../../../../core/ideal-week.ts';
import { LifeDomainSelect } from '../../../components/life-domain-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { type BlockEdit, BlockMenuButton, type BlockMenuProps, type StandInState } from './block-menu.tsx';
import {
  type DaySpan,
  fieldMinutes,
  fieldTime,
  PLANNER_HOURS,
  type PlannerHours,
} from './planner-geometry.ts';

/** '6:00 AM' for minute 360 of a day; minute 1440 is '12:00 AM' (the midnight that ends it). */
function clockLabel(minutes: number): string {
  return format(new Date(2000, 0, 1, 0, minutes), 'h:mm a');
}

/**
 * The '…' menu of a Steward block (block-menu.tsx loads it after the page's first paint): 'Move…', 'Change length…'.
 * `standIn` says what the keyboard did to the button that stood in while it loaded: focused, its button takes the
 * focus (else it would fall to the page); pressed too, the menu opens on its first item.
 */
export function BlockMenuDropdown({
  onChoose,
  standIn,
  ...button
}: BlockMenuProps & { standIn?: StandInState }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Opened for a press on the stand-in, the menu starts on its first item, as a key press on its button does.
  const fromStandIn = useRef(false);
  // After the stand-in left the page (this component renders before it does, so not in useState).
  useLayoutEffect(() => {
    if (!standIn?.focused) return;
    const { pressed } = standIn;
    standIn.focused = false;
    standIn.pressed = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    trigger.current?.focus();
    fromStandIn.current = pressed;
    if (pressed) setOpen(true);
  }, [standIn]);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <BlockMenuButton ref={trigger} {...button} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(event) => {
          // The menu takes focus as it opens; for the stand-in's press it passes it on to the first item.
          if (!fromStandIn.current || event.target !== event.currentTarget) return;
          fromStandIn.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
      >
        <DropdownMenuItem onSelect={() => onChoose('move')}>Move…</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose('length')}>Change length…</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The dialogs' titles: a block's edits, and booking a task ('schedule'). */
const TITLES = { move: 'Move', length: 'Change length', schedule: 'Schedule' } as const;

/** Props of BlockTimeDialog. */
export interface BlockTimeDialogProps {
  /** 'move' and 'schedule' ask for a start (the length kept), 'length' for an end. */
  mode: BlockEdit | 'schedule';
  title: string;
  span: DaySpan;
  /** The days offered for a move or a booking (a 'Day' field); without them the day stays `span.date`. */
  days?: readonly string[];
  /** The minutes a block may take; default the overview's 6 AM to 10 PM. */
  hours?: PlannerHours;
  onClose: () => void;
  /** The chosen span; in 'schedule' mode also the life domain chosen for the block (null for none). */
  onSave: (span: DaySpan, domain: LifeDomainId | null) => void;
  /**
   * Where focus goes when the dialog closes (the block's menu button, wherever the block now is); without it, back
   * to the control that opened the dialog (a task's Schedule button: no Radix trigger opens it).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The 'Move', 'Change length' or 'Schedule' dialog: a time field (and a day), checked before it is saved. */
export function BlockTimeDialog({
  mode,
  title,
  span,
  days,
  hours = PLANNER_HOURS,
  onClose,
  onSave,
  onCloseAutoFocus,
}: BlockTimeDialogProps) {
  const fieldId = useId();
  const dayId = useId();
  const domainId = useId();
  const [domain, setDomain] = useState<LifeDomainId | null>(null);
  const [value, setValue] = useState(fieldTime(mode === 'length' ? span.end : span.start));
  const [date, setDate] = useState(span.date);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useReturnFocus();
  const length = span.end - span.start;
  const asksDay = days !== undefined && mode !== 'length';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = fieldMinutes(value, mode === 'length');
    if (minutes === null) return setError('Enter a time.');
    const next =
      mode === 'length'
        ? { date, start: span.start, end: minutes }
        : { date, start: minutes, end: minutes + length };
    if (next.end <= next.start) return setError('The end must be after the start.');
    if (next.start < hours.from || next.end > hours.to)
      return setError(`Choose a time between ${clockLabel(hours.from)} and ${clockLabel(hours.to)}.`);
    onSave(next, domain);
  };

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        onOpenAutoFocus={returnFocus.onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus ?? returnFocus.onCloseAutoFocus}
        className="sm:max-w-sm"
      >
        <DialogHeader>
          <DialogTitle>{TITLES[mode]}</DialogTitle>
          <DialogDescription dir="auto">{title}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {asksDay ? (
            <div className="grid gap-1.5">
              <Label htmlFor={dayId}>Day</Label>
              <select
                id={dayId}
                value={date}
                onChange={(e) => setDate(e.target.value)}
                className="h-10 w-full rounded-md border border-border-strong bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {days.map((day) => (
                  <option key={day} value={day}>
                    {format(parseISO(day), 'EEEE, MMM d')}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>{mode === 'length' ? 'End time' : 'Start time'}</Label>
            <Input
              id={fieldId}
              type="time"
              step={900}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              aria-invalid={error !== null}
              aria-describedby={error ? `${fieldId}-error` : undefined}
            />
            {error ? (
              <p id={`${fieldId}-error`} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          {mode === 'schedule' ? (
            <div className="grid gap-1.5">
              <Label htmlFor={domainId}>Life domain</Label>
              <LifeDomainSelect
                id={domainId}
                value={domain}
                onValueChange={setDomain}
                aria-describedby={`${domainId}-hint`}
                className="h-10 w-full cursor-pointer rounded-md border border-border-strong bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              />
              <p id={`${domainId}-hint`} className="text-xs text-muted-foreground">
                Optional: the time counts for this domain in your Week Comparison.
              </p>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
