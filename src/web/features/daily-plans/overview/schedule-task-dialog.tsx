/**
 * Schedule Task dialog (docs/product.md §2, §4; ADR 005): choose a duration, get free slots between 8 AM and 5 PM, and
 * Select one to book it as a Steward time block. Change Duration and closing the dialog start over. Beyond
 * docs/product.md (ADR 033), above the slots an optional Life domain (None by default) says which domain the block
 * counts for in the Week Comparison; it is kept through Change Duration and forgotten on close.
 *
 * Focus (beyond docs/product.md): each step replaces the control that moved to it, so focus goes on purpose to the next
 * step's first control (choosing a duration: Life domain; Change Duration: the duration chosen before; a failed
 * search: Try Again; no times: Change Duration; the times listed again after a failed booking: the first Select),
 * never left to the document or to the browser's timing.
 */
import { format, parseISO } from 'date-fns';
import { ChevronLeft, Clock, LoaderCircle, RotateCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { SCHEDULE_DURATIONS, type ScheduleDuration } from '../../../../core/calendar/free-slots.ts';
import type { LifeDomainId } from '../../../../core/ideal-week.ts';
import { LifeDomainSelect, LifeDomainSwatch } from '../../../components/life-domain-select.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { fieldClassName } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { cn } from '../../../lib/utils.ts';
import { type SuggestedSlot, useCreateTimeBlock, useSuggestSlots } from '../../calendar/api.ts';
import type { TaskToSchedule } from './task-list-card.tsx';

/** The documented words for each duration (docs/product.md §2). */
export const DURATION_LABELS: Record<ScheduleDuration, string> = {
  30: '30 minutes',
  60: '1 hour',
  90: '1.5 hours',
  120: '2 hours',
};

/**
 * A callback ref that focuses its element when it mounts while focus is lost (on the document body, or on the
 * dialog itself, where Radix's focus trap puts it when the focused control is removed). It never takes focus from
 * a control the user moved to, such as Close.
 */
function focusIfLost(element: HTMLElement | null) {
  if (element === null) return;
  const active = document.activeElement;
  if (active === null || active === document.body || active === element.closest('[role="dialog"]')) {
    element.focus();
  }
}

/** Props of ScheduleTaskDialog. */
export interface ScheduleTaskDialogProps {
  /** The task to schedule (its text and place in the plan); the dialog is open while this is not null. */
  task: TaskToSchedule | null;
  /** The local day to find times on, 'YYYY-MM-DD'. */
  date: string;
  /** Called when the dialog closes (after booking, Close, Escape or a click outside). */
  onClose: () => void;
}

/** The Schedule Task dialog for one task on one day. */
export function ScheduleTaskDialog({ task, date, onClose }: ScheduleTaskDialogProps) {
  const [duration, setDuration] = useState<ScheduleDuration | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [domain, setDomain] = useState<LifeDomainId | null>(null);
  // The duration left by Change Duration, to put focus back on its button; null when the dialog opens.
  const [previous, setPrevious] = useState<ScheduleDuration | null>(null);
  const domainId = useId();
  const suggest = useSuggestSlots();
  const book = useCreateTimeBlock();
  // Opened from state by a Schedule button, not a Radix trigger: focus goes back to that button on close.
  const returnFocus = useReturnFocus();
  const longDate = format(parseISO(date), 'EEEE, MMMM d, yyyy');

  const findSlots = (minutes: ScheduleDuration) => {
    setDuration(minutes);
    suggest.mutate({ date, duration: minutes });
  };

  const startOver = () => {
    setPrevious(duration);
    setDuration(null);
    setSelected(null);
    suggest.reset();
    book.reset();
  };

  const close = () => {
    startOver();
    setPrevious(null);
    setDomain(null);
    onClose();
  };

  const select = (slot: SuggestedSlot) => {
    if (task === null || book.isPending) return;
    setSelected(slot.start);
    book.mutate(
      {
        title: task.title,
        start: slot.start,
        end: slot.end,
        task: task.task,
        ...(domain ? { domain } : {}),
        label: `${slot.startTime} - ${slot.endTime}`,
      },
      {
        onSuccess: close,
        onError: () => {
          setSelected(null);
          if (duration !== null) suggest.mutate({ date, duration });
        },
      },
    );
  };

  let body: ReactNode;
  if (duration === null) {
    body = (
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium">How long will this task take?</legend>
        <div className="grid grid-cols-2 gap-2.5">
          {SCHEDULE_DURATIONS.map((minutes) => (
            <Button
              key={minutes}
              ref={minutes === previous ? focusIfLost : undefined}
              variant="outline"
              className="h-14 justify-start gap-3 px-4 text-base"
              onClick={() => findSlots(minutes)}
            >
              <Clock className="text-accent" aria-hidden="true" />
              {DURATION_LABELS[minutes]}
            </Button>
          ))}
        </div>
      </fieldset>
    );
  } else {
    const changeDuration = (
      <Button
        ref={suggest.isSuccess && suggest.data.length === 0 ? focusIfLost : undefined}
        variant="ghost"
        size="sm"
        className="-ml-2 self-start"
        onClick={startOver}
      >
        <ChevronLeft aria-hidden="true" />
        Change Duration
      </Button>
    );
    // Offered while there are (or may be) times to Select: not beside an error or 'No available time slots'.
    const offersDomain =
      suggest.isPending || suggest.isIdle || (suggest.isSuccess && suggest.data.length > 0);
    let slots: ReactNode;
    if (suggest.isPending || suggest.isIdle) {
      slots = (
        <div className="flex flex-col gap-2" role="status">
          <span className="sr-only">Finding available times...</span>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-14 w-full rounded-lg" />
          ))}
        </div>
      );
    } else if (suggest.isError) {
      slots = (
        <Alert variant="destructive">
          <AlertTitle>Could not load suggested times</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>Something went wrong while checking your availability.</p>
            <Button ref={focusIfLost} variant="outline" size="sm" onClick={() => findSlots(duration)}>
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
          </AlertDescription>
        </Alert>
      );
    } else if (suggest.data.length === 0) {
      slots = (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No available time slots found for this duration. Try a shorter duration or check a different day.
        </p>
      );
    } else {
      slots = (
        <ul className="flex max-h-[300px] flex-col gap-2 overflow-y-auto pr-1">
          {suggest.data.map((slot, index) => {
            const label = `${slot.startTime} - ${slot.endTime}`;
            const booking = book.isPending && selected === slot.start;
            return (
              <li
                key={slot.start}
                className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-2.5 transition-colors hover:border-border-strong hover:bg-muted/40"
              >
                <span className="min-w-0 font-medium tabular-nums">{label}</span>
                <Button
                  ref={index === 0 ? focusIfLost : undefined}
                  size="sm"
                  aria-label={`Select ${label}`}
                  disabled={book.isPending && !booking}
                  pending={booking}
                  onClick={() => select(slot)}
                >
                  {booking ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                  Select
                </Button>
              </li>
            );
          })}
        </ul>
      );
    }
    body = (
      <div className="flex flex-col gap-3">
        {offersDomain ? (
          <div className="grid gap-1.5">
            <Label htmlFor={domainId}>Life domain</Label>
            <div className="relative min-w-0 sm:max-w-64">
              {domain ? (
                <LifeDomainSwatch
                  domain={domain}
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2"
                />
              ) : null}
              <LifeDomainSelect
                ref={focusIfLost}
                id={domainId}
                value={domain}
                onValueChange={setDomain}
                disabled={book.isPending}
                aria-describedby={`${domainId}-hint`}
                className={cn(fieldClassName, 'h-10 min-w-0 cursor-pointer', domain && 'pl-9')}
              />
            </div>
            <p id={`${domainId}-hint`} className="text-xs text-muted-foreground">
              Optional: the time counts for this domain in your Week Comparison.
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="text-sm font-medium">Suggested times for {longDate}</h3>
          <span className="text-xs text-muted-foreground">{DURATION_LABELS[duration]}</span>
        </div>
        {slots}
        {changeDuration}
      </div>
    );
  }

  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Schedule Task</DialogTitle>
          <DialogDescription className="text-base text-foreground">
            <span className="sr-only">Task: </span>
            <span dir="auto">{task?.title}</span>
          </DialogDescription>
        </DialogHeader>
        {body}
        <p className="border-t border-border pt-4 text-xs text-muted-foreground">
          Suggested times are based on your calendar availability between 8 AM and 5 PM.
        </p>
      </DialogContent>
    </Dialog>
  );
}
